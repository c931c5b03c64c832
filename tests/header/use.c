/* SPDX-License-Identifier: ISC */
/*
 * strl.h as users compile it: C89 to C17 and C++98 to C++17, -pedantic,
 * fortified or not, with and without STRL_STD_NAMES (tools/check/header.sh).
 */
#include "strl.h"

int strl_header_use(char *buf, size_t n);

int strl_header_use(char *buf, size_t n)
{
	char *end = buf + n;
	strl_ssize_t r = strl_strscpy(buf, "abc", n);

#ifdef STRL_STD_NAMES
	if (strlcpy(buf, "abc", n) >= n || strlcat(buf, "d", n) >= n)
		return -1;
#endif
	if (strl_stpecpy(buf, end, "x") == NULL || r == -STRL_E2BIG)
		return -1;
	return (int)strl_strnlen(buf, n) + (int)STRL_SSIZE_MAX % 2;
}

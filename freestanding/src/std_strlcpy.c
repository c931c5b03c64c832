// SPDX-License-Identifier: ISC
/*
 * strlcpy(), the BSD and POSIX name, in hosted and bare-metal builds (never
 * in the kernel, which has or had its own): in an object of its own, so
 * that a program with its own strlcpy can still link the static library
 * for the strl_ names.
 */
#include "internal.h"

size_t strlcpy(char *dst, const char *src, size_t size);

size_t strlcpy(char *dst, const char *src, size_t size)
{
	return strl_strlcpy(dst, src, size);
}

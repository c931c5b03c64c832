/* SPDX-License-Identifier: ISC */
#include "strl_impl.h"

size_t strl_strnlen(const char *s, size_t maxlen)
{
	size_t i;

	for (i = 0; i < maxlen && s[i] != '\0'; i++)
		;
	return i;
}

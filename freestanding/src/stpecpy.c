// SPDX-License-Identifier: ISC
#include "internal.h"

char *strl_stpecpy(char *dst, char *end, const char *src)
{
	size_t size, n;

	if (!dst || dst == end)
		return NULL;
	size = (size_t)(end - dst);
	n = strl__copy(dst, src, size);
	return n < size ? dst + n : NULL;
}

STRL__EXPORT(strl_stpecpy);

// SPDX-License-Identifier: ISC
/*
 * x86-64 copy under stpecpy, strscpy_pad, strncpy and strlcat: the first
 * two 16-byte blocks inline (arch.h), the rest by one dispatch.
 */
#include "arch.h"

#if !STRL__ARCH
#include "../copy.c"
#else
STRL__X86_LINE size_t strl__copy(char *dst, const char *src, size_t size)
{
	size_t k;

	if (strl__head_cpy(dst, src, size - 1, &k, 1) != STRL__HEAD_MORE)
		return k < size ? k : size;
	return STRL__X86_CALL(copy, size - 1, (dst, src, size - 1));
}
#endif

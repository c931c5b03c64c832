// SPDX-License-Identifier: ISC
/*
 * AArch64 ASIMD strl__copy: the first two blocks inline (arch.h), then
 * the long pass (copy.S) by a tail call.
 */
#include "arch.h"

#if !STRL__ARCH
#include "../copy.c"
#else
size_t strl__copy(char *dst, const char *src, size_t size)
{
	size_t k;
	uint8x16_t v;

	if (!strl__a64_head(dst, src, size - 1, &k, &v))
		return strl__a64_copy_long(dst, src, size - 1, v);
	return k;
}
#endif

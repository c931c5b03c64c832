// SPDX-License-Identifier: ISC
/*
 * x86-64 strscpy: the first two 16-byte blocks inline (arch.h), the rest
 * by one dispatch, reached by one tail call: no call and no saved
 * register for a short string.
 */
#include "arch.h"

#if !STRL__ARCH
#include "../strscpy.c"
#else

STRL__X86_LINE strl_ssize_t strl_strscpy(char *dst, const char *src, size_t size)
{
	size_t n = size - 1, k;

	/* size 0 or above STRL_SSIZE_MAX: n wraps, or is at least the max. */
	if (n >= (size_t)STRL_SSIZE_MAX)
		return -STRL_E2BIG;
	if (strl__head_cpy(dst, src, n, &k, 1) != STRL__HEAD_MORE)
		return __builtin_expect(k <= n, 1) ? (strl_ssize_t)k :
		       -STRL_E2BIG;
	return STRL__X86_CALL(strscpy, n, (dst, src, n));
}
#endif

// SPDX-License-Identifier: ISC
/*
 * x86-64 strlcpy: a string that ends in the first two 16-byte blocks, or
 * a buffer that ends there, is copied inline (arch.h), with no call and
 * no saved register; a longer string and buffer leave by one tail call,
 * to the level's strl__<isa>_lcpy.
 */
#include "arch.h"

#if !STRL__ARCH
#include "../strlcpy.c"
#else
/*
 * src did not fit, and has no NUL in its first @k bytes: its length.
 * @dst is unused: with strlcpy's own first two arguments, the caller
 * keeps them in the registers they came in.
 */
static __attribute__((__noinline__)) size_t lcpy_rest(char *dst,
						      const char *src, size_t k)
{
	__asm__("" : : "r"(dst));	/* used: no clone without it */
	return k + strl_strnlen(src + k, (size_t)-1);
}

STRL__X86_LINE size_t strl_strlcpy(char *dst, const char *src, size_t size)
{
	size_t k;
	enum strl__head r;

	if (size == 0)
		return lcpy_rest(dst, src, 0);
	r = strl__head_cpy(dst, src, size - 1, &k, 0);
	if (__builtin_expect(r == STRL__HEAD_NUL, 1))	/* fitted or not */
		return k;
	if (r == STRL__HEAD_CUT)	/* did not fit: the rest of the length */
		return lcpy_rest(dst, src, k);
	return STRL__X86_CALL(lcpy, size - 1, (dst, src, size));
}

#endif

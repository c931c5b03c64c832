// SPDX-License-Identifier: ISC
/*
 * x86-64 strlcpy: a string that ends in the first two 16-byte blocks, or
 * a buffer that ends there, is copied inline (strl_x86.h), with no call
 * and no saved register; a longer string and buffer leave by one tail
 * call, to strl__avx512_lcpy (avx512.c), strl__avx2_lcpy (avx2.c) or,
 * without AVX2, strl__sse2_lcpy_long (lcpy.c).
 */
#include "strl_x86.h"

#if !STRL_WORDWISE
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

STRL_X86_LINE size_t strl_strlcpy(char *dst, const char *src, size_t size)
{
	size_t k;
	int r;

	if (size == 0)
		return lcpy_rest(dst, src, 0);
	r = strl__head_cpy(dst, src, size - 1, &k, 0);
	if (__builtin_expect(r == 1, 1))	/* the NUL's index, fitted or not */
		return k;
	if (r == 2)	/* did not fit: the rest of the length */
		return lcpy_rest(dst, src, k);
	return STRL_X86_PICK_COPY(size - 1, strl__avx512_lcpy(dst, src, size),
				  strl__avx2_lcpy(dst, src, size),
				  strl__sse2_lcpy_long(dst, src, size));
}

#endif

/* SPDX-License-Identifier: ISC */
#include "strl_impl.h"

#if STRL_WORDWISE
/*
 * Word loop: dst is aligned; src is @sh bytes past an aligned word.  Each
 * step stores one aligned word of dst made of source bytes known to hold
 * no NUL, so nothing after the terminator is ever written.  Source words
 * are loaded aligned, and only once every byte the step consumes is below
 * @n.  Return: bytes copied, a multiple of the word size.
 */
static size_t strl__scpy_words(char *dst, const char *src, size_t n)
{
	unsigned int sh = (unsigned int)((strl_uptr)src & (STRL_W - 1));
	const char *s = src - sh;
	size_t i = 0, lo, hi;

	if (sh == 0) {
		for (; n - i >= STRL_W; i += STRL_W) {
			lo = strl__load(src + i);
			if (strl__haszero(lo))
				break;
			strl__store(dst + i, lo);
		}
		return i;
	}
	/*
	 * lo's bytes from sh on (the ones before src masked off) must hold no
	 * NUL before the next word may be loaded: it may lie past the string.
	 */
	if (n < STRL_W)
		return 0;
	lo = strl__load(s);
	if (strl__haszero(lo | strl__head_mask(sh)))
		return 0;
	for (; n - i >= STRL_W; i += STRL_W) {
		hi = strl__load(s + i + STRL_W);
		if (strl__haszero(hi))
			break;
		strl__store(dst + i, strl__merge(lo, hi, sh));
		lo = hi;
	}
	return i;
}
#endif

size_t strl__scpy(char *dst, const char *src, size_t size)
{
	size_t n = size - 1, i = 0;

#if STRL_WORDWISE
	for (; i < n && !strl__aligned(dst + i); i++)
		if ((dst[i] = src[i]) == '\0')
			return i;
	i += strl__scpy_words(dst + i, src + i, n - i);
#endif
	/*@ loop invariant 0 <= i <= n;
	    loop invariant \forall integer j; 0 <= j < i ==>
			dst[j] == src[j] && src[j] != 0;
	    loop invariant \forall integer j; i <= j < size ==>
			dst[j] == \at(dst[j], Pre);
	    loop assigns i, dst[0 .. n - 1];
	    loop variant n - i; */
	for (; i < n; i++)
		if ((dst[i] = src[i]) == '\0')
			return i;
	dst[i] = '\0';
	/* Read src[size - 1] once: it decides, even if src changes under us. */
	return src[i] == '\0' ? i : size;
}

/* SPDX-License-Identifier: ISC */
/*
 * scpy.c's aligned word copy, included by it once for each kind of store
 * it makes: no include guard.  The includer names the store of a word to
 * dst, strl__store_dst (strl__store: dst + i aligned; or, where
 * STRL__ALIGN_SRC, strl__store_unaligned for any dst + i), and may rename
 * the three functions for a second copy.  The proofs see the one with
 * strl__store under these names.
 */
/*
 * The word loops: they go on from index @i of @dst and @src, which hold a
 * NUL-free prefix of i bytes.  dst + i is aligned (but in
 * strl__words_any); each step stores words of dst made of source bytes
 * known to hold no NUL, so
 * nothing after the terminator is ever written.  Source words are loaded
 * aligned, and only once every byte the step consumes is below @n.  The main loops take
 * two words a step, loaded from one 2-word-aligned block (which, like a
 * word, never straddles a page or MPU region) and tested at once; a
 * single step leads in to that alignment and one finishes off.
 * Return: the index reached, i plus a multiple of the word size.
 *
 * The aligned copy's steps are helpers of their own: their contracts
 * (tests/proof/contracts.h) are what its proof works from, and they
 * inline to the same loop.
 */

/* Copy the word at @s to @d unless it holds a NUL.  Return: did it? */
static inline int strl__word_even(char *d, const char *s)
/*@ ghost (char *d0, const char *s0, long i) */
{
	size_t a = strl__load(s) /*@ ghost (s) */;

	if (strl__haszero(a))
		return 0;
	strl__store_dst(d, a);
	return 1;
}

/* The same for the two words of the 2-word-aligned block at @s. */
static inline int strl__pair_even(char *d, const char *s)
/*@ ghost (char *d0, const char *s0, long i) */
{
	size_t a = strl__load(s) /*@ ghost (s) */;
	size_t b = strl__load(s + STRL_W) /*@ ghost (s) */;

	if (strl__haszero2(a, b))
		return 0;
	strl__store_dst(d, a);
	strl__store_dst(d + STRL_W, b);
	return 1;
}

/* src + i aligned too: words go across as they are. */
static STRL__WORDS_CALL size_t strl__words_even(char *dst, const char *src,
						size_t i, size_t n)
{
	const char *s = src + i;
	char *d = dst + i;
	size_t k, m = n - i;

	if (strl__block_odd(s) && m >= STRL_W) {
		if (!strl__word_even(d, s) /*@ ghost (dst, src, s - src) */)
			return i;
		s += STRL_W;
		d += STRL_W;
		m -= STRL_W;
	}
	/*@ loop invariant 0 <= k <= m / (2 * STRL_PW);
	    loop invariant s == src + (n - m % (2 * STRL_PW) - 2 * STRL_PW * k);
	    loop invariant d == dst + (s - src);
	    loop invariant strl_aligned((char *)s);
	    loop invariant n - i < STRL_PW || strl_aligned(d);
	    loop invariant k != 0 ==> strl_off((char *)s) == 0;
	    loop invariant copied: prefix(dst, (char *)src, s - src);
	    loop invariant rest: \forall integer j; s - src <= j < n ==>
			dst[j] == \at(dst[j], Pre);
	    loop assigns k, s, d, dst[i .. n - 1];
	    loop variant k; */
	for (k = m / (2 * STRL_W); k != 0; k--) {
		if (!strl__pair_even(d, s) /*@ ghost (dst, src, s - src) */)
			break;
		s += 2 * STRL_W;
		d += 2 * STRL_W;
	}
	/* The pair with the NUL, or what is left of n: one more word? */
	if ((k != 0 || m % (2 * STRL_W) >= STRL_W) &&
	    strl__word_even(d, s) /*@ ghost (dst, src, s - src) */) {
		/*@ assert strl_off((char *)s + STRL_PW) ==
				(strl_off((char *)s) + STRL_PW) % (2 * STRL_PW) &&
				strl_off(d + STRL_PW) ==
				(strl_off(d) + STRL_PW) % (2 * STRL_PW); */
		s += STRL_W;
		d += STRL_W;
	}
	/*@ assert ends: d == dst + (s - src) && strl_aligned((char *)s) &&
			(n - i < STRL_PW || strl_aligned(d)); */
	return (size_t)(s - src);
}

// SPDX-License-Identifier: ISC
#include "strl_impl.h"

#if STRL_WORDWISE
/*
 * ARMv7E-M (strl_word_arm.h) copies whole 16-byte blocks in assembly, and
 * where the target allows unaligned stores (__ARM_FEATURE_UNALIGNED:
 * ARMv7-M and later, unless built with -mno-unaligned-access) it aligns
 * src rather than dst: its loads stay aligned, and STR takes any dst
 * address, so there is no merging of two source words for each one
 * stored.  Elsewhere the two loops below.
 */
#if defined(STRL__ARM_BLOCKS) && defined(__ARM_FEATURE_UNALIGNED)
#define STRL__ALIGN_SRC 1
#else
#define STRL__ALIGN_SRC 0
#endif

#ifndef STRL__ARM_BLOCKS
/*
 * The word loops: they go on from index @i of @dst and @src, which hold a
 * NUL-free prefix of i bytes.  dst + i is aligned; each step stores
 * aligned words of dst made of source bytes known to hold no NUL, so
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
	strl__store(d, a);
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
	strl__store(d, a);
	strl__store(d + STRL_W, b);
	return 1;
}

/* src + i aligned too: words go across as they are. */
static size_t strl__words_even(char *dst, const char *src, size_t i,
			       size_t n)
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
#else
/*
 * strl__words_even's work on ARMv7E-M: src + i aligned, and dst + i too
 * unless STRL__ALIGN_SRC.  Words up to a 16-byte boundary of src, the
 * blocks, then words again up to the NUL or what is left of n, all in
 * assembly (strl_word_arm.h).  Return: as strl__words_even.
 */
static size_t strl__words_arm(char *dst, const char *src, size_t i,
			      size_t n)
{
	const char *s = src + i;
	char *d = dst + i;
	size_t m = n - i;
	size_t k = ((0 - (uintptr_t)s) & 15) / STRL_W;

	if (k > m / STRL_W)
		k = m / STRL_W;
	if (k != 0) {
		m -= k * STRL_W;
		s = strl__arm_copy_words(&d, s, &k);
		if (k != 0)
			return (size_t)(s - src);
	}
	k = m / 16;
	if (k != 0) {
		s = strl__arm_copy_blocks(&d, s, &k);
		/* The block with the NUL, or what is left of n. */
		m = k != 0 ? 16 : m % 16;
	}
	k = m / STRL_W;
	if (k != 0)
		s = strl__arm_copy_words(&d, s, &k);
	return (size_t)(s - src);
}

/* Without unaligned access, strl__scpy's aligned case below. */
#define strl__words_even strl__words_arm
#endif /* STRL__ARM_BLOCKS */

#if !STRL__ALIGN_SRC
/*
 * The aligned word at @s holds the NUL that ended the aligned copy
 * (unless src changed since): copy it to the aligned @d up to and
 * including the NUL, in at most three aligned stores (one when the NUL
 * is its last byte), not a byte at a time.  The NUL's index and the
 * bytes stored come from one load.  Return: that index, or STRL_W
 * (nothing written) if the word now holds no NUL.
 */
static inline size_t strl__word_tail(char *d, const char *s)
/*@ ghost (char *d0, const char *s0, size_t i) */
{
	size_t w = strl__load(s) /*@ ghost (s) */;
	size_t len, k = 0;

	if (!strl__nul_flags(w))
		return STRL_W;
	len = strl__nul_index(w) + 1;	/* the bytes to store */
	if (len == STRL_W) {
		strl__store(d, w);
		return len - 1;
	}
	if (STRL_W == 8 && len >= 4) {
		strl__store_part(d, 0, w, 4);
		w = strl__shift_out(w, 4);
		k = 4;
	}
	if (len - k >= 2) {
		strl__store_part(d, k, w, 2);
		w = strl__shift_out(w, 2);
		k += 2;
	}
	if (len - k >= 1)
		strl__store_part(d, k, w, 1);
	return len - 1;
}

/* Store at @d the word that starts @sh bytes into @lo and ends in @hi. */
static inline void strl__word_odd(char *d, size_t lo, size_t hi,
				  unsigned int sh)
/*@ ghost (char *d0, const char *s0, long i) */
{
	strl__store(d, strl__merge(lo, hi, sh));
}

/* The same for two words, from @lo, @hi and @hi2. */
static inline void strl__pair_odd(char *d, size_t lo, size_t hi, size_t hi2,
				  unsigned int sh)
/*@ ghost (char *d0, const char *s0, long i) */
{
	strl__store(d, strl__merge(lo, hi, sh));
	strl__store(d + STRL_W, strl__merge(hi, hi2, sh));
}

/*
 * src + i @sh bytes past an aligned word: each dst word is merged from
 * two source words.  lo's bytes from sh on (the ones before src + i
 * masked off) must hold no NUL before the next word may be loaded: it
 * may lie past the string.
 */
static size_t strl__words_odd(char *dst, const char *src, size_t i,
			      size_t n)
{
	unsigned int sh = strl__word_offset(src + i);
	const char *s = strl__align_down(src + i, STRL_W);
	char *d = dst + i;
	size_t k, lo, hi, hi2, m = n - i;

	if (m < STRL_W)
		return i;
	/*@ assert \valid_read(src + i); */
	lo = strl__load(s) /*@ ghost (src + i) */;
	if (strl__haszero_from(lo, sh))
		return i;
	s += STRL_W;
	/* s is the next word to load. */
	if (strl__block_odd(s)) {
		hi = strl__load(s) /*@ ghost (s) */;
		if (strl__haszero(hi))
			return i;
		strl__word_odd(d, lo, hi, sh) /*@ ghost (dst, src, d - dst) */;
		lo = hi;
		s += STRL_W;
		d += STRL_W;
		m -= STRL_W;
	}
	/*@ loop invariant 0 <= k <= m / (2 * STRL_PW);
	    loop invariant d == dst + (n - m % (2 * STRL_PW) - 2 * STRL_PW * k);
	    loop invariant s == src + (d - dst) + (STRL_PW - sh);
	    loop invariant strl_off((char *)s) == 0;
	    loop invariant strl_aligned(\at(d, LoopEntry));
	    loop invariant strl_off(d) == strl_off(\at(d, LoopEntry));
	    loop invariant held: strl_held(lo, sh, (char *)src, d - dst, n);
	    loop invariant copied: prefix(dst, (char *)src, d - dst);
	    loop invariant rest: \forall integer j; d - dst <= j < n ==>
			dst[j] == \at(dst[j], Pre);
	    loop assigns k, s, d, lo, hi, hi2, dst[i .. n - 1];
	    loop variant k; */
	for (k = m / (2 * STRL_W); k != 0; k--) {
		/*@ assert nul_free: \forall integer t; 0 <= t < s - src ==>
				src[t] != 0; */
		/*@ assert may_read: \valid_read(s); */
		/*@ assert pair_off: strl_off((char *)s + STRL_PW) == STRL_PW; */
		hi = strl__load(s) /*@ ghost (s) */;
		hi2 = strl__load(s + STRL_W) /*@ ghost (s) */;
		if (strl__haszero2(hi, hi2))
			break;
		/*@ assert next: strl_held(hi2, sh, (char *)src,
				(d - dst) + 2 * STRL_PW, n); */
		strl__pair_odd(d, lo, hi, hi2, sh) /*@ ghost (dst, src, d - dst) */;
		/*@ assert kept: strl_held(hi2, sh, (char *)src,
				(d - dst) + 2 * STRL_PW, n); */
		lo = hi2;
		s += 2 * STRL_W;
		d += 2 * STRL_W;
	}
	/*@ assert nul_free_last: k != 0 || m % (2 * STRL_PW) >= STRL_PW ==>
			\forall integer t; 0 <= t < s - src ==> src[t] != 0; */
	/*@ assert may_read_last: k != 0 || m % (2 * STRL_PW) >= STRL_PW ==>
			\valid_read(s); */
	if (k != 0 || m % (2 * STRL_W) >= STRL_W) {
		hi = strl__load(s) /*@ ghost (s) */;
		if (!strl__haszero(hi)) {
			strl__word_odd(d, lo, hi, sh) /*@ ghost (dst, src, d - dst) */;
			/*@ assert last: prefix(dst, (char *)src, (d - dst) + STRL_PW); */
			d += STRL_W;
		}
	}
	/*@ assert done: \forall integer j; d - dst <= j < n ==>
			dst[j] == \at(dst[j], Pre); */
	return (size_t)(d - dst);
}
#endif /* !STRL__ALIGN_SRC */
#endif /* STRL_WORDWISE */

size_t strl__scpy(char *dst, const char *src, size_t size)
{
	size_t n = size - 1, i = 0;
#if STRL_WORDWISE && STRL__ALIGN_SRC
	size_t lim;
#endif

#if STRL_WORDWISE
#if STRL__ALIGN_SRC
	/*
	 * Bytes up to src's word boundary (unrolled), then words to any dst
	 * address.  No head of bytes first: a short string ends in them, or
	 * in the first word tested, about as soon.
	 */
	lim = (0 - (uintptr_t)src) & (STRL_W - 1);
	if (lim > n)
		lim = n;
	i = strl__head(dst, src, lim);
	if (i < lim)
		return i;
	i = strl__words_arm(dst, src, i, n);
#else
	/*
	 * On 64-bit, a buffer of less than a word goes byte by byte: the
	 * word loops would find no whole word in it.
	 */
	if (n > STRL_W) {
		i = strl__head(dst, src, STRL_W);
		if (i < STRL_W)
			return i;
	} else if (STRL_W == 8 && n < STRL_W) {
		goto bytes;
	}
	/*@ loop invariant 0 <= i <= n;
	    loop invariant \forall integer j; 0 <= j < i ==>
			dst[j] == src[j] && src[j] != 0;
	    loop invariant \forall integer j; i <= j < size ==>
			dst[j] == \at(dst[j], Pre);
	    loop assigns i, dst[0 .. n - 1];
	    loop variant n - i; */
	for (; i < n && !strl__aligned(dst + i); i++) {
		dst[i] = src[i];
		if (dst[i] == '\0')
			return i;
	}
	if (strl__aligned(src + i)) {
		i = strl__words_even(dst, src, i, n);
		/*
		 * It stopped at a word with the NUL, or at one that ends at
		 * src[n] or later.  A word that ends at src[n] is in bounds
		 * too: then the NUL is found there, or the byte loop below
		 * finds n reached.  On 64-bit only: a 32-bit word leaves at
		 * most 3 bytes to the loop, which costs the M0 and RV32 about
		 * what the tail does, and the tail's test costs every call.
		 */
		if (STRL_W == 8 && n - i >= STRL_W - 1) {
			size_t z = strl__word_tail(dst + i, src + i)
				/*@ ghost (dst, src, i) */;

			/*@ assert z < STRL_PW ==>
					prefix(dst, (char *)src, i + z); */
			if (z < STRL_W)
				return i + z;
		}
	} else {
		i = strl__words_odd(dst, src, i, n);
	}
bytes:
#endif
#endif
	/*@ loop invariant 0 <= i <= n;
	    loop invariant copied: \forall integer j; 0 <= j < i ==>
			dst[j] == src[j] && src[j] != 0;
	    loop invariant rest: \forall integer j; i <= j < size ==>
			dst[j] == \at(dst[j], Pre);
	    loop assigns i, dst[0 .. n - 1];
	    loop variant n - i; */
	for (; i < n; i++) {
		dst[i] = src[i];
		if (dst[i] == '\0')
			return i;
	}
	dst[i] = '\0';
	/* Read src[size - 1] once: it decides, even if src changes under us. */
	return src[i] == '\0' ? i : size;
}

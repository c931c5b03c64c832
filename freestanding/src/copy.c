// SPDX-License-Identifier: ISC
#include "word.h"

#if STRL__WORDWISE
/*
 * The word copies go on from index i of dst and src, both NUL-free below
 * it, to at most n.  Where src + i is aligned: words go across as they
 * are (copy_words.inc), or 16-byte blocks where the ISA has block loops
 * (STRL__HAVE_BLOCKS).  Where the ISA stores words at any address
 * (STRL__ALIGN_SRC), src is aligned first and dst may be anywhere; else
 * dst is aligned first, and a src at another offset is merged from two
 * words for each one stored (strl__words_odd, below).  An ISA may have
 * both copies in assembly (STRL__HAVE_WORD_COPIES).
 */
#ifndef STRL__HAVE_BLOCKS
#if STRL__ALIGN_SRC
/* Stores to a misaligned dst + i. */
#define strl__word_even strl__word_any
#define strl__pair_even strl__pair_any
#define strl__words_even strl__words_any
#define strl__store_dst strl__store_unaligned
#include "copy_words.inc"
#undef strl__word_even
#undef strl__pair_even
#undef strl__words_even
#undef strl__store_dst
#endif
#ifndef STRL__HAVE_WORD_COPIES
/* Stores to an aligned dst + i: GCC pairs them into STRD where it can. */
#define strl__store_dst strl__store
#include "copy_words.inc"
#endif
#else
/*
 * strl__words_even's work with the ISA's block loops: src + i aligned,
 * and dst + i too unless STRL__ALIGN_SRC.  Words up to a 16-byte
 * boundary of src, the blocks, then words again up to the NUL or what
 * is left of n.  Return: as strl__words_even.
 */
static size_t strl__words_blocks(char *dst, const char *src, size_t i,
				 size_t n)
{
	const char *s = src + i;
	char *d = dst + i;
	size_t m = n - i;
	size_t k = ((0 - (uintptr_t)s) & 15) / STRL__W;

	if (k > m / STRL__W)
		k = m / STRL__W;
	if (k != 0) {
		m -= k * STRL__W;
		s = strl__copy_words(&d, s, &k);
		if (k != 0)
			return (size_t)(s - src);
	}
	k = m / 16;
	if (k != 0) {
		s = strl__copy_blocks(&d, s, &k);
		/* The block with the NUL, or what is left of n. */
		m = k != 0 ? 16 : m % 16;
	}
	k = m / STRL__W;
	if (k != 0)
		s = strl__copy_words(&d, s, &k);
	return (size_t)(s - src);
}

/* Without unaligned access, strl__copy's aligned case below. */
#define strl__words_even strl__words_blocks
#endif /* STRL__HAVE_BLOCKS */

#if !STRL__ALIGN_SRC
/*
 * The aligned word at @s holds the NUL that ended the aligned copy
 * (unless src changed since): copy it to the aligned @d up to and
 * including the NUL, in at most three aligned stores (one when the NUL
 * is its last byte), not a byte at a time.  The NUL's index and the
 * bytes stored come from one load.  Return: that index, or STRL__W
 * (nothing written) if the word now holds no NUL.
 */
static inline size_t strl__word_tail(char *d, const char *s)
/*@ ghost (char *d0, const char *s0, size_t i) */
{
	size_t w = strl__load(s) /*@ ghost (s) */;
	size_t len, k = 0;

	if (!strl__nul_flags(w))
		return STRL__W;
	len = strl__nul_index(w) + 1;	/* the bytes to store */
	if (len == STRL__W) {
		strl__store(d, w);
		return len - 1;
	}
	if (STRL__W == 8 && len >= 4) {
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

#ifndef STRL__HAVE_WORD_COPIES
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
	strl__store(d + STRL__W, strl__merge(hi, hi2, sh));
}

/*
 * src + i @sh bytes past an aligned word: each dst word is merged from
 * two source words.  lo's bytes from sh on (the ones before src + i
 * masked off) must hold no NUL before the next word may be loaded: it
 * may lie past the string.
 */
static STRL__WORDS_ATTR size_t strl__words_odd(char *dst, const char *src,
					       size_t i, size_t n)
{
	unsigned int sh = strl__word_offset(src + i);
	const char *s = strl__align_down(src + i, STRL__W);
	char *d = dst + i;
	size_t k, lo, hi, hi2, m = n - i;

	if (m < STRL__W)
		return i;
	/*@ assert \valid_read(src + i); */
	lo = strl__load(s) /*@ ghost (src + i) */;
	if (strl__haszero_from(lo, sh))
		return i;
	s += STRL__W;
	/* s is the next word to load. */
	if (strl__block_odd(s)) {
		hi = strl__load(s) /*@ ghost (s) */;
		if (strl__haszero(hi))
			return i;
		strl__word_odd(d, lo, hi, sh) /*@ ghost (dst, src, d - dst) */;
		lo = hi;
		s += STRL__W;
		d += STRL__W;
		m -= STRL__W;
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
	for (k = m / (2 * STRL__W); k != 0; k--) {
		/*@ assert nul_free: \forall integer t; 0 <= t < s - src ==>
				src[t] != 0; */
		/*@ assert may_read: \valid_read(s); */
		/*@ assert pair_off: strl_off((char *)s + STRL_PW) == STRL_PW; */
		hi = strl__load(s) /*@ ghost (s) */;
		hi2 = strl__load(s + STRL__W) /*@ ghost (s) */;
		if (strl__haszero2(hi, hi2))
			break;
		/*@ assert next: strl_held(hi2, sh, (char *)src,
				(d - dst) + 2 * STRL_PW, n); */
		strl__pair_odd(d, lo, hi, hi2, sh) /*@ ghost (dst, src, d - dst) */;
		/*@ assert kept: strl_held(hi2, sh, (char *)src,
				(d - dst) + 2 * STRL_PW, n); */
		lo = hi2;
		s += 2 * STRL__W;
		d += 2 * STRL__W;
	}
	/*@ assert nul_free_last: k != 0 || m % (2 * STRL_PW) >= STRL_PW ==>
			\forall integer t; 0 <= t < s - src ==> src[t] != 0; */
	/*@ assert may_read_last: k != 0 || m % (2 * STRL_PW) >= STRL_PW ==>
			\valid_read(s); */
	if (k != 0 || m % (2 * STRL__W) >= STRL__W) {
		hi = strl__load(s) /*@ ghost (s) */;
		if (!strl__haszero(hi)) {
			strl__word_odd(d, lo, hi, sh) /*@ ghost (dst, src, d - dst) */;
			/*@ assert last: prefix(dst, (char *)src, (d - dst) + STRL_PW); */
			d += STRL__W;
		}
	}
	/*@ assert done: \forall integer j; d - dst <= j < n ==>
			dst[j] == \at(dst[j], Pre); */
	return (size_t)(d - dst);
}
#endif /* !STRL__HAVE_WORD_COPIES */
#endif /* !STRL__ALIGN_SRC */
#endif /* STRL__WORDWISE */

size_t strl__copy(char *dst, const char *src, size_t size)
{
	size_t n = size - 1, i = 0;
#if STRL__WORDWISE && STRL__ALIGN_SRC
	size_t lim;
#endif

#if STRL__WORDWISE
#if STRL__ALIGN_SRC
	/*
	 * Bytes up to src's word boundary (unrolled), then words to any dst
	 * address.  No head of bytes first: a short string ends in them, or
	 * in the first word tested, about as soon.
	 */
	lim = (0 - (uintptr_t)src) & (STRL__W - 1);
	if (lim > n)
		lim = n;
	i = strl__head(dst, src, lim);
	if (i < lim)
		return i;
#ifdef STRL__HAVE_BLOCKS
	i = strl__words_blocks(dst, src, i, n);
#else
	if (strl__aligned(dst + i))
		i = strl__words_even(dst, src, i, n);
	else
		i = strl__words_any(dst, src, i, n);
#endif
#else
	/*
	 * On 64-bit, a buffer of less than a word goes byte by byte: the
	 * word loops would find no whole word in it.
	 */
	if (n > STRL__W) {
		i = strl__head(dst, src, STRL__W);
		if (i < STRL__W)
			return i;
	} else if (STRL__W == 8 && n < STRL__W) {
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
		if (STRL__W == 8 && n - i >= STRL__W - 1) {
			size_t z = strl__word_tail(dst + i, src + i)
				/*@ ghost (dst, src, i) */;

			/*@ assert z < STRL_PW ==>
					prefix(dst, (char *)src, i + z); */
			if (z < STRL__W)
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

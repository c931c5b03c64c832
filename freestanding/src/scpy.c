// SPDX-License-Identifier: ISC
#include "strl_impl.h"

#if STRL_WORDWISE
/*
 * ARMv7E-M (strl_word_arm.h) copies whole 16-byte blocks in assembly.  It
 * and the other Cortex-M parts with unaligned stores
 * (__ARM_FEATURE_UNALIGNED: ARMv7-M and later, unless built with
 * -mno-unaligned-access) align src rather than dst: the loads stay
 * aligned, and STR takes any dst address, so there is no merging of two
 * source words for each one stored.  Elsewhere the loops below.
 */
#if defined(__ARM_FEATURE_UNALIGNED) && \
	(defined(STRL__ARM_BLOCKS) || \
	 (defined(__ARM_ARCH_PROFILE) && __ARM_ARCH_PROFILE == 'M'))
#define STRL__ALIGN_SRC 1
#else
#define STRL__ALIGN_SRC 0
#endif

/*
 * Thumb-1 (ARMv6-M, ARMv8-M Baseline) has eight low registers.  With the
 * word copies inlined, GCC saves r8-r11 and spills on every call that
 * reaches them, short ones included; there they are calls of their own.
 * Elsewhere that call costs more than it saves (RV32, RV64, the M3).
 */
#if defined(__ARM_ARCH_ISA_THUMB) && __ARM_ARCH_ISA_THUMB == 1
#define STRL__WORDS_CALL __attribute__((__noinline__))
#else
#define STRL__WORDS_CALL
#endif

/*
 * Thumb-1, little-endian: both word copies in assembly
 * (strl_word_thumb1.h), in place of the C below.
 */
#if defined(__ARM_ARCH_ISA_THUMB) && __ARM_ARCH_ISA_THUMB == 1 && \
	defined(__ARMEL__) && !STRL__ALIGN_SRC && !defined(STRL_NO_ARCH) && \
	!defined(__FRAMAC__)
#define STRL__THUMB1_WORDS 1
#include "strl_word_thumb1.h"
#endif

#ifndef STRL__ARM_BLOCKS
#if STRL__ALIGN_SRC
/* ARMv7-M without the DSP extension: stores to a misaligned dst + i. */
#define strl__word_even strl__word_any
#define strl__pair_even strl__pair_any
#define strl__words_even strl__words_any
#define strl__store_dst strl__store_unaligned
#include "scpy_words.h"
#undef strl__word_even
#undef strl__pair_even
#undef strl__words_even
#undef strl__store_dst
#endif
#ifndef STRL__THUMB1_WORDS
/* Stores to an aligned dst + i: GCC pairs them into STRD where it can. */
#define strl__store_dst strl__store
#include "scpy_words.h"
#endif
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

#ifndef STRL__THUMB1_WORDS
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
static STRL__WORDS_CALL size_t strl__words_odd(char *dst, const char *src,
					       size_t i, size_t n)
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
#endif /* !STRL__THUMB1_WORDS */
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
#ifdef STRL__ARM_BLOCKS
	i = strl__words_arm(dst, src, i, n);
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

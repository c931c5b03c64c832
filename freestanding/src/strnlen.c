// SPDX-License-Identifier: ISC
#include "word.h"

size_t strl_strnlen(const char *s, size_t maxlen)
{
	size_t i = 0;
#if STRL__WORDWISE
	size_t k, ones = STRL__ONES, highs = STRL__HIGHS;
#endif

#if STRL__WORDWISE
	STRL__KEEP_ZK(ones, highs);
	/*
	 * A misaligned s: the aligned word holding s[0], its bytes before s
	 * masked off, when the bound takes in the rest of it; the bytes find
	 * a NUL in it.  (Tested in that order: s may be NULL when maxlen is
	 * 0, and then no word may be loaded.)
	 */
	if (maxlen != 0 && !strl__aligned(s)) {
		unsigned int sh = strl__word_offset(s);

		/*@ assert \valid_read(s + 0); */
		if (maxlen < STRL__W - sh ||
		    strl__haszero_from_k(strl__load(strl__align_down(s, STRL__W))
					 /*@ ghost (s) */, sh, ones, highs))
			goto bytes;
		i = STRL__W - sh;
		/*@ assert \forall integer j; 0 <= j < i ==> s[j] != 0; */
	}
	/*
	 * Whole words only while all their bytes are within maxlen; two at a
	 * time from a 2-word-aligned block, after one word to get there.
	 */
	if (maxlen - i >= STRL__W) {
#ifdef STRL__HAVE_BLOCKS
		/* Words to a 16-byte boundary, then the ISA's blocks. */
		while (((uintptr_t)(s + i) & 15) != 0 && maxlen - i >= STRL__W &&
		       !strl__haszero_k(strl__load(s + i), ones, highs))
			i += STRL__W;
		k = (maxlen - i) / 16;
		if (((uintptr_t)(s + i) & 15) == 0 && k != 0)
			i = (size_t)(strl__scan_blocks(s + i, &k) - s);
#else
		const char *p;

		if (strl__block_odd(s + i)) {
			if (strl__haszero_k(strl__load(s + i) /*@ ghost (s + i) */,
					    ones, highs))
				goto bytes;
			i += STRL__W;
		}
		/*
		 * Counted down, as copy.c's copy is: the bound is not tested
		 * again at each step, so the scan costs no more a byte than
		 * the copy. Inside the test above because s may be NULL when
		 * maxlen is 0: neither s + 0 nor p - s may be formed then.
		 */
		/*@ ghost size_t g = i; */
		STRL__PAIR_UNROLL
		/*@ loop invariant i <= g <= maxlen;
		    loop invariant p == s + g;
		    loop invariant 0 <= k && g + 2 * STRL_PW * k <= maxlen;
		    loop invariant \forall integer j; 0 <= j < g ==> s[j] != 0;
		    loop invariant maxlen - g >= STRL_PW ==>
				   strl_aligned((char *)s + g);
		    loop invariant k != 0 ==> strl_off((char *)s + g) == 0;
		    loop assigns k, p, g;
		    loop variant k; */
		for (k = (maxlen - i) / (2 * STRL__W), p = s + i; k != 0; k--) {
			if (strl__haszero2_k(strl__load(p) /*@ ghost (p) */,
					     strl__load(p + STRL__W) /*@ ghost (p) */,
					     ones, highs))
				break;
			p += 2 * STRL__W;
			/*@ ghost g += 2 * STRL__W; */
		}
		i = (size_t)(p - s);
#endif
	}
#ifdef STRL__HAVE_BLOCKS
	/* The word with the NUL says where in it. */
	for (; maxlen - i >= STRL__W; i += STRL__W) {
		size_t w = strl__load(s + i);

		if (strl__haszero_k(w, ones, highs))
			return i + strl__zero_index(w);
	}
#else
	/*@ loop invariant 0 <= i <= maxlen;
	    loop invariant \forall integer j; 0 <= j < i ==> s[j] != 0;
	    loop invariant maxlen - i >= STRL_PW ==> strl_aligned((char *)s + i);
	    loop assigns i;
	    loop variant maxlen - i; */
	for (; maxlen - i >= STRL__W; i += STRL__W)
		if (strl__haszero_k(strl__load(s + i) /*@ ghost (s + i) */,
				    ones, highs))
			break;
#endif
bytes:
#endif
	/*@ loop invariant 0 <= i <= maxlen;
	    loop invariant \forall integer j; 0 <= j < i ==> s[j] != 0;
	    loop assigns i;
	    loop variant maxlen - i; */
	for (; i < maxlen && s[i] != '\0'; i++)
		;
	return i;
}

STRL__EXPORT(strl_strnlen);

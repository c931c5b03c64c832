// SPDX-License-Identifier: ISC
#include "strl_impl.h"

size_t strl_strnlen(const char *s, size_t maxlen)
{
	size_t i = 0;

#if STRL_WORDWISE
	/*@ loop invariant 0 <= i <= maxlen;
	    loop invariant \forall integer j; 0 <= j < i ==> s[j] != 0;
	    loop assigns i;
	    loop variant maxlen - i; */
	for (; i < maxlen && !strl__aligned(s + i); i++)
		if (s[i] == '\0')
			return i;
	/*
	 * Whole words only while all their bytes are within maxlen; two at a
	 * time from a 2-word-aligned block, after one word to get there.
	 */
	if (maxlen - i >= STRL_W && strl__block_odd(s + i)) {
		if (strl__haszero(strl__load(s + i) /*@ ghost (s + i) */))
			goto bytes;
		i += STRL_W;
	}
	/*@ loop invariant 0 <= i <= maxlen;
	    loop invariant \forall integer j; 0 <= j < i ==> s[j] != 0;
	    loop invariant maxlen - i >= STRL_PW ==> strl_aligned((char *)s + i);
	    loop invariant maxlen - i >= 2 * STRL_PW ==> strl_off((char *)s + i) == 0;
	    loop assigns i;
	    loop variant maxlen - i; */
	for (; maxlen - i >= 2 * STRL_W; i += 2 * STRL_W)
		if (strl__haszero2(strl__load(s + i) /*@ ghost (s + i) */,
				   strl__load(s + i + STRL_W) /*@ ghost (s + i) */))
			break;
	/*@ loop invariant 0 <= i <= maxlen;
	    loop invariant \forall integer j; 0 <= j < i ==> s[j] != 0;
	    loop invariant maxlen - i >= STRL_PW ==> strl_aligned((char *)s + i);
	    loop assigns i;
	    loop variant maxlen - i; */
	for (; maxlen - i >= STRL_W; i += STRL_W)
		if (strl__haszero(strl__load(s + i) /*@ ghost (s + i) */))
			break;
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

STRL_EXPORT(strl_strnlen);

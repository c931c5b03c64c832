/* SPDX-License-Identifier: ISC */
#include "strl_impl.h"

size_t strl_strnlen(const char *s, size_t maxlen)
{
	size_t i = 0;

#if STRL_WORDWISE
	for (; i < maxlen && !strl__aligned(s + i); i++)
		if (s[i] == '\0')
			return i;
	/* Whole words only while all their bytes are within maxlen. */
	for (; maxlen - i >= STRL_W; i += STRL_W)
		if (strl__haszero(strl__load(s + i)))
			break;
#endif
	/*@ loop invariant 0 <= i <= maxlen;
	    loop invariant \forall integer j; 0 <= j < i ==> s[j] != 0;
	    loop assigns i;
	    loop variant maxlen - i; */
	for (; i < maxlen && s[i] != '\0'; i++)
		;
	return i;
}

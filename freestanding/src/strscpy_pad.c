// SPDX-License-Identifier: ISC
#include "internal.h"

strl_ssize_t strl_strscpy_pad(char *dst, const char *src, size_t size)
{
	strl_ssize_t ret = strl_strscpy(dst, src, size);
	size_t i;

	/* On success the NUL is at dst[ret]; zero everything after it. */
	if (ret >= 0)
		/*@ loop invariant (size_t)ret + 1 <= i <= size;
		    loop invariant \forall integer j; ret < j < i ==> dst[j] == 0;
		    loop invariant \forall integer j; 0 <= j <= ret ==>
			dst[j] == \at(dst[j], LoopEntry);
		    loop assigns i, dst[(size_t)ret + 1 .. size - 1];
		    loop variant size - i; */
		for (i = (size_t)ret + 1; i < size; i++)
			dst[i] = '\0';
	return ret;
}

STRL__EXPORT(strl_strscpy_pad);

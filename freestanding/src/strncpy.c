// SPDX-License-Identifier: ISC
#include "strl_impl.h"

/*
 * C's strncpy: the bounded copy strl__scpy makes (which terminates), then
 * either the zero padding after its NUL or, when src filled all n bytes,
 * src's last byte in place of that NUL.
 */
char *strl_strncpy(char *dst, const char *src, size_t n)
{
	size_t i;

	if (n == 0)
		return dst;
	i = strl__scpy(dst, src, n);
	if (i < n) {
		strl__zero(dst + i + 1, n - i - 1) /*@ ghost (dst, i + 1) */;
		/*@ assert \forall integer k; strnlen_is((char *)src, n, k) ==>
				k == i; */
	} else {
		dst[n - 1] = src[n - 1];
	}
	return dst;
}

STRL_EXPORT(strl_strncpy);

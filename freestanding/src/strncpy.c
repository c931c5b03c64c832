// SPDX-License-Identifier: ISC
#include "word.h"

/*
 * strl__zero - zero @n bytes at @p
 * Aligned word stores between the bytes up to the first word boundary and
 * the bytes after the last (byte stores only in STRL_SMALL and sanitizer
 * builds): strncpy's padding can be most of a large buffer.  A loop, not
 * a memset call: the core has no C library to call.
 */
static inline void strl__zero(char *p, size_t n)
/*@ ghost (char *base, size_t off) */
{
	size_t i = 0;

#if STRL__WORDWISE
	for (; i < n && !strl__aligned(p + i); i++)
		p[i] = '\0';
	for (; n - i >= STRL__W; i += STRL__W)
		strl__store(p + i, 0);
#endif
	/*@ loop invariant 0 <= i <= n;
	    loop invariant \forall integer j; off <= j < off + i ==> base[j] == 0;
	    loop assigns i, p[0 .. n - 1];
	    loop variant n - i; */
	for (; i < n; i++)
		p[i] = '\0';
}

/*
 * C's strncpy: the bounded copy strl__copy makes (which terminates), then
 * either the zero padding after its NUL or, when src filled all n bytes,
 * src's last byte in place of that NUL.
 */
char *strl_strncpy(char *dst, const char *src, size_t n)
{
	size_t i;

	if (n == 0)
		return dst;
	i = strl__copy(dst, src, n);
	if (i < n) {
		strl__zero(dst + i + 1, n - i - 1) /*@ ghost (dst, i + 1) */;
		/*@ assert \forall integer k; strnlen_is((char *)src, n, k) ==>
				k == i; */
	} else {
		dst[n - 1] = src[n - 1];
	}
	return dst;
}

STRL__EXPORT(strl_strncpy);

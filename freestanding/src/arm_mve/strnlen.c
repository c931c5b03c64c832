// SPDX-License-Identifier: ISC
/*
 * Helium strnlen: aligned 16-byte blocks, the first masked down to the
 * bytes of s.  A block is loaded only if it holds a byte below s + maxlen
 * and the blocks before it are NUL-free, or as the second half of an
 * aligned 32-byte pair whose first half may be loaded (one MPU granule):
 * the long strings' loop tests such pairs by their smallest byte.
 */
#include "arch.h"

#if !STRL__ARCH
#include "../strnlen.c"
#else
/*
 * The blocks from @p (aligned, within the bound, s[0 .. p - s) NUL-free)
 * on: apart, so that the short strings need no stack frame.
 */
static __attribute__((__noinline__)) size_t
strl__mve_strnlen_from(const char *s, size_t maxlen, uintptr_t p)
{
	uintptr_t end = strl__mve_end(s, maxlen);
	uint32_t z;
	uint8x16_t a, b;
	size_t i, k;

	if (p & 16) {
		z = strl__mve_zeros(strl__mve_load(p));
		if (z != 0)
			goto found;
		p += 16;
	}
	/* p is 32-byte aligned: pairs while both halves hold bytes below end */
	k = (end - p + 15) / 32;
	if (k != 0 && strl__mve_scan_pairs(&p, k, &a, &b) != 0) {
		p -= 32;
		z = strl__mve_zeros(a);
		if (z == 0) {
			p += 16;
			z = strl__mve_zeros(b);
		}
		goto found;
	}
	if (p >= end)
		return maxlen;
	z = strl__mve_zeros(strl__mve_load(p));
	if (z == 0)
		return maxlen;
found:
	i = p + (uintptr_t)__builtin_ctz(z) - (uintptr_t)s;
	return i < maxlen ? i : maxlen;
}

size_t strl_strnlen(const char *s, size_t maxlen)
{
	unsigned int off = (uintptr_t)s & 15;
	uint32_t z;
	size_t i;

	if (maxlen == 0)
		return 0;
	/* bit i: s[i] is a NUL, for s's bytes in its first block */
	z = strl__mve_zeros(strl__mve_load((uintptr_t)s - off)) >> off;
	if (z != 0) {
		i = (size_t)__builtin_ctz(z);
		return i < maxlen ? i : maxlen;
	}
	if (maxlen <= 16 - off)
		return maxlen;
	return strl__mve_strnlen_from(s, maxlen, (uintptr_t)s - off + 16);
}
#endif


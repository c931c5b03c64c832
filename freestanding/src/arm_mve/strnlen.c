// SPDX-License-Identifier: ISC
/*
 * Helium strnlen: aligned 16-byte blocks, the first masked down to the
 * bytes of s.  A block is loaded only if it holds a byte below s + maxlen
 * and the blocks before it are NUL-free, or as the second half of an
 * aligned 32-byte pair whose first half may be loaded (one MPU granule):
 * the long strings' loop tests such pairs by their smallest byte.
 */
#include "strl_mve.h"

#if !STRL_MVE
#include "../strnlen.c"
#else
size_t strl_strnlen(const char *s, size_t maxlen)
{
	uintptr_t p = (uintptr_t)s & ~(uintptr_t)15;
	uintptr_t end = strl__mve_end(s, maxlen);
	uint32_t z;
	uint8x16_t a, b;
	size_t i, k;

	if (maxlen == 0)
		return 0;
	z = strl__mve_zeros(strl__mve_load(p)) >> ((uintptr_t)s & 15)
		<< ((uintptr_t)s & 15);
	if (z != 0)
		goto found;
	p += 16;
	if (p & 16) {
		if (p >= end)
			return maxlen;
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
#endif

STRL_EXPORT(strl_strnlen);

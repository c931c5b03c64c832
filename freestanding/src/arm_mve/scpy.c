// SPDX-License-Identifier: ISC
/*
 * Helium strl__scpy, the copy under strlcpy, strscpy, strscpy_pad and
 * stpecpy (contract in strl_impl.h).  src is read in aligned 16-byte
 * blocks, each loaded only if it holds src[i] for some i < size and the
 * blocks before it are NUL-free, or as the second half of an aligned
 * 32-byte pair (one MPU granule) whose first half may be loaded: the
 * long strings' loop moves such pairs, tested by their smallest byte.
 * Each block goes to dst as loaded; the first and the last by a store
 * predicated to their bytes of src that are to be copied, so dst is
 * written only at dst[0 .. size) and never past the NUL.
 */
#include "strl_mve.h"

#if !STRL_MVE
#include "../scpy.c"
#else
size_t strl__scpy(char *dst, const char *src, size_t size)
{
	uintptr_t off = (uintptr_t)src & 15;
	uintptr_t p = (uintptr_t)src - off;
	/*
	 * dst's address for the lane of p: dst - off, stored to at lanes off
	 * and up only.  last: the address of src[size - 1], whose lane is
	 * where a truncated copy's terminator goes.
	 */
	uintptr_t d = (uintptr_t)dst - off;
	uintptr_t last = strl__mve_end(src, size - 1);
	uint32_t lanes = 0xffffu << off, z;
	size_t k;
	uint8x16_t v, b;

	v = strl__mve_load(p);
	z = strl__mve_zeros(v) & lanes;
	if (z != 0 || last - p < 16)
		goto end;
	strl__mve_store(d, v, lanes);
	lanes = 0xffff;
	p += 16;
	d += 16;
	if (p & 16) {
		v = strl__mve_load(p);
		z = strl__mve_zeros(v);
		if (z != 0 || last - p < 16)
			goto end;
		vstrbq_u8((uint8_t *)d, v);
		p += 16;
		d += 16;
	}
	/* p is 32-byte aligned: pairs while wholly below the bound */
	k = (last - p) / 32;
	if (k != 0 && strl__mve_move_pairs(&p, &d, k, &v, &b) != 0) {
		p -= 32;	/* the pair with the NUL, not stored */
		z = strl__mve_zeros(v);
		if (z != 0)
			goto end;
		vstrbq_u8((uint8_t *)d, v);
		p += 16;
		d += 16;
		v = b;
		z = strl__mve_zeros(v);
		goto end;
	}
	for (;;) {
		v = strl__mve_load(p);
		z = strl__mve_zeros(v);
		if (z != 0 || last - p < 16)
			break;
		vstrbq_u8((uint8_t *)d, v);
		p += 16;
		d += 16;
	}
end:
	/* The bound in this block: the NULs past it do not count. */
	if (last - p < 16)
		z &= (2u << (last - p)) - 1;
	if (z == 0) {
		k = last - p;
		strl__mve_store(d, v, lanes & ((1u << k) - 1));
		((char *)d)[k] = '\0';
		return size;
	}
	k = (size_t)__builtin_ctz(z);
	strl__mve_store(d, v, lanes & ((2u << k) - 1));
	return p + k - (uintptr_t)src;
}
#endif

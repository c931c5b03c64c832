// SPDX-License-Identifier: ISC
/*
 * Helium strl__copy, the copy under strlcpy, strscpy, strscpy_pad and
 * stpecpy (contract in internal.h).  src is read in aligned 16-byte
 * blocks, each loaded only if it holds src[i] for some i < size and the
 * blocks before it are NUL-free, or as the second half of an aligned
 * 32-byte pair (one MPU granule) whose first half may be loaded: the
 * long strings' loop moves such pairs, tested by their smallest byte.
 * Each block goes to dst as loaded; the first and the last by a store
 * predicated to their bytes of src that are to be copied, so dst is
 * written only at dst[0 .. size) and never past the NUL.
 *
 * Addresses: p is src's block, d the address in dst for its lane 0 (dst
 * - src % 16 for the first block, stored to at lanes src % 16 and up
 * only), last the address of src[size - 1], whose lane is where a
 * truncated copy's terminator goes.
 */
#include "arch.h"

#if !STRL__ARCH
#include "../copy.c"
#else
/*
 * The block @v at @p holds the NUL (@z: its NUL lanes of src) or the
 * bound: store its lanes of src (@lanes) up to that one, and answer.
 */
static inline __attribute__((__always_inline__)) size_t
strl__mve_copy_end(const char *src, size_t size, uintptr_t p, uintptr_t d,
		   uintptr_t last, uint8x16_t v, uint32_t z, uint32_t lanes)
{
	size_t k;

	/* The bound in this block: the NULs past it do not count. */
	if (last - p < 16)
		z &= (2u << (last - p)) - 1;
	if (z == 0) {
		k = last - p;
		strl__mve_store(d, v, lanes & ((1u << k) - 1));
		((char *)d)[k] = '\0';
		return size;
	}
	/* z ^ (z - 1): the lanes up to the first NUL, it included */
	strl__mve_store(d, v, lanes & (z ^ (z - 1)));
	return p + (uintptr_t)__builtin_ctz(z) - (uintptr_t)src;
}

/*
 * The rest of the copy, for strings that go past their first block:
 * apart, so that the short copies need no stack frame.  @v is the first
 * block as strl__copy loaded and tested it: no NUL from src on, and the
 * bound past it.  It is stored from that register.
 */
static __attribute__((__noinline__)) size_t
strl__mve_copy_long(char *dst, const char *src, size_t size, uint8x16_t v)
{
	uintptr_t off = (uintptr_t)src & 15;
	uintptr_t p = (uintptr_t)src - off;
	uintptr_t d = (uintptr_t)dst - off;
	uintptr_t last = strl__mve_end(src, size - 1);
	uint32_t lanes = 0xffffu << off, z;
	size_t k;
	uint8x16_t b;

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
	return strl__mve_copy_end(src, size, p, d, last, v, z, lanes);
}

/*
 * The empty string by a byte (docs/performance.md#boards-helium); then
 * the first block alone, in src's terms
 * (bit i of z: src[i] is a NUL), for strings that end in it or a bound
 * that falls in it.
 */
size_t strl__copy(char *dst, const char *src, size_t size)
{
	unsigned int off = (uintptr_t)src & 15;
	size_t n = size - 1;
	char c = *src;
	uint8x16_t v;
	uint32_t z;

	STRL__ONCE(c);
	if (c == '\0') {
		*dst = c;
		return 0;
	}
	v = strl__mve_load((uintptr_t)src - off);
	z = strl__mve_zeros(v) >> off;

	if (n < 16 - off)
		z &= (2u << n) - 1;	/* the NULs up to src[n] */
	else if (z == 0)
		return strl__mve_copy_long(dst, src, size, v);
	if (z == 0) {
		strl__mve_store((uintptr_t)dst - off, v, ((1u << n) - 1) << off);
		dst[n] = '\0';
		return size;
	}
	strl__mve_store((uintptr_t)dst - off, v, (z ^ (z - 1)) << off);
	return (size_t)__builtin_ctz(z);
}
#endif

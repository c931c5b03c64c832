// SPDX-License-Identifier: ISC
/*
 * The AVX-512 level: the copies under strlcpy, strscpy and the others,
 * past the first two 16-byte blocks (strl__head_cpy in arch.h), with
 * 64-byte blocks, four a step, for CPUs where cpu.c finds it runs well
 * (STRL__X86_AVX512) and copies of at least STRL__X86_AVX512_MIN bytes
 * (arch.h's dispatch).  Compiled for AVX-512 by a target attribute, as
 * avx2.c is for AVX2.  strlcat and strnlen are AVX2's; AVX2's pass also
 * takes over two copies whole (avx2_pass, the one hand-over): a strlcpy
 * that did not fit, whose length it measures, and a src that starts
 * within 256 bytes of the end of its page.
 *
 * Loads: aligned 64-byte blocks only, each holding a byte the call may
 * read; four at a time only where they share a page: a step that would
 * cross one is replaced by the four that end the page, over bytes
 * already copied.  Unaligned loads, masked or whole, only of bytes
 * already found NUL-free and below the bound.  Stores: only such bytes,
 * and then the NUL, from the block that held it; nothing after.
 *
 * Why not AVX2's pass (copy.inc) with wider blocks: a 512-byte
 * strlcpy there is bound by its integer and branch instructions, and
 * what needs them (single blocks to reach and leave the 4-block steps,
 * each tested and stored on its own) is what this pass does without:
 * the bytes before src's first 64-byte boundary in one masked copy, and
 * the block that holds the NUL stored up to it by a mask.
 */
#include <immintrin.h>

#include "arch.h"

#if STRL__ARCH

#define AVX512 __attribute__((__target__("avx512f,avx512bw,bmi,bmi2")))
#define AVX512_INLINE static inline __attribute__((__always_inline__)) AVX512

typedef unsigned long long z_mask;

/* The 64-byte block at aligned @p; unaligned @p. */
AVX512_INLINE __m512i z_load(const char *p)
{
	return _mm512_load_si512((const void *)p);
}

AVX512_INLINE __m512i z_loadu(const char *p)
{
	return _mm512_loadu_si512((const void *)p);
}

AVX512_INLINE void z_store(char *p, __m512i v)
{
	_mm512_storeu_si512((void *)p, v);
}

/* The mask of the NUL bytes of @v. */
AVX512_INLINE z_mask z_nul(__m512i v)
{
	return _mm512_testn_epi8_mask(v, v);
}

/*
 * The four blocks at aligned @p, which share a page, into *@a .. *@d;
 * the mask of the bytes that are NUL in any of them.
 */
AVX512_INLINE z_mask z_load4(const char *p, __m512i *a, __m512i *b,
				 __m512i *c, __m512i *d)
{
	*a = z_load(p);
	*b = z_load(p + 64);
	*c = z_load(p + 128);
	*d = z_load(p + 192);
	return z_nul(_mm512_min_epu8(_mm512_min_epu8(*a, *b),
				     _mm512_min_epu8(*c, *d)));
}

/* @v's bytes up to and including its first NUL, whose mask is @m. */
AVX512_INLINE void z_store_nul(char *p, __m512i v, z_mask m)
{
	_mm512_mask_storeu_epi8((void *)p, _blsmsk_u64(m), v);
}

/*
 * Copy @k <= 64 bytes: masked, so no byte past them is read.  Return: the
 * mask of the NULs among them (as strl__copy_ends).
 */
AVX512_INLINE z_mask z_copy_short(char *d, const char *s, size_t k)
{
	z_mask m = _bzhi_u64(~0ULL, (unsigned int)k);
	__m512i v = _mm512_maskz_loadu_epi8(m, s);

	__asm__("" : "+v"(v));	/* loaded once (STRL__ONCE_X) */
	_mm512_mask_storeu_epi8((void *)d, m, v);
	return _mm512_mask_testn_epi8_mask(m, v, v);
}

/* What the copies answer: strl__avx512_lcpy's, _copy's or _strscpy's. */
enum z_mode {
	Z_LCPY,
	Z_COPY,
	Z_STRSCPY,
};

/*
 * avx2_pass - the one hand-over to AVX2: its pass for @mode over the
 * whole call, from the start (rewriting what was copied); its answer is
 * the copy's.
 */
AVX512_INLINE size_t avx2_pass(char *dst, const char *src, size_t n,
			       enum z_mode mode)
{
	if (mode == Z_LCPY)
		return strl__avx2_lcpy(dst, src, n + 1);
	if (mode == Z_COPY)
		return strl__avx2_copy(dst, src, n);
	return (size_t)strl__avx2_strscpy(dst, src, n);
}

/*
 * src did not fit: dst[j .. n) from src, NUL-free there, and the NUL at
 * dst[n]; then the answer for @mode, @len being strlen(src).  Out of
 * line, with z_cut_scan, so that the copy's own registers do not run out
 * (GCC then saves one and sets up a frame).
 */
static AVX512 __attribute__((__noinline__)) size_t
z_cut(char *dst, const char *src, size_t j, size_t n, size_t len,
      enum z_mode mode)
{
	__m512i v, t = _mm512_set1_epi8(-1);
	z_mask m;

	for (; n - j > 64; j += 64) {
		v = z_loadu(src + j);
		__asm__("" : "+v"(v));
		z_store(dst + j, v);
		t = _mm512_min_epu8(t, v);
	}
	m = z_copy_short(dst + j, src + j, n - j) | z_nul(t);
	/* A NUL copied: src changed under us (as copy.inc's). */
	if (mode != Z_LCPY && __builtin_expect(m != 0, 0))
		return strl__first_nul(dst, n);
	dst[n] = '\0';
	if (mode == Z_LCPY)
		return len;
	return mode == Z_COPY ? n + 1 : (size_t)-STRL_E2BIG;
}

/*
 * As z_cut, where src's NUL has not been seen yet: strlcpy's answer needs
 * the rest of the length, and AVX2's pass measures it, from the start
 * (docs/performance.md#host-avx512-copy: scanning on from where the copy
 * stopped was slower from L2).
 */
static AVX512 __attribute__((__noinline__)) size_t
z_cut_scan(char *dst, const char *src, size_t j, size_t n, enum z_mode mode)
{
	if (mode == Z_LCPY)
		return avx2_pass(dst, src, n, mode);
	return z_cut(dst, src, j, n, 0, mode);
}

/*
 * The four blocks at src + @j hold the NUL: in block @i (0-3, a constant
 * at each call, so that each case compiles to its own straight path,
 * which measured faster than one path choosing the block), which is @v,
 * with @m its zero bytes' mask.  If the NUL is within the bound, the
 * blocks before @v and @v up to its NUL go to dst; else src[0 .. n] is
 * NUL-free and z_cut answers.
 */
AVX512_INLINE size_t z_four(char *dst, const char *src, size_t j, size_t n,
			    enum z_mode mode, unsigned int i, __m512i a,
			    __m512i b, __m512i c, __m512i v, z_mask m)
{
	size_t e = j + 64 * i + (size_t)__builtin_ctzll(m);

	if (e > n)
		return z_cut(dst, src, j, n, e, mode);
	if (i > 0)
		z_store(dst + j, a);
	if (i > 1)
		z_store(dst + j + 64, b);
	if (i > 2)
		z_store(dst + j + 128, c);
	z_store_nul(dst + j + 64 * i, v, m);
	return e;
}

/*
 * Copies src to dst up to its NUL or @n bytes, whichever comes first, and
 * a NUL after them, for a call strl__head_cpy(dst, src, @n) did not
 * settle (src[0 .. h) is NUL-free, h = 32 - src % 16) with @n >=
 * STRL__X86_AVX512_MIN: the bytes before src's first 64-byte boundary
 * are all below it.
 * Return: the NUL's index if src fitted, else z_cut's answer for @mode.
 * The NUL found decides, as loaded; the copies take any index, so that a
 * src changed under us cannot make them read before src.  For strscpy's
 * family (@mode not Z_LCPY) the bytes loaded again are tested: if one is
 * a NUL now, the answer is where dst's first NUL is (as copy.inc's).
 */
AVX512_INLINE size_t z_cpy(char *dst, const char *src, size_t n,
			   enum z_mode mode)
{
	/* j: bytes of src before its first 64-byte boundary */
	size_t j = (size_t)(-(uintptr_t)src & 63), e, k, pe;
	__m512i a, b, c, d;
	z_mask m;
	long lim;

	if (__builtin_expect(j != 0, 1)) {
		/* Past the head's bytes, the rest of src's first block. */
		if (__builtin_expect(j > 32 - ((uintptr_t)src & 15), 1)) {
			m = z_nul(z_load(strl__align_down(src, 64))) >>
			    ((uintptr_t)src & 63);
			if (__builtin_expect(m != 0, 0)) {
				e = (size_t)__builtin_ctzll(m);
				m = z_copy_short(dst, src, e);
				dst[e] = '\0';
				if (mode != Z_LCPY && __builtin_expect(m != 0, 0))
					return strl__first_nul(dst, e);
				return e;
			}
		}
		/* src[0 .. j) is NUL-free (dst a string already if not). */
		m = z_copy_short(dst, src, j);
		if (mode != Z_LCPY && __builtin_expect(m != 0, 0))
			return strl__first_nul(dst, j);
	}
	for (;;) {
		/*
		 * src[0 .. j) is NUL-free and below n, dst[0 .. j) written:
		 * four blocks a step while they are below n and end in src +
		 * j's page, whose end is pe bytes into src.
		 */
		pe = j + (4096 - ((uintptr_t)(src + j) & 4095));
		e = pe < n ? pe : n;
		lim = (long)e - 256;	/* e <= j + 4096: no overflow */
		for (; (long)j <= lim; j += 256) {
			if (z_load4(src + j, &a, &b, &c, &d))
				goto four;
			z_store(dst + j, a);
			z_store(dst + j + 64, b);
			z_store(dst + j + 128, c);
			z_store(dst + j + 192, d);
		}
		if (__builtin_expect(j + 256 <= pe, 1)) {
			/* The four in this page hold src[n]. */
			if (z_load4(src + j, &a, &b, &c, &d))
				goto four;
			return z_cut_scan(dst, src, j, n, mode);
		}
		/*
		 * The next four would cross the page: the four that end it
		 * instead, again over bytes already copied; none if the
		 * steps ended it.
		 */
		if (j == pe)
			continue;
		/*
		 * A src that starts within 256 bytes of the end of its page:
		 * the four that end it would start before src.
		 */
		if (pe < 256)
			return avx2_pass(dst, src, n, mode);
		k = pe - 256;
		if (z_load4(src + k, &a, &b, &c, &d)) {
			j = k;
			goto four;
		}
		if (pe > n)
			return z_cut_scan(dst, src, j, n, mode);
		z_store(dst + k, a);
		z_store(dst + k + 64, b);
		z_store(dst + k + 128, c);
		z_store(dst + k + 192, d);
		j = pe;
	}
four:
	/* The NUL is in the four at src + j: which block? */
	if ((m = z_nul(a)) != 0)
		return z_four(dst, src, j, n, mode, 0, a, b, c, a, m);
	if ((m = z_nul(b)) != 0)
		return z_four(dst, src, j, n, mode, 1, a, b, c, b, m);
	if ((m = z_nul(c)) != 0)
		return z_four(dst, src, j, n, mode, 2, a, b, c, c, m);
	return z_four(dst, src, j, n, mode, 3, a, b, c, d, z_nul(d));
}

AVX512 STRL__X86_LINE size_t strl__avx512_copy(char *dst, const char *src,
						size_t n)
{
	return z_cpy(dst, src, n, Z_COPY);
}

AVX512 STRL__X86_LINE strl_ssize_t strl__avx512_strscpy(char *dst,
							 const char *src,
							 size_t n)
{
	return (strl_ssize_t)z_cpy(dst, src, n, Z_STRSCPY);
}

AVX512 STRL__X86_LINE size_t strl__avx512_lcpy(char *dst, const char *src,
						size_t size)
{
	return z_cpy(dst, src, size - 1, Z_LCPY);
}
#endif /* STRL__ARCH */

/* SPDX-License-Identifier: ISC */
/*
 * SSE2 helpers for hosted x86-64 (never the kernel: no SIMD there), with
 * AVX2 loops for long strings when the CPU has them (checked at run time).
 * Scans load aligned 16-byte blocks only, with the bytes before the start
 * masked off, so they never cross a page; copies use unaligned loads and
 * stores with overlapping tails and write exactly the bytes asked for.
 */
#ifndef STRL_X86_H
#define STRL_X86_H

#include <immintrin.h>

#include "../strl_impl.h"

/*
 * AVX2 usable (CPU and OS)?  cpu.c asks once, from a constructor, and
 * keeps the answer in strl__avx2_known (0: not asked yet, 1: no, 2: yes);
 * a call made before that (another constructor) takes the SSE2 path.
 */
extern int strl__avx2_known STRL_HIDDEN;

static inline int strl__avx2(void)
{
#ifdef STRL_NO_AVX2	/* SSE2 only: to test that path on AVX2 machines */
	return 0;
#else
	return __atomic_load_n(&strl__avx2_known, __ATOMIC_RELAXED) == 2;
#endif
}

/* Whole AVX2 versions (avx2.c), for when strl__avx2() says yes. */
size_t strl__avx2_strnlen(const char *s, size_t maxlen) STRL_HIDDEN;
size_t strl__avx2_cpy(char *dst, const char *src, size_t n) STRL_HIDDEN;
size_t strl__avx2_lcpy(char *dst, const char *src, size_t size) STRL_HIDDEN;
size_t strl__avx2_lcat(char *dst, const char *src, size_t size) STRL_HIDDEN;

/* Mask of bytes equal to zero in the 16 bytes at aligned @p. */
static inline unsigned int strl__zmask(const char *p)
{
	__m128i v = _mm_load_si128((const __m128i *)(const void *)p);

	return (unsigned int)_mm_movemask_epi8(
		_mm_cmpeq_epi8(v, _mm_setzero_si128()));
}

/*
 * The first aligned block of @s, @maxlen > 0: if it settles the length
 * (a NUL, or maxlen reached inside it), store it in @len and return 1.
 */
static inline int strl__head16_len(const char *s, size_t maxlen, size_t *len)
{
	unsigned int sh = (unsigned int)((strl_uptr)s & 15);
	unsigned int m = strl__zmask(strl__align_down(s, 16)) >> sh;
	size_t i;

	if (m) {
		i = (size_t)__builtin_ctz(m);
		*len = i < maxlen ? i : maxlen;
		return 1;
	}
	if (maxlen <= 16 - sh) {
		*len = maxlen;
		return 1;
	}
	return 0;
}

/* Copy exactly @len < 16 bytes with overlapping moves. */
static inline void strl__copy_small(char *d, const char *s, size_t len)
{
	unsigned long long a8, b8;
	unsigned int a4, b4;
	unsigned short a2, b2;

	if (len >= 8) {
		__builtin_memcpy(&a8, s, 8);
		__builtin_memcpy(&b8, s + len - 8, 8);
		__builtin_memcpy(d, &a8, 8);
		__builtin_memcpy(d + len - 8, &b8, 8);
	} else if (len >= 4) {
		__builtin_memcpy(&a4, s, 4);
		__builtin_memcpy(&b4, s + len - 4, 4);
		__builtin_memcpy(d, &a4, 4);
		__builtin_memcpy(d + len - 4, &b4, 4);
	} else if (len >= 2) {
		__builtin_memcpy(&a2, s, 2);
		__builtin_memcpy(&b2, s + len - 2, 2);
		__builtin_memcpy(d, &a2, 2);
		__builtin_memcpy(d + len - 2, &b2, 2);
	} else if (len) {
		d[0] = s[0];
	}
}

/* The SSE2 instance: strl__sse2_strnlen, _cpy, _lcpy, _lcat. */
#define STRL_V 16
#define STRL_V_ATTR
#define STRL_V_T __m128i
#define STRL_V_LOAD(p) _mm_load_si128((const __m128i *)(const void *)(p))
#define STRL_V_LOADU(p) _mm_loadu_si128((const __m128i *)(const void *)(p))
#define STRL_V_STOREU(p, v) _mm_storeu_si128((__m128i *)(void *)(p), v)
#define STRL_V_ZMASKV(v) \
	((unsigned int)_mm_movemask_epi8(_mm_cmpeq_epi8(v, _mm_setzero_si128())))
#define STRL_V_MIN(a, b) _mm_min_epu8(a, b)
#define STRL_V_SHORT(d, s, len) strl__copy_small(d, s, len)
#define STRL_V_FN strl__sse2_strnlen
#define STRL_V_REST strl__sse2_rest
#define STRL_V_CPY strl__sse2_cpy
#define STRL_V_LCPY strl__sse2_lcpy
#define STRL_V_LCAT strl__sse2_lcat
#include "strnlen_simd.h"
#include "copy_simd.h"
#include "simd_end.h"

/* Copy exactly @len <= 32 bytes of a NUL-free run: overlapping moves. */
static inline void strl__copy_short(char *dst, const char *src, size_t len)
{
	if (len >= 16) {
		__m128i a = _mm_loadu_si128((const __m128i *)(const void *)src);
		__m128i b = _mm_loadu_si128((const __m128i *)(const void *)(src + len - 16));

		_mm_storeu_si128((__m128i *)(void *)dst, a);
		_mm_storeu_si128((__m128i *)(void *)(dst + len - 16), b);
	} else {
		strl__copy_small(dst, src, len);
	}
}

/*
 * The first two aligned 16-byte blocks of @src, for a copy of at most @n
 * bytes (as strl__sse2_cpy): if the NUL or the bound falls in them, copy
 * and terminate, store the NUL's index in @e and return 1.  The second
 * block is loaded only when the first had no NUL and @n reaches past it,
 * so it holds a byte the call may read.  Strings up to 17-31 bytes end
 * here, with no call and no AVX2 state to clean up.
 */
static inline int strl__head_cpy(char *dst, const char *src, size_t n,
				 size_t *e)
{
	unsigned int sh = (unsigned int)((strl_uptr)src & 15);
	unsigned int m = strl__zmask(strl__align_down(src, 16)) >> sh;
	size_t k, avail = 16 - sh;

	if (m || n <= avail) {
		k = m ? (size_t)__builtin_ctz(m) : avail;
	} else {
		m = strl__zmask(src + avail);
		if (!m && n > avail + 16)
			return 0;
		k = avail + (m ? (size_t)__builtin_ctz(m) : 16);
	}
	k = k < n ? k : n;
	strl__copy_short(dst, src, k);
	dst[k] = '\0';
	*e = k;
	return 1;
}

/*
 * The bounded copy past the first block (scpy.c): copy_simd.h's, AVX2
 * where the CPU has it.  Out of line, so that the callers' short paths
 * save no registers.
 */
size_t strl__x86_cpy_long(char *dst, const char *src, size_t n) STRL_HIDDEN;

#endif /* STRL_X86_H */

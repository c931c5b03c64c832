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
size_t strl__avx2_scpy(char *dst, const char *src, size_t size) STRL_HIDDEN;
size_t strl__avx2_lcpy(char *dst, const char *src, size_t size) STRL_HIDDEN;

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
 * Short strings end here with one load and no call.
 */
static inline int strl__head16(const char *s, size_t maxlen, size_t *len)
{
	unsigned int sh = (unsigned int)((strl_uptr)s & 15);
	unsigned int m = strl__zmask(s - sh) >> sh;
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

/* Non-zero iff one of the four aligned 16-byte blocks from @p has a zero. */
static inline int strl__zero4(const char *p)
{
	__m128i a = _mm_load_si128((const __m128i *)(const void *)p);
	__m128i b = _mm_load_si128((const __m128i *)(const void *)(p + 16));
	__m128i c = _mm_load_si128((const __m128i *)(const void *)(p + 32));
	__m128i d = _mm_load_si128((const __m128i *)(const void *)(p + 48));
	__m128i mn = _mm_min_epu8(_mm_min_epu8(a, b), _mm_min_epu8(c, d));

	return _mm_movemask_epi8(_mm_cmpeq_epi8(mn, _mm_setzero_si128()));
}

/* strl__sse2_strnlen(s, maxlen) */
#define STRL_V 16
#define STRL_V_FN strl__sse2_strnlen
#define STRL_V_ATTR
#define STRL_V_ZMASK(p) strl__zmask(p)
#define STRL_V_ZERO4(p) strl__zero4(p)
#include "strnlen_simd.h"

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

static inline void strl__sse2_copy(char *d, const char *s, size_t len)
{
	size_t i;

	if (len >= 16) {
		for (i = 0; len - i >= 64; i += 64) {
			__m128i a = _mm_loadu_si128((const __m128i *)(const void *)(s + i));
			__m128i b = _mm_loadu_si128((const __m128i *)(const void *)(s + i + 16));
			__m128i c = _mm_loadu_si128((const __m128i *)(const void *)(s + i + 32));
			__m128i e = _mm_loadu_si128((const __m128i *)(const void *)(s + i + 48));

			_mm_storeu_si128((__m128i *)(void *)(d + i), a);
			_mm_storeu_si128((__m128i *)(void *)(d + i + 16), b);
			_mm_storeu_si128((__m128i *)(void *)(d + i + 32), c);
			_mm_storeu_si128((__m128i *)(void *)(d + i + 48), e);
		}
		for (; len - i >= 16; i += 16)
			_mm_storeu_si128((__m128i *)(void *)(d + i),
				_mm_loadu_si128((const __m128i *)(const void *)(s + i)));
		if (i < len)	/* the last 16 bytes, overlapping */
			_mm_storeu_si128((__m128i *)(void *)(d + len - 16),
				_mm_loadu_si128((const __m128i *)(const void *)(s + len - 16)));
	} else {
		strl__copy_small(d, s, len);
	}
}

#endif /* STRL_X86_H */

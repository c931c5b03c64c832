/* SPDX-License-Identifier: ISC */
/*
 * AVX2 strnlen and copy, used only when strl__avx2() says the CPU and OS
 * run AVX2.  Compiled for AVX2 by a target attribute, so the rest of the
 * library stays at the x86-64 baseline (SSE2).  Same rules as the SSE2
 * code: aligned block loads that hold a byte the call may read, masked
 * head, exact-length copies.
 */
#include "strl_x86.h"

#define AVX2 __attribute__((__target__("avx2")))

static inline AVX2 unsigned int zmask32(const char *p)
{
	__m256i v = _mm256_load_si256((const __m256i *)(const void *)p);

	return (unsigned int)_mm256_movemask_epi8(
		_mm256_cmpeq_epi8(v, _mm256_setzero_si256()));
}

/* Non-zero iff one of the four aligned 32-byte blocks from @p has a zero. */
static inline AVX2 int zero4_32(const char *p)
{
	__m256i a = _mm256_load_si256((const __m256i *)(const void *)p);
	__m256i b = _mm256_load_si256((const __m256i *)(const void *)(p + 32));
	__m256i c = _mm256_load_si256((const __m256i *)(const void *)(p + 64));
	__m256i d = _mm256_load_si256((const __m256i *)(const void *)(p + 96));
	__m256i mn = _mm256_min_epu8(_mm256_min_epu8(a, b), _mm256_min_epu8(c, d));

	return _mm256_movemask_epi8(_mm256_cmpeq_epi8(mn, _mm256_setzero_si256()));
}

/* avx2_strnlen(s, maxlen) */
#define STRL_V 32
#define STRL_V_FN avx2_strnlen
#define STRL_V_ATTR AVX2
#define STRL_V_ZMASK(p) zmask32(p)
#define STRL_V_ZERO4(p) zero4_32(p)
#include "strnlen_simd.h"

AVX2 size_t strl__avx2_strnlen(const char *s, size_t maxlen)
{
	return avx2_strnlen(s, maxlen);
}

/* Copy 32 bytes, unaligned both sides. */
static inline AVX2 void cp32(char *d, const char *s)
{
	_mm256_storeu_si256((__m256i *)(void *)d,
		_mm256_loadu_si256((const __m256i *)(const void *)s));
}

/* Copy 32 * 4 bytes; all loads before the stores. */
static inline AVX2 void cp128(char *d, const char *s)
{
	__m256i a = _mm256_loadu_si256((const __m256i *)(const void *)s);
	__m256i b = _mm256_loadu_si256((const __m256i *)(const void *)(s + 32));
	__m256i c = _mm256_loadu_si256((const __m256i *)(const void *)(s + 64));
	__m256i e = _mm256_loadu_si256((const __m256i *)(const void *)(s + 96));

	_mm256_storeu_si256((__m256i *)(void *)d, a);
	_mm256_storeu_si256((__m256i *)(void *)(d + 32), b);
	_mm256_storeu_si256((__m256i *)(void *)(d + 64), c);
	_mm256_storeu_si256((__m256i *)(void *)(d + 96), e);
}

/*
 * Exactly @len bytes, in blocks from both ends that overlap in the middle
 * (rewriting a byte with the same value): no loop below 256.
 */
static inline AVX2 void avx2_copy(char *dst, const char *src, size_t len)
{
	size_t i;

	if (len > 128) {
		for (i = 0; len - i > 128; i += 128)
			cp128(dst + i, src + i);
		cp128(dst + len - 128, src + len - 128);
	} else if (len > 64) {
		cp32(dst, src);
		cp32(dst + 32, src + 32);
		cp32(dst + len - 64, src + len - 64);
		cp32(dst + len - 32, src + len - 32);
	} else if (len >= 32) {
		cp32(dst, src);
		cp32(dst + len - 32, src + len - 32);
	} else if (len >= 16) {
		__m128i a = _mm_loadu_si128((const __m128i *)(const void *)src);
		__m128i b = _mm_loadu_si128((const __m128i *)(const void *)(src + len - 16));

		_mm_storeu_si128((__m128i *)(void *)dst, a);
		_mm_storeu_si128((__m128i *)(void *)(dst + len - 16), b);
	} else {
		strl__copy_small(dst, src, len);
	}
}

AVX2 size_t strl__avx2_scpy(char *dst, const char *src, size_t size)
{
	size_t n = size - 1, len = avx2_strnlen(src, n);

	avx2_copy(dst, src, len);
	dst[len] = '\0';
	if (len < n)
		return len;
	/* Read src[size - 1] once: it decides, even if src changes under us. */
	return src[n] == '\0' ? n : size;
}

/*
 * strlcpy: as strl__avx2_scpy, and when src did not fit, the rest of its
 * length from where the bounded scan stopped, in the same call.
 */
AVX2 size_t strl__avx2_lcpy(char *dst, const char *src, size_t size)
{
	size_t n = size - 1, len;

	if (size == 0)
		return avx2_strnlen(src, (size_t)-1);
	len = avx2_strnlen(src, n);
	avx2_copy(dst, src, len);
	dst[len] = '\0';
	if (len < n || src[n] == '\0')
		return len;
	return size + avx2_strnlen(src + size, (size_t)-1);
}

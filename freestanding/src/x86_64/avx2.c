// SPDX-License-Identifier: ISC
/*
 * The AVX2 instance of strnlen_simd.h and copy_simd.h, used only when
 * strl__avx2() says the CPU and OS run AVX2.  Compiled for AVX2 by a
 * target attribute, so the rest of the library stays at the x86-64
 * baseline (SSE2).  The entry points are whole functions, so a call pays
 * for the AVX2 state (vzeroupper) once.
 */
#include <immintrin.h>

#include "strl_x86.h"

#define AVX2 __attribute__((__target__("avx2")))
#define AVX2_ENTRY AVX2 STRL_X86_LINE

#define STRL_V 32
#define STRL_V_ATTR AVX2
#define STRL_V_T __m256i
#define STRL_V_LOAD(p) _mm256_load_si256((const __m256i *)(const void *)(p))
#define STRL_V_LOADU(p) _mm256_loadu_si256((const __m256i *)(const void *)(p))
#define STRL_V_STOREU(p, v) _mm256_storeu_si256((__m256i *)(void *)(p), v)
#define STRL_V_ZMASKV(v) \
	((unsigned int)_mm256_movemask_epi8(_mm256_cmpeq_epi8(v, _mm256_setzero_si256())))
#define STRL_V_MIN(a, b) _mm256_min_epu8(a, b)
#define STRL_V_FN avx2_strnlen
#define STRL_V_REST avx2_rest
#define STRL_V_CPY avx2_cpy
#define STRL_V_LCPY avx2_lcpy
#define STRL_V_LCAT avx2_lcat
#define STRL_V_ENDS32 avx2_ends32
#include "strnlen_simd.h"
#include "copy_simd.h"
#include "simd_end.h"

AVX2_ENTRY size_t strl__avx2_strnlen(const char *s, size_t maxlen)
{
	return avx2_strnlen(s, maxlen);
}

AVX2_ENTRY size_t strl__avx2_cpy(char *dst, const char *src, size_t n)
{
	return avx2_cpy(dst, src, n, NULL);
}

AVX2_ENTRY strl_ssize_t strl__avx2_strscpy(char *dst, const char *src, size_t n)
{
	size_t e = avx2_cpy(dst, src, n, NULL);

	return e <= n ? (strl_ssize_t)e : -STRL_E2BIG;
}

AVX2_ENTRY size_t strl__avx2_lcpy(char *dst, const char *src, size_t size)
{
	size_t len;

	avx2_cpy(dst, src, size - 1, &len);
	return len;
}

AVX2_ENTRY size_t strl__avx2_lcat(char *dst, const char *src, size_t size)
{
	return avx2_lcat(dst, src, size);
}

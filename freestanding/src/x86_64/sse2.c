// SPDX-License-Identifier: ISC
/*
 * The SSE2 level, the x86-64 baseline: what a CPU without AVX2 runs past
 * the inline heads, 16-byte blocks (the templates, copy.inc and
 * strnlen.inc).
 */
#include "arch.h"

#if STRL__ARCH
#define STRL__V 16
#define STRL__V_ISA sse2
#define STRL__V_ATTR
#define STRL__V_T __m128i
#define STRL__V_LOAD(p) _mm_load_si128((const __m128i *)(const void *)(p))
#define STRL__V_LOADU(p) _mm_loadu_si128((const __m128i *)(const void *)(p))
#define STRL__V_STOREU(p, v) _mm_storeu_si128((__m128i *)(void *)(p), v)
#define STRL__V_ZMASKV(v) \
	((unsigned int)_mm_movemask_epi8(_mm_cmpeq_epi8(v, _mm_setzero_si128())))
#define STRL__V_MIN(a, b) _mm_min_epu8(a, b)
#include "strnlen.inc"
#include "copy.inc"
#endif

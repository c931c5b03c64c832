// SPDX-License-Identifier: ISC
/*
 * The AVX2 level: 32-byte blocks (the templates, copy.inc and
 * strnlen.inc), for CPUs and OSes that run AVX2 (cpu.c).  Compiled for
 * AVX2 by a target attribute, so that the rest of the library stays at
 * the x86-64 baseline.
 */
#include <immintrin.h>

#include "arch.h"

#if STRL__ARCH
#define STRL__V 32
#define STRL__V_ISA avx2
#define STRL__V_ATTR __attribute__((__target__("avx2")))
#define STRL__V_T __m256i
#define STRL__V_LOAD(p) _mm256_load_si256((const __m256i *)(const void *)(p))
#define STRL__V_LOADU(p) _mm256_loadu_si256((const __m256i *)(const void *)(p))
#define STRL__V_STOREU(p, v) _mm256_storeu_si256((__m256i *)(void *)(p), v)
#define STRL__V_ZMASKV(v) \
	((unsigned int)_mm256_movemask_epi8(_mm256_cmpeq_epi8(v, _mm256_setzero_si256())))
#define STRL__V_MIN(a, b) _mm256_min_epu8(a, b)
#include "strnlen.inc"
#include "copy.inc"
#endif

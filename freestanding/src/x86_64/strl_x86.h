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

/*
 * SSE2 alone here: <immintrin.h>, which the AVX2 and AVX-512 files
 * include for themselves, costs GCC half a second a file to parse.
 */
#include <emmintrin.h>

#include "../strl_impl.h"

/*
 * What the CPU and OS run: cpu.c asks once, from a constructor, and keeps
 * the answer in strl__x86_level (0: not asked yet, 1: SSE2 only, 2: AVX2,
 * 3: AVX2 and the AVX-512 copy, avx512.c); a call made before that
 * (another constructor) takes the SSE2 path.
 */
extern int strl__x86_level STRL_HIDDEN;

/*
 * The entry points start on a 64-byte line, as glibc's string functions
 * do, so that where their branches fall among the CPU's fetch lines is
 * their own affair, not the code linked before them.  Measured: the same
 * library in two builds of the benchmark took 1.29 and 1.70 times
 * memcpy's time for a 512-byte strlcpy; aligned, 1.29-1.35 in both.
 */
#define STRL_X86_LINE __attribute__((__aligned__(64)))

static inline int strl__level(void)
{
	return __atomic_load_n(&strl__x86_level, __ATOMIC_RELAXED);
}

static inline int strl__avx2(void)
{
#ifdef STRL_NO_AVX2	/* SSE2 only: to test that path on AVX2 machines */
	return 0;
#else
	return strl__level() >= 2;
#endif
}

/*
 * STRL_X86_PICK - the call past the inline head: @avx2_call where the CPU
 * has AVX2, else @sse2_call, both with the same arguments and type.  The
 * AVX2 side is laid out as the fall-through, so a caller written
 * "return STRL_X86_PICK(...);" reaches it by one jump (a short call is
 * bound by its taken branches).  Only one of the two is evaluated.
 */
#define STRL_X86_PICK(avx2_call, sse2_call) \
	(__builtin_expect(strl__avx2(), 1) ? (avx2_call) : (sse2_call))

/*
 * STRL_X86_PICK3 - as STRL_X86_PICK, with @avx512_call first where the
 * CPU runs the AVX-512 copy.  STRL_NO_AVX512 leaves it out (to test the
 * AVX2 path on such machines), as STRL_NO_AVX2 leaves out both.
 */
#if defined(STRL_NO_AVX512) || defined(STRL_NO_AVX2)
#define STRL_X86_PICK3(avx512_call, avx2_call, sse2_call) \
	STRL_X86_PICK(avx2_call, sse2_call)
#else
#define STRL_X86_PICK3(avx512_call, avx2_call, sse2_call)		\
	(__builtin_expect(strl__level() == 3, 1) ? (avx512_call) :	\
	 STRL_X86_PICK(avx2_call, sse2_call))
#endif

/*
 * STRL_X86_Z_MIN - the shortest copy, counted by its bound, that the
 * AVX-512 copies take (avx512.c); shorter ones take AVX2's pass.
 */
#define STRL_X86_Z_MIN 256

/*
 * STRL_X86_PICK_COPY - as STRL_X86_PICK3, for a copy past the inline
 * head with bound @n: where the CPU runs the AVX-512 copy, below
 * STRL_X86_Z_MIN straight to @avx2_call, which the AVX-512 entry would
 * only send it on to (one jump and one test fewer; measured in
 * docs/performance.md).  The other CPUs test nothing more.
 */
#if defined(STRL_NO_AVX512) || defined(STRL_NO_AVX2)
#define STRL_X86_PICK_COPY(n, avx512_call, avx2_call, sse2_call) \
	STRL_X86_PICK3(avx512_call, avx2_call, sse2_call)
#else
#define STRL_X86_PICK_COPY(n, avx512_call, avx2_call, sse2_call)	\
	(__builtin_expect(strl__level() == 3, 1) ?			\
	 ((n) < STRL_X86_Z_MIN ? (avx2_call) : (avx512_call)) :		\
	 STRL_X86_PICK(avx2_call, sse2_call))
#endif

/*
 * The AVX2 versions (avx2.c), for when strl__avx2() says yes: strnlen and
 * strlcat whole; the copies past the first two blocks, with the answers
 * of the SSE2 ones below: strl__avx2_cpy as strl__sse2_cpy_long,
 * strl__avx2_lcpy as strl__sse2_lcpy_long, and strl__avx2_strscpy, which
 * returns strscpy's answer for size @n + 1.
 */
size_t strl__avx2_strnlen(const char *s, size_t maxlen) STRL_HIDDEN;
size_t strl__avx2_cpy(char *dst, const char *src, size_t n) STRL_HIDDEN;
size_t strl__avx2_lcpy(char *dst, const char *src, size_t size) STRL_HIDDEN;
strl_ssize_t strl__avx2_strscpy(char *dst, const char *src, size_t n) STRL_HIDDEN;
size_t strl__avx2_lcat(char *dst, const char *src, size_t size) STRL_HIDDEN;

/* The AVX-512 copies (avx512.c), with the answers of the AVX2 ones. */
size_t strl__avx512_cpy(char *dst, const char *src, size_t n) STRL_HIDDEN;
size_t strl__avx512_lcpy(char *dst, const char *src, size_t size) STRL_HIDDEN;
strl_ssize_t strl__avx512_strscpy(char *dst, const char *src, size_t n) STRL_HIDDEN;

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
	unsigned int sh = (unsigned int)((uintptr_t)s & 15);
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

/*
 * STRL_ONCE_X - the vector (xmm, ymm) @v as loaded once, as STRL_ONCE
 * (strl_impl.h) does for integers.  No instruction.
 */
#define STRL_ONCE_X(v) __asm__("" : "+x"(v))

/*
 * Copy the first and the last @w bytes of @len (@w <= @len <= 2 * @w):
 * two loads, then two stores, which may overlap.  @w is a constant.
 *
 * The copies below return non-zero if a byte they copied is a NUL.  Their
 * callers copy bytes already found NUL-free, so only a src changed under
 * us makes it so; the strict callers (strscpy's family, whose answer must
 * be where dst's first NUL is) then ask strl__first_nul.  Where nobody
 * asks, the test is dead code and compiles away.
 */
static inline __attribute__((__always_inline__)) unsigned int
strl__copy_ends(char *d, const char *s, size_t len, size_t w)
{
	unsigned long long lo, hi;
	__m128i x, y;

	if (w == 16) {
		x = _mm_loadu_si128((const __m128i *)(const void *)s);
		y = _mm_loadu_si128((const __m128i *)(const void *)(s + len - 16));
		STRL_ONCE_X(x);
		STRL_ONCE_X(y);
		_mm_storeu_si128((__m128i *)(void *)d, x);
		_mm_storeu_si128((__m128i *)(void *)(d + len - 16), y);
		x = _mm_min_epu8(x, y);
	} else {
		if (w == 8)
			STRL_COPY_ENDS_INT(unsigned long long, d, s, len, lo, hi);
		else if (w == 4)
			STRL_COPY_ENDS_INT(unsigned int, d, s, len, lo, hi);
		else
			STRL_COPY_ENDS_INT(unsigned short, d, s, len, lo, hi);
		/* The 2w bytes in the low lanes; for w 8, all 16. */
		x = w == 8 ? _mm_unpacklo_epi64(_mm_cvtsi64_si128((long long)lo),
						_mm_cvtsi64_si128((long long)hi)) :
		    w == 4 ? _mm_unpacklo_epi32(_mm_cvtsi32_si128((int)lo),
						_mm_cvtsi32_si128((int)hi)) :
		    _mm_cvtsi32_si128((int)(lo | hi << 16));
	}
	return (unsigned int)_mm_movemask_epi8(_mm_cmpeq_epi8(
		x, _mm_setzero_si128())) & (w == 16 ? 0xffffu : (1u << (2 * w)) - 1);
}

/*
 * Copy exactly @len < 16 bytes with overlapping moves; a tree of tests,
 * so that every length takes at most three, a 1-byte string one.  s[0]
 * is read and d[0] written even for @len 0: every caller has read s[0]
 * and stores a NUL at d[@len] next.
 */
static inline __attribute__((__always_inline__)) unsigned int
strl__copy_small(char *d, const char *s, size_t len)
{
	unsigned int z;
	char c;

	if (len <= 1) {
		c = s[0];
		d[0] = c;	/* len 0 too: the caller's NUL goes there next */
		z = len != 0 && c == '\0';
	} else if (len >= 8) {
		z = strl__copy_ends(d, s, len, 8);
	} else if (len >= 4) {
		z = strl__copy_ends(d, s, len, 4);
	} else {
		z = strl__copy_ends(d, s, len, 2);
	}
	return z;
}

/* Copy exactly @len <= 32 bytes of a NUL-free run: overlapping moves. */
static inline __attribute__((__always_inline__)) unsigned int
strl__copy_short(char *dst, const char *src, size_t len)
{
	unsigned int z;

	if (len >= 8) {
		if (len >= 16)
			z = strl__copy_ends(dst, src, len, 16);
		else
			z = strl__copy_ends(dst, src, len, 8);
	} else {
		z = strl__copy_small(dst, src, len);
	}
	return z;
}

/*
 * strl__first_nul - where dst's first NUL is, dst[@e] being one: the
 * answer of a strict copy that copied a NUL from a src changed under it.
 */
static __attribute__((__noinline__, __cold__, __unused__)) size_t
strl__first_nul(const char *dst, size_t e)
{
	size_t i;

	for (i = 0; i < e && dst[i] != '\0'; i++)
		;
	return i;
}

/*
 * The NUL of src is its @k-th byte, in the first @w (16 or 32) bytes
 * read: copy min(@k, @n) bytes and the NUL after them; strl__head_cpy's
 * answer 1.  @w says which copy is enough, so that each caller's copy is
 * its own code.  @strict: as strl__head_cpy.
 */
static inline __attribute__((__always_inline__)) int
strl__head_nul(char *dst, const char *src, size_t n, size_t *k, size_t w,
	       int strict)
{
	size_t c = *k < n ? *k : n;
	unsigned int z;

	if (w == 16)
		z = strl__copy_small(dst, src, c);
	else
		z = strl__copy_short(dst, src, c);
	dst[c] = '\0';
	if (strict && __builtin_expect(z != 0, 0))
		*k = strl__first_nul(dst, c);
	return 1;
}

/*
 * strl__head_cpy - the first two aligned 16-byte blocks of @src, for a
 * copy of at most @n bytes (as strl__sse2_cpy)
 *
 * When the NUL or the bound falls in them, copies min(NUL's index, @n)
 * bytes, terminates dst after them and returns non-zero: 1 when it saw
 * the NUL, whose index goes in *@k (the string fitted iff *@k <= @n); 2
 * when src has no NUL among its first *@k bytes, *@k > @n (it did not
 * fit, and src + *@k is where a length scan goes on).
 * Returns 0, with nothing written, when neither block settles the copy.
 * The second block is loaded only when the first had no NUL and holds
 * fewer than @n + 1 bytes of src, so it holds src[@n] or a byte before
 * it, which every caller may read; when src[@n] is the first byte past
 * the second block, that one byte is read.  The decision comes from the
 * blocks as loaded, once; dst gets its NUL by a store of its own, so it
 * is terminated even if src changes under us.
 *
 * @strict (a constant): the copies load the bytes again, so a src changed
 * under us may put a NUL in dst before the one stored; then *@k is that
 * first NUL's index and the answer 1, so that strscpy's answer is the
 * length of what dst holds.  strlcpy, whose answer is src's length,
 * passes 0.
 */
static inline int strl__head_cpy(char *dst, const char *src, size_t n,
				 size_t *k, int strict)
{
	unsigned int sh = (unsigned int)((uintptr_t)src & 15);
	unsigned int m, z;
	size_t avail = 16 - sh;
	int r = 2;

	/* The empty string: common enough to pay a byte load and a test for. */
	if (src[0] == '\0') {
		dst[0] = '\0';
		*k = 0;
		return 1;
	}
	/*
	 * Each common way out (the NUL in the first block, in the second, a
	 * long string) is laid out as a fall-through and ends on its own: a
	 * short call is bound by its taken branches.
	 */
	m = strl__zmask(strl__align_down(src, 16)) >> sh;
	if (__builtin_expect(m != 0, 1)) {
		*k = (unsigned int)__builtin_ctz(m);
		return strl__head_nul(dst, src, n, k, 16, strict);
	}
	if (__builtin_expect(n < avail, 0)) {
		*k = avail;
	} else {
		m = strl__zmask(src + avail);
		/* Likely a long string: to the caller's tail call. */
		if (__builtin_expect(!m && n > avail + 16, 1))
			return 0;
		if (m) {
			*k = avail + (unsigned int)__builtin_ctz(m);
			return strl__head_nul(dst, src, n, k, 32, strict);
		}
		if (n < avail + 16) {
			*k = avail + 16;
		} else {
			/* src[n] starts the next block: read that byte alone. */
			*k = n + 1;
			if (src[n] == '\0') {
				*k = n;
				r = 1;
			}
		}
	}
	/* No NUL before src[n]: its first n bytes. */
	z = strl__copy_short(dst, src, n);
	dst[n] = '\0';
	if (strict && __builtin_expect(z != 0, 0)) {
		*k = strl__first_nul(dst, n);
		return 1;
	}
	return r;
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
#define STRL_V_FN strl__sse2_strnlen
#define STRL_V_REST strl__sse2_rest
#define STRL_V_CPY strl__sse2_cpy
#define STRL_V_LCPY strl__sse2_lcpy
#define STRL_V_LCAT strl__sse2_lcat
#define STRL_V_ENDS32 strl__sse2_ends32
#include "strnlen_simd.h"
#include "copy_simd.h"
#include "simd_end.h"

/*
 * The SSE2 copies past the first two blocks, for calls strl__head_cpy did
 * not settle on a CPU without AVX2.  Out of line, so that the callers'
 * short paths save no registers; the callers reach these or the AVX2
 * ones above by one tail call each, testing strl__avx2() themselves.
 * strl__sse2_cpy_long (scpy.c) copies at most @n bytes and returns where
 * the NUL went if src fitted, else @n + 1 (strl__scpy's answer for size
 * @n + 1); strl__sse2_lcpy_long (lcpy.c) is strlcpy's, for @size >= 2.
 */
size_t strl__sse2_cpy_long(char *dst, const char *src, size_t n) STRL_HIDDEN;
size_t strl__sse2_lcpy_long(char *dst, const char *src, size_t size) STRL_HIDDEN;

#endif /* STRL_X86_H */

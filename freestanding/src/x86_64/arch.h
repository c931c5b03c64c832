/* SPDX-License-Identifier: ISC */
/*
 * Hosted x86-64 (never the kernel: no SIMD there): SSE2, the baseline,
 * and AVX2 and AVX-512 where the CPU and OS run them, asked once at load
 * time (cpu.c).  Each level is one file, sse2.c, avx2.c and avx512.c,
 * with the same entry points under its prefix (strl__<isa>_copy, _lcpy,
 * _strscpy, _lcat, _strnlen: below); the callers copy or measure the
 * first two 16-byte blocks inline (strl__head_cpy), then dispatch once
 * (STRL__X86_CALL).
 *
 * Scans load aligned blocks only, with the bytes before the start masked
 * off, so they never cross a page; copies use unaligned loads and stores
 * with overlapping tails and write exactly the bytes asked for.
 */
#ifndef STRL_X86_64_ARCH_H
#define STRL_X86_64_ARCH_H

#include "../simd.h"

/* This folder's code runs: x86-64, and the SIMD paths built (word.h). */
#if STRL__WORDWISE && defined(__x86_64__)
#define STRL__ARCH 1
#else
#define STRL__ARCH 0
#endif

#if STRL__ARCH
/*
 * SSE2 alone here: <immintrin.h>, which avx2.c and avx512.c include for
 * themselves, costs GCC half a second a file to parse.
 */
#include <emmintrin.h>

/*
 * The ISA levels, as cpu.c finds them and keeps them in strl__x86_level;
 * a call made before its constructor ran (from another constructor)
 * sees STRL__X86_UNPROBED, and takes the SSE2 path.
 */
enum strl__x86_level {
	STRL__X86_UNPROBED,
	STRL__X86_SSE2,
	STRL__X86_AVX2,
	STRL__X86_AVX512,	/* AVX2, and the AVX-512 copies (avx512.c) */
};

extern int strl__x86_level STRL__HIDDEN;

/*
 * The entry points start on a 64-byte line, as glibc's string functions
 * do, so that where their branches fall among the CPU's fetch lines is
 * their own affair, not the code linked before them
 * (docs/performance.md#host-entry-alignment).
 */
#define STRL__X86_LINE __attribute__((__aligned__(64)))

static inline int strl__x86_level_now(void)
{
	return __atomic_load_n(&strl__x86_level, __ATOMIC_RELAXED);
}

/*
 * What a build may leave out: STRL_NO_AVX512 the AVX-512 copies (to test
 * AVX2's on a CPU that has them), STRL_NO_AVX2 both (SSE2's).
 */
#if defined(STRL_NO_AVX2)
#define STRL__X86_HAS_AVX2 0
#else
#define STRL__X86_HAS_AVX2 1
#endif
#if defined(STRL_NO_AVX512) || defined(STRL_NO_AVX2)
#define STRL__X86_HAS_AVX512 0
#else
#define STRL__X86_HAS_AVX512 1
#endif

/*
 * The shortest copy, counted by its bound, that the AVX-512 copies take:
 * below it, their first four blocks would hold the bound, and AVX2's
 * pass does better (docs/performance.md#host-avx512-copy).
 */
#define STRL__X86_AVX512_MIN 256

/*
 * Which functions AVX-512 has: the copies.  Its strlcat and strnlen are
 * AVX2's, which the dispatch calls without testing for AVX-512 (0).
 */
#define STRL__X86_AVX512_copy 1
#define STRL__X86_AVX512_lcpy 1
#define STRL__X86_AVX512_strscpy 1
#define STRL__X86_AVX512_lcat 0
#define STRL__X86_AVX512_strnlen 0
#define strl__avx512_lcat strl__avx2_lcat
#define strl__avx512_strnlen strl__avx2_strnlen

/*
 * STRL__X86_CALL - the one dispatch: strl__<isa>_@fn@args for the level
 * the CPU runs, AVX-512's only for a copy of at least
 * STRL__X86_AVX512_MIN bytes (@n, its bound).  The likely side of each
 * test is laid out as the fall-through, so that a caller written "return
 * STRL__X86_CALL(...);" reaches it by one jump (a short call is bound by
 * its taken branches).  Only one call is evaluated.
 */
#define STRL__X86_CALL(fn, n, args)					\
	(STRL__X86_HAS_AVX512 && STRL__X86_AVX512_##fn &&		\
	 __builtin_expect(strl__x86_level_now() == STRL__X86_AVX512, 1) ? \
	 ((n) < STRL__X86_AVX512_MIN ? strl__avx2_##fn args :		\
	  strl__avx512_##fn args) :					\
	 STRL__X86_HAS_AVX2 &&						\
	 __builtin_expect(strl__x86_level_now() >= STRL__X86_AVX2, 1) ?	\
	 strl__avx2_##fn args : strl__sse2_##fn args)

/*
 * Each level's entry points, for a call that the inline head did not
 * settle (so past the first two 16-byte blocks of src, and with a bound
 * past them: strl__head_cpy's STRL__HEAD_MORE):
 *   _copy(dst, src, n)     copies at most @n bytes and terminates dst;
 *                          returns where the NUL went if src fitted, else
 *                          @n + 1 (strl__copy's answer for size @n + 1)
 *   _strscpy(dst, src, n)  the same, with strscpy's answer for size @n + 1
 *   _lcpy(dst, src, size)  strlcpy's, @size >= 2
 * and whole functions, from their first byte:
 *   _lcat(dst, src, size)  strlcat's
 *   _strnlen(s, maxlen)    strnlen's, @maxlen > 0
 * AVX-512's copies want @n (@size - 1) >= STRL__X86_AVX512_MIN.
 */
#define STRL__X86_LEVEL(isa)						\
	size_t strl__##isa##_copy(char *dst, const char *src, size_t n)	\
		STRL__HIDDEN;						\
	strl_ssize_t strl__##isa##_strscpy(char *dst, const char *src,	\
					   size_t n) STRL__HIDDEN;	\
	size_t strl__##isa##_lcpy(char *dst, const char *src, size_t size) \
		STRL__HIDDEN

STRL__X86_LEVEL(sse2);
STRL__X86_LEVEL(avx2);
STRL__X86_LEVEL(avx512);
size_t strl__sse2_lcat(char *dst, const char *src, size_t size) STRL__HIDDEN;
size_t strl__avx2_lcat(char *dst, const char *src, size_t size) STRL__HIDDEN;
size_t strl__sse2_strnlen(const char *s, size_t maxlen) STRL__HIDDEN;
size_t strl__avx2_strnlen(const char *s, size_t maxlen) STRL__HIDDEN;

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
 * STRL__ONCE_X - the vector (xmm, ymm) @v as loaded once, as STRL__ONCE
 * (simd.h) does for integers.  No instruction.
 */
#define STRL__ONCE_X(v) __asm__("" : "+x"(v))

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
		STRL__ONCE_X(x);
		STRL__ONCE_X(y);
		_mm_storeu_si128((__m128i *)(void *)d, x);
		_mm_storeu_si128((__m128i *)(void *)(d + len - 16), y);
		x = _mm_min_epu8(x, y);
	} else {
		if (w == 8)
			STRL__COPY_ENDS_INT(unsigned long long, d, s, len, lo, hi);
		else if (w == 4)
			STRL__COPY_ENDS_INT(unsigned int, d, s, len, lo, hi);
		else
			STRL__COPY_ENDS_INT(unsigned short, d, s, len, lo, hi);
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

/* What strl__head_cpy found in src's first two blocks. */
enum strl__head {
	STRL__HEAD_MORE,	/* neither settles the copy: nothing written */
	STRL__HEAD_NUL,		/* the NUL, at *k: copied, fitted or not */
	STRL__HEAD_CUT,		/* no NUL in src's first *k bytes, *k > n */
};

/*
 * The NUL of src is its @k-th byte, in the first @w (16 or 32) bytes
 * read: copy min(@k, @n) bytes and the NUL after them; strl__head_cpy's
 * answer STRL__HEAD_NUL.  @w says which copy is enough, so that each
 * caller's copy is its own code.  @strict: as strl__head_cpy.
 */
static inline __attribute__((__always_inline__)) enum strl__head
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
	return STRL__HEAD_NUL;
}

/*
 * strl__head_cpy - the first two aligned 16-byte blocks of @src, for a
 * copy of at most @n bytes (as strl__copy with size @n + 1)
 *
 * When the NUL or the bound falls in them, copies min(NUL's index, @n)
 * bytes, terminates dst after them and returns STRL__HEAD_NUL when it
 * saw the NUL, whose index goes in *@k (the string fitted iff *@k <=
 * @n), or STRL__HEAD_CUT when src has no NUL among its first *@k bytes,
 * *@k > @n (it did not fit, and src + *@k is where a length scan goes
 * on).  Returns STRL__HEAD_MORE, with nothing written, when neither
 * block settles the copy.
 * The second block is loaded only when the first had no NUL and holds
 * fewer than @n + 1 bytes of src, so it holds src[@n] or a byte before
 * it, which every caller may read; when src[@n] is the first byte past
 * the second block, that one byte is read.  The decision comes from the
 * blocks as loaded, once; dst gets its NUL by a store of its own, so it
 * is terminated even if src changes under us.
 *
 * @strict (a constant): the copies load the bytes again, so a src changed
 * under us may put a NUL in dst before the one stored; then *@k is that
 * first NUL's index and the answer STRL__HEAD_NUL, so that strscpy's
 * answer is the length of what dst holds.  strlcpy, whose answer is
 * src's length, passes 0.
 */
static inline enum strl__head strl__head_cpy(char *dst, const char *src,
					     size_t n, size_t *k, int strict)
{
	unsigned int sh = (unsigned int)((uintptr_t)src & 15);
	unsigned int m, z;
	size_t avail = 16 - sh;
	enum strl__head r = STRL__HEAD_CUT;

	/* The empty string: common enough to pay a byte load and a test for. */
	if (src[0] == '\0') {
		dst[0] = '\0';
		*k = 0;
		return STRL__HEAD_NUL;
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
			return STRL__HEAD_MORE;
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
				r = STRL__HEAD_NUL;
			}
		}
	}
	/* No NUL before src[n]: its first n bytes. */
	z = strl__copy_short(dst, src, n);
	dst[n] = '\0';
	if (strict && __builtin_expect(z != 0, 0)) {
		*k = strl__first_nul(dst, n);
		return STRL__HEAD_NUL;
	}
	return r;
}

#endif /* STRL__ARCH */

#endif /* STRL_X86_64_ARCH_H */

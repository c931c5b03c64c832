/* SPDX-License-Identifier: ISC */
/*
 * AArch64 ASIMD, for code built with FP/SIMD on a little-endian AArch64
 * (hosted, or bare metal with CPACR_EL1.FPEN set and the MMU on).  Code
 * built with -mgeneral-regs-only (kernels, TF-A) or -mstrict-align (the
 * copies store unaligned), big-endian code, sanitizer builds and
 * STRL_SMALL take the generic files instead (STRL__ARCH 0), as do
 * targets other than ELF (the assembly is ELF's).  Clang tells the
 * preprocessor of -mstrict-align (no __ARM_FEATURE_UNALIGNED); GCC (12)
 * does not, so code built by GCC with -mstrict-align and FP/SIMD on must
 * also define STRL_NO_ARCH.  Assembly includes this header too: it gets
 * STRL__ARCH and the macros under __ASSEMBLER__ below.
 *
 * Scans load aligned 16-byte blocks only, each holding a byte the
 * function may read, so they never cross a page or an MTE granule.
 * Copies also load again, unaligned, bytes that a scan has already found
 * to be in the string (so in the same object, with the same tag), and
 * store exactly the bytes asked for.  (strscpy.S also scans src[0 .. 16)
 * unaligned, once the first block has shown that both blocks it spans
 * hold a byte strscpy may read.)  A src changed under the call may
 * put a NUL in those second loads: the copies test them, and then answer
 * with where dst's first NUL is (strl__a64_first_nul), as x86-64's do.
 */
#ifndef STRL_AARCH64_ARCH_H
#define STRL_AARCH64_ARCH_H

#include "../internal.h"

#if STRL__WORDWISE && defined(__ARM_NEON) && defined(__AARCH64EL__) && \
	defined(__ARM_FEATURE_UNALIGNED) && defined(__ELF__) && \
	!defined(STRL_NO_ARCH)
#define STRL__ARCH 1
#else
#define STRL__ARCH 0
#endif

#if STRL__ARCH && defined(__ASSEMBLER__)
/* What a truncated copy of copy.S answers, in x12's low bits (else k). */
#define STRL__A64_ANS_E2BIG 1	/* -STRL_E2BIG: strscpy's */
#define STRL__A64_ANS_LEN 2	/* strlen(src): strlcpy's and strlcat's */

/*
 * A function of the library's own, global in it and hidden outside it,
 * starting with BTI's landing pad where the build asks for it.
 */
.macro	strl_func name
	.globl	\name
	.hidden	\name
	.type	\name, %function
\name:
#if defined(__ARM_FEATURE_BTI_DEFAULT) && __ARM_FEATURE_BTI_DEFAULT
	hint	34	/* bti c */
#endif
.endm

/*
 * The ELF notes the C compiler would write for the same build: a stack
 * that needs no execution, and the branch protection the code keeps
 * (BTI landing pads; no return address is signed).
 */
.macro	strl_notes
	.pushsection .note.GNU-stack, "", %progbits
	.popsection
#if defined(__ARM_FEATURE_BTI_DEFAULT) && __ARM_FEATURE_BTI_DEFAULT
	.pushsection .note.gnu.property, "a"
	.balign	8
	.long	4		/* name size */
	.long	16		/* descriptor size */
	.long	5		/* NT_GNU_PROPERTY_TYPE_0 */
	.asciz	"GNU"
	.long	0xc0000000	/* GNU_PROPERTY_AARCH64_FEATURE_1_AND */
	.long	4
	.long	1		/* BTI */
	.long	0
	.popsection
#endif
.endm
#endif

#if STRL__ARCH && !defined(__ASSEMBLER__)
#include <arm_neon.h>

#include "../simd.h"
#include "../word.h"

/* A 16-byte block of @p: aligned loads go through here too. */
static inline uint8x16_t strl__a64_load(const char *p)
{
	return vld1q_u8((const uint8_t *)(const void *)p);
}

static inline void strl__a64_store(char *p, uint8x16_t v)
{
	vst1q_u8((uint8_t *)(void *)p, v);
}

/*
 * Four bits a byte, in byte order, all set where @v has a zero byte: the
 * compare narrowed by a shift (shrn), read in one general register.
 */
static inline uint64_t strl__a64_zmask(uint8x16_t v)
{
	uint8x8_t m = vshrn_n_u16(vreinterpretq_u16_u8(vceqzq_u8(v)), 4);

	return vget_lane_u64(vreinterpret_u64_u8(m), 0);
}

/* Index of the first zero byte that @m (a strl__a64_zmask) shows. */
static inline size_t strl__a64_first(uint64_t m)
{
	return (size_t)__builtin_ctzll(m) >> 2;
}

/*
 * Non-zero iff @v has a zero byte: its smallest byte (uminv), read from
 * the register that instruction writes (fmov, then a compare-and-branch;
 * through the intrinsic GCC moves the byte out and tests it, two more).
 */
static inline uint32_t strl__a64_min(uint8x16_t v)
{
	uint8x16_t r;

	__asm__("uminv %b0, %1.16b" : "=w"(r) : "w"(v));
	return vgetq_lane_u32(vreinterpretq_u32_u8(r), 0);
}

static inline int strl__a64_haszero(uint8x16_t v)
{
	return strl__a64_min(v) == 0;
}

/* The same for the 8 bytes of @v (vminv_u8 costs a umov and a tst). */
static inline uint32_t strl__a64_min8(uint8x8_t v)
{
	uint8x8_t r;

	__asm__("uminv %b0, %1.8b" : "=w"(r) : "w"(v));
	return vget_lane_u32(vreinterpret_u32_u8(r), 0);
}

/* The vector @v as loaded once, as STRL__ONCE (simd.h) for integers. */
#define STRL__ONCE_V(v) __asm__("" : "+w"(v))

/*
 * strl__a64_first_nul - where dst's first NUL is, dst[@e] being one: the
 * answer of a copy that copied a NUL from a src changed under it.  Inline
 * (behind an unlikely branch): a call would cost the short paths, which
 * make none, a stack frame.
 */
static inline size_t strl__a64_first_nul(const char *dst, size_t e)
{
	size_t i;

	for (i = 0; i < e && dst[i] != '\0'; i++)
		;
	return i;
}

/*
 * Copy exactly @len <= 32 bytes that a scan found NUL-free: overlapping
 * loads and stores, each piece loaded once; for @len 0, src[0] goes to
 * dst[0] (every caller may read the one and stores its NUL on the other
 * next), so that 0 and 1 are one case.  Return: zero if a byte copied
 * is a NUL (src changed under us).  (The smallest byte itself where the
 * vectors find it: a flag made of it would cost a compare and a cset.)
 */
static inline __attribute__((__always_inline__)) uint32_t
strl__a64_copy_short(char *d, const char *s, size_t len)
{
	uint64_t a, b;
	char c;
	uint8x16_t v, w;

	if (len >= 16) {
		v = strl__a64_load(s);
		w = strl__a64_load(s + len - 16);
		STRL__ONCE_V(v);
		STRL__ONCE_V(w);
		strl__a64_store(d, v);
		strl__a64_store(d + len - 16, w);
		return strl__a64_min(vminq_u8(v, w));
	}
	if (len & 8) {
		/* in D registers: one vector minimum tests both pieces */
		uint8x8_t x = vld1_u8((const uint8_t *)(const void *)s);
		uint8x8_t y = vld1_u8((const uint8_t *)(const void *)(s + len - 8));

		__asm__("" : "+w"(x), "+w"(y));	/* each loaded once */
		vst1_u8((uint8_t *)(void *)d, x);
		vst1_u8((uint8_t *)(void *)(d + len - 8), y);
		return strl__a64_min8(vmin_u8(x, y));
	}
	if (len & 4) {
		STRL__COPY_ENDS_INT(uint32_t, d, s, len, a, b);
		return strl__haszero(a << 32 | b) == 0;
	}
	if (len & 2) {
		STRL__COPY_ENDS_INT(uint16_t, d, s, len, a, b);
		return strl__haszero((uint64_t)0x01010101u << 32 |
				     a << 16 | b) == 0;
	}
	c = *s;
	STRL__ONCE(c);
	*d = c;
	return len == 0 || c != '\0';
}

/*
 * strl__a64_head - the first one or two aligned blocks of @src, for a copy
 * of at most @n bytes (as strl__copy with @n = size - 1)
 *
 * When src's NUL or the bound falls in them (so within src[0 .. 32)),
 * copies min(NUL's index, @n) bytes, terminates dst after them and
 * returns 1 with *@k the answer: the NUL's index if src fitted, else @n +
 * 1.  Returns 0, with nothing written, when src[0 .. e + 16) is NUL-free
 * and within the bound (e = 16 - src % 16), with *@v the second block
 * (src + e) as loaded: the long copies' case (below).  The decision comes
 * from the blocks as loaded, once.
 */
static inline __attribute__((__always_inline__)) int
strl__a64_head(char *dst, const char *src, size_t n, size_t *k,
	       uint8x16_t *v)
{
	const char *p = strl__align_down(src, 16);
	size_t e = (size_t)(p + 16 - src), f, c;	/* src[0 .. e) in p */
	uint64_t m;

	m = strl__a64_zmask(strl__a64_load(p)) >> (4 * ((uintptr_t)src & 15));
	if (m != 0) {
		f = strl__a64_first(m);
	} else if (n < e) {
		f = 16;			/* past the bound, as any f > n */
	} else {
		/* src[e] is at or below the bound: its block may be read */
		*v = strl__a64_load(src + e);
		m = strl__a64_zmask(*v);
		if (m == 0 && n - e >= 16)
			return 0;
		f = m ? e + strl__a64_first(m) : 32;	/* n < e + 16 <= 32 */
	}
	c = f < n ? f : n;
	if (__builtin_expect(!strl__a64_copy_short(dst, src, c), 0)) {
		dst[c] = '\0';
		*k = strl__a64_first_nul(dst, c);
		return 1;
	}
	dst[c] = '\0';
	*k = f <= n ? f : n + 1;
	return 1;
}

/*
 * For the calls strl__a64_head did not settle (copy.S), each reached by a
 * tail call, so that the short paths need no stack frame, and each given
 * the second block as the head loaded it: strl__a64_copy_long answers
 * as strl__copy with @n = size - 1, strl__a64_lcpy_long as strlcpy, and
 * strl__a64_lcat_long as @base + strlcpy (strlcat's remainder, @base
 * its dst's length).  (strscpy.S enters the same pass at
 * strl__a64_strscpy_q1.)  strl__a64_len_from is @base + @i + strlen(@s
 * + @i), src[0 .. i) being NUL-free: strlcpy's answer when src did not
 * fit.
 */
size_t strl__a64_copy_long(char *dst, const char *src, size_t n,
			   uint8x16_t v) STRL__HIDDEN;
size_t strl__a64_lcpy_long(char *dst, const char *src, size_t size,
			   uint8x16_t v) STRL__HIDDEN;
size_t strl__a64_lcat_long(char *dst, const char *src, size_t size,
			   size_t base, uint8x16_t v) STRL__HIDDEN;
size_t strl__a64_len_from(const char *s, size_t i, size_t base) STRL__HIDDEN;

/*
 * strl__a64_lcpy_blocks - @base + strlcpy(@dst, @src, @size) for @size of
 * at least nine, without strl_strlcpy's byte path for small buffers:
 * the head inline, the rest by a tail call.  @base is a constant 0 in
 * strlcpy.c, dst's length in strlcat.c.
 */
static inline __attribute__((__always_inline__)) size_t
strl__a64_lcpy_blocks(char *dst, const char *src, size_t size, size_t base)
{
	size_t n = size - 1, k;
	uint8x16_t v;

	if (!strl__a64_head(dst, src, n, &k, &v)) {
		if (__builtin_constant_p(base) && base == 0)
			return strl__a64_lcpy_long(dst, src, size, v);
		return strl__a64_lcat_long(dst, src, size, base, v);
	}
	/* Truncated: src[0 .. size) NUL-free; the answer is strlen(src). */
	return k <= n ? base + k : strl__a64_len_from(src, size, base);
}

#endif /* STRL__ARCH && !__ASSEMBLER__ */

#endif /* STRL_AARCH64_ARCH_H */

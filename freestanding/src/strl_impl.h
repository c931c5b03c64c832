/* SPDX-License-Identifier: ISC */
/* Internal helpers shared by the strl core; not installed. */
#ifndef STRL_IMPL_H
#define STRL_IMPL_H

/* The core must compile its own definitions, not the fortified wrappers. */
#define STRL_BUILDING_CORE 1
#include "strl.h"
#ifndef __KERNEL__
#include <stdint.h>	/* uintptr_t; GCC's own in freestanding builds */
#endif

#if defined(__KERNEL__)
#define STRL_HIDDEN
#elif defined(__ELF__)
#define STRL_HIDDEN __attribute__((__visibility__("hidden")))
#else
#define STRL_HIDDEN
#endif

/*
 * STRL_EXPORT(sym), right after the function, as the kernel writes it:
 * strl.ko exports @sym in symbol namespace STRL; no other build (a
 * vendored kernel module, userland, firmware) exports anything this way.
 * The namespace's spelling, a token or (since 6.13) a string literal,
 * comes from kernel/probe.kbuild.
 */
#if defined(__KERNEL__) && !defined(STRL_VENDORED)
#include <linux/export.h>
#if STRL_KERNEL_NS_TOKEN
#define STRL_EXPORT(sym) EXPORT_SYMBOL_NS_GPL(sym, STRL)
#else
#define STRL_EXPORT(sym) EXPORT_SYMBOL_NS_GPL(sym, "STRL")
#endif
#else
/* A declaration, so that the line's semicolon is one. */
#define STRL_EXPORT(sym) extern int strl__not_exported_##sym
#endif

/*
 * strl__scpy - the copy under strlcpy, strscpy and stpecpy
 * @dst: buffer of @size bytes
 * @src: source, read at most @size bytes
 * @size: buffer size, at least 1
 *
 * Copies at most @size - 1 bytes of @src and always terminates @dst; no
 * byte after the NUL is written.  Return: strlen(@src) if it is below
 * @size (@src fitted), else @size (@dst holds @size - 1 bytes of @src).
 */
size_t strl__scpy(char *dst, const char *src, size_t size) STRL_HIDDEN;

/*
 * strl__lcpy - strlcpy, for what strl_strlcpy does not finish inline
 * (buffers of more than a word, and size 0).  Same contract as
 * strl_strlcpy; lcpy.c copies then measures, x86_64/lcpy.c measures with
 * SIMD then copies.
 */
size_t strl__lcpy(char *dst, const char *src, size_t size) STRL_HIDDEN;

/*
 * Word-at-a-time support.  The word paths load aligned words, singly or
 * as the two words of one 2-word-aligned block, and only from a word or
 * block that holds at least one byte the function may read.  Such a word
 * or block (at most 16 bytes, aligned to its size) never straddles a page,
 * an MPU region (32-byte granules) or an MTE granule (16 bytes).  The
 * loads may see bytes past the NUL inside it, which sanitizers rightly
 * flag, so sanitizer builds and STRL_SMALL use the byte loops.
 */
#if defined(__has_feature)
#if __has_feature(address_sanitizer) || __has_feature(memory_sanitizer) || \
	__has_feature(hwaddress_sanitizer)
#define STRL__SANITIZED 1
#endif
#endif
#if defined(__SANITIZE_ADDRESS__) || defined(__SANITIZE_HWADDRESS__) || \
	defined(CONFIG_KASAN) || defined(CONFIG_KMSAN)
#define STRL__SANITIZED 1
#endif

#if defined(STRL_SMALL) || defined(STRL__SANITIZED)
#define STRL_WORDWISE 0
#else
#define STRL_WORDWISE 1
#endif

/*
 * @p rounded down to a multiple of @a (a power of two), through its
 * address: pointer arithmetic to before the start of an object would be
 * undefined behaviour.
 */
static inline const char *strl__align_down(const char *p, uintptr_t a)
{
	return (const char *)((uintptr_t)p & ~(a - 1));
}

/*
 * STRL_ONCE - the integer @v as loaded once: the compiler may not load it
 * again from memory for another use (clang loaded a 4-byte piece once
 * for its store and again for its NUL test), so that a copy tests what
 * it stored even if src changes under it.  No instruction.
 */
#define STRL_ONCE(v) __asm__("" : "+r"(v))

/*
 * STRL_COPY_ENDS_INT - copy the first and the last sizeof(@T) bytes of
 * @len (sizeof(@T) <= @len <= 2 * sizeof(@T)) through two @T, each loaded
 * once; @lo and @hi get them, for the NUL test.  The SIMD paths' short
 * copies (x86_64/, aarch64/).
 */
#define STRL_COPY_ENDS_INT(T, d, s, len, lo, hi)			\
	do {								\
		T a_, b_;						\
									\
		__builtin_memcpy(&a_, (s), sizeof(T));			\
		__builtin_memcpy(&b_, (s) + (len) - sizeof(T), sizeof(T)); \
		STRL_ONCE(a_);						\
		STRL_ONCE(b_);						\
		__builtin_memcpy((d), &a_, sizeof(T));			\
		__builtin_memcpy((d) + (len) - sizeof(T), &b_, sizeof(T)); \
		(lo) = a_;						\
		(hi) = b_;						\
	} while (0)

#if STRL_WORDWISE

#define STRL_W sizeof(size_t)
#define STRL_ONES ((size_t)-1 / 0xff)
#define STRL_HIGHS (STRL_ONES * 0x80)

/* 0x80 in each byte of @x that is zero, and maybe in a byte above one. */
static inline size_t strl__flags(size_t x)
{
	return (x - STRL_ONES) & ~x & STRL_HIGHS;
}

/*
 * How many bytes lie below the lowest flag of @m (0x80 bits, as
 * strl__flags sets them; at least one).  Where the ISA counts trailing
 * zeros in an instruction or two, that count; elsewhere (RV64 without
 * Zbb, the M0, where the compiler would call libgcc for it) the flag's
 * bit shifted down to bit 0, less one, leaves 0xff in each byte below
 * it, and a multiply sums their low bits into the top byte.
 */
#if defined(__aarch64__) || defined(__x86_64__) || defined(__riscv_zbb) || \
	(defined(__ARM_ARCH_ISA_THUMB) && __ARM_ARCH_ISA_THUMB >= 2)
#if __SIZEOF_SIZE_T__ == 8
#define STRL__CTZ(m) __builtin_ctzll(m)
#else
#define STRL__CTZ(m) __builtin_ctz(m)
#endif
static inline size_t strl__flag_index(size_t m)
{
	return (size_t)STRL__CTZ(m) >> 3;
}
#else
static inline size_t strl__flag_index(size_t m)
{
	return ((((m & (0 - m)) >> 7) - 1) & STRL_ONES) * STRL_ONES >>
	       (8 * STRL_W - 8);
}
#endif

#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
/* @x with its bytes reversed. */
static inline size_t strl__swab(size_t x)
{
#if __SIZEOF_SIZE_T__ == 8
	return __builtin_bswap64(x);
#else
	return __builtin_bswap32(x);
#endif
}
#endif

/*
 * strl__haszero(x) is non-zero iff some byte of @x is zero; strl__haszero2
 * asks the same of two words at once.  Both are exact as yes/no answers
 * on any byte order; which byte it is gets found by the byte loops
 * afterwards.  ARMv7E-M and RISC-V Zbb have instructions for the test
 * (strl_word_arm.h, strl_word_riscv.h); everything else uses the
 * borrow trick, which needs no instruction beyond add/and/not.
 *
 * strl__haszero_k and strl__haszero2_k are the same tests with the
 * borrow trick's constants passed in, @ones and @highs (STRL_ONES and
 * STRL_HIGHS), for strnlen, which holds them (STRL__KEEP_ZK); the tests
 * with instructions of their own ignore them.
 */
#if defined(__ARM_FEATURE_SIMD32) && !defined(__KERNEL__) && \
	!defined(STRL_NO_ARCH)
#include "strl_word_arm.h"
#elif defined(__riscv_zbb) && !defined(STRL_NO_ARCH)
#include "strl_word_riscv.h"
#else
#define STRL__ZK_BORROW 1
static inline size_t strl__haszero_k(size_t x, size_t ones, size_t highs)
{
	return (x - ones) & ~x & highs;
}

static inline size_t strl__haszero2_k(size_t a, size_t b, size_t ones,
				      size_t highs)
{
	return (((a - ones) & ~a) | ((b - ones) & ~b)) & highs;
}

static inline size_t strl__haszero(size_t x)
{
	return strl__haszero_k(x, STRL_ONES, STRL_HIGHS);
}

static inline size_t strl__haszero2(size_t a, size_t b)
{
	return strl__haszero2_k(a, b, STRL_ONES, STRL_HIGHS);
}
#endif

#ifndef STRL__ZK_BORROW
static inline size_t strl__haszero_k(size_t x, size_t ones, size_t highs)
{
	(void)ones;
	(void)highs;
	return strl__haszero(x);
}

static inline size_t strl__haszero2_k(size_t a, size_t b, size_t ones,
				      size_t highs)
{
	(void)ones;
	(void)highs;
	return strl__haszero2(a, b);
}
#endif

/*
 * STRL__KEEP_ZK - hide the values of @ones and @highs, which hold the
 * borrow trick's constants for strl__haszero_k, from the compiler: on
 * RISC-V without Zbb each constant takes two instructions (lui, addi),
 * and GCC made both again in each part of strnlen that tests words
 * (four); hidden, they are made once a call and stay in registers.
 * Elsewhere nothing: they stay constants, which the tests fold.  No
 * instruction.  (Not "(void)(ones)": sparse 0.6.5 warns that a cast of
 * a known 64-bit value to void truncates it.)
 */
#if defined(__riscv) && !defined(__riscv_zbb) && !defined(__FRAMAC__)
#define STRL__KEEP_ZK(ones, highs) __asm__("" : "+r"(ones), "+r"(highs))
#else
#define STRL__KEEP_ZK(ones, highs) ((void)sizeof(ones), (void)sizeof(highs))
#endif

static inline int strl__aligned(const void *p)
{
	return ((uintptr_t)p & (STRL_W - 1)) == 0;
}

/* How far @p is into its word. */
static inline unsigned int strl__word_offset(const char *p)
{
	return (unsigned int)((uintptr_t)p & (STRL_W - 1));
}

/* Is @p in the second word of its 2-word-aligned block? */
static inline int strl__block_odd(const char *p)
{
	return ((uintptr_t)p & STRL_W) != 0;
}

/*
 * The longest copy (n = size - 1) that strlcpy and strscpy make a byte at
 * a time, before any word setup: 8 bytes, a word on 64-bit and two on
 * 32-bit, where the word path's setup costs more than the bytes (RV32:
 * 91 instructions for 8 bytes by words, 47 by bytes).  Vector builds
 * (RVV, Helium) copy 8 bytes in fewer by vectors: a word there.
 */
#if defined(__riscv_vector) || defined(__ARM_FEATURE_MVE)
#define STRL__HEAD_MAX STRL_W
#else
#define STRL__HEAD_MAX 8
#endif

/*
 * strl__head - copy the first bytes of a string one at a time
 * Copies @src to @dst up to and including its NUL, at most @lim bytes;
 * @lim is at most STRL__HEAD_MAX + 1, and the loop is unrolled.  Most strings copied
 * are short: they end here as cheaply as in a plain byte loop, before any
 * word-path setup.  Return: the NUL's index, or @lim if none came within
 * @lim bytes.
 */
static inline size_t strl__head(char *dst, const char *src, size_t lim)
{
	size_t i;

#pragma GCC unroll 9
	/*@ loop invariant 0 <= i <= lim;
	    loop invariant \forall integer j; 0 <= j < i ==>
			dst[j] == src[j] && src[j] != 0;
	    loop invariant \forall integer j; i <= j < lim ==>
			dst[j] == \at(dst[j], Pre);
	    loop assigns i, dst[0 .. lim - 1];
	    loop variant lim - i; */
	for (i = 0; i < lim; i++) {
		dst[i] = src[i];
		if (dst[i] == '\0')
			break;
	}
	return i;
}

/*
 * Aligned word access through memcpy: no aliasing question arises, and
 * with the alignment promised the compiler emits one load or store (GCC
 * also pairs them into LDRD/STRD where it can, which it does not do for
 * may_alias lvalues).  Every load names, as a ghost argument for the
 * proofs (tests/proof/words.h), a byte @q in the same 2-word-aligned block
 * that the caller may read: the load rule above, made checkable.
 */
#ifndef __CHECKER__
#define STRL__ALIGNED_TO(p, a) __builtin_assume_aligned(p, a)
#else
#define STRL__ALIGNED_TO(p, a) ((void)(a), (p))	/* sparse: no such builtin */
#endif
#define STRL__ALIGNED(p) STRL__ALIGNED_TO(p, STRL_W)

static inline size_t strl__load(const char *p) /*@ ghost (const char *q) */
{
	size_t w;

	__builtin_memcpy(&w, STRL__ALIGNED(p), STRL_W);
	return w;
}

static inline void strl__store(char *p, size_t w)
{
	__builtin_memcpy(STRL__ALIGNED(p), &w, STRL_W);
}

#ifdef __ARM_FEATURE_UNALIGNED
/*
 * A word stored at any address: one STR where the target takes unaligned
 * stores (never STRD or STM, which fault on a misaligned address).
 */
static inline void strl__store_unaligned(char *p, size_t w)
{
	__builtin_memcpy(p, &w, STRL_W);
}
#endif

/*
 * The bytes at a misaligned address @sh bytes into word @lo, continuing
 * into the next word @hi, as one word in memory order.
 */
static inline size_t strl__merge(size_t lo, size_t hi, unsigned int sh)
{
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
	return lo << (8 * sh) | hi >> (8 * (STRL_W - sh));
#else
	return lo >> (8 * sh) | hi << (8 * (STRL_W - sh));
#endif
}

/* Bits of the first @sh bytes in memory order of a word, all set. */
static inline size_t strl__head_mask(unsigned int sh)
{
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
	return ~((size_t)-1 >> (8 * sh));
#else
	return (size_t)-1 >> (8 * (STRL_W - sh));
#endif
}

/*
 * Non-zero iff a byte of @lo at memory index @sh or later is zero: the
 * first word of a source @sh bytes into it, whose bytes before @sh belong
 * to no string.
 */
static inline size_t strl__haszero_from(size_t lo, unsigned int sh)
{
	return strl__haszero(lo | strl__head_mask(sh));
}

/* The same with the constants passed in, as strl__haszero_k. */
static inline size_t strl__haszero_from_k(size_t lo, unsigned int sh,
					  size_t ones, size_t highs)
{
	return strl__haszero_k(lo | strl__head_mask(sh), ones, highs);
}

/*
 * strl__nul_flags - non-zero iff @x holds a zero byte: strl__flags in
 * memory order (of the byte-reversed word on big-endian), whose lowest
 * flag is exact (a false one only ever sits above a true one).
 */
static inline size_t strl__nul_flags(size_t x)
{
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
	return strl__flags(strl__swab(x));
#else
	return strl__flags(x);
#endif
}

/* The memory index of the first zero byte of @x, which holds one. */
static inline size_t strl__nul_index(size_t x)
{
	return strl__flag_index(strl__nul_flags(x));
}

/* @w without its first @b (0 < b < STRL_W) bytes in memory order. */
static inline size_t strl__shift_out(size_t w, unsigned int b)
{
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
	return w << (8 * b);
#else
	return w >> (8 * b);
#endif
}

/*
 * Store the first @b bytes in memory order of @w at @d + @k: @d is
 * aligned, @b is 4, 2 or 1 (less than STRL_W), and @k a multiple of it.
 * One store.
 */
static inline void strl__store_part(char *d, size_t k, size_t w,
				    unsigned int b)
{
	/* A word's first bytes in memory order begin its representation. */
	if (b == 4)
		__builtin_memcpy(STRL__ALIGNED_TO(d + k, 4), &w, 4);
	else if (b == 2)
		__builtin_memcpy(STRL__ALIGNED_TO(d + k, 2), &w, 2);
	else
		__builtin_memcpy(d + k, &w, 1);
}

#endif /* STRL_WORDWISE */

/*
 * strl__zero - zero @n bytes at @p
 * Aligned word stores between the bytes up to the first word boundary and
 * the bytes after the last (byte stores only in STRL_SMALL and sanitizer
 * builds): strncpy's padding can be most of a large buffer.  A loop, not
 * a memset call: the core has no C library to call.
 */
static inline void strl__zero(char *p, size_t n)
/*@ ghost (char *base, size_t off) */
{
	size_t i = 0;

#if STRL_WORDWISE
	for (; i < n && !strl__aligned(p + i); i++)
		p[i] = '\0';
	for (; n - i >= STRL_W; i += STRL_W)
		strl__store(p + i, 0);
#endif
	/*@ loop invariant 0 <= i <= n;
	    loop invariant \forall integer j; off <= j < off + i ==> base[j] == 0;
	    loop assigns i, p[0 .. n - 1];
	    loop variant n - i; */
	for (; i < n; i++)
		p[i] = '\0';
}

#endif /* STRL_IMPL_H */

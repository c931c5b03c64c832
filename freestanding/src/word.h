/* SPDX-License-Identifier: ISC */
/*
 * The word library: what the word paths of copy.c and strnlen.c are made
 * of, and the byte head every word build starts with; nothing in the
 * byte builds (STRL__WORDWISE 0).
 *
 * The load rule: the word paths load aligned words, singly or as the two
 * words of one 2-word-aligned block, and only from a word or block that
 * holds at least one byte the function may read.  Such a word or block
 * (at most 16 bytes, aligned to its size) never straddles a page, an MPU
 * region (32-byte granules) or an MTE granule (16 bytes).  The loads may
 * see bytes past the NUL inside it, which sanitizers rightly flag, so
 * sanitizer builds and STRL_SMALL use the byte loops (STRL__WORDWISE).
 *
 * An ISA plugs in here and nowhere else, through the hooks below, which
 * its header word/<isa>.h may define (docs/porting.md):
 *   STRL__HAVE_CTZ          counting trailing zeros is an instruction or two
 *   STRL__HAVE_ZTEST        strl__haszero() and strl__haszero2() of its own
 *   STRL__KEEP_ZK(o, h)     the borrow trick's constants held in registers
 *   STRL__HEAD_MAX          the longest copy made a byte at a time
 *   STRL__ALIGN_SRC         copies align src, storing words at any address
 *                           (strl__store_unaligned)
 *   STRL__HAVE_BLOCKS       16-byte block loops: strl__copy_blocks,
 *                           strl__copy_words, strl__scan_blocks and
 *                           strl__zero_index
 *   STRL__HAVE_WORD_COPIES  copy.c's two word copies, strl__words_even
 *                           and strl__words_odd, in assembly
 *   STRL__WORDS_ATTR        attributes of the word copies (noinline)
 *   STRL__PAIR_UNROLL       a pragma before strnlen's pair loop
 */
#ifndef STRL_WORD_H
#define STRL_WORD_H

#include "internal.h"

#if STRL__WORDWISE

#define STRL__W sizeof(size_t)
#define STRL__ONES ((size_t)-1 / 0xff)
#define STRL__HIGHS (STRL__ONES * 0x80)

/* The ISA's hooks: chosen here, by the compiler's own macros. */
#if defined(__arm__)
#include "word/arm.h"
#elif defined(__riscv)
#include "word/riscv.h"
#elif defined(__aarch64__) || defined(__x86_64__)
#define STRL__HAVE_CTZ 1	/* RBIT and CLZ; TZCNT (or BSF) */
#endif

/* 0x80 in each byte of @x that is zero, and maybe in a byte above one. */
static inline size_t strl__flags(size_t x)
{
	return (x - STRL__ONES) & ~x & STRL__HIGHS;
}

/*
 * How many bytes lie below the lowest flag of @m (0x80 bits, as
 * strl__flags sets them; at least one).  Where the ISA counts trailing
 * zeros in an instruction or two, that count; elsewhere (where the
 * compiler would call libgcc for it) the flag's bit shifted down to bit
 * 0, less one, leaves 0xff in each byte below it, and a multiply sums
 * their low bits into the top byte.
 */
#ifdef STRL__HAVE_CTZ
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
	return ((((m & (0 - m)) >> 7) - 1) & STRL__ONES) * STRL__ONES >>
	       (8 * STRL__W - 8);
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
 * afterwards.  An ISA with instructions for the test has its own
 * (STRL__HAVE_ZTEST); the borrow trick here needs none beyond an add,
 * an AND and a NOT.
 *
 * strl__haszero_k and strl__haszero2_k are the same tests with the
 * borrow trick's constants passed in, @ones and @highs (STRL__ONES and
 * STRL__HIGHS), for strnlen, which holds them (STRL__KEEP_ZK); the tests
 * with instructions of their own ignore them.
 */
#ifndef STRL__HAVE_ZTEST
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
	return strl__haszero_k(x, STRL__ONES, STRL__HIGHS);
}

static inline size_t strl__haszero2(size_t a, size_t b)
{
	return strl__haszero2_k(a, b, STRL__ONES, STRL__HIGHS);
}
#else
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
 * STRL__KEEP_ZK - hide the values of @ones and @highs from the compiler,
 * where making the constants costs instructions each time (an ISA's
 * hook); here nothing: they stay constants, which the tests fold.  No
 * instruction.  (Not "(void)(ones)": sparse warns that a cast of a known
 * 64-bit value to void truncates it.)
 */
#ifndef STRL__KEEP_ZK
#define STRL__KEEP_ZK(ones, highs) ((void)sizeof(ones), (void)sizeof(highs))
#endif

#ifndef STRL__ALIGN_SRC
#define STRL__ALIGN_SRC 0
#endif

#ifndef STRL__WORDS_ATTR
#define STRL__WORDS_ATTR
#endif

#ifndef STRL__PAIR_UNROLL
#define STRL__PAIR_UNROLL
#endif

static inline int strl__aligned(const void *p)
{
	return ((uintptr_t)p & (STRL__W - 1)) == 0;
}

/* How far @p is into its word. */
static inline unsigned int strl__word_offset(const char *p)
{
	return (unsigned int)((uintptr_t)p & (STRL__W - 1));
}

/* Is @p in the second word of its 2-word-aligned block? */
static inline int strl__block_odd(const char *p)
{
	return ((uintptr_t)p & STRL__W) != 0;
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
#define STRL__ALIGNED(p) STRL__ALIGNED_TO(p, STRL__W)

static inline size_t strl__load(const char *p) /*@ ghost (const char *q) */
{
	size_t w;

	__builtin_memcpy(&w, STRL__ALIGNED(p), STRL__W);
	return w;
}

static inline void strl__store(char *p, size_t w)
{
	__builtin_memcpy(STRL__ALIGNED(p), &w, STRL__W);
}

/*
 * The bytes at a misaligned address @sh bytes into word @lo, continuing
 * into the next word @hi, as one word in memory order.
 */
static inline size_t strl__merge(size_t lo, size_t hi, unsigned int sh)
{
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
	return lo << (8 * sh) | hi >> (8 * (STRL__W - sh));
#else
	return lo >> (8 * sh) | hi << (8 * (STRL__W - sh));
#endif
}

/* Bits of the first @sh bytes in memory order of a word, all set. */
static inline size_t strl__head_mask(unsigned int sh)
{
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
	return ~((size_t)-1 >> (8 * sh));
#else
	return (size_t)-1 >> (8 * (STRL__W - sh));
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

/* @w without its first @b (0 < b < STRL__W) bytes in memory order. */
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
 * aligned, @b is 4, 2 or 1 (less than STRL__W), and @k a multiple of it.
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

/*
 * The longest copy (n = size - 1) that strlcpy and strscpy make a byte at
 * a time, before any word setup: 8 bytes, a word on 64-bit and two on
 * 32-bit, where the word path's setup costs more than the bytes.  An ISA
 * that copies 8 bytes in fewer by vectors sets it lower
 * (docs/performance.md#boards-byte-head).
 */
#ifndef STRL__HEAD_MAX
#define STRL__HEAD_MAX 8
#endif

/*
 * strl__head - copy the first bytes of a string one at a time
 * Copies @src to @dst up to and including its NUL, at most @lim bytes;
 * @lim is at most STRL__HEAD_MAX + 1, and the loop is unrolled.  Most
 * strings copied are short: they end here as cheaply as in a plain byte
 * loop, before any word-path setup.  Return: the NUL's index, or @lim if
 * none came within @lim bytes.
 */
static inline size_t strl__head(char *dst, const char *src, size_t lim)
{
	size_t i;

	/* GCC 8 and clang read it; older GCCs (gcc-avr 5.4) warn. */
#if defined(__clang__) || (defined(__GNUC__) && __GNUC__ >= 8)
#pragma GCC unroll 9
#endif
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

#endif /* STRL__WORDWISE */

#endif /* STRL_WORD_H */

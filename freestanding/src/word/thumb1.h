/* SPDX-License-Identifier: ISC */
/*
 * Thumb-1's word hooks (ARMv6-M, ARMv8-M Baseline), for word/arm.h:
 * eight low registers.  With the word copies inlined, GCC saves r8-r11
 * and spills on every call that reaches them, short ones included: they
 * are calls of their own here (STRL__WORDS_ATTR), and on little-endian
 * cores they are assembly (thumb1.S), which saves r4-r7 and keeps
 * everything else in registers.  strnlen's pair loop is unrolled once,
 * so that its count is tested once each 16 bytes.
 * (docs/performance.md#boards-cortex-m0)
 *
 * The copies do the work of copy.c's C ones (copy_words.inc, copy.c),
 * which the proofs cover; these are checked by the board tests of the
 * micro:bit, whose Cortex-M0 faults on any unaligned access, and by
 * their mutants.  Assembly includes this header for
 * STRL__HAVE_WORD_COPIES alone.
 */
#ifndef STRL_WORD_THUMB1_H
#define STRL_WORD_THUMB1_H

#if defined(__ARMEL__) && !defined(__ARM_FEATURE_UNALIGNED) && \
	!defined(STRL_NO_ARCH) && !defined(__FRAMAC__)
#define STRL__HAVE_WORD_COPIES 1
#endif

#ifndef __ASSEMBLER__
#define STRL__WORDS_ATTR __attribute__((__noinline__))
#define STRL__PAIR_UNROLL _Pragma("GCC unroll 2")

#ifdef STRL__HAVE_WORD_COPIES
/*
 * Both go on from index @i of @dst and @src, which hold a NUL-free
 * prefix of i bytes, with dst + i aligned; they copy whole words while
 * the word holds no NUL and all its bytes are below @n, loading each
 * aligned word only once every byte before it was found NUL-free and
 * the word holds a byte below n.  Return: the index reached, i plus a
 * multiple of 4.  strl__words_even wants src + i aligned too,
 * strl__words_odd src + i 1-3 bytes past an aligned word.
 */
size_t strl__words_even(char *dst, const char *src, size_t i, size_t n)
	STRL__HIDDEN;
size_t strl__words_odd(char *dst, const char *src, size_t i, size_t n)
	STRL__HIDDEN;
#endif
#endif /* !__ASSEMBLER__ */

#endif /* STRL_WORD_THUMB1_H */

/* SPDX-License-Identifier: ISC */
/*
 * RISC-V's word hooks (word.h lists them).
 *
 *  - Zbb: ORC.B turns every non-zero byte into 0xff and every zero byte
 *    into 0x00, so a word holds a NUL iff ORC.B of it is not all ones:
 *    one instruction and a compare with a constant the loop keeps in a
 *    register; CTZ counts trailing zeros.  STRL_NO_ARCH leaves out the
 *    tests.
 *  - Without Zbb, each of the borrow trick's constants takes two
 *    instructions (LUI, ADDI), and GCC made both again in each part of
 *    strnlen that tests words: hidden from it, they are made once a call
 *    and stay in registers (docs/performance.md#boards-riscv-constants).
 *  - Vector builds copy 8 bytes in fewer instructions by vectors.
 */
#ifndef STRL_WORD_RISCV_H
#define STRL_WORD_RISCV_H

#ifdef __riscv_zbb
#define STRL__HAVE_CTZ 1
#ifndef STRL_NO_ARCH
#define STRL__HAVE_ZTEST 1

static inline size_t strl__orcb(size_t x)
{
	size_t r;

	__asm__("orc.b	%0, %1" : "=r"(r) : "r"(x));
	return r;
}

static inline size_t strl__haszero(size_t x)
{
	return ~strl__orcb(x);
}

static inline size_t strl__haszero2(size_t a, size_t b)
{
	return ~(strl__orcb(a) & strl__orcb(b));
}
#endif /* !STRL_NO_ARCH */
#elif !defined(__FRAMAC__)
#define STRL__KEEP_ZK(ones, highs) __asm__("" : "+r"(ones), "+r"(highs))
#endif /* __riscv_zbb */

#ifdef __riscv_vector
#define STRL__HEAD_MAX STRL__W
#endif

#endif /* STRL_WORD_RISCV_H */

/* SPDX-License-Identifier: ISC */
/*
 * Zero-byte tests for RISC-V with Zbb.  Included by strl_impl.h in place
 * of the generic ones.  ORC.B turns every non-zero byte into 0xff and
 * every zero byte into 0x00, so a word holds a NUL iff ORC.B of it is not
 * all ones: one instruction and a compare with a constant the loop keeps
 * in a register.
 */
#ifndef STRL_WORD_RISCV_H
#define STRL_WORD_RISCV_H

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

#endif /* STRL_WORD_RISCV_H */

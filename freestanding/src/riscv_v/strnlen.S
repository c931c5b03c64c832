/* SPDX-License-Identifier: ISC */
/*
 * RISC-V V (1.0) strnlen, for RV32 and RV64 alike.
 *
 * Each step asks for as many bytes as remain of maxlen (vsetvli, bytes as
 * elements, eight registers a group: VLEN bytes at most) and loads them
 * fault-only-first: only the first byte, which the call must read, may
 * trap; a fault further on (past the end of RAM or of a page the string
 * ends before) shortens vl instead, so vl is read back after the load.
 * Nothing at or past s + maxlen is ever read.
 */
#include "arch.h"

#if STRL__ARCH
	.text
	.balign	4
	.globl	strl_strnlen
	.type	strl_strnlen, @function
/* size_t strl_strnlen(const char *s, size_t maxlen): a0 = s, a1 = maxlen */
strl_strnlen:
	mv	a2, a0			/* p: the next byte to read */
	beqz	a1, 2f			/* nothing to read; s may be NULL */
1:	strl_rvv_step a2, a1, t0, t1
	bgez	t1, 3f
	add	a2, a2, t0
	sub	a1, a1, t0
	bnez	a1, 1b
2:	sub	a0, a2, a0		/* no NUL below maxlen: maxlen */
	ret
3:	add	a2, a2, t1
	sub	a0, a2, a0
	ret
	.size	strl_strnlen, . - strl_strnlen

	strl_notes
#endif

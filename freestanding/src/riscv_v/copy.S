/* SPDX-License-Identifier: ISC */
/*
 * RISC-V V (1.0) strl__copy, the copy under strlcpy, strscpy, strscpy_pad
 * and stpecpy (contract in internal.h), for RV32 and RV64 alike.
 *
 * Reads: each step asks for what remains of the size bound (vsetvli) and
 * loads fault-only-first, so no byte at or past src + size is read, and a
 * fault past the first byte (the end of RAM past the NUL) shortens vl,
 * which is read back after the load.  Stores: a step with no NUL stores
 * the bytes it loaded; the step with the NUL stores up to it and no
 * further (masked by vmsif: the NUL is the last byte written); the step
 * that reaches the bound without one stores all but its last byte, and
 * then the terminator.  Each byte is loaded once, tested and stored from
 * the same register, so what is stored is what was tested even if src
 * changes during the call.
 */
#include "arch.h"

#if STRL__ARCH
	.text
	.balign	4
/*
 * size_t strl__copy(char *dst, const char *src, size_t size), size >= 1:
 * a0 = dst, a1 = src, a2 = size.  a0, a1: where the step stores and
 * loads (the answer needs only size and a5); a5: bytes of src left below
 * the bound.
 */
	strl_func strl__copy
	mv	a5, a2
1:	strl_rvv_step a1, a5, t0, t1
	bgez	t1, 3f
	sub	a5, a5, t0
	beqz	a5, 2f			/* the bound reached without a NUL */
	vse8.v	v8, (a0)
	add	a0, a0, t0
	add	a1, a1, t0
	j	1b
2:	addi	t0, t0, -1		/* all but the byte at src[size - 1] */
	vsetvli	zero, t0, e8, m8, ta, ma
	vse8.v	v8, (a0)
	add	a0, a0, t0
	sb	zero, 0(a0)		/* dst[size - 1] */
	mv	a0, a2
	ret
3:	vmsif.m	v0, v16			/* the elements up to the NUL, it included */
	vse8.v	v8, (a0), v0.t
	sub	a0, a2, a5		/* the bytes before this step */
	add	a0, a0, t1		/* strlen(src) */
	ret
	.size	strl__copy, . - strl__copy

	strl_notes
#endif

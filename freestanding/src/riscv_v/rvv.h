/* SPDX-License-Identifier: ISC */
/*
 * The step the RVV paths share (assembler macro, included by the .S
 * files): ask for what remains of the bound, as bytes eight registers a
 * group; load them fault-only-first into v8, so that only the first byte
 * may trap and a fault further on shortens vl, which is then read back;
 * find the first NUL.
 *   strl_rvv_step P, N, VL, T
 *     P: where to load; N: bytes left below the bound (at least 1)
 *     VL: bytes loaded; T: the first NUL's element, or -1
 *     v8: the bytes; v16: their NUL mask
 */
#ifndef STRL_RVV_H
#define STRL_RVV_H

#ifndef __riscv_vector
#error "riscv_v/ holds the RVV paths: build it for a target with V (-march=rv64gcv, rv32imacv...)"
#endif

.macro strl_rvv_step p, n, vl, t
	vsetvli	\vl, \n, e8, m8, ta, ma
	vle8ff.v v8, (\p)
	csrr	\vl, vl			/* what the load really read */
	vmseq.vi v16, v8, 0
	vfirst.m \t, v16
.endm

#endif

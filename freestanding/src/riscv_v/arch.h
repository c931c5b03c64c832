/* SPDX-License-Identifier: ISC */
/*
 * RISC-V V (1.0), for RV32 and RV64 alike: the build picks this directory
 * for targets with the V extension (boards/virt-rv64-v).  Code built
 * without V, sanitizer builds and STRL_SMALL take the generic files
 * instead (STRL__ARCH 0).  Included by the C files for STRL__ARCH, and by
 * the assembly for the step the RVV paths share, below.
 */
#ifndef STRL_RISCV_V_ARCH_H
#define STRL_RISCV_V_ARCH_H

#include "../internal.h"

#if STRL__WORDWISE && defined(__riscv_vector) && !defined(STRL_NO_ARCH)
#define STRL__ARCH 1
#else
#define STRL__ARCH 0
#endif

#if STRL__ARCH && defined(__ASSEMBLER__)
/*
 * strl_rvv_step P, N, VL, T: ask for what remains of the bound, as bytes
 * eight registers a group; load them fault-only-first into v8, so that
 * only the first byte may trap and a fault further on shortens vl, which
 * is then read back; find the first NUL.
 *   P: where to load; N: bytes left below the bound (at least 1)
 *   VL: bytes loaded; T: the first NUL's element, or -1
 *   v8: the bytes; v16: their NUL mask
 */
.macro strl_rvv_step p, n, vl, t
	vsetvli	\vl, \n, e8, m8, ta, ma
	vle8ff.v v8, (\p)
	csrr	\vl, vl			/* what the load really read */
	vmseq.vi v16, v8, 0
	vfirst.m \t, v16
.endm

/* A function of the library's own, global in it and hidden outside it. */
.macro strl_func name
	.globl	\name
	.hidden	\name
	.type	\name, @function
\name:
.endm

/* The note the C compiler would write: a stack that needs no execution. */
.macro strl_notes
	.pushsection .note.GNU-stack, "", %progbits
	.popsection
.endm
#endif

#endif /* STRL_RISCV_V_ARCH_H */

/* SPDX-License-Identifier: ISC */
/* RISC-V virt M-mode entry and trap vector, shared by the RISC-V boards. */
	.section .text.start, "ax"
	.globl _start
_start:
	.option push
	.option norelax
	la gp, __global_pointer$
	.option pop
	la sp, _estack
	la t0, trap_entry
	csrw mtvec, t0
#ifdef __riscv_flen
	li t0, (1 << 13)	/* mstatus.FS = initial: FPU on */
	csrs mstatus, t0
#endif
#ifdef __riscv_vector
	li t0, (1 << 9)		/* mstatus.VS = initial: vector unit on */
	csrs mstatus, t0
#endif
	call board_start
1:	j 1b

	.align 4
trap_entry:
	la sp, _estack
	csrr a0, mcause
	csrr a1, mepc
	csrr a2, mtval
	call trap_report
2:	j 2b

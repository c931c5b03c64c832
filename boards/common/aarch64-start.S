/* SPDX-License-Identifier: ISC */
/*
 * AArch64 bare-metal entry at EL1 (QEMU virt loads the image and starts
 * there, without firmware): stack, exception vectors, FP/SIMD on, and the
 * MMU on with an identity map, before any C runs, since C may make
 * unaligned accesses or use SIMD registers.  The map: the first GiB
 * Device-nGnRnE (flash, UART, GIC), the second, where RAM is, Normal
 * write-back; past the RAM QEMU has no memory, so an access there aborts.
 * A board built with -mstrict-align (as TF-A builds) also defines
 * BOARD_STRICT_ALIGN (GCC does not tell the preprocessor of the flag),
 * and the startup sets SCTLR_EL1.A: every unaligned access faults.
 */
#define SCTLR_M (1 << 0)
#define SCTLR_A (1 << 1)
#define SCTLR_C (1 << 2)
#define SCTLR_SA (1 << 3)
#define SCTLR_I (1 << 12)
#define SCTLR_RES1 0x30d00800
/* T0SZ 32 (4 GiB, walks from level 1), inner/outer write-back, inner
 * shareable, 4 KiB granule, no TTBR1 walks */
#define TCR_VALUE (32 | (1 << 8) | (1 << 10) | (3 << 12) | (1 << 23))
/* attribute 0: Device-nGnRnE; 1: Normal, write-back */
#define MAIR_VALUE 0xff00
#define BLOCK_DEVICE 0x401		/* AF, attribute 0, 1 GiB block */
#define BLOCK_NORMAL 0x705		/* AF, inner shareable, attribute 1 */

	.section .text.start, "ax"
	.globl	_start
_start:
	ldr	x0, =_estack
	mov	sp, x0
	adr	x0, vectors
	msr	vbar_el1, x0
	mov	x0, #(3 << 20)		/* CPACR_EL1.FPEN: FP/SIMD at EL1 */
	msr	cpacr_el1, x0
	ldr	x0, =MAIR_VALUE
	msr	mair_el1, x0
	ldr	x0, =TCR_VALUE
	msr	tcr_el1, x0
	adr	x0, ttb
	msr	ttbr0_el1, x0
	isb
	tlbi	vmalle1
	dsb	ish
	isb
	ldr	x0, =(SCTLR_RES1 | SCTLR_M | SCTLR_C | SCTLR_SA | SCTLR_I)
#ifdef BOARD_STRICT_ALIGN
	orr	x0, x0, #SCTLR_A
#endif
	msr	sctlr_el1, x0
	isb
	bl	board_start
1:	b	1b

/* Every exception is a fault here: report it (aarch64.c). */
	.macro	vector
	.balign	0x80
	mrs	x0, esr_el1
	mrs	x1, elr_el1
	mrs	x2, far_el1
	b	aarch64_fault
	.endm

	.balign	0x800
vectors:
	.rept	16
	vector
	.endr

	.section .rodata.ttb, "a"
	.balign	4096
ttb:
	.quad	0x00000000 | BLOCK_DEVICE
	.quad	0x40000000 | BLOCK_NORMAL
	.fill	510, 8, 0

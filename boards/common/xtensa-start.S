/* SPDX-License-Identifier: ISC */
/*
 * Xtensa LX106 (the ESP8266's core) under QEMU's sim machine: the CPU
 * starts at the reset vector, the start of the system ROM (0x50000000),
 * where the image's text begins (the board's BOARD_FLASH).  The call0
 * ABI (no register windows): a1 is the stack pointer.  Every exception
 * vector, relocated here by VECBASE, reports a fault (xtensa.c): an
 * unaligned access (LoadStoreAlignmentCause, 9), since the LX106 has no
 * unaligned loads or stores, and an access where QEMU maps no memory
 * (Load- or StoreProhibitedCause, 15 or 16) included.  Interrupts stay
 * masked (PS.INTLEVEL 15).
 */
#define PS_UM (1 << 5)
#define PS_INTLEVEL_MAX 15

	.section .vectors, "ax"
	.global _start
_start:
	j	board_reset

	.section .text.start, "ax"
	.align	4
	.literal_position
board_reset:
	movi	a1, _estack
	movi	a2, board_vectors
	wsr	a2, vecbase
	movi	a2, PS_UM | PS_INTLEVEL_MAX
	wsr	a2, ps
	rsync
	call0	board_start
1:	j	1b

/* The vectors at their LX106 offsets; each ends in xtensa_fault(). */
	.macro	vector
	movi	a1, _estack
	rsr	a2, exccause
	rsr	a3, epc1
	rsr	a4, excvaddr
	call0	xtensa_fault
	.endm

	.section .text.vectors, "ax"
	.balign	1024
	.literal_position
	.balign	1024
board_vectors:
	.org	board_vectors + 0x10	/* debug */
	j	fault
	.org	board_vectors + 0x20	/* NMI */
	j	fault
	.org	board_vectors + 0x30	/* kernel */
	j	fault
	.org	board_vectors + 0x50	/* user */
	j	fault
	.org	board_vectors + 0x70	/* double */
	j	fault
	.align	4
fault:
	vector
2:	j	2b

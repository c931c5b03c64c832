/* SPDX-License-Identifier: ISC */
/*
 * AVR reset and vectors, for the ATmega boards: the zero register and
 * SREG cleared, the stack at the end of SRAM, .data copied from flash
 * (ELPM where flash passes 64 KiB), .bss zeroed, then board_start.  Linked
 * with the toolchain's default script for the -mmcu, whose symbols these
 * are; no interrupt is enabled, so every vector but reset is a fault.
 */
#include <avr/io.h>

#if FLASHEND > 0x1fff
#define VECTOR jmp
#define VECTOR_BYTES 4
#else
#define VECTOR rjmp
#define VECTOR_BYTES 2
#endif

	.section .vectors, "ax", @progbits
	.global __vectors
__vectors:
	VECTOR board_reset
	.rept _VECTORS_SIZE / VECTOR_BYTES - 1
	VECTOR board_bad_irq
	.endr

	.section .text.start, "ax", @progbits
	.global board_reset
board_reset:
	clr r1
	out _SFR_IO_ADDR(SREG), r1
	ldi r28, lo8(RAMEND)
	ldi r29, hi8(RAMEND)
	out _SFR_IO_ADDR(SPH), r29
	out _SFR_IO_ADDR(SPL), r28

	ldi r26, lo8(__data_start)
	ldi r27, hi8(__data_start)
	ldi r30, lo8(__data_load_start)
	ldi r31, hi8(__data_load_start)
	ldi r17, hi8(__data_end)
#ifdef __AVR_HAVE_ELPMX__
	ldi r16, hh8(__data_load_start)
	out _SFR_IO_ADDR(RAMPZ), r16
#endif
	rjmp 2f
1:
#ifdef __AVR_HAVE_ELPMX__
	elpm r0, Z+
#else
	lpm r0, Z+
#endif
	st X+, r0
2:	cpi r26, lo8(__data_end)
	cpc r27, r17
	brne 1b

	ldi r26, lo8(__bss_start)
	ldi r27, hi8(__bss_start)
	ldi r17, hi8(__bss_end)
	rjmp 4f
3:	st X+, r1
4:	cpi r26, lo8(__bss_end)
	cpc r27, r17
	brne 3b

#ifdef __AVR_HAVE_JMP_CALL__
	call board_start
#else
	rcall board_start
#endif
5:	rjmp 5b

/* SPDX-License-Identifier: ISC */
/*
 * AVR (the ATmega boards): output on USART0, which QEMU's Arduino machines
 * show on -serial and simavr on its console.  An AVR cannot end QEMU, so
 * board_exit prints the status on a line of its own, which the runner
 * (tools/boards/qemu-run.sh, QEMU_EXIT_LINE) reads before it stops QEMU,
 * and then sleeps with interrupts off, which ends simavr.  An AVR has no
 * faults: a stray access reads or writes whatever is there.
 */
#include <avr/io.h>

#include "board.h"

void board_start(void);
void board_bad_irq(void);

void board_putc(char c)
{
	while (!(UCSR0A & (1 << UDRE0)))
		;
	UDR0 = (uint8_t)c;
}

void board_flush(void)
{
	/* The last byte shifted out: the status line is whole. */
	while (!(UCSR0A & (1 << UDRE0)))
		;
}

void board_tlb_flush(void)
{
}

void board_exit(int code)
{
	unsigned int c = code < 0 ? 1 : code > 255 ? 255 : (unsigned int)code;
	char num[4];
	int i = 0;

	do
		num[i++] = (char)('0' + c % 10);
	while ((c /= 10) != 0);
	board_puts("# board exit status ");
	while (i > 0)
		board_putc(num[--i]);
	board_putc('\n');
	board_flush();
	__asm__ volatile("cli");
	SMCR = 1 << SE;		/* idle mode, sleep enabled */
	for (;;)
		__asm__ volatile("sleep");
}

void board_bad_irq(void)
{
	board_fault("unexpected interrupt", 0, 0, 0);
}

void board_start(void)
{
	UCSR0B = 1 << TXEN0;
	board_exit(main());
}

/* SPDX-License-Identifier: ISC */
/* RISC-V virt: 16550 UART output and the sifive_test exit device. */
#include "board.h"

#define UART ((volatile uint8_t *)0x10000000)
#define UART_THR 0
#define UART_LSR 5
#define UART_LSR_THRE 0x20
#define TEST_DEVICE (*(volatile uint32_t *)0x100000)
#define TEST_PASS 0x5555
#define TEST_FAIL 0x3333

void board_start(void);
void trap_report(uintptr_t cause, uintptr_t pc, uintptr_t tval);

void board_putc(char c)
{
	while (!(UART[UART_LSR] & UART_LSR_THRE))
		;
	UART[UART_THR] = (uint8_t)c;
}

void board_tlb_flush(void)
{
	__asm__ volatile("sfence.vma" ::: "memory");
}

void board_flush(void)
{
}

void board_exit(int code)
{
	uint32_t c = code < 0 ? 1 : code > 255 ? 255 : (uint32_t)code;

	for (;;)
		TEST_DEVICE = c ? c << 16 | TEST_FAIL : TEST_PASS;
}

void trap_report(uintptr_t cause, uintptr_t pc, uintptr_t tval)
{
	board_fault("trap", cause, pc, tval);
}

void board_start(void)
{
	board_init_memory();
	board_exit(main());
}

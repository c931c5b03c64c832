/* SPDX-License-Identifier: ISC */
/*
 * Xtensa LX106 under QEMU's sim machine: output and exit through its
 * semihosting (SIMCALL: the call in a2, arguments from a3, the result
 * back in a2 and errno in a3), faults from xtensa-start.S's vectors.
 */
#include "board.h"

#define SYS_EXIT 1
#define SYS_WRITE 4

void board_start(void);
void xtensa_fault(uintptr_t cause, uintptr_t pc, uintptr_t addr);

static long simcall(long op, long a, long b, long c)
{
	register long a2 __asm__("a2") = op;
	register long a3 __asm__("a3") = a;
	register long a4 __asm__("a4") = b;
	register long a5 __asm__("a5") = c;

	__asm__ volatile("simcall"
			 : "+r"(a2), "+r"(a3)
			 : "r"(a4), "r"(a5)
			 : "memory");
	return a2;
}

/* A write per line, not per byte. */
static char line[128];
static size_t line_len;

void board_flush(void)
{
	if (line_len)
		simcall(SYS_WRITE, 1, (long)(uintptr_t)line, (long)line_len);
	line_len = 0;
}

void board_putc(char c)
{
	line[line_len++] = c;
	if (c == '\n' || line_len == sizeof(line))
		board_flush();
}

void board_tlb_flush(void)
{
}

void board_exit(int code)
{
	board_flush();
	for (;;)
		simcall(SYS_EXIT, code, 0, 0);
}

/*
 * EXCCAUSE 9: LoadStoreAlignmentCause; 15 and 16: Load- and
 * StoreProhibitedCause, which QEMU raises where no memory is mapped.
 */
void xtensa_fault(uintptr_t cause, uintptr_t pc, uintptr_t addr)
{
	board_fault(cause == 9 ? "unaligned access" :
		    cause == 15 || cause == 16 ? "no memory there" : "exception",
		    cause, pc, addr);
}

void board_start(void)
{
	board_init_memory();
	board_exit(main());
}

/* SPDX-License-Identifier: ISC */
/*
 * Output and exit through Arm semihosting, shared by the Cortex-M
 * (BKPT 0xAB) and AArch64 (HLT 0xF000) boards; QEMU serves it with
 * -semihosting-config.
 */
#include "board.h"

#define SYS_WRITE0 0x04
#define SYS_EXIT 0x18
#define SYS_EXIT_EXTENDED 0x20
#define ADP_STOPPED_APPLICATION_EXIT 0x20026

#if defined(__aarch64__)
static long semihost(long op, void *arg)
{
	register long x0 __asm__("x0") = op;
	register void *x1 __asm__("x1") = arg;

	__asm__ volatile("hlt #0xf000" : "+r"(x0) : "r"(x1) : "memory");
	return x0;
}
/* AArch64's SYS_EXIT takes the reason and the status in a block. */
#define EXIT_OP SYS_EXIT
#else
static long semihost(long op, void *arg)
{
	register long r0 __asm__("r0") = op;
	register void *r1 __asm__("r1") = arg;

	__asm__ volatile("bkpt 0xab" : "+r"(r0) : "r"(r1) : "memory");
	return r0;
}
#define EXIT_OP SYS_EXIT_EXTENDED
#endif

/* Semihosting writes whole strings: buffer a line at a time. */
static char line[128];
static size_t line_len;

void board_flush(void)
{
	if (line_len) {
		line[line_len] = '\0';
		semihost(SYS_WRITE0, line);
		line_len = 0;
	}
}

void board_putc(char c)
{
	line[line_len++] = c;
	if (c == '\n' || line_len == sizeof(line) - 1)
		board_flush();
}

void board_exit(int code)
{
	uintptr_t block[2] = { ADP_STOPPED_APPLICATION_EXIT, 0 };

	board_flush();
	block[1] = code < 0 ? 1 : code > 255 ? 255 : (uintptr_t)code;
	for (;;)
		semihost(EXIT_OP, block);
}

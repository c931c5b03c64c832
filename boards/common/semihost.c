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

/* The trap and the registers that carry the call, by architecture. */
#if defined(__aarch64__)
#define SEMIHOST_TRAP "hlt #0xf000"
#define SEMIHOST_OP "x0"
#define SEMIHOST_ARG "x1"
/* AArch64's SYS_EXIT takes the reason and the status in a block. */
#define EXIT_OP SYS_EXIT
#else
#define SEMIHOST_TRAP "bkpt 0xab"
#define SEMIHOST_OP "r0"
#define SEMIHOST_ARG "r1"
#define EXIT_OP SYS_EXIT_EXTENDED
#endif

static long semihost(long op, void *arg)
{
	register long r0 __asm__(SEMIHOST_OP) = op;
	register void *r1 __asm__(SEMIHOST_ARG) = arg;

	__asm__ volatile(SEMIHOST_TRAP : "+r"(r0) : "r"(r1) : "memory");
	return r0;
}

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

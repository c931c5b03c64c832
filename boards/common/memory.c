/* SPDX-License-Identifier: ISC */
/*
 * The little of libc a bare-metal image needs: GCC emits calls to these for
 * struct copies and large initialisers even with -ffreestanding.  Byte
 * loops: these serve the test harness, not the code under test.
 */
#include "board.h"


void *memcpy(void *restrict dst, const void *restrict src, size_t n);
void *memmove(void *dst, const void *src, size_t n);
void *memset(void *dst, int c, size_t n);
int memcmp(const void *a, const void *b, size_t n);

void *memcpy(void *restrict dst, const void *restrict src, size_t n)
{
	unsigned char *d = dst;
	const unsigned char *s = src;

	while (n--)
		*d++ = *s++;
	return dst;
}

void *memmove(void *dst, const void *src, size_t n)
{
	unsigned char *d = dst;
	const unsigned char *s = src;

	if (d < s) {
		while (n--)
			*d++ = *s++;
	} else {
		while (n--)
			d[n] = s[n];
	}
	return dst;
}

void *memset(void *dst, int c, size_t n)
{
	unsigned char *d = dst;

	while (n--)
		*d++ = (unsigned char)c;
	return dst;
}

int memcmp(const void *a, const void *b, size_t n)
{
	const unsigned char *x = a, *y = b;

	for (; n; n--, x++, y++)
		if (*x != *y)
			return *x - *y;
	return 0;
}

#ifndef __AVR__
/* AVR reads flash with LPM: its startup copies .data (avr-start.S). */
extern char _sidata[], _sdata[], _edata[], _sbss[], _ebss[];

void board_init_memory(void)
{
	memcpy(_sdata, _sidata, (size_t)(_edata - _sdata));
	memset(_sbss, 0, (size_t)(_ebss - _sbss));
}
#endif

void board_puts(const char *s)
{
	while (*s)
		board_putc(*s++);
}

static void put_hex(uintptr_t v)
{
	int i;

	board_puts("0x");
	for (i = (int)sizeof(v) * 8 - 4; i >= 0; i -= 4)
		board_putc("0123456789abcdef"[(v >> i) & 15]);
}

void board_fault(const char *what, uintptr_t cause, uintptr_t pc,
		 uintptr_t addr)
{
	board_puts("\n# FAULT: ");
	board_puts(what);
	board_puts(" cause=");
	put_hex(cause);
	board_puts(" pc=");
	put_hex(pc);
	board_puts(" addr=");
	put_hex(addr);
	board_puts("\nBail out! CPU fault\n");
	board_flush();
	board_exit(3);
}

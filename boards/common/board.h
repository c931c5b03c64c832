/* SPDX-License-Identifier: ISC */
/* What the shared board glue gives a test image: output, exit, startup. */
#ifndef BOARD_H
#define BOARD_H

#include <stddef.h>
#include <stdint.h>

/* Text output: ARM semihosting or the RISC-V virt UART. */
void board_putc(char c);
void board_puts(const char *s);
/* Push out buffered output (semihosting writes whole lines). */
void board_flush(void);
/* End the QEMU run: 0 passes, 1..255 fails. Never returns. */
void board_exit(int code) __attribute__((__noreturn__));
/* Report a CPU fault and exit with status 3. */
void board_fault(const char *what, uintptr_t cause, uintptr_t pc,
		 uintptr_t addr) __attribute__((__noreturn__));
/*
 * Empty QEMU's TLB (RISC-V: sfence.vma; elsewhere nothing), so that the
 * next vector load crossing into another page finds it unmapped in the
 * TLB: QEMU then cuts a fault-only-first load short there, as hardware
 * may do at any element (tests/board/edge.c).
 */
void board_tlb_flush(void);
/* Copy .data from its load address, zero .bss; called by each startup. */
void board_init_memory(void);

int main(void);

#endif

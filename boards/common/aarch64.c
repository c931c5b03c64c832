/* SPDX-License-Identifier: ISC */
/*
 * AArch64 bare-metal board glue (QEMU virt, EL1): start-up after
 * aarch64-start.S, fault reporting; output is semihost.c's.
 */
#include "board.h"

void board_start(void);
void aarch64_fault(uint64_t esr, uint64_t elr, uint64_t far);

void board_tlb_flush(void)
{
	__asm__ volatile("dsb ish\n tlbi vmalle1\n dsb ish\n isb" ::: "memory");
}

/* Any exception: ESR_EL1's class says which (0x25: data abort). */
void aarch64_fault(uint64_t esr, uint64_t elr, uint64_t far)
{
	board_fault((esr >> 26) == 0x25 ? "data abort" : "exception",
		    (uintptr_t)esr, (uintptr_t)elr, (uintptr_t)far);
}

void board_start(void)
{
	board_init_memory();
	board_exit(main());
}

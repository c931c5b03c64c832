/* SPDX-License-Identifier: ISC */
/*
 * Cortex-M startup and fault reporting, shared by every Cortex-M board
 * (output: semihost.c).  A board only supplies CPU flags, a QEMU line and
 * a memory map.
 */
#include "board.h"

#define SCB_CCR (*(volatile uint32_t *)0xe000ed14)
#define SCB_CFSR (*(volatile uint32_t *)0xe000ed28)
#define SCB_MMFAR (*(volatile uint32_t *)0xe000ed34)
#define SCB_BFAR (*(volatile uint32_t *)0xe000ed38)
#define SCB_CPACR (*(volatile uint32_t *)0xe000ed88)
#define CCR_UNALIGN_TRP (1u << 3)
#define CCR_DIV_0_TRP (1u << 4)

extern uint32_t _estack[];

/*
 * The boards pass BOARD_TRAP_UNALIGNED (boards/boards.mk: their glue is
 * built -mno-unaligned-access), and so do the examples (0); other
 * firmware on this glue traps unaligned access only if it was compiled
 * to make none.
 */
#ifndef BOARD_TRAP_UNALIGNED
#ifdef __ARM_FEATURE_UNALIGNED
#define BOARD_TRAP_UNALIGNED 0
#else
#define BOARD_TRAP_UNALIGNED 1
#endif
#endif
#ifndef BOARD_MPU_GAP
#define BOARD_MPU_GAP 0
#endif

#if BOARD_MPU_GAP
/*
 * The ARMv8-M MPU (PMSAv8): flash read-only, RAM up to _edge_end
 * read-write and never executed, and no background map (PRIVDEFENA
 * clear), so that the BOARD_MPU_GAP bytes after _edge_end, like anything
 * outside both regions, fault (MemManage, escalated to HardFault).  The
 * System Control Space (SysTick, the SCB) is outside the MPU's reach.
 */
#define MPU_CTRL (*(volatile uint32_t *)0xe000ed94)
#define MPU_RNR (*(volatile uint32_t *)0xe000ed98)
#define MPU_RBAR (*(volatile uint32_t *)0xe000ed9c)
#define MPU_RLAR (*(volatile uint32_t *)0xe000eda0)
#define MPU_MAIR0 (*(volatile uint32_t *)0xe000edc0)
#define RBAR_RO (3u << 1)	/* AP: read-only at any privilege */
#define RBAR_RW (1u << 1)	/* AP: read-write at any privilege */
#define RBAR_XN 1u
#define RLAR_EN 1u		/* with attribute index 0 */

extern char _flash_start[], _flash_end[], _ram_start[], _edge_end[];

/* A region from @start to @end (both 32-byte aligned). */
static void mpu_region(uint32_t n, uintptr_t start, uintptr_t end,
		       uint32_t access)
{
	MPU_RNR = n;
	MPU_RBAR = (uint32_t)start | access;
	MPU_RLAR = (uint32_t)(end - 32) | RLAR_EN;
}

static void board_mpu(void)
{
	MPU_MAIR0 = 0xff;	/* attribute 0: normal memory, write-back */
	mpu_region(0, (uintptr_t)_flash_start, (uintptr_t)_flash_end, RBAR_RO);
	mpu_region(1, (uintptr_t)_ram_start, (uintptr_t)_edge_end,
		   RBAR_RW | RBAR_XN);
	MPU_CTRL = 1;		/* on; PRIVDEFENA, HFNMIENA clear */
	__asm__ volatile("dsb\n isb" ::: "memory");
}
#endif

void board_tlb_flush(void)
{
}

/* Called from fault_entry with the exception frame and IPSR. */
void fault_report(uint32_t *frame, uint32_t ipsr);
void fault_report(uint32_t *frame, uint32_t ipsr)
{
	static const char *const names[] = {
		"exception", "reset", "NMI", "HardFault", "MemManage",
		"BusFault", "UsageFault", "SecureFault",
	};
	uint32_t n = ipsr & 0x1ff;
	uintptr_t addr = 0;

#if __ARM_ARCH >= 7
	/* CFSR says what went wrong (UNALIGNED is bit 24). */
	addr = (SCB_CFSR & 0x80) ? SCB_MMFAR :
	       (SCB_CFSR & 0x8000) ? SCB_BFAR : 0;
	board_fault(names[n < 8 ? n : 0], SCB_CFSR, frame[6], addr);
#else
	board_fault(names[n < 8 ? n : 0], n, frame[6], addr);
#endif
}

/* Thumb-1 compatible: fetch MSP and IPSR, jump to the C reporter. */
__attribute__((__naked__)) static void fault_entry(void)
{
	__asm__ volatile(
		"mrs r0, msp\n"
		"mrs r1, ipsr\n"
		"ldr r2, 1f\n"
		"bx r2\n"
		".align 2\n"
		"1: .word fault_report\n");
}

void board_reset(void);
void board_reset(void)
{
	board_init_memory();
#if BOARD_MPU_GAP
	board_mpu();
#endif
#ifdef __ARM_FP
	SCB_CPACR |= 0xfu << 20;	/* CP10, CP11 full access */
	__asm__ volatile("dsb\n isb" ::: "memory");
#endif
#if __ARM_ARCH >= 7
	/*
	 * Trap division by zero, and unaligned word access where the core
	 * is built to make none (BOARD_TRAP_UNALIGNED, boards/boards.mk).
	 */
	SCB_CCR |= (BOARD_TRAP_UNALIGNED ? CCR_UNALIGN_TRP : 0) | CCR_DIV_0_TRP;
	__asm__ volatile("dsb\n isb" ::: "memory");
#endif
	board_exit(main());
}

typedef void (*vector_fn)(void);

__attribute__((__section__(".vectors"), __used__))
static const vector_fn vectors[16] = {
	(vector_fn)(uintptr_t)_estack,
	board_reset,
	fault_entry, fault_entry, fault_entry, fault_entry, fault_entry,
	fault_entry, 0, 0, 0,
	fault_entry, fault_entry, 0, fault_entry, fault_entry,
};

# The Cortex-A53 board built as TF-A and kernels build their code:
# -mgeneral-regs-only (no FP/SIMD: the generic word paths) and
# -mstrict-align, with alignment checking on (SCTLR_EL1.A, which the
# startup sets for BOARD_STRICT_ALIGN), so that an unaligned access
# anywhere faults, as on the M0 and the M3.
BOARD_CPU := Cortex-A53
BOARD_ARCH := aarch64
BOARD_CFLAGS := -mcpu=cortex-a53 -mgeneral-regs-only -mstrict-align -fno-pie \
	-DBOARD_STRICT_ALIGN
BOARD_LINK_CFLAGS := -mcpu=cortex-a53 -no-pie -Wl,--build-id=none
BOARD_QEMU := qemu-system-aarch64 -M virt -cpu cortex-a53 -m 128M -nic none
BOARD_FLASH := 0x40000000 0x200000
BOARD_RAM := 0x40200000 0x7e00000
BOARD_EDGE := 8192
# Not benchmarked: the peers' AArch64 strlen and memcpy (picolibc) load
# unaligned, which this board's alignment checking faults.  bench-aarch64
# counts the same generic build (its "words" column) on a Cortex-A53.
BOARD_NO_BENCH := the peers (picolibc's AArch64 strlen, memcpy) load unaligned, \
	which alignment checking faults here; make bench-aarch64 counts this generic \
	build (its words column)
# Mutants: the 64-bit tail and the unaligned load its alignment
# checking catches (arch:virt-a53-strict).
BOARD_MUTANTS := arch

# BBC micro:bit v1 (nRF51822): Cortex-M0, ARMv6-M. Faults on any unaligned
# word access, so a passing run proves the core never makes one.
BOARD_CPU := Cortex-M0
BOARD_ARCH := arm
BOARD_CFLAGS := -mcpu=cortex-m0 -mthumb -masm-syntax-unified
BOARD_QEMU := qemu-system-arm -M microbit
BOARD_FLASH := 0x00000000 0x40000
BOARD_RAM := 0x20000000 0x4000
# Mutants: its word copies in assembly, its unrolled scan and the
# unaligned load it traps on (tagged arch:microbit).
BOARD_MUTANTS := arch

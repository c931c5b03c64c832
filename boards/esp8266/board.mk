# ESP8266's core, the Xtensa LX106, under QEMU's sim machine: 32-bit, no
# unaligned loads or stores (any faults), the call0 ABI.  The image runs
# from the system ROM, where the CPU starts (0x50000000), with its data
# in the last MiB of the system RAM (0x60000000, 128 MiB), past which
# nothing is mapped: the edge tests' strings end there.
BOARD_CPU := Xtensa LX106
BOARD_ARCH := xtensa
BOARD_CFLAGS := -mtext-section-literals
BOARD_QEMU := qemu-system-xtensa -M sim -cpu lx106
BOARD_FLASH := 0x50000000 0x400000
BOARD_RAM := 0x67f00000 0x100000
BOARD_EDGE := 8192
BOARD_STRL_ARCH := xtensa
BOARD_MUTANTS := arch
# The full sweeps in the mutant runs (8 s): the copy's two-word steps
# and their exits start past 12 bytes.
BOARD_MUTANT_N := 24

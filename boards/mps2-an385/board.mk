# ARM MPS2 with AN385 FPGA image: Cortex-M3, ARMv7-M.
BOARD_CPU := Cortex-M3
BOARD_ARCH := arm
BOARD_CFLAGS := -mcpu=cortex-m3 -mthumb
BOARD_QEMU := qemu-system-arm -M mps2-an385
BOARD_FLASH := 0x00000000 0x400000
BOARD_RAM := 0x20000000 0x400000
# The core aligns src and stores words to any dst address (ARMv7-M with
# unaligned access): the startup leaves CCR.UNALIGN_TRP off.  The M0 and
# the M4F built -mno-unaligned-access (mps2-an386-strict) trap on any.
BOARD_TRAP_UNALIGNED := 0
# Mutants: the C ones (tagged board) run here: the M3 runs the generic
# word paths, storing to any dst (a copy told its stores are aligned
# makes GCC pair them into a faulting STRD).
BOARD_MUTANTS := board

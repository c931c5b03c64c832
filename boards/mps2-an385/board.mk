# ARM MPS2 with AN385 FPGA image: Cortex-M3, ARMv7-M. The startup sets
# CCR.UNALIGN_TRP, so an unaligned word access faults here too.
BOARD_CPU := Cortex-M3
BOARD_ARCH := arm
BOARD_CFLAGS := -mcpu=cortex-m3 -mthumb
BOARD_QEMU := qemu-system-arm -M mps2-an385
BOARD_FLASH := 0x00000000 0x400000
BOARD_RAM := 0x20000000 0x400000

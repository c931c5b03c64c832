# ARM MPS2 with AN500: Cortex-M7, ARMv7E-M with double-precision FPU,
# hard-float ABI.
BOARD_CPU := Cortex-M7
BOARD_ARCH := arm
BOARD_CFLAGS := -mcpu=cortex-m7 -mthumb -mfpu=fpv5-d16 -mfloat-abi=hard
BOARD_QEMU := qemu-system-arm -M mps2-an500
BOARD_FLASH := 0x00000000 0x400000
BOARD_RAM := 0x20000000 0x400000
# The core stores words to any dst address (ARMv7E-M with unaligned
# access): the startup leaves CCR.UNALIGN_TRP off.
BOARD_TRAP_UNALIGNED := 0

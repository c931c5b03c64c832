# ARM MPS2+ with AN505: Cortex-M33, ARMv8-M Mainline, boots in Secure state
# from the secure alias of the code memory.
BOARD_CPU := Cortex-M33
BOARD_ARCH := arm
BOARD_CFLAGS := -mcpu=cortex-m33 -mthumb -mfloat-abi=soft
BOARD_QEMU := qemu-system-arm -M mps2-an505
BOARD_FLASH := 0x10000000 0x400000
BOARD_RAM := 0x38000000 0x400000
# The core stores words to any dst address (ARMv7E-M with unaligned
# access): the startup leaves CCR.UNALIGN_TRP off.
BOARD_TRAP_UNALIGNED := 0

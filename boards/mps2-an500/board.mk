# ARM MPS2 with AN500: Cortex-M7, ARMv7E-M with double-precision FPU,
# hard-float ABI.
BOARD_CPU := Cortex-M7
BOARD_ARCH := arm
BOARD_CFLAGS := -mcpu=cortex-m7 -mthumb -mfpu=fpv5-d16 -mfloat-abi=hard
BOARD_QEMU := qemu-system-arm -M mps2-an500
BOARD_FLASH := 0x00000000 0x400000
BOARD_RAM := 0x20000000 0x400000
# The test image's core is built as firmware that sets CCR.UNALIGN_TRP
# builds it, with -mno-unaligned-access, and the startup sets the trap:
# the ARMv7E-M words then store to aligned dst only, merging two source
# words for each when src is not aligned alike.  make bench measures the
# default build, which stores to any dst address.
BOARD_CORE_FLAGS := -mno-unaligned-access

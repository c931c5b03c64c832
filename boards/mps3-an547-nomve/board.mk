# The Cortex-M55 of mps3-an547 as a part built without Helium (MVE), a
# valid configuration: the generic word paths, compiled for Armv8.1-M,
# with the same MPU no-access region after the BOARD_EDGE bytes.
BOARD_CPU := Cortex-M55
BOARD_ARCH := arm
BOARD_CFLAGS := -mcpu=cortex-m55+nomve -mthumb -mfloat-abi=hard
BOARD_QEMU := qemu-system-arm -M mps3-an547
BOARD_FLASH := 0x10000000 0x80000
BOARD_RAM := 0x30000000 0x80000
BOARD_EDGE := 8192
BOARD_MPU_GAP := 1024
# The core stores words to any dst address (ARMv7E-M with unaligned
# access): the startup leaves CCR.UNALIGN_TRP off.
BOARD_TRAP_UNALIGNED := 0
# Mutants: the blocks loaded across its MPU granules (arch:mps3-an547-nomve).
BOARD_MUTANTS := arch

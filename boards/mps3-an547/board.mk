# ARM MPS3 with AN547: Cortex-M55, Armv8.1-M Mainline with Helium (MVE)
# and FPU, hard-float ABI; boots in Secure state from the secure alias of
# the ITCM, data in the DTCM's.  The core takes freestanding/src/arm_mve/.
# The startup's MPU leaves the last BOARD_MPU_GAP bytes of RAM in no
# region (they fault): the BOARD_EDGE bytes end where they begin.
BOARD_CPU := Cortex-M55
BOARD_ARCH := arm
BOARD_CFLAGS := -mcpu=cortex-m55 -mthumb -mfloat-abi=hard
BOARD_STRL_ARCH := arm_mve
BOARD_QEMU := qemu-system-arm -M mps3-an547
BOARD_FLASH := 0x10000000 0x80000
BOARD_RAM := 0x30000000 0x80000
BOARD_EDGE := 8192
BOARD_MPU_GAP := 1024
# Helium loads 16 bytes a block, in 4 beats on the M55: the board
# bench's target against the scalar build is 2x at 256 B.
BOARD_VECTOR_GAIN := 2.0
# Mutants: the Helium paths, caught at the MPU's no-access region
# (arch:mps3-an547).
BOARD_MUTANTS := arch

# ARM MPS2 with AN386: Cortex-M4F, ARMv7E-M with single-precision FPU,
# hard-float ABI (the startup enables the FPU in CPACR).
BOARD_CPU := Cortex-M4F
BOARD_ARCH := arm
BOARD_CFLAGS := -mcpu=cortex-m4 -mthumb -mfpu=fpv4-sp-d16 -mfloat-abi=hard
BOARD_QEMU := qemu-system-arm -M mps2-an386
BOARD_FLASH := 0x00000000 0x400000
BOARD_RAM := 0x20000000 0x400000
# The core stores words to any dst address (ARMv7E-M with unaligned
# access): the startup leaves CCR.UNALIGN_TRP off.
BOARD_TRAP_UNALIGNED := 0
# Mutants: the ARMv7E-M blocks in assembly (arch:mps2-an386).
BOARD_MUTANTS := arch

# The Cortex-M4F board built as firmware that traps unaligned access
# builds its code: -mno-unaligned-access, with CCR.UNALIGN_TRP set by the
# startup, so that an unaligned access anywhere faults, as on the M0 and
# the M3.  The ARMv7E-M words then store to aligned dst only, merging two
# source words for each when src is not aligned alike.
BOARD_CPU := Cortex-M4F
BOARD_ARCH := arm
BOARD_CFLAGS := -mcpu=cortex-m4 -mthumb -mfpu=fpv4-sp-d16 -mfloat-abi=hard \
	-mno-unaligned-access
BOARD_QEMU := qemu-system-arm -M mps2-an386
BOARD_FLASH := 0x00000000 0x400000
BOARD_RAM := 0x20000000 0x400000
# Not benchmarked: the peers' memcpy (newlib's and picolibc's ARMv7E-M
# builds) loads unaligned, which the trap faults.  make bench counts the
# M4F's default build (mps2-an386).
BOARD_NO_BENCH := the peers (newlib and picolibc memcpy) load unaligned, \
	which the trap set here faults; mps2-an386 benchmarks the default build
# Mutants: the pair test the blocks leave to builds without unaligned
# access, and the unaligned load its trap catches (arch:mps2-an386-strict).
BOARD_MUTANTS := arch

# QEMU RISC-V virt, 32-bit with the bit-manipulation extensions Zba, Zbb
# and Zbs (as on the RP2350's Hazard3 cores): the word paths find NULs
# with ORC.B (freestanding/src/word/riscv.h).  M-mode, no firmware.
BOARD_CPU := RV32IMAC_Zbb
BOARD_ARCH := riscv
BOARD_CFLAGS := -march=rv32imac_zba_zbb_zbs -mabi=ilp32 -misa-spec=2.2 -mcmodel=medany
# The toolchain has no Zbb multilib: libgcc and the peers are rv32imac's.
BOARD_LINK_CFLAGS := -march=rv32imac -mabi=ilp32 -misa-spec=2.2 -mcmodel=medany
BOARD_QEMU := qemu-system-riscv32 -M virt -bios none -cpu rv32,zba=true,zbb=true,zbs=true
BOARD_FLASH := 0x80000000 0x400000
BOARD_RAM := 0x80400000 0x400000
# Mutants: the ORC.B tests (arch:virt-rv32-zbb).
BOARD_MUTANTS := arch

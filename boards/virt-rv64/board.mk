# QEMU RISC-V virt, 64-bit: rv64gc (lp64d) in M-mode, no firmware; the
# startup turns the FPU on in mstatus.FS.
BOARD_CPU := RV64GC
BOARD_ARCH := riscv
BOARD_CFLAGS := -march=rv64gc -mabi=lp64d -mcmodel=medany
BOARD_QEMU := qemu-system-riscv64 -M virt -bios none
BOARD_FLASH := 0x80000000 0x400000
BOARD_RAM := 0x80400000 0x400000
# Mutants: the 64-bit tail's multiply and the head's word (arch:virt-rv64).
BOARD_MUTANTS := arch

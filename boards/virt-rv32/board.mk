# QEMU RISC-V virt, 32-bit: rv32imac in M-mode, no firmware (-bios none).
# -misa-spec=2.2 keeps the rv32 libgcc (zicsr spelling picks rv64's).
BOARD_CPU := RV32IMAC
BOARD_ARCH := riscv
BOARD_CFLAGS := -march=rv32imac -mabi=ilp32 -misa-spec=2.2 -mcmodel=medany
BOARD_QEMU := qemu-system-riscv32 -M virt -bios none
BOARD_FLASH := 0x80000000 0x400000
BOARD_RAM := 0x80400000 0x400000
# Mutants: the C merging copy, which neither the M3 nor the M0 runs,
# and the zero tests' constants held in registers (arch:virt-rv32).
BOARD_MUTANTS := arch

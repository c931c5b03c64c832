# QEMU RISC-V virt, 32-bit with the vector extension (V 1.0): rv32imacv
# in M-mode, no firmware, as the RVV paths (freestanding/src/riscv_v/) run
# on RV32 parts; the startup turns the vector unit on (mstatus.VS).  One
# image runs at VLEN 128, 256 and 1024 bits.  QEMU's RAM (-m 8M) ends where
# the board's map does: BOARD_EDGE bytes there test strings and buffers
# that end at it, the byte after faulting.
BOARD_CPU := RV32IMACV
BOARD_ARCH := riscv
BOARD_CFLAGS := -march=rv32imacv -mabi=ilp32 -mcmodel=medany
# The toolchain has no V multilib: libgcc is rv32imac's.
BOARD_LINK_CFLAGS := -march=rv32imac -mabi=ilp32 -misa-spec=2.2 -mcmodel=medany
BOARD_STRL_ARCH := riscv_v
BOARD_QEMU := qemu-system-riscv32 -M virt -bios none -m 8M
BOARD_QEMU_CPUS := rv32,v=true,vext_spec=v1.0,vlen=128 rv32,v=true,vext_spec=v1.0,vlen=256 rv32,v=true,vext_spec=v1.0,vlen=1024
BOARD_FLASH := 0x80000000 0x400000
BOARD_RAM := 0x80400000 0x400000
BOARD_EDGE := 8192
# The bench target: 3x fewer instructions than the scalar build at 256 B.
BOARD_VECTOR_GAIN := 3.0

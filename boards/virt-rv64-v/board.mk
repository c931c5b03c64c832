# QEMU RISC-V virt, 64-bit with the vector extension (V 1.0): rv64gcv in
# M-mode, no firmware; the startup turns the vector unit on (mstatus.VS).
# The core takes freestanding/src/riscv_v/.  One image runs at VLEN 128,
# 256 and 1024 bits.  QEMU's RAM (-m 8M) ends where the board's map does,
# so the byte after it faults: BOARD_EDGE bytes there test strings and
# buffers that end at it.
BOARD_CPU := RV64GCV
BOARD_ARCH := riscv
BOARD_CFLAGS := -march=rv64gcv -mabi=lp64d -mcmodel=medany
# The toolchain has no V multilib: libgcc is rv64gc's.
BOARD_LINK_CFLAGS := -march=rv64gc -mabi=lp64d -mcmodel=medany
BOARD_STRL_ARCH := riscv_v
BOARD_QEMU := qemu-system-riscv64 -M virt -bios none -m 8M
BOARD_QEMU_CPUS := rv64,v=true,vext_spec=v1.0,vlen=128 rv64,v=true,vext_spec=v1.0,vlen=256 rv64,v=true,vext_spec=v1.0,vlen=1024
BOARD_FLASH := 0x80000000 0x400000
BOARD_RAM := 0x80400000 0x400000
BOARD_EDGE := 8192
# The vector paths load bytes at any address: the sweeps take the 32-bit
# boards' eight alignments, not the 64-bit word paths' sixteen.
BOARD_ALIGN := 8
# The bench target: 3x fewer instructions than the scalar build at 256 B.
BOARD_VECTOR_GAIN := 3.0
# Mutants: the RVV paths, caught past RAM's end (arch:virt-rv64-v).
BOARD_MUTANTS := arch

# QEMU virt with a Cortex-A53 (AArch64), bare metal at EL1 with the MMU
# on (boards/common/aarch64-start.S), as TF-A, U-Boot or a hypervisor
# runs: the core takes the ASIMD paths (freestanding/src/aarch64/).  RAM
# (-m 128M) ends where the board's map does; past it QEMU has nothing and
# an access aborts, so the BOARD_EDGE bytes end at a fault.  -nic none:
# virt's default network card wants a boot ROM (ipxe-qemu) it never uses.
BOARD_CPU := Cortex-A53
BOARD_ARCH := aarch64
BOARD_CFLAGS := -mcpu=cortex-a53 -fno-pie
BOARD_LINK_CFLAGS := -mcpu=cortex-a53 -no-pie -Wl,--build-id=none
BOARD_STRL_ARCH := aarch64
BOARD_QEMU := qemu-system-aarch64 -M virt -cpu cortex-a53 -m 128M -nic none
BOARD_FLASH := 0x40000000 0x200000
BOARD_RAM := 0x40200000 0x7e00000
BOARD_EDGE := 8192
# Mutants: the ASIMD paths, caught past RAM's end (arch:virt-a53).
BOARD_MUTANTS := arch

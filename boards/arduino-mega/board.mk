# Arduino Mega 2560 (ATmega2560): an 8-bit AVR, where int and size_t are
# 16 bits (SSIZE_MAX 32767), with 8 KiB of SRAM and 256 KiB of flash.  The
# vectors stay in flash (tests/strl_test.h: ST_ROM); the sweeps' buffers
# are sized to the SRAM.  Nothing faults on an AVR: no edge tests.
BOARD_CPU := ATmega2560
BOARD_ARCH := avr
BOARD_CFLAGS := -mmcu=atmega2560
BOARD_QEMU := qemu-system-avr -M mega2560
BOARD_SWEEP_MAX := 128 16
# make bench-board: cycles under simavr against avr-libc's assembly
# strlcpy and strlcat, in every case; strings up to 1 KiB.
BOARD_SIMAVR := simavr -m atmega2560
BOARD_PEER_GAIN :=
BOARD_PEER_EVERYWHERE := 1
BOARD_BENCH_MAX := 1024
BOARD_STRL_ARCH := avr
BOARD_MUTANTS := arch
# The full sweeps in the mutant runs (3 s): strlcat's eight-byte groups
# start past 16 bytes of dst.
BOARD_MUTANT_N := 24

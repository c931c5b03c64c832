#!/bin/sh
# tools/check/core.sh WARN... : the core alone, as users compile it:
# freestanding, no libc, every source file with gcc and clang at
# -std=c99, c11 and gnu99, with the word paths (STRL_WORDS) and with
# STRL_SMALL; then src/ and aarch64/ with clang --target=aarch64-linux-gnu
# (ASIMD, -mgeneral-regs-only, STRL_SMALL); riscv_v/ for RV64 and RV32
# with V, gcc and clang, and without V (the generic files); arm_mve/ for
# the Cortex-M55 with and without MVE, gcc and clang; src/ for ARMv7E-M
# with and without unaligned access, gcc and clang; Thumb-1; gcc-avr
# (the Mega, the Uno, an AVRrc part) and the LX106 with their folders.
# The arguments are the warning flags (the Makefile's WARN).  The compiles run $(nproc) at a
# time; each failure is printed with its command line.  Ends with
# "core: N passed, N failed" (compiles).
set -u
top=$(cd "$(dirname "$0")/../.." && pwd)
cd "$top"
core=${CORE:-freestanding}
# --one LINE WARN...: compile LINE ("compiler flags... file"); on failure
# print "not ok" and what the compiler said.
if [ "${1:-}" = --one ]; then
	shift
	line=$1
	shift
	# shellcheck disable=SC2086 # the line and flags are word lists
	if ! out=$(${line% *} -ffreestanding -nostdlib $* -O2 -I"$core/include" \
		-I"$core/src" -c "${line##* }" -o /dev/null 2>&1); then
		echo "not ok $line"
		echo "$out" | head -20 | sed 's/^/    # /'
		exit 1
	fi
	echo "ok $line"
	exit 0
fi

warn="$*"
list=${BUILD:-build}/core-check.list
mkdir -p "$(dirname "$list")"
: >"$list"
for cc in gcc clang; do
	for std in c99 c11 gnu99; do
		for def in -DSTRL_WORDS -DSTRL_SMALL; do
			for f in "$core"/src/*.c "$core"/src/word/*.S "$core"/src/x86_64/*.c; do
				echo "$cc -std=$std $def $f" >>"$list"
			done
		done
	done
done
for f in "$core"/src/*.c "$core"/src/aarch64/*.[cS]; do
	for fl in "" -mgeneral-regs-only -DSTRL_SMALL; do
		echo "clang --target=aarch64-linux-gnu -std=c99${fl:+ $fl} $f" >>"$list"
	done
done
# The RVV paths (assembly): RV64 and RV32 with V, both compilers, and
# without V (the generic files).
for f in "$core"/src/riscv_v/*.[cS]; do
	for cc in "riscv64-unknown-elf-gcc -march=rv64gcv -mabi=lp64d" \
		"riscv64-unknown-elf-gcc -march=rv32imacv -mabi=ilp32" \
		"riscv64-unknown-elf-gcc -march=rv64gc -mabi=lp64d" \
		"clang --target=riscv64-unknown-elf -march=rv64gcv" \
		"clang --target=riscv32-unknown-elf -march=rv32imacv"; do
		echo "$cc $f" >>"$list"
	done
done
# The Helium paths (C with arm_mve.h): the M55 with MVE, without it (the
# generic files), and STRL_SMALL, both compilers.
for f in "$core"/src/arm_mve/*.c; do
	for cc in "arm-none-eabi-gcc -mcpu=cortex-m55 -mthumb -mfloat-abi=hard" \
		"arm-none-eabi-gcc -mcpu=cortex-m55+nomve -mthumb -mfloat-abi=hard" \
		"arm-none-eabi-gcc -mcpu=cortex-m55 -mthumb -mfloat-abi=hard -DSTRL_SMALL" \
		"clang --target=thumbv8.1m.main-none-eabi -mcpu=cortex-m55 -mfloat-abi=hard" \
		"clang --target=thumbv8.1m.main-none-eabi -mcpu=cortex-m55 -mfloat-abi=hard -DSTRL_SMALL"; do
		echo "$cc -std=c99 $f" >>"$list"
	done
done

# ARMv7E-M (word/arm_blocks.h's assembly blocks): with unaligned access
# (src aligned, stores to any dst) and without (aligned stores, merged
# source words), both compilers; ARMv7-M (the M3: the C word loops, src
# aligned, stores to any dst) with clang, which the boards do not build
# with; ARMv7-A userland (armhf) in Thumb-2, which takes the blocks, and
# in ARM state, which keeps the C loops.
for f in "$core"/src/*.c; do
	for cc in "arm-none-eabi-gcc -mcpu=cortex-m4 -mthumb" \
		"clang --target=thumbv7m-none-eabi -mcpu=cortex-m3" \
		"arm-none-eabi-gcc -mcpu=cortex-m4 -mthumb -mno-unaligned-access" \
		"clang --target=thumbv7em-none-eabi -mcpu=cortex-m4" \
		"clang --target=thumbv7em-none-eabi -mcpu=cortex-m4 -mno-unaligned-access" \
		"clang --target=armv7a-linux-gnueabihf -mthumb" \
		"clang --target=armv7a-linux-gnueabihf -marm"; do
		echo "$cc -std=c99 $f" >>"$list"
	done
done
# Thumb-1 (ARMv6-M, ARMv8-M Baseline: word/thumb1.S's word copies,
# strnlen's unrolled pairs), both compilers, with GCC's default syntax
# for inline assembly (divided: the boards build with unified); and
# big-endian, which keeps the C.
for f in "$core"/src/copy.c "$core"/src/strnlen.c "$core"/src/word/thumb1.S; do
	for cc in "arm-none-eabi-gcc -mcpu=cortex-m0 -mthumb" \
		"clang --target=thumbv6m-none-eabi -mcpu=cortex-m0" \
		"arm-none-eabi-gcc -mcpu=cortex-m23 -mthumb" \
		"clang --target=thumbv8m.base-none-eabi -mcpu=cortex-m23" \
		"arm-none-eabi-gcc -mcpu=cortex-m0 -mthumb -mbig-endian"; do
		echo "$cc -std=c99 $f" >>"$list"
	done
done

# AVR (gcc-avr 5.4: 16-bit int and size_t, the byte build): the generic
# files and avr/'s assembly for the Mega and the Uno, with STRL_SMALL,
# and for an AVRrc part (ATtiny10: avr/ falls back to the generic files).
for f in "$core"/src/*.c "$core"/src/avr/*.[cS]; do
	for cc in "avr-gcc -mmcu=atmega2560" "avr-gcc -mmcu=atmega328p" \
		"avr-gcc -mmcu=atmega328p -DSTRL_SMALL" "avr-gcc -mmcu=attiny10"; do
		echo "$cc -std=c99 $f" >>"$list"
	done
done
# Xtensa LX106 (call0 ABI): the generic files and xtensa/'s assembly,
# and STRL_SMALL (xtensa/ falls back).
for f in "$core"/src/*.c "$core"/src/xtensa/*.[cS]; do
	for cc in "xtensa-lx106-elf-gcc -mtext-section-literals" \
		"xtensa-lx106-elf-gcc -mtext-section-literals -DSTRL_SMALL"; do
		echo "$cc -std=c99 $f" >>"$list"
	done
done

n=$(wc -l <"$list")
tr '\n' '\0' <"$list" |
	xargs -0 -P "$(nproc 2>/dev/null || echo 1)" -I{} "$0" --one {} $warn \
	>"$list.out"
bad=$(grep -c '^not ok' "$list.out")
grep -A20 '^not ok' "$list.out" | grep -E '^(not ok|    #)'
echo "core: $((n - bad)) passed, $bad failed (gcc and clang at c99, c11 and gnu99, words and STRL_SMALL; clang for aarch64: ASIMD, -mgeneral-regs-only, STRL_SMALL; riscv_v for RV64 and RV32, with and without V; arm_mve for the M55; ARMv7E-M; Thumb-1; avr; xtensa)"
[ "$bad" = 0 ]

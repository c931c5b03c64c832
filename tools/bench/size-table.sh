#!/bin/sh
# tools/bench/size-table.sh BOARD... : .text bytes of strlcpy + strlcat with
# everything they call, per board: what a link keeps (--gc-sections, from
# the two entry points) of strl as built for the board (-O2; its arch
# directory's files where it has one), of strl with STRL_SMALL at -Os (the
# arch directory's files too: avr's keep STRL_SMALL builds, the others'
# fall back to the generic ones), and of newlib, picolibc and avr-libc
# (their objects, symbols renamed), libgcc's helpers included (picolibc's
# RISC-V register saves).  Figures come from the toolchain's size(1).
set -eu
top=$(cd "$(dirname "$0")/../.." && pwd)
cd "$top"
build=${BUILD:-build}
# kept PREFIX OBJECTS... : .text of what strl_strlcpy and strl_strlcat
# (PREFIX_strlcpy, PREFIX_strlcat for a peer) keep of OBJECTS, linked.
kept() {
	p=$1; shift
	case $p in strl) a=strl_strlcpy b=strl_strlcat ;; *) a=${p}_strlcpy b=${p}_strlcat ;; esac
	# shellcheck disable=SC2086 # the board's flags, one word each
	"${tp}gcc" $ldflags -nostdlib -nostartfiles -Wl,--gc-sections \
		-Wl,--entry="$a" -Wl,-u,"$b" "$@" -lgcc -o "$small/kept.elf"
	# Less avr-gcc's .data and .bss start-up, which any object with data
	# draws from libgcc, and every AVR program has.
	startup=0
	for sz in $("${tp}nm" -S "$small/kept.elf" |
		awk '$4 == "__do_copy_data" || $4 == "__do_clear_bss" { print $2 }'); do
		startup=$((startup + 0x$sz))
	done
	"${tp}size" -A "$small/kept.elf" |
		awk -v less="$startup" '/^\.text/ { s += $2 } END { print s - less }'
}
printf '%-16s %-12s %9s %12s %8s %9s %9s  %-16s %s\n' board cpu strl-O2 strl-SMALL newlib picolibc avr-libc "SMALL/peer" "-O2 build"
for b in "$@"; do
	eval "$(make -s --no-print-directory BOARD="$b" board-vars)"
	small=$build/size/$b
	mkdir -p "$small"
	make -s --no-print-directory BOARD="$b" "$build/boards/$b/libstrl.a" >/dev/null
	def=$(kept strl "$build/boards/$b/libstrl.a")
	sfiles=
	for f in $(make -s --no-print-directory BOARD="$b" print-srcs); do
		out=$small/$(echo "$f" | tr / _).o
		# shellcheck disable=SC2086
		"${tp}gcc" $cflags -ffreestanding -ffunction-sections -Os -DSTRL_SMALL \
			-Ifreestanding/include -Ifreestanding/src -c "freestanding/src/$f" -o "$out"
		sfiles="$sfiles $out"
	done
	# shellcheck disable=SC2086
	sm=$(kept strl $sfiles)
	# Each peer the board has; the ratio against the first of them.
	nl=-; pl=-; al=-; ratio=
	for peer in newlib picolibc avrlibc; do
		eval "lib=\$$peer"
		[ -n "$lib" ] || continue
		# shellcheck disable=SC2086
		tools/bench/peer-objs.sh "$tp" "$lib" "$peer" "$small/$peer.a" $ldflags
		n=$(kept "$peer" "$small/$peer.a")
		case $peer in newlib) nl=$n ;; picolibc) pl=$n ;; avrlibc) al=$n ;; esac
		[ -n "$ratio" ] || ratio="$(echo "scale=2; $sm / $n" | bc) ($peer)"
	done
	printf '%-16s %-12s %9s %12s %8s %9s %9s  %-16s %s\n' "$b" "$cpu" "$def" "$sm" "$nl" "$pl" "$al" "$ratio" "${arch:-generic}"
done

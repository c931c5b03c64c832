#!/bin/sh
# tools/bench/size-table.sh BOARD... : .text bytes of strlcpy + strlcat with
# everything they call, per board: strl as built for the board (-O2; on a
# vector board its vector build, the arch directory named last), strl
# with STRL_SMALL at -Os, newlib and picolibc (their objects, with the
# strlen their strlcat calls).  Figures come from the toolchain's size(1).
set -eu
top=$(cd "$(dirname "$0")/../.." && pwd)
cd "$top"
build=${BUILD:-build}
text() { # toolprefix objects...
	tp=$1; shift
	"${tp}size" -A "$@" | awk '/^\.text/ { s += $2 } END { print s + 0 }'
}
printf '%-16s %-12s %9s %12s %8s %9s  %-14s %s\n' board cpu strl-O2 strl-SMALL newlib picolibc "SMALL/newlib" "-O2 build"
for b in "$@"; do
	eval "$(make -s --no-print-directory BOARD="$b" board-vars)"
	# What strlcpy and strlcat call (the word copies of Thumb-1 in
	# assembly: word/thumb1.S, empty elsewhere).
	objs="strlcpy strlcat copy strnlen word/thumb1"
	sobjs="strlcpy strlcat copy strnlen"
	make -s --no-print-directory BOARD="$b" board-elf >/dev/null
	# An arch directory's files (a .c, and its .S) replace the generic
	# one of the same name.
	def=$(text "$tp" $(for o in $objs; do
		f=
		for d in ${arch:+$arch/} ""; do
			for x in c S; do
				[ -f "$build/boards/$b/core/$d$o.$x.o" ] && f="$f $build/boards/$b/core/$d$o.$x.o"
			done
			[ -z "$f" ] || break
		done
		echo $f
	done))
	small=$build/size/$b
	mkdir -p "$small"
	for o in $sobjs; do
		"${tp}gcc" $cflags -ffreestanding -ffunction-sections -Os -DSTRL_SMALL \
			-Ifreestanding/include -Ifreestanding/src -c "freestanding/src/$o.c" -o "$small/$o.o"
	done
	sm=$(text "$tp" $(for o in $sobjs; do echo "$small/$o.o"; done))
	nl=-; pl=-; ratio=-
	if [ -n "$newlib" ]; then
		tools/bench/peer-objs.sh "$tp" "$newlib" newlib "$small/newlib.o" $ldflags
		nl=$(text "$tp" "$small/newlib.o")
		ratio=$(echo "scale=2; $sm / $nl" | bc)
	fi
	tools/bench/peer-objs.sh "$tp" "$picolibc" picolibc "$small/picolibc.o" $ldflags
	pl=$(text "$tp" "$small/picolibc.o")
	[ -n "$newlib" ] || ratio="$(echo "scale=2; $sm / $pl" | bc) (vs picolibc)"
	printf '%-16s %-12s %9s %12s %8s %9s  %-14s %s\n' "$b" "$cpu" "$def" "$sm" "$nl" "$pl" "$ratio" "${arch:-generic}"
done

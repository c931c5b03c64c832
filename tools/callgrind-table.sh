#!/bin/sh
# tools/callgrind-table.sh COUNT-BINARY : instructions per call on the
# host, counted by valgrind's callgrind (deterministic: same binary, same
# input, same count whatever else the machine does), for strlcpy, strlcat
# and strscpy and their peers: size = len + 1 with aligned buffers, then
# src + 1 and dst + 3, then truncating to size 64.
set -eu
bin=$1
count() { # func impl len mode -> total instructions
	valgrind --tool=callgrind --callgrind-out-file=/dev/null "$bin" "$1" "$2" "$3" "$4" 2>&1 |
		sed -n 's/.*Collected : *\([0-9]*\).*/\1/p'
}
rise=
for spec in "strlcpy strl base glibc musl openbsd copy" "strlcat strl base glibc musl openbsd" \
	"strscpy strl base linux glibc" "stpecpy strl base glibc"; do
	for mode in aligned misaligned truncate; do
		case $mode in
		aligned) lens="0 1 4 8 15 16 31 32 48 64 100 128 256 1024 4096" what="size = len + 1" ;;
		misaligned) lens="2 8 31 32 63 64 128 256 1024" what="src + 1, dst + 3" ;;
		truncate) lens="256 4096" what="size 64" ;;
		esac
		# The known-length copy has no meaning when the string does not fit.
		[ "$mode" != truncate ] && set -- $spec || set -- ${spec% copy}
		func=$1
		shift
		impls=$*
		echo
		echo "$func, $mode ($what$([ "$func" != strlcat ] || echo "; dst holds 16 chars")), instructions per call"
		line=$(printf '%7s' len)
		for impl in $impls; do line="$line $(printf '%9s' "$impl")"; done
		for impl in $impls; do [ "$impl" = strl ] || line="$line $(printf '%9s' "$impl/strl")"; done
		echo "$line"
		for len in $lens; do
			base=$(count "$func" none "$len" "$mode")
			line=$(printf '%7s' "$len")
			vals=
			for impl in $impls; do
				v=$(( ($(count "$func" "$impl" "$len" "$mode") - base) / 1000 ))
				vals="$vals $v"
				line="$line $(printf '%9s' "$v")"
			done
			set -- $vals
			d=$1
			[ "$d" -gt 0 ] || d=1
			# base is the second column: strl at BENCH_BASE.
			[ "$2" -ge "$1" ] || rise="$rise $func/$mode/$len ($2 -> $1)"
			shift
			for v in "$@"; do line="$line $(printf '%9s' "$(echo "scale=2; $v / $d" | bc)")"; done
			echo "$line"
		done
	done
done
echo
if [ -z "$rise" ]; then
	echo "instructions: strl at or below base at every length: met"
else
	echo "instructions: strl above base:$rise: NOT met"
	exit 3
fi

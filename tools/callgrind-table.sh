#!/bin/sh
# tools/callgrind-table.sh COUNT-BINARY : instructions per call on the
# host, counted by valgrind's callgrind (deterministic: same binary, same
# input, same count whatever else the machine does), for strlcpy, strlcat
# and strscpy and their peers; size = len + 1, aligned buffers.
set -eu
bin=$1
count() { # func impl len -> total instructions
	valgrind --tool=callgrind --callgrind-out-file=/dev/null "$bin" "$1" "$2" "$3" 2>&1 |
		sed -n 's/.*Collected : *\([0-9]*\).*/\1/p'
}
for spec in "strlcpy strl glibc musl openbsd copy" "strlcat strl glibc musl openbsd" \
	"strscpy strl linux glibc"; do
	set -- $spec
	func=$1
	shift
	echo
	echo "$func, instructions per call (strlcat: dst holds 16 chars)"
	line=$(printf '%7s' len)
	for impl in "$@"; do line="$line $(printf '%9s' "$impl")"; done
	for impl in "$@"; do [ "$impl" = strl ] || line="$line $(printf '%9s' "$impl/strl")"; done
	echo "$line"
	for len in 0 4 8 16 32 64 256 1024 4096; do
		base=$(count "$func" none "$len")
		line=$(printf '%7s' "$len")
		vals=
		for impl in "$@"; do
			v=$(( ($(count "$func" "$impl" "$len") - base) / 1000 ))
			vals="$vals $v"
			line="$line $(printf '%9s' "$v")"
		done
		d=${vals# }
		d=${d%% *}
		[ "$d" -gt 0 ] || d=1
		for v in ${vals# *}; do :; done
		set -- $vals
		shift
		for v in "$@"; do line="$line $(printf '%9s' "$(echo "scale=2; $v / $d" | bc)")"; done
		set -- $spec
		shift
		echo "$line"
	done
done

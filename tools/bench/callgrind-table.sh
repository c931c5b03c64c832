#!/bin/sh
# tools/bench/callgrind-table.sh COUNT-BINARY : instructions per call on the
# host, counted by valgrind's callgrind (deterministic: same binary, same
# input, same count whatever else the machine does), for strlcpy, strlcat
# and strscpy and their peers: size = len + 1 with aligned buffers, then
# src + 1 and dst + 3, then truncating to size 64 (tools/bench/count-table.sh).
# Exits 3 when strl executes more than base (strl at BENCH_BASE) anywhere.
set -eu
bin=$1
total() { # func impl len mode -> instructions of 1000 calls and the rest
	valgrind --tool=callgrind --callgrind-out-file=/dev/null "$bin" "$1" "$2" "$3" "$4" 2>&1 |
		sed -n 's/.*Collected : *\([0-9]*\).*/\1/p'
}
key= base=
count() { # func impl len mode -> instructions per call
	[ "$key" = "$1 $3 $4" ] || { key="$1 $3 $4"; base=$(total "$1" none "$3" "$4"); }
	echo $(( ($(total "$@") - base) / 1000 ))
}
. "$(dirname "$0")/count-table.sh"
LENS_aligned="0 1 4 8 15 16 31 32 48 64 100 128 256 1024 4096"
LENS_misaligned="2 8 31 32 63 64 128 256 1024"
LENS_truncate="256 4096"
CHECK=base
tables "strlcpy strl base glibc musl openbsd copy" "strlcat strl base glibc musl openbsd" \
	"strscpy strl base linux glibc" "stpecpy strl base glibc"
echo
if [ -z "$over" ]; then
	echo "instructions: strl at or below base at every length: met"
else
	echo "instructions: strl above base:$over: NOT met"
	exit 3
fi

#!/bin/sh
# tools/bench/a64-count.sh COUNT-BINARY : instructions per call on AArch64 for
# strlcpy, strlcat and strscpy and their peers (bench/aarch64/count.c),
# counted under qemu-aarch64 -singlestep -d exec,nochain: each instruction
# its own translation block and every block logged, in a clean
# environment, so the count is exact and the same in every run.  Tables
# as tools/bench/count-table.sh prints them.  Exits 3 when strl executes more
# than a peer in CHECK (glibc's composition, Linux's strscpy, OpenBSD's
# loops) anywhere.
set -eu
bin=$1
log=$(mktemp)
COUNT_LOG=$(mktemp)
trap 'rm -f "$log" "$COUNT_LOG"' EXIT
total() { # func impl len mode reps -> instructions of the whole run
	env -i timeout 600 qemu-aarch64 -cpu max -singlestep -d exec,nochain -D "$log" \
		"$bin" "$@" >/dev/null 2>&1 ||
		{ echo "a64-count.sh: $bin $* failed or timed out (qemu-aarch64)" >&2; exit 1; }
	grep -c '^Trace' "$log"
}
key= base= reps=
count() { # func impl len mode -> instructions per call
	if [ "$key" != "$1 $3 $4" ]; then
		key="$1 $3 $4"
		reps=100
		[ "$3" -lt 4096 ] || reps=4
		base=$(( $(total "$1" none "$3" "$4" "$reps") - $(total "$1" none "$3" "$4" 0) ))
	fi
	echo $(( ($(total "$@" "$reps") - $(total "$@" 0) - base) / reps ))
}
. "$(dirname "$0")/count-table.sh"
LENS_aligned="0 1 2 4 8 15 16 31 32 48 64 128 256 1024 4096 65536"
LENS_misaligned="2 8 15 31 32 64 256 1024 4096"
LENS_truncate="256 1024 4096"
CHECK="glibc linux openbsd"
tables "strlcpy strl words glibc openbsd copy" "strlcat strl words glibc openbsd" "strscpy strl words glibc linux"
echo
# The generic word build (arm64 and riscv64 kernels, RV64 boards): a
# 15-byte string must not cost more than a 16-byte one, whose second
# word is whole (size = len + 1, aligned): issue 34's target.  31 against
# 32 B is printed too.
cell() { awk -v f="$1" -v l="$2" '$1 == f && $2 == "words" && $3 == "aligned" && $4 == l { print $5 }' "$COUNT_LOG"; }
wover= winfo=
for f in strlcpy strlcat strscpy; do
	for l in 15 31; do
		a=$(cell $f $l) b=$(cell $f $((l + 1)))
		[ -n "$a" ] && [ -n "$b" ] || { echo "a64-count.sh: no words count for $f at $l or $((l + 1)) B" >&2; exit 1; }
		winfo="$winfo $f $l/$((l + 1)) B: $a/$b;"
		[ $l != 15 ] || [ "$a" -le "$b" ] || wover="$wover $f"
	done
done
echo "aarch64 words, instructions at len/len + 1:${winfo%;}"
if [ -z "$wover" ]; then
	echo "aarch64 words: 15 B at or below 16 B (strlcpy, strlcat, strscpy): met"
else
	echo "aarch64 words: 15 B above 16 B in$wover: NOT met"
fi
if [ -z "$over" ]; then
	echo "aarch64: strl at or below glibc's composition, OpenBSD's loops and Linux's strscpy everywhere: met"
else
	echo "aarch64: strl above glibc's composition, OpenBSD's loops or Linux's strscpy at$over: NOT met"
	exit 3
fi

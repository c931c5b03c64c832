#!/bin/sh
# tools/boards/simavr-run.sh BOARD TIMEOUT ELF SIMAVR-COMMAND... : run an AVR
# image under simavr (cycle-exact, for the benchmarks), with a timeout.
# simavr shows USART0 on stderr, a line at a time in colour with its
# newline as a '.'; this prints the lines as written.  The image ends
# with "# board exit status N" (boards/common/avr.c) and sleeps with
# interrupts off, which ends simavr; N is the result.
set -u
board=$1 limit=$2 elf=$3
shift 3
if ! command -v "$1" >/dev/null 2>&1; then
	echo "simavr-run: $1 not found: run 'tools/deps.sh bench' as root" >&2
	exit 127
fi
. "$(dirname "$0")/../lib/fg.sh"
raw=$(mktemp)
out=$(mktemp)
trap 'rm -f "$raw" "$out"' EXIT
rc=0
run_fg timeout -k 2 "$limit" "$@" "$elf" >/dev/null 2>"$raw" || rc=$?
esc=$(printf '\033')
sed -e "s/$esc\\[[0-9;]*m//g" -e 's/\.$//' -e '/^$/d' "$raw" >"$out"
cat "$out"
case $rc in
0) ;;
124|137)
	echo "simavr-run: $board: simavr did not finish within ${limit}s: the image hung." >&2
	exit "$rc" ;;
*)	echo "simavr-run: $board: simavr failed (exit $rc)." >&2
	exit "$rc" ;;
esac
st=$(sed -n 's/^# board exit status \([0-9][0-9]*\)$/\1/p' "$out" | tail -1)
if [ -z "$st" ]; then
	echo "simavr-run: $board: the image ended without its status line." >&2
	exit 1
fi
exit "$st"

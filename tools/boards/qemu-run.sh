#!/bin/sh
# tools/boards/qemu-run.sh BOARD TIMEOUT ELF QEMU-COMMAND... : run a bare-metal
# image under QEMU with a timeout; QEMU's exit status is the result.
set -u
board=$1 limit=$2 elf=$3
shift 3
if ! command -v "$1" >/dev/null 2>&1; then
	echo "qemu-run: $1 not found: run 'tools/deps.sh boards' as root" >&2
	exit 127
fi
# run_fg: QEMU dies with us (Ctrl-C, make's SIGTERM), not at the limit.
. "$(dirname "$0")/../lib/fg.sh"
rc=0
run_fg timeout -k 2 "$limit" "$@" -kernel "$elf" || rc=$?
case $rc in
0) ;;
124|137)
	echo "qemu-run: $board: QEMU did not finish within ${limit}s: the image hung." >&2
	echo "qemu-run: rerun 'make run BOARD=$board' and read the last lines; raise BOARD_TIMEOUT= if the machine is just slow." >&2 ;;
3)	echo "qemu-run: $board: the CPU faulted (see '# FAULT' above)." >&2 ;;
*)	echo "qemu-run: $board: exit status $rc: tests failed (see 'not ok' above)." >&2 ;;
esac
exit $rc

#!/bin/sh
# tools/boards/qemu-run.sh BOARD TIMEOUT ELF QEMU-COMMAND... : run a bare-metal
# image under QEMU with a timeout; QEMU's exit status is the result.
#   QEMU_LOAD=OPTION   how QEMU is given the image (default -kernel)
#   QEMU_EXIT_LINE=1   the machine cannot exit (AVR): the image ends with
#                      "# board exit status N" and sleeps; the run ends there,
#                      QEMU is stopped and N is the result
#   QEMU_END_LINE=TEXT the same for an image that prints TEXT last and goes
#                      on running (an Arduino sketch's loop()): result 0
set -u
board=$1 limit=$2 elf=$3
shift 3
if ! command -v "$1" >/dev/null 2>&1; then
	echo "qemu-run: $1 not found: run 'tools/deps.sh boards' as root" >&2
	exit 127
fi
# run_fg: QEMU dies with us (Ctrl-C, make's SIGTERM), not at the limit.
. "$(dirname "$0")/../lib/fg.sh"

# The image's output, line by line (the shell's read takes no more than a
# line, where awk may wait to fill a buffer), up to the status line: then
# QEMU is stopped.  Without it (QEMU ended or hung), QEMU's own status.
run_to_exit_line() {
	fifo=$(mktemp -u "${TMPDIR:-/tmp}/qemu-run.XXXXXX")
	mkfifo "$fifo"
	timeout -k 2 "$limit" "$@" </dev/null >"$fifo" 2>&1 &
	qpid=$!
	trap 'kill -TERM $qpid 2>/dev/null; rm -f "$fifo"; exit 130' INT TERM HUP
	st=200
	cr=$(printf '\r')
	while IFS= read -r line; do
		line=${line%"$cr"}
		printf '%s\n' "$line"
		case $line in
		"# board exit status "*)
			st=${line#"# board exit status "}
			break ;;
		esac
		if [ -n "${QEMU_END_LINE:-}" ] && [ "$line" = "$QEMU_END_LINE" ]; then
			st=0
			break
		fi
	done <"$fifo"
	rm -f "$fifo"
	case $st in ''|*[!0-9]*) st=1 ;; esac
	if [ "$st" != 200 ]; then
		kill -TERM $qpid 2>/dev/null
		wait $qpid 2>/dev/null
		trap - INT TERM HUP
		return "$st"
	fi
	st=0
	wait $qpid || st=$?
	trap - INT TERM HUP
	# QEMU ended without the line: a hang (124) or a crash.
	[ "$st" != 0 ] || st=1
	return "$st"
}

rc=0
if [ -n "${QEMU_EXIT_LINE:-}${QEMU_END_LINE:-}" ]; then
	run_to_exit_line "$@" "${QEMU_LOAD:--kernel}" "$elf" || rc=$?
else
	run_fg timeout -k 2 "$limit" "$@" "${QEMU_LOAD:--kernel}" "$elf" || rc=$?
fi
case $rc in
0) ;;
124|137)
	echo "qemu-run: $board: QEMU did not finish within ${limit}s: the image hung." >&2
	echo "qemu-run: rerun 'make run BOARD=$board' and read the last lines; raise BOARD_TIMEOUT= if the machine is just slow." >&2 ;;
3)	echo "qemu-run: $board: the CPU faulted (see '# FAULT' above)." >&2 ;;
*)	echo "qemu-run: $board: exit status $rc: tests failed (see 'not ok' above)." >&2 ;;
esac
exit $rc

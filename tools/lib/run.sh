#!/bin/bash
# tools/lib/run.sh [-j JOBS] [-l LOGDIR] [-c] [-m] [-a SED] NAME COMMAND... -- ITEM...
# The one runner of every matrix (make check's targets, the boards, the
# KUnit kernels): COMMAND (its words, no shell) once per ITEM, with @ITEM@
# in a word replaced by the item, JOBS at a time (default 1), going on
# past a failure; then a table of item, result, cases passed and failed
# (the run's last "N passed, N failed" line) and seconds, and "NAME: N
# passed, N failed".
#   -l LOGDIR   each run's output goes to LOGDIR/ITEM.log; without it, it
#               is printed whole when the run ends
#   -c          the last line counts cases (summed over the runs, a run
#               that failed without a count counting one); else runs
#   -m          the table as a matrix: an item VERSION-ARCH[-FLAVOUR] is
#               row "VERSION FLAVOUR", column ARCH, the cell its cases
#   -a SED      a column from the run's output: the first line the sed
#               expression prints (sed -n; a board's CPU)
# Runs in the order given (put the longest first).  A signal stops every
# run, and each passes it on to its make or QEMU (run_fg, tools/lib/fg.sh),
# whose own timeouts bound a run that hangs.  Exit status: 0 only if every
# run passed.
set -u
lib=$(cd "$(dirname "$0")" && pwd)
. "$lib/fg.sh"
usage="usage: run.sh [-j JOBS] [-l LOGDIR] [-c] [-m] [-a SED] NAME COMMAND... -- ITEM..."
jobs=1 logdir= cases= matrix= about=
while getopts j:l:cma: o; do
	case $o in
	j) jobs=$OPTARG ;;
	l) logdir=$OPTARG ;;
	c) cases=1 ;;
	m) matrix=1 ;;
	a) about=$OPTARG ;;
	*) echo "$usage" >&2; exit 2 ;;
	esac
done
shift $((OPTIND - 1))
[ $# -ge 2 ] || { echo "$usage" >&2; exit 2; }
name=$1
shift
cmd=()
while [ $# -gt 0 ] && [ "$1" != -- ]; do
	cmd+=("$1")
	shift
done
[ $# -gt 0 ] || { echo "$usage" >&2; exit 2; }
shift
res=$(mktemp -d)
pids=
trap 'rm -rf "$res"' EXIT
trap 'kill -TERM $pids 2>/dev/null; wait; exit 130' INT TERM HUP
[ -z "$logdir" ] || mkdir -p "$logdir"

# one ITEM: its run, its status and seconds beside it.  One at a time
# with no LOGDIR, the output is shown as it comes; else each run's whole
# when it ends.
one() {
	item=$1 start=$(date +%s.%N) rc=0
	out=${logdir:+$logdir/$item.log}
	out=${out:-$res/$item.out}
	if [ -n "$logdir" ]; then
		echo "== $item (log: $out)"
		run_fg "${cmd[@]//@ITEM@/$item}" >"$out" 2>&1 || rc=$?
	elif [ "$jobs" = 1 ]; then
		echo "==== $name $item"
		exec 3> >(tee "$out")
		tee_pid=$!
		run_fg "${cmd[@]//@ITEM@/$item}" >&3 2>&1 || rc=$?
		exec 3>&-
		wait $tee_pid 2>/dev/null
	else
		run_fg "${cmd[@]//@ITEM@/$item}" >"$out" 2>&1 || rc=$?
		echo "==== $name $item"
		cat "$out"
	fi
	echo "$(echo "$(date +%s.%N) - $start" | bc) $rc" >"$res/$item.done"
}

begin=$(date +%s)
for item in "$@"; do
	if [ "$jobs" = 1 ]; then
		one "$item" </dev/null
		continue
	fi
	while [ "$(jobs -pr | wc -l)" -ge "$jobs" ]; do
		wait -n 2>/dev/null || sleep 1
	done
	one "$item" </dev/null &
	pids="$pids $!"
done
wait

passed=0 failed=0
printf '%-22s %-14s %-6s %10s %7s %7s\n' item "${about:+about}" result passed failed secs >"$res/table"
for item in "$@"; do
	out=${logdir:+$logdir/$item.log}
	out=${out:-$res/$item.out}
	read -r secs rc <"$res/$item.done" 2>/dev/null || { secs=0 rc=none; }
	line=$(grep -E '^(.*: )?[0-9]+ passed, [0-9]+ failed$' "$out" 2>/dev/null | tail -1 |
		grep -oE '[0-9]+ passed, [0-9]+ failed$')
	p=${line%% passed*}
	f=${line#* passed, }
	f=${f% failed}
	if [ "$rc" = 0 ] && [ "${f:-0}" = 0 ]; then
		r=pass
	else
		r="FAIL"
		[ -z "$logdir" ] || { echo "== $item: FAILED (log: $out)"; grep -E '^ *not ok|# FAIL|FAULT|qemu-run|error' "$out" | head -12; }
	fi
	if [ -n "$cases" ]; then
		passed=$((passed + ${p:-0}))
		failed=$((failed + ${f:-0}))
		[ "$r" = pass ] || [ "${f:-0}" != 0 ] || failed=$((failed + 1))
	elif [ "$r" = pass ]; then
		passed=$((passed + 1))
	else
		failed=$((failed + 1))
	fi
	col=
	[ -z "$about" ] || col=$(sed -n "$about" "$out" 2>/dev/null | head -1)
	printf '%-22s %-14s %-6s %10s %7s %7.1f\n' "$item" "$col" "$r" "${p:--}" "${f:--}" "$secs" >>"$res/table"
	# The matrix's cell: VERSION-ARCH[-FLAVOUR] -> row, column.
	ver=${item%%-*} rest=${item#*-}
	arch=${rest%%-*} flav=${rest#"$arch"}
	cell="${p:-?} passed, ${f:-?} failed"
	[ -n "$line" ] || cell="no result"
	[ "$r" = pass ] || cell="FAIL $cell"
	echo "$ver${flav:+ ${flav#-}}|$arch|$cell ($(printf '%.0f' "$secs") s)" >>"$res/matrix"
done
total=$(( $(date +%s) - begin ))
printf '%-22s %-14s %-6s %10s %7s %7s  (%d min %d s)\n' total "" "" "" "" "$total" $((total / 60)) $((total % 60)) >>"$res/table"
echo
echo "==== $name"
if [ -n "$matrix" ]; then
	awk -v title="$name" -v w=28 -f "$lib/matrix.awk" "$res/matrix"
else
	cat "$res/table"
fi
echo "$name: $passed passed, $failed failed"
[ "$failed" = 0 ] && [ "$(grep -c ' FAIL' "$res/table")" = 0 ]

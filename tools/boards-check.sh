#!/bin/bash
# tools/boards-check.sh BOARD... : build and run the suite on each board
# under QEMU, then print a table: board, CPU, passed, failed, seconds.
# Exit status: 0 only if every board passed.
set -u
top=$(cd "$(dirname "$0")/.." && pwd)
cd "$top"
. tools/fg.sh
build=${BUILD:-build}
mkdir -p "$build/boards"
table=$build/boards/summary.txt
printf '%-17s %-12s %10s %7s %6s  %s\n' board cpu passed failed secs result >"$table"
# one BOARD: its build and run, to its log; status and seconds beside it.
one() {
	log=$build/boards/$1.log
	start=$(date +%s.%N)
	rc=0
	run_fg make -s --no-print-directory BOARD="$1" board-test >"$log" 2>&1 || rc=$?
	echo "$(echo "$(date +%s.%N) - $start" | bc) $rc" >"$build/boards/$1.done"
}
# The boards $(nproc) at a time (QEMU runs each on one CPU).
njobs=$(nproc 2>/dev/null || echo 1)
pids=
trap 'kill -TERM $pids 2>/dev/null; wait; exit 130' INT TERM HUP
for b in "$@"; do
	while [ "$(jobs -pr | wc -l)" -ge "$njobs" ]; do
		wait -n 2>/dev/null || sleep 1
	done
	rm -f "$build/boards/$b.done"
	echo "== $b: building and running under QEMU (log: $build/boards/$b.log)"
	one "$b" </dev/null &
	pids="$pids $!"
done
wait
bad=0
for b in "$@"; do
	log=$build/boards/$b.log
	read -r secs rc <"$build/boards/$b.done" 2>/dev/null || { secs=0 rc=none; }
	cpu=$(sed -n 's/^BOARD_CPU := //p' "boards/$b/board.mk")
	line=$(grep -E '^[0-9]+ passed, [0-9]+ failed$' "$log" | tail -1)
	p=$(echo "${line:-? passed, ? failed}" | cut -d' ' -f1)
	f=$(echo "${line:-? passed, ? failed}" | cut -d' ' -f3)
	if [ "$rc" = 0 ] && [ -n "$line" ] && [ "$f" = 0 ]; then
		res=pass
	else
		res="FAIL (exit $rc)"
		bad=1
		echo "== $b: FAILED (log: $log)"
		grep -E '^ *not ok|# FAIL|FAULT|qemu-run|error' "$log" | head -12
	fi
	printf '%-17s %-12s %10s %7s %6.1f  %s\n' "$b" "$cpu" "$p" "$f" "$secs" "$res" >>"$table"
done
echo
cat "$table"
tp=$(awk 'NR > 1 && $3 ~ /^[0-9]+$/ { s += $3 } END { print s + 0 }' "$table")
tf=$(awk 'NR > 1 && $4 ~ /^[0-9]+$/ { s += $4 } END { print s + 0 }' "$table")
# A board that died before counting is one more failure.
tf=$((tf + $(grep -c "FAIL (exit" "$table")))
echo "boards: $tp passed, $tf failed"
exit $bad

#!/bin/sh
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
printf '%-13s %-12s %10s %7s %6s  %s\n' board cpu passed failed secs result >"$table"
bad=0
for b in "$@"; do
	log=$build/boards/$b.log
	echo "== $b: building and running under QEMU (log: $log)"
	start=$(date +%s.%N)
	rc=0
	run_fg make -s --no-print-directory BOARD="$b" board-test >"$log" 2>&1 || rc=$?
	secs=$(echo "$(date +%s.%N) - $start" | bc)
	cpu=$(sed -n 's/^BOARD_CPU := //p' "boards/$b/board.mk")
	line=$(grep -E '^[0-9]+ passed, [0-9]+ failed$' "$log" | tail -1)
	p=$(echo "${line:-? passed, ? failed}" | cut -d' ' -f1)
	f=$(echo "${line:-? passed, ? failed}" | cut -d' ' -f3)
	if [ $rc = 0 ] && [ -n "$line" ] && [ "$f" = 0 ]; then
		res=pass
	else
		res="FAIL (exit $rc)"
		bad=1
		grep -E '^ *not ok|# FAIL|FAULT|qemu-run|error' "$log" | head -12
	fi
	grep -E '^[0-9]+ passed' "$log" | tail -1
	printf '%-13s %-12s %10s %7s %6.1f  %s\n' "$b" "$cpu" "$p" "$f" "$secs" "$res" >>"$table"
done
echo
cat "$table"
tp=$(awk 'NR > 1 && $3 ~ /^[0-9]+$/ { s += $3 } END { print s + 0 }' "$table")
tf=$(awk 'NR > 1 && $4 ~ /^[0-9]+$/ { s += $4 } END { print s + 0 }' "$table")
# A board that died before counting is one more failure.
tf=$((tf + $(grep -c "FAIL (exit" "$table")))
echo "boards: $tp passed, $tf failed"
exit $bad

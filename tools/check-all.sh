#!/bin/sh
# tools/check-all.sh TARGET... : run each make target (every test suite),
# going on after a failure so one run reports everything, then print a
# table (target, result, seconds) and "check: N passed, N failed" counting
# targets.  Exit status: 0 only if every target passed.
set -u
top=$(cd "$(dirname "$0")/.." && pwd)
cd "$top"
. tools/fg.sh
summary=$(mktemp)
trap 'rm -f "$summary"' EXIT
passed=0 failed=0
begin=$(date +%s)
for t in "$@"; do
	echo "==== make $t"
	start=$(date +%s)
	if run_fg make --no-print-directory "$t"; then
		r=pass; passed=$((passed + 1))
	else
		r=FAIL; failed=$((failed + 1))
	fi
	printf '%-22s %-5s %5ss\n' "$t" "$r" "$(( $(date +%s) - start ))" >>"$summary"
done
echo
echo "==== summary"
total=$(( $(date +%s) - begin ))
printf '%-22s %-5s %5ss  (%d min %d s)\n' total "" "$total" $((total / 60)) $((total % 60)) >>"$summary"
cat "$summary"
echo "check: $passed passed, $failed failed"
[ "$failed" = 0 ]

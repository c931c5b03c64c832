#!/bin/sh
# tools/kunit-matrix.sh KERNEL... : the KUnit suite on each test kernel
# (tools/kunit-run.sh), going on past a failure, then a table of kernel
# version x arch with each run's cases and time, and "kunit: N passed,
# N failed" counting kernels.  Exit status: 0 only if every run passed.
set -u
top=$(cd "$(dirname "$0")/.." && pwd)
cd "$top"
. tools/fg.sh
res=$(mktemp)
trap 'rm -f "$res" "$res.out"' EXIT
passed=0 failed=0
for k in "$@"; do
	echo "==== kunit $k"
	start=$(date +%s)
	rc=0
	run_fg tools/kunit-run.sh "$k" >"$res.out" 2>&1 || rc=$?
	cat "$res.out"
	line=$(grep -E '^kunit\[.*\]: [0-9]+ passed, [0-9]+ failed$' "$res.out" | tail -1)
	cases=$(echo "$line" | sed -n 's/.*: \([0-9]*\) passed, \([0-9]*\) failed$/\1 passed, \2 failed/p')
	if [ $rc = 0 ]; then
		passed=$((passed + 1)) r=
	else
		failed=$((failed + 1)) r="FAIL "
	fi
	# Row: version and flavour; column: arch (names are VERSION-ARCH[-FLAVOUR]).
	ver=${k%%-*} rest=${k#*-}
	arch=${rest%%-*} flav=${rest#"$arch"}
	echo "$ver${flav:+ ${flav#-}}|$arch|$r${cases:-no result} ($(( $(date +%s) - start )) s)" >>"$res"
done
rm -f "$res.out"
echo
echo "==== kunit: KUnit cases per kernel and arch"
awk -F'|' '
	{ if (!($1 in seen)) { seen[$1] = 1; rows[++nr] = $1 }
	  if (!($2 in cseen)) { cseen[$2] = 1; cols[++nc] = $2 }
	  cell[$1 "|" $2] = $3 }
	END {
	  printf "%-12s", "kernel"; for (c = 1; c <= nc; c++) printf " %-28s", cols[c]; print ""
	  for (r = 1; r <= nr; r++) {
	    printf "%-12s", rows[r]
	    for (c = 1; c <= nc; c++) { v = cell[rows[r] "|" cols[c]]; printf " %-28s", (v == "" ? "-" : v) }
	    print ""
	  }
	}' "$res"
echo "kunit: $passed passed, $failed failed"
[ "$failed" = 0 ]

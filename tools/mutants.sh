#!/bin/sh
# tools/mutants.sh [RUNNER...] : build each deliberately broken core listed
# in tests/mutants.txt and require the test runner(s) to fail on it.
#   RUNNER: host (default) | board:NAME | arch:NAME | kunit
# Exit status: 0 when every mutant was caught by every runner.
set -eu
top=$(cd "$(dirname "$0")/.." && pwd)
cd "$top"
runners=${*:-host}
out=${BUILD:-build}/mutants
caught=0
survived=0

run_one() { # runner coredir builddir logfile
	case "$1" in
	# A generic file's mutant is tested on the generic build, an arch
	# file's on the default (arch) build.
	host) case $file in
	      x86_64/strl_x86.h|x86_64/lcpy.c) make -s BUILD="$3" CORE="$2" N=24 ALIGN=16 \
		STRL_CPPFLAGS=-DSTRL_NO_AVX2 host-test ;;
	      */*) make -s BUILD="$3" CORE="$2" N=24 ALIGN=16 host-test ;;
	      *) make -s BUILD="$3" CORE="$2" N=24 ALIGN=16 HOST_ARCH=host host-test ;;
	      esac >"$4" 2>&1 ;;
	board:*|arch:*) make -s BUILD="$3" CORE="$2" BOARD="${1#*:}" \
		board-test >"$4" 2>&1 ;;
	kunit) make -s BUILD="$3" CORE="$(cd "$2" && pwd)" kunit-base >"$4" 2>&1 ;;
	bigendian) make -s BUILD="$3" CORE="$2" check-bigendian >"$4" 2>&1 ;;
	fortify) make -s BUILD="$3" CORE="$2" check-fortify >"$4" 2>&1 ;;
	fuzz) make -s BUILD="$3" CORE="$2" FUZZ_RUNS=300000 check-fuzz >"$4" 2>&1 ;;
	prove) make -s BUILD="$3" CORE="$2" prove >"$4" 2>&1 ;;
	*) echo "mutants.sh: unknown runner '$1' (host, board:NAME, kunit, bigendian)" >&2
	   exit 2 ;;
	esac
}

tab=$(printf '\t')
grep -v '^#' tests/mutants.txt | grep -v '^$' |
while IFS="$tab" read -r name file subst where; do
	dir=$out/$name
	rm -rf "$dir"
	mkdir -p "$dir"
	cp -r freestanding "$dir/core"
	f=$dir/core/src/$file
	perl -0pi -e "$subst" "$f"
	if cmp -s "$f" "freestanding/src/$file"; then
		echo "mutants.sh: mutant $name no longer applies to $file: update tests/mutants.txt" >&2
		exit 1
	fi
	for r in $runners; do
		# A tag names a runner kind (board: every board runner) or, for
		# arch:BOARD, the one board whose arch path the mutant breaks.
		case ",${where:-host}," in
		*",$r,"*) ;;
		*",${r%%:*},"*) [ "${r%%:*}" != arch ] || continue ;;
		*) continue ;;
		esac
		log=$dir/$(echo "$r" | tr : -).log
		if run_one "$r" "$dir/core" "$dir/build" "$log"; then
			echo "mutant $name: SURVIVED $r (log: $log)"
			echo x >>"$out/.survived"
		elif grep -Eq '^ *not ok|^(.* )?[1-9][0-9]* failed|^Bail out!' "$log"; then
			fails=$(grep -Eo '[0-9]+ failed' "$log" | tail -1)
			echo "mutant $name: caught by $r (${fails:-a test failed})"
			echo x >>"$out/.caught"
		else
			# A mutant that does not build or run proves nothing.
			tail -5 "$log" >&2
			echo "mutant $name: $r did not run the tests (log: $log)"
			echo x >>"$out/.survived"
		fi
	done
done
caught=$(cat "$out/.caught" 2>/dev/null | wc -l)
survived=$(cat "$out/.survived" 2>/dev/null | wc -l)
rm -f "$out/.caught" "$out/.survived"
echo "mutants: $caught caught, $survived survived"
[ "$survived" = 0 ] && [ "$caught" -gt 0 ]

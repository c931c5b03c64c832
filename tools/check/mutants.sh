#!/bin/bash
# tools/check/mutants.sh [RUNNER...] : build each deliberately broken core listed
# in tests/mutants.txt and require the test runner(s) to fail on it.
#   RUNNER: host-default | host-avx2 | host-sse2 | host-generic | aarch64 |
#           riscv64 | board:NAME | arch:NAME | kunit:KERNEL | bigendian |
#           fortify | fuzz | prove, each optionally @TAG: then only the
#           mutants tagged TAG (tests/mutants.txt); and, for several,
#           host (the four host builds), boards (each board as its
#           board.mk's BOARD_MUTANTS says) and kunit (each kernel as its
#           .kernel file's KERNEL_MUTANTS says)
# A mutant runs on the runners its tags name (tests/mutants.txt).  KUnit
# runs are gathered and done at the end, one boot per kernel for all its
# mutants (tools/kernel/kunit-run.sh KERNEL NAME=CORE...).
# MUTANTS="name ..." runs only those.  The runs go MUTANT_JOBS at a time
# (default: one more than the number of CPUs, as a run waits on QEMU and
# on make's serial steps); the KUnit boots start first (longest).
# Exit status: 0 when every mutant was caught by every runner.
set -eu
top=$(cd "$(dirname "$0")/../.." && pwd)
cd "$top"
# The runners the data files name: host's builds, the boards' and the
# kernels' (board.mk's BOARD_MUTANTS, board or arch; the .kernel file's
# KERNEL_MUTANTS, all or word).
runners=
for r in ${*:-host}; do
	case $r in
	host) runners="$runners host-default host-avx2 host-sse2 host-generic" ;;
	boards) for f in boards/*/board.mk; do
		m=$(sed -n 's/^BOARD_MUTANTS := *//p' "$f")
		[ -z "$m" ] || runners="$runners $m:$(basename "$(dirname "$f")")"
	done ;;
	kunit) for f in tools/kernel/*.kernel; do
		m=$(sed -n 's/^KERNEL_MUTANTS=//p' "$f")
		k=$(basename "$f" .kernel)
		case $m in
		all) runners="$runners kunit:$k" ;;
		word) runners="$runners kunit:$k@word" ;;
		esac
	done ;;
	*) runners="$runners $r" ;;
	esac
done
out=${BUILD:-build}/mutants
mkdir -p "$out"
out=$(cd "$out" && pwd)
rm -f "$out/.caught" "$out/.survived" "$out/.notrun" "$out"/.kunit-* "$out/.jobs"
. tools/lib/fg.sh

# The corpus runners stop at their first failure (FAIL_FAST): a mutant
# needs a verdict, and the full count of its failures costs most of a run.
run_one() { # runner coredir builddir logfile
	case "$1" in
	# The host suite on the build the mutant's tag names (the
	# Makefile's host variants).
	host-default|host-avx2|host-sse2|host-generic) make -s BUILD="$3" CORE="$2" N=24 ALIGN=16 \
		FAIL_FAST=1 "$1" >"$4" 2>&1 ;;
	# The ASIMD build's suite under qemu-aarch64 -cpu max.
	aarch64) make -s BUILD="$3" CORE="$2" A64_N=12 FAIL_FAST=1 aarch64-test >"$4" 2>&1 ;;
	# The RVV build's suite under qemu-riscv64 (VLEN 128).
	riscv64) make -s BUILD="$3" CORE="$2" RV_N=12 FAIL_FAST=1 riscv64-test >"$4" 2>&1 ;;
	# A board that runs under several CPUs (VLENs): the first; the sweeps
	# to the board's BOARD_MUTANT_N bytes (12 unless it says, as the other
	# emulated runners: half the QEMU time).
	board:*|arch:*) make -s BUILD="$3" CORE="$2" BOARD="${1#*:}" \
		BOARD_CPUS_FIRST=1 MUTANT_RUN=1 FAIL_FAST=1 board-test >"$4" 2>&1 ;;
	bigendian) make -s BUILD="$3" CORE="$2" check-bigendian >"$4" 2>&1 ;;
	fortify) make -s BUILD="$3" CORE="$2" check-fortify >"$4" 2>&1 ;;
	fuzz) make -s BUILD="$3" CORE="$2" FUZZ_RUNS=300000 check-fuzz >"$4" 2>&1 ;;
	# WP proves each file against the others' contracts: a mutant of
	# one source file is proved alone; a header's, with every file.
	prove) case $file in
	       word.h|word/*.h) files=none ;;	# word helpers: the lemmas
	       copy_words.inc) files=copy ;;	# copy.c's word copy
	       */*|*.h) files= ;;
	       *) files=${file%.c} ;;
	       esac
	       make -s BUILD="$3" CORE="$2" ${files:+PROVE_FILES=$files} \
		PROVE_FIRST_FAILURE=1 prove >"$4" 2>&1 ;;
	*) echo "mutants.sh: unknown runner '$1' (host-default, host-avx2, host-sse2, host-generic, aarch64, riscv64, board:NAME, arch:NAME, kunit:KERNEL, bigendian, fortify, fuzz, prove)" >&2
	   exit 2 ;;
	esac
}

# judge NAME RUNNER RC LOG [TIME]: a failing run that shows failed tests caught
# the mutant; a passing one let it survive; anything else (no build, no
# run) proves nothing and counts as survived.
judge() {
	if [ "$3" = 0 ]; then
		echo "mutant $1: SURVIVED $2 (log: $4)${5:+ [$5]}"
		echo x >>"$out/.survived"
	elif grep -Eq '^ *not ok|^(.* )?[1-9][0-9]* failed|^Bail out!' "$4"; then
		fails=$(grep -Eo '[0-9]+ failed' "$4" | tail -1)
		echo "mutant $1: caught by $2 (${fails:-a test failed})${5:+ [$5]}"
		echo x >>"$out/.caught"
	else
		tail -5 "$4" >&2
		echo "mutant $1: $2 did not run the tests (log: $4)${5:+ [$5]}"
		echo x >>"$out/.survived"
	fi
}

# The job pool: each run is a background job; at most $njobs at once.
# A signal stops every job (each passes it on to its make or QEMU: run_fg)
# and then this script.
njobs=${MUTANT_JOBS:-$(( $(nproc 2>/dev/null || echo 1) + 1 ))}
pids=
trap 'kill -TERM $pids 2>/dev/null; wait; exit 130' INT TERM HUP
spawn() {
	while [ "$(jobs -pr | wc -l)" -ge "$njobs" ]; do
		wait -n 2>/dev/null || true
	done
	"$@" </dev/null &
	pids="$pids $!"
}
# Does this CPU run the AVX-512 copy (x86_64/cpu.c's test, as Linux
# reports it)?  If not, a mutant of it cannot fail any test here.
avx512_cpu() {
	for f in avx512f avx512bw avx512_vbmi2 bmi1 bmi2; do
		grep -qw "$f" /proc/cpuinfo 2>/dev/null || return 1
	done
}

# A mutant's run starts from a copy of the pristine core's build for the
# same runner and settings (a "seed"), so only what the mutated file feeds
# is compiled again: the cores are copied with their files' times, and
# the mutated file is touched as its run starts.  seed_key RUNNER names
# the seed; runners that compile everything at once (fuzz, prove, kunit)
# take none.
seed_key() {
	case $1 in
	host-*|aarch64|riscv64|board:*|arch:*) echo "$1" | tr : - ;;
	esac
}

# seed KEY FILE RUNNER: the pristine core on the runner; its build is the
# seed.  It must pass: a runner that fails the real core would "catch"
# every mutant.
seed() {
	log=$out/.seed/$1.log
	rc=0 t0=$(date +%s)
	file=$2
	run_fg run_one "$3" "$out/.seed/core" "$out/.seed/build-$1" "$log" || rc=$?
	if [ $rc != 0 ]; then
		tail -5 "$log" >&2
		echo "mutants.sh: the real core fails runner $3 (log: $log): fix that first" >&2
		echo x >>"$out/.seedfail"
	else
		echo "mutants.sh: seed $1 (the real core on $3) passed in $(( $(date +%s) - t0 )) s"
	fi
}

# job NAME FILE RUNNER DIR: one mutant on one runner, judged.
job() {
	file=$2
	if [ "$file" = x86_64/avx512.c ] && ! avx512_cpu; then
		echo "mutant $1: not run on $3 (this CPU has no AVX-512: the pass it breaks never runs here)"
		echo x >>"$out/.notrun"
		return
	fi
	log=$4/$(echo "$3" | tr : -).log
	b=$4/build-$(echo "$3" | tr : -)
	k=$(seed_key "$3" "$file")
	if [ -n "$k" ] && [ -d "$out/.seed/build-$k" ]; then
		rm -rf "$b"
		cp -a "$out/.seed/build-$k" "$b"
		touch "$4/core/src/$file"
	fi
	rc=0 t0=$(date +%s)
	run_fg run_one "$3" "$4/core" "$b" "$log" || rc=$?
	judge "$1" "$3" $rc "$log" "$(( $(date +%s) - t0 )) s"
}

tab=$(printf '\t')
grep -v '^#' tests/mutants.txt | grep -v '^$' |
	awk -F'\t' -v only=" ${MUTANTS:-} " 'only == "  " || index(only, " " $1 " ")' >"$out/.list"
[ -s "$out/.list" ] || { echo "mutants.sh: no mutant named: ${MUTANTS:-}" >&2; exit 2; }
while IFS="$tab" read -r name file subst where; do
	dir=$out/$name
	rm -rf "$dir"
	mkdir -p "$dir"
	cp -rp freestanding "$dir/core"
	f=$dir/core/src/$file
	perl -0pi -e "$subst" "$f"
	if cmp -s "$f" "freestanding/src/$file"; then
		echo "mutants.sh: mutant $name no longer applies to $file: update tests/mutants.txt" >&2
		exit 1
	fi
	# A substitution that lands in a comment changes nothing that runs.
	if [ "$(cc -fpreprocessed -dD -E -P -x c "$f" 2>/dev/null)" = \
	     "$(cc -fpreprocessed -dD -E -P -x c "freestanding/src/$file" 2>/dev/null)" ]; then
		echo "mutants.sh: mutant $name changes only a comment of $file: update tests/mutants.txt" >&2
		exit 1
	fi
	for spec in $runners; do
		# A tag names a runner kind (board: every board runner, kunit:
		# every kernel) or, for arch:BOARD, the one board whose arch path
		# the mutant breaks.  RUNNER@TAG takes only the mutants tagged TAG.
		r=${spec%@*}
		case $spec in
		*@*) case ",$where," in *",${spec##*@},"*) ;; *) continue ;; esac ;;
		esac
		case ",$where," in
		*",$r,"*) ;;
		*",${r%%:*},"*) [ "${r%%:*}" != arch ] || continue ;;
		*) continue ;;
		esac
		case $r in
		kunit:*) echo "$name=$dir/core" >>"$out/.kunit-${r#kunit:}" ;;
		*) printf '%s\t%s\t%s\n' "$name" "$file" "$r" >>"$out/.jobs" ;;
		esac
	done
done <"$out/.list"

# kunit_job KERNEL: the KUnit mutants, one boot per kernel for all of them.
kunit_job() {
	k=$1 r=kunit:$1
	rc=0 t0=$(date +%s)
	run_fg env BUILD="$out/kunit" tools/kernel/kunit-run.sh "$k" $(cat "$out/.kunit-$k") \
		>"$out/kunit-$k.log" 2>&1 || rc=$?
	if [ $rc != 0 ]; then
		tail -20 "$out/kunit-$k.log" >&2
		echo "mutants.sh: the KUnit mutant run on $k did not complete (log: $out/kunit-$k.log)"
	fi
	echo "mutants.sh: the KUnit mutants on $k took $(( $(date +%s) - t0 )) s"
	for m in $(cat "$out/.kunit-$k"); do
		name=${m%%=*}
		mlog=$out/kunit/kernel/$k/mutant-$name.log
		[ -f "$mlog" ] || echo "kunit[$k]: no result for $name" >"$mlog"
		# kunit-run.sh judged the run: its last line is the verdict.
		rc=1
		tail -1 "$mlog" | grep -Eq ' passed, 0 failed$' && rc=0
		judge "$name" "$r" $rc "$mlog"
	done
}

# The longest first: the KUnit boots, then the rest in list order.
for r in $runners; do
	r=${r%@*}
	case $r in kunit:*) ;; *) continue ;; esac
	[ -s "$out/.kunit-${r#kunit:}" ] && spawn kunit_job "${r#kunit:}"
done
if [ -s "$out/.jobs" ]; then
	# Seeds for the settings two or more mutants share, first.
	rm -rf "$out/.seed" "$out/.seedfail"
	mkdir -p "$out/.seed"
	cp -rp freestanding "$out/.seed/core"
	while IFS="$tab" read -r name file r; do
		k=$(seed_key "$r" "$file")
		[ -z "$k" ] || printf '%s\t%s\t%s\n' "$k" "$file" "$r"
	done <"$out/.jobs" | sort -k1,1 -s | awk -F'\t' '
		$1 == k { if (++n == 2) print l; next }
		{ k = $1; n = 1; l = $0 }' >"$out/.seeds"
	spids=
	while IFS="$tab" read -r k file r; do
		spawn seed "$k" "$file" "$r"
		spids="$spids $!"
	done <"$out/.seeds"
	for p in $spids; do wait "$p" 2>/dev/null || true; done
	if [ -e "$out/.seedfail" ]; then
		kill -TERM $pids 2>/dev/null
		wait
		echo "mutants: not run (the real core fails a runner: above)"
		exit 1
	fi
	while IFS="$tab" read -r name file r; do
		spawn job "$name" "$file" "$r" "$out/$name"
	done <"$out/.jobs"
fi
wait

caught=$(cat "$out/.caught" 2>/dev/null | wc -l)
survived=$(cat "$out/.survived" 2>/dev/null | wc -l)
notrun=$(cat "$out/.notrun" 2>/dev/null | wc -l)
rm -f "$out/.caught" "$out/.survived" "$out/.notrun" "$out"/.kunit-* "$out/.list" "$out/.jobs" "$out/.seeds"
if [ "$notrun" -gt 0 ]; then
	echo "mutants: $caught caught, $survived survived, $notrun not run (no AVX-512 here)"
else
	echo "mutants: $caught caught, $survived survived"
fi
[ "$survived" = 0 ] && [ "$caught" -gt 0 ]

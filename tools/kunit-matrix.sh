#!/bin/bash
# tools/kunit-matrix.sh KERNEL... : the KUnit suite on each test kernel
# (tools/kunit-run.sh), going on past a failure, then a table of kernel
# version x arch with each run's cases and time, and "kunit: N passed,
# N failed" counting kernels.  Runs KUNIT_JOBS kernels at once (default:
# the number of CPUs; a QEMU boot is one thread); each run's output is
# printed whole when it ends.  Exit status: 0 only if every run passed.
set -u
top=$(cd "$(dirname "$0")/.." && pwd)
cd "$top"
. tools/fg.sh
res=$(mktemp -d)
pids=
trap 'rm -rf "$res"' EXIT
trap 'kill -TERM $pids 2>/dev/null; wait; exit 130' INT TERM HUP
njobs=${KUNIT_JOBS:-$(nproc 2>/dev/null || echo 1)}

# one KERNEL: run it, then print its output and write its table row.
one() {
	k=$1 start=$(date +%s) rc=0
	run_fg tools/kunit-run.sh "$k" >"$res/$k.out" 2>&1 || rc=$?
	{ echo "==== kunit $k"; cat "$res/$k.out"; }
	line=$(grep -E '^kunit\[.*\]: [0-9]+ passed, [0-9]+ failed$' "$res/$k.out" | tail -1)
	cases=$(echo "$line" | sed -n 's/.*: \([0-9]*\) passed, \([0-9]*\) failed$/\1 passed, \2 failed/p')
	r=
	[ $rc = 0 ] || r="FAIL "
	# Row: version and flavour; column: arch (names are VERSION-ARCH[-FLAVOUR]).
	ver=${k%%-*} rest=${k#*-}
	arch=${rest%%-*} flav=${rest#"$arch"}
	echo "$ver${flav:+ ${flav#-}}|$arch|$r${cases:-no result} ($(( $(date +%s) - start )) s)" >"$res/$k.row"
	echo $rc >"$res/$k.rc"
}

# The longest runs first, so that no long one starts last with a CPU
# idle beside it: the kernels that build and boot DKMS packages (their
# builds, and the 7.3 x86-64 one's KASAN), then the rest in order.
order=
for k in "$@"; do
	grep -q '^KERNEL_DKMS=' "tools/kernel/$k.kernel" 2>/dev/null && order="$order $k"
done
for k in "$@"; do
	case " $order " in *" $k "*) ;; *) order="$order $k" ;; esac
done

for k in $order; do
	while [ "$(jobs -pr | wc -l)" -ge "$njobs" ]; do
		wait -n 2>/dev/null || true
	done
	one "$k" </dev/null &
	pids="$pids $!"
done
wait
passed=0 failed=0
for k in "$@"; do
	if [ "$(cat "$res/$k.rc" 2>/dev/null)" = 0 ]; then
		passed=$((passed + 1))
	else
		failed=$((failed + 1))
	fi
	cat "$res/$k.row" 2>/dev/null || echo "${k%%-*}|${k#*-}|FAIL no result"
done >"$res/table"
echo
echo "==== kunit: KUnit cases per kernel and arch"
awk -v title=kernel -v w=28 -f tools/matrix.awk "$res/table"
echo "kunit: $passed passed, $failed failed"
[ "$failed" = 0 ]

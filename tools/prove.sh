#!/bin/sh
# tools/prove.sh : Frama-C WP proofs of the byte-level core (STRL_SMALL):
# absence of runtime errors (-wp-rte) and the ACSL contracts in
# tests/proof/contracts.h, for each listed source file; then the word
# paths' zero-byte tests, proved exact for every input by z3 from their
# source (tools/prove-words.py).  Fails on any goal not proved.  Prints
# "N passed, N failed" in goals.
#   PROVE_FILES=none                 only the word lemmas
#   PROVE_FILES="strnlen scpy ..."   the files (default: all seven)
#   PROVE_FIRST_FAILURE=1            stop at the first goal not proved (the
#                                    mutant runs: a broken core is caught
#                                    then, under the real proof's settings)
set -u
top=$(cd "$(dirname "$0")/.." && pwd)
cd "$top"
core=${CORE:-freestanding}
out=${BUILD:-build}/proof
mkdir -p "$out"
[ -f "$HOME/.why3.conf" ] || why3 config detect >/dev/null 2>&1
total=0 proved=0 bad=0
# Frama-C and its provers in a process group of their own: they stop
# with us, or at the first goal not proved if asked to.
pid=
trap '[ -z "$pid" ] || kill -TERM -$pid 2>/dev/null; exit 130' INT TERM HUP
files=${PROVE_FILES:-strnlen scpy strlcpy strscpy strlcat strscpy_pad stpecpy}
[ "$files" != none ] || files=
for f in $files; do
	log=$out/$f.log
	setsid frama-c -machdep x86_64 -cpp-extra-args="-DSTRL_SMALL -DSTRL_NO_STD_NAMES -I$core/include -I$core/src -include tests/proof/contracts.h" \
		-wp -wp-rte -wp-prover z3,cvc4 -wp-timeout ${PROVE_TIMEOUT:-10} -wp-par 2 \
		"$core/src/$f.c" >"$log" 2>&1 </dev/null &
	pid=$!
	stopped=
	while kill -0 $pid 2>/dev/null; do
		if [ -n "${PROVE_FIRST_FAILURE:-}" ] &&
		   grep -qE '^\[wp\] \[(Failed|Timeout|Unknown)\]' "$log"; then
			kill -TERM -$pid 2>/dev/null
			stopped=1
			break
		fi
		sleep 0.5
	done
	wait $pid 2>/dev/null
	pid=
	if [ -n "$stopped" ]; then
		grep -E '^\[wp\] \[(Failed|Timeout|Unknown)\]' "$log" | head -3
		echo "not ok $f: a goal not proved; stopped there (log: $log)"
		total=$((total + 1)); bad=$((bad + 1))
		continue
	fi
	line=$(grep -E 'Proved goals: +[0-9]+ / [0-9]+' "$log" | tail -1)
	p=$(echo "$line" | sed -n 's/.*Proved goals: *\([0-9]*\) \/ \([0-9]*\).*/\1/p')
	t=$(echo "$line" | sed -n 's/.*Proved goals: *\([0-9]*\) \/ \([0-9]*\).*/\2/p')
	if [ -z "$t" ] || grep -qE '\[kernel\] User Error|Frama-C aborted' "$log"; then
		grep -E 'Error|error' "$log" | head -5
		echo "not ok $f: frama-c failed (log: $log)"
		bad=$((bad + 1)); continue
	fi
	total=$((total + t)); proved=$((proved + p))
	if [ "$p" = "$t" ]; then
		echo "ok $f: $p / $t goals proved"
	else
		grep -E 'Timeout|Unknown|Failed' "$log" | grep -v 'Proved' | head -8
		echo "not ok $f: $p / $t goals proved (log: $log)"
		bad=$((bad + 1))
	fi
done
# The zero-byte tests of the word paths, per word size and byte order.
python3 tools/prove-words.py "$core" >"$out/words.log" 2>&1
wrc=$?
line=$(tail -1 "$out/words.log")
p=$(echo "$line" | sed -n 's/^words: \([0-9]*\) passed, \([0-9]*\) failed$/\1/p')
q=$(echo "$line" | sed -n 's/^words: \([0-9]*\) passed, \([0-9]*\) failed$/\2/p')
if [ -z "$p" ]; then
	cat "$out/words.log"
	echo "not ok words: tools/prove-words.py did not finish (log: $out/words.log)"
	total=$((total + 1)); bad=$((bad + 1))
else
	for w in 32 64; do
		echo "  word $w-bit: $(grep -c "^ok .*($w-bit)" "$out/words.log") lemmas proved, $(grep -c "^not ok .*($w-bit)" "$out/words.log") not"
	done
	total=$((total + p + q)); proved=$((proved + p))
	if [ "$wrc" = 0 ]; then
		echo "ok words: $p / $((p + q)) zero-byte lemmas proved (z3, bit-vectors)"
	else
		grep '^not ok' "$out/words.log" | head -5
		echo "not ok words: $p / $((p + q)) zero-byte lemmas proved (log: $out/words.log)"
		bad=$((bad + 1))
	fi
fi
echo "prove: $proved passed, $((total - proved)) failed"
[ $bad = 0 ] && [ $total -gt 0 ]

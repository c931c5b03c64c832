#!/bin/sh
# tools/prove/prove.sh : Frama-C WP proofs of the core: absence of runtime errors
# (-wp-rte) and the ACSL contracts in tests/proof/contracts.h, in four
# builds: "byte" (STRL_SMALL: every source file) on a 64-bit machine and
# on a 16-bit one ("byte16", Frama-C's x86_16: size_t and int of 16 bits,
# as on AVR, where the core's C is the byte build), and the word paths as
# they ship (STRL__WORDWISE) on a 64-bit and a 32-bit machine ("word64",
# "word32": the functions in $word_jobs below, against the word model of
# tests/proof/words.h).  Then the word helpers' zero-byte tests and merge,
# proved exact for every input by z3 from their source
# (tools/prove/words.py): what the word model assumes of them.  Fails on
# any goal not proved.  Prints goals per file and build, a table, and
# "prove: N passed, N failed" in goals.
#   PROVE_FILES=none                 only the word lemmas
#   PROVE_FILES="strnlen copy ..."   the files (default: all eight)
#   PROVE_BUILDS="byte word64"       the builds (default: all four)
#   PROVE_FIRST_FAILURE=1            stop at the first goal not proved (the
#                                    mutant runs: a broken core is caught
#                                    then, under the real proof's settings)
#   PROVE_TIMEOUT=10, PROVE_RETRY=30 seconds a goal, then for the goals
#                                    left open (see wp below)
#   PROVE_CACHE=none                 prove every goal afresh (default
#                                    "update": see the cache below)
#   PROVE_SCRIPTS=update             write the word builds' proof scripts
#                                    anew (tests/proof/session: see below)
set -u
top=$(cd "$(dirname "$0")/../.." && pwd)
cd "$top"
core=${CORE:-freestanding}
out=${BUILD:-build}/proof
mkdir -p "$out"
out=$(cd "$out" && pwd)

# A why3 configuration of our own, under build/: the provers found here,
# plus z3 with fixed seeds and model-based quantifier instantiation
# (z3-strl), which the word proofs need.  WP runs it and cvc4 on each
# goal (z3 with why3's defaults closed no goal z3-strl or cvc4 left open:
# it only took a CPU from them).
conf=$out/why3.conf
if [ ! -s "$conf" ] || [ "$conf" -ot tools/prove/prove.sh ]; then
	rm -f "$conf"
	if ! why3 config detect -C "$conf" >"$out/why3.log" 2>&1; then
		cat "$out/why3.log"
		echo "prove: why3 found no provers: run 'tools/deps.sh hard' as root"
		exit 1
	fi
	z3v=$(z3 --version 2>/dev/null | sed -n 's/.*version \([0-9.]*\).*/\1/p')
	z3opts="-smt2 auto_config=false smt.mbqi=true sat.random_seed=42 nlsat.randomize=false smt.random_seed=42 -st"
	cat >>"$conf" <<-EOF

	[prover]
	alternative = "strl"
	command = "z3 -T:%t $z3opts %f"
	command_steps = "z3 $z3opts rlimit=%S %f"
	driver = "z3_471"
	editor = ""
	in_place = false
	interactive = false
	name = "Z3"
	shortcut = "z3-strl"
	version = "${z3v:-4.8.12}"
	EOF
fi
export WHY3CONFIG="$conf"

# WP's cache of prover results, outside the tree like the kernel cache
# ($STRL_CACHE, default ~/.cache/strl).  An entry is keyed by a digest of
# the whole goal as sent to one prover, so a changed source, contract or
# prover option is a new goal and goes to the provers; an unchanged goal
# takes its earlier verdict.  The directory is keyed by the versions of
# Frama-C, z3 and cvc4.  A run that proves every goal keeps all it
# wrote, timeouts too: a goal that had to be split on its cases
# (-wp-auto wp:split) is then split at once next time, not after a
# timeout.  A run that leaves a goal open keeps only its proofs, so a
# goal not proved (a timeout under load, a mutant) goes to the provers
# again.
cachemode=${PROVE_CACHE:-update}
case $cachemode in
none) cacheopts="-wp-cache none" ;;	# (with a session, WP would cache in it)
update)
	vers=$(printf '%s %s %s' "$(frama-c -version 2>/dev/null)" \
		"$(z3 --version 2>/dev/null)" "$(cvc4 --version 2>/dev/null | head -1)" |
		cksum | cut -d' ' -f1)
	cachedir=${STRL_CACHE:-${HOME:-/root}/.cache/strl}/wp-$vers
	mkdir -p "$cachedir"
	cacheopts="-wp-cache update -wp-cache-dir $cachedir" ;;
*) echo "prove: PROVE_CACHE is 'update' (the default) or 'none'"; exit 2 ;;
esac

total=0 proved=0 bad=0
: >"$out/table"
# Frama-C and its provers in a process group of their own: they stop
# with us, or at the first goal not proved if asked to.
pid=
trap '[ -z "$pid" ] || kill -TERM -$pid 2>/dev/null; exit 130' INT TERM HUP

# wp_run TIMEOUT BUILD FILE MACHDEP CPPFLAGS WP-OPTIONS...: one WP run
# over FILE (the options name the provers), each goal given TIMEOUT
# seconds; sets p and t (goals proved, goals) from its log, and stopped.
wp_run() {
	tmo=$1 b=$2 f=$3 md=$4 cpp=$5
	shift 5
	: >"$out/stamp"
	setsid frama-c -machdep "$md" \
		-cpp-extra-args="$cpp -DSTRL_NO_STD_NAMES -I$core/include -I$core/src -Itests/proof -include tests/proof/contracts.h" \
		-wp -wp-rte -wp-timeout "$tmo" -wp-par 2 \
		$cacheopts "$@" "$core/src/$f.c" >"$log" 2>&1 </dev/null &
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
	line=$(grep -E 'Proved goals: +[0-9]+ / [0-9]+' "$log" | tail -1)
	p=$(echo "$line" | sed -n 's/.*Proved goals: *\([0-9]*\) \/ \([0-9]*\).*/\1/p')
	t=$(echo "$line" | sed -n 's/.*Proved goals: *\([0-9]*\) \/ \([0-9]*\).*/\2/p')
	if [ "$cachemode" = update ] && { [ -n "$stopped" ] || [ -z "$t" ] || [ "$p" != "$t" ]; }; then
		find "$cachedir" -name '*.json' -newer "$out/stamp" -type f \
			-exec grep -L '"verdict": *"valid"' {} + | xargs -r rm -f
	fi
}

# wp BUILD FILE MACHDEP CPPFLAGS WP-OPTIONS...: prove FILE, each goal
# given PROVE_TIMEOUT seconds (10).  The goals a run leaves open go to
# the provers once more with PROVE_RETRY seconds (30; 0: no retry): the
# cache answers the proved ones at once.  A few goals of the word copy
# take the provers 7-9 s alone on this machine, and ran out of 10 s in
# cold runs (every goal to the provers) when anything else ran; 20 s
# for every goal took a cold run from 8-9 minutes to 13.5, as the goals
# that are proved only split wait it out whole first.  Not in the mutant
# runs (PROVE_FIRST_FAILURE): there a goal left open is the answer.
wp() {
	b=$1 f=$2
	tag=$b${PROVE_TAG:+-$PROVE_TAG}
	log=$out/$tag-$f.log
	wp_run "${PROVE_TIMEOUT:-10}" "$@"
	retry=${PROVE_RETRY:-30}
	if [ -z "$stopped" ] && [ -n "$t" ] && [ "$p" != "$t" ] && [ "$retry" != 0 ] &&
	   [ "$cachemode" = update ] && [ -z "${PROVE_FIRST_FAILURE:-}" ]; then
		open=$((t - p)) p1=$p t1=$t
		mv "$log" "$log.first"
		# The word builds name their functions (-wp-fct): go again over
		# only those with a goal left open, not the whole file (a cold
		# run's one goal over 10 s cost 5 min that way).  WP names a goal
		# typed_<function>_..., the function's double underscores single,
		# and shows an open one as "[wp] [Failed] Goal NAME" or
		# "[wp] [Script] Goal NAME : Timeout".  A second -wp-fct would add
		# to the first: the list is replaced.
		openl=$(sed -n -e 's/^\[wp\] \[\(Failed\|Timeout\|Unknown\)\] Goal \([^ ]*\).*/\2/p' \
			-e 's/^\[wp\] \[[A-Za-z]*\] Goal \([^ ]*\) : \(Failed\|Timeout\|Unknown\).*/\1/p' \
			"$log.first" | sed 's/__*/_/g')
		n=$# prev= sel=
		for a in "$@"; do
			if [ "$prev" = -wp-fct ]; then
				for fn in $(echo "$a" | tr , ' '); do
					echo "$openl" | grep -q "^typed_$(echo "$fn" | sed 's/__*/_/g')_" &&
						sel=${sel:+$sel,}$fn
				done
				a=${sel:-$a}
			fi
			set -- "$@" "$a"
			prev=$a
		done
		shift "$n"
		wp_run "$retry" "$@"
		[ -z "$sel" ] || [ -z "$t" ] || { p=$((p1 + open - (t - p))); t=$t1; }
		echo "note $tag $f: $open goals left open with ${PROVE_TIMEOUT:-10} s each went to the provers again with $retry s${sel:+ (with the rest of $sel)}: $p / $t proved (first run's log: $log.first)"
	fi
	if [ -n "$stopped" ]; then
		grep -E '^\[wp\] \[(Failed|Timeout|Unknown)\]' "$log" | head -3
		echo "not ok $tag $f: a goal not proved; stopped there (log: $log)"
		total=$((total + 1)); bad=$((bad + 1))
		return
	fi
	if [ -z "$t" ] || grep -qE '\[kernel\] User Error|Frama-C aborted' "$log"; then
		grep -E 'Error|error' "$log" | head -5
		echo "not ok $tag $f: frama-c failed (log: $log)"
		total=$((total + 1)); bad=$((bad + 1))
		return
	fi
	total=$((total + t)); proved=$((proved + p))
	stale=$(grep -c 'Script Error' "$log")
	[ "$stale" = 0 ] || echo "note $tag $f: $stale proof scripts no longer fit their goals, which went to the provers without them: run 'make prove PROVE_SCRIPTS=update' and commit tests/proof/session"
	echo "$f|$b|$p / $t" >>"$out/table"
	if [ "$p" = "$t" ]; then
		echo "ok $tag $f: $p / $t goals proved"
	else
		grep -E '^\[wp\] \[(Failed|Timeout|Unknown)\]' "$log" | head -8
		echo "not ok $tag $f: $p / $t goals proved (log: $log)"
		bad=$((bad + 1))
	fi
}

# The word builds' proof scripts, one directory per build under
# tests/proof/session: for each goal the provers close only in parts, the
# split that worked (which case of which hypothesis).  WP replays them
# ("script"), so such a goal is split at once instead of after a whole
# timeout: that halves the time of a run without the cache.  A script
# that no longer fits its goal (the code or contract changed) is not
# trusted: the goal goes to the provers and the split search as if it had
# none.  After changing a word loop or its contract, write them anew with
# PROVE_SCRIPTS=update ("tip": WP keeps a script for each goal it had to
# split) and commit them with the change.
case ${PROVE_SCRIPTS:-replay} in
replay) scripts=script ;;
update)
	# Scripts are named by goal, not file: write them all or none.
	if [ -n "${PROVE_FILES:-}${PROVE_BUILDS:-}${PROVE_FIRST_FAILURE:-}" ]; then
		echo "prove: PROVE_SCRIPTS=update writes every word build's scripts: run it without PROVE_FILES, PROVE_BUILDS or PROVE_FIRST_FAILURE"
		exit 2
	fi
	scripts=tip
	rm -rf tests/proof/session/word64 tests/proof/session/word32 ;;
*) echo "prove: PROVE_SCRIPTS is 'replay' (the default) or 'update'"; exit 2 ;;
esac

files=${PROVE_FILES:-strnlen copy strlcpy strscpy strlcat strscpy_pad stpecpy strncpy}
[ "$files" != none ] || files=
builds=${PROVE_BUILDS:-byte byte16 word64 word32}
# The word builds: the files with word loops, and the functions proved
# there (the others are byte code, proved in the byte build).  copy.c:
# both copies and their steps, strl__head, the 64-bit tail
# (strl__word_tail), and strl__copy, which calls them.
word_jobs="strnlen:strl_strnlen copy:strl__head,strl__word_even,strl__pair_even,strl__words_even,strl__word_odd,strl__pair_odd,strl__words_odd,strl__word_tail,strl__copy"
# With PROVE_FIRST_FAILURE, the first file not proved ends the run.
stop() { [ -n "${PROVE_FIRST_FAILURE:-}" ] && [ $bad != 0 ]; }
for b in $builds; do
	stop && break
	case $b in
	byte|byte16)
		# Frama-C preprocesses x86_16 with the host's gcc -m16, whose
		# own macros describe a 32-bit machine: the two the core reads
		# say here what gcc-avr says.
		md=x86_64 cpp=-DSTRL_SMALL
		[ $b = byte ] || md=x86_16 cpp="$cpp -U__PTRDIFF_MAX__ -D__PTRDIFF_MAX__=0x7fff -U__SIZEOF_SIZE_T__ -D__SIZEOF_SIZE_T__=2"
		for f in $files; do stop || wp $b "$f" $md "$cpp" -wp-prover z3-strl,cvc4; done ;;
	word64|word32)
		[ $b = word64 ] && md=gcc_x86_64 || md=gcc_x86_32
		for j in $word_jobs; do
			case " $files " in *" ${j%%:*} "*) ;; *) continue ;; esac
			stop && break
			# A goal the provers do not close whole is split on the
			# cases of its hypotheses (the loop's exits) and retried.
			wp $b "${j%%:*}" $md "" -wp-fct "${j#*:}" -wp-auto wp:split \
				-wp-no-pruning -wp-prover "$scripts,z3-strl,cvc4" \
				-wp-session "$top/tests/proof/session/$b"
		done ;;
	*) echo "prove: unknown build '$b' (byte, byte16, word64, word32)"; exit 2 ;;
	esac
done

# The zero-byte tests of the word paths, per word size and byte order.
if stop; then
	echo "prove: stopped at the first file not proved"
	echo "prove: $proved passed, $((total - proved)) failed"
	exit 1
fi
python3 tools/prove/words.py "$core" >"$out/words.log" 2>&1
wrc=$?
line=$(tail -1 "$out/words.log")
p=$(echo "$line" | sed -n 's/^words: \([0-9]*\) passed, \([0-9]*\) failed$/\1/p')
q=$(echo "$line" | sed -n 's/^words: \([0-9]*\) passed, \([0-9]*\) failed$/\2/p')
if [ -z "$p" ]; then
	cat "$out/words.log"
	echo "not ok words: tools/prove/words.py did not finish (log: $out/words.log)"
	total=$((total + 1)); bad=$((bad + 1))
else
	for w in 32 64; do
		echo "  word $w-bit: $(grep -c "^ok .*($w-bit)" "$out/words.log") lemmas proved, $(grep -c "^not ok .*($w-bit)" "$out/words.log") not"
	done
	total=$((total + p + q)); proved=$((proved + p))
	echo "words|lemmas|$p / $((p + q))" >>"$out/table"
	if [ "$wrc" = 0 ]; then
		echo "ok words: $p / $((p + q)) zero-byte lemmas proved (z3, bit-vectors)"
	else
		grep '^not ok' "$out/words.log" | head -5
		echo "not ok words: $p / $((p + q)) zero-byte lemmas proved (log: $out/words.log)"
		bad=$((bad + 1))
	fi
fi
# Goals proved per file (rows) and build (columns).
echo
awk -v title=goals -v w=10 -f tools/lib/matrix.awk "$out/table"
echo "prove: $proved passed, $((total - proved)) failed"
[ $bad = 0 ] && [ $total -gt 0 ]

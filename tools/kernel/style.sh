#!/bin/sh
# tools/kernel/style.sh : what a kernel maintainer runs first, over what
# the kernel compiles of ours: scripts/checkpatch.pl --strict of the
# newest test kernel (tools/kernel/*.kernel), as a patch to the kernel
# would meet it.  The files: kernel/ (strl.ko's glue, the compat header),
# kunit/, the example module, and the core sources and headers strl.ko
# builds (freestanding/src, less what kernel/Kbuild leaves out: the
# bare-metal fortify handler and the BSD names; of the ISAs' word hooks,
# those a kernel includes: word/arm.h and word/riscv.h).  Must report 0 errors, 0 warnings and 0 checks, but
# for the types below, each ignored for the reason beside it.  Ends with
# "kernel-style: N passed, N failed" (files).
set -eu
top=$(cd "$(dirname "$0")/../.." && pwd)
cd "$top"
. tools/lib/fg.sh
say() { echo "kernel-style: $*" >&2; }

# Ignored, each for its reason:
#  BLOCK_COMMENT_STYLE: the Frama-C proof annotations (/*@ ... */), which
#    the prover reads in that form; checked below to be the only ones.
ignore=BLOCK_COMMENT_STYLE
#  STRLCPY, STRNCPY: giving these back is the point; the compat header,
#    its KUnit tests and the example call them on purpose.
ignore=$ignore,STRLCPY,STRNCPY
#  NEW_TYPEDEFS: strl_ssize_t is the API's return type (ssize_t in the
#    kernel, ptrdiff_t in userland and firmware).
ignore=$ignore,NEW_TYPEDEFS
#  INLINE, PREFER_DEFINED_ATTRIBUTE_MACRO: strl.h and the core also build
#    as userland and firmware code, GNU C89 included, where there is no
#    compiler_attributes.h and `inline` is spelt __inline__.
ignore=$ignore,INLINE,PREFER_DEFINED_ATTRIBUTE_MACRO
#  MACRO_ARG_REUSE (a check): the fortify macros name the destination
#    twice, once inside __builtin_dynamic_object_size, which never
#    evaluates its argument (nor does __builtin_constant_p).
ignore=$ignore,MACRO_ARG_REUSE

newest=$(cd tools/kernel && ls *.kernel | sed 's/\.kernel$//' | sort -V | tail -1)
src=$(run_fg tools/kernel/kbuild.sh --source "$newest") || { say "no kernel source (above says why)"; exit 1; }
files="$(ls kernel/*.c kernel/*.h kunit/*.c kunit/*.h examples/kernel-module/*.c)
$(ls freestanding/src/*.c | grep -v -e '/fortify_fail\.c$' -e '/std_[a-z]*\.c$')
freestanding/src/internal.h freestanding/src/word.h freestanding/src/copy_words.inc
freestanding/src/word/arm.h freestanding/src/word/riscv.h
freestanding/include/strl.h freestanding/include/strl_fortify.h"
out=${BUILD:-build}/kernel-style
mkdir -p "$out"
n=0 bad=0
echo "KTAP version 1"
echo "# checkpatch.pl --strict of $(basename "$src"), ignoring $ignore"
for f in $files; do
	n=$((n + 1))
	log=$out/$(echo "$f" | tr / _).log
	rc=0
	"$src/scripts/checkpatch.pl" --strict --no-tree --terse --show-types \
		--ignore "$ignore" --file "$f" >"$log" 2>&1 || rc=$?
	# The block comments checkpatch objects to must all be annotations.
	"$src/scripts/checkpatch.pl" --strict --no-tree --terse --show-types \
		--types BLOCK_COMMENT_STYLE --file "$f" 2>/dev/null |
		sed -n 's/^[^:]*:\([0-9]*\): .*/\1/p' | sort -un >"$log.blocks" || true
	notacsl=$(awk 'NR == FNR { want[$1] = 1; next }
		{ if (index($0, "/*@")) inacsl = 1
		  if ((FNR in want) && !inacsl) print FNR
		  if (inacsl && index($0, "*/")) inacsl = 0 }' "$log.blocks" "$f")
	# (--terse prints a total only when there is something to count.)
	total=$(sed -n 's/^total: \([0-9]*\) errors, \([0-9]*\) warnings, \([0-9]*\) checks.*/\1 \2 \3/p' "$log")
	[ -n "$total" ] || [ $rc != 0 ] || [ -s "$log" ] || total="0 0 0"
	if [ "$total" = "0 0 0" ] && [ -z "$notacsl" ]; then
		echo "ok $n $f"
	else
		bad=$((bad + 1))
		echo "not ok $n $f"
		grep -v '^total' "$log" | sed 's/^/    # /'
		for l in $notacsl; do
			echo "    # $f:$l: BLOCK_COMMENT_STYLE outside a proof annotation"
		done
		[ -n "$total" ] || echo "    # checkpatch did not run (log: $log)"
	fi
done
echo "1..$n"
echo "kernel-style: $((n - bad)) passed, $bad failed"
[ $bad = 0 ]

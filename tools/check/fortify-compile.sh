#!/bin/sh
# tools/check/fortify-compile.sh [DIR [FLAG...]] : compile-time fortification
# tests, with gcc and clang (like the kernel's test_fortify.sh): every file
# in DIR/compile-fail must fail with strl's size error; DIR/compile-pass.c
# must build with -Werror.  DIR is tests/fortify (the strl_ names; FLAGs
# default to -I$CORE/include) or tests/fortify/overlay (BSD code through
# the <string.h> overlay, whose include flags the FLAGs give).
set -u
top=$(cd "$(dirname "$0")/../.." && pwd)
cd "$top"
dir=${1:-tests/fortify}
[ $# -gt 0 ] && shift
[ $# -gt 0 ] || set -- "-I${CORE:-freestanding}/include"
flags="-O2 -D_FORTIFY_SOURCE=2 -Wall -Wextra -Werror $* -c -o /dev/null"
tag=$(basename "$dir" | sed 's/^fortify$//')
n=0 bad=0
echo "KTAP version 1"
for cc in gcc clang; do
	for f in "$dir"/compile-fail/*.c; do
		# A file may name the compilers it is for: "compilers: clang".
		only=$(sed -n 's/.*compilers: \([a-z ]*\) --.*/\1/p' "$f")
		[ -z "$only" ] || echo " $only " | grep -q " $cc " || continue
		n=$((n + 1))
		name="${cc}_${tag:+${tag}_}$(basename "$f" .c)_fails_to_compile"
		if out=$($cc $flags "$f" 2>&1); then
			echo "not ok $n $name # compiled"; bad=$((bad + 1))
		elif echo "$out" | grep -q 'larger than the destination buffer'; then
			echo "ok $n $name"
		else
			echo "not ok $n $name # failed for another reason:"; echo "$out" | sed 's/^/    # /'
			bad=$((bad + 1))
		fi
	done
	n=$((n + 1))
	if out=$($cc $flags "$dir"/compile-pass.c 2>&1); then
		echo "ok $n ${cc}_${tag:+${tag}_}compile_pass_builds"
	else
		echo "not ok $n ${cc}_${tag:+${tag}_}compile_pass_builds"; echo "$out" | sed 's/^/    # /'
		bad=$((bad + 1))
	fi
done
echo "1..$n"
echo "fortify-compile${tag:+-$tag}: $((n - bad)) passed, $bad failed"
[ $bad = 0 ]

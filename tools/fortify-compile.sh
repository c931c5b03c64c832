#!/bin/sh
# tools/fortify-compile.sh : compile-time fortification tests, with gcc and
# clang (like the kernel's test_fortify.sh): every file in
# tests/fortify/compile-fail must fail with strl's size error; the
# compile-pass file must build with -Werror.
set -u
top=$(cd "$(dirname "$0")/.." && pwd)
cd "$top"
flags="-O2 -D_FORTIFY_SOURCE=2 -Wall -Wextra -Werror -I${CORE:-freestanding}/include -c -o /dev/null"
n=0 bad=0
echo "KTAP version 1"
for cc in gcc clang; do
	for f in tests/fortify/compile-fail/*.c; do
		# A file may name the compilers it is for: "compilers: clang".
		only=$(sed -n 's/.*compilers: \([a-z ]*\) --.*/\1/p' "$f")
		[ -z "$only" ] || echo " $only " | grep -q " $cc " || continue
		n=$((n + 1))
		name="${cc}_$(basename "$f" .c)_fails_to_compile"
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
	if out=$($cc $flags tests/fortify/compile-pass.c 2>&1); then
		echo "ok $n ${cc}_compile_pass_builds"
	else
		echo "not ok $n ${cc}_compile_pass_builds"; echo "$out" | sed 's/^/    # /'
		bad=$((bad + 1))
	fi
done
echo "1..$n"
echo "fortify-compile: $((n - bad)) passed, $bad failed"
[ $bad = 0 ]

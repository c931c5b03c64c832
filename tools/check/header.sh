#!/bin/sh
# tools/check/header.sh : strl.h compiles warning-free as users compile it:
# gcc and clang, C89/C99/C11/C17 and C++98/C++11/C++17, -pedantic, at -O0
# and fortified at -O2, with and without STRL_STD_NAMES.
set -u
top=$(cd "$(dirname "$0")/../.." && pwd)
cd "$top"
inc=-I${CORE:-freestanding}/include
n=0 bad=0
for cc in gcc clang g++ clang++; do
	case $cc in
	*++) stds="c++98 c++11 c++17" lang="-x c++" ;;
	*) stds="c89 c99 c11 c17" lang="-x c" ;;
	esac
	for std in $stds; do
		for mode in "-O0" "-O2 -D_FORTIFY_SOURCE=2"; do
			for names in "" "-DSTRL_STD_NAMES"; do
				n=$((n + 1))
				if ! out=$($cc $lang -std=$std -pedantic -Wall -Wextra -Werror $mode $names \
					$inc -c tests/header/use.c -o /dev/null 2>&1); then
					bad=$((bad + 1))
					echo "not ok $n $cc -std=$std $mode $names"
					echo "$out" | head -5 | sed 's/^/    # /'
				fi
			done
		done
	done
done
echo "header: $((n - bad)) passed, $bad failed"
[ $bad = 0 ]

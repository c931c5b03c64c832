#!/bin/sh
# tools/check/readme.sh WORKDIR : every code block of README.md is run
# or quoted from what a test runs.  Each block follows a line
#   <!-- readme-test: KIND ARGS -->
# saying how, and a block without one fails:
#   compile FILE        the block is FILE (a program a later block builds)
#   tree                its commands run in strl's tree, as written
#   program FILE TEXT   its commands run in a directory holding FILE, as
#                       written; their output must hold TEXT
#   quotes FILE         each of its lines is a line of FILE (an example
#                       that make check builds and runs)
#   two-commands        `make run` runs and passes; `.ci/run` runs
#                       `make check` (CI's own run is the test of it)
# The commands run as a user's shell would (no PKG_CONFIG_LIBDIR or
# LD_LIBRARY_PATH of a caller's), with HOME WORKDIR/home, so that
# $HOME/strl is a prefix of the test's own.  Ends with "readme: N
# passed, N failed".
set -u
top=$(cd "$(dirname "$0")/../.." && pwd)
cd "$top"
work=${1:?usage: readme.sh WORKDIR}
rm -rf "$work"
mkdir -p "$work/home" "$work/blocks"
work=$(cd "$work" && pwd)
n=0 bad=0
user() { env -u PKG_CONFIG_LIBDIR -u PKG_CONFIG_SYSROOT_DIR -u PKG_CONFIG_PATH -u LD_LIBRARY_PATH "$@"; }
result() { # RC NAME LOG
	n=$((n + 1))
	if [ "$1" = 0 ]; then
		echo "ok $n $2"
	else
		bad=$((bad + 1))
		echo "not ok $n $2"
		tail -15 "$3" 2>/dev/null | sed 's/^/    # /'
	fi
}
# The blocks: WORKDIR/blocks/K.sh holds the K-th block, K.how its marker.
awk -v dir="$work/blocks" '
	/^<!-- readme-test: .* -->$/ { how = $0; sub(/^<!-- readme-test: /, "", how); sub(/ -->$/, "", how); next }
	/^```/ && !inblock { k++; inblock = 1; printf "%s", how > (dir "/" k ".how"); close(dir "/" k ".how"); how = ""; next }
	/^```/ && inblock { inblock = 0; next }
	inblock { print > (dir "/" k ".sh") }
	/^[^<`]/ && !inblock { how = "" }
' README.md
echo "KTAP version 1"
k=1
while [ -f "$work/blocks/$k.how" ]; do
	how=$(cat "$work/blocks/$k.how")
	block=$work/blocks/$k.sh
	log=$work/$k.log
	first=$(head -1 "$block")
	set -- $how
	kind=${1:-}
	case $kind in
	compile)
		cp "$block" "$work/$2"
		cc -std=c99 -Wall -Wextra -Werror -Ifreestanding/include -fsyntax-only "$work/$2" >"$log" 2>&1
		result $? "block $k: $2 compiles" "$log" ;;
	tree)
		user HOME="$work/home" sh -e "$block" >"$log" 2>&1
		result $? "block $k: in the tree: $first" "$log" ;;
	program)
		file=$2
		want=$(echo "$how" | sed -n 's/^program [^ ]* "\(.*\)"$/\1/p')
		mkdir -p "$work/prog-$k"
		cp "$work/$file" "$work/prog-$k/"
		(cd "$work/prog-$k" && user HOME="$work/home" sh -e "$block") >"$log" 2>&1 &&
			grep -qF "$want" "$log"
		result $? "block $k: $first ... prints \"$want\"" "$log" ;;
	quotes)
		rc=0
		while IFS= read -r l; do
			l=$(echo "$l" | sed 's/^[[:space:]]*//; s/[[:space:]]*$//')
			[ -n "$l" ] || continue
			sed 's/^[[:space:]]*//; s/[[:space:]]*$//' "$2" | grep -qxF "$l" ||
				{ echo "$2 lacks: $l"; rc=1; }
		done <"$block" >"$log"
		result $rc "block $k: quotes $2" "$log" ;;
	two-commands)
		{ grep -q '^make run ' "$block" && grep -q '^make check ' "$block" &&
		  grep -qx 'exec make check' .ci/run &&
		  user make --no-print-directory run >"$work/run.out" 2>&1 &&
		  grep -Eq '^[0-9]+ passed, 0 failed$' "$work/run.out"; } >"$log" 2>&1
		rc=$?
		cat "$work/run.out" >>"$log" 2>/dev/null
		result $rc "block $k: make run passes, .ci/run runs make check" "$log" ;;
	*)
		echo "no readme-test line before this block (first line: $first)" >"$log"
		result 1 "block $k: run by no test" "$log" ;;
	esac
	k=$((k + 1))
done
echo "1..$n"
echo "readme: $((n - bad)) passed, $bad failed"
[ $bad = 0 ] && [ $n -gt 0 ]

#!/bin/sh
# tools/bench/base.sh COMMIT DIR OUT.o : strl as it was at COMMIT, for the
# benchmarks to measure today's code against (the "base" column): that
# commit's freestanding/ tree (git archive), built as the host library
# by this Makefile (CORE=, the same flags), linked into one relocatable
# object whose only global symbols are its public functions, renamed
# base_strl_* (its internal strl__ ones made local, so they cannot clash
# with the library under test).
set -eu
commit=$1 dir=$2 out=$3
top=$(cd "$(dirname "$0")/../.." && pwd)
cd "$top"
if ! git rev-parse --verify -q "$commit^{commit}" >/dev/null 2>&1; then
	echo "bench-base: commit $commit (BENCH_BASE) is not in this checkout's git history;" >&2
	echo "bench-base: fetch it (a shallow clone lacks it) or name another with BENCH_BASE=" >&2
	exit 1
fi
rm -rf "$dir"
mkdir -p "$dir/src"
git archive "$commit" freestanding | tar -x -C "$dir/src"
# A tree from before the source manifest (freestanding/sources.mk): its
# lists by its own rule (the generic src/*.c; an arch folder's file in
# place of the generic one of its name), and this tree's strl_sources.
core=$dir/src/freestanding
if [ ! -f "$core/sources.mk" ]; then
	(cd "$core/src" && {
		echo "STRL_SRCS_generic := $(ls *.c | tr '\n' ' ')"
		for d in */; do
			d=${d%/}
			echo "STRL_SRCS_$d := $(cd "$d" && ls *.c *.S 2>/dev/null | sed "s|^|$d/|" | tr '\n' ' ')"
			echo "STRL_REPLACES_$d := $(cd "$d" && ls *.c *.S 2>/dev/null | sed 's/\.S$/.c/' | sort -u |
				while read -r f; do [ ! -f "../$f" ] || echo "$f"; done | tr '\n' ' ')"
		done
	}) >"$core/sources.mk"
	sed -n '/^strl_sources = /,$p' freestanding/sources.mk >>"$core/sources.mk"
fi
make -s --no-print-directory CORE="$dir/src/freestanding" BUILD="$dir" \
	STRL_WERROR= "$dir/host/libstrl.a"
funcs="strlcpy strlcat strscpy strscpy_pad stpecpy strnlen"
keep= rename=
for f in $funcs; do
	keep="$keep -G strl_$f"
	rename="$rename --redefine-sym strl_$f=base_strl_$f"
done
ld -r --whole-archive "$dir/host/libstrl.a" -o "$dir/all.o"
# shellcheck disable=SC2086
objcopy $keep "$dir/all.o" "$dir/kept.o"
# shellcheck disable=SC2086
objcopy $rename "$dir/kept.o" "$out"
echo "bench-base: strl at $(git rev-parse --short "$commit") as base_strl_* in $out"

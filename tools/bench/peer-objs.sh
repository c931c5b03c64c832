#!/bin/sh
# tools/bench/peer-objs.sh TOOLPREFIX LIBC.A PREFIX OUT.o [CFLAGS...] : pull
# strlcpy, strlcat and the strlen they call out of a C library archive,
# renamed PREFIX_strlcpy..., into one relocatable object or an archive
# (for benchmarks and size tables).  CFLAGS pick the link emulation (rv32 vs rv64) and,
# for a %MULTI% in LIBC.A's path, the multilib directory.  PEER_SYMS
# (environment) names other functions to pull and rename the same way
# (the benchmark's strlen-then-memcpy compositions: strnlen memcpy).
set -eu
tp=$1 lib=$2 prefix=$3 out=$4
shift 4
case $lib in
*%MULTI%*) lib=$(echo "$lib" | sed "s|%MULTI%|$("${tp}gcc" "$@" -print-multi-directory)|") ;;
esac
[ -r "$lib" ] || { echo "peer-objs: $lib not found: run tools/deps.sh bench" >&2; exit 1; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
syms="strlcpy strlcat strlen ${PEER_SYMS:-}"
# shellcheck disable=SC2086 # the names, one word each
members=$(nm -A "$lib" 2>/dev/null | grep -E " T ($(echo $syms | tr ' ' '|'))\$" |
	sed 's/^[^:]*:\([^:]*\):.*/\1/' | sort -u)
[ -n "$members" ] || { echo "peer-objs: no strlcpy/strlcat in $lib" >&2; exit 1; }
(cd "$tmp" && ar x "$lib" $members)
objs=
for m in $members; do
	# shellcheck disable=SC2046 # one --redefine-sym per name
	"${tp}objcopy" $(for f in $syms; do echo --redefine-sym "$f=${prefix}_$f"; done) \
		"$tmp/$m" "$tmp/r-$m"
	objs="$objs $tmp/r-$m"
done
# OUT.a: an archive of the members, so that a link takes only those it
# needs (avr-libc puts all of its code in one section name, .text.avr-libc,
# which a relocatable link would merge); OUT.o: one relocatable object.
case $out in
*.a)	rm -f "$out"
	# shellcheck disable=SC2086
	"${tp}ar" rcs "$out" $objs ;;
*)	# shellcheck disable=SC2086
	"${tp}gcc" "$@" -nostdlib -r $objs -o "$out" ;;
esac

#!/bin/sh
# packaging/arduino.sh VERSION URL OUT SOURCE... : strl as an Arduino library
# (the 1.5 format), a folder OUT/strl and the ZIP the IDE's "Add .ZIP
# Library" takes, OUT/strl-VERSION.zip, with a library.json over the same
# files for PlatformIO.  SOURCE... are the core's files for it (the
# Makefile names the generic ones with avr's in their place, which fall
# back to the generic code on any other CPU: Arduino compiles every file
# under src/ for every board).  src/ holds strl.h and strl_fortify.h, and
# the core under src/strl/ with the headers and templates its files
# include; examples/ the sketch packaging/arduino/examples/.  URL goes in
# library.properties' url (the IDE wants one; set STRL_URL to where the
# library is published).
set -eu
top=$(cd "$(dirname "$0")/.." && pwd)
cd "$top"
version=${1:?usage: packaging/arduino.sh VERSION URL OUT SOURCE...}
url=$2 out=$3
shift 3
lib=$out/strl
rm -rf "$lib" "$out/strl-$version.zip"
mkdir -p "$lib/src/strl"
cp freestanding/include/strl.h freestanding/include/strl_fortify.h "$lib/src/"
src=freestanding/src
for f in "$@"; do
	mkdir -p "$lib/src/strl/$(dirname "$f")"
	cp "$src/$f" "$lib/src/strl/$f"
done
# What those files include ("..."), and what that includes, from the
# file's own folder (strl.h and strl_fortify.h are in src/ already).  A
# .c that an arch file includes, its fallback to the generic code (avr's
# on another CPU), goes in as .c.inc, which Arduino and PlatformIO do not
# compile on their own, and the include names it so.
todo="$*"
while [ -n "$todo" ]; do
	next=
	for f in $todo; do
		d=$(dirname "$f")
		for i in $(sed -n 's/^#include "\(.*\)".*/\1/p' "$src/$f"); do
			g=$(cd "$src/$d" && realpath -m --relative-to="$top/$src" "$i")
			[ -f "$src/$g" ] || continue
			to=$g
			case $g in
			*.c)	to=$g.inc
				sed -i "s|^#include \"$i\"|#include \"$i.inc\"|" "$lib/src/strl/$f" ;;
			esac
			[ ! -f "$lib/src/strl/$to" ] || continue
			mkdir -p "$lib/src/strl/$(dirname "$to")"
			cp "$src/$g" "$lib/src/strl/$to"
			next="$next $g"
		done
	done
	todo=$next
done
cp -r packaging/arduino/examples "$lib/"
for f in library.properties library.json; do
	sed -e "s|@VERSION@|$version|g" -e "s|@URL@|$url|g" \
		"packaging/arduino/$f.in" >"$lib/$f"
done
# The ISC licence every file names (SPDX), as debian/copyright words it.
{
	echo "Copyright 2026 strl developers"
	echo
	awk '/^License: ISC$/ { n++; next } n == 2 && /^ / { print } n == 2 && /^$/ { exit }' \
		debian/copyright | sed -e 's/^ //' -e 's/^\.$//'
} >"$lib/LICENSE"
if ! command -v zip >/dev/null 2>&1; then
	echo "arduino: zip not found: run 'tools/deps.sh arduino' as root" >&2
	exit 127
fi
(cd "$out" && zip -q -r -X "strl-$version.zip" strl)
echo "arduino: $lib (the library folder: copy it into your sketchbook's libraries/)"
echo "arduino: $out/strl-$version.zip (Sketch > Include Library > Add .ZIP Library)"

#!/bin/sh
# tools/check/arduino.sh : strl as an Arduino library, built and run as a
# user would have it.  `make arduino` writes the library and its ZIP; the
# ZIP is unpacked into a libraries folder, as the IDE's "Add .ZIP
# Library" does, and arduino-builder (Debian's, with arduino-core-avr)
# builds the library's example for arduino:avr:uno and arduino:avr:mega,
# which runs under qemu-system-avr (-M uno, -M mega2560) and must print
# packaging/arduino/expected.txt.  Then: the example without the library
# must not build (the negative control), and a sketch that calls the
# standard names (tests/arduino/StdNames) must link strl's strlcpy, not
# avr-libc's (the linker's -y trace says whose object defines it).
#
# Debian 12's arduino-core-avr 1.8.7 builds no sketch with its gcc-avr 5.4:
# WString.cpp uses DECIMAL_DIG, which that compiler's <float.h> does not
# give C++, and sizes two arrays by static consts defined out of line.
# The builds use a copy of the core with those four lines made constant
# expressions (__DECIMAL_DIG__); nothing of the core is kept.
# Ends with "arduino: N passed, N failed".
set -u
top=$(cd "$(dirname "$0")/../.." && pwd)
cd "$top"
. tools/lib/tap.sh
build=${BUILD:-build}
work=$(mkdir -p "$build/arduino-check" && cd "$build/arduino-check" && pwd)
version=$(make -s --no-print-directory print-version)
core=/usr/share/arduino/hardware/arduino/avr

echo "KTAP version 1"
step "make arduino writes the library and its ZIP" "$work/make.log" \
	make -s --no-print-directory BUILD="$build" arduino
libs=$work/libraries
rm -rf "$libs" && mkdir -p "$libs"
step "the ZIP unpacks as one library folder, strl/" "$work/unzip.log" \
	sh -c "cd '$libs' && unzip -q '$top/$build/arduino/strl-$version.zip' && test -f strl/library.properties && test -f strl/src/strl.h"

# The core's copy, patched.
hw=$work/hardware
patch_core() {
	rm -rf "$hw" && mkdir -p "$hw/arduino" && cp -r "$core" "$hw/arduino/" || return 1
	f=$hw/arduino/avr/cores/arduino/WString.cpp
	sed -i -e 's/^\(size_t const String::[A-Z]*_MAX_DECIMAL_PLACES = \)DECIMAL_DIG;/\1__DECIMAL_DIG__;/' \
		-e 's/^\tchar buf\[FLOAT_BUF_SIZE\];/\tchar buf[(FLT_MAX_10_EXP + 1) + __DECIMAL_DIG__ + 3];/' \
		-e 's/^\tchar buf\[DOUBLE_BUF_SIZE\];/\tchar buf[(DBL_MAX_10_EXP + 1) + __DECIMAL_DIG__ + 3];/' "$f"
	changed=$(diff "$core/cores/arduino/WString.cpp" "$f" | grep -c '^>')
	echo "WString.cpp: $changed lines changed"
	[ "$changed" = 4 ] || {
		echo "this is not the WString.cpp of arduino-core-avr 1.8.7 that this test patches"
		return 1
	}
}
step "a copy of arduino-core-avr whose WString.cpp builds with gcc-avr 5.4 (4 lines patched; not kept)" \
	"$work/core.log" patch_core

# sketch FQBN BUILD-DIR SKETCH [LIBRARIES]: arduino-builder's build, with
# the linker's trace of strlcpy in its output.
sketch() {
	fqbn=$1 out=$2 ino=$3 lib=${4:-}
	rm -rf "$out" && mkdir -p "$out"
	arduino-builder -compile -hardware "$hw" -hardware /usr/share/arduino-builder \
		-tools /usr/bin ${lib:+-libraries "$lib"} -fqbn "$fqbn" \
		-prefs=compiler.c.elf.extra_flags=-Wl,-ystrlcpy -build-path "$out" "$ino"
}

# runs MACHINE ELF EXPECTED: its output under QEMU, up to "done", is EXPECTED.
runs() {
	QEMU_LOAD=-bios QEMU_END_LINE=done tools/boards/qemu-run.sh "$1" 60 "$2" \
		qemu-system-avr -M "$1" -display none -serial stdio -monitor none >"$2.out" || return 1
	diff -u "$3" "$2.out"
}

cp -r "$libs/strl/examples/StrlHello" "$work/"
for board in uno:arduino:avr:uno mega2560:arduino:avr:mega:cpu=atmega2560; do
	machine=${board%%:*} fqbn=${board#*:}
	out=$work/build-$machine
	step "StrlHello builds for $fqbn" "$work/$machine.log" \
		sketch "$fqbn" "$out" "$work/StrlHello/StrlHello.ino" "$libs"
	step "StrlHello on $fqbn under qemu-system-avr -M $machine prints packaging/arduino/expected.txt" \
		"$work/$machine-run.log" runs "$machine" "$out/StrlHello.ino.elf" packaging/arduino/expected.txt
done

# The negative control: no library, no build.
no_library() {
	if sketch arduino:avr:uno "$work/build-nolib" "$work/StrlHello/StrlHello.ino"; then
		echo "the example built without the library"
		return 1
	fi
}
step "without the library, StrlHello does not build" "$work/nolib.log" no_library
if grep -q 'strl\.h: No such file or directory' "$work/nolib.log"; then
	ok "... for want of strl.h"
else
	fail "... for want of strl.h" "$work/nolib.log"
fi

# The standard names: whose strlcpy the link took.
cp -r tests/arduino/StdNames "$work/"
step "StdNames builds for arduino:avr:uno" "$work/std.log" \
	sketch arduino:avr:uno "$work/build-std" "$work/StdNames/StdNames.ino" "$libs"
defined=$(grep 'definition of strlcpy' "$work/std.log" | head -1)
case $defined in
*/std_strlcpy.c.o*)
	ok "the sketch's strlcpy is strl's (std_strlcpy.c.o defines it, not avr-libc)" ;;
*)	fail "the sketch's strlcpy is strl's; the linker says: ${defined:-no definition traced}" "$work/std.log" ;;
esac
step "StdNames under qemu-system-avr -M uno prints tests/arduino/StdNames/expected.txt" \
	"$work/std-run.log" runs uno "$work/build-std/StdNames.ino.elf" tests/arduino/StdNames/expected.txt

echo "1..$n"
echo "arduino: $((n - bad)) passed, $bad failed"
[ "$bad" = 0 ]

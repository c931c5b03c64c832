#!/bin/sh
# tools/check/abi.sh LIB LIST : LIB (a shared library) must export exactly
# the dynamic symbols of LIST (name@version lines; # comments), no more and
# no fewer.  Run on every build of libstrl.so: a function that vanished
# from the build, a symbol that escaped the version script or one
# exported under another version fails it, with the difference printed.
set -eu
lib=${1:?usage: abi-check.sh LIB LIST} list=${2:?usage: abi-check.sh LIB LIST}
NM=${NM:-nm}
got=$(mktemp) want=$(mktemp)
trap 'rm -f "$got" "$want"' EXIT
if ! "$NM" -D --defined-only --with-symbol-versions "$lib" >"$got.raw" 2>&1; then
	cat "$got.raw" >&2; rm -f "$got.raw"
	echo "abi-check.sh: $NM could not read $lib (binutils installed?)" >&2
	exit 1
fi
# "0000000000001234 T strl_strlcpy@@STRL_0.1": the default version (@@)
# is what programs bind to; a version node's own symbol (A) is not a
# function.
awk '$2 != "A" { sub(/@@/, "@", $3); print $3 }' "$got.raw" | sort >"$got"
rm -f "$got.raw"
grep -v '^#' "$list" | grep -v '^$' | sort >"$want"
if ! diff -u "$want" "$got" >&2; then
	echo "abi-check.sh: $lib exports other symbols than $list lists (- listed, + exported): update packaging/libstrl.map and $list together, as an ABI change" >&2
	exit 1
fi

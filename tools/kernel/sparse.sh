#!/bin/sh
# tools/kernel/sparse.sh : print the path of a sparse that the newest test
# kernels accept, building it once from Debian's source package if need
# be.  7.x's headers use __typeof_unqual__ under sparse, and the kernel
# refuses a sparse without it ("sparse is not available or not up to
# date"): Debian 12's sparse 0.6.4 is such a one.  So the source package
# of Debian's newest sparse (suite $SPARSE_SUITE, default sid) is fetched
# with `apt-get source --download-only` through private apt state (the
# machine's own mirror; nothing installed), unpacked with its Debian
# patches and built, its `sparse` binary alone, into $STRL_CACHE
# (~/.cache/strl)/sparse-<version>.  About half a minute, once.
set -eu
top=$(cd "$(dirname "$0")/../.." && pwd)
say() { echo "sparse.sh: $*" >&2; }
cache=${STRL_CACHE:-${HOME:-/root}/.cache/strl}
suite=${SPARSE_SUITE:-sid}
. "$top/tools/debian/mirror.sh"

for t in gcc make dpkg-source apt-get; do
	command -v $t >/dev/null 2>&1 ||
		{ say "$t not found: run 'tools/deps.sh kernel' as root"; exit 1; }
done
apt=$cache/apt-src-$suite
mkdir -p "$apt/lists/partial" "$apt/cache/archives/partial"
exec 8>"$apt/.lock"
flock 8
# A sparse built once is kept (the newest one built, by version).
done=$(ls -d "$cache"/sparse-*/.strl-done 2>/dev/null | sort -V | tail -1 || true)
if [ -n "$done" ]; then
	echo "${done%/.strl-done}/sparse"
	exit 0
fi
uri=$(debian_mirror) || exit 1
echo "deb-src [signed-by=/usr/share/keyrings/debian-archive-keyring.gpg] $uri $suite main" \
	>"$apt/sources.list"
# shellcheck disable=SC2046 # the cache path has no spaces
set -- $(private_apt_opts "$apt")
say "fetching the source of sparse from $uri $suite (private apt state in $apt)"
if ! apt-get "$@" update >"$apt/update.log" 2>&1; then
	cat "$apt/update.log" >&2
	say "apt-get update of $suite sources from $uri failed: check the network and the mirror, then rerun"
	exit 1
fi
rm -rf "$apt/src"
mkdir -p "$apt/src"
if ! (cd "$apt/src" && apt-get "$@" source --download-only sparse) >"$apt/download.log" 2>&1 ||
   ! (cd "$apt/src" && dpkg-source -x ./*.dsc x) >>"$apt/download.log" 2>&1; then
	cat "$apt/download.log" >&2
	say "could not fetch or unpack sparse's source package (network, or no space: df -h $cache); rerun"
	exit 1
fi
ver=$(sed -n '1s/^sparse (\([^)]*\)).*/\1/p' "$apt/src/x/debian/changelog")
out=$cache/sparse-$ver
say "building sparse $ver (log: $apt/build.log)"
# CC: the package's own patch names the compiler of its suite.
if ! make -C "$apt/src/x" -j"$(nproc 2>/dev/null || echo 1)" CC=gcc sparse \
	>"$apt/build.log" 2>&1; then
	tail -20 "$apt/build.log" >&2
	say "sparse $ver did not build (log: $apt/build.log)"
	exit 1
fi
rm -rf "$out"
mkdir -p "$out"
cp "$apt/src/x/sparse" "$out/"
touch "$out/.strl-done"
rm -rf "$apt/src"
echo "$out/sparse"

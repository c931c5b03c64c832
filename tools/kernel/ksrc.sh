#!/bin/sh
# tools/kernel/ksrc.sh PACKAGE SUITE : make sure the kernel source tarball of
# Debian package PACKAGE (linux-source-X.Y) is at hand and print its path.
#   SUITE = bookworm: the system's own package, installed by tools/deps.sh.
#   any other suite (trixie, trixie-backports): the .deb is fetched by
#   tools/debian/debfetch.sh (private apt state, nothing installed) and its
#   tarball extracted into the cache.
# Prints "PATH VERSION" on stdout.  Cache: $STRL_CACHE (~/.cache/strl).
set -eu
pkg=$1 suite=$2
say() { echo "ksrc.sh: $*" >&2; }
cache=${STRL_CACHE:-${HOME:-/root}/.cache/strl}

if [ "$suite" = bookworm ]; then
	series=${pkg#linux-source-}
	tarball=/usr/src/linux-source-$series.tar.xz
	if [ ! -r "$tarball" ]; then
		say "$tarball missing: run 'tools/deps.sh kernel' as root"
		exit 1
	fi
	echo "$tarball $(dpkg-query -W -f='${Version}' "$pkg")"
	exit 0
fi

apt=$cache/apt-$suite
deb=$("$(dirname "$0")/../debian/debfetch.sh" "$pkg" "$suite") || exit 1
ver=$(dpkg-deb -f "$deb" Version)
tarball=$apt/$pkg-$ver.tar.xz
# One extraction at a time (the matrix builds kernels in parallel).
exec 8>"$apt/.extract.lock"
flock 8
if [ ! -f "$tarball" ]; then
	say "extracting the source tarball from $(basename "$deb")"
	rm -rf "$apt/x"
	mkdir -p "$apt/x"
	if ! dpkg-deb --fsys-tarfile "$deb" | tar -C "$apt/x" -x --wildcards './usr/src/linux-source-*.tar.xz'; then
		rm -rf "$apt/x"
		say "could not unpack $deb (corrupt download? remove it and rerun; or no space: df -h $cache)"
		exit 1
	fi
	mv "$apt/x"/usr/src/linux-source-*.tar.xz "$tarball"
	rm -rf "$apt/x"
fi
echo "$tarball $ver"

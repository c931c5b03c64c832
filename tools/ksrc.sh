#!/bin/sh
# tools/ksrc.sh PACKAGE SUITE : make sure the kernel source tarball of
# Debian package PACKAGE (linux-source-X.Y) is at hand and print its path.
#   SUITE = bookworm: the system's own package, installed by tools/deps.sh.
#   any other suite (trixie, trixie-backports): the .deb is fetched with
#   `apt-get download` through a private apt configuration that reuses the
#   mirror this machine already has configured, and unpacked into the cache.
#   Nothing is installed on the system; its apt state is not touched.
# Prints "PATH VERSION" on stdout.  Cache: $STRL_CACHE (~/.cache/strl).
set -eu
pkg=$1 suite=$2
say() { echo "ksrc.sh: $*" >&2; }
cache=${STRL_CACHE:-${HOME:-/root}/.cache/strl}
. "$(dirname "$0")/mirror.sh"

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
mkdir -p "$apt/lists/partial" "$apt/cache/archives/partial" "$apt/debs"
exec 8>"$apt/.lock"
flock 8

# A .deb fetched once is kept: a later run needs no network.
deb=$(ls "$apt/debs/${pkg}_"*.deb 2>/dev/null | tail -1 || true)
if [ -z "$deb" ]; then
	uri=$(debian_mirror) || exit 1
	echo "deb [signed-by=/usr/share/keyrings/debian-archive-keyring.gpg] $uri $suite main" \
		>"$apt/sources.list"
	set -- -o Dir::Etc::SourceList="$apt/sources.list" \
		-o Dir::Etc::SourceParts=/dev/null -o Dir::State::Lists="$apt/lists" \
		-o Dir::Cache="$apt/cache" -o Debug::NoLocking=1 -qq
	say "fetching $pkg from $uri $suite (private apt state in $apt)"
	if ! apt-get "$@" update >"$apt/update.log" 2>&1; then
		cat "$apt/update.log" >&2
		say "apt-get update of $suite from $uri failed: check the network and the mirror, then rerun"
		exit 1
	fi
	if ! apt-cache "$@" show "$pkg" >/dev/null 2>&1; then
		now=$(apt-cache "$@" search --names-only '^linux-source-[0-9.]*$' 2>/dev/null |
			cut -d' ' -f1 | tr '\n' ' ')
		say "$suite no longer has $pkg; it has: ${now:-no linux-source package}"
		say "update the kernel's row in tools/kernel/ to a series listed above"
		exit 1
	fi
	if ! (cd "$apt/debs" && apt-get "$@" download "$pkg") >"$apt/download.log" 2>&1; then
		cat "$apt/download.log" >&2
		say "downloading $pkg failed (network, or no space: df -h $cache); rerun"
		rm -f "$apt/debs/"*.deb
		exit 1
	fi
	deb=$(ls "$apt/debs/${pkg}_"*.deb | tail -1)
fi
ver=$(dpkg-deb -f "$deb" Version)
tarball=$apt/$pkg-$ver.tar.xz
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

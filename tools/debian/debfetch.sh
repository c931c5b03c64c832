#!/bin/sh
# tools/debian/debfetch.sh PACKAGE[:ARCH] SUITE : fetch the .deb of Debian
# package PACKAGE from SUITE (bookworm, trixie, trixie-backports...), for
# ARCH if given (arm64: another architecture's build, in a private apt
# state of its own), and print its path.  `apt-get download` runs through a private apt configuration that
# reuses the mirror this machine already has configured: nothing is
# installed, the system's apt state is not touched.  A .deb fetched once
# is kept, so a later run needs no network.  Cache: $STRL_CACHE
# (~/.cache/strl)/apt-SUITE.
set -eu
pkg=${1:?usage: debfetch.sh PACKAGE SUITE} suite=${2:?usage: debfetch.sh PACKAGE SUITE}
say() { echo "debfetch.sh: $*" >&2; }
cache=${STRL_CACHE:-${HOME:-/root}/.cache/strl}
. "$(dirname "$0")/mirror.sh"

arch=
case $pkg in
*:*) arch=${pkg#*:} pkg=${pkg%%:*} ;;
esac
apt=$cache/apt-$suite${arch:+-$arch}
mkdir -p "$apt/lists/partial" "$apt/cache/archives/partial" "$apt/debs"
exec 8>"$apt/.lock"
flock 8

deb=$(ls "$apt/debs/${pkg}_"*.deb 2>/dev/null | tail -1 || true)
if [ -z "$deb" ]; then
	uri=$(debian_mirror) || exit 1
	echo "deb [signed-by=/usr/share/keyrings/debian-archive-keyring.gpg] $uri $suite main" \
		>"$apt/sources.list"
	# shellcheck disable=SC2046 # the cache path has no spaces
	set -- $(private_apt_opts "$apt")
	[ -z "$arch" ] || set -- "$@" -o "APT::Architecture=$arch" -o "APT::Architectures::=$arch"
	# The lists are fetched once a run at most, and only when needed.
	if [ ! -f "$apt/lists/.strl-updated" ] ||
	   ! apt-cache "$@" show "$pkg" >/dev/null 2>&1; then
		say "fetching the package lists of $suite from $uri (private apt state in $apt)"
		if ! apt-get "$@" update >"$apt/update.log" 2>&1; then
			cat "$apt/update.log" >&2
			say "apt-get update of $suite from $uri failed: check the network and the mirror, then rerun"
			exit 1
		fi
		touch "$apt/lists/.strl-updated"
	fi
	if ! apt-cache "$@" show "$pkg" >/dev/null 2>&1; then
		case $pkg in
		linux-source-*)
			now=$(apt-cache "$@" search --names-only '^linux-source-[0-9.]*$' 2>/dev/null |
				cut -d' ' -f1 | tr '\n' ' ')
			say "$suite no longer has $pkg; it has: ${now:-no linux-source package}"
			say "update the kernel's row in tools/kernel/ to a series listed above" ;;
		*)
			say "$suite has no package $pkg: update the name or suite in tools/kernel/" ;;
		esac
		exit 1
	fi
	say "downloading $pkg from $suite"
	if ! (cd "$apt/debs" && apt-get "$@" download "$pkg") >"$apt/download.log" 2>&1; then
		cat "$apt/download.log" >&2
		say "downloading $pkg failed (network, or no space: df -h $cache); rerun"
		rm -f "$apt/debs/${pkg}_"*.deb
		exit 1
	fi
	deb=$(ls "$apt/debs/${pkg}_"*.deb | tail -1)
fi
echo "$deb"

#!/bin/sh
# tools/kernel/dkms-check.sh : build strl.ko through DKMS for Debian's packaged
# kernel headers, in private source and DKMS trees (nothing installed).
set -eu
top=$(cd "$(dirname "$0")/../.." && pwd)
tmp=${BUILD:-$top/build}/dkms
kver=$(basename "$(ls -d /usr/src/linux-headers-*-amd64 | sort | tail -1)" | sed 's/^linux-headers-//')
ver=$(sed -n 's/^PACKAGE_VERSION="\(.*\)"/\1/p' "$top/dkms.conf")
rm -rf "$tmp"
mkdir -p "$tmp/source" "$tmp/tree"
# What /usr/src/strl-$ver needs: dkms.conf, kernel/ and the core.
mkdir -p "$tmp/source/strl-$ver"
cp -r "$top/dkms.conf" "$top/kernel" "$top/freestanding" "$tmp/source/strl-$ver/"
if ! dkms build --sourcetree "$tmp/source" --dkmstree "$tmp/tree" \
	-m strl -v "$ver" -k "$kver" >"$tmp/dkms.log" 2>&1; then
	cat "$tmp/dkms.log"
	find "$tmp/tree" -name make.log -exec cat {} \;
	echo "dkms-check: dkms build failed for $kver" >&2
	exit 1
fi
ko=$(find "$tmp/tree" -name strl.ko | head -1)
[ -n "$ko" ] || { echo "dkms-check: no strl.ko produced" >&2; exit 1; }
modinfo "$ko" | grep -E '^(vermagic|license):'
echo "dkms: strl/$ver builds for $kver"

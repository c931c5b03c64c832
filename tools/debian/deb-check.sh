#!/bin/sh
# tools/debian/deb-check.sh : build the Debian packages (dpkg-buildpackage -b
# from a clean copy of HEAD), run lintian over them (no error, no
# warning), then install them in a clean Debian 12 root (debootstrap
# minbase from this machine's mirror, as tools/debian/fresh-check.sh makes one),
# run the autopkgtest tests (debian/tests) there, `dkms install` and
# `dkms remove` strl-dkms against the root's linux-headers, and purge
# everything, which must leave no file of ours behind.  As root; not part
# of make check (the packaging's own check: run it before changing
# debian/ or the install rules).
#   DEB_ROOT=DIR  where the root goes (default build/deb/root)
set -eu
top=$(cd "$(dirname "$0")/../.." && pwd)
cd "$top"
say() { echo "deb-check: $*" >&2; }
. tools/debian/root.sh
. tools/lib/tap.sh

root_need_root
tools/deps.sh deb fresh
out=$top/build/deb
root=${DEB_ROOT:-$out/root}
mkdir -p "$out"
trap 'root_unmount "$root"' EXIT
echo "KTAP version 1"

# The packages, from a clean clone (what is committed), with the
# packager's flags (dpkg-buildflags, hardening=+all from debian/rules).
rm -rf "$out/src" "$out"/*.deb "$out"/*.changes "$out"/*.buildinfo
git clone -q "$top" "$out/src"
step dpkg_buildpackage "$out/build.log" sh -c "cd $out/src && dpkg-buildpackage -b -uc -us"
changes=$(ls "$out"/*.changes 2>/dev/null | head -1)
step lintian_clean "$out/lintian.log" sh -c "
	lintian --fail-on error,warning --display-info $changes"
step packages_built "$out/debs.log" sh -c "ls $out/*.deb && test \$(ls $out/*.deb | wc -l) -ge 4"

# A clean root, the packages installed there with apt (their
# dependencies from the mirror), and the autopkgtest tests run in it.
step clean_root "$out/root.log" root_make "$root" "$out/debootstrap.log"
if [ $bad != 0 ]; then
	echo "1..$n"
	echo "deb: $((n - bad)) passed, $bad failed (no clean root: the rest not run)"
	exit 1
fi
mkdir -p "$root/debs"
cp "$out"/*.deb "$root/debs/"
cp -r "$out/src/debian/tests" "$root/tests"
in_root() { run_fg chroot "$root" env -i HOME=/root PATH=/usr/sbin:/usr/bin:/sbin:/bin \
	DEBIAN_FRONTEND=noninteractive sh -c "$1"; }
step apt_installs_the_packages "$out/install.log" in_root "
	apt-get update -qq && apt-get install -y -qq --no-install-recommends \
		/debs/libstrl0_*.deb /debs/libstrl-dev_*.deb /debs/libstrl-firmware-dev_*.deb \
		build-essential pkg-config cmake gcc-arm-none-eabi"
for t in pkg-config overlay cmake firmware; do
	step "autopkgtest_$t" "$out/test-$t.log" in_root "mkdir -p /tmp/t-$t && AUTOPKGTEST_TMP=/tmp/t-$t sh /tests/$t"
done
step dkms_install_and_remove "$out/dkms.log" in_root "
	apt-get install -y -qq --no-install-recommends linux-headers-amd64 /debs/strl-dkms_*.deb &&
	k=\$(ls /lib/modules | head -1) &&
	{ dkms status -k \$k strl | grep -q installed || dkms install strl/0.1.0 -k \$k; } &&
	dkms status -k \$k strl | grep -q 'strl/0.1.0.*installed' &&
	modinfo /lib/modules/\$k/updates/dkms/strl.ko* | grep -q '^name: *strl' &&
	apt-get purge -y -qq strl-dkms && ! dkms status | grep -q strl &&
	! ls /lib/modules/\$k/updates/dkms/strl.ko* 2>/dev/null"
step purge_leaves_nothing "$out/purge.log" sh -c "
	chroot $root env -i PATH=/usr/sbin:/usr/bin:/sbin:/bin DEBIAN_FRONTEND=noninteractive \
		apt-get purge -y -qq libstrl0 libstrl-dev libstrl-firmware-dev &&
	! chroot $root find /usr /etc /var/lib/dkms \( -name 'strl*' -o -name 'libstrl*' \) -print 2>/dev/null | grep ."
echo "1..$n"
echo "deb: $((n - bad)) passed, $bad failed"
[ $bad = 0 ]

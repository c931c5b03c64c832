#!/bin/sh
# tools/deps.sh GROUP... : install the Debian packages a make target needs,
# only when something is missing. Groups: host boards kernel hard bench
# install arduino zip fresh deb all.  A fresh Debian 12 needs only make (and git to clone)
# before this runs: everything else, the host compiler too, comes from here.
set -eu

pkgs_host="make gcc g++ libc6-dev clang libbsd-dev pkg-config bc procps cmake"
pkgs_boards="gcc-arm-none-eabi gcc-riscv64-unknown-elf gcc-aarch64-linux-gnu gcc-avr avr-libc gcc-xtensa-lx106 qemu-system-arm qemu-system-misc bc"
pkgs_kernel="linux-source-6.1 linux-headers-amd64 dkms qemu-system-x86 qemu-system-arm qemu-system-misc gcc-aarch64-linux-gnu gcc-riscv64-linux-gnu gcc-arm-linux-gnueabihf dpkg-dev bc bison flex libelf-dev libssl-dev cpio kmod xz-utils python3 rsync"
pkgs_hard="qemu-user gcc-s390x-linux-gnu libc6-dev-s390x-cross gcc-aarch64-linux-gnu libc6-dev-arm64-cross gcc-riscv64-linux-gnu libc6-dev-riscv64-cross valgrind libclang-rt-14-dev frama-c-base why3 z3 cvc4 python3"
pkgs_bench="musl-tools musl-dev picolibc-arm-none-eabi picolibc-riscv64-unknown-elf picolibc-aarch64-linux-gnu picolibc-xtensa-lx106-elf libnewlib-arm-none-eabi simavr gnuplot-nox"
pkgs_install="cmake groff man-db autoconf pkg-config musl-tools meson ninja-build"
pkgs_arduino="arduino-builder arduino-core-avr gcc-avr avr-libc qemu-system-misc zip unzip"
pkgs_zip="zip"
pkgs_fresh="debootstrap git"
pkgs_deb="debhelper dh-dkms lintian dpkg-dev fakeroot cmake pkg-config gcc-arm-none-eabi gcc-riscv64-unknown-elf gcc-aarch64-linux-gnu"

want=""
for g in "$@"; do
	case "$g" in
	host) want="$want $pkgs_host" ;;
	boards) want="$want $pkgs_boards" ;;
	kernel) want="$want $pkgs_kernel" ;;
	hard) want="$want $pkgs_hard" ;;
	bench) want="$want $pkgs_bench" ;;
	install) want="$want $pkgs_install" ;;
	arduino) want="$want $pkgs_arduino" ;;
	zip) want="$want $pkgs_zip" ;;
	fresh) want="$want $pkgs_fresh" ;;
	deb) want="$want $pkgs_deb" ;;
	all) want="$pkgs_host $pkgs_boards $pkgs_kernel $pkgs_hard $pkgs_bench $pkgs_install $pkgs_arduino $pkgs_fresh $pkgs_deb" ;;
	*) echo "deps.sh: unknown group '$g' (host boards kernel hard bench install arduino zip fresh deb all)" >&2; exit 2 ;;
	esac
done

missing=""
for p in $want; do
	# dpkg-query exits 0 for removed-but-known packages too: check the status.
	st=$(dpkg-query -W -f='${db:Status-Status}' "$p" 2>/dev/null || true)
	[ "$st" = installed ] || missing="$missing $p"
done
[ -z "$missing" ] && exit 0

if [ "$(id -u)" != 0 ]; then
	echo "deps.sh: missing Debian packages:$missing" >&2
	echo "deps.sh: run as root (or: sudo apt-get install$missing)" >&2
	exit 1
fi
echo "deps.sh: installing$missing" >&2
export DEBIAN_FRONTEND=noninteractive
log=$(mktemp)
trap 'rm -f "$log"' EXIT
# fail WHAT: one message saying what went wrong and what to do.
fail() {
	tail -15 "$log" >&2
	if grep -qiE 'no space|enough free space' "$log"; then
		echo "deps.sh: $1 failed: the disk is full ($(df -h /var/cache/apt | awk 'NR == 2 { print $4 }') free in /var/cache/apt); free some space, then rerun the make target" >&2
	else
		echo "deps.sh: $1 failed (above); check the network and /etc/apt/sources.list*, then rerun the make target" >&2
	fi
	exit 1
}
apt-get update -qq >"$log" 2>&1 || fail "apt-get update"
# shellcheck disable=SC2086
apt-get install -y -qq --no-install-recommends $missing >"$log" 2>&1 ||
	fail "apt-get install of$missing"

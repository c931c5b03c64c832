#!/bin/sh
# tools/deps.sh GROUP... : install the Debian packages a make target needs,
# only when something is missing. Groups: host boards kernel hard bench all.
set -eu

pkgs_host="make gcc clang libbsd-dev pkg-config"
pkgs_boards="gcc-arm-none-eabi gcc-riscv64-unknown-elf qemu-system-arm qemu-system-misc"
pkgs_kernel="linux-source-6.1 linux-headers-amd64 dkms qemu-system-x86 qemu-system-arm qemu-system-misc gcc-aarch64-linux-gnu gcc-riscv64-linux-gnu bc bison flex libelf-dev libssl-dev cpio kmod xz-utils python3 rsync"
pkgs_hard="qemu-user gcc-s390x-linux-gnu libc6-dev-s390x-cross valgrind libclang-rt-14-dev frama-c-base why3 z3 cvc4"
pkgs_bench="musl-tools musl-dev picolibc-arm-none-eabi picolibc-riscv64-unknown-elf libnewlib-arm-none-eabi gnuplot-nox"
pkgs_install="cmake groff man-db autoconf pkg-config"

want=""
for g in "$@"; do
	case "$g" in
	host) want="$want $pkgs_host" ;;
	boards) want="$want $pkgs_boards" ;;
	kernel) want="$want $pkgs_kernel" ;;
	hard) want="$want $pkgs_hard" ;;
	bench) want="$want $pkgs_bench" ;;
	install) want="$want $pkgs_install" ;;
	all) want="$pkgs_host $pkgs_boards $pkgs_kernel $pkgs_hard $pkgs_bench $pkgs_install" ;;
	*) echo "deps.sh: unknown group '$g' (host boards kernel hard bench install all)" >&2; exit 2 ;;
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
apt-get update -qq >&2
# shellcheck disable=SC2086
if ! apt-get install -y -qq --no-install-recommends $missing >&2; then
	echo "deps.sh: apt-get install failed for:$missing" >&2
	echo "deps.sh: check the network / apt sources, then rerun the make target" >&2
	exit 1
fi

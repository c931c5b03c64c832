#!/bin/sh
# tools/check-install.sh : install into a staging root and use strl every
# way a project would: pkg-config (userland program, BSD code unchanged via
# the overlay), an autotools AC_CHECK_FUNCS probe, CMake find_package and
# add_subdirectory (cross-compiled firmware run under QEMU), the Makefile
# include, the man pages; then uninstall and require nothing left behind.
set -u
top=$(cd "$(dirname "$0")/.." && pwd)
cd "$top"
build=$(mkdir -p "${BUILD:-build}" && cd "${BUILD:-build}" && pwd)
stage=$build/stage
work=$build/examples
n=0 bad=0
ok() { n=$((n + 1)); echo "ok $n $1"; }
fail() { n=$((n + 1)); bad=$((bad + 1)); echo "not ok $n $1"; [ -f "${2:-}" ] && sed 's/^/    # /' "$2" | tail -15; }
step() { # name log command...
	name=$1 log=$2; shift 2
	if "$@" >"$log" 2>&1; then ok "$name"; else fail "$name" "$log"; fi
}
rm -rf "$stage" "$work"
mkdir -p "$work"
echo "KTAP version 1"

step install "$work/install.log" make -s install DESTDIR="$stage" PREFIX=/usr
export PKG_CONFIG_SYSROOT_DIR="$stage" PKG_CONFIG_LIBDIR="$stage/usr/lib/pkgconfig"
export LD_LIBRARY_PATH="$stage/usr/lib"

# Userland through pkg-config: builds, runs, reports truncation.
step userland_pkg_config_builds "$work/userland.log" \
	sh -c "cc -Wall -Wextra -Werror examples/userland/truncate.c \$(pkg-config --cflags --libs strl) -o $work/truncate"
step userland_reports_truncation "$work/userland-run.log" \
	sh -c "$work/truncate 'a string too long' | grep -q 'strscpy: \"a strin\" -> -7 (-E2BIG)' && $work/truncate hi"
step userland_links_the_shared_library "$work/ldd.log" \
	sh -c "ldd $work/truncate | grep -q '$stage/usr/lib/libstrl.so.0'"

# BSD code, unchanged, through the overlay.
step bsd_program_builds_unchanged "$work/bsd.log" \
	sh -c "cc -Wall -Wextra -Werror examples/bsd/bsdcopy.c \$(pkg-config --cflags --libs strl-overlay) -o $work/bsdcopy && $work/bsdcopy"

# autotools: AC_CHECK_FUNCS finds strlcpy and strlcat in -lstrl.
mkdir -p "$work/autotools"
cp examples/autotools/configure.ac "$work/autotools/"
step autotools_check_funcs_finds_strlcpy "$work/autotools.log" sh -c "
	cd $work/autotools && autoconf && autoheader && ./configure LDFLAGS=-L$stage/usr/lib LIBS=-lstrl &&
	grep -q '#define HAVE_STRLCPY 1' config.h && grep -q '#define HAVE_STRLCAT 1' config.h"
step autotools_check_funcs_without_strl_fails "$work/autotools-neg.log" sh -c "
	cd $work/autotools && ./configure >/dev/null && ! grep -q '#define HAVE_STRLCPY 1' config.h"

# CMake find_package against the staged install.
step cmake_find_package "$work/cmake-find.log" sh -c "
	cmake -S examples/cmake-find -B $work/cmake-find -DCMAKE_PREFIX_PATH=$stage/usr &&
	cmake --build $work/cmake-find && $work/cmake-find/truncate hi"

# CMake add_subdirectory, cross-compiled for a board, run under QEMU.
make -s BOARD=mps2-an385 build/boards/mps2-an385/link.ld >/dev/null 2>&1
step cmake_add_subdirectory_firmware_builds "$work/fw.log" sh -c "
	cmake -S examples/firmware -B $work/fw -DCMAKE_TOOLCHAIN_FILE=$top/cmake/arm-none-eabi.cmake \
		-DSTRL_LINKER_SCRIPT=$top/build/boards/mps2-an385/link.ld && cmake --build $work/fw"
step firmware_runs_on_mps2_an385 "$work/fw-run.log" sh -c "
	tools/qemu-run.sh mps2-an385 60 $work/fw/telemetry.elf qemu-system-arm -M mps2-an385 \
		-display none -serial none -monitor none -chardev stdio,id=sh0 \
		-semihosting-config enable=on,target=native,chardev=sh0 | tee $work/fw.out &&
	grep -qx 'node=7 temp=21C state=ok' $work/fw.out && grep -qx 'node=7 temp=21C <- truncated, detected' $work/fw.out"

# Makefile include (freestanding/strl.mk), STRL_SMALL, Cortex-M0.
cat >"$work/fw.mk" <<MK
include $top/freestanding/strl.mk
all: \$(STRL_SRCS)
	arm-none-eabi-gcc -mcpu=cortex-m0 -mthumb -Os -DSTRL_SMALL -Wall -Wextra -Werror \$(STRL_CFLAGS) -c \$(STRL_SRCS)
MK
step makefile_include_builds_for_cortex_m0 "$work/mk.log" sh -c "cd $work && make -f fw.mk"

# Man pages: installed, and render without warnings.
for p in man3/strl_strlcpy.3 man3/strl_strlcat.3 man3/strl_strscpy.3 man3/strl_strscpy_pad.3 man3/strl_stpecpy.3 man7/strl.7; do
	step "man_${p#*/}_renders" "$work/man.log" sh -c "
		cd $stage/usr/share/man && out=\$(MANWIDTH=80 man --warnings -l $p 2>&1 >/dev/null) &&
		[ -z \"\$out\" ] && MANWIDTH=80 man -l $p | grep -q strl"
done

step uninstall "$work/uninstall.log" make -s uninstall DESTDIR="$stage" PREFIX=/usr
left=$(find "$stage" -type f -o -type l | head -5)
if [ -z "$left" ]; then ok uninstall_leaves_nothing; else
	echo "$left" >"$work/left.log"; fail uninstall_leaves_nothing "$work/left.log"; fi

echo "1..$n"
echo "install: $((n - bad)) passed, $bad failed"
[ $bad = 0 ]

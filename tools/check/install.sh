#!/bin/sh
# tools/check/install.sh : install into a staging root and use strl every
# way a project would: pkg-config (userland program, BSD code unchanged via
# the overlay, and fortified through it), an autotools AC_CHECK_FUNCS
# probe, CMake find_package (host, and firmware for a board's CPU) and
# add_subdirectory (cross-compiled firmware run under QEMU), the Makefile
# include, ldconfig and rpath, the man pages; then uninstall and require
# nothing left behind.
set -u
top=$(cd "$(dirname "$0")/../.." && pwd)
cd "$top"
build=$(mkdir -p "${BUILD:-build}" && cd "${BUILD:-build}" && pwd)
stage=$build/stage
work=$build/examples
. tools/lib/tap.sh
rm -rf "$stage" "$work"
mkdir -p "$work"
echo "KTAP version 1"

step install "$work/install.log" make install DESTDIR="$stage" PREFIX=/usr
export PKG_CONFIG_SYSROOT_DIR="$stage" PKG_CONFIG_LIBDIR="$stage/usr/lib/pkgconfig"

# ldconfig: never for a staged install; for a real one as root.
step staged_install_skips_ldconfig "$work/install.log" sh -c "! grep -q '^ldconfig' $work/install.log"
if [ "$(id -u)" = 0 ]; then
	step root_install_runs_ldconfig "$work/ldconfig.log" sh -c "
		make -s install PREFIX=$work/direct LDCONFIG='touch $work/ldconfig-ran' && test -f $work/ldconfig-ran &&
		make -s uninstall PREFIX=$work/direct"
fi
# Outside the loader's paths: an rpath finds the library (the README's way).
step rpath_finds_the_shared_library "$work/rpath.log" sh -c "
	cc examples/userland/truncate.c \$(pkg-config --cflags --libs strl) -Wl,-rpath,$stage/usr/lib -o $work/truncate-rpath &&
	env -u LD_LIBRARY_PATH $work/truncate-rpath hi"
export LD_LIBRARY_PATH="$stage/usr/lib"

# Userland through pkg-config: builds, runs, reports truncation.
step userland_pkg_config_builds "$work/userland.log" \
	sh -c "cc -Wall -Wextra -Werror examples/userland/truncate.c \$(pkg-config --cflags --libs strl) -o $work/truncate"
step userland_reports_truncation "$work/userland-run.log" \
	sh -c "$work/truncate 'a string too long' | grep -q 'strscpy: \"a strin\" -> -7 (-E2BIG)' && $work/truncate hi"
step userland_links_the_shared_library "$work/ldd.log" \
	sh -c "ldd $work/truncate | grep -q '$stage/usr/lib/libstrl.so.0'"

# A program that bundles its own strlcpy and calls strl_ names links with
# the static and the shared library, gcc and clang, and keeps its own
# (examples/bundled); one that bundles none gets strl's.  Negative
# control: with the BSD name in the same object as strl_strlcpy (the
# layout before the std_*.c split) the static link fails.
for cc in gcc clang; do
	for kind in static shared; do
		if [ $kind = static ]; then lib=$stage/usr/lib/libstrl.a; else lib="-L$stage/usr/lib -lstrl"; fi
		step "bundled_strlcpy_${cc}_${kind}_keeps_its_own" "$work/bundled-$cc-$kind.log" sh -c "
			$cc -std=c99 -Wall -Wextra -Werror -DOWN_STRLCPY -I$stage/usr/include examples/bundled/bundled.c \
				$lib -Wl,--trace-symbol=strlcpy -o $work/bundled-$cc-$kind &&
			$work/bundled-$cc-$kind | grep -qx 'strlcpy: the program.s own; strl_strlcpy: \"strl co\" 9'"
		step "no_bundled_strlcpy_${cc}_${kind}_gets_strls" "$work/unbundled-$cc-$kind.log" sh -c "
			$cc -std=c99 -Wall -Wextra -Werror -I$stage/usr/include examples/bundled/bundled.c \
				$lib -Wl,--trace-symbol=strlcpy -o $work/unbundled-$cc-$kind &&
			grep -q 'libstrl.*definition of strlcpy' $work/unbundled-$cc-$kind.log &&
			$work/unbundled-$cc-$kind | grep -q \"^strlcpy: strl's\""
	done
done
step bundled_strlcpy_one_object_layout_fails "$work/bundled-neg.log" sh -c "
	rm -rf $work/neg && mkdir -p $work/neg && cd $work/neg && ar x $stage/usr/lib/libstrl.a &&
	ld -r std_strlcpy.c.o strlcpy.c.o -o merged.o && rm std_strlcpy.c.o strlcpy.c.o &&
	ar rcs libmerged.a *.o && cd $top &&
	! cc -std=c99 -DOWN_STRLCPY -I$stage/usr/include examples/bundled/bundled.c $work/neg/libmerged.a -o $work/neg/a.out 2>$work/neg/err &&
	grep -q 'multiple definition of .strlcpy' $work/neg/err"

# The packager's flags rule the library build: theirs after ours, no
# -Werror of ours in a plain build (a newer compiler's warning must not
# break a distribution build; our test builds keep it), LDFLAGS reach the
# link, and the exports stay the committed list (tools/check/abi.sh).
# (make check's STRL_WERROR is not in a packager's environment.)
step packager_flags_come_after_ours "$work/flags.log" env -u STRL_WERROR sh -c "
	make -n BUILD=$work/flags CPPFLAGS=-DPKG_CPP CFLAGS='-O1 -fstack-protector-all' LDFLAGS=-Wl,-z,now all |
		grep -- '-O2 -g.* -DPKG_CPP -O1 -fstack-protector-all -fPIC ' | grep -qv -- -Werror"
step packager_flags_build_the_library "$work/flags-build.log" env -u STRL_WERROR sh -c "
	make -s BUILD=$work/flags CFLAGS='-O2 -fstack-protector-all' LDFLAGS=-Wl,-z,now all &&
	nm -D $work/flags/host/libstrl.so | grep -q __stack_chk_fail &&
	readelf -d $work/flags/host/libstrl.so | grep -q BIND_NOW"
# (-Wtraditional stands for a newer compiler's new warning: the core is
# clean under every other GCC warning tried.)
step plain_build_warns_without_werror "$work/werror.log" env -u STRL_WERROR sh -c "
	make -s BUILD=$work/warn CFLAGS=-Wtraditional all >$work/warn.out 2>&1 &&
	grep -q 'warning:' $work/warn.out && test -f $work/warn/host/libstrl.so &&
	! make -s BUILD=$work/warn-err CFLAGS=-Wtraditional STRL_WERROR=-Werror all"
step test_builds_keep_werror "$work/werror-test.log" env -u STRL_WERROR sh -c "
	make -n BUILD=$work/warn host-test | grep -q -- '-Werror'"
# make install inside a package build: it must not look for or install
# packages (dpkg-query and apt-get are traps here), and says what is
# missing instead.
mkdir -p "$work/trap"
for t in apt-get dpkg-query; do
	printf '#!/bin/sh\necho "%s called" >>%s/trap/called\nexit 1\n' "$t" "$work" >"$work/trap/$t"
	chmod +x "$work/trap/$t"
done
step install_installs_no_packages "$work/install-noapt.log" sh -c "
	PATH=$work/trap:\$PATH make -s install DESTDIR=$work/stage-noapt PREFIX=/usr &&
	PATH=$work/trap:\$PATH make -s install BOARD=mps2-an385 DESTDIR=$work/stage-noapt PREFIX=/usr &&
	test ! -e $work/trap/called"
step install_names_a_missing_tool "$work/install-missing.log" sh -c "
	! make -s install CMAKE=no-such-cmake DESTDIR=$work/stage-missing PREFIX=/usr 2>$work/missing.err &&
	grep -q 'no-such-cmake not found.*apt-get install cmake' $work/missing.err &&
	test ! -e $work/stage-missing/usr/lib/libstrl.a"

# BSD code, unchanged, through the overlay.
step bsd_program_builds_unchanged "$work/bsd.log" \
	sh -c "cc -Wall -Wextra -Werror examples/bsd/bsdcopy.c \$(pkg-config --cflags --libs strl-overlay) -o $work/bsdcopy && $work/bsdcopy"

# The overlay fortifies BSD code: death and compile tests, with gcc and
# clang, alone and after a C library that declares and fortifies its own
# strlcpy (glibc 2.38's shape), and with musl, which declares it.
ov="\$(pkg-config --cflags strl-overlay)"
libs="\$(pkg-config --libs strl-overlay)"
fort="-O2 -D_FORTIFY_SOURCE=2 -Wall -Wextra -Werror"
libc238="-isystem $top/tests/fortify/overlay/libc238"
for cc in gcc clang; do
	for l in plain libc238; do
		extra=; [ $l = plain ] || extra=$libc238
		step "overlay_${cc}_${l}_fortify_death_tests" "$work/ov-$cc-$l.log" sh -c "
			$cc $fort $ov $extra tests/fortify/overlay/death.c $libs -o $work/ov-$cc-$l && $work/ov-$cc-$l"
	done
done
step overlay_musl_fortify_death_tests "$work/ov-musl.log" sh -c "
	musl-gcc $fort -static $ov tests/fortify/overlay/death.c $stage/usr/lib/libstrl.a -o $work/ov-musl && $work/ov-musl"
step overlay_libc238_alone_does_not_link "$work/ov-neg.log" sh -c "
	! gcc $fort $libc238 tests/fortify/overlay/death.c -o $work/ov-neg 2>&1 | tee /dev/stderr | grep -q . ||
	! test -x $work/ov-neg"
step overlay_compile_time_errors "$work/ov-compile.log" sh -c "
	tools/check/fortify-compile.sh tests/fortify/overlay $ov &&
	tools/check/fortify-compile.sh tests/fortify/overlay $ov $libc238"
# A program shaped like the real ones: config.h defines _GNU_SOURCE;
# through the overlay, and with strl.h force-included ahead of config.h.
for how in overlay include-strl-h; do
	inc=; [ $how = overlay ] || inc="-include strl.h"
	step "gnu_program_builds_${how}" "$work/gnu-$how.log" sh -c "
		cc $fort $inc $ov tests/fortify/overlay/gnu_program.c $libs -o $work/gnu-$how &&
		$work/gnu-$how | grep -qx '2026-12-03 build-h 18'"
done

# autotools: AC_CHECK_FUNCS finds strlcpy and strlcat in -lstrl.
mkdir -p "$work/autotools"
cp examples/autotools/configure.ac examples/autotools/Makefile.in examples/autotools/label.c "$work/autotools/"
step autotools_check_funcs_finds_strlcpy "$work/autotools.log" sh -c "
	cd $work/autotools && autoconf && autoheader && ./configure LDFLAGS=-L$stage/usr/lib LIBS=-lstrl &&
	grep -q '#define HAVE_STRLCPY 1' config.h && grep -q '#define HAVE_STRLCAT 1' config.h"
step autotools_check_funcs_without_strl_fails "$work/autotools-neg.log" sh -c "
	cd $work/autotools && ./configure >/dev/null && ! grep -q '#define HAVE_STRLCPY 1' config.h"

# The README's drop-in line (examples/autotools/configure-line.sh, which
# the README quotes: readme.sh), as written, for a prefix of one's own: configure
# finds strlcpy, the program runs with no LD_LIBRARY_PATH (the line's
# run-time path), and a size past its field stops it, naming strlcpy();
# the same program configured plainly overflows into the next field
# (negative control); with strl not findable the line stops before
# configure runs.
dropin() { # prefix dir
	rm -rf "$2" && mkdir -p "$2" &&
	cp examples/autotools/configure.ac examples/autotools/Makefile.in examples/autotools/label.c "$2/" &&
	(cd "$2" && unset PKG_CONFIG_LIBDIR PKG_CONFIG_SYSROOT_DIR LD_LIBRARY_PATH &&
	 autoconf && autoheader && PREFIX=$1 && . "$top/examples/autotools/configure-line.sh" && make)
}
dropin_runs() {
	d=$work/dropin
	grep -q '#define HAVE_STRLCPY 1' "$d/config.h" &&
	env -u LD_LIBRARY_PATH ldd "$d/label" | grep -q "$work/prefix/lib/libstrl.so.0" &&
	env -u LD_LIBRARY_PATH "$d/label" 'a label far too long' | grep -qx 'truncated: label "a label far too" owner "root"' &&
	! env -u LD_LIBRARY_PATH "$d/label" 'a label far too long' 32 2>"$d/death.err" &&
	grep -q 'detected in strlcpy()' "$d/death.err"
}
plain_overflows() {
	d=$work/dropin-plain
	rm -rf "$d" && mkdir -p "$d" &&
	cp examples/autotools/configure.ac examples/autotools/Makefile.in examples/autotools/label.c "$d/" &&
	(cd "$d" && unset PKG_CONFIG_LIBDIR PKG_CONFIG_SYSROOT_DIR &&
	 autoconf && autoheader && ./configure CFLAGS="-O2 -D_FORTIFY_SOURCE=2" && make) &&
	! grep -q '#define HAVE_STRLCPY 1' "$d/config.h" &&
	"$d/label" 'a label far too long' 32 | grep -qx 'label "a label far too long" owner "long"'
}
dropin_missing_stops() {
	d=$work/dropin-missing
	! dropin /nonexistent/prefix "$d" && grep -q 'strl-overlay.*not found' "$work/dropin-missing.log" &&
	test ! -e "$d/config.status"
}
# Every code block of the README: run as written, or quoted from an
# example that these tests build (tools/check/readme.sh).
step readme_code_blocks_run "$work/readme.log" tools/check/readme.sh "$work/readme"
step dropin_install_prefix "$work/dropin-install.log" make install PREFIX="$work/prefix" LDCONFIG=true
step dropin_line_configures_and_builds "$work/dropin.log" dropin "$work/prefix" "$work/dropin"
step dropin_program_runs_and_is_fortified "$work/dropin-run.log" dropin_runs
step dropin_plain_build_overflows_silently "$work/dropin-plain.log" plain_overflows
step dropin_line_stops_without_strl "$work/dropin-missing.log" dropin_missing_stops
step dropin_uninstall "$work/dropin-uninstall.log" make -s uninstall PREFIX="$work/prefix"

# CMake find_package against the staged install: strl::strl and
# strl::strl_static link the archive, strl::strl_shared the library.
find_consumer() { # dir prefix libdir
	cmake -S examples/cmake-find -B "$1" -DCMAKE_PREFIX_PATH="$2" &&
	cmake --build "$1" && "$1/truncate" hi && "$1/truncate-static" hi &&
	LD_LIBRARY_PATH="$2/$3" "$1/truncate-shared" hi &&
	! ldd "$1/truncate-static" | grep -q libstrl &&
	LD_LIBRARY_PATH="$2/$3" ldd "$1/truncate-shared" | grep -q "$2/$3/libstrl.so.0"
}
step cmake_find_package "$work/cmake-find.log" find_consumer "$work/cmake-find" "$stage/usr" lib
# A multiarch LIBDIR (Debian's layout), installed by make and by CMake's
# own install rules: the same files (CMake adds its exported targets),
# and find_package works from both.
ma=lib/$(gcc -print-multiarch)
step multiarch_make_install "$work/ma-make.log" sh -c "
	make install DESTDIR=$work/ma-make PREFIX=/usr LIBDIR=$ma"
step multiarch_cmake_install "$work/ma-cmake.log" sh -c "
	cmake -S . -B $work/ma-cmake-build -DCMAKE_INSTALL_PREFIX=/usr -DCMAKE_INSTALL_LIBDIR=$ma &&
	cmake --build $work/ma-cmake-build && DESTDIR=$work/ma-cmake cmake --install $work/ma-cmake-build"
step cmake_install_installs_what_make_install_does "$work/ma-same.log" sh -c "
	(cd $work/ma-make && find . -type f -o -type l | sort) >$work/ma-make.list &&
	(cd $work/ma-cmake && find . -type f -o -type l | grep -v '/strlTargets' | sort) >$work/ma-cmake.list &&
	diff $work/ma-make.list $work/ma-cmake.list && grep -q 'man3/strlcpy.3' $work/ma-make.list &&
	test -L $work/ma-cmake/usr/share/man/man3/strlcpy.3 &&
	tools/check/abi.sh $work/ma-cmake/usr/$ma/libstrl.so.0.1.0 packaging/libstrl.symbols"
step multiarch_find_package_make "$work/ma-find-make.log" find_consumer "$work/ma-find-make" "$work/ma-make/usr" "$ma"
step multiarch_find_package_cmake "$work/ma-find-cmake.log" find_consumer "$work/ma-find-cmake" "$work/ma-cmake/usr" "$ma"
# Negative control: the config as it was (the prefix three levels up,
# whatever LIBDIR) is not found from the multiarch install.
fixed_depth_fails() {
	cp -a "$work/ma-make" "$work/ma-neg" &&
	sed -i 's|/\.\./\.\./\.\./\.\."|/../../.."|' "$work/ma-neg/usr/$ma/cmake/strl/strlConfig.cmake" &&
	grep -q 'CMAKE_CURRENT_LIST_DIR}/../../.."' "$work/ma-neg/usr/$ma/cmake/strl/strlConfig.cmake" &&
	! find_consumer "$work/ma-find-neg" "$work/ma-neg/usr" "$ma" &&
	grep -q 'no libstrl.a in' "$work/ma-neg.log"
}
step multiarch_fixed_depth_config_fails "$work/ma-neg.log" fixed_depth_fails
step install_refuses_an_absolute_libdir "$work/ma-abs.log" sh -c "
	! make -s install DESTDIR=$work/ma-abs PREFIX=/usr LIBDIR=/usr/lib 2>$work/ma-abs.err &&
	grep -q 'relative to PREFIX' $work/ma-abs.err && test ! -e $work/ma-abs"

# Firmware runs: the telemetry example on BOARD under QEMU prints its lines.
fw_runs() { # board elf out
	tools/boards/qemu-run.sh "$1" 60 "$2" qemu-system-arm -M "$1" \
		-display none -serial none -monitor none -chardev stdio,id=sh0 \
		-semihosting-config enable=on,target=native,chardev=sh0 >"$3" &&
	grep -qx 'node=7 temp=21C state=ok' "$3" &&
	grep -qx 'node=7 temp=21C <- truncated, detected' "$3" &&
	grep -qx 'sensor-north-ea <- strlcat truncated' "$3"
}
# Every build system compiles the same core for the same target: the
# sources a CMake or Meson build compiled (its compile_commands.json) or
# strl.mk's objects are make's for that target (make print-srcs), all
# read from freestanding/sources.mk.
same_sources() { # MAKE-ARGS (BOARD=... or "") compile_commands.json|objdir
	want=$(make -s --no-print-directory $1 print-srcs | tr ' ' '\n' | sort)
	if [ -d "$2" ]; then
		got=$(cd "$2" && find . -name '*.o' | sed 's|^\./||; s|\.o$||' | sort)
	else
		got=$(grep -o '"file": "[^"]*freestanding/src/[^"]*"' "$2" |
			sed 's|.*freestanding/src/||; s|"$||' | sort -u)
	fi
	echo "make $1: $(echo $want)"
	echo "$2: $(echo $got)"
	[ -n "$want" ] && [ "$want" = "$got" ]
}
arm=$top/cmake/arm-none-eabi.cmake
m4f="-mcpu=cortex-m4 -mfpu=fpv4-sp-d16 -mfloat-abi=hard -mthumb"

# CMake add_subdirectory, cross-compiled for a board, run under QEMU; no
# build type set: strl is still optimised, and gets no -Werror of ours.
make -s BOARD=mps2-an385 build/boards/mps2-an385/link.ld >/dev/null 2>&1
step cmake_add_subdirectory_firmware_builds "$work/fw.log" sh -c "
	cmake -S examples/firmware -B $work/fw -DCMAKE_TOOLCHAIN_FILE=$arm -DCMAKE_EXPORT_COMPILE_COMMANDS=ON \
		-DSTRL_LINKER_SCRIPT=$top/build/boards/mps2-an385/link.ld && cmake --build $work/fw"
step firmware_runs_on_mps2_an385 "$work/fw-run.log" fw_runs mps2-an385 "$work/fw/telemetry.elf" "$work/fw.out"
step cmake_compiles_makes_sources_cortex_m3 "$work/fw-same.log" same_sources BOARD=mps2-an385 "$work/fw/compile_commands.json"
step firmware_bundling_strlcpy_keeps_its_own "$work/fw-bundled.log" sh -c "
	grep -q 'bundled.c.obj: definition of strlcpy' $work/fw.log &&
	tools/boards/qemu-run.sh mps2-an385 60 $work/fw/bundled.elf qemu-system-arm -M mps2-an385 \
		-display none -serial none -monitor none -chardev stdio,id=sh0 \
		-semihosting-config enable=on,target=native,chardev=sh0"
step cmake_subdirectory_optimised_without_build_type "$work/fw-flags.log" sh -c "
	grep '\"command\".*freestanding/src/strlcpy.c' $work/fw/compile_commands.json | tee /dev/stderr |
		grep -- ' -O2 ' | grep -qv -- '-Werror'"
step cmake_subdirectory_werror_is_an_option "$work/fw-werror.log" sh -c "
	cmake -S examples/firmware -B $work/fw-werror -DCMAKE_TOOLCHAIN_FILE=$arm -DSTRL_WERROR=ON \
		-DCMAKE_EXPORT_COMPILE_COMMANDS=ON -DSTRL_LINKER_SCRIPT=$top/build/boards/mps2-an385/link.ld &&
	grep '\"command\".*freestanding/src/strlcpy.c' $work/fw-werror/compile_commands.json | grep -q -- '-Werror'"

# A Cortex-M55 toolchain: CMake finds MVE in the CPU flags and builds the
# Helium paths (arm_mve/), and the firmware runs on mps3-an547; with
# +nomve, the same project builds the generic files (negative control).
m55="-mcpu=cortex-m55 -mthumb -mfloat-abi=hard"
make -s BOARD=mps3-an547 build/boards/mps3-an547/link.ld >/dev/null 2>&1
step cmake_cortex_m55_takes_helium "$work/fw-m55.log" sh -c "
	cmake -S examples/firmware -B $work/fw-m55 -DCMAKE_TOOLCHAIN_FILE=$arm '-DSTRL_CPU_FLAGS=$m55' \
		-DCMAKE_EXPORT_COMPILE_COMMANDS=ON -DSTRL_LINKER_SCRIPT=$top/build/boards/mps3-an547/link.ld &&
	cmake --build $work/fw-m55 && grep -q '\"file\": \"[^\"]*freestanding/src/arm_mve/copy.c' $work/fw-m55/compile_commands.json &&
	! grep -q '\"file\": \"[^\"]*freestanding/src/copy.c' $work/fw-m55/compile_commands.json"
step firmware_with_helium_runs_on_mps3_an547 "$work/fw-m55-run.log" fw_runs mps3-an547 "$work/fw-m55/telemetry.elf" "$work/fw-m55.out"
step cmake_compiles_makes_sources_cortex_m55 "$work/fw-m55-same.log" same_sources BOARD=mps3-an547 "$work/fw-m55/compile_commands.json"
step cmake_cortex_m55_nomve_takes_generic "$work/fw-m55n.log" sh -c "
	cmake -S . -B $work/fw-m55n -DCMAKE_TOOLCHAIN_FILE=$arm '-DSTRL_CPU_FLAGS=-mcpu=cortex-m55+nomve -mthumb -mfloat-abi=hard' \
		-DCMAKE_EXPORT_COMPILE_COMMANDS=ON &&
	grep -q '\"file\": \"[^\"]*freestanding/src/copy.c' $work/fw-m55n/compile_commands.json &&
	! grep -q arm_mve $work/fw-m55n/compile_commands.json"
step cmake_compiles_makes_sources_cortex_m55_nomve "$work/fw-m55n-same.log" same_sources BOARD=mps3-an547-nomve "$work/fw-m55n/compile_commands.json"

# An AVR toolchain: CMake finds the CPU and builds avr/'s assembly in
# place of the generic files, as the arduino-mega board does.
step cmake_avr_takes_its_assembly "$work/fw-avr.log" sh -c "
	cmake -S . -B $work/fw-avr -DCMAKE_TOOLCHAIN_FILE=$top/cmake/avr-gcc.cmake \
		-DCMAKE_EXPORT_COMPILE_COMMANDS=ON && cmake --build $work/fw-avr &&
	grep -q '\"file\": \"[^\"]*freestanding/src/avr/strlcpy.S' $work/fw-avr/compile_commands.json &&
	! grep -q '\"file\": \"[^\"]*freestanding/src/strlcpy\\.c\"' $work/fw-avr/compile_commands.json"
step cmake_compiles_makes_sources_avr "$work/fw-avr-same.log" same_sources BOARD=arduino-mega "$work/fw-avr/compile_commands.json"

# find_package for firmware: a library installed for the M4F board is
# found by an M4F toolchain (and runs there), refused to an M3 one.
step install_for_a_board "$work/install-board.log" make install BOARD=mps2-an386 DESTDIR="$stage" PREFIX=/usr
# The same CPU with and without its vector unit: two keys, so that a
# toolchain without Helium (or FP/SIMD) never finds the vector library.
step install_vector_boards_apart "$work/install-vec.log" sh -c "
	make -s install BOARD=mps3-an547 DESTDIR=$work/vec PREFIX=/usr &&
	make -s install BOARD=mps3-an547-nomve DESTDIR=$work/vec PREFIX=/usr &&
	make -s install BOARD=virt-a53 DESTDIR=$work/vec PREFIX=/usr &&
	make -s install BOARD=virt-a53-strict DESTDIR=$work/vec PREFIX=/usr &&
	ls $work/vec/usr/lib/strl/arm-none-eabi/thumb/v8-m.main+dp/hard+mve/libstrl.a \
		$work/vec/usr/lib/strl/arm-none-eabi/thumb/v8-m.main+dp/hard/libstrl.a \
		$work/vec/usr/lib/strl/aarch64-linux-gnu/libstrl.a \
		$work/vec/usr/lib/strl/aarch64-linux-gnu+nosimd/libstrl.a &&
	arm-none-eabi-nm $work/vec/usr/lib/strl/arm-none-eabi/thumb/v8-m.main+dp/hard+mve/libstrl.a | grep -q strl__mve_copy_long &&
	! arm-none-eabi-nm $work/vec/usr/lib/strl/arm-none-eabi/thumb/v8-m.main+dp/hard/libstrl.a | grep -q strl__mve_copy_long"
make -s BOARD=mps2-an386 build/boards/mps2-an386/link.ld >/dev/null 2>&1
step cmake_find_package_firmware_builds "$work/fw-pkg.log" sh -c "
	cmake -S examples/firmware -B $work/fw-pkg -DCMAKE_TOOLCHAIN_FILE=$arm '-DSTRL_CPU_FLAGS=$m4f' \
		-DSTRL_FIND_PACKAGE=ON -DCMAKE_PREFIX_PATH=$stage/usr \
		-DSTRL_LINKER_SCRIPT=$top/build/boards/mps2-an386/link.ld && cmake --build $work/fw-pkg &&
	grep -q 'usr/lib/strl/arm-none-eabi/thumb/v7e-m+fp/hard/libstrl.a' $work/fw-pkg/CMakeFiles/telemetry.elf.dir/link.txt"
step firmware_from_package_runs_on_mps2_an386 "$work/fw-pkg-run.log" \
	fw_runs mps2-an386 "$work/fw-pkg/telemetry.elf" "$work/fw-pkg.out"
step firmware_from_package_bundling_strlcpy_runs "$work/fw-pkg-bundled.log" sh -c "
	grep -q 'bundled.c.obj: definition of strlcpy' $work/fw-pkg.log &&
	tools/boards/qemu-run.sh mps2-an386 60 $work/fw-pkg/bundled.elf qemu-system-arm -M mps2-an386 \
		-display none -serial none -monitor none -chardev stdio,id=sh0 \
		-semihosting-config enable=on,target=native,chardev=sh0"
step cmake_find_package_refuses_other_cpu "$work/fw-pkg-m3.log" sh -c "
	! cmake -S examples/firmware -B $work/fw-pkg-m3 -DCMAKE_TOOLCHAIN_FILE=$arm \
		-DSTRL_FIND_PACKAGE=ON -DCMAKE_PREFIX_PATH=$stage/usr -DSTRL_LINKER_SCRIPT=x.ld &&
	grep -q 'no libstrl.a in .* for this toolchain' $work/fw-pkg-m3.log &&
	grep -q 'thumb/v7e-m+fp/hard (mps2-an386' $work/fw-pkg-m3.log"

# Meson: strl as a subproject of a consumer (examples/meson), natively
# (the userland program runs) and cross for Cortex-M3 (meson/cortex-m3.ini;
# the firmware runs on mps2-an385); a pkg-config strl is not looked at.
rm -rf "$work/meson-src"
mkdir -p "$work/meson-src/examples/meson/subprojects"
cp -r examples/meson examples/userland examples/firmware "$work/meson-src/examples/"
ln -s "$top" "$work/meson-src/examples/meson/subprojects/strl"
step meson_subproject_native "$work/meson-native.log" env -u PKG_CONFIG_LIBDIR -u PKG_CONFIG_SYSROOT_DIR -u LD_LIBRARY_PATH sh -c "
	meson setup --force-fallback-for=strl $work/meson-native $work/meson-src/examples/meson &&
	ninja -C $work/meson-native && $work/meson-native/truncate 'a string too long' | grep -q 'strscpy: \"a strin\" -> -7' &&
	ldd $work/meson-native/truncate | grep -q '$work/meson-native/subprojects/strl/libstrl.so.0' &&
	tools/check/abi.sh $work/meson-native/subprojects/strl/libstrl.so.0.1.0 packaging/libstrl.symbols"
step meson_compiles_makes_sources_host "$work/meson-native-same.log" same_sources "" "$work/meson-native/compile_commands.json"
# A cross build of the consumer for BOARD with a cross file: strl as its
# subproject, the board's glue and linker script; the compile commands
# must show PATTERN (the sources and flags expected).
meson_cross() { # board crossfile builddir pattern
	make -s BOARD="$1" "build/boards/$1/link.ld" >/dev/null 2>&1 &&
	meson setup --force-fallback-for=strl "$3" "$work/meson-src/examples/meson" \
		--cross-file "$2" -Dboard_glue="$top/boards/common" \
		-Dlinker_script="$top/build/boards/$1/link.ld" &&
	ninja -C "$3" && grep -q "$4" "$3/compile_commands.json"
}
step meson_subproject_cross_cortex_m3 "$work/meson-cross.log" meson_cross mps2-an385 \
	meson/cortex-m3.ini "$work/meson-cross" 'arm-none-eabi-gcc.*-mcpu=cortex-m3.*freestanding/src/strlcpy.c'
step meson_firmware_runs_on_mps2_an385 "$work/meson-cross-run.log" fw_runs mps2-an385 "$work/meson-cross/telemetry.elf" "$work/meson-cross.out"
step meson_compiles_makes_sources_cortex_m3 "$work/meson-cross-same.log" same_sources BOARD=mps2-an385 "$work/meson-cross/compile_commands.json"
step meson_subproject_cross_cortex_m55_helium "$work/meson-m55.log" meson_cross mps3-an547 \
	meson/cortex-m55.ini "$work/meson-m55" 'freestanding/src/arm_mve/copy.c'
step meson_firmware_with_helium_runs_on_mps3_an547 "$work/meson-m55-run.log" fw_runs mps3-an547 "$work/meson-m55/telemetry.elf" "$work/meson-m55.out"
step meson_compiles_makes_sources_cortex_m55 "$work/meson-m55-same.log" same_sources BOARD=mps3-an547 "$work/meson-m55/compile_commands.json"

# Meson wrap: `make dist` makes the release tarball and strl.wrap; a
# project with only that file in subprojects/ gets strl from a plain
# dependency('strl') (the wrap's [provide]), unpacked from the tarball
# the wrap names, checked by its hash.  Negative control: the same wrap
# with another hash must stop meson setup.
mkdir -p "$work/meson-wrap/subprojects"
cat >"$work/meson-wrap/meson.build" <<MB
project('strl_wrap_consumer', 'c')
executable('truncate', 'truncate.c', dependencies: dependency('strl'))
MB
cp examples/userland/truncate.c "$work/meson-wrap/"
step meson_wrap_from_make_dist "$work/meson-wrap.log" env -u PKG_CONFIG_LIBDIR -u PKG_CONFIG_SYSROOT_DIR -u LD_LIBRARY_PATH sh -c "
	make -s dist BUILD=$work/dist && cp $work/dist/dist/strl.wrap $work/meson-wrap/subprojects/ &&
	meson setup --force-fallback-for=strl $work/meson-wrap/b $work/meson-wrap &&
	test -f $work/meson-wrap/subprojects/strl-$(sed -n 's/^VERSION := //p' Makefile)/meson.build &&
	ninja -C $work/meson-wrap/b && $work/meson-wrap/b/truncate 'a string too long' | grep -q 'strscpy: \"a strin\" -> -7' &&
	ldd $work/meson-wrap/b/truncate | grep -q '$work/meson-wrap/b/subprojects/strl-.*/libstrl.so.0'"
step meson_wrap_refuses_a_wrong_hash "$work/meson-wrap-bad.log" env -u PKG_CONFIG_LIBDIR -u PKG_CONFIG_SYSROOT_DIR sh -c "
	rm -rf $work/meson-wrap/subprojects/strl-* $work/meson-wrap/subprojects/packagecache &&
	sed -i 's/^source_hash = ./source_hash = x/' $work/meson-wrap/subprojects/strl.wrap &&
	! meson setup --force-fallback-for=strl $work/meson-wrap/bad $work/meson-wrap &&
	grep -q 'Incorrect hash' $work/meson-wrap-bad.log"

# Makefile include (freestanding/strl.mk), STRL_SMALL, Cortex-M0, with
# the user's compiler and flags, objects where the user says.
cat >"$work/fw.mk" <<MK
CC := arm-none-eabi-gcc
CFLAGS := -mcpu=cortex-m0 -mthumb -Os -DSTRL_SMALL -Wall -Wextra -Werror
STRL_OBJDIR := $work/mk-obj
include $top/freestanding/strl.mk
all: \$(STRL_OBJS)
MK
step makefile_include_builds_for_cortex_m0 "$work/mk.log" sh -c "
	cd $work && make -f fw.mk && ls $work/mk-obj/strlcpy.c.o && arm-none-eabi-objdump -f $work/mk-obj/strlcpy.c.o | grep -q elf32-littlearm"
step makefile_include_compiles_makes_sources "$work/mk-same.log" same_sources BOARD=microbit "$work/mk-obj"
# The same include with STRL_ARCH=riscv_v: the RVV assembly replaces the
# generic copy and strnlen, built by the user's CC with the user's -march.
cat >"$work/fw-rvv.mk" <<MK
CC := riscv64-unknown-elf-gcc
CFLAGS := -march=rv64gcv -mabi=lp64d -mcmodel=medany -O2 -Wall -Wextra -Werror
STRL_OBJDIR := $work/mk-rvv
STRL_ARCH := riscv_v
include $top/freestanding/strl.mk
all: \$(STRL_OBJS)
MK
step makefile_include_strl_arch_riscv_v "$work/mk-rvv.log" sh -c "
	cd $work && make -f fw-rvv.mk && ls $work/mk-rvv/riscv_v/copy.S.o $work/mk-rvv/riscv_v/strnlen.S.o &&
	! ls $work/mk-rvv/copy.c.o 2>/dev/null && riscv64-unknown-elf-objdump -d $work/mk-rvv/riscv_v/copy.S.o | grep -q vle8ff"
step makefile_include_compiles_makes_sources_rvv "$work/mk-rvv-same.log" same_sources BOARD=virt-rv64-v "$work/mk-rvv"
step makefile_include_writes_nothing_into_the_tree "$work/mk-tree.log" sh -c "
	test -z \"\$(find freestanding -name '*.o')\""

# Man pages: installed, found by name (strlcpy(3) too), and render
# without warnings with man -l from any directory.
for p in man3/strl_strlcpy.3 man3/strl_strlcat.3 man3/strl_strscpy.3 man3/strl_strscpy_pad.3 \
	man3/strl_stpecpy.3 man3/strl_strncpy.3 man3/strlcpy.3 man3/strlcat.3 man7/strl.7; do
	step "man_${p#*/}_renders" "$work/man.log" sh -c "
		cd / && out=\$(MANWIDTH=80 man --warnings -l $stage/usr/share/man/$p 2>&1 >/dev/null) &&
		[ -z \"\$out\" ] && MANWIDTH=80 man -l $stage/usr/share/man/$p | grep -q strl"
done
for name in strlcpy strlcat strl_strlcat strl_strscpy_pad; do
	step "man_${name}_found_by_name" "$work/man-$name.log" sh -c "
		MANPATH=$stage/usr/share/man man -w 3 $name | grep -q '^$stage/usr/share/man/man3/' &&
		MANPATH=$stage/usr/share/man MANWIDTH=80 man 3 $name 2>/dev/null | grep -q 'strl_strlcpy\|strl_strscpy'"
done

step uninstall "$work/uninstall.log" make -s uninstall DESTDIR="$stage" PREFIX=/usr
left=$(find "$stage" -type f -o -type l | head -5)
if [ -z "$left" ]; then ok uninstall_leaves_nothing; else
	echo "$left" >"$work/left.log"; fail uninstall_leaves_nothing "$work/left.log"; fi

echo "1..$n"
echo "install: $((n - bad)) passed, $bad failed"
[ $bad = 0 ]

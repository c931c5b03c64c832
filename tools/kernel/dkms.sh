#!/bin/sh
# tools/kernel/dkms.sh KERNEL PKG KDIR STRL_BUILD OUT : a real DKMS
# package from Debian's archive, source unchanged, built against test
# kernel KERNEL (built in KDIR) twice:
#   - without strl: it must fail, and only because the kernel lacks a
#     function it calls (the negative control: a build that cannot fail
#     proves nothing);
#   - with strl.ko, as a user of an unmodified package would build it:
#     KCFLAGS="-include STRL_BUILD/strl_compat.h" and
#     KBUILD_EXTRA_SYMBOLS=STRL_BUILD/Module.symvers in the environment of
#     the kernel's own `make -C KDIR M=<module directory> modules`, for each
#     directory of its dkms.conf (BUILT_MODULE_LOCATION), in order.  Every
#     module of its dkms.conf must build, and the one that calls the
#     function must call strl's.
# PKG is tools/kernel/dkms/PKG.pkg: the suite it comes from, the function
# it calls, what the boot loads of it and what the console must then show.
# Writes into OUT: files (NAME=PATH for the initramfs), nodes (device
# nodes), script (init lines), expect (console lines the boot must show).
# Ends with "dkms[KERNEL] PKG: ..." and exits non-zero on any failure.
set -eu
top=$(cd "$(dirname "$0")/../.." && pwd)
cd "$top"
. tools/kernel/lib.sh
kernel=$1 pkg=$2 kdir=$3 strl=$4 out=$5
kernel_load "$kernel"
say() { echo "dkms[$KERNEL_LABEL] $pkg: $*" >&2; }
data=tools/kernel/dkms/$pkg.pkg
if [ ! -f "$data" ]; then
	say "no $data: the kernel's KERNEL_DKMS names a package without its data file"
	exit 2
fi
DKMS_SUITE= DKMS_CALLS= DKMS_INSMOD= DKMS_NODE= DKMS_SCRIPT= DKMS_EXPECT= DKMS_MAKEFLAGS=
DKMS_SKIP=
. "./$data"

deb=$(tools/debian/debfetch.sh "$pkg" "$DKMS_SUITE") || { say "could not fetch the package (above)"; exit 1; }
ver=$(dpkg-deb -f "$deb" Version)
rm -rf "$out"
mkdir -p "$out"
if ! dpkg-deb -x "$deb" "$out/deb"; then
	say "could not unpack $deb (corrupt? remove it and rerun)"
	exit 1
fi
src=$(ls -d "$out"/deb/usr/src/*/ 2>/dev/null | head -1)
if [ -z "$src" ] || [ ! -f "$src/dkms.conf" ]; then
	say "$(basename "$deb") has no /usr/src/<name>-<version>/dkms.conf: not a DKMS package"
	exit 1
fi
# Its modules, and the directories they are built in, from dkms.conf
# (which may name them by $PACKAGE_NAME).
pname=$(sed -n 's/^PACKAGE_NAME="*\([^"]*\)"*.*/\1/p' "$src/dkms.conf")
names=$(sed -n 's/^BUILT_MODULE_NAME\[\([0-9]*\)\]="*\([^"]*\)"*.*/\1 \2/p' "$src/dkms.conf" |
	sed "s/\\\$PACKAGE_NAME/$pname/; s/\\\${PACKAGE_NAME}/$pname/")
# Less the ones the data file leaves out (DKMS_SKIP, with its reason).
for n in $DKMS_SKIP; do
	names=$(echo "$names" | grep -v " $n\$")
done
loc() { sed -n "s/^BUILT_MODULE_LOCATION\[$1\]=\"*\([^\"]*\)\"*.*/\1/p" "$src/dkms.conf"; }
dirs=
for i in $(echo "$names" | cut -d' ' -f1); do
	d=$(loc "$i")
	d=${d:-.}
	case " $dirs " in *" $d "*) ;; *) dirs="$dirs $d" ;; esac
done

# kmake DIR LOG [VAR=VALUE...]: the kernel's make for the module in DIR,
# the variables in its environment (as DKMS passes what a user exports).
kmake() {
	d=$1 log=$2
	shift 2
	LC_ALL=C env "$@" make -j"$(nproc 2>/dev/null || echo 1)" -C "$kdir" \
		M="$d" ARCH="$KERNEL_ARCH" ${KERNEL_CROSS:+CROSS_COMPILE=$KERNEL_CROSS} \
		$DKMS_MAKEFLAGS modules >>"$log" 2>&1
}

# Without strl: must fail, on the missing function and nothing else.
cp -r "$src" "$out/without"
nlog=$out/without.log
: >"$nlog"
nrc=0
for d in $dirs; do
	kmake "$out/without/$d" "$nlog" || { nrc=$?; break; }
done
if [ $nrc = 0 ]; then
	say "builds without strl: this kernel has $DKMS_CALLS, or the package no longer calls it (log: $nlog); the control proves nothing"
	exit 1
fi
# (GCC quotes the name with ' or with Unicode quotes, as the locale says.)
if ! grep -Eq "implicit declaration of function [^a-z_]*$DKMS_CALLS[^a-z_0-9]" "$nlog"; then
	grep -E 'error' "$nlog" | head -5 >&2
	say "fails without strl, but not on $DKMS_CALLS (log: $nlog)"
	exit 1
fi
if grep 'error:' "$nlog" | grep -qv "$DKMS_CALLS"; then
	grep 'error:' "$nlog" | grep -v "$DKMS_CALLS" | head -5 >&2
	say "fails without strl for other reasons too (log: $nlog): the kernel's configuration may lack what it needs"
	exit 1
fi

# With strl.ko: the package's own build, with the two variables.
cp -r "$src" "$out/with"
wlog=$out/with.log
: >"$wlog"
for d in $dirs; do
	if ! kmake "$out/with/$d" "$wlog" KCFLAGS="-include $strl/strl_compat.h" \
		KBUILD_EXTRA_SYMBOLS="$strl/Module.symvers"; then
		grep -E 'error|ERROR' "$wlog" | head -10 >&2
		say "does not build with strl (log: $wlog)"
		exit 1
	fi
done
built= calls=
for i in $(echo "$names" | cut -d' ' -f1); do
	n=$(echo "$names" | sed -n "s/^$i //p")
	d=$(loc "$i")
	ko=$out/with/${d:-.}/$n.ko
	if [ ! -f "$ko" ]; then
		say "$n.ko was not built (log: $wlog)"
		exit 1
	fi
	built="$built $n.ko"
	if ${KERNEL_CROSS:-}nm -u "$ko" | grep -qw "strl_$DKMS_CALLS"; then
		modinfo -F depends "$ko" | tr ',' '\n' | grep -qx strl ||
			{ say "$n.ko calls strl_$DKMS_CALLS but does not depend on strl"; exit 1; }
		calls="$calls $n.ko"
	fi
	echo "$n.ko=$ko" >>"$out/files.all"
done
if [ -z "$calls" ]; then
	say "no module calls strl_$DKMS_CALLS: the package's $DKMS_CALLS calls did not reach strl"
	exit 1
fi

# What the boot loads and checks.
: >"$out/files"
: >"$out/script"
: >"$out/nodes"
: >"$out/expect"
echo "$DKMS_INSMOD" | while read -r ko args; do
	[ -n "$ko" ] || continue
	grep "^$ko=" "$out/files.all" >>"$out/files"
	echo "insmod /$ko${args:+ $args}" >>"$out/script"
done
[ -z "$DKMS_SCRIPT" ] || echo "$DKMS_SCRIPT" >>"$out/script"
[ -z "$DKMS_NODE" ] || echo "$DKMS_NODE" >>"$out/nodes"
[ -z "$DKMS_EXPECT" ] || echo "$DKMS_EXPECT" >>"$out/expect"
echo "dkms[$KERNEL_LABEL] $pkg $ver: fails without strl (implicit declaration of $DKMS_CALLS); with strl.ko builds$built; strl_$DKMS_CALLS called by$calls"

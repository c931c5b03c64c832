#!/bin/sh
# tools/kernel/kunit-run.sh KERNEL [NAME=CORE...] : the KUnit suite on one test
# kernel (tools/kernel/KERNEL.kernel: any version, any arch).
#
# With no NAME=CORE: builds the kernel (cached), strl.ko and strl-kunit.ko
# from $CORE and the example module, against strl.ko and with strl
# vendored in (twice, under two names), all with W=1 and no warning
# allowed; checks that strl_compat.h refuses a constant oversize for each
# name it gives back on this kernel; builds the real DKMS packages the
# kernel's data file names (KERNEL_DKMS: tools/kernel/dkms.sh); boots them
# all in QEMU and checks the run.  Ends with the line
#   kunit[7.3 arm64]: 125 passed, 0 failed
# and fails on a failed or missing case, fewer cases than the suite
# defines, a KTAP parse error, an insmod failure, any BUG/WARNING/KASAN/
# UBSAN/Oops/panic report, a timeout, an example not reporting, or a DKMS
# package not building as it must or not answering in the boot.
#
# With NAME=CORE pairs (mutants): one boot loads, for each, strl.ko built
# from CORE, then the suite, then unloads both; each mutant's result goes
# to $BUILD/kernel/KERNEL/mutant-NAME.log, ending with the same kind of
# line.  A mutant that kills the kernel fails its own run; the rest get
# another boot.
set -eu
top=$(cd "$(dirname "$0")/../.." && pwd)
cd "$top"
. tools/lib/fg.sh
. tools/kernel/lib.sh
kernel=${1:?usage: kunit-run.sh KERNEL [NAME=CORE...]}
kernel_load "$kernel"
shift
mkdir -p "${BUILD:-build}"
build=$(cd "${BUILD:-build}" && pwd)
core=$(cd "${CORE:-freestanding}" && pwd)
out=$build/kernel/$kernel
timeout=${KUNIT_TIMEOUT:-600}
say() { echo "kunit[$KERNEL_LABEL]: $*" >&2; }
checker=

tools/deps.sh kernel
for t in $(qemu_needed) $(tools_needed); do
	command -v "$t" >/dev/null 2>&1 ||
		{ say "$t not found: run 'tools/deps.sh kernel' as root"; exit 1; }
done
mkdir -p "$out"
if ! run_fg tools/kernel/kbuild.sh "$kernel" >"$out/kdir"; then
	say "no test kernel (above says why)"
	exit 1
fi
kdir=$(cat "$out/kdir")
src=$(cd "$kdir" && readlink -f source)
kmake() {
	run_fg make -s ARCH="$KERNEL_ARCH" ${KERNEL_CROSS:+CROSS_COMPILE=$KERNEL_CROSS} "$@"
}

# build_strl DIR CORE KUNIT: strl.ko (and strl-kunit.ko if KUNIT=1) from
# CORE, staged in DIR, W=1, warnings fatal.
# (With sparse, $checker: its reports are warnings and errors that do not
# stop the build.)
build_strl() {
	if ! kmake -j"$(nproc 2>/dev/null || echo 1)" -C kernel KDIR="$kdir" STAGE="$1" \
		CORE="$2" KUNIT="$3" W=1 $checker >"$1.log" 2>&1; then
		cat "$1.log" >&2
		say "module build failed (log: $1.log)"
		return 1
	fi
	if grep -qE 'warning:|error:' "$1.log"; then
		grep -E 'warning:|error:' "$1.log" >&2
		say "module build has warnings${checker:+ (sparse's included)} (log: $1.log)"
		return 1
	fi
}

# The init: one source, no libc, no FPU (tools/kernel/init.c).
initflags="-static -nostdlib -ffreestanding -fno-builtin -fno-stack-protector
	-fno-pic -no-pie -O2 -Wall -Wextra -Werror -Wl,--build-id=none"
case $KERNEL_ARCH in
arm64) initflags="$initflags -mgeneral-regs-only" ;;
riscv) initflags="$initflags -march=rv64imac -mabi=lp64 -Wl,--no-relax" ;;
arm) initflags="$initflags -marm -mgeneral-regs-only" ;;
esac
if ! ${KERNEL_CROSS:-}gcc $initflags tools/kernel/init.c -o "$out/init" 2>"$out/init.log"; then
	cat "$out/init.log" >&2
	say "the init did not build"
	exit 1
fi

# boot FILES TAG [NODES]: an initramfs of the init, /script and FILES
# (NAME=PATH each: PATH becomes /NAME) and the device nodes in file NODES
# ("PATH c MAJOR MINOR" lines), made with the kernel's gen_init_cpio (no
# root, no mknod), booted once.
boot() {
	{
		echo "dir /dev 0755 0 0"
		echo "nod /dev/kmsg 0600 0 0 c 1 11"
		[ -z "${3:-}" ] || while read -r path type major minor; do
			echo "nod $path 0600 0 0 $type $major $minor"
		done <"$3"
		echo "file /init $out/init 0755 0 0"
		echo "file /script $out/script 0644 0 0"
		for f in $1; do echo "file /${f%%=*} ${f#*=} 0644 0 0"; done
	} >"$out/cpio.list"
	"$kdir/usr/gen_init_cpio" "$out/cpio.list" >"$out/initramfs.cpio"
	log=$out/console-$2.log
	say "booting in QEMU (timeout ${timeout}s; console: $log)"
	start=$(date +%s)
	rc=0
	run_fg timeout -k 2 "$timeout" $KERNEL_QEMU -nodefaults -no-reboot \
		-display none -monitor none -serial stdio \
		-kernel "$kdir/$KERNEL_IMAGE" -initrd "$out/initramfs.cpio" \
		-append "console=$KERNEL_CONSOLE panic=-1 oops=panic printk.devkmsg=on $KERNEL_APPEND" \
		>"$log.raw" 2>&1 || rc=$?
	# No CRs, no timestamps: lines as the kernel and the init wrote them.
	tr -d '\r' <"$log.raw" | sed -e 's/^\[ *[0-9.]*\] //' >"$log"
	say "QEMU exited with $rc after $(( $(date +%s) - start ))s"
	case $rc in
	0) ;;
	124|137) say "QEMU did not finish within ${timeout}s: the kernel hung; read the end of $log"
		say "(raise KUNIT_TIMEOUT= if the machine is just slow)" ;;
	*) say "QEMU exited with status $rc; read $log" ;;
	esac
	[ $rc = 0 ]
}

# reports LOG TAG: fails if the console shows an insmod failure or any
# kernel error report (the kernel's start a line; a module's own message
# that merely says "WARNING" does not).
reports() {
	if grep -nE 'FAILED|^(BUG|WARNING|UBSAN|KASAN):|[Kk]ernel BUG|Oops|Kernel panic|Call Trace|no row count' "$1" >&2; then
		say "$2: the console shows an error report (above)"
		return 1
	fi
}

# check SEGMENT-LOG TAG: parse one load of the suite with the kernel's own
# kunit.py and apply the strict checks; prints the result line.
check() {
	seg=$1 tag=$2 fail=0
	reports "$seg" "$tag" || fail=1
	want=$(sed -n 's/.*strl-kunit: suite strl defines \([0-9]*\) cases.*/\1/p' "$seg" | tail -1)
	[ -n "$want" ] || { say "$tag: the suite never started (no case count)"; fail=1; want=0; }
	# Each load prints its own KTAP header (6.12+) or none (6.1), and its
	# suite number counts loads: give kunit.py one plan of one suite.
	ktap=${seg%.log}.ktap
	awk 'BEGIN { print "KTAP version 1"; print "1..1" }
	     /^(KTAP|TAP) version [0-9]+$/ { getline; next }
	     /^(not )?ok [0-9]+ strl( |$)/ { sub(/ok [0-9]+ strl/, "ok 1 strl") }
	     { print }' "$seg" >"$ktap"
	set +e
	python3 "$src/tools/testing/kunit/kunit.py" parse "$ktap" >"${seg%.log}.parse" 2>&1
	prc=$?
	set -e
	grep -vE '^\[[0-9:]+\] *$' "${seg%.log}.parse" | sed -n '/=====/,$p' | tail -30 >&2
	[ $prc = 0 ] || { say "$tag: kunit.py parse reported failures ($prc)"; fail=1; }
	summary=$(grep -Eo 'Ran [0-9]+ tests: passed: [0-9]+.*' "${seg%.log}.parse" | tail -1)
	p=$(echo "$summary" | sed -n 's/.*passed: \([0-9]*\).*/\1/p')
	f=$(echo "$summary" | sed -n 's/.*failed: \([0-9]*\).*/\1/p')
	e=$(echo "$summary" | sed -n 's/.*errors: \([0-9]*\).*/\1/p')
	p=${p:-0} f=${f:-0}
	[ -n "$summary" ] || { say "$tag: no KTAP results found"; fail=1; }
	[ "${e:-0}" = 0 ] || { say "$tag: kunit.py found $e KTAP errors"; fail=1; }
	grep -qE '^(not )?ok 1 strl( |$)' "$ktap" || { say "$tag: the strl suite never reported (missing)"; fail=1; }
	[ "$p" -ge "$want" ] || { say "$tag: $p of the $want cases the suite defines passed"; fail=1; }
	[ $fail = 0 ] || [ "$f" -gt 0 ] || f=$(( want > p ? want - p : 1 ))
	echo "kunit[$KERNEL_LABEL]: $p passed, $f failed"
	return $fail
}

# The console lines of LOG between two init markers (LOG cleaned by boot).
segment() { # LOG BEGIN END
	awk -v b="$2" -v e="$3" '$0 == b { on = 1; next } $0 == e { exit } on' "$1"
}

# module_built DIR LOG [VAR=VALUE...]: the module in DIR against this
# kernel, W=1, no warning allowed.
module_built() {
	_d=$1 _log=$2
	shift 2
	if ! kmake -C "$kdir" M="$_d" W=1 KCFLAGS=-Werror $checker "$@" modules >"$_log" 2>&1 ||
	   grep -qE 'warning:|error:' "$_log"; then
		cat "$_log" >&2
		say "$(basename "$_d") failed to build or warned (log: $_log)"
		return 1
	fi
}

# stage_vendored DIR: the vendored example, as a user lays it out: the
# module's Kbuild and source, and strl's freestanding/ and kernel/ under
# strl/ (links, so Kbuild writes its objects under DIR).  The links are
# made anew and, for the same core, the objects kept: Kbuild rebuilds what
# changed.
stage_vendored() {
	if [ "$(cat "$1/.core" 2>/dev/null)" = "$core" ]; then
		find "$1" -type l -delete
	else
		rm -rf "$1"
	fi
	mkdir -p "$1/strl/freestanding/include" "$1/strl/freestanding/src" "$1/strl/kernel"
	ln -s "$core/sources.mk" "$1/strl/freestanding/"
	ln -s "$top/examples/kernel-module-vendored/Kbuild" \
		"$top/examples/kernel-module/strl_example.c" "$1/"
	ln -s "$core"/include/*.h "$1/strl/freestanding/include/"
	ln -s "$core"/src/*.[ch] "$core"/src/*.inc "$core/src/word" \
		"$1/strl/freestanding/src/"
	for f in strl.kbuild probe.kbuild strl_compat.h strl_fortify.c; do
		ln -s "$top/kernel/$f" "$1/strl/kernel/"
	done
	echo "$core" >"$1/.core"
}

if [ $# = 0 ]; then
	# sparse (C=2) over strl.ko, the KUnit module and the examples, on the
	# kernels whose data file asks (KERNEL_SPARSE).
	checker=
	if [ -n "$KERNEL_SPARSE" ]; then
		sparse=$(run_fg tools/kernel/sparse.sh) || { say "no sparse (above says why)"; exit 1; }
		checker="C=2 CHECK=$sparse"
		say "sparse: $sparse"
	fi
	build_strl "$out/module" "$core" 1 || exit 1
	# The contract in strl.h must be valid kernel-doc for this kernel's
	# tool, with every optional warning: -Wall, or -v (verbose) where the
	# tool predates -Wall (6.1), which then warned of the same.
	kdflags=-Wall
	"$src/scripts/kernel-doc" -none -Wall /dev/null >/dev/null 2>&1 || kdflags=-v
	if ! "$src/scripts/kernel-doc" -none $kdflags -Werror "$core/include/strl.h" 2>"$out/kernel-doc.log"; then
		cat "$out/kernel-doc.log" >&2
		say "strl.h has kernel-doc errors or warnings (above)"
		exit 1
	fi
	if grep -qiE 'warning|error' "$out/kernel-doc.log"; then
		cat "$out/kernel-doc.log" >&2
		say "strl.h has kernel-doc warnings (above)"
		exit 1
	fi
	compat=$out/module/strl_compat.h
	say "the probe: $(sed -n 's/^#define STRL_KERNEL_HAS_\([A-Z]*\) \([01]\)$/\1=\2/p' "$compat" | tr 'A-Z\n' 'a-z ')"
	fail=0
	# The example module (examples/kernel-module), against strl.ko.
	ex=$out/example
	mkdir -p "$ex"
	ln -sf "$top/examples/kernel-module/Kbuild" "$top/examples/kernel-module/strl_example.c" "$ex/"
	module_built "$ex" "$ex/build.log" STRL_BUILD="$out/module" \
		KBUILD_EXTRA_SYMBOLS="$out/module/Module.symvers" || exit 1
	# Its vendored twin, twice: two modules with strl compiled in, which
	# export nothing and need no strl.ko.
	vendored="strl_example_vendored strl_example_vendored_b"
	files=
	for name in $vendored; do
		stage_vendored "$out/$name"
		module_built "$out/$name" "$out/$name.log" STRL_EXAMPLE="$name" || exit 1
		ko=$out/$name/$name.ko
		if ${KERNEL_CROSS:-}nm "$ko" | grep -q '__ksymtab'; then
			say "$name.ko exports symbols: a vendored strl must keep them to itself"
			fail=1
		fi
		if modinfo -F depends "$ko" | tr ',' '\n' | grep -qx strl; then
			say "$name.ko depends on strl.ko: vendoring should need none"
			fail=1
		fi
		files="$files $name.ko=$ko"
	done
	# strl_compat.h turns a constant oversize into a build error for each
	# name it gives back on this kernel (the Samba shape: 256 for 64).
	for name in $(sed -n 's/^#define STRL_KERNEL_HAS_\([A-Z]*\) 0$/\1/p' "$compat" | tr A-Z a-z); do
		bad=$out/compat-fail-$name
		rm -rf "$bad"
		mkdir -p "$bad"
		printf 'obj-m += bad.o\n' >"$bad/Kbuild"
		printf '%s\n' '#include <linux/module.h>' \
			'struct rec { char name[64]; char secret[32]; };' \
			'void bad(struct rec *r, const char *s);' \
			"void bad(struct rec *r, const char *s) { $name(r->name, s, 256); }" \
			'MODULE_LICENSE("GPL");' >"$bad/bad.c"
		if kmake -C "$kdir" M="$bad" KCFLAGS="-include $compat" \
			KBUILD_EXTRA_SYMBOLS="$out/module/Module.symvers" modules >"$bad/build.log" 2>&1; then
			say "$name(buf64, s, 256) built through strl_compat.h: the constant oversize must not"
			fail=1
		elif ! grep -q 'larger than the destination buffer' "$bad/build.log"; then
			cat "$bad/build.log" >&2
			say "$name(buf64, s, 256) failed to build, but not on strl's size check"
			fail=1
		fi
	done
	# The real DKMS packages this kernel's data names.
	: >"$out/dkms.nodes"
	: >"$out/dkms.script"
	: >"$out/dkms.expect"
	for p in $KERNEL_DKMS; do
		if ! run_fg tools/kernel/dkms.sh "$kernel" "$p" "$kdir" "$out/module" "$out/dkms/$p"; then
			fail=1
			continue
		fi
		files="$files $(cat "$out/dkms/$p/files")"
		cat "$out/dkms/$p/nodes" >>"$out/dkms.nodes"
		cat "$out/dkms/$p/script" >>"$out/dkms.script"
		cat "$out/dkms/$p/expect" >>"$out/dkms.expect"
	done
	{
		echo "echo strl-init: begin suite"
		echo "insmod /strl.ko"
		echo "insmod /strl-kunit.ko"
		echo "echo strl-init: end suite"
		echo "insmod /strl_example.ko"
		for name in $vendored; do echo "insmod /$name.ko"; done
		cat "$out/dkms.script"
		echo "echo strl-init: done"
	} >"$out/script"
	boot "strl.ko=$out/module/strl.ko strl-kunit.ko=$out/module/kunit/strl-kunit.ko
		strl_example.ko=$ex/strl_example.ko $files" suite "$out/dkms.nodes" || fail=1
	log=$out/console-suite.log
	segment "$log" "strl-init: begin suite" "strl-init: end suite" >"$out/suite.log"
	grep -q 'strl-init: done' "$log" || { say "init did not finish"; fail=1; }
	# Each example: its label, then the legacy calls' results.
	for name in strl_example $vendored; do
		for want in "$name: label \"dev:STRL-\" (model truncated: -7)" \
			"$name: strlcpy 11 \"STRL-\", strncpy \"STRL\""; do
			grep -qxF "$want" "$log" ||
				{ say "$name did not load and report: $want"; fail=1; }
		done
	done
	while IFS= read -r want; do
		grep -qxF "$want" "$log" || { say "the console lacks: $want"; fail=1; }
	done <"$out/dkms.expect"
	reports "$log" "boot" || fail=1
	check "$out/suite.log" suite 2>&1 || fail=1
	exit $fail
fi

# Mutants: strl.ko for each core; one strl-kunit.ko, from the real core,
# with the sweeps the host's mutant runs use, stopping at the first
# failure as they do (KUNIT_MUTANT_ARGS).
mutant_args=${KUNIT_MUTANT_ARGS:-sweep_n=24 fail_fast=1}
build_strl "$out/module" "$core" 1 || exit 1
todo=
for m in "$@"; do
	name=${m%%=*}
	build_strl "$out/mutant-$name" "${m#*=}" 0 ||
		{ echo "kunit[$KERNEL_LABEL]: mutant $name did not build" >"$out/mutant-$name.log"; continue; }
	todo="$todo $name"
done
round=0
while [ -n "$todo" ]; do
	round=$((round + 1))
	files="strl-kunit.ko=$out/module/kunit/strl-kunit.ko"
	: >"$out/script"
	for name in $todo; do
		files="$files strl-$name.ko=$out/mutant-$name/strl.ko"
		printf 'echo strl-init: begin %s\ninsmod /strl-%s.ko\ninsmod /strl-kunit.ko %s\necho strl-init: end %s\nrmmod strl_kunit\nrmmod strl\n' \
			"$name" "$name" "$mutant_args" "$name" >>"$out/script"
	done
	echo "echo strl-init: done" >>"$out/script"
	boot "$files" "mutants-$round" || true
	log=$out/console-mutants-$round.log
	next=
	for name in $todo; do
		mlog=$out/mutant-$name.log
		if ! grep -qx "strl-init: begin $name" "$log"; then
			next="$next $name"	# an earlier mutant killed the kernel
			continue
		fi
		segment "$log" "strl-init: begin $name" "strl-init: end $name" >"$out/seg-$name.log"
		if ! grep -qx "strl-init: end $name" "$log"; then
			cat "$out/seg-$name.log" >"$mlog"
			echo "kunit[$KERNEL_LABEL]: mutant $name killed the kernel: 0 passed, 1 failed" >>"$mlog"
			continue
		fi
		check "$out/seg-$name.log" "mutant $name" >"$mlog" 2>&1 || true
	done
	if [ "$next" = "$todo" ]; then
		for name in $todo; do
			echo "kunit[$KERNEL_LABEL]: the boot never reached mutant $name (console: $log)" >"$out/mutant-$name.log"
		done
		break
	fi
	todo=$next
done

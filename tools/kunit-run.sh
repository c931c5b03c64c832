#!/bin/sh
# tools/kunit-run.sh KERNEL [NAME=CORE...] : the KUnit suite on one test
# kernel (tools/kernel/KERNEL.kernel: any version, any arch).
#
# With no NAME=CORE: builds the kernel (cached), strl.ko and strl-kunit.ko
# from $CORE and the example module, all with W=1 and no warning allowed,
# boots them in QEMU and checks the run.  Ends with the line
#   kunit[7.3 arm64]: 125 passed, 0 failed
# and fails on a failed or missing case, fewer cases than the suite
# defines, a KTAP parse error, an insmod failure, any BUG/WARNING/KASAN/
# UBSAN/Oops/panic report, a timeout, or the example not reporting.
#
# With NAME=CORE pairs (mutants): one boot loads, for each, strl.ko built
# from CORE, then the suite, then unloads both; each mutant's result goes
# to $BUILD/kernel/KERNEL/mutant-NAME.log, ending with the same kind of
# line.  A mutant that kills the kernel fails its own run; the rest get
# another boot.
set -eu
top=$(cd "$(dirname "$0")/.." && pwd)
cd "$top"
. tools/fg.sh
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

tools/deps.sh kernel
for t in $(qemu_needed) $(tools_needed); do
	command -v "$t" >/dev/null 2>&1 ||
		{ say "$t not found: run 'tools/deps.sh kernel' as root"; exit 1; }
done
mkdir -p "$out"
if ! run_fg tools/kbuild.sh "$kernel" >"$out/kdir"; then
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
build_strl() {
	if ! kmake -j"$(nproc 2>/dev/null || echo 1)" -C kernel KDIR="$kdir" STAGE="$1" \
		CORE="$2" KUNIT="$3" W=1 >"$1.log" 2>&1; then
		cat "$1.log" >&2
		say "module build failed (log: $1.log)"
		return 1
	fi
	if grep -q 'warning:' "$1.log"; then
		grep 'warning:' "$1.log" >&2
		say "module build has warnings (log: $1.log)"
		return 1
	fi
}

# The init: one source, no libc, no FPU (tools/kernel/init.c).
initflags="-static -nostdlib -ffreestanding -fno-builtin -fno-stack-protector
	-fno-pic -no-pie -O2 -Wall -Wextra -Werror -Wl,--build-id=none"
case $KERNEL_ARCH in
arm64) initflags="$initflags -mgeneral-regs-only" ;;
riscv) initflags="$initflags -march=rv64imac -mabi=lp64 -Wl,--no-relax" ;;
esac
if ! ${KERNEL_CROSS:-}gcc $initflags tools/kernel/init.c -o "$out/init" 2>"$out/init.log"; then
	cat "$out/init.log" >&2
	say "the init did not build"
	exit 1
fi

# boot FILES TAG: an initramfs of the init, /script and FILES (NAME=PATH
# each: PATH becomes /NAME), made with the kernel's gen_init_cpio (no root,
# no mknod), booted once.
boot() {
	{
		echo "dir /dev 0755 0 0"
		echo "nod /dev/kmsg 0600 0 0 c 1 11"
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
# kernel error report.
reports() {
	if grep -nE 'FAILED|BUG:|WARNING:|UBSAN:|KASAN:|Oops|Kernel panic|Call Trace|no row count' "$1" >&2; then
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

if [ $# = 0 ]; then
	build_strl "$out/module" "$core" 1 || exit 1
	# The contract in strl.h must be valid kernel-doc for this kernel's tool.
	if ! "$src/scripts/kernel-doc" -none -Werror "$core/include/strl.h"; then
		say "strl.h has kernel-doc errors (above)"
		exit 1
	fi
	# The example module (examples/kernel-module), built against strl.ko.
	ex=$out/example
	mkdir -p "$ex"
	ln -sf "$top/examples/kernel-module/Kbuild" "$top/examples/kernel-module/strl_example.c" "$ex/"
	if ! kmake -C "$kdir" M="$ex" KBUILD_EXTRA_SYMBOLS="$out/module/Module.symvers" \
		ccflags-y="-I$core/include -Werror" W=1 modules >"$ex/build.log" 2>&1 ||
		grep -q 'warning:' "$ex/build.log"; then
		cat "$ex/build.log" >&2
		say "example module build failed or warned (log: $ex/build.log)"
		exit 1
	fi
	cat >"$out/script" <<-EOF
	echo strl-init: begin suite
	insmod /strl.ko
	insmod /strl-kunit.ko
	echo strl-init: end suite
	insmod /strl_example.ko
	echo strl-init: done
	EOF
	fail=0
	boot "strl.ko=$out/module/strl.ko strl-kunit.ko=$out/module/kunit/strl-kunit.ko
		strl_example.ko=$ex/strl_example.ko" suite || fail=1
	log=$out/console-suite.log
	segment "$log" "strl-init: begin suite" "strl-init: end suite" >"$out/suite.log"
	grep -q 'strl-init: done' "$log" || { say "init did not finish"; fail=1; }
	grep -q 'strl_example: label "dev:STRL-" (model truncated: -7)' "$log" ||
		{ say "the example module did not load and report its label"; fail=1; }
	reports "$log" "boot" || fail=1
	check "$out/suite.log" suite 2>&1 || fail=1
	exit $fail
fi

# Mutants: strl.ko for each core; one strl-kunit.ko, from the real core,
# with the sweeps the host's mutant runs use (KUNIT_MUTANT_ARGS).
mutant_args=${KUNIT_MUTANT_ARGS:-sweep_n=24}
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

#!/bin/sh
# tools/kunit-run.sh FLAVOUR : build the test kernel (cached), build strl.ko
# and strl-kunit.ko against it, boot them in QEMU from a busybox initramfs,
# and check the KTAP with the kernel's kunit.py.  FLAVOUR: base | kasan.
# Fails on a failed or missing test, an insmod error, any BUG/WARNING/
# KASAN/UBSAN/Oops/panic report, a parser error, or a timeout.
set -eu
flavour=${1:-base}
top=$(cd "$(dirname "$0")/.." && pwd)
cd "$top"
mkdir -p "${BUILD:-build}"
build=$(cd "${BUILD:-build}" && pwd)
core=$(cd "${CORE:-freestanding}" && pwd)
out=$build/kernel/$flavour
timeout=${KUNIT_TIMEOUT:-600}
say() { echo "kunit[$flavour]: $*" >&2; }

tools/deps.sh kernel
kdir=$(tools/kbuild.sh "$flavour")
src=$(cd "$kdir" && readlink -f source)

say "building strl.ko and strl-kunit.ko (W=1) against $kdir"
mkdir -p "$out"
if ! make -s -C kernel KDIR="$kdir" STAGE="$out" CORE="$core" W=1 >"$out/build.log" 2>&1; then
	cat "$out/build.log" >&2
	say "module build failed (log: $out/build.log)"
	exit 1
fi
if grep -q 'warning:' "$out/build.log"; then
	grep 'warning:' "$out/build.log" >&2
	say "module build has warnings"
	exit 1
fi

# The contract in strl.h must be valid kernel-doc.
if ! perl "$src/scripts/kernel-doc" -none -Werror "$core/include/strl.h"; then
	say "strl.h has kernel-doc errors (above)"
	exit 1
fi

# The example module (examples/kernel-module), built against strl.ko.
ex=$out/example
mkdir -p "$ex"
ln -sf "$top/examples/kernel-module/Kbuild" "$top/examples/kernel-module/strl_example.c" "$ex/"
if ! make -s -C "$kdir" M="$ex" KBUILD_EXTRA_SYMBOLS="$out/Module.symvers" \
	ccflags-y="-I$core/include -Werror" W=1 modules >"$ex/build.log" 2>&1; then
	cat "$ex/build.log" >&2
	say "example module build failed"
	exit 1
fi

# initramfs: busybox, the modules, an init that loads them and powers off.
root=$out/initramfs
rm -rf "$root"
mkdir -p "$root/bin" "$root/proc" "$root/sys" "$root/dev"
cp /bin/busybox "$root/bin/busybox"
for a in sh mount insmod poweroff echo cat; do ln -s busybox "$root/bin/$a"; done
cp "$out/strl.ko" "$out/kunit/strl-kunit.ko" "$ex/strl_example.ko" "$root/"
cat >"$root/init" <<'INIT'
#!/bin/sh
mount -t proc proc /proc
mount -t sysfs sysfs /sys
echo "strl-init: loading strl.ko"
insmod /strl.ko || echo "strl-init: insmod strl.ko FAILED"
echo "strl-init: loading strl-kunit.ko"
insmod /strl-kunit.ko || echo "strl-init: insmod strl-kunit.ko FAILED"
insmod /strl_example.ko || echo "strl-init: insmod strl_example.ko FAILED"
echo "strl-init: done"
poweroff -f
INIT
chmod +x "$root/init"
(cd "$root" && find . | cpio -o -H newc --quiet | gzip -9) >"$out/initramfs.cpio.gz"

mem=256
append="console=ttyS0 panic=-1 oops=panic"
if [ "$flavour" = kasan ]; then
	mem=512
	append="$append kasan_multi_shot"
fi
log=$out/console.log
say "booting in QEMU (timeout ${timeout}s; console: $log)"
start=$(date +%s)
set +e
timeout -k 5 "$timeout" qemu-system-x86_64 -nodefaults -no-reboot -nographic \
	-serial stdio -m $mem -kernel "$kdir/arch/x86/boot/bzImage" \
	-initrd "$out/initramfs.cpio.gz" -append "$append" </dev/null >"$log" 2>&1
rc=$?
set -e
say "QEMU exited with $rc after $(( $(date +%s) - start ))s"

fail=0
if [ $rc = 124 ] || [ $rc = 137 ]; then
	say "QEMU timed out after ${timeout}s: the kernel hung; read the end of $log"
	fail=1
elif [ $rc != 0 ]; then
	say "QEMU exited with status $rc; read $log"
	fail=1
fi
if grep -nE 'FAILED|BUG:|WARNING:|UBSAN:|KASAN:|Oops|Kernel panic|Call Trace' "$log" >&2; then
	say "the console shows an error report (above)"
	fail=1
fi
grep -q 'strl-init: done' "$log" || { say "init did not finish"; fail=1; }
grep -q 'strl_example: label "dev:STRL-" (model truncated: -7)' "$log" ||
	{ say "the example module did not report its label"; fail=1; }

# The kernel prints an empty top-level plan (1..0) for built-in tests;
# replace it with a plan of one suite, the module's, before parsing.
ktap=$out/ktap.txt
tr -d '\r' <"$log" | sed -e 's/^\[ *[0-9.]*\] //' |
	awk 'BEGIN { print "KTAP version 1"; print "1..1" }
	     /^KTAP version 1$/ && !seen { getline; seen = 1; next }
	     { print }' >"$ktap"
set +e
python3 "$src/tools/testing/kunit/kunit.py" parse "$ktap" >"$out/parse.txt" 2>&1
prc=$?
set -e
grep -vE '^\[[0-9:]+\] *$' "$out/parse.txt" | sed -n '/=====/,$p' | tail -40
[ $prc = 0 ] || { say "kunit.py parse reported failures ($prc)"; fail=1; }
summary=$(grep -Eo 'Ran [0-9]+ tests: passed: [0-9]+(, failed: [0-9]+)?' "$out/parse.txt" | tail -1)
p=$(echo "$summary" | sed -n 's/.*passed: \([0-9]*\).*/\1/p')
f=$(echo "$summary" | sed -n 's/.*failed: \([0-9]*\).*/\1/p')
[ -n "$p" ] || { say "no KTAP results found"; fail=1; p=0; }
if grep -q 'strl-kunit' "$log" && ! grep -qE '^ *(ok|not ok) [0-9]+ strl$' "$ktap"; then
	say "the strl suite never reported (missing)"
	fail=1
fi
f=${f:-0}
[ $fail = 0 ] || [ "$f" -gt 0 ] || f=1
echo "kunit-$flavour: ${p} passed, ${f} failed"
exit $fail

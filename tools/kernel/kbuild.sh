#!/bin/sh
# tools/kernel/kbuild.sh KERNEL : build (or reuse) a test kernel and print its
# build directory on stdout.  KERNEL names tools/kernel/KERNEL.kernel, a
# data file: the Debian source package and suite, ARCH, cross compiler,
# config fragments (tools/kernel/<name>.config, merged over allnoconfig),
# image, QEMU line and console.
# Cache: $STRL_CACHE (default ~/.cache/strl), keyed by the source
# package's version, the arch and a hash of the fragments, so warm runs
# take seconds.
#   kbuild.sh --source KERNEL : only unpack the source; print its directory.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
source_only=
[ "${1:-}" != --source ] || { source_only=1; shift; }
kernel=${1:?usage: kbuild.sh KERNEL (one of: $(cd "$here" && ls *.kernel | sed 's/\.kernel$//' | tr '\n' ' '))}
say() { echo "kbuild.sh[$kernel]: $*" >&2; }
. "$here/lib.sh"
kernel_load "$kernel"

set -- $(tools_needed)
for t in "$@"; do
	if ! command -v "$t" >/dev/null 2>&1; then
		say "$t not found: run 'tools/deps.sh kernel' as root"
		exit 1
	fi
done

set -- $("$here/ksrc.sh" "$KERNEL_PKG" "$KERNEL_SUITE")
tarball=$1 ver=$2
cache=${STRL_CACHE:-${HOME:-/root}/.cache/strl}
src=$cache/src-$KERNEL_PKG-$ver
frags=$(kernel_fragments)
hash=$(cat $frags | sha256sum | cut -c1-12)
out=$cache/build-$KERNEL_PKG-$ver-$KERNEL_ARCH-$hash
log=$out.log
mkdir -p "$cache"

if [ -z "$source_only" ] && [ -f "$out/.strl-done" ]; then
	echo "$out"
	exit 0
fi
# One builder at a time per build, and per source tree (make check and
# make kunit may race); a finished build needs no lock.
[ -n "$source_only" ] || { exec 9>"$out.lock"; flock 9; }
if [ -z "$source_only" ] && [ -f "$out/.strl-done" ]; then
	echo "$out"
	exit 0
fi

exec 7>"$src.lock"
flock 7
if [ ! -f "$src/.strl-done" ]; then
	say "unpacking $KERNEL_PKG $ver into $src (once)"
	rm -rf "$src" "$src.tmp"
	mkdir -p "$src.tmp"
	if ! tar -C "$src.tmp" --strip-components=1 -xJf "$tarball"; then
		rm -rf "$src.tmp"
		say "could not unpack $tarball: check free disk space (df -h $cache) and rerun"
		exit 1
	fi
	touch "$src.tmp/.strl-done"
	mv "$src.tmp" "$src"
fi

flock -u 7
if [ -n "$source_only" ]; then
	echo "$src"
	exit 0
fi

kmake() {
	make -C "$src" O="$out" ARCH="$KERNEL_ARCH" \
		${KERNEL_CROSS:+CROSS_COMPILE=$KERNEL_CROSS} "$@"
}

rm -rf "$out"
mkdir -p "$out"
cat $frags >"$out/fragment.config"
say "configuring in $out"
if ! kmake -s KCONFIG_ALLCONFIG="$out/fragment.config" allnoconfig >"$log" 2>&1; then
	tail -20 "$log" >&2
	say "kernel configuration failed; full log: $log"
	exit 1
fi
# Every line of the fragments must have taken effect (allnoconfig drops
# options whose dependencies are missing, silently).
bad=0
for line in $(grep -h '^CONFIG_' $frags); do
	if ! grep -qx "$line" "$out/.config"; then
		say "config line did not take effect: $line"
		bad=1
	fi
done
[ "$bad" = 0 ] || { say "fix the fragments ($KERNEL_CONFIGS) in tools/kernel/"; exit 1; }

jobs=$(nproc 2>/dev/null || echo 2)
say "building $(basename "$KERNEL_IMAGE") and modules with $jobs jobs (log: $log)"
start=$(date +%s)
kmake -j"$jobs" "$(basename "$KERNEL_IMAGE")" modules >>"$log" 2>&1 &
pid=$!
# A line of progress a minute; the build stops with us.
(while sleep 60; do
	kill -0 $pid 2>/dev/null || exit 0
	say "$(( $(date +%s) - start ))s ... $(grep -E '^ +(CC|LD|AR|AS)' "$log" | tail -1 | sed 's/^ *//')"
done) &
progress=$!
trap 'kill $pid $progress 2>/dev/null; exit 130' INT TERM HUP
rc=0
wait $pid || rc=$?
kill $progress 2>/dev/null || true
trap - INT TERM HUP
if [ $rc != 0 ]; then
	grep -E 'error|Error' "$log" | tail -20 >&2
	say "the kernel failed to build; full log: $log"
	say "check free disk space (df -h $cache), then remove $out and rerun"
	exit 1
fi
touch "$out/.strl-done"
say "built in $(( $(date +%s) - start ))s"
echo "$out"

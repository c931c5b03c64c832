#!/bin/sh
# tools/kbuild.sh FLAVOUR : build (or reuse) the x86_64 test kernel from
# Debian's linux-source-6.1 and print its build directory on stdout.
#   FLAVOUR: base | kasan   (tools/kernel/<flavour>.config fragments)
# Cache: $STRL_CACHE (default ~/.cache/strl), keyed by the source package
# version and a hash of the config fragments, so warm runs take seconds.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
flavour=${1:-base}
case "$flavour" in
base) frags="$here/kernel/base.config" ;;
kasan) frags="$here/kernel/base.config $here/kernel/kasan.config" ;;
*) echo "kbuild.sh: unknown kernel flavour '$flavour' (base, kasan)" >&2; exit 2 ;;
esac
tarball=/usr/src/linux-source-6.1.tar.xz
if [ ! -r "$tarball" ]; then
	echo "kbuild.sh: $tarball missing: run 'tools/deps.sh kernel' as root" >&2
	exit 1
fi
ver=$(dpkg-query -W -f='${Version}' linux-source-6.1)
hash=$(cat $frags | sha256sum | cut -c1-12)
cache=${STRL_CACHE:-${HOME:-/root}/.cache/strl}
src=$cache/linux-src-$ver
out=$cache/linux-build-$ver-$flavour-$hash
log=$out.log
mkdir -p "$cache"

# One builder at a time per cache (make check and make kunit may race).
exec 9>"$cache/.lock"
flock 9

if [ -f "$out/.strl-done" ]; then
	echo "$out"
	exit 0
fi

if [ ! -f "$src/.strl-done" ]; then
	echo "kbuild.sh: unpacking linux-source $ver into $src (once)" >&2
	rm -rf "$src" "$src.tmp"
	mkdir -p "$src.tmp"
	tar -C "$src.tmp" --strip-components=1 -xJf "$tarball"
	touch "$src.tmp/.strl-done"
	mv "$src.tmp" "$src"
fi

rm -rf "$out"
mkdir -p "$out"
cat $frags > "$out/fragment.config"
echo "kbuild.sh: configuring $flavour kernel in $out" >&2
if ! make -s -C "$src" O="$out" ARCH=x86_64 KCONFIG_ALLCONFIG="$out/fragment.config" allnoconfig >"$log" 2>&1; then
	tail -20 "$log" >&2
	echo "kbuild.sh: kernel configuration failed; full log: $log" >&2
	exit 1
fi
# Every line of the fragment must have taken effect (allnoconfig drops
# options whose dependencies are missing, silently).
bad=0
for line in $(grep -h '^CONFIG_' $frags); do
	if ! grep -qx "$line" "$out/.config"; then
		echo "kbuild.sh: config line did not take effect: $line" >&2
		bad=1
	fi
done
[ "$bad" = 0 ] || { echo "kbuild.sh: fix tools/kernel/$flavour.config" >&2; exit 1; }

jobs=$(nproc 2>/dev/null || echo 2)
echo "kbuild.sh: building $flavour kernel with $jobs jobs (4-6 min cold; log: $log)" >&2
start=$(date +%s)
make -C "$src" O="$out" ARCH=x86_64 -j"$jobs" >>"$log" 2>&1 &
pid=$!
# Progress while it builds: a line every 30 s with the last object built.
while kill -0 $pid 2>/dev/null; do
	sleep 30
	kill -0 $pid 2>/dev/null || break
	last=$(grep -E '^\s+(CC|LD|AR|AS)' "$log" | tail -1 | sed 's/^ *//')
	echo "kbuild.sh: $flavour: $(( $(date +%s) - start ))s ... $last" >&2
done
if ! wait $pid; then
	grep -E 'error|Error' "$log" | tail -20 >&2
	echo "kbuild.sh: the $flavour kernel failed to build; full log: $log" >&2
	echo "kbuild.sh: remove $out and rerun, or check free disk space (df -h $cache)" >&2
	exit 1
fi
touch "$out/.strl-done"
echo "kbuild.sh: $flavour kernel built in $(( $(date +%s) - start ))s" >&2
echo "$out"

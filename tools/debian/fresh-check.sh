#!/bin/sh
# tools/debian/fresh-check.sh : the README's two commands on a fresh Debian 12.
# Builds a clean Debian 12 root with debootstrap (minbase, from this
# machine's mirror) plus only the README's prerequisites (make, git),
# clones this checkout's HEAD into it (uncommitted changes are not
# part of the test) and runs, as root inside it, `make run` and then
# `make check`, printing each one's result and time.  Everything else the
# project needs must come from its own tools/deps.sh there.  Takes about
# an hour (the kernel matrix is built from nothing); not part of make check.
#   FRESH_ROOT=DIR   where the root goes (default build/fresh/root);
#                    it is removed and made anew each run.
#   FRESH_ONLY=run   run only `make run`.
set -eu
top=$(cd "$(dirname "$0")/../.." && pwd)
cd "$top"
say() { echo "fresh: $*" >&2; }
. tools/debian/root.sh

root_need_root
tools/deps.sh fresh
mkdir -p build/fresh
root=${FRESH_ROOT:-$top/build/fresh/root}
log=$(dirname "$root")/fresh.log
trap 'root_unmount "$root"' EXIT
start=$(date +%s)
root_make "$root" "$log" || exit 1
say "root ready in $(( $(date +%s) - start )) s; installing the README's prerequisites: make git"
if ! run_fg chroot "$root" sh -c 'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends make git' >>"$log" 2>&1; then
	tail -20 "$log" >&2
	say "installing make and git in the root failed (log: $log)"
	exit 1
fi
git clone -q "$top" "$root/root/strl"
commit=$(git -C "$root/root/strl" rev-parse --short HEAD)
say "cloned $commit into $root/root/strl"

passed=0 failed=0 results=
for cmd in run check; do
	[ -z "${FRESH_ONLY:-}" ] || [ "$FRESH_ONLY" = "$cmd" ] || continue
	clog=$(dirname "$root")/make-$cmd.log
	say "make $cmd in the fresh root (log: $clog)"
	t0=$(date +%s)
	rc=0
	run_fg chroot "$root" env -i HOME=/root PATH=/usr/sbin:/usr/bin:/sbin:/bin \
		TERM=dumb sh -c "cd /root/strl && make $cmd" >"$clog" 2>&1 || rc=$?
	secs=$(( $(date +%s) - t0 ))
	tail -25 "$clog"
	if [ $rc = 0 ]; then
		r=pass passed=$((passed + 1))
	else
		r="FAIL (exit $rc)" failed=$((failed + 1))
	fi
	results="$results
make $cmd: $r in ${secs} s ($(( secs / 60 )) min $(( secs % 60 )) s)"
done
echo
echo "==== fresh Debian 12 root, commit $commit$results"
echo "fresh: $passed passed, $failed failed"
[ "$failed" = 0 ]

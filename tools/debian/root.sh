# Sourced by the tools that work in a clean Debian 12 root (fresh-check.sh,
# deb-check.sh), after they set $top and define say().
#   root_need_root              stop unless run as root
#   root_unmount ROOT           unmount everything under ROOT, deepest
#                               first; fail if something stays mounted
#   root_make ROOT LOG          ROOT anew: debootstrap minbase bookworm from
#                               this machine's mirror (output in LOG), the
#                               host's resolv.conf, proc, sys, dev, devpts
#                               and shm mounted.  Nothing is deleted while
#                               anything under ROOT is still mounted.
# Both fail with a message saying what to do.
. "$top/tools/lib/fg.sh"
. "$top/tools/debian/mirror.sh"

root_need_root() {
	[ "$(id -u)" = 0 ] && return
	say "needs root (debootstrap, chroot, mounts): run it as root"
	exit 1
}

root_mounts() { # ROOT: the mount points under ROOT, deepest first
	awk -v r="$1" '$2 == r || index($2, r "/") == 1 { print $2 }' /proc/mounts | sort -r
}

root_unmount() {
	for _m in $(root_mounts "$1"); do
		umount -l "$_m" 2>/dev/null || true
	done
	if [ -n "$(root_mounts "$1")" ]; then
		say "something is still mounted under $1; unmount it by hand"
		return 1
	fi
}

root_make() {
	_mirror=$(debian_mirror) || return 1
	root_unmount "$1" || return 1
	rm -rf --one-file-system "$1"
	mkdir -p "$1"
	say "debootstrap --variant=minbase bookworm from $_mirror into $1 (log: $2)"
	if ! run_fg debootstrap --variant=minbase bookworm "$1" "$_mirror" >"$2" 2>&1; then
		tail -20 "$2" >&2
		say "debootstrap failed (log: $2): check the mirror and free disk space (df -h $1)"
		return 1
	fi
	cp /etc/resolv.conf "$1/etc/resolv.conf" 2>/dev/null || true
	mount -t proc proc "$1/proc" &&
	mount -t sysfs sys "$1/sys" &&
	mount --bind /dev "$1/dev" || { say "mounting proc, sys or dev in $1 failed"; return 1; }
	mount -t devpts devpts "$1/dev/pts" 2>/dev/null || true
	mount -t tmpfs tmpfs "$1/dev/shm" 2>/dev/null || true
}

# Sourced by tools that talk to Debian's archive: debian_mirror prints the
# Debian mirror this machine is configured with (deb822 .sources first,
# then sources.list), or fails with a message saying what to do.
debian_mirror() {
	_m=$(sed -n 's/^URIs: *\([^ ]*\).*/\1/p' /etc/apt/sources.list.d/*.sources 2>/dev/null |
		grep -v security | grep -i debian | head -1 || true)
	[ -n "$_m" ] || _m=$(sed -n 's/^deb  *\(\[[^]]*\] *\)\{0,1\}\([^ ]*\) .*/\2/p' \
		/etc/apt/sources.list /etc/apt/sources.list.d/*.list 2>/dev/null |
		grep -v security | grep -i debian | head -1 || true)
	if [ -z "$_m" ]; then
		echo "no Debian mirror in /etc/apt/sources.list or /etc/apt/sources.list.d/: add one, then rerun" >&2
		return 1
	fi
	echo "$_m"
}

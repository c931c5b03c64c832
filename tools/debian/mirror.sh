# Sourced by tools that talk to Debian's archive: debian_mirror prints the
# Debian mirror this machine is configured with (deb822 .sources first,
# then sources.list), or fails with a message saying what to do.
# private_apt_opts DIR prints the options of a private apt state in DIR
# (its own sources.list, lists and cache; nothing of the system's).  A
# Release file past its Valid-Until is accepted: a mirror may be a frozen
# copy of the archive, and sid's file is valid a week only.  Signatures
# are still checked against Debian's keyring.
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

private_apt_opts() {
	echo "-o Dir::Etc::SourceList=$1/sources.list -o Dir::Etc::SourceParts=/dev/null" \
		"-o Dir::State::Lists=$1/lists -o Dir::Cache=$1/cache" \
		"-o Debug::NoLocking=1 -o APT::Sandbox::User=root" \
		"-o Acquire::Check-Valid-Until=false -qq"
}

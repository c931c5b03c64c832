# Sourced by the runner scripts.  run_fg COMMAND... runs COMMAND so that
# it dies with this script: a shell waiting for a foreground command holds
# its traps until the command ends, so INT, TERM or HUP (Ctrl-C, or make
# passing on SIGTERM) would leave a QEMU or a build running.  Here COMMAND
# runs in the background, a signal is passed on to it as SIGTERM, and once
# it has gone the script exits with 130.  Otherwise run_fg returns
# COMMAND's status.  COMMAND's stdin is /dev/null.
run_fg() {
	"$@" </dev/null &
	fg_pid=$!
	fg_sig=
	trap 'fg_sig=1; kill -TERM $fg_pid 2>/dev/null' INT TERM HUP
	fg_rc=0
	wait $fg_pid || fg_rc=$?
	while kill -0 $fg_pid 2>/dev/null; do
		fg_rc=0
		wait $fg_pid || fg_rc=$?
	done
	trap - INT TERM HUP
	[ -z "$fg_sig" ] || exit 130
	return $fg_rc
}

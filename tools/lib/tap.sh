# Sourced by the check scripts that print KTAP-style results:
#   step NAME LOG COMMAND...  runs COMMAND (a function too) with its output
#   in LOG: "ok N NAME", or "not ok N NAME" and the end of LOG.
# $n counts the steps, $bad the failures.
n=0 bad=0
ok() { n=$((n + 1)); echo "ok $n $1"; }
fail() { n=$((n + 1)); bad=$((bad + 1)); echo "not ok $n $1"; [ -f "${2:-}" ] && sed 's/^/    # /' "$2" | tail -20; }
step() { # name log command...
	name=$1 log=$2; shift 2
	if "$@" >"$log" 2>&1; then ok "$name"; else fail "$name" "$log"; fi
}

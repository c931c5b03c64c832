#!/bin/sh
# tools/check/interrupt.sh : QEMU dies with its caller.  Starts a board run
# (make run BOARD=virt-rv64) and a KUnit boot (make kunit KERNEL=...), each
# in a process group of its own as a shell job would be, waits until its
# QEMU is up, then interrupts it: SIGINT to the whole group (Ctrl-C at a
# terminal), or SIGTERM to make alone (what a CI runner or a parent make
# sends).  Each time, no QEMU of this test's own may be left 2 s later, and
# make must have exited.  Ends with "interrupt: N passed, N failed".
set -u
top=$(cd "$(dirname "$0")/../.." && pwd)
cd "$top"
build=$(cd "${BUILD:-build}" 2>/dev/null && pwd || echo "$top/build")
kernel=${INTERRUPT_KERNEL:-6.1-x86_64}
passed=0 failed=0

# Our QEMUs: command lines that start with QEMU and hold our private
# build dir; a zombie (exited, not yet reaped) is not running.
qemus() {
	for p in $(pgrep -f "^qemu-system[^ ]* .*$1" 2>/dev/null); do
		[ "$(cut -d' ' -f3 /proc/$p/stat 2>/dev/null)" = Z ] || echo $p
	done
}

# try LABEL SIGNAL WHOM MAKE-ARGS...: WHOM is group or make.  The second
# try of a label runs in the first one's build directory (that one got
# as far as QEMU), so make and Kbuild only run again what it interrupts.
try() {
	label=$1 sig=$2 whom=$3
	shift 3
	dir=$build/interrupt/$(echo "$label" | tr ' ' -)
	log=$dir/make-$sig-$whom.log
	[ "${last:-}" = "$label" ] || rm -rf "$dir"
	last=$label
	mkdir -p "$dir"
	# A job started from a terminal has the default SIGINT; one started with
	# & from a script would ignore it, and make would keep ignoring it.
	setsid env --default-signal=INT,QUIT make --no-print-directory BUILD="$dir" "$@" >"$log" 2>&1 </dev/null &
	pid=$!
	# Up to 10 min for the build before QEMU appears (a cold kernel).
	n=0
	while [ -z "$(qemus "$dir")" ] && kill -0 $pid 2>/dev/null && [ $n -lt 6000 ]; do
		sleep 0.1
		n=$((n + 1))
	done
	if [ -z "$(qemus "$dir")" ]; then
		kill -TERM -$pid 2>/dev/null
		wait $pid 2>/dev/null
		tail -5 "$log"
		echo "not ok - $label: QEMU never started (log: $log)"
		failed=$((failed + 1))
		return
	fi
	sleep 1	# let QEMU and the scripts around it settle
	if [ "$whom" = group ]; then kill -"$sig" -$pid; else kill -"$sig" $pid; fi
	t0=$(date +%s%N)
	n=0
	while { [ -n "$(qemus "$dir")" ] || kill -0 $pid 2>/dev/null; } && [ $n -lt 20 ]; do
		sleep 0.1
		n=$((n + 1))
	done
	ms=$(( ($(date +%s%N) - t0) / 1000000 ))
	left=$(qemus "$dir")
	if [ -n "$left" ] || kill -0 $pid 2>/dev/null; then
		echo "not ok - $label, SIG$sig to $whom: still running after 2 s:" \
			${left:+QEMU $left} $(kill -0 $pid 2>/dev/null && echo make)
		[ -z "$left" ] || kill -KILL $left 2>/dev/null
		kill -KILL -$pid 2>/dev/null
		failed=$((failed + 1))
	else
		echo "ok - $label, SIG$sig to $whom: make and QEMU gone in ${ms} ms"
		passed=$((passed + 1))
	fi
	wait $pid 2>/dev/null
}

tools/deps.sh boards kernel
try "board run" INT group run BOARD=virt-rv64
try "board run" TERM make run BOARD=virt-rv64
try "KUnit boot" INT group kunit KERNEL="$kernel"
try "KUnit boot" TERM make kunit KERNEL="$kernel"
echo "interrupt: $passed passed, $failed failed"
[ "$failed" = 0 ]

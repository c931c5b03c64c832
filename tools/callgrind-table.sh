#!/bin/sh
# tools/callgrind-table.sh COUNT-BINARY : instructions per strlcpy call on
# the host, counted by valgrind's callgrind (deterministic: same binary,
# same input, same count whatever else the machine does).
set -eu
bin=$1
count() { # impl len -> total instructions
	valgrind --tool=callgrind --callgrind-out-file=/dev/null "$bin" "$1" "$2" 2>&1 |
		sed -n 's/.*Collected : *\([0-9]*\).*/\1/p'
}
printf '%7s %10s %10s %10s %10s %9s %9s %9s\n' len strl compose musl libbsd x-comp x-musl x-bsd
for len in 0 4 16 64 256 1024 4096; do
	base=$(count none "$len")
	line=$(printf '%7s' "$len")
	vals=
	for impl in strl compose musl libbsd; do
		v=$(( ($(count $impl "$len") - base) / 1000 ))
		vals="$vals $v"
		line="$line $(printf '%10s' "$v")"
	done
	set -- $vals
	d=$1
	[ "$d" -gt 0 ] || d=1
	for p in "$2" "$3" "$4"; do
		line="$line $(printf '%9s' "$(echo "scale=2; $p / $d" | bc)")"
	done
	echo "$line"
done

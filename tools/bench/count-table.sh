# tools/bench/count-table.sh (sourced): the instruction-count tables that
# tools/bench/callgrind-table.sh (host) and tools/bench/a64-count.sh (AArch64) print.
# The caller defines count FUNC IMPL LEN MODE (instructions per call, the
# empty call's subtracted) and CHECK (the columns strl must not exceed),
# then calls tables "FUNC IMPL..." ...: strl first, one table per mode
# (aligned, misaligned, truncate: LENS_aligned etc.), ratios IMPL/strl.
# $over lists the cells where strl exceeded CHECK, as func/mode/len.
# With COUNT_LOG set, every cell is also appended to that file as
# "FUNC IMPL MODE LEN COUNT", for targets of the caller's own.
over=
tables() {
	for spec in "$@"; do
		for mode in aligned misaligned truncate; do
			case $mode in
			aligned) lens=$LENS_aligned what="size = len + 1" ;;
			misaligned) lens=$LENS_misaligned what="src + 1, dst + 3" ;;
			truncate) lens=$LENS_truncate what="size 64" ;;
			esac
			# The known-length copy means nothing when the string does not fit.
			[ "$mode" != truncate ] && set -- $spec || set -- ${spec% copy}
			func=$1
			shift
			impls=$*
			echo
			echo "$func, $mode ($what$([ "$func" != strlcat ] || echo "; dst holds 16 chars")), instructions per call"
			line=$(printf '%7s' len)
			for impl in $impls; do line="$line $(printf '%9s' "$impl")"; done
			for impl in $impls; do [ "$impl" = strl ] || line="$line $(printf '%9s' "$impl/strl")"; done
			echo "$line"
			for len in $lens; do
				line=$(printf '%7s' "$len")
				vals=
				for impl in $impls; do
					v=$(count "$func" "$impl" "$len" "$mode")
					[ -z "${COUNT_LOG:-}" ] || echo "$func $impl $mode $len $v" >>"$COUNT_LOG"
					vals="$vals $v"
					line="$line $(printf '%9s' "$v")"
				done
				set -- $vals
				d=$1
				i=1
				for v in $vals; do
					impl=$(echo "$impls" | cut -d' ' -f$i)
					case " $CHECK " in
					*" $impl "*) [ "$d" -le "$v" ] || over="$over $func/$mode/$len ($impl $v -> $d)" ;;
					esac
					[ $i = 1 ] || line="$line $(printf '%9s' "$(echo "scale=2; $v / ($d + ($d == 0))" | bc)")"
					i=$((i + 1))
				done
				echo "$line"
			done
		done
	done
}

#!/bin/sh
# tools/check/sources.sh : the manifest (freestanding/sources.mk) says
# what the tree holds: every .c and .S under freestanding/src is in one
# of its lists and every listed file exists; every folder of src/ but
# word/ (the generic build's hooks) has a list; and each folder's
# STRL_REPLACES_ names exactly the generic files its own are named after
# (a .S beside its .c replaces nothing more).  Ends with "sources: N
# passed, N failed".
set -u
top=$(cd "$(dirname "$0")/../.." && pwd)
cd "$top"
core=${CORE:-freestanding}
n=0 bad=0
check() { # NAME COMMAND...: one check, ok or not ok
	name=$1
	shift
	n=$((n + 1))
	if out=$("$@" 2>&1); then
		echo "ok $n $name"
	else
		bad=$((bad + 1))
		echo "not ok $n $name"
		echo "$out" | sed 's/^/    # /'
	fi
}
# var NAME: the value of a variable of sources.mk, one word a line.
var() {
	printf 'v:\n\t@echo $(%s)\n' "$1" | make -s --no-print-directory -f "$core/sources.mk" -f - v |
		tr ' ' '\n' | sed '/^$/d'
}
folders=$(cd "$core/src" && for d in */; do [ "$d" = word/ ] || echo "${d%/}"; done)

listed() {
	{ var STRL_SRCS_generic; for d in $folders; do var "STRL_SRCS_$d"; done; } | sort
}
in_tree() {
	(cd "$core/src" && find . -name '*.c' -o -name '*.S' | sed 's|^\./||' | sort)
}
every_file_listed_once() {
	dups=$(listed | uniq -d)
	[ -z "$dups" ] || { echo "listed twice: $dups"; return 1; }
	miss=$(comm -13 "$tmp/listed" "$tmp/tree")
	extra=$(comm -23 "$tmp/listed" "$tmp/tree")
	[ -z "$miss" ] || echo "in the tree, in no list of sources.mk: $miss"
	[ -z "$extra" ] || echo "in sources.mk, not in the tree: $extra"
	[ -z "$miss$extra" ]
}
every_folder_has_a_list() {
	rc=0
	for d in $folders; do
		[ -n "$(var "STRL_SRCS_$d")" ] || { echo "src/$d/: no STRL_SRCS_$d in sources.mk"; rc=1; }
	done
	return $rc
}
replaces_match() { # FOLDER
	want=$(var "STRL_SRCS_$1" | sed "s|^$1/||; s/\.S$/.c/" | sort -u |
		while read -r f; do var STRL_SRCS_generic | grep -qx "$f" && echo "$f"; done)
	got=$(var "STRL_REPLACES_$1" | sort)
	[ "$want" = "$got" ] || { echo "STRL_REPLACES_$1: '$(echo $got)', its files are named after '$(echo $want)'"; return 1; }
}
not_kernel_is_generic() {
	for f in $(var STRL_SRCS_NOT_KERNEL); do
		var STRL_SRCS_generic | grep -qx "$f" || { echo "STRL_SRCS_NOT_KERNEL: $f is not in STRL_SRCS_generic"; return 1; }
	done
}

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
listed >"$tmp/listed"
in_tree >"$tmp/tree"
echo "KTAP version 1"
check every_file_listed_once every_file_listed_once
check every_folder_has_a_list every_folder_has_a_list
for d in $folders; do
	check "replaces_$d" replaces_match "$d"
done
check not_kernel_is_generic not_kernel_is_generic
echo "1..$n"
echo "sources: $((n - bad)) passed, $bad failed"
[ $bad = 0 ]

#!/bin/sh
# tools/check/docs.sh : the docs match the tree.  Every folder of
# freestanding/src is named (as src/NAME/) in the layout sections of
# docs/porting.md ("The core's layout") and docs/testing.md ("Layout");
# every board (boards/NAME/board.mk) in docs/testing.md's "Layout" and
# "Targets"; every section of docs/performance.md that a source or doc
# points to (performance.md#ID) exists.  Ends with "docs: N passed, N
# failed".
set -u
top=$(cd "$(dirname "$0")/../.." && pwd)
cd "$top"
core=${CORE:-freestanding}
n=0 bad=0
say() { # OK-OR-NOT NAME [WHY]
	n=$((n + 1))
	if [ "$1" = ok ]; then
		echo "ok $n $2"
	else
		bad=$((bad + 1))
		echo "not ok $n $2"
		echo "    # $3"
	fi
}
# section FILE HEADING: the lines of FILE's "## HEADING" section.
section() {
	awk -v h="## $2" '$0 == h { on = 1; next } on && /^## / { exit } on' "$1"
}
echo "KTAP version 1"
for d in $(cd "$core/src" && ls -d */ | sed 's|/$||'); do
	for where in "docs/porting.md|The core's layout" "docs/testing.md|Layout"; do
		f=${where%%|*} h=${where#*|}
		if section "$f" "$h" | grep -q "src/$d/"; then
			say ok "src/$d/ in $f ($h)"
		else
			say no "src/$d/ in $f ($h)" "freestanding/src/$d/ is not in $f's \"$h\" section: describe it there"
		fi
	done
done
for b in $(ls boards/*/board.mk | sed 's|boards/\(.*\)/board.mk|\1|'); do
	for h in Layout Targets; do
		if section docs/testing.md "$h" | grep -q "$b"; then
			say ok "board $b in docs/testing.md ($h)"
		else
			say no "board $b in docs/testing.md ($h)" "boards/$b is not in docs/testing.md's \"$h\" section: add it"
		fi
	done
done
for a in $(grep -rhoE 'performance\.md#[a-z0-9-]+' "$core" docs README.md | sed 's/.*#//' | sort -u); do
	if grep -q "id=\"$a\"" docs/performance.md; then
		say ok "docs/performance.md#$a"
	else
		say no "docs/performance.md#$a" "docs/performance.md has no section with id \"$a\", which a source or doc points to"
	fi
done
echo "1..$n"
echo "docs: $((n - bad)) passed, $bad failed"
[ $bad = 0 ]

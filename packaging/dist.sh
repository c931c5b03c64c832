#!/bin/sh
# packaging/dist.sh VERSION : the release tarball and its Meson wrap file.
# build/dist/strl-VERSION.tar.gz is `git archive` of HEAD (what is
# committed, under strl-VERSION/); build/dist/strl.wrap names it by
# STRL_DIST_URL (where the release is published; default: this
# directory, as a file:// URL, for trying the wrap before publishing)
# and by its SHA-256, and provides the dependency 'strl', so a Meson
# project that drops strl.wrap into its subprojects/ gets strl from
# dependency('strl') with no other change.
set -eu
top=$(cd "$(dirname "$0")/.." && pwd)
cd "$top"
version=${1:?usage: packaging/dist.sh VERSION}
name=strl-$version
out=$(mkdir -p "${BUILD:-build}/dist" && cd "${BUILD:-build}/dist" && pwd)

if ! command -v git >/dev/null || ! git rev-parse --verify -q HEAD >/dev/null 2>&1; then
	echo "dist: the tarball is made from this checkout's git HEAD; this is not a git checkout (or git is missing)" >&2
	exit 1
fi
if [ -n "$(git status --porcelain --untracked-files=no)" ]; then
	echo "dist: note: uncommitted changes are not in the tarball (it is HEAD, $(git rev-parse --short HEAD))" >&2
fi
git archive --format=tar --prefix="$name/" HEAD | gzip -n -9 >"$out/$name.tar.gz.tmp"
mv "$out/$name.tar.gz.tmp" "$out/$name.tar.gz"
hash=$(sha256sum "$out/$name.tar.gz" | cut -d' ' -f1)
url=${STRL_DIST_URL:-file://$out}
cat >"$out/strl.wrap.tmp" <<EOF
[wrap-file]
directory = $name
source_url = ${url%/}/$name.tar.gz
source_filename = $name.tar.gz
source_hash = $hash

[provide]
dependency_names = strl
EOF
mv "$out/strl.wrap.tmp" "$out/strl.wrap"
echo "dist: $out/$name.tar.gz ($(git rev-parse --short HEAD), sha256 $hash)"
echo "dist: $out/strl.wrap (source_url ${url%/}/$name.tar.gz)"

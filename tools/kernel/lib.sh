# Sourced by the kernel tools: reads a test kernel's data file.
# kernel_load NAME sets the KERNEL_* variables of tools/kernel/NAME.kernel.
kernel_dir=$(cd "$(dirname "$0")" && pwd)

kernel_load() {
	if [ ! -f "$kernel_dir/$1.kernel" ]; then
		echo "error: unknown test kernel '$1'. Kernels:" >&2
		(cd "$kernel_dir" && ls *.kernel | sed 's/^/  /; s/\.kernel$//' | sort -V >&2)
		echo "usage: make kunit KERNEL=<kernel> (make kernels describes them)" >&2
		exit 2
	fi
	KERNEL_CROSS= KERNEL_APPEND= KERNEL_DKMS= KERNEL_SPARSE=
	. "$kernel_dir/$1.kernel"
	KERNEL_NAME=$1
	# How a report names it: "7.3 arm64", "6.1 x86_64 kasan".
	KERNEL_LABEL=$(echo "$1" | tr '-' ' ')
}

# The fragment files, in merge order.
kernel_fragments() {
	for f in $KERNEL_CONFIGS; do
		echo "$kernel_dir/$f.config"
	done
}

# What building for this kernel needs on PATH.
tools_needed() {
	echo make bc bison flex cpio xz ${KERNEL_CROSS:+${KERNEL_CROSS}gcc}
}

# What booting it needs.
qemu_needed() {
	echo "${KERNEL_QEMU%% *}"
}

# Kernel module and KUnit targets: included by the top Makefile.
# A test kernel is data, as a board is: tools/kernel/NAME.kernel gives the
# Debian source package, ARCH, config fragments, image, QEMU line and
# console.  One runner (tools/kernel/kunit-run.sh) serves every kernel and arch.

KERNELS := $(sort $(patsubst tools/kernel/%.kernel,%,$(wildcard tools/kernel/*.kernel)))

.PHONY: kunit kernels check-kernel-headers kernel-module

# Every test kernel, KUNIT_JOBS at a time (a QEMU boot is one thread),
# then a table of kernel x arch (tools/lib/run.sh); KERNEL=NAME... for
# some.  The kernels that build and boot DKMS packages first (the
# longest runs), so that no long one starts last with a CPU idle beside
# it.  (env, not VAR=x, and no shell syntax: make then runs the runner
# itself, with no shell in between that would swallow the SIGTERM make
# passes on.)
KUNIT_JOBS ?= $(shell nproc 2>/dev/null || echo 1)
KERNELS_DKMS := $(patsubst tools/kernel/%.kernel,%,$(shell grep -l '^KERNEL_DKMS=' tools/kernel/*.kernel))
kunit_order = $(filter $(KERNELS_DKMS),$(1)) $(filter-out $(KERNELS_DKMS),$(1))
kunit:
	@env BUILD=$(BUILD) CORE=$(CORE) tools/lib/run.sh -m -j $(KUNIT_JOBS) kunit \
		tools/kernel/kunit-run.sh @ITEM@ -- $(call kunit_order,$(or $(KERNEL),$(KERNELS)))

kernels:
	@for k in $(KERNELS); do printf '%-18s ' $$k; sed -n '1s/^# //p' tools/kernel/$$k.kernel; done

# The module against Debian's distribution headers (KUnit is off there):
# a compile check with W=1 against a real distro kernel configuration.
# The headers are looked up here, after deps.sh has installed them.
check-kernel-headers:
	@tools/deps.sh kernel
	@kdir=$${DEBIAN_KDIR:-$$(ls -d /usr/src/linux-headers-*-amd64 2>/dev/null | sort | tail -1)}; \
	if [ -z "$$kdir" ]; then echo "no /usr/src/linux-headers-*-amd64: run 'tools/deps.sh kernel' as root" >&2; exit 1; fi; \
	mkdir -p $(BUILD); \
	$(MAKE) -s -C kernel KDIR=$$kdir KUNIT=0 \
		STAGE=$(abspath $(BUILD))/kernel/debian CORE=$(abspath $(CORE)) W=1 \
		>$(BUILD)/kernel-debian.log 2>&1 || { cat $(BUILD)/kernel-debian.log; exit 1; }; \
	! grep 'warning:' $(BUILD)/kernel-debian.log || exit 1; \
	echo "kernel: strl.ko builds warning-free (W=1) against $$(basename $$kdir)"

# DKMS build for Debian's packaged kernel, in private trees.
.PHONY: check-dkms
check-dkms:
	@tools/deps.sh kernel
	@env BUILD=$(abspath $(BUILD)) tools/kernel/dkms-check.sh

# strl.ko for the running kernel (or KDIR=).
kernel-module:
	$(MAKE) -C kernel KUNIT=0

# checkpatch.pl --strict of the newest test kernel over what the kernel
# compiles of ours (tools/kernel/style.sh: the files, and the few types
# ignored, each with its reason).
.PHONY: check-kernel-style
check-kernel-style:
	@tools/deps.sh kernel
	@env BUILD=$(BUILD) tools/kernel/style.sh

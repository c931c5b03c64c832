# Kernel module and KUnit targets: included by the top Makefile.

.PHONY: kunit kunit-base kunit-kasan check-kernel-headers kernel-module

# Both configs: the plain test kernel, then KASAN + UBSAN.
kunit: kunit-base kunit-kasan

kunit-base kunit-kasan:
	@BUILD=$(BUILD) CORE=$(CORE) tools/kunit-run.sh $(@:kunit-%=%)

# The module against Debian's distribution headers (KUnit is off there):
# a compile check with W=1 against a real distro kernel configuration.
DEBIAN_KDIR ?= $(lastword $(sort $(wildcard /usr/src/linux-headers-*-amd64)))
check-kernel-headers:
	@tools/deps.sh kernel
	@test -n "$(DEBIAN_KDIR)" || { echo "no /usr/src/linux-headers-*-amd64: run tools/deps.sh kernel" >&2; exit 1; }
	@$(MAKE) -s -C kernel KDIR=$(DEBIAN_KDIR) KUNIT=0 \
		STAGE=$(abspath $(BUILD))/kernel/debian CORE=$(abspath $(CORE)) W=1 \
		>$(BUILD)/kernel-debian.log 2>&1 || { cat $(BUILD)/kernel-debian.log; exit 1; }
	@! grep 'warning:' $(BUILD)/kernel-debian.log
	@echo "kernel: strl.ko builds warning-free (W=1) against $(notdir $(DEBIAN_KDIR))"

# DKMS build for Debian's packaged kernel, in private trees.
.PHONY: check-dkms
check-dkms:
	@tools/deps.sh kernel
	@BUILD=$(abspath $(BUILD)) tools/dkms-check.sh

# strl.ko for the running kernel (or KDIR=).
kernel-module:
	$(MAKE) -C kernel KUNIT=0

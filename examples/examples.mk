# Examples and the ways of use: included by the top Makefile.
.PHONY: check-install
check-install:
	@tools/deps.sh host boards install
	@env BUILD=$(BUILD) tools/check/install.sh

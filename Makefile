# strl - one Makefile for every target.
#
#   make                 host library: build/host/libstrl.a, libstrl.so
#   make run [BOARD=b]   the default board under QEMU: demo + test suite
#   make check           every test: host, boards, KUnit matrix, mutants, hardening
#   make kunit           the KUnit suite in QEMU on every test kernel
#                        (make kernels lists them; KERNEL= picks some)
#   make bench           benchmarks: host vs glibc/musl/OpenBSD, boards vs
#                        newlib/picolibc/avr-libc (instruction or cycle
#                        counts), code size
#   make fuzz            libFuzzer for FUZZ_TIME seconds (default 300)
#   make prove           Frama-C WP proofs: the byte-level core (64 and
#                        16-bit), the word paths of strnlen and copy.c
#                        (64/32-bit), the word helpers (z3);
#                        PROVE_SCRIPTS=update: see tools/prove/prove.sh
#   make install         PREFIX=/usr/local DESTDIR=; make uninstall
#   make dist            build/dist: the release tarball (git HEAD) and its
#                        Meson wrap file (STRL_DIST_URL: where it is published)
#   make arduino         build/arduino: strl as an Arduino library, a folder
#                        and a ZIP (STRL_URL: where it is published)
#   make check-fresh     the README's two commands in a fresh Debian 12 root
#   make check-deb       the Debian packages, built and tested in a clean root
#   make boards          list the boards
#   make help            this text
#
# Variables: CC, BOARD, KERNEL, KDIR, N (sweep bound), CORE (core source tree),
# STRL_CPPFLAGS (-DSTRL_SMALL ...), HOST_ARCH (x86_64 SIMD or just host).

VERSION := 0.1.0
SOVERSION := 0
BUILD ?= build
CORE ?= freestanding
CC ?= cc
N ?= 64
ALIGN ?= 16
# FAIL_FAST=1 (the mutant runs): the corpus runners stop at their first
# failure (strl-test -x; boards built with ST_FAIL_FAST).
FAIL_FAST ?=

.DEFAULT_GOAL := all
.DELETE_ON_ERROR:
.SUFFIXES:

# Warnings are errors in the project's own test builds (the goals below
# and every make they start), never in a plain `make`/`make install`: a
# packager's newer compiler may warn where ours does not.  STRL_WERROR=
# (empty) or -Werror overrides either way.
TEST_GOALS := check% host-test board-test board-elf run kunit prove fuzz bench% examples
ifneq ($(filter $(TEST_GOALS),$(MAKECMDGOALS)),)
STRL_WERROR ?= -Werror
endif
STRL_WERROR ?=
export STRL_WERROR
WARN = -Wall -Wextra -pedantic -Wundef -Wshadow -Wstrict-prototypes \
	-Wmissing-prototypes -Wcast-align -Wpointer-arith $(STRL_WERROR)
# GCC turns byte loops into memcpy/memset calls unless told not to.  The
# compiler is asked on first use, inside a recipe, once (it may not be
# installed when make parses this file: tools/deps.sh installs it).
NOLIBCALLS = $(eval NOLIBCALLS := $$(shell $(CC) -fno-tree-loop-distribute-patterns \
	-Werror -E -x c /dev/null >/dev/null 2>&1 && echo -fno-tree-loop-distribute-patterns))$(NOLIBCALLS)
# STRL_CPPFLAGS: extra core defines (STRL_SMALL, STRL_NO_AVX2, ...).
STRL_CPPFLAGS ?=
CORE_CFLAGS = -std=c99 -ffreestanding $(NOLIBCALLS) $(WARN) $(STRL_CPPFLAGS) \
	-I$(CORE)/include -I$(CORE)/src
OPT ?= -O2 -g
# The packager's (or user's) CPPFLAGS, CFLAGS and LDFLAGS, from the
# environment or the make line, come after ours in the host library's
# compile and link lines, so theirs win (dpkg-buildflags' hardening, -O).
CPPFLAGS ?=
CFLAGS ?=
LDFLAGS ?=

# Core sources: the manifest's lists (freestanding/sources.mk) for the
# arch folders a build names (HOST_ARCH, BOARD_STRL_ARCH).
include $(CORE)/sources.mk
core_srcs = $(addprefix $(CORE)/src/,$(call strl_sources,$(1)))

# The SIMD paths on x86-64 and AArch64 hosts (freestanding/src/x86_64,
# aarch64); `make HOST_ARCH=host` builds the generic C word paths instead.
HOST_ARCH ?= host $(filter x86_64 aarch64,$(shell uname -m))
HOST := $(BUILD)/host
HOST_SRCS := $(call core_srcs,$(HOST_ARCH))
HOST_OBJS := $(patsubst $(CORE)/src/%,$(HOST)/obj/%.o,$(HOST_SRCS))
CORE_SRCS_ALL = $(wildcard $(CORE)/include/*.h $(CORE)/src/*.[ch] $(CORE)/src/*.inc \
	$(CORE)/src/*/*.[chS] $(CORE)/src/*/*.inc)
TEST_SRCS := tests/common.c tests/impl.c tests/ref.c tests/vectors.c \
	tests/sweeps.c
TEST_CFLAGS := -std=c99 $(WARN) -I$(CORE)/include -Itests
HOST_RUNNER_OBJS := $(patsubst tests/%.c,$(HOST)/tests/%.o,$(TEST_SRCS) \
	tests/host/runner.c)
HOST_TEST_OBJS := $(HOST_RUNNER_OBJS) $(HOST)/tests/host/guard.o \
	$(HOST)/tests/host/step.o $(HOST)/tests/host/race.o

.PHONY: all
all: $(HOST)/libstrl.a $(HOST)/libstrl.so

# The core sources this build compiles, the host's or BOARD's (make
# check-install compares them with what CMake and Meson compile).
.PHONY: print-srcs
print-srcs:
	@echo $(patsubst $(CORE)/src/%,%,$(if $(filter file,$(origin BOARD)),$(HOST_SRCS),$(BOARD_CORE_SRCS)))

# The build's configuration: rewritten (forcing a rebuild) only when it
# changes, so `make HOST_ARCH=host` never leaves a stale archive behind.
HOST_CONFIG := arch=$(HOST_ARCH) cppflags=$(STRL_CPPFLAGS) cc=$(CC) opt=$(OPT) \
	werror=$(STRL_WERROR) test=$(TEST_CC) $(RUNNER_FLAGS) deps=mmd \
	user=$(CPPFLAGS) $(CFLAGS) $(LDFLAGS)
$(HOST)/.config: FORCE
	@mkdir -p $(@D)
	@[ "$$(cat $@ 2>/dev/null)" = "$(HOST_CONFIG)" ] || echo "$(HOST_CONFIG)" >$@
.PHONY: FORCE
FORCE:

# Header dependencies as the compiler saw them (-MMD, into OBJ.d), with the
# core's and the build's paths written $(CORE) and $(BUILD): a build copied
# to serve another core (the mutants' seeds) then follows that core's
# headers, and only the objects a changed header feeds are compiled again.
DEPFLAGS = -MMD -MP -MF $@.d.tmp
DEPFIX = sed -e 's@\(^\| \)$(CORE)/@\1$$(CORE)/@g' -e 's@^$(BUILD)/@$$(BUILD)/@' \
	$@.d.tmp >$@.d && rm -f $@.d.tmp

$(HOST)/obj/%.c.o: $(CORE)/src/%.c $(HOST)/.config
	@mkdir -p $(@D)
	$(CC) $(CORE_CFLAGS) $(OPT) $(CPPFLAGS) $(CFLAGS) -fPIC $(DEPFLAGS) -c $< -o $@
	@$(DEPFIX)

$(HOST)/obj/%.S.o: $(CORE)/src/%.S $(HOST)/.config
	@mkdir -p $(@D)
	$(CC) $(OPT) $(STRL_CPPFLAGS) -I$(CORE)/include -I$(CORE)/src $(CPPFLAGS) $(CFLAGS) \
		-fPIC $(DEPFLAGS) -c $< -o $@
	@$(DEPFIX)

-include $(wildcard $(HOST_OBJS:=.d) $(HOST_TEST_OBJS:=.d))

$(HOST)/libstrl.a: $(HOST_OBJS) $(HOST)/.config
	rm -f $@
	$(AR) rcs $@ $(HOST_OBJS)

# -Bsymbolic-functions: the library's own calls (strlcpy into strl_strlcpy,
# strlcat into strl_strnlen...) go straight to its functions, not through
# the PLT.  The version script names every export (and why strlcpy and
# strlcat are among them); the result is checked against the committed
# list.
$(HOST)/libstrl.so: $(HOST_OBJS) $(HOST)/.config packaging/libstrl.map packaging/libstrl.symbols
	$(CC) $(OPT) $(CFLAGS) -shared -Wl,-soname,libstrl.so.$(SOVERSION) -Wl,-z,defs \
		-Wl,-Bsymbolic-functions -Wl,--version-script=packaging/libstrl.map $(LDFLAGS) \
		-o $(HOST)/libstrl.so.$(VERSION) $(HOST_OBJS)
	tools/check/abi.sh $(HOST)/libstrl.so.$(VERSION) packaging/libstrl.symbols
	ln -sf libstrl.so.$(VERSION) $(HOST)/libstrl.so.$(SOVERSION)
	ln -sf libstrl.so.$(VERSION) $@

# Runners: RUNNER_FLAGS for cross builds (-static -DSTRL_NO_LIBBSD),
# EXEC to run them (qemu-s390x), TEST_CC for sanitizer builds.
RUNNER_FLAGS ?=
EXEC ?=
TEST_CC ?= $(CC)
# The test programs' objects are compiled once, apart from the library, so
# a changed core file costs only the link of them.
$(HOST)/tests/%.o: tests/%.c $(HOST)/.config
	@mkdir -p $(@D)
	$(TEST_CC) -std=gnu99 $(filter-out -pedantic,$(WARN)) $(OPT) $(RUNNER_FLAGS) \
		-I$(CORE)/include -Itests $(DEPFLAGS) -c $< -o $@
	@$(DEPFIX)
$(HOST)/tests/race.o: RUNNER_FLAGS += -pthread
$(HOST)/strl-test: $(HOST_RUNNER_OBJS) $(HOST)/libstrl.a
	$(TEST_CC) $(OPT) $(RUNNER_FLAGS) $(HOST_RUNNER_OBJS) $(HOST)/libstrl.a \
		$(if $(findstring NO_LIBBSD,$(RUNNER_FLAGS)),,-ldl) -o $@

include boards/boards.mk
include kernel/kernel.mk
include bench/bench.mk
include packaging/install.mk
include examples/examples.mk

# --- checks -----------------------------------------------------------

.PHONY: deps check check-host check-core check-mutants
deps:
	@tools/deps.sh all

# The core alone, as users compile it: freestanding, no libc, both compilers;
# then strl.h as users include it (C89 to C++17, -pedantic); the source
# manifest against the tree, and the docs against the tree.
check-core:
	@tools/deps.sh host boards
	@env CORE=$(CORE) BUILD=$(BUILD) tools/check/core.sh $(WARN)
	@env CORE=$(CORE) tools/check/header.sh
	@env CORE=$(CORE) tools/check/sources.sh
	@env CORE=$(CORE) tools/check/docs.sh

# The host suite on the default build (x86-64: the AVX-512 copy and AVX2
# where the CPU has them), then with the AVX-512 copy off (AVX2's), with
# AVX2 off (the SSE2 paths), on the generic C word paths (what 64-bit
# non-x86 hosts run), and on STRL_SMALL (the proved build).
check-host:
	@tools/deps.sh host
	@$(MAKE) --no-print-directory -j$(JOBS) -Otarget $(HOST_VARIANTS)
# Two or more at a time (the suites are single-threaded), each one's output
# printed whole when it ends.
JOBS = $(shell nproc 2>/dev/null || echo 1)
HOST_VARIANTS := host-default $(if $(filter-out host,$(HOST_ARCH)),host-avx2 \
	host-sse2 host-generic) host-small
.PHONY: $(HOST_VARIANTS)
host-default:
	@$(MAKE) --no-print-directory host-test
host-avx2:
	@$(MAKE) --no-print-directory BUILD=$(BUILD)/avx2 STRL_CPPFLAGS=-DSTRL_NO_AVX512 host-test
host-sse2:
	@$(MAKE) --no-print-directory BUILD=$(BUILD)/sse2 STRL_CPPFLAGS=-DSTRL_NO_AVX2 host-test
host-generic:
	@$(MAKE) --no-print-directory BUILD=$(BUILD)/generic HOST_ARCH=host host-test
host-small:
	@$(MAKE) --no-print-directory BUILD=$(BUILD)/small HOST_ARCH=host \
		STRL_CPPFLAGS=-DSTRL_SMALL host-test

$(HOST)/strl-guard: $(HOST)/tests/host/guard.o $(HOST)/libstrl.a
	$(TEST_CC) $(OPT) $(RUNNER_FLAGS) $^ -o $@

# The race test: a thread rewrites src under RACE_CALLS copies from it.
RACE_CALLS ?= 1000000
$(HOST)/strl-race: $(HOST)/tests/host/race.o $(HOST)/libstrl.a
	$(TEST_CC) $(OPT) $(RUNNER_FLAGS) -pthread $^ -o $@

# The step test: src rewritten after each load of it by a call in turn
# (x86-64's trap flag, a breakpoint on AArch64 and RISC-V), STEP_CASES
# calls: 200 where SIMD paths reload bytes; 50 on the byte and word
# paths, which read each once.
STEP_CASES ?= $(if $(filter x86_64 aarch64 riscv_v,$(HOST_ARCH)),200,50)
$(HOST)/strl-step: $(HOST)/tests/host/step.o $(HOST)/libstrl.a
	$(TEST_CC) $(OPT) $(RUNNER_FLAGS) $^ -o $@

.PHONY: host-test
host-test: $(HOST)/strl-test $(HOST)/strl-guard $(HOST)/strl-step $(HOST)/strl-race
	@echo "# host build: $(HOST) (arch dirs: $(or $(HOST_ARCH),none)) $(STRL_CPPFLAGS)"
	$(EXEC) $(HOST)/strl-test -n $(N) -a $(ALIGN) $(if $(FAIL_FAST),-x)
	$(EXEC) $(HOST)/strl-guard
	$(EXEC) $(HOST)/strl-step -i $(STEP_CASES)
	$(EXEC) $(HOST)/strl-race -i $(RACE_CALLS)

# Sanitizers.  ASan builds take the byte paths (the word paths read past
# the NUL inside an aligned word, which ASan rightly reports); the UBSan-
# only build keeps the word paths and SIMD, so they are checked for UB.
SAN := -fsanitize=address,undefined -fno-sanitize-recover=all -fno-omit-frame-pointer
.PHONY: check-sanitizers check-valgrind
check-sanitizers:
	@tools/deps.sh host hard
	@$(MAKE) --no-print-directory -j$(JOBS) -Otarget $(SAN_VARIANTS)
SAN_VARIANTS := san-asan-gcc san-asan-clang san-ubsan-host \
	$(if $(filter-out host,$(HOST_ARCH)),san-ubsan-arch)
.PHONY: $(SAN_VARIANTS)
san-asan-gcc san-asan-clang:
	@$(MAKE) --no-print-directory BUILD=$(BUILD)/$(@:san-%=%) CC=$(@:san-asan-%=%) \
		N=32 STEP_CASES=50 OPT="-O1 -g $(SAN)" host-test
UBSAN_OPT := -O2 -g -fsanitize=undefined,alignment -fno-sanitize-recover=all
san-ubsan-arch:
	@$(MAKE) --no-print-directory BUILD=$(BUILD)/ubsan-$(lastword $(HOST_ARCH)) \
		CC=clang N=48 HOST_ARCH="$(HOST_ARCH)" OPT="$(UBSAN_OPT)" host-test
san-ubsan-host:
	@$(MAKE) --no-print-directory BUILD=$(BUILD)/ubsan-host CC=clang N=48 \
		HOST_ARCH=host OPT="$(UBSAN_OPT)" host-test

# memcheck on the default build (SIMD and word paths), small sweeps.
check-valgrind: $(HOST)/strl-test $(HOST)/strl-guard
	@tools/deps.sh hard
	valgrind -q --error-exitcode=99 $(HOST)/strl-test -n 12 -a 16
	valgrind -q --error-exitcode=99 $(HOST)/strl-guard

# Fortification: death tests (gcc and clang), compile-time errors.
.PHONY: check-fortify
# $* names the compiler: gcc, clang, or cross for $(CC) (a cross build's).
fortify_cc = $(if $(filter cross,$(1)),$(CC),$(1))
$(HOST)/fortify-death-%: tests/fortify/death.c $(HOST)/libstrl.a
	$(call fortify_cc,$*) -std=gnu99 -O2 -D_FORTIFY_SOURCE=2 -Wall -Wextra -Werror \
		$(RUNNER_FLAGS) -I$(CORE)/include $< $(HOST)/libstrl.a -o $@
# The same through the <string.h> overlay, for BSD code calling strlcpy:
# alone, and after a C library that declares and fortifies its own
# (tests/fortify/overlay/libc238, glibc 2.38's shape).
OVERLAY_FLAGS = -isystem packaging/overlay -I$(CORE)/include
LIBC238 := -isystem tests/fortify/overlay/libc238
OVERLAY_DEATH := $(foreach c,gcc clang,$(foreach l,plain libc238,$(HOST)/fortify-overlay-$(c)-$(l)))
$(HOST)/fortify-overlay-%: tests/fortify/overlay/death.c tests/fortify/expect.h \
		packaging/overlay/string.h $(HOST)/libstrl.a
	$(call fortify_cc,$(firstword $(subst -, ,$*))) -std=gnu99 -O2 -D_FORTIFY_SOURCE=2 \
		-Wall -Wextra -Werror $(RUNNER_FLAGS) $(OVERLAY_FLAGS) \
		$(if $(findstring libc238,$*),$(LIBC238)) $< $(HOST)/libstrl.a -o $@
check-fortify: $(HOST)/fortify-death-gcc $(HOST)/fortify-death-clang $(OVERLAY_DEATH)
	@tools/deps.sh host
	$(HOST)/fortify-death-gcc
	$(HOST)/fortify-death-clang
	@for t in $(OVERLAY_DEATH); do echo "# $$t"; $$t || exit 1; done
	@env CORE=$(CORE) tools/check/fortify-compile.sh
	@tools/check/fortify-compile.sh tests/fortify/overlay $(OVERLAY_FLAGS)
	@tools/check/fortify-compile.sh tests/fortify/overlay $(OVERLAY_FLAGS) $(LIBC238)
# The death tests of a cross build, run by $(EXEC) (check-aarch64).
.PHONY: fortify-cross
fortify-cross: $(HOST)/fortify-death-cross $(HOST)/fortify-overlay-cross-plain \
		$(HOST)/fortify-overlay-cross-libc238
	@for t in $^; do echo "# $$t"; $(EXEC) $$t || exit 1; done

# Proofs: Frama-C WP on the byte-level core (STRL_SMALL) and the word paths
# of strnlen and copy.c (64- and 32-bit), then the word helpers exact for
# every input (z3); see README.
.PHONY: prove
prove:
	@tools/deps.sh hard
	@env CORE=$(CORE) BUILD=$(BUILD) tools/prove/prove.sh

# Fuzzing: libFuzzer (clang), differential against the reference model.
# Two builds: UBSan on the real word/SIMD paths, and ASan (byte paths).
FUZZ_TIME ?= 300
FUZZ_RUNS ?= 300000
FUZZ_SRCS := tests/fuzz/fuzz.c tests/common.c tests/impl.c tests/ref.c
.PHONY: fuzz check-fuzz
$(BUILD)/fuzz/strl-fuzz-ubsan: $(FUZZ_SRCS) $(CORE_SRCS_ALL) tests/strl_test.h
	@mkdir -p $(@D)
	clang -std=gnu99 -O2 -g -fsanitize=fuzzer,undefined -fno-sanitize-recover=all \
		-I$(CORE)/include -I$(CORE)/src -Itests $(FUZZ_SRCS) $(HOST_SRCS) -o $@
$(BUILD)/fuzz/strl-fuzz-asan: $(FUZZ_SRCS) $(CORE_SRCS_ALL) tests/strl_test.h
	@mkdir -p $(@D)
	clang -std=gnu99 -O1 -g -fsanitize=fuzzer,address,undefined -fno-sanitize-recover=all \
		-I$(CORE)/include -I$(CORE)/src -Itests $(FUZZ_SRCS) $(HOST_SRCS) -o $@

# make fuzz: FUZZ_TIME seconds each; new finds go to build/fuzz/corpus.
fuzz: $(BUILD)/fuzz/strl-fuzz-ubsan $(BUILD)/fuzz/strl-fuzz-asan
	@mkdir -p $(BUILD)/fuzz/corpus
	$(BUILD)/fuzz/strl-fuzz-ubsan -max_total_time=$(FUZZ_TIME) \
		$(BUILD)/fuzz/corpus tests/fuzz/corpus
	$(BUILD)/fuzz/strl-fuzz-asan -max_total_time=$(FUZZ_TIME) \
		$(BUILD)/fuzz/corpus tests/fuzz/corpus

# Bounded, for make check: FUZZ_RUNS inputs each, from the seed corpus.
# Each fuzzer is built as its turn comes: the ASan one only after the
# UBSan one passed (a mutant caught by the first costs one build).
check-fuzz:
	@tools/deps.sh host hard
	@rm -rf $(BUILD)/fuzz/run && mkdir -p $(BUILD)/fuzz/run
	@for v in ubsan asan; do \
		$(MAKE) --no-print-directory $(BUILD)/fuzz/strl-fuzz-$$v || exit 1; \
		log=$(BUILD)/fuzz/$$v.log; \
		$(BUILD)/fuzz/strl-fuzz-$$v -runs=$(FUZZ_RUNS) -seed=1 \
			-artifact_prefix=$(BUILD)/fuzz/ $(BUILD)/fuzz/run \
			tests/fuzz/corpus >$$log 2>&1 \
		|| { grep -E 'strl-fuzz|ERROR|SUMMARY|Test unit' $$log; \
		     echo "fuzz-$$v: 0 passed, 1 failed (log: $$log)"; exit 1; }; \
		echo "fuzz-$$v: $$(sed -n 's/^Done \([0-9]*\) runs.*/\1/p' $$log) passed, 0 failed"; \
	done

# Big-endian: the corpus, sweeps and guard pages on s390x (qemu-user).
.PHONY: check-bigendian
check-bigendian:
	@tools/deps.sh hard
	@$(MAKE) --no-print-directory BUILD=$(BUILD)/s390x HOST_ARCH=host \
		CC=s390x-linux-gnu-gcc AR=s390x-linux-gnu-ar N=32 \
		RUNNER_FLAGS="-static -DSTRL_NO_LIBBSD" \
		RACE_CALLS=200000 EXEC="timeout 900 qemu-s390x" \
		$(BUILD)/s390x/host/libstrl.a host-test

# The host suite on aarch64 (qemu-user): the corpus, sweeps, guard pages,
# the race and step tests and the fortify death tests of the ASIMD build, on a
# Cortex-A53, then on QEMU's max CPU (the newest Armv8/v9 features it
# models; the same code, so shorter sweeps and a quarter of the step
# test's cases).  The generic word paths,
# which arm64 kernels run, are the KUnit arm64 row's and the x86-64
# generic build's.
A64_TEST = $(MAKE) --no-print-directory CC=aarch64-linux-gnu-gcc \
	AR=aarch64-linux-gnu-ar N=$(A64_N) RUNNER_FLAGS="-static -DSTRL_NO_LIBBSD" \
	RACE_CALLS=200000
A64_CPU ?= max
A64_N ?= 32
.PHONY: check-aarch64 aarch64-test
check-aarch64:
	@tools/deps.sh hard
	@$(MAKE) --no-print-directory A64_CPU=cortex-a53 aarch64-test
	@$(MAKE) --no-print-directory A64_CPU=max A64_N=16 STEP_CASES=50 aarch64-test
# The ASIMD build's suite on one CPU model (A64_CPU), as the mutants run it.
aarch64-test:
	@$(A64_TEST) BUILD=$(BUILD)/aarch64 HOST_ARCH="host aarch64" \
		EXEC="timeout 900 qemu-aarch64 -cpu $(A64_CPU)" \
		$(BUILD)/aarch64/host/libstrl.a host-test fortify-cross

# The RISC-V V build (freestanding/src/riscv_v) hosted: the host suite,
# static, under qemu-riscv64 at VLEN 128 and 1024 bits (RV_VLEN): guard
# pages, pages that fault until touched (vle8ff.v stops short at them),
# the race test.  The boards run it bare-metal (virt-rv64-v).
RV_TEST = $(MAKE) --no-print-directory CC=riscv64-linux-gnu-gcc \
	AR=riscv64-linux-gnu-ar N=$(RV_N) RUNNER_FLAGS="-static -DSTRL_NO_LIBBSD" \
	RACE_CALLS=200000 CFLAGS="-march=rv64gcv"
RV_VLEN ?= 128
RV_N ?= 16
RV_BUILD = $(RV_TEST) BUILD=$(BUILD)/riscv64 HOST_ARCH="host riscv_v"
.PHONY: check-riscv64 riscv64-test riscv64-vlen128 riscv64-vlen1024
# Built once, then run at both lengths side by side (one CPU each).
check-riscv64:
	@tools/deps.sh hard
	@$(RV_BUILD) -s $(BUILD)/riscv64/host/strl-test $(BUILD)/riscv64/host/strl-guard \
		$(BUILD)/riscv64/host/strl-step $(BUILD)/riscv64/host/strl-race
	@$(MAKE) --no-print-directory -j2 -Otarget riscv64-vlen128 riscv64-vlen1024
riscv64-vlen128:
	@$(MAKE) --no-print-directory RV_VLEN=128 riscv64-test
riscv64-vlen1024:
	@$(MAKE) --no-print-directory RV_VLEN=1024 RV_N=12 riscv64-test
riscv64-test:
	@$(RV_BUILD) EXEC="timeout 900 qemu-riscv64 -cpu rv64,v=true,vext_spec=v1.0,vlen=$(RV_VLEN)" \
		host-test

# The README's two commands in a fresh Debian 12 root (debootstrap, about
# an hour; not part of make check): run it after any change to
# tools/deps.sh, a Makefile or tools/.
.PHONY: check-fresh
check-fresh:
	@tools/debian/fresh-check.sh

# The Debian packages: built (dpkg-buildpackage -b), lintian-clean,
# installed and tested in a clean Debian 12 root (not part of make check).
.PHONY: check-deb
check-deb:
	@tools/debian/deb-check.sh

# The release tarball and the Meson wrap file that names it (packaging/dist.sh).
.PHONY: dist
dist:
	@BUILD=$(BUILD) packaging/dist.sh $(VERSION)

# strl as an Arduino library, a folder and a ZIP (packaging/arduino.sh): the
# generic core with avr's files in place, which fall back elsewhere.
# STRL_URL: where it is published (library.properties' url).
STRL_URL ?= https://strl.invalid/
.PHONY: arduino check-arduino print-version
print-version:
	@echo $(VERSION)

# The library's example built by arduino-builder for the Uno and the Mega
# and run under QEMU, with its negative control (tools/check/arduino.sh).
check-arduino:
	@tools/deps.sh arduino
	@BUILD=$(BUILD) tools/check/arduino.sh

arduino:
	@tools/deps.sh zip
	@packaging/arduino.sh $(VERSION) '$(STRL_URL)' $(BUILD)/arduino \
		$(patsubst $(CORE)/src/%,%,$(call core_srcs,avr))

# QEMU dies with its caller: a board run and a KUnit boot, interrupted.
.PHONY: check-interrupt
check-interrupt:
	@tools/check/interrupt.sh

# Each mutant breaks the core one way; every runner must catch every one.
# Which runner takes which mutant is data: each mutant's tags
# (tests/mutants.txt), a board's BOARD_MUTANTS, a kernel's KERNEL_MUTANTS.
check-mutants:
	@tools/check/mutants.sh host aarch64 boards riscv64 kunit bigendian fortify fuzz prove

# Every test, in order, going on past a failure (tools/lib/run.sh): a
# summary table and "check: N passed, N failed" (targets).
CHECKS := check-core check-host check-fortify check-sanitizers check-fuzz prove \
	check-valgrind check-bigendian check-aarch64 check-riscv64 check-boards check-arduino \
	check-kernel-headers check-dkms kunit check-kernel-style check-install check-interrupt \
	check-mutants
check:
	@tools/lib/run.sh check $(MAKE) --no-print-directory @ITEM@ -- $(CHECKS)

.PHONY: clean help
clean:
	rm -rf $(BUILD)

help:
	@sed -n '3,/^$$/p' Makefile | sed 's/^# \{0,1\}//'

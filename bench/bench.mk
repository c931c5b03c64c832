# Benchmarks: included by the top Makefile.  `make bench` prints every
# table; figures are ratios against peers measured in the same run.

BENCH := $(BUILD)/bench
MUSL_A := /usr/lib/x86_64-linux-musl/libc.a

.PHONY: bench bench-host bench-aarch64

bench: bench-host bench-callgrind bench-aarch64 bench-boards bench-size

# musl's strlcpy/strlcat objects, renamed so they cannot clash with ours.
$(BENCH)/musl.o: $(MUSL_A)
	@mkdir -p $(BENCH)/musl
	cd $(BENCH)/musl && ar x $(MUSL_A) strlcpy.lo strlcat.lo
	objcopy --redefine-sym strlcpy=musl_strlcpy $(BENCH)/musl/strlcpy.lo $(BENCH)/musl/a.o
	objcopy --redefine-sym strlcat=musl_strlcat --redefine-sym strlcpy=musl_strlcpy \
		$(BENCH)/musl/strlcat.lo $(BENCH)/musl/b.o
	ld -r $(BENCH)/musl/a.o $(BENCH)/musl/b.o -o $@

# Linux's strscpy, from the source of the newest test kernel.
BENCH_KERNEL ?= 7.3-x86_64
$(BENCH)/linux_strscpy.o: tools/bench/linux-strscpy.sh bench/host/linux-shim.h
	@mkdir -p $(@D)
	@src=$$(tools/kernel/kbuild.sh --source $(BENCH_KERNEL)) && \
		tools/bench/linux-strscpy.sh "$$src" $(BENCH)/linux_strscpy.c
	$(CC) -O2 -Ibench/host -c $(BENCH)/linux_strscpy.c -o $@

# strl as it was before the short-string work (issue 33): the "base"
# column, what the short-string targets are measured against.
BENCH_BASE ?= 41298fe
$(BENCH)/base.o: tools/bench/base.sh
	@mkdir -p $(@D)
	@tools/bench/base.sh $(BENCH_BASE) $(BENCH)/base $@

BENCH_PEER_HOST = bench/host/compose.c bench/host/adapt.c bench/host/adapt-strl.c $(BENCH)/musl.o $(BENCH)/linux_strscpy.o \
	$(BENCH)/base.o
$(BENCH)/strl-bench $(BENCH)/strl-count: $(BENCH)/strl-%: bench/host/%.c bench/host/count-main.h \
		bench/host/peers.h $(BENCH_PEER_HOST) $(HOST)/libstrl.a
	$(CC) -std=gnu11 -O2 -g $(filter-out -pedantic,$(WARN)) -I$(CORE)/include \
		$< $(BENCH_PEER_HOST) $(HOST)/libstrl.a -ldl -o $@

# Instructions per call on the host under callgrind (deterministic).
.PHONY: bench-callgrind
bench-callgrind:
	@tools/deps.sh host bench hard kernel
	@$(MAKE) --no-print-directory $(BENCH)/strl-count
	@echo "Instructions per call on the host (valgrind callgrind, deterministic)"
	@tools/bench/callgrind-table.sh $(BENCH)/strl-count

bench-host:
	@tools/deps.sh host bench kernel
	@$(MAKE) --no-print-directory $(BENCH)/strl-bench
	@$(BENCH)/strl-bench -c $(BENCH)/host.csv; echo "(bench exit $$?: 0 = every target met)"
	@gnuplot -e "csv='$(BENCH)/host.csv'; out='$(BENCH)/bench-host.png'" bench/plot.gp
	@echo "plot: $(BENCH)/bench-host.png (the README's copy is docs/bench-host.png)"

# --- AArch64: instructions per call under qemu-aarch64 --------------------
# strl's ASIMD build against its own generic word build (symbols renamed
# words_*), glibc 2.38's composition over glibc's aarch64 functions
# (libc6-dev-arm64-cross) and Linux's strscpy with arm64's helpers, all
# in one static binary.
A64_BENCH = $(BENCH)/aarch64
$(A64_BENCH)/linux_strscpy.o: tools/bench/linux-strscpy.sh bench/host/linux-shim.h
	@mkdir -p $(@D)
	@src=$$(tools/kernel/kbuild.sh --source $(BENCH_KERNEL)) && \
		tools/bench/linux-strscpy.sh "$$src" $(A64_BENCH)/linux_strscpy.c arm64
	aarch64-linux-gnu-gcc -O2 -Ibench/host -c $(A64_BENCH)/linux_strscpy.c -o $@

# OpenBSD's loops for arm64: strlcpy.o and strlcat.o of Debian's
# libbsd-dev:arm64 (fetched, not installed: tools/debian/debfetch.sh), renamed.
$(A64_BENCH)/openbsd.o: tools/debian/debfetch.sh
	@mkdir -p $(A64_BENCH)/libbsd
	@deb=$$(tools/debian/debfetch.sh libbsd-dev:arm64 bookworm) && \
		dpkg-deb -x "$$deb" $(A64_BENCH)/libbsd
	cd $(A64_BENCH)/libbsd && ar x usr/lib/aarch64-linux-gnu/libbsd.a strlcpy.o strlcat.o
	aarch64-linux-gnu-objcopy --redefine-sym strlcpy=openbsd_strlcpy \
		$(A64_BENCH)/libbsd/strlcpy.o $(A64_BENCH)/libbsd/a.o
	aarch64-linux-gnu-objcopy --redefine-sym strlcat=openbsd_strlcat \
		$(A64_BENCH)/libbsd/strlcat.o $(A64_BENCH)/libbsd/b.o
	aarch64-linux-gnu-ld -r $(A64_BENCH)/libbsd/a.o $(A64_BENCH)/libbsd/b.o -o $@

bench-aarch64:
	@tools/deps.sh hard kernel
	@$(A64_TEST) -s BUILD=$(BUILD)/aarch64 HOST_ARCH="host aarch64" \
		$(BUILD)/aarch64/host/libstrl.a
	@$(A64_TEST) -s BUILD=$(BUILD)/aarch64-generic HOST_ARCH=host \
		$(BUILD)/aarch64-generic/host/libstrl.a
	@$(MAKE) --no-print-directory $(A64_BENCH)/linux_strscpy.o $(A64_BENCH)/openbsd.o
	@aarch64-linux-gnu-nm -g --defined-only $(BUILD)/aarch64-generic/host/libstrl.a | \
		awk 'NF == 3 { print $$3, "words_" $$3 }' | sort -u >$(A64_BENCH)/words.syms
	@aarch64-linux-gnu-objcopy --redefine-syms=$(A64_BENCH)/words.syms \
		$(BUILD)/aarch64-generic/host/libstrl.a $(A64_BENCH)/words.a
	aarch64-linux-gnu-gcc -std=gnu11 -O2 -static $(filter-out -pedantic,$(WARN)) \
		-I$(CORE)/include bench/aarch64/count.c bench/host/compose.c bench/host/adapt-strl.c \
		$(A64_BENCH)/linux_strscpy.o $(A64_BENCH)/openbsd.o \
		$(BUILD)/aarch64/host/libstrl.a $(A64_BENCH)/words.a \
		-o $(A64_BENCH)/strl-count
	@echo "Instructions per call on AArch64 (qemu-aarch64 -cpu max, one instruction a block: exact)"
	@tools/bench/a64-count.sh $(A64_BENCH)/strl-count

# --- boards: instructions per call under QEMU -icount (AVR: cycles, simavr) -
BOARD_BENCH = $(BUILD)/bench/$(BOARD)
# The peers' archives; tools/bench/peer-objs.sh fills in the multilib directory
# for the link flags (asking the cross compiler, which make must not do
# while it parses: it may not be installed yet).
NEWLIB_A_arm = /usr/lib/arm-none-eabi/newlib/%MULTI%/libc.a
PICOLIBC_A_arm = /usr/lib/picolibc/arm-none-eabi/lib/release/%MULTI%/libc.a
PICOLIBC_A_riscv = /usr/lib/picolibc/riscv64-unknown-elf/lib/%MULTI%/libc.a
PICOLIBC_A_aarch64 = /usr/lib/picolibc/aarch64-linux-gnu/lib/release/libc.a
PICOLIBC_A_xtensa = /usr/lib/xtensa-lx106-elf/lib/release/libc.a
AVRLIBC_A_avr = /usr/lib/avr/lib/%MULTI%/libc.a
TOOLPREFIX_arm := arm-none-eabi-
TOOLPREFIX_riscv := riscv64-unknown-elf-
TOOLPREFIX_aarch64 := aarch64-linux-gnu-
TOOLPREFIX_avr := avr-
TOOLPREFIX_xtensa := xtensa-lx106-elf-
# -icount: one instruction per 2^shift ns of virtual time.
ICOUNT_arm := -icount shift=3,sleep=off
ICOUNT_riscv := -icount shift=0,sleep=off
ICOUNT_aarch64 := -icount shift=0,sleep=off
BENCH_PEERS_arm := newlib picolibc
BENCH_PEERS_riscv := picolibc
BENCH_PEERS_aarch64 := picolibc
BENCH_PEERS_avr := avrlibc
BENCH_PEERS_xtensa := picolibc
BENCH_PEERS = $(BENCH_PEERS_$(BOARD_ARCH))
BENCH_PEER_OBJS = $(foreach p,$(BENCH_PEERS),$(BOARD_BENCH)/$(p).o)
BENCH_OBJS = $(filter-out $(BB)/tests/board/main.c.o $(BB)/tests/board/fortify.c.o $(BB)/tests/sweeps.c.o \
	$(BB)/tests/vectors.c.o,$(BOARD_OBJS))

$(BOARD_BENCH)/newlib.o: $(BOARD_DEPS) tools/bench/peer-objs.sh
	@mkdir -p $(@D)
	PEER_SYMS="strnlen memcpy" tools/bench/peer-objs.sh $(TOOLPREFIX_$(BOARD_ARCH)) \
		$(NEWLIB_A_$(BOARD_ARCH)) newlib $@ $(BOARD_LDFLAGS)

$(BOARD_BENCH)/picolibc.o: $(BOARD_DEPS) tools/bench/peer-objs.sh
	@mkdir -p $(@D)
	PEER_SYMS="strnlen memcpy" tools/bench/peer-objs.sh $(TOOLPREFIX_$(BOARD_ARCH)) \
		$(PICOLIBC_A_$(BOARD_ARCH)) picolibc $@ $(BOARD_LDFLAGS)

$(BOARD_BENCH)/avrlibc.o: $(BOARD_DEPS) tools/bench/peer-objs.sh
	@mkdir -p $(@D)
	PEER_SYMS="strnlen memcpy" tools/bench/peer-objs.sh $(TOOLPREFIX_$(BOARD_ARCH)) \
		$(AVRLIBC_A_$(BOARD_ARCH)) avrlibc $@ $(BOARD_LDFLAGS)

# A board with an arch path (riscv_v/) measures it against strl's own
# generic build for the same CPU and flags, its symbols renamed scalar_*.
BENCH_SCALAR = $(if $(BOARD_STRL_ARCH),$(BOARD_BENCH)/scalar.a)
$(BOARD_BENCH)/scalar.a: FORCE
	@$(MAKE) --no-print-directory BUILD=$(BUILD)/scalar BOARD=$(BOARD) \
		BOARD_STRL_ARCH= $(BUILD)/scalar/boards/$(BOARD)/libstrl.a
	@mkdir -p $(@D)
	@$(TOOLPREFIX_$(BOARD_ARCH))nm -g --defined-only $(BUILD)/scalar/boards/$(BOARD)/libstrl.a | \
		awk 'NF == 3 { print $$3, "scalar_" $$3 }' | sort -u >$(BOARD_BENCH)/scalar.syms
	@$(TOOLPREFIX_$(BOARD_ARCH))objcopy --redefine-syms=$(BOARD_BENCH)/scalar.syms \
		$(BUILD)/scalar/boards/$(BOARD)/libstrl.a $@

$(BOARD_BENCH)/bench.o: bench/board/bench.c $(BOARD_DEPS)
	@mkdir -p $(@D)
	$(BCC) $(BOARD_BASE_FLAGS) $(HARNESS_FLAGS_$(BOARD_ARCH)) -std=gnu99 \
		$(filter-out -pedantic,$(WARN)) -I$(CORE)/include -Itests -Iboards/common \
		$(if $(filter newlib,$(BENCH_PEERS)),-DHAVE_NEWLIB) \
		$(if $(filter picolibc,$(BENCH_PEERS)),-DHAVE_PICOLIBC) \
		$(if $(filter avrlibc,$(BENCH_PEERS)),-DHAVE_AVRLIBC) \
		$(if $(BOARD_PEER_GAIN),-DBENCH_PEER_GAIN=$(BOARD_PEER_GAIN)) \
		$(if $(BOARD_PEER_EVERYWHERE),-DBENCH_PEER_EVERYWHERE) \
		$(if $(BOARD_BENCH_MAX),-DBENCH_MAX=$(BOARD_BENCH_MAX)) \
		$(if $(BENCH_SCALAR),-DHAVE_SCALAR) \
		$(if $(BOARD_VECTOR_GAIN),-DBENCH_VECTOR_GAIN=$(BOARD_VECTOR_GAIN)) \
		'-DBOARD_NAME="$(BOARD) ($(BOARD_CPU))"' -c $< -o $@

$(BOARD_BENCH)/bench.elf: $(BOARD_BENCH)/bench.o $(BENCH_PEER_OBJS) $(BENCH_OBJS) \
		$(BOARD_LDSCRIPT) $(BENCH_SCALAR)
	$(BCC) $(BOARD_LDFLAGS) -nostdlib -static -Wl,--gc-sections \
		$(addprefix -T ,$(BOARD_LDSCRIPT)) $(BOARD_BENCH)/bench.o $(BENCH_PEER_OBJS) \
		$(BENCH_OBJS) $(BENCH_SCALAR) -lgcc -o $@

.PHONY: bench-board bench-boards
bench-board: board-valid
	@if [ -n "$(BOARD_NO_BENCH)" ]; then \
		echo "bench-board: $(BOARD) is not benchmarked: $(BOARD_NO_BENCH)"; exit 2; fi
	@tools/deps.sh bench
	@$(MAKE) --no-print-directory $(BOARD_BENCH)/bench.elf
ifneq ($(BOARD_SIMAVR),)
	@tools/boards/simavr-run.sh $(BOARD) $(BOARD_TIMEOUT) $(BOARD_BENCH)/bench.elf \
		$(BOARD_SIMAVR)
else
	@$(QEMU_RUN_$(BOARD_ARCH)) tools/boards/qemu-run.sh $(BOARD) $(BOARD_TIMEOUT) \
		$(BOARD_BENCH)/bench.elf $(BOARD_QEMU) \
		$(if $(BOARD_QEMU_CPUS),-cpu $(firstword $(BOARD_QEMU_CPUS))) \
		$(QEMU_IO_$(BOARD_ARCH)) $(ICOUNT_$(BOARD_ARCH))
endif

# Boards that set BOARD_NO_BENCH (and say why) are left out.
bench-boards:
	@for b in $(BOARDS); do echo "== $$b"; \
		if grep -q '^BOARD_NO_BENCH' boards/$$b/board.mk; then \
			echo "(skipped: see BOARD_NO_BENCH in boards/$$b/board.mk)"; continue; fi; \
		$(MAKE) -s --no-print-directory BOARD=$$b bench-board || exit 1; done

# What tools/bench/size-table.sh needs to know about a board.
.PHONY: board-vars bench-size
board-vars:
	@echo "tp='$(TOOLPREFIX_$(BOARD_ARCH))'; cpu='$(BOARD_CPU)'; cflags='$(BOARD_CFLAGS)'; newlib='$(NEWLIB_A_$(BOARD_ARCH))'; picolibc='$(PICOLIBC_A_$(BOARD_ARCH))'; avrlibc='$(AVRLIBC_A_$(BOARD_ARCH))'; ldflags='$(BOARD_LDFLAGS)'; arch='$(BOARD_STRL_ARCH)'"

bench-size:
	@tools/deps.sh boards bench
	@env BUILD=$(BUILD) tools/bench/size-table.sh $(BOARDS)

# Bare-metal boards: included by the top Makefile.  A board is data:
# boards/<name>/board.mk sets BOARD_CPU, BOARD_ARCH
# (arm|riscv|aarch64|avr|xtensa), BOARD_CFLAGS, BOARD_QEMU, BOARD_FLASH and
# BOARD_RAM ("origin size"; not on AVR, linked by the toolchain's own
# script for its -mmcu), and
# BOARD_LINK_CFLAGS when the multilib (libgcc, peer C libraries) must be
# picked with other flags than the code is compiled with.
# Startup, linker script, I/O, fault handler and exit are shared
# (boards/common); so is the test runner (tests/board/main.c).

BOARDS := $(sort $(patsubst boards/%/board.mk,%,$(wildcard boards/*/board.mk)))
BOARD ?= mps2-an385
BOARD_N ?= 24
BOARD_TIMEOUT ?= 300
BB := $(BUILD)/boards/$(BOARD)
BOARD_DEPS := boards/$(BOARD)/board.mk boards/boards.mk

BOARD_LINK_CFLAGS =
# BOARD_EDGE: bytes at the end of RAM, below the stack, for the tests of
# strings and buffers that end there (tests/board/edge.c); only where QEMU
# maps nothing past RAM, so that the byte after it faults.
BOARD_EDGE := 0
# BOARD_QEMU_CPUS: several -cpu values; the one image runs under each.
BOARD_QEMU_CPUS :=
# BOARD_ALIGN: the sweeps' alignments (default two words: the word paths').
BOARD_ALIGN :=
# BOARD_VECTOR_GAIN: make bench-board's target for a board with
# BOARD_STRL_ARCH, scalar/vector instructions at 256 B (none if unset).
BOARD_VECTOR_GAIN :=
# BOARD_PEER_GAIN: make bench-board's target, the first peer's strlcpy
# (a C library's byte loop) over strl's at 256 B; none if empty (a peer
# in assembly).  BOARD_PEER_EVERYWHERE=1: strl at or below that peer in
# every case of the tables, and at every length to 64 and every size to
# two past it (bench.c's every_case).  BOARD_BENCH_MAX: the longest
# string in the tables (4096 where RAM holds it).  BOARD_SIMAVR: the
# simavr command that runs an AVR board's bench, cycle-exact (QEMU's AVR
# timer is not).
BOARD_PEER_GAIN := 2.5
BOARD_PEER_EVERYWHERE :=
BOARD_BENCH_MAX :=
BOARD_SIMAVR :=
# BOARD_MPU_GAP: bytes at the end of RAM that the startup leaves out of
# every MPU region (ARMv8-M), so that any access there faults: the
# BOARD_EDGE bytes end where that no-access region begins.
BOARD_MPU_GAP := 0
# BOARD_TRAP_UNALIGNED: the startup sets CCR.UNALIGN_TRP (ARMv7-M and
# later), so that an unaligned access faults: the core must make none.
# 0 where its build stores words to any dst address (Cortex-M with
# unaligned access, word.h's STRL__ALIGN_SRC: the loads stay aligned).
BOARD_TRAP_UNALIGNED := 1
# BOARD_SWEEP_MAX: "N ALIGN", the longest sweep length and alignment span
# the harness's static buffers hold, where RAM is too small for the
# default 384 and 128 (tests/strl_test.h); BOARD_N must not exceed N.
BOARD_SWEEP_MAX :=
# BOARD_MUTANTS: which mutants this board runs in make check-mutants:
# board (the generic C ones, tagged board), arch (those tagged
# arch:<this board>: its ISA's code), or none.
BOARD_MUTANTS :=
# BOARD_MUTANT_N: the sweeps' bound in the mutant runs (MUTANT_RUN=1):
# 12, half the QEMU time, unless the board's own arch code has paths only
# longer strings reach and its full run is quick.
BOARD_MUTANT_N := 12
ifneq ($(wildcard boards/$(BOARD)/board.mk),)
include boards/$(BOARD)/board.mk
endif
ifneq ($(MUTANT_RUN),)
BOARD_N := $(BOARD_MUTANT_N)
endif
BOARD_LDFLAGS = $(or $(BOARD_LINK_CFLAGS),$(BOARD_CFLAGS))
# BOARD_CPUS_FIRST=1: only the first of them (the mutant runs).
ifneq ($(BOARD_CPUS_FIRST),)
BOARD_QEMU_CPUS := $(firstword $(BOARD_QEMU_CPUS))
endif

BOARD_CC_arm := arm-none-eabi-gcc
BOARD_CC_riscv := riscv64-unknown-elf-gcc
# Debian has no aarch64-none-elf: the Linux cross compiler, freestanding.
BOARD_CC_aarch64 := aarch64-linux-gnu-gcc
BOARD_CC_avr := avr-gcc
BOARD_CC_xtensa := xtensa-lx106-elf-gcc
# The Debian packages of those compilers (make install names them).
BOARD_PKG_arm := gcc-arm-none-eabi
BOARD_PKG_riscv := gcc-riscv64-unknown-elf
BOARD_PKG_aarch64 := gcc-aarch64-linux-gnu
BOARD_PKG_avr := gcc-avr avr-libc
BOARD_PKG_xtensa := gcc-xtensa-lx106
BCC = $(BOARD_CC_$(BOARD_ARCH))
# How output and exit reach the host: semihosting on ARM and Xtensa, a
# UART on RISC-V and AVR.
QEMU_IO_arm := -display none -serial none -monitor none \
	-chardev stdio,id=sh0 -semihosting-config enable=on,target=native,chardev=sh0
QEMU_IO_riscv := -display none -serial stdio -monitor none
QEMU_IO_aarch64 := $(QEMU_IO_arm)
QEMU_IO_avr := $(QEMU_IO_riscv)
QEMU_IO_xtensa := $(QEMU_IO_arm)
# QEMU's AVR machines load the image as their flash (-bios), and an AVR
# cannot end QEMU: the runner stops it at the board's status line
# (boards/common/avr.c).  The others load it with -kernel and exit.
QEMU_RUN_avr := QEMU_LOAD=-bios QEMU_EXIT_LINE=1
# AVR images are linked by the toolchain's script for the -mmcu (vectors,
# flash and SRAM by the part), the others by boards/common/link.ld.in.
BOARD_LDSCRIPT = $(if $(filter avr,$(BOARD_ARCH)),,$(BB)/link.ld)
# The harness is built without compiler-made unaligned accesses (GCC merges
# byte stores into unaligned halfwords on ARMv7-M), so that a trap under
# CCR.UNALIGN_TRP can only come from the core, which keeps default flags.
HARNESS_FLAGS_arm := -mno-unaligned-access
BOARD_ENTRY_arm := board_reset
BOARD_ENTRY_riscv := _start
BOARD_ENTRY_aarch64 := _start
BOARD_ENTRY_xtensa := _start
BOARD_GLUE_arm := boards/common/arm.c boards/common/semihost.c
BOARD_GLUE_riscv := boards/common/riscv.c boards/common/riscv-start.S
BOARD_GLUE_aarch64 := boards/common/aarch64.c boards/common/aarch64-start.S \
	boards/common/semihost.c
BOARD_GLUE_avr := boards/common/avr.c boards/common/avr-start.S
BOARD_GLUE_xtensa := boards/common/xtensa.c boards/common/xtensa-start.S \
	boards/common/xtensa-libgcc.c

BOARD_STRL_ARCH ?=
BOARD_BASE_FLAGS = $(BOARD_CFLAGS) -ffreestanding -nostdlib \
	-fno-tree-loop-distribute-patterns -ffunction-sections -fdata-sections \
	-O2 -g
BOARD_CORE_SRCS = $(call core_srcs,$(BOARD_STRL_ARCH))
BOARD_LIB_OBJS = $(patsubst $(CORE)/src/%,$(BB)/core/%.o,$(BOARD_CORE_SRCS))
BOARD_OBJS = $(BOARD_LIB_OBJS) \
	$(patsubst tests/%,$(BB)/tests/%.o,$(TEST_SRCS) tests/board/main.c \
		tests/board/fortify.c tests/board/edge.c) \
	$(patsubst boards/common/%,$(BB)/glue/%.o,$(BOARD_GLUE_$(BOARD_ARCH)) \
		boards/common/memory.c)

.PHONY: boards board-name board-valid board-elf board-test run check-boards

boards:
	@printf '%-17s %-13s %s\n' BOARD CPU QEMU
	@for b in $(BOARDS); do $(MAKE) -s --no-print-directory BOARD=$$b \
		board-describe; done

.PHONY: board-describe
board-describe:
	@printf '%-17s %-13s %s\n' $(BOARD) '$(BOARD_CPU)' '$(BOARD_QEMU)'

# board-name checks the name alone (make install BOARD= installs no
# packages); board-valid also installs what building and running need.
board-name:
	@if [ ! -f boards/$(BOARD)/board.mk ]; then \
		echo "error: unknown board '$(BOARD)'. Boards:" >&2; \
		for b in $(BOARDS); do echo "  $$b" >&2; done; \
		echo "usage: make run BOARD=<board>" >&2; exit 2; fi

board-valid: board-name
	@tools/deps.sh boards

$(BB)/link.ld: boards/common/link.ld.in $(BOARD_DEPS)
	@mkdir -p $(@D)
	$(BCC) -E -P -undef -x c -DBOARD_FLASH_ORIGIN=$(word 1,$(BOARD_FLASH)) \
		-DBOARD_FLASH_SIZE=$(word 2,$(BOARD_FLASH)) \
		-DBOARD_RAM_ORIGIN=$(word 1,$(BOARD_RAM)) \
		-DBOARD_RAM_SIZE=$(word 2,$(BOARD_RAM)) \
		-DBOARD_ENTRY=$(BOARD_ENTRY_$(BOARD_ARCH)) -DBOARD_EDGE=$(BOARD_EDGE) \
		-DBOARD_MPU_GAP=$(BOARD_MPU_GAP) $< -o $@

# Header dependencies: -MMD, as for the host library (Makefile).
$(BB)/core/%.c.o: $(CORE)/src/%.c $(BOARD_DEPS)
	@mkdir -p $(@D)
	$(BCC) $(BOARD_BASE_FLAGS) $(CORE_CFLAGS) $(DEPFLAGS) -c $< -o $@
	@$(DEPFIX)

$(BB)/core/%.S.o: $(CORE)/src/%.S $(BOARD_DEPS)
	@mkdir -p $(@D)
	$(BCC) $(BOARD_BASE_FLAGS) $(STRL_CPPFLAGS) -I$(CORE)/include -I$(CORE)/src \
		$(DEPFLAGS) -c $< -o $@
	@$(DEPFIX)

# The harness's settings: its objects are rebuilt when they change.
BOARD_HARNESS := n=$(BOARD_N) edge=$(BOARD_EDGE) align=$(BOARD_ALIGN) \
	sweep-max=$(BOARD_SWEEP_MAX) \
	fail-fast=$(FAIL_FAST)
$(BB)/.harness: FORCE
	@mkdir -p $(@D)
	@[ "$$(cat $@ 2>/dev/null)" = "$(BOARD_HARNESS)" ] || echo "$(BOARD_HARNESS)" >$@

$(BB)/tests/%.c.o: tests/%.c $(BOARD_DEPS) $(BB)/.harness
	@mkdir -p $(@D)
	$(BCC) $(BOARD_BASE_FLAGS) $(HARNESS_FLAGS_$(BOARD_ARCH)) \
		$(TEST_CFLAGS) -Iboards/common \
		-DST_BOARD_N=$(BOARD_N) -DST_BOARD_EDGE=$(BOARD_EDGE) \
		$(if $(BOARD_SWEEP_MAX),-DST_MAX_N=$(word 1,$(BOARD_SWEEP_MAX)) \
			-DST_MAX_ALIGN=$(word 2,$(BOARD_SWEEP_MAX))) \
		$(if $(FAIL_FAST),-DST_FAIL_FAST=1) \
		$(if $(BOARD_ALIGN),-DST_BOARD_ALIGN=$(BOARD_ALIGN)) \
		'-DBOARD_NAME="$(BOARD) ($(BOARD_CPU))"' $(DEPFLAGS) -c $< -o $@
	@$(DEPFIX)

$(BB)/glue/%.o: boards/common/% boards/common/board.h $(BOARD_DEPS)
	@mkdir -p $(@D)
	$(BCC) $(BOARD_BASE_FLAGS) $(HARNESS_FLAGS_$(BOARD_ARCH)) \
		-std=gnu99 $(filter-out -pedantic,$(WARN)) \
		-DBOARD_MPU_GAP=$(BOARD_MPU_GAP) \
		-DBOARD_TRAP_UNALIGNED=$(BOARD_TRAP_UNALIGNED) $(DEPFLAGS) -c $< -o $@
	@$(DEPFIX)

-include $(wildcard $(BOARD_OBJS:=.d))

$(BB)/strl-test.elf: $(BOARD_OBJS) $(BOARD_LDSCRIPT)
	$(BCC) $(BOARD_LDFLAGS) -nostdlib -static -Wl,--gc-sections \
		$(addprefix -T ,$(BOARD_LDSCRIPT)) $(BOARD_OBJS) -lgcc -o $@

# The core alone, as firmware links it (make install BOARD=).
$(BB)/libstrl.a: $(BOARD_LIB_OBJS)
	rm -f $@
	$(patsubst %gcc,%ar,$(BCC)) rcs $@ $(BOARD_LIB_OBJS)

board-elf: board-valid
	@$(MAKE) --no-print-directory $(BB)/strl-test.elf

# The board's suite under QEMU; QEMU's exit status is the result.  With
# BOARD_QEMU_CPUS, once under each CPU, and the sum of their counts last.
board-test run: board-elf
ifeq ($(BOARD_QEMU_CPUS),)
	@$(QEMU_RUN_$(BOARD_ARCH)) tools/boards/qemu-run.sh $(BOARD) $(BOARD_TIMEOUT) \
		$(BB)/strl-test.elf $(BOARD_QEMU) $(QEMU_IO_$(BOARD_ARCH))
else
	@p=0; f=0; for c in $(BOARD_QEMU_CPUS); do \
		echo "# $(BOARD): -cpu $$c"; \
		$(QEMU_RUN_$(BOARD_ARCH)) tools/boards/qemu-run.sh $(BOARD) $(BOARD_TIMEOUT) \
			$(BB)/strl-test.elf $(BOARD_QEMU) -cpu $$c $(QEMU_IO_$(BOARD_ARCH)) \
			>$(BB)/run.log 2>&1; \
		rc=$$?; cat $(BB)/run.log; \
		l=$$(grep -E '^[0-9]+ passed, [0-9]+ failed$$' $(BB)/run.log | tail -1); \
		[ $$rc = 0 ] && [ -n "$$l" ] || { echo "$(BOARD): the run under -cpu $$c did not pass (exit $$rc)" >&2; exit 1; }; \
		p=$$((p + $${l%% *})); f=$$((f + $$(echo $$l | cut -d' ' -f3))); \
	done; echo "$$p passed, $$f failed"
endif

# Every board, $(nproc) at a time (QEMU runs each on one CPU), a table of
# board, CPU, cases and time (tools/lib/run.sh).
check-boards:
	@tools/deps.sh boards
	@tools/lib/run.sh -c -j $$(nproc 2>/dev/null || echo 1) -l $(BUILD)/boards \
		-a 's/^# strl demo on [^ ]* (\(.*\))$$/\1/p' boards \
		$(MAKE) -s --no-print-directory BOARD=@ITEM@ board-test -- $(BOARDS)

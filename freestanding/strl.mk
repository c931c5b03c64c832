# Makefile include for firmware builds:
#   STRL_OBJDIR := build/strl          # where the objects go (default)
#   STRL_ARCH := arm_mve               # optional: a vector directory
#   include path/to/strl/freestanding/strl.mk
#   CFLAGS += $(STRL_CFLAGS)
#   app.elf: $(OBJS) $(STRL_OBJS)
# STRL_OBJS are compiled from STRL_SRCS with your CC and CFLAGS (and
# STRL_CFLAGS: the include paths and -ffreestanding) into STRL_OBJDIR,
# never into this tree.  Generic C sources, unless STRL_ARCH names a
# directory of src/ whose files replace them by name: arm_mve (Helium,
# with -mcpu=cortex-m55 or another MVE part in CFLAGS) or riscv_v
# (RISC-V V, with -march=...v; assembly, through CC with CFLAGS).
# Define STRL_SMALL in CFLAGS for the smallest code, STRL_STD_NAMES to
# have strl.h declare strlcpy and strlcat too.
STRL_DIR := $(patsubst %/,%,$(dir $(lastword $(MAKEFILE_LIST))))
STRL_OBJDIR ?= build/strl
STRL_ARCH ?=
STRL_ARCH_SRCS := $(if $(STRL_ARCH),$(wildcard $(STRL_DIR)/src/$(STRL_ARCH)/*.[cS]))
STRL_SRCS := $(filter-out $(patsubst $(STRL_DIR)/src/$(STRL_ARCH)/%,$(STRL_DIR)/src/%.c,\
	$(basename $(STRL_ARCH_SRCS))),$(wildcard $(STRL_DIR)/src/*.c \
	$(STRL_DIR)/src/word/*.S)) $(STRL_ARCH_SRCS)
STRL_OBJS := $(patsubst $(STRL_DIR)/src/%,$(STRL_OBJDIR)/%.o,$(STRL_SRCS))
STRL_CFLAGS := -I$(STRL_DIR)/include -ffreestanding

$(STRL_OBJDIR)/%.c.o: $(STRL_DIR)/src/%.c
	@mkdir -p $(@D)
	$(CC) $(CFLAGS) $(STRL_CFLAGS) -I$(STRL_DIR)/src -c $< -o $@

$(STRL_OBJDIR)/%.S.o: $(STRL_DIR)/src/%.S
	@mkdir -p $(@D)
	$(CC) $(CFLAGS) $(STRL_CFLAGS) -I$(STRL_DIR)/src -c $< -o $@

# Makefile include for firmware builds:
#   STRL_OBJDIR := build/strl          # where the objects go (default)
#   STRL_ARCH := arm_mve               # optional: an arch directory
#   include path/to/strl/freestanding/strl.mk
#   CFLAGS += $(STRL_CFLAGS)
#   app.elf: $(OBJS) $(STRL_OBJS)
# STRL_OBJS are compiled from STRL_SRCS with your CC and CFLAGS (and
# STRL_CFLAGS: the include paths and -ffreestanding) into STRL_OBJDIR,
# never into this tree.  The sources are sources.mk's: the generic ones,
# unless STRL_ARCH names a folder of src/ whose files replace some of
# them: arm_mve (Helium, with -mcpu=cortex-m55 or another MVE part in
# CFLAGS), riscv_v (RISC-V V, with -march=...v; assembly, through CC
# with CFLAGS), avr (avr-gcc with -mmcu=...; assembly) or xtensa (the
# LX106's call0 ABI; assembly).
# Define STRL_SMALL in CFLAGS for the smallest code, STRL_STD_NAMES to
# have strl.h declare strlcpy and strlcat too.
STRL_DIR := $(patsubst %/,%,$(dir $(lastword $(MAKEFILE_LIST))))
STRL_OBJDIR ?= build/strl
STRL_ARCH ?=
include $(STRL_DIR)/sources.mk
STRL_SRCS := $(addprefix $(STRL_DIR)/src/,$(call strl_sources,$(STRL_ARCH)))
STRL_OBJS := $(patsubst $(STRL_DIR)/src/%,$(STRL_OBJDIR)/%.o,$(STRL_SRCS))
STRL_CFLAGS := -I$(STRL_DIR)/include -ffreestanding

$(STRL_OBJDIR)/%.c.o: $(STRL_DIR)/src/%.c
	@mkdir -p $(@D)
	$(CC) $(CFLAGS) $(STRL_CFLAGS) -I$(STRL_DIR)/src -c $< -o $@

$(STRL_OBJDIR)/%.S.o: $(STRL_DIR)/src/%.S
	@mkdir -p $(@D)
	$(CC) $(CFLAGS) $(STRL_CFLAGS) -I$(STRL_DIR)/src -c $< -o $@

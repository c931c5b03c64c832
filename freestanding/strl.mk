# Makefile include for firmware builds:
#   STRL_OBJDIR := build/strl          # where the objects go (default)
#   include path/to/strl/freestanding/strl.mk
#   CFLAGS += $(STRL_CFLAGS)
#   app.elf: $(OBJS) $(STRL_OBJS)
# STRL_OBJS are compiled from STRL_SRCS with your CC and CFLAGS (and
# STRL_CFLAGS: the include paths and -ffreestanding) into STRL_OBJDIR,
# never into this tree.  Generic C sources (no arch overrides); define
# STRL_SMALL in CFLAGS for the smallest code, STRL_STD_NAMES to have
# strl.h declare strlcpy and strlcat too.
STRL_DIR := $(patsubst %/,%,$(dir $(lastword $(MAKEFILE_LIST))))
STRL_OBJDIR ?= build/strl
STRL_SRCS := $(wildcard $(STRL_DIR)/src/*.c)
STRL_OBJS := $(patsubst $(STRL_DIR)/src/%.c,$(STRL_OBJDIR)/%.o,$(STRL_SRCS))
STRL_CFLAGS := -I$(STRL_DIR)/include -ffreestanding

$(STRL_OBJDIR)/%.o: $(STRL_DIR)/src/%.c
	@mkdir -p $(@D)
	$(CC) $(CFLAGS) $(STRL_CFLAGS) -I$(STRL_DIR)/src -c $< -o $@

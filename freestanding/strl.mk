# Makefile include for firmware builds:
#   include path/to/strl/freestanding/strl.mk
#   CFLAGS += $(STRL_CFLAGS)
#   OBJS += $(STRL_SRCS:.c=.o)
# Generic C sources (no arch overrides); define STRL_SMALL in CFLAGS for
# the smallest code.
STRL_DIR := $(patsubst %/,%,$(dir $(lastword $(MAKEFILE_LIST))))
STRL_SRCS := $(wildcard $(STRL_DIR)/src/*.c)
STRL_CFLAGS := -I$(STRL_DIR)/include -I$(STRL_DIR)/src -ffreestanding

# SPDX-License-Identifier: ISC
# The core's sources, listed once: every build reads this file (the
# Makefile, strl.mk and the kernel's Kbuild include it, CMakeLists.txt
# and meson.build parse its assignments), and `make check-core` checks
# it against the tree (tools/check/sources.sh).  No semicolons here:
# CMake's lists would split on them.  Paths are relative to
# freestanding/src.  A file added to the core goes in one list here.
#
# STRL_SRCS_generic is every build's, but the kernel's (strl.ko and a module
# that vendors strl), which leaves out STRL_SRCS_NOT_KERNEL.  A build
# that names a folder takes STRL_SRCS_<folder> in place of the generic
# files STRL_REPLACES_<folder>: it names host for a hosted build (the C
# library's abort), x86_64 or aarch64 for the SIMD paths of a host, and
# aarch64, arm_mve, riscv_v, avr or xtensa for those ISAs' paths on bare
# metal (the folders fall back to the generic code where the compiler's
# flags lack the ISA: docs/porting.md).

STRL_SRCS_generic := copy.c fortify_fail.c std_strlcat.c std_strlcpy.c \
	stpecpy.c stpecpy_chk.c strlcat.c strlcat_chk.c strlcpy.c \
	strlcpy_chk.c strncpy.c strncpy_chk.c strnlen.c strscpy.c \
	strscpy_chk.c strscpy_pad.c strscpy_pad_chk.c word/thumb1.S

# The bare-metal fortify handler (the kernel has its own), the BSD names
# (the kernel has its own), and assembly no kernel runs.
STRL_SRCS_NOT_KERNEL := fortify_fail.c std_strlcat.c std_strlcpy.c \
	word/thumb1.S

STRL_SRCS_host := host/fortify_fail.c
STRL_REPLACES_host := fortify_fail.c

STRL_SRCS_x86_64 := x86_64/avx2.c x86_64/avx512.c x86_64/copy.c \
	x86_64/cpu.c x86_64/sse2.c x86_64/strlcat.c x86_64/strlcpy.c \
	x86_64/strnlen.c x86_64/strscpy.c
STRL_REPLACES_x86_64 := copy.c strlcat.c strlcpy.c strnlen.c strscpy.c

STRL_SRCS_aarch64 := aarch64/copy.S aarch64/copy.c aarch64/strlcat.c \
	aarch64/strlcpy.c aarch64/strnlen.c aarch64/strscpy.S \
	aarch64/strscpy.c
STRL_REPLACES_aarch64 := copy.c strlcat.c strlcpy.c strnlen.c strscpy.c

STRL_SRCS_arm_mve := arm_mve/copy.c arm_mve/strnlen.c
STRL_REPLACES_arm_mve := copy.c strnlen.c

STRL_SRCS_avr := avr/copy.S avr/copy.c avr/strlcat.S avr/strlcat.c \
	avr/strlcpy.S avr/strlcpy.c avr/strnlen.S avr/strnlen.c
STRL_REPLACES_avr := copy.c strlcat.c strlcpy.c strnlen.c

STRL_SRCS_xtensa := xtensa/copy.S xtensa/copy.c xtensa/strnlen.S \
	xtensa/strnlen.c
STRL_REPLACES_xtensa := copy.c strnlen.c

STRL_SRCS_riscv_v := riscv_v/copy.S riscv_v/copy.c riscv_v/strnlen.S \
	riscv_v/strnlen.c
STRL_REPLACES_riscv_v := copy.c strnlen.c

# $(call strl_sources,FOLDERS[,kernel]): the sources of a build that
# names FOLDERS (a kernel build if the second argument is not empty),
# relative to freestanding/src.  CMakeLists.txt and meson.build say the
# same in their own languages.
strl_sources = $(filter-out $(if $(2),$(STRL_SRCS_NOT_KERNEL)) \
	$(foreach f,$(1),$(STRL_REPLACES_$(f))),$(STRL_SRCS_generic)) \
	$(foreach f,$(1),$(STRL_SRCS_$(f)))

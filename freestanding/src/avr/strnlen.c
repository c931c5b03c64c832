// SPDX-License-Identifier: ISC
/* AVR strl_strnlen: strnlen.S, or the generic one on other CPUs. */
#include "arch.h"

#if !STRL__ARCH
#include "../strnlen.c"
#endif

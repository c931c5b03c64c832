// SPDX-License-Identifier: ISC
/* AVR strl_strlcpy: strlcpy.S, or the generic one on other CPUs. */
#include "arch.h"

#if !STRL__ARCH
#include "../strlcpy.c"
#endif

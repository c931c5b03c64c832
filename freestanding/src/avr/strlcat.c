// SPDX-License-Identifier: ISC
/* AVR strl_strlcat: strlcat.S, or the generic one on other CPUs. */
#include "arch.h"

#if !STRL__ARCH
#include "../strlcat.c"
#endif

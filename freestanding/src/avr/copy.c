// SPDX-License-Identifier: ISC
/* AVR strl__copy: copy.S, or the generic one on other CPUs. */
#include "arch.h"

#if !STRL__ARCH
#include "../copy.c"
#endif

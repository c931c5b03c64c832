// SPDX-License-Identifier: ISC
/* Xtensa strl_strnlen: strnlen.S, or the generic one where the build lacks it. */
#include "arch.h"

#if !STRL__ARCH
#include "../strnlen.c"
#endif

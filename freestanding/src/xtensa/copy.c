// SPDX-License-Identifier: ISC
/* Xtensa strl__copy: copy.S, or the generic one where the build lacks it. */
#include "arch.h"

#if !STRL__ARCH
#include "../copy.c"
#endif

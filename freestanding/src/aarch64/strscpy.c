// SPDX-License-Identifier: ISC
/* AArch64 strscpy: strscpy.S, or the generic one where ASIMD is off. */
#include "arch.h"

#if !STRL__ARCH
#include "../strscpy.c"
#endif

// SPDX-License-Identifier: ISC
/* RVV strl__copy: copy.S, or the generic one where V is off. */
#include "arch.h"

#if !STRL__ARCH
#include "../copy.c"
#endif

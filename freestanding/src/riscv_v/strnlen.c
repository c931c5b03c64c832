// SPDX-License-Identifier: ISC
/* RVV strnlen: strnlen.S, or the generic one where V is off. */
#include "arch.h"

#if !STRL__ARCH
#include "../strnlen.c"
#endif

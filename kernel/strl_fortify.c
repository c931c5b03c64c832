// SPDX-License-Identifier: GPL-2.0 OR ISC
/*
 * Where a fortified call lands when its size exceeds the buffer: strl.h's
 * checks, for the strl_ names and for the standard names strl_compat.h
 * gives back.  Compiled into strl.ko, and into a module that vendors strl
 * (kernel/strl.kbuild), which keeps it to itself.
 */
#include <linux/bug.h>

#include "internal.h"

/*
 * Report it the kernel's way and return: the call then goes on with the
 * size clamped to the real buffer, so nothing past it is written.
 */
void strl_fortify_fail(const char *fn)
{
	WARN(1, "strl: %s: size argument exceeds the destination buffer\n", fn);
}

STRL__EXPORT(strl_fortify_fail);

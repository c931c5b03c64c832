// SPDX-License-Identifier: ISC
/*
 * Bare-metal default: stop at once.  Weak, so firmware can log the name
 * and reset instead; if its handler returns, the call goes on clamped.
 */
#include "internal.h"

__attribute__((__weak__)) void strl_fortify_fail(const char *fn)
{
	(void)fn;
	__builtin_trap();
}

/* SPDX-License-Identifier: ISC */
/* Must not compile: a constant size larger than the destination member.
 * compilers: clang -- GCC 12 folds end - dst only after it has decided
 * __builtin_constant_p, so there the runtime check stops this call
 * (tests/fortify/death.c, stpecpy_fortify_aborts_end_past_member). */
#include "strl.h"
#include "../user.h"

void f(struct user *u, const char *s)
{
	strl_stpecpy(u->name, u->name + 96, s);
}

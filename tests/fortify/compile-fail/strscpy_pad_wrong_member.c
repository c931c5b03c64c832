/* SPDX-License-Identifier: ISC */
/* Must not compile: a constant size larger than the destination member. */
#include "strl.h"
#include "../user.h"

void f(struct user *u, const char *s)
{
	strl_strscpy_pad(u->role, s, sizeof(u->name));
}

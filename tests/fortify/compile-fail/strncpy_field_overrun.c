/* SPDX-License-Identifier: ISC */
/* Must not compile: strncpy filling past a fixed-width member. */
#include "strl.h"
#include "../user.h"

void f(struct user *u, const char *s)
{
	strl_strncpy(u->role, s, sizeof(u->name));
}

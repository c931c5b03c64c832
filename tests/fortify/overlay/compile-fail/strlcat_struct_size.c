/* SPDX-License-Identifier: ISC */
/* Must not compile: the whole struct's size for one member. */
#include <string.h>

#include "../../user.h"

void f(struct user *u, const char *s)
{
	strlcat(u->role, s, sizeof(*u));
}

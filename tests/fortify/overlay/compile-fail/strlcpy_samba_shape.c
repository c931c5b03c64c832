/* SPDX-License-Identifier: ISC */
/* Must not compile: BSD code, a constant size larger than the member. */
#include <string.h>

#include "../../user.h"

void f(struct user *u, const char *s)
{
	strlcpy(u->name, s, 256);	/* sizeof(fstring) */
}

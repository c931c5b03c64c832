/* SPDX-License-Identifier: ISC */
/* Must not compile: a constant size larger than the destination member. */
#include "strl.h"

struct user {
	char name[64];
	char role[32];
	int id;		/* a trailing array may be flexible: keep one after */
};

void f(struct user *u, const char *s);

void f(struct user *u, const char *s)
{
	strl_strlcpy(u->name, s, 256);	/* sizeof(fstring) */
}

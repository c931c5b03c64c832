/* SPDX-License-Identifier: ISC */
/*
 * Must compile cleanly, fortified, with -Werror: BSD code with its own
 * prototypes, the right sizes, and strlcpy's address taken.
 */
#include <string.h>

#include "../user.h"

size_t strlcpy(char *, const char *, size_t);
size_t (*g(struct user *u, const char *s, char *unknown, size_t n))(char *, const char *, size_t);

size_t (*g(struct user *u, const char *s, char *unknown, size_t n))(char *, const char *, size_t)
{
	strlcpy(u->name, s, sizeof(u->name));
	strlcat(u->name, s, sizeof(u->name));
	strlcpy(u->role, s, 16);
	strlcat(unknown, s, n);
	return strlcpy;
}

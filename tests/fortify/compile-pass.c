/* SPDX-License-Identifier: ISC */
/* Must compile cleanly, fortified, with -Werror: every size is right. */
#include "strl.h"
#include "user.h"

char *g(struct user *u, const char *s, char *unknown, size_t n);

char *g(struct user *u, const char *s, char *unknown, size_t n)
{
	strl_strlcpy(u->name, s, sizeof(u->name));
	strl_strlcat(u->name, s, sizeof(u->name));
	strl_strscpy(u->role, s, sizeof(u->role));
	strl_strscpy_pad(u->role, s, 16);
	strl_strncpy(u->role, s, sizeof(u->role));
	strl_strlcpy(unknown, s, n);
	return strl_stpecpy(u->name, u->name + sizeof(u->name), s);
}

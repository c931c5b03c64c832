// SPDX-License-Identifier: ISC
/* Hosted: say which call overflowed, then abort (as glibc's __chk_fail). */
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "../internal.h"

void strl_fortify_fail(const char *fn)
{
	static const char pre[] = "*** strl: buffer overflow detected in ";
	static const char post[] = "(): size exceeds the destination ***\n";

	/* write(2), not stdio: the process may be in a bad state. */
	if (write(2, pre, sizeof(pre) - 1) < 0 ||
	    write(2, fn, strlen(fn)) < 0 || write(2, post, sizeof(post) - 1) < 0)
		abort();
	abort();
}

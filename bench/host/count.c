/* SPDX-License-Identifier: ISC */
/*
 * Host instruction counts: `strl-count IMPL LEN` makes 1000 strlcpy calls
 * of one implementation on a LEN-byte string (size LEN + 1), for
 * valgrind --tool=callgrind to count (tools/callgrind-table.sh).  IMPL
 * "none" calls an empty function: the baseline to subtract.
 */
#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "peers.h"
#include "strl.h"


typedef size_t (*copy_fn)(char *, const char *, size_t);

static size_t none(char *d, const char *s, size_t n)
{
	__asm__ volatile("" ::"r"(d), "r"(s), "r"(n) : "memory");
	return 0;
}

int main(int argc, char **argv)
{
	static char src[70000] __attribute__((aligned(64)));
	static char dst[70000] __attribute__((aligned(64)));
	copy_fn volatile f = NULL;
	size_t len, i;
	void *h;

	if (argc != 3)
		return 2;
	len = strtoul(argv[2], NULL, 10);
	if (len >= sizeof(src))
		return 2;
	memset(src, 'a', len);
	if (!strcmp(argv[1], "strl"))
		f = strl_strlcpy;
	else if (!strcmp(argv[1], "compose"))
		f = compose_strlcpy;
	else if (!strcmp(argv[1], "musl"))
		f = musl_strlcpy;
	else if (!strcmp(argv[1], "none"))
		f = none;
	else if (!strcmp(argv[1], "libbsd") && (h = dlopen("libbsd.so.0", RTLD_NOW)))
		*(void **)&f = dlsym(h, "strlcpy");
	if (!f)
		return 2;
	for (i = 0; i < 1000; i++)
		f(dst, src, len + 1);
	return 0;
}

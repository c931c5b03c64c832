/* SPDX-License-Identifier: ISC */
/*
 * Host instruction counts: `strl-count FUNC IMPL LEN` makes 1000 calls of
 * one implementation of FUNC (strlcpy, strlcat, strscpy) on a LEN-byte
 * string (size LEN + 1; strlcat's dst holds 16 chars first), for
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
	static char dst[70100] __attribute__((aligned(64)));
	static const struct { const char *func, *impl, *libbsd; copy_fn fn; } t[] = {
		{ "strlcpy", "strl", NULL, strl_strlcpy },
		{ "strlcpy", "glibc", NULL, compose_strlcpy },
		{ "strlcpy", "musl", NULL, musl_strlcpy },
		{ "strlcpy", "openbsd", "strlcpy", NULL },
		{ "strlcpy", "copy", NULL, known_length_copy },
		{ "strlcat", "strl", NULL, strl_strlcat },
		{ "strlcat", "glibc", NULL, compose_strlcat },
		{ "strlcat", "musl", NULL, musl_strlcat },
		{ "strlcat", "openbsd", "strlcat", NULL },
		{ "strscpy", "strl", NULL, strscpy_strl },
		{ "strscpy", "linux", NULL, strscpy_linux },
		{ "strscpy", "glibc", NULL, compose_strscpy },
	};
	copy_fn volatile f = NULL;
	size_t len, i, k, prefix;
	void *h;

	if (argc != 4)
		return 2;
	len = strtoul(argv[3], NULL, 10);
	if (len >= sizeof(src))
		return 2;
	memset(src, 'a', len);
	prefix = strcmp(argv[1], "strlcat") ? 0 : 16;
	memset(dst, 'd', prefix);
	if (!strcmp(argv[2], "none"))
		f = none;
	for (k = 0; !f && k < sizeof(t) / sizeof(t[0]); k++) {
		if (strcmp(argv[1], t[k].func) || strcmp(argv[2], t[k].impl))
			continue;
		f = t[k].fn;
		if (t[k].libbsd && (h = dlopen("libbsd.so.0", RTLD_NOW)))
			*(void **)&f = dlsym(h, t[k].libbsd);
	}
	if (!f)
		return 2;
	for (i = 0; i < 1000; i++) {
		dst[prefix] = '\0';
		f(dst, src, prefix + len + 1);
	}
	return 0;
}

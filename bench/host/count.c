/* SPDX-License-Identifier: ISC */
/*
 * Host instruction counts: `strl-count FUNC IMPL LEN [MODE]` makes 1000
 * calls of one implementation of FUNC (strlcpy, strlcat, strscpy) on a
 * LEN-byte string (size LEN + 1; strlcat's dst holds 16 chars first), for
 * valgrind --tool=callgrind to count (tools/callgrind-table.sh); FUNC
 * stpecpy too, and IMPL base: strl at BENCH_BASE (bench.mk).  IMPL
 * "none" calls an empty function: the baseline to subtract.  MODE is
 * "aligned" (the default), "misaligned" (src + 1, dst + 3) or "truncate"
 * (size 64, counting strlcat's 16 chars).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "peers.h"
#include "strl.h"

static size_t none(char *d, const char *s, size_t n)
{
	__asm__ volatile("" ::"r"(d), "r"(s), "r"(n) : "memory");
	return 0;
}

int main(int argc, char **argv)
{
	static char src[70000] __attribute__((aligned(64)));
	static char dst[70100] __attribute__((aligned(64)));
	static const struct { const char *func, *impl; copy_fn fn; } t[] = {
		{ "strlcpy", "strl", strl_strlcpy },
		{ "strlcpy", "base", base_strlcpy },
		{ "strlcpy", "glibc", compose_strlcpy },
		{ "strlcpy", "musl", musl_strlcpy },
		{ "strlcpy", "openbsd", NULL },
		{ "strlcpy", "copy", known_length_copy },
		{ "strlcat", "strl", strl_strlcat },
		{ "strlcat", "base", base_strlcat },
		{ "strlcat", "glibc", compose_strlcat },
		{ "strlcat", "musl", musl_strlcat },
		{ "strlcat", "openbsd", NULL },
		{ "strscpy", "strl", strscpy_strl },
		{ "strscpy", "base", strscpy_base },
		{ "strscpy", "linux", strscpy_linux },
		{ "strscpy", "glibc", compose_strscpy },
		{ "stpecpy", "strl", stpecpy_strl },
		{ "stpecpy", "base", stpecpy_base },
		{ "stpecpy", "glibc", stpecpy_memccpy },
	};
	copy_fn volatile f = NULL;
	size_t len, i, k, prefix, size, soff = 0, doff = 0;
	const char *mode = argc == 5 ? argv[4] : "aligned";

	if (argc != 4 && argc != 5)
		return 2;
	len = strtoul(argv[3], NULL, 10);
	if (len + 1 >= sizeof(src))
		return 2;
	prefix = strcmp(argv[1], "strlcat") ? 0 : 16;
	size = prefix + len + 1;
	if (!strcmp(mode, "misaligned"))
		soff = 1, doff = 3;
	else if (!strcmp(mode, "truncate"))
		size = 64;
	else if (strcmp(mode, "aligned"))
		return 2;
	memset(src + soff, 'a', len);
	memset(dst + doff, 'd', prefix);
	if (!strcmp(argv[2], "none"))
		f = none;
	for (k = 0; !f && k < sizeof(t) / sizeof(t[0]); k++) {
		if (strcmp(argv[1], t[k].func) || strcmp(argv[2], t[k].impl))
			continue;
		f = t[k].fn;
		if (!strcmp(t[k].impl, "openbsd") && bench_load_libbsd())
			f = strcmp(t[k].func, "strlcpy") ? bsd_strlcat : bsd_strlcpy;
	}
	if (!f)
		return 2;
	for (i = 0; i < 1000; i++) {
		dst[doff + prefix] = '\0';
		f(dst + doff, src + soff, size);
	}
	return 0;
}

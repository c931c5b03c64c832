/* SPDX-License-Identifier: ISC */
/*
 * The main of the instruction-count programs (host/count.c, under
 * callgrind; aarch64/count.c, under qemu-aarch64): `strl-count FUNC IMPL
 * LEN [MODE [REPS]]` makes REPS (default 1000) calls of one
 * implementation of FUNC on a LEN-byte string, size LEN + 1 (strlcat's
 * dst holds 16 chars first).  IMPL "none" calls an empty function: the
 * baseline to subtract.  MODE is "aligned" (the default), "misaligned"
 * (src + 1, dst + 3) or "truncate" (size 64, counting strlcat's 16
 * chars).  An implementation whose fn is NULL is asked of resolve(), if
 * given.  COUNT_MAIN(TABLE, RESOLVE) is the program's main.
 */
#ifndef STRL_BENCH_COUNT_MAIN_H
#define STRL_BENCH_COUNT_MAIN_H

#include <stdlib.h>
#include <string.h>

#include "peers.h"

struct count_impl {
	const char *func, *impl;
	copy_fn fn;
};

static size_t count_none(char *d, const char *s, size_t n)
{
	__asm__ volatile("" ::"r"(d), "r"(s), "r"(n) : "memory");
	return 0;
}

static int count_main(int argc, char **argv, const struct count_impl *t,
		      size_t nt, copy_fn (*resolve)(const struct count_impl *))
{
	static char src[70000] __attribute__((aligned(64)));
	static char dst[70100] __attribute__((aligned(64)));
	copy_fn volatile f = NULL;
	size_t len, i, k, prefix, size, reps = 1000, soff = 0, doff = 0;
	const char *mode = argc >= 5 ? argv[4] : "aligned";

	if (argc < 4 || argc > 6)
		return 2;
	len = strtoul(argv[3], NULL, 10);
	if (argc == 6)
		reps = strtoul(argv[5], NULL, 10);
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
		f = count_none;
	for (k = 0; !f && k < nt; k++) {
		if (strcmp(argv[1], t[k].func) || strcmp(argv[2], t[k].impl))
			continue;
		f = t[k].fn ? t[k].fn : resolve ? resolve(&t[k]) : NULL;
	}
	if (!f)
		return 2;
	for (i = 0; i < reps; i++) {
		dst[doff + prefix] = '\0';
		f(dst + doff, src + soff, size);
	}
	return 0;
}

#define COUNT_MAIN(t, resolve)						\
	int main(int argc, char **argv)					\
	{								\
		return count_main(argc, argv, t,			\
				  sizeof(t) / sizeof((t)[0]), resolve);	\
	}

#endif

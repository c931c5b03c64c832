/* SPDX-License-Identifier: ISC */
/*
 * The benchmarks call every implementation as size_t f(dst, src, size)
 * (peers.h says how each one's answer is passed through), and OpenBSD's
 * from libbsd, loaded here.
 */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <string.h>

#include "peers.h"
#include "strl.h"

copy_fn bsd_strlcpy, bsd_strlcat;

int bench_load_libbsd(void)
{
	void *h = dlopen("libbsd.so.0", RTLD_NOW);

	if (!h)
		return 0;
	*(void **)&bsd_strlcpy = dlsym(h, "strlcpy");
	*(void **)&bsd_strlcat = dlsym(h, "strlcat");
	return bsd_strlcpy && bsd_strlcat;
}

ADAPT_STRSCPY(strscpy_base, base_strl_strscpy)
ADAPT_STRSCPY(strscpy_linux, linux_strscpy)
ADAPT_STPECPY(stpecpy_base, base_strl_stpecpy)

/* stpecpy as its reference implementation writes it: over memccpy. */
size_t stpecpy_memccpy(char *d, const char *s, size_t n)
{
	char *p = memccpy(d, s, '\0', n);

	if (p)
		return (size_t)(p - 1 - d);
	d[n - 1] = '\0';
	return (size_t)-1;
}

/* The caller knows the length: n - 1 when it fits. */
/* What the pairs copy first: 16 chars, as strlcat's dst holds elsewhere. */
static const char head[] __attribute__((__aligned__(64))) = "dddddddddddddddd";

/* Each pair: strlcpy of the 16 chars, then strlcat of src onto them. */
#define PAIR(name, lcpy, lcat)					\
	size_t name(char *d, const char *s, size_t n)		\
	{							\
		lcpy(d, head, n);				\
		return lcat(d, s, n);				\
	}

PAIR(pair_strl, strl_strlcpy, strl_strlcat)
PAIR(pair_base, base_strl_strlcpy, base_strl_strlcat)
PAIR(pair_glibc, compose_strlcpy, compose_strlcat)
PAIR(pair_musl, musl_strlcpy, musl_strlcat)
PAIR(pair_openbsd, bsd_strlcpy, bsd_strlcat)

/* SPDX-License-Identifier: ISC */
/*
 * Host instruction counts (bench/host/count-main.h says the arguments),
 * for valgrind --tool=callgrind to count (tools/bench/callgrind-table.sh):
 * strlcpy, strlcat, strscpy and stpecpy by strl, base (strl at
 * BENCH_BASE, bench.mk) and the peers.
 */

#include "count-main.h"
#include "strl.h"

/* OpenBSD's come from libbsd, loaded at run time. */
static copy_fn resolve(const struct count_impl *t)
{
	if (!strcmp(t->impl, "openbsd") && bench_load_libbsd())
		return strcmp(t->func, "strlcpy") ? bsd_strlcat : bsd_strlcpy;
	return NULL;
}

static const struct count_impl impls[] = {
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

COUNT_MAIN(impls, resolve)

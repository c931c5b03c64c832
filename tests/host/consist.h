/* SPDX-License-Identifier: ISC */
/*
 * What a copy must leave behind whatever src did during it: the checks
 * shared by the race test (race.c, a thread rewrites src) and the step
 * test (step.c, src rewritten at each instruction of the call in turn).
 *
 * dst sits in dbuf after GUARD + doff canary bytes and is followed by
 * canaries to the end of dbuf.  The call must
 *   - write nothing outside dst[0 .. size);
 *   - leave dst terminated within it;
 *   - for strscpy and strscpy_pad, answer with the length of what it
 *     wrote: r >= 0 with dst[r] the first NUL in dst, or -E2BIG with
 *     dst[size - 1] the first (strscpy_pad: every byte after it zero);
 *   - for stpecpy, return dst's first NUL, or NULL (truncated) with
 *     dst[size - 1] the first.
 */
#ifndef STRL_TEST_CONSIST_H
#define STRL_TEST_CONSIST_H

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "strl.h"

#define GUARD 64		/* canary bytes each side of dst */
#define CANARY 0xa5
#define FILL 'Z'
#define E2BIG_RET ((strl_ssize_t)-STRL_E2BIG)

enum { F_STRSCPY, F_STRSCPY_PAD, F_STRLCPY, F_STPECPY, F_COUNT };

static const char *const names[F_COUNT] = {
	"strscpy", "strscpy_pad", "strlcpy", "stpecpy"
};

static unsigned long long passed, failed;

static inline unsigned long long rng_next(unsigned long long *x)
{
	*x ^= *x << 13;
	*x ^= *x >> 7;
	*x ^= *x << 17;
	return *x;
}

/*
 * The options both tests take: -i COUNT (*@count: calls or cases, named
 * @what in the usage line) and -s SEED.  Return: 0, or 2 on a bad one.
 */
static inline int consist_opts(int argc, char **argv, unsigned long long *count,
			       unsigned long long *seed, const char *what)
{
	int opt;

	while ((opt = getopt(argc, argv, "i:s:")) != -1) {
		if (opt == 'i') {
			*count = strtoull(optarg, NULL, 0);
		} else if (opt == 's') {
			*seed = strtoull(optarg, NULL, 0);
		} else {
			fprintf(stderr, "usage: %s [-i %s] [-s SEED]\n",
				argv[0], what);
			return 2;
		}
	}
	return 0;
}

/* Sets dbuf to canaries and dst's size bytes to FILL; returns dst. */
static inline char *consist_dst(char *dbuf, size_t dlen, size_t doff, size_t size)
{
	memset(dbuf, CANARY, dlen);
	memset(dbuf + GUARD + doff, FILL, size);
	return dbuf + GUARD + doff;
}

/* Calls function fn; its answer goes to *sr (strscpy's) or *p (stpecpy's). */
static inline void consist_call(int fn, char *dst, const char *src, size_t size,
			 strl_ssize_t *sr, char **p)
{
	switch (fn) {
	case F_STRSCPY:
		*sr = strl_strscpy(dst, src, size);
		break;
	case F_STRSCPY_PAD:
		*sr = strl_strscpy_pad(dst, src, size);
		break;
	case F_STRLCPY:
		(void)strl_strlcpy(dst, src, size);
		break;
	default:
		*p = strl_stpecpy(dst, dst + size, src);
		break;
	}
}

/*
 * Counts one check; prints the first 20 failures with what the call was
 * (fn, size, offsets, and the caller's own words in how).
 */
static inline void consist_one(int ok, int fn, size_t size, size_t so, size_t doff,
			const char *how, const char *what)
{
	if (ok) {
		passed++;
		return;
	}
	if (failed++ < 20)
		printf("    # FAIL %s size %zu src+%zu dst+%zu%s: %s\n",
		       names[fn], size, so, doff, how, what);
}

static inline void consist_check(int fn, const char *dbuf, size_t dlen, size_t doff,
			  size_t size, size_t so, strl_ssize_t sr,
			  const char *p, const char *how)
{
	const char *dst = dbuf + GUARD + doff, *nul;
	size_t j, first;

	for (j = 0; j < GUARD + doff; j++)
		if ((unsigned char)dbuf[j] != CANARY)
			break;
	consist_one(j == GUARD + doff, fn, size, so, doff, how,
		    "wrote before dst");
	for (j = GUARD + doff + size; j < dlen; j++)
		if ((unsigned char)dbuf[j] != CANARY)
			break;
	consist_one(j == dlen, fn, size, so, doff, how,
		    "wrote at or past dst + size");
	nul = memchr(dst, '\0', size);
	consist_one(nul != NULL, fn, size, so, doff, how, "dst not terminated");
	if (!nul)
		return;
	first = (size_t)(nul - dst);
	if (fn == F_STRSCPY || fn == F_STRSCPY_PAD) {
		consist_one(sr == E2BIG_RET || (sr >= 0 && (size_t)sr < size),
			    fn, size, so, doff, how, "answer out of range");
		consist_one(sr == E2BIG_RET ? first == size - 1 :
			    (size_t)sr == first, fn, size, so, doff, how,
			    "answer is not where dst's first NUL is");
	} else if (fn == F_STPECPY) {
		consist_one(!p || (p >= dst && p < dst + size),
			    fn, size, so, doff, how, "answer out of range");
		consist_one(!p ? first == size - 1 : p == nul, fn, size, so,
			    doff, how, "answer is not where dst's first NUL is");
	}
	if (fn == F_STRSCPY_PAD) {
		/* strscpy_pad: zeros from its answer's NUL on */
		j = sr == E2BIG_RET ? size - 1 : (size_t)sr;
		for (; j < size; j++)
			if (dst[j] != '\0')
				break;
		consist_one(j == size, fn, size, so, doff, how,
			    "not zero after the NUL");
	}
}

#endif

/* SPDX-License-Identifier: ISC */
/*
 * Race test: a second thread rewrites src, NULs included, while strscpy,
 * strscpy_pad, strlcpy and stpecpy copy from it (another thread, DMA or a
 * shared-memory peer changing a buffer under a copy).  Whatever src held,
 * every call must
 *   - write nothing outside dst[0 .. size);
 *   - leave dst terminated within it;
 *   - for strscpy and strscpy_pad, answer with the length of what it
 *     wrote: r >= 0 with dst[r] the first NUL in dst, or -E2BIG with
 *     dst[size - 1] the first (strscpy_pad: every byte after it zero);
 *   - for stpecpy, return dst's first NUL, or NULL (truncated) with
 *     dst[size - 1] the first.
 *
 *   strl-race [-i CALLS] [-s SEED]
 *
 * Every build must pass, x86-64's SIMD paths too: they load bytes again
 * for their overlapping copies, and test them (strl_x86.h).  Without
 * that test about 1 answer in 250 here did not describe dst.  Ends with
 * "N passed, N failed"; exits non-zero on a failure.
 */
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "strl.h"

#define SPAN 320		/* longest size tried */
#define SLACK 64		/* offsets of src and dst */
#define GUARD 64		/* canary bytes each side of dst */
#define CANARY 0xa5
#define FILL 'Z'
#define E2BIG_RET ((strl_ssize_t)-STRL_E2BIG)

/* src's window; its last byte stays a NUL, so strlcpy always stops. */
static char srcbuf[SLACK + SPAN + 64 + 1] __attribute__((__aligned__(64)));
static int stop;
static unsigned long long passed, failed, writes;

static unsigned long long rng_next(unsigned long long *x)
{
	*x ^= *x << 13;
	*x ^= *x >> 7;
	*x ^= *x << 17;
	return *x;
}

/*
 * The writer: one byte of src a step, in the bytes the current call may
 * read (main publishes them in focus, flen), so that its stores land in
 * the lines the call is loading; a NUL every k-th step, else a letter,
 * k cycling through 2, 8, 32 and 256, so that src's first NUL moves all
 * over the sizes tried.  Stores spread over the whole window caught a
 * copy that loads its first 32 bytes again and does not test them in
 * 1 call of 7500 with both threads on a core of their own, and never
 * while a build shared the two cores.
 */
static size_t focus, flen = 1;

static void *writer(void *arg)
{
	unsigned long long x = *(unsigned long long *)arg | 1, r, n = 0;
	unsigned int k;
	size_t p;
	char c;

	while (!__atomic_load_n(&stop, __ATOMIC_RELAXED)) {
		r = rng_next(&x);
		k = 2u << (2 * ((n >> 12) & 3));
		p = __atomic_load_n(&focus, __ATOMIC_RELAXED) +
		    (size_t)(r >> 8) % __atomic_load_n(&flen, __ATOMIC_RELAXED);
		c = (r >> 40) % k ? (char)('a' + (r >> 32) % 26) : '\0';
		__atomic_store_n(&srcbuf[p], c, __ATOMIC_RELAXED);
		n++;
	}
	writes = n;
	return NULL;
}

static const char *const names[] = {
	"strscpy", "strscpy_pad", "strlcpy", "stpecpy"
};

static void check(int ok, int fn, size_t size, size_t so, size_t doff,
		  const char *what)
{
	if (ok) {
		passed++;
		return;
	}
	if (failed++ < 20)
		printf("    # FAIL %s size %zu src+%zu dst+%zu: %s\n",
		       names[fn], size, so, doff, what);
}

int main(int argc, char **argv)
{
	static char dbuf[GUARD + SLACK + SPAN + GUARD];
	unsigned long long calls = 400000, seed = 1, x, r, i, wseed;
	int opt, fn;
	pthread_t t;
	size_t size, so, doff, j, first;
	strl_ssize_t sr = 0;
	char *dst, *p = NULL, *nul;

	while ((opt = getopt(argc, argv, "i:s:")) != -1) {
		switch (opt) {
		case 'i':
			calls = strtoull(optarg, NULL, 0);
			break;
		case 's':
			seed = strtoull(optarg, NULL, 0);
			break;
		default:
			fprintf(stderr, "usage: %s [-i CALLS] [-s SEED]\n",
				argv[0]);
			return 2;
		}
	}
	memset(srcbuf, 'a', sizeof(srcbuf) - 1);
	x = seed * 0x9e3779b97f4a7c15ull | 1;
	wseed = rng_next(&x);
	if (pthread_create(&t, NULL, writer, &wseed)) {
		perror("race: pthread_create");
		return 2;
	}
	printf("KTAP version 1\n1..1\n");
	for (i = 0; i < calls; i++) {
		r = rng_next(&x);
		fn = (int)(i & 3);
		size = 1 + (size_t)(r % SPAN);
		so = (size_t)(r >> 20) % SLACK;
		doff = (size_t)(r >> 30) % SLACK;
		dst = dbuf + GUARD + doff;
		__atomic_store_n(&focus, so, __ATOMIC_RELAXED);
		__atomic_store_n(&flen, size + 1, __ATOMIC_RELAXED);
		memset(dbuf, CANARY, sizeof(dbuf));
		memset(dst, FILL, size);
		switch (fn) {
		case 0:
			sr = strl_strscpy(dst, srcbuf + so, size);
			break;
		case 1:
			sr = strl_strscpy_pad(dst, srcbuf + so, size);
			break;
		case 2:
			(void)strl_strlcpy(dst, srcbuf + so, size);
			break;
		default:
			p = strl_stpecpy(dst, dst + size, srcbuf + so);
			break;
		}
		/* Nothing outside dst[0 .. size). */
		for (j = 0; j < GUARD + doff; j++)
			if ((unsigned char)dbuf[j] != CANARY)
				break;
		check(j == GUARD + doff, fn, size, so, doff,
		      "wrote before dst");
		for (j = GUARD + doff + size; j < sizeof(dbuf); j++)
			if ((unsigned char)dbuf[j] != CANARY)
				break;
		check(j == sizeof(dbuf), fn, size, so, doff,
		      "wrote at or past dst + size");
		nul = memchr(dst, '\0', size);
		check(nul != NULL, fn, size, so, doff, "dst not terminated");
		if (!nul)
			continue;
		first = (size_t)(nul - dst);
		if (fn <= 1) {
			check(sr == E2BIG_RET || (sr >= 0 && (size_t)sr < size),
			      fn, size, so, doff, "answer out of range");
			check(sr == E2BIG_RET ? first == size - 1 :
			      (size_t)sr == first, fn, size, so, doff,
			      "answer is not where dst's first NUL is");
		} else if (fn == 3) {
			check(!p || (p >= dst && p < dst + size),
			      fn, size, so, doff, "answer out of range");
			check(!p ? first == size - 1 : p == nul, fn, size, so,
			      doff, "answer is not where dst's first NUL is");
		}
		if (fn == 1) {
			/* strscpy_pad: zeros from its answer's NUL on */
			j = sr == E2BIG_RET ? size - 1 : (size_t)sr;
			for (; j < size; j++)
				if (dst[j] != '\0')
					break;
			check(j == size, fn, size, so, doff,
			      "not zero after the NUL");
		}
	}
	__atomic_store_n(&stop, 1, __ATOMIC_RELAXED);
	pthread_join(t, NULL);
	printf("# %llu calls against %llu writes to src\n", calls, writes);
	printf("%sok 1 race\n", failed ? "not " : "");
	printf("# strl-race: %llu passed, %llu failed\n", passed, failed);
	return failed != 0;
}

/* SPDX-License-Identifier: ISC */
/*
 * Race test: a second thread rewrites src, NULs included, while strscpy,
 * strscpy_pad, strlcpy and stpecpy copy from it (another thread, DMA or a
 * shared-memory peer changing a buffer under a copy).  Whatever src held,
 * every call must leave dst as consist.h checks: nothing written outside
 * it, terminated, and strscpy's and stpecpy's answers where its first NUL
 * is.  The step test (step.c) replays such changes one instruction at a
 * time; this one runs them truly concurrently, on every host.
 *
 *   strl-race [-i CALLS] [-s SEED]
 *
 * Every build must pass, x86-64's SIMD paths too: they load bytes again
 * for their overlapping copies, and test them (x86_64/arch.h).  Without
 * that test about 1 answer in 250 here did not describe dst.  Ends with
 * "N passed, N failed"; exits non-zero on a failure.
 */
#include <pthread.h>

#include "consist.h"

#define SPAN 320		/* longest size tried */
#define SLACK 64		/* offsets of src and dst */

/* src's window; its last byte stays a NUL, so strlcpy always stops. */
static char srcbuf[SLACK + SPAN + 64 + 1] __attribute__((__aligned__(64)));
static int stop;
static unsigned long long writes;

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

int main(int argc, char **argv)
{
	static char dbuf[GUARD + SLACK + SPAN + GUARD];
	unsigned long long calls = 400000, seed = 1, x, r, i, wseed;
	int fn;
	pthread_t t;
	size_t size, so, doff;
	strl_ssize_t sr = 0;
	char *dst, *p = NULL;

	if (consist_opts(argc, argv, &calls, &seed, "CALLS"))
		return 2;
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
		__atomic_store_n(&focus, so, __ATOMIC_RELAXED);
		__atomic_store_n(&flen, size + 1, __ATOMIC_RELAXED);
		dst = consist_dst(dbuf, sizeof(dbuf), doff, size);
		consist_call(fn, dst, srcbuf + so, size, &sr, &p);
		consist_check(fn, dbuf, sizeof(dbuf), doff, size, so, sr, p,
			      "");
	}
	__atomic_store_n(&stop, 1, __ATOMIC_RELAXED);
	pthread_join(t, NULL);
	printf("# %llu calls against %llu writes to src\n", calls, writes);
	printf("%sok 1 race\n", failed ? "not " : "");
	printf("# strl-race: %llu passed, %llu failed\n", passed, failed);
	return failed != 0;
}

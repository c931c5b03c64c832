/* SPDX-License-Identifier: ISC */
/*
 * Host benchmark: ns per call of strl against its peers, all measured in
 * this run, and the ratios.  Peers:
 *   libbsd   OpenBSD's byte loop (libbsd.so.0, loaded with dlopen)
 *   musl     musl 1.2.3's strlcpy/strlcat (objects from Debian's musl-dev,
 *            symbols renamed at link time)
 *   compose  glibc 2.38's strlcpy: strlen + memcpy (glibc's own, here AVX2)
 * Each figure is the minimum over repeats of a timed loop (the machine is
 * shared and noisy: the minimum is the least disturbed run).
 *
 *   strl-bench [-q] [-c CSV]
 */
#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "peers.h"
#include "strl.h"

size_t musl_strlcat(char *d, const char *s, size_t n);

typedef size_t (*copy_fn)(char *, const char *, size_t);

static size_t strl_strscpy_as_size(char *dst, const char *src, size_t size)
{
	return (size_t)strl_strscpy(dst, src, size);
}

struct impl {
	const char *name;
	copy_fn fn;
};

#define MAXLEN (64 * 1024)
static char *srcbuf, *dstbuf;

static double now_ns(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return ts.tv_sec * 1e9 + ts.tv_nsec;
}

/* ns per call: min over repeats of a loop of calls through a volatile. */
static double measure(copy_fn f, const char *src, char *dst, size_t size,
		      size_t len)
{
	copy_fn volatile fv = f;
	size_t iters = 200000 / (len / 16 + 1) + 50, i;
	double best = 1e30, t;
	int rep;

	for (rep = 0; rep < 7; rep++) {
		t = now_ns();
		for (i = 0; i < iters; i++)
			fv(dst, src, size);
		t = (now_ns() - t) / (double)iters;
		if (t < best)
			best = t;
	}
	return best;
}

int main(int argc, char **argv)
{
	static const size_t lens[] = { 0, 1, 2, 4, 8, 16, 32, 64, 128, 256,
				       512, 1024, 4096, 16384, 65536 };
	const size_t nlens = sizeof(lens) / sizeof(lens[0]);
	struct impl impls[4] = {
		{ "strl", strl_strlcpy },
		{ "compose", compose_strlcpy },
		{ "musl", musl_strlcpy },
		{ "libbsd", NULL },
	};
	const int nimpl = 4;
	const char *csv = NULL;
	FILE *out = NULL;
	void *h;
	int c, m, k, bad = 0;
	size_t li, i;
	double ns[4], worst_vs_compose = 0, bsd4k = 0, scpy_ratio;

	while ((c = getopt(argc, argv, "c:")) != -1) {
		if (c == 'c')
			csv = optarg;
		else
			return 2;
	}
	h = dlopen("libbsd.so.0", RTLD_NOW);
	if (!h || !(*(void **)&impls[3].fn = dlsym(h, "strlcpy"))) {
		fprintf(stderr, "strl-bench: libbsd.so.0 not found: run tools/deps.sh host\n");
		return 1;
	}
	srcbuf = aligned_alloc(4096, MAXLEN + 4096);
	dstbuf = aligned_alloc(4096, MAXLEN + 4096);
	if (!srcbuf || !dstbuf)
		return 1;
	for (i = 0; i < MAXLEN + 4096; i++)
		srcbuf[i] = (char)('a' + i % 26);
	if (csv && !(out = fopen(csv, "w"))) {
		perror(csv);
		return 1;
	}
	if (out)
		fprintf(out, "mode len strl compose musl libbsd\n");

	printf("strlcpy, ns per call (min of 7 runs); ratio = peer / strl (>1: strl faster)\n");
	for (m = 0; m < 3; m++) {
		/* 0: aligned, fits; 1: src+1/dst+3, fits; 2: truncating at 64 */
		const char *mode = m == 0 ? "aligned" : m == 1 ? "misaligned" :
				   "truncate64";
		printf("\n%-10s %7s %9s %9s %9s %9s %8s %8s %8s\n", mode, "len",
		       "strl", "compose", "musl", "libbsd", "x-comp", "x-musl",
		       "x-bsd");
		for (li = 0; li < nlens; li++) {
			size_t len = lens[li];
			const char *src = srcbuf + (m == 1 ? 1 : 0);
			char *dst = dstbuf + (m == 1 ? 3 : 0);
			size_t size = m == 2 ? 64 : len + 1;

			if (m == 2 && len < 64)
				continue;
			srcbuf[len + (m == 1)] = '\0';
			for (k = 0; k < nimpl; k++)
				ns[k] = measure(impls[k].fn, src, dst, size, len);
			srcbuf[len + (m == 1)] = (char)('a' + (len + (m == 1)) % 26);
			printf("%-10s %7zu %9.2f %9.2f %9.2f %9.2f %8.2f %8.2f %8.2f\n",
			       "", len, ns[0], ns[1], ns[2], ns[3], ns[1] / ns[0],
			       ns[2] / ns[0], ns[3] / ns[0]);
			if (out)
				fprintf(out, "%s %zu %.3f %.3f %.3f %.3f\n", mode,
					len, ns[0], ns[1], ns[2], ns[3]);
			if (m < 2 && ns[0] / ns[1] > worst_vs_compose)
				worst_vs_compose = ns[0] / ns[1];
			if (m == 0 && len == 4096)
				bsd4k = ns[3] / ns[0];
		}
	}

	/* strscpy reads at most size bytes; strlcpy must read all 4 KiB. */
	srcbuf[4096] = '\0';
	ns[0] = measure(strl_strscpy_as_size, srcbuf, dstbuf, 64, 4096);
	ns[1] = measure(compose_strlcpy, srcbuf, dstbuf, 64, 4096);
	srcbuf[4096] = 'x';
	scpy_ratio = ns[1] / ns[0];
	printf("\nstrscpy, 4 KiB source truncated at 64: strl_strscpy %.2f ns, "
	       "compose strlcpy %.2f ns: %.1fx\n", ns[0], ns[1], scpy_ratio);

	printf("\ntargets (ratios from this run):\n");
	printf("  strl_strlcpy time / compose time, worst over 0..64 KiB: %.2f "
	       "(target <= 1.00) %s\n", worst_vs_compose,
	       worst_vs_compose <= 1.0 ? "met" : "NOT met");
	printf("  OpenBSD loop / strl at 4 KiB: %.1fx (target >= 10x) %s\n",
	       bsd4k, bsd4k >= 10 ? "met" : "NOT met");
	printf("  compose strlcpy / strl_strscpy, 4 KiB truncated at 64: %.1fx "
	       "(target >= 2x) %s\n", scpy_ratio, scpy_ratio >= 2 ? "met" : "NOT met");
	bad = worst_vs_compose > 1.0 || bsd4k < 10 || scpy_ratio < 2;
	if (out)
		fclose(out);
	return bad ? 3 : 0;
}

/* SPDX-License-Identifier: ISC */
/*
 * Host benchmark: ns per call of strl and its peers, all measured in this
 * process, pinned to one CPU.  For each case every implementation's timed
 * loop runs in turn, ROUNDS times, keeping each one's minimum; the case
 * runs RUNS times and the median of those minima is what is reported
 * (the machine is shared and noisy: the minimum is the least disturbed
 * loop, the median of three guards against one lucky or unlucky round).
 * Peers, each from a Debian package or the kernel source the tests unpack:
 *   glibc    glibc 2.38's strlcpy/strlcat: strlen/strnlen + memcpy, with
 *            this glibc's own, as its ifuncs pick them (on an AVX-512
 *            machine: EVEX strlen/strnlen, AVX-512 memcpy; under
 *            valgrind, which hides AVX-512, the AVX2 ones); for strscpy,
 *            strnlen + memcpy
 *   musl     musl 1.2.3's strlcpy/strlcat (Debian's musl-dev objects)
 *   openbsd  OpenBSD's loops (libbsd.so.0, loaded with dlopen)
 *   linux    Linux's word-at-a-time strscpy (lib/string.c, 7.3 source)
 *   copy     memcpy of the string and its NUL, told the length: the limit
 *            for a strlcpy that reads and writes each byte once
 * Ratios are peer/strl: above 1, strl is faster.
 *
 *   strl-bench [-c CSV]    exit 0 when every target is met, 3 if not
 */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <sched.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "peers.h"
#include "strl.h"

#define ROUNDS 15
#define RUNS 3
#define MAXLEN (64 * 1024)
#define MAXIMPL 5
#define DST_TWIN (MAXLEN + 4096)	/* strlcat's second destination */
/*
 * dst sits this far into its page, src at the start of its own: buffers
 * at the same offset in their pages make a load of src look, to the CPU,
 * like it may read what the previous call just stored to dst (4K
 * aliasing).  Whether that costs nothing or some 35 cycles a call
 * depends on where ASLR put the buffers, run by run, and on which
 * implementation; real buffers seldom line up so.
 */
#define DST_OFF 2048

typedef size_t (*copy_fn)(char *, const char *, size_t);

struct impl {
	const char *name;
	copy_fn fn;
};

/* The functions under test, each with its peers; impls[0] is strl. */
struct func {
	const char *name;
	struct impl impls[MAXIMPL];
	int nimpl;
	int prefix;	/* strlcat: dst holds this many chars first */
	double worst[MAXIMPL];	/* worst peer/strl over all cases */
	size_t worst_len[MAXIMPL];
	const char *worst_mode[MAXIMPL];
};

static char *srcbuf, *dstbuf;

static double now_ns(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return ts.tv_sec * 1e9 + ts.tv_nsec;
}

/*
 * One timed loop: ns per call, calls through a volatile pointer.  strlcat
 * appends afresh each time: its dst's NUL is put back after the call, and
 * two destinations take turns, so that the store has long retired when
 * the next call reads it.  (Read at once, a vector load of a block that a
 * byte was just stored into waits for the store; a byte loop does not.
 * That is the caller's cost, paid the same by every vector strlcat.)
 */
static double timed(copy_fn f, char *dst, const char *src, size_t size,
		    size_t len, int prefix)
{
	copy_fn volatile fv = f;
	size_t iters = 100000 / (len / 32 + 1) + 40, i;
	char *d[2] = { dst, dst + DST_TWIN };
	double t = now_ns();

	if (!prefix) {
		for (i = 0; i < iters; i++)
			fv(dst, src, size);
	} else {
		for (i = 0; i < iters; i++) {
			fv(d[i & 1], src, size);
			d[i & 1][prefix] = '\0';
		}
	}
	return (now_ns() - t) / (double)iters;
}

static int cmp_double(const void *a, const void *b)
{
	double x = *(const double *)a, y = *(const double *)b;

	return x < y ? -1 : x > y;
}

/* ns[k] for every implementation of f on one case. */
static void measure(struct func *f, char *dst, const char *src, size_t size,
		    size_t len, double *ns)
{
	double best[RUNS][MAXIMPL], v[RUNS], t;
	int run, r, k;

	for (run = 0; run < RUNS; run++) {
		for (k = 0; k < f->nimpl; k++)
			best[run][k] = 1e30;
		for (r = 0; r < ROUNDS; r++)
			for (k = 0; k < f->nimpl; k++) {
				t = timed(f->impls[k].fn, dst, src, size, len, f->prefix);
				if (t < best[run][k])
					best[run][k] = t;
			}
	}
	for (k = 0; k < f->nimpl; k++) {
		for (run = 0; run < RUNS; run++)
			v[run] = best[run][k];
		qsort(v, RUNS, sizeof(v[0]), cmp_double);
		ns[k] = v[RUNS / 2];
	}
}

static void pin(void)
{
	cpu_set_t set;
	int cpu = sched_getcpu();

	CPU_ZERO(&set);
	CPU_SET(cpu < 0 ? 0 : cpu, &set);
	if (sched_setaffinity(0, sizeof(set), &set) != 0)
		perror("strl-bench: sched_setaffinity (not pinned)");
}

int main(int argc, char **argv)
{
	static const size_t lens[] = { 0, 1, 2, 4, 8, 15, 16, 32, 64, 128, 256,
				       512, 1024, 4096, 16384, 65536 };
	static const char *const modes[] = { "aligned", "src+1,dst+3", "truncate" };
	const size_t nlens = sizeof(lens) / sizeof(lens[0]);
	struct func funcs[3] = {
		{ "strlcpy", { { "strl", strl_strlcpy }, { "glibc", compose_strlcpy },
			       { "musl", musl_strlcpy }, { "openbsd", NULL },
			       { "copy", known_length_copy } }, 5, 0, {0}, {0}, {0} },
		{ "strlcat", { { "strl", strl_strlcat }, { "glibc", compose_strlcat },
			       { "musl", musl_strlcat }, { "openbsd", NULL } }, 4, 16,
		  {0}, {0}, {0} },
		{ "strscpy", { { "strl", strscpy_strl }, { "linux", strscpy_linux },
			       { "glibc", compose_strscpy } }, 3, 0, {0}, {0}, {0} },
	};
	const char *csv = NULL;
	double ns[MAXIMPL], copy_worst = 0;
	size_t copy_worst_len = 0, li, i, r1;
	const char *copy_worst_mode = "";
	FILE *out = NULL;
	int c, fi, m, k, bad = 0;
	void *h;

	while ((c = getopt(argc, argv, "c:")) != -1) {
		if (c == 'c')
			csv = optarg;
		else
			return 2;
	}
	h = dlopen("libbsd.so.0", RTLD_NOW);
	if (!h || !(*(void **)&funcs[0].impls[3].fn = dlsym(h, "strlcpy")) ||
	    !(*(void **)&funcs[1].impls[3].fn = dlsym(h, "strlcat"))) {
		fprintf(stderr, "strl-bench: libbsd.so.0 not found: run tools/deps.sh host\n");
		return 1;
	}
	srcbuf = aligned_alloc(4096, MAXLEN + 4096);
	dstbuf = aligned_alloc(4096, 2 * DST_TWIN + DST_OFF);
	if (!srcbuf || !dstbuf)
		return 1;
	for (i = 0; i < MAXLEN + 4096; i++)
		srcbuf[i] = (char)('a' + i % 26);
	memset(dstbuf, 'x', 2 * DST_TWIN + DST_OFF);
	if (csv && !(out = fopen(csv, "w"))) {
		perror(csv);
		return 1;
	}
	if (out)
		fprintf(out, "func mode len impl ns\n");
	pin();
	for (fi = 0; fi < 3; fi++)
		for (k = 0; k < MAXIMPL; k++)
			funcs[fi].worst[k] = 1e30;

	printf("ns per call: median of %d runs of the minimum of %d timed loops; "
	       "ratio = peer / strl (> 1: strl faster)\n", RUNS, ROUNDS);
	for (fi = 0; fi < 3; fi++) {
		struct func *f = &funcs[fi];

		for (m = 0; m < 3; m++) {
			/* The copy limit only has a meaning when the string fits. */
			int nk = f->impls[f->nimpl - 1].fn == known_length_copy && m == 2 ?
				 f->nimpl - 1 : f->nimpl;

			printf("\n%s, %s%s\n%8s", f->name, modes[m],
			       f->prefix ? " (dst holds 16 chars)" : "", "len");
			for (k = 0; k < nk; k++)
				printf(" %9s", f->impls[k].name);
			for (k = 1; k < nk; k++)
				printf(" %9s", f->impls[k].name);
			printf("\n");
			for (li = 0; li < nlens; li++) {
				size_t len = lens[li], off = m == 1 ? 1 : 0;
				const char *src = srcbuf + off;
				char *dst = dstbuf + DST_OFF + (m == 1 ? 3 : 0);
				size_t size = m == 2 ? 64 : f->prefix + len + 1;

				if (m == 2 && len < 64)
					continue;
				srcbuf[len + off] = '\0';
				memset(dst, 'd', (size_t)f->prefix);
				memset(dst + DST_TWIN, 'd', (size_t)f->prefix);
				dst[f->prefix] = dst[DST_TWIN + f->prefix] = '\0';
				r1 = f->impls[1].fn(dst, src, size);
				dst[f->prefix] = '\0';
				if (r1 != f->impls[0].fn(dst, src, size)) {
					fprintf(stderr, "strl-bench: %s and %s disagree at len %zu\n",
						f->impls[0].name, f->impls[1].name, len);
					return 1;
				}
				measure(f, dst, src, size, len, ns);
				srcbuf[len + off] = (char)('a' + (len + off) % 26);
				printf("%8zu", len);
				for (k = 0; k < nk; k++)
					printf(" %9.2f", ns[k]);
				for (k = 1; k < nk; k++)
					printf(" %9.2f", ns[k] / ns[0]);
				printf("\n");
				for (k = 1; k < nk; k++) {
					if (out)
						fprintf(out, "%s %s %zu %s %.3f\n", f->name,
							modes[m], len, f->impls[k].name, ns[k]);
					if (f->impls[k].fn == known_length_copy) {
						if (len >= 256 && ns[0] / ns[k] > copy_worst) {
							copy_worst = ns[0] / ns[k];
							copy_worst_len = len;
							copy_worst_mode = modes[m];
						}
					} else if (ns[k] / ns[0] < f->worst[k]) {
						f->worst[k] = ns[k] / ns[0];
						f->worst_len[k] = len;
						f->worst_mode[k] = modes[m];
					}
				}
				if (out)
					fprintf(out, "%s %s %zu strl %.3f\n", f->name,
						modes[m], len, ns[0]);
			}
		}
	}

	printf("\ntargets (ratios from this run):\n");
	for (fi = 0; fi < 3; fi++)
		for (k = 1; k < funcs[fi].nimpl; k++) {
			struct func *f = &funcs[fi];

			if (f->impls[k].fn == known_length_copy)
				continue;
			printf("  %s: worst %s/strl %.2f (%s, len %zu; target >= 1.00) %s\n",
			       f->name, f->impls[k].name, f->worst[k], f->worst_mode[k],
			       f->worst_len[k], f->worst[k] >= 1.0 ? "met" : "NOT met");
			bad |= f->worst[k] < 1.0;
		}
	printf("  strlcpy from 256 B up: worst strl/copy %.2f (%s, len %zu; "
	       "target <= 1.10) %s\n", copy_worst, copy_worst_mode, copy_worst_len,
	       copy_worst <= 1.10 ? "met" : "NOT met");
	bad |= copy_worst > 1.10;
	if (out)
		fclose(out);
	return bad ? 3 : 0;
}

/* SPDX-License-Identifier: ISC */
/*
 * Host benchmark: ns per call of strl and its peers, all measured in this
 * process, pinned to one CPU.  Each case (function, mode, length) gets
 * PASSES timed loops of every implementation, and reports each one's
 * minimum.  The passes go over every case in turn, so that each case's
 * loops are spread over the whole run: the machine is shared, and its
 * slow stretches last seconds (the same loop takes 8 or 17 cycles a call,
 * minute by minute), longer than all of one case's loops would if taken
 * back to back.  Spread out, every implementation's minimum comes from a
 * quiet moment.  Within a pass the implementations take turns starting.
 * Peers, each from a Debian package or the kernel source the tests unpack:
 *   glibc    glibc 2.38's strlcpy/strlcat: strlen/strnlen + memcpy, with
 *            this glibc's own, as its ifuncs pick them (on an AVX-512
 *            machine: EVEX strlen/strnlen, AVX-512 memcpy; under
 *            valgrind, which hides AVX-512, the AVX2 ones); for strscpy,
 *            strnlen + memcpy; for stpecpy, memccpy (its reference
 *            implementation's shape)
 *   musl     musl 1.2.3's strlcpy/strlcat (Debian's musl-dev objects)
 *   openbsd  OpenBSD's loops (libbsd.so.0, loaded with dlopen)
 *   linux    Linux's word-at-a-time strscpy (lib/string.c, 7.3 source)
 *   copy     memcpy of the string and its NUL, told the length: the limit
 *            for a strlcpy that reads and writes each byte once
 * and, not a peer, "base": strl itself as it was at BENCH_BASE (bench.mk),
 * the code the short-string targets are measured against.
 * Besides single calls, the sequences programs run, each implementation
 * running the same one: strlcat right after the program stored dst's NUL
 * with a byte store ("fresh"), strlcpy of a 16-char string then strlcat
 * onto it ("pair", timed together), and strlcat onto a dst of 40 chars,
 * past the bytes strl's strlcat reads one at a time ("long").
 * Ratios are peer/strl: above 1, strl is faster.  The header also gives
 * the floor under every figure: a function that does nothing, called the
 * same way; each short-string target line, what it asks over that floor.
 *
 *   strl-bench [-c CSV]    exit 0 when every target is met, 3 if not
 */
#define _GNU_SOURCE
#include <sched.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "peers.h"
#include "strl.h"

#define PASSES 45
#define MAXLEN (64 * 1024)
#define MAXIMPL 6
#define NFUNCS 7	/* main()'s funcs[] */
/*
 * strlcat's second destination, which takes turns with the first (see
 * timed()), 1024 bytes into its page: clear of src, dst and the stack
 * below for strings up to 1 KiB.  At dst's own offset, each call's loads
 * of its dst 4K-aliased with the previous call's stores to the other,
 * and strl's 1-byte strlcat took 5.6 or 7.7 ns, process by process (slow
 * in 2 of 16 runs, and in 2 of 8 with ASLR off); OpenBSD's byte loop did
 * not move, so OpenBSD/strl read 1.26 or 0.91.
 */
#define DST_TWIN (MAXLEN + 4096 + 3072)
/*
 * dst sits this far into its page, src at the start of its own: buffers
 * at the same offset in their pages make a load of src look, to the CPU,
 * like it may read what the previous call just stored to dst (4K
 * aliasing).  Whether that costs nothing or some 35 cycles a call
 * depends on where ASLR put the buffers, run by run, and on which
 * implementation; real buffers seldom line up so.
 */
#define DST_OFF 2048
/*
 * The timed loop's stack (the call's return address, the volatile
 * pointer it calls through) sits this far into its page: stores to dst
 * and a load of the stack at the same offset in their pages are 4K
 * aliasing too.  Left where the environment's size puts the stack, the
 * same binary measured memcpy's 512-byte copy at 6.23 or 6.50 ns, and
 * strl/copy at 1.13 or 1.08, depending only on the length of an unused
 * environment variable.  Here it is clear of src (from the start of its
 * page) and of dst (from DST_OFF + 3) up to 1 KiB; longer strings cover
 * every offset, for every implementation alike.
 */
#define STACK_OFF 3968

struct impl {
	const char *name;
	copy_fn fn;
};

/*
 * How a function's calls follow one another in the timed loop:
 *   PLAIN  the same call again (strlcpy, strscpy, stpecpy)
 *   TURNS  strlcat into two destinations taking turns, each one's NUL put
 *          back after the call, so that the store has long retired when
 *          the next call reads it (as `make bench` always measured)
 *   FRESH  strlcat into one destination whose NUL the program has just
 *          put back with a byte store: what the next call reads first
 *   PAIR   strlcpy of a 16-char string, then strlcat onto it (one call
 *          of a pair function, adapt.c)
 */
enum kind { PLAIN, TURNS, FRESH, PAIR };

/* The functions under test, each with its peers; impls[0] is strl. */
struct func {
	const char *name;
	enum kind kind;
	struct impl impls[MAXIMPL];
	int nimpl;
	int prefix;	/* strlcat: dst holds this many chars first */
	size_t maxlen;	/* longest string measured */
	double worst[MAXIMPL];	/* worst peer/strl over all cases */
	size_t worst_len[MAXIMPL];
	const char *worst_mode[MAXIMPL];
};

static char *srcbuf, *dstbuf;
static unsigned long stack_off;	/* where timed()'s pointer sat, for the header */

/*
 * The floor under every figure: a function of the same type that does
 * nothing, called as the timed loops call the others.  Its minimum over
 * the passes (empty_ns) is what the call and the loop cost by themselves;
 * the short-string targets are read against it (docs/performance.md).
 */
static __attribute__((__noinline__)) size_t empty_call(char *dst, const char *src,
						       size_t size)
{
	__asm__("" : : "r"(dst), "r"(src));
	return size;
}

static double empty_ns = 1e30;

static double now_ns(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return ts.tv_sec * 1e9 + ts.tv_nsec;
}

/*
 * One timed loop: ns per call, calls through a volatile pointer, in the
 * order @kind says.  TURNS: two destinations, so that the store of one
 * call's NUL has long retired when it is read.  (Read at once, a vector
 * load of a block that a byte was just stored into waits for the store;
 * a byte loop does not.  FRESH measures that case: the program's own
 * byte store, then the call.)
 */
static __attribute__((__noinline__)) double timed(copy_fn f, char *dst, const char *src,
						  size_t size, size_t len, int prefix,
						  enum kind kind)
{
	copy_fn volatile fv = f;
	size_t iters = 100000 / (len / 32 + 1) + 40, i;
	char *d[2] = { dst, dst + DST_TWIN };
	double t = now_ns();

	stack_off = (unsigned long)&fv & 4095;
	if (kind == TURNS) {
		for (i = 0; i < iters; i++) {
			fv(d[i & 1], src, size);
			d[i & 1][prefix] = '\0';
		}
	} else if (kind == FRESH) {
		for (i = 0; i < iters; i++) {
			fv(dst, src, size);
			dst[prefix] = '\0';
		}
	} else {
		for (i = 0; i < iters; i++)
			fv(dst, src, size);
	}
	return (now_ns() - t) / (double)iters;
}

/* One case of the table: a function, a mode, a length. */
struct bcase {
	struct func *f;
	int mode;	/* index into modes[] */
	int nk;		/* implementations timed: all but the copy when truncating */
	size_t len, off, size;
	double ns[MAXIMPL];	/* minimum over the passes so far */
};

/* One pass over case @c: src and dst set up, every implementation timed. */
static void pass(struct bcase *c, int turn)
{
	struct func *f = c->f;
	const char *src = srcbuf + c->off;
	char *dst = dstbuf + DST_OFF + (c->mode == 1 ? 3 : 0);
	double t;
	int i, k;
	/* Move the stack down so that timed()'s frame starts at STACK_OFF. */
	volatile char *gap = __builtin_alloca(
		(((unsigned long)__builtin_frame_address(0) - STACK_OFF) & 4095) + 16);

	gap[0] = 0;
	srcbuf[c->len + c->off] = '\0';
	memset(dst, 'd', (size_t)f->prefix);
	memset(dst + DST_TWIN, 'd', (size_t)f->prefix);
	dst[f->prefix] = dst[DST_TWIN + f->prefix] = '\0';
	for (i = 0; i < c->nk; i++) {
		k = (i + turn) % c->nk;
		t = timed(f->impls[k].fn, dst, src, c->size, c->len, f->prefix, f->kind);
		if (t < c->ns[k])
			c->ns[k] = t;
	}
	/* The floor, once a pass: beside the first case (strlcpy, len 0). */
	if (c->f->kind == PLAIN && c->len == 0 && c->mode == 0) {
		t = timed(empty_call, dst, src, c->size, c->len, 0, PLAIN);
		if (t < empty_ns)
			empty_ns = t;
	}
	srcbuf[c->len + c->off] = (char)('a' + (c->len + c->off) % 26);
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

/* What a table's title says of its sequence, after the mode. */
static void print_kind(const struct func *f)
{
	if (f->kind == TURNS)
		printf(" (dst holds %d chars)", f->prefix);
	else if (f->kind == FRESH)
		printf(" (dst holds %d chars, its NUL just stored by the program)",
		       f->prefix);
	else if (f->kind == PAIR)
		printf(" (strlcpy of %d chars, then strlcat onto them: the pair's time)",
		       f->prefix);
}

/* The short-string target against base: strlcpy, strscpy and stpecpy. */
#define BASE_FROM 32
#define BASE_TO 128
#define BASE_TARGET 1.20

static int is_base(const struct impl *i)
{
	return !strcmp(i->name, "base");
}

/* dst as every case starts: @prefix chars, a NUL, then filler. */
static void reset_dst(char *dst, int prefix, size_t size)
{
	memset(dst, 'x', size + 64);
	memset(dst, 'd', (size_t)prefix);
	dst[prefix] = '\0';
}

/* Every implementation agrees with strl on the result and on dst's string. */
static int check_case(const struct bcase *c, const char *src, char *dst)
{
	static char want[MAXLEN + 256];
	struct func *f = c->f;
	size_t r0, r;
	int k;

	reset_dst(dst, f->prefix, c->size);
	r0 = f->impls[0].fn(dst, src, c->size);
	strcpy(want, dst);
	for (k = 1; k < c->nk; k++) {
		reset_dst(dst, f->prefix, c->size);
		r = f->impls[k].fn(dst, src, c->size);
		if (r != r0 || strcmp(dst, want)) {
			fprintf(stderr, "strl-bench: %s and %s disagree on %s at len %zu "
				"(returned %zu and %zu)\n", f->impls[0].name,
				f->impls[k].name, f->name, c->len, r0, r);
			return 0;
		}
	}
	reset_dst(dst, f->prefix, c->size);
	return 1;
}

int main(int argc, char **argv)
{
	static const size_t lens[] = { 0, 1, 2, 3, 4, 7, 8, 12, 15, 16, 24, 31, 32, 48, 63,
				       64, 100, 128, 200, 256, 300, 400, 480, 512, 700,
				       1000, 1024, 3000, 4096, 16384, 65536 };
	static const char *const modes[] = { "aligned", "src+1,dst+3", "truncate" };
	const size_t nlens = sizeof(lens) / sizeof(lens[0]);
	struct func funcs[] = {
		{ "strlcpy", PLAIN, { { "strl", strl_strlcpy }, { "base", base_strlcpy },
			{ "glibc", compose_strlcpy }, { "musl", musl_strlcpy },
			{ "openbsd", NULL }, { "copy", known_length_copy } },
		  6, 0, MAXLEN, {0}, {0}, {0} },
		{ "strscpy", PLAIN, { { "strl", strscpy_strl }, { "base", strscpy_base },
			{ "linux", strscpy_linux }, { "glibc", compose_strscpy } },
		  4, 0, MAXLEN, {0}, {0}, {0} },
		{ "stpecpy", PLAIN, { { "strl", stpecpy_strl }, { "base", stpecpy_base },
			{ "glibc", stpecpy_memccpy } },
		  3, 0, MAXLEN, {0}, {0}, {0} },
		{ "strlcat", TURNS, { { "strl", strl_strlcat }, { "base", base_strlcat },
			{ "glibc", compose_strlcat }, { "musl", musl_strlcat },
			{ "openbsd", NULL } },
		  5, 16, MAXLEN, {0}, {0}, {0} },
		{ "strlcat-fresh", FRESH, { { "strl", strl_strlcat }, { "base", base_strlcat },
			{ "glibc", compose_strlcat }, { "musl", musl_strlcat },
			{ "openbsd", NULL } },
		  5, 16, 1024, {0}, {0}, {0} },
		/*
		 * A dst past strlcat's byte loads (x86_64/strlcat.c): what they
		 * cost where they find no NUL.
		 */
		{ "strlcat-long", TURNS, { { "strl", strl_strlcat }, { "base", base_strlcat },
			{ "glibc", compose_strlcat }, { "musl", musl_strlcat },
			{ "openbsd", NULL } },
		  5, 40, 1024, {0}, {0}, {0} },
		{ "strlcpy+strlcat", PAIR, { { "strl", pair_strl }, { "base", pair_base },
			{ "glibc", pair_glibc }, { "musl", pair_musl },
			{ "openbsd", pair_openbsd } },
		  5, 16, 1024, {0}, {0}, {0} },
	};
	const int nfuncs = (int)(sizeof(funcs) / sizeof(funcs[0]));
	_Static_assert(sizeof(funcs) / sizeof(funcs[0]) == NFUNCS, "NFUNCS: funcs[]'s length");
	static struct bcase cases[NFUNCS * 3 * sizeof(lens) / sizeof(lens[0])];
	struct bcase *bc;
	const char *csv = NULL;
	double copy_worst = 0, base_worst[NFUNCS], base_short[NFUNCS], tight_ns[NFUNCS];
	size_t copy_worst_len = 0, base_worst_len[NFUNCS] = {0}, base_short_len[NFUNCS] = {0};
	size_t tight_len[NFUNCS] = {0};
	const char *tight_mode[NFUNCS] = {0};
	const char *base_worst_mode[NFUNCS] = {0}, *base_short_mode[NFUNCS] = {0};
	size_t li, i;
	const char *copy_worst_mode = "";
	FILE *out = NULL;
	int c, fi, m, k, p, ncase = 0, bad = 0;

	while ((c = getopt(argc, argv, "c:")) != -1) {
		if (c == 'c')
			csv = optarg;
		else
			return 2;
	}
	if (!bench_load_libbsd()) {
		fprintf(stderr, "strl-bench: libbsd.so.0 not found: run tools/deps.sh host\n");
		return 1;
	}
	/* OpenBSD's functions called as they are, not through an adapter. */
	funcs[0].impls[4].fn = bsd_strlcpy;
	funcs[3].impls[4].fn = funcs[4].impls[4].fn = funcs[5].impls[4].fn = bsd_strlcat;
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

	/* The cases, each checked once: every implementation agrees with strl. */
	for (fi = 0; fi < nfuncs; fi++)
		for (m = 0; m < 3; m++)
			for (li = 0; li < nlens; li++) {
				struct func *f = &funcs[fi];
				char *dst = dstbuf + DST_OFF + (m == 1 ? 3 : 0);
				int ok;

				if ((m == 2 && lens[li] < 64) || lens[li] > f->maxlen)
					continue;
				bc = &cases[ncase++];
				bc->f = f;
				bc->mode = m;
				bc->len = lens[li];
				bc->off = m == 1 ? 1 : 0;
				bc->size = m == 2 ? 64 : (size_t)f->prefix + bc->len + 1;
				/* The copy limit only has a meaning when the string fits. */
				bc->nk = f->impls[f->nimpl - 1].fn == known_length_copy &&
					 m == 2 ? f->nimpl - 1 : f->nimpl;
				for (k = 0; k < MAXIMPL; k++)
					bc->ns[k] = 1e30;
				srcbuf[bc->len + bc->off] = '\0';
				ok = check_case(bc, srcbuf + bc->off, dst);
				srcbuf[bc->len + bc->off] =
					(char)('a' + (bc->len + bc->off) % 26);
				if (!ok)
					return 1;
			}
	for (p = 0; p < PASSES; p++)
		for (i = 0; i < (size_t)ncase; i++)
			pass(&cases[i], p);

	for (fi = 0; fi < nfuncs; fi++) {
		for (k = 0; k < MAXIMPL; k++)
			funcs[fi].worst[k] = 1e30;
		base_worst[fi] = base_short[fi] = tight_ns[fi] = 1e30;
	}
	printf("ns per call: minimum of %d timed loops, taken in %d passes over "
	       "all cases; ratio = peer / strl (> 1: strl faster)\n"
	       "(src at page offset 0, dst at %d, the timed loop's stack at %lu)\n",
	       PASSES, PASSES, DST_OFF, stack_off);
	printf("(a function that does nothing, called the same way: %.2f ns a call)\n",
	       empty_ns);
	for (i = 0; i < (size_t)ncase; i++) {
		struct func *f;
		double *ns, r;

		bc = &cases[i];
		f = bc->f;
		fi = (int)(f - funcs);
		ns = bc->ns;
		if (i == 0 || bc->f != cases[i - 1].f || bc->mode != cases[i - 1].mode) {
			printf("\n%s, %s", f->name, modes[bc->mode]);
			print_kind(f);
			printf("\n%8s", "len");
			for (k = 0; k < bc->nk; k++)
				printf(" %9s", f->impls[k].name);
			for (k = 1; k < bc->nk; k++)
				printf(" %9s", f->impls[k].name);
			printf("\n");
		}
		printf("%8zu", bc->len);
		for (k = 0; k < bc->nk; k++)
			printf(" %9.2f", ns[k]);
		for (k = 1; k < bc->nk; k++)
			printf(" %9.2f", ns[k] / ns[0]);
		printf("\n");
		for (k = 1; k < bc->nk; k++) {
			r = ns[k] / ns[0];
			if (out)
				fprintf(out, "%s %s %zu %s %.3f\n", f->name,
					modes[bc->mode], bc->len, f->impls[k].name, ns[k]);
			if (f->impls[k].fn == known_length_copy) {
				if (bc->len >= 256 && 1 / r > copy_worst) {
					copy_worst = 1 / r;
					copy_worst_len = bc->len;
					copy_worst_mode = modes[bc->mode];
				}
			} else if (is_base(&f->impls[k])) {
				if (r < base_worst[fi]) {
					base_worst[fi] = r;
					base_worst_len[fi] = bc->len;
					base_worst_mode[fi] = modes[bc->mode];
				}
				/* Where base is fastest the target asks the most. */
				if (bc->mode != 2 && bc->len >= BASE_FROM &&
				    bc->len <= BASE_TO && ns[k] < tight_ns[fi]) {
					tight_ns[fi] = ns[k];
					tight_len[fi] = bc->len;
					tight_mode[fi] = modes[bc->mode];
				}
				if (bc->mode != 2 && bc->len >= BASE_FROM &&
				    bc->len <= BASE_TO && r < base_short[fi]) {
					base_short[fi] = r;
					base_short_len[fi] = bc->len;
					base_short_mode[fi] = modes[bc->mode];
				}
			} else if (r < f->worst[k]) {
				f->worst[k] = r;
				f->worst_len[k] = bc->len;
				f->worst_mode[k] = modes[bc->mode];
			}
		}
		if (out)
			fprintf(out, "%s %s %zu strl %.3f\n", f->name,
				modes[bc->mode], bc->len, ns[0]);
	}

	printf("\ntargets (ratios from this run):\n");
	for (fi = 0; fi < nfuncs; fi++)
		for (k = 1; k < funcs[fi].nimpl; k++) {
			struct func *f = &funcs[fi];

			if (f->impls[k].fn == known_length_copy || is_base(&f->impls[k]))
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
	for (fi = 0; fi < nfuncs; fi++) {
		if (funcs[fi].kind != PLAIN)
			continue;
		printf("  %s, %d to %d B: worst base/strl %.2f (%s, len %zu; "
		       "target >= %.2f) %s\n", funcs[fi].name, BASE_FROM, BASE_TO,
		       base_short[fi], base_short_mode[fi], base_short_len[fi],
		       BASE_TARGET, base_short[fi] >= BASE_TARGET ? "met" : "NOT met");
		/* Where it asks the most, against the floor. */
		printf("    most asked at len %zu (%s): base %.2f ns, so strl <= "
		       "%.2f, %.2f over an empty call\n", tight_len[fi],
		       tight_mode[fi], tight_ns[fi], tight_ns[fi] / BASE_TARGET,
		       tight_ns[fi] / BASE_TARGET - empty_ns);
		bad |= base_short[fi] < BASE_TARGET;
	}
	printf("against base (strl at BENCH_BASE), not a target elsewhere:\n");
	for (fi = 0; fi < nfuncs; fi++)
		printf("  %s: worst base/strl %.2f (%s, len %zu)\n", funcs[fi].name,
		       base_worst[fi], base_worst_mode[fi], base_worst_len[fi]);
	if (out)
		fclose(out);
	return bad ? 3 : 0;
}

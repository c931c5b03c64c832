// SPDX-License-Identifier: GPL-2.0 OR ISC
/*
 * KUnit suite "strl": the shared test corpus run against the functions
 * strl.ko exports, and through the standard names strl_compat.h gives
 * back (kunit/compat.c), plus what only a kernel can check -
 * strl_strscpy and strl_strscpy_pad against the kernel's own strscpy
 * family, on the table of lib/test_strscpy.c and on random input;
 * strl_strncpy and strl_strlcpy (what strl_compat.h calls where the
 * kernel dropped them) against the kernel's strncpy and strlcpy on the
 * kernels that still have them - and fortification in kernel context.
 * kunit/Kbuild says which kernel functions exist (kernel/probe.kbuild).
 */
#include <kunit/test.h>
#include <linux/module.h>
#include <linux/prandom.h>
#include <linux/string.h>

/*
 * Count fortify failures here instead of WARNing: the tests provoke them.
 * Shared with kunit/compat.c.
 */
#include "compat.h"

int strl_kunit_fortify_hits;
#define fortify_hits strl_kunit_fortify_hits
#define STRL_FORTIFY 1
#define STRL_FORTIFY_FAIL(fn) ((void)(fn), fortify_hits++)

#include "strl.h"
#include "strl_test.h"

/* The corpus tables, compiled here so KUNIT_ARRAY_PARAM knows their sizes. */
#include "vectors.c"
#include "sweeps.c"

STRL_MODULE_IMPORT_NS();

static unsigned int sweep_n = 32;
module_param(sweep_n, uint, 0444);
MODULE_PARM_DESC(sweep_n, "sweep lengths and sizes 0..sweep_n (default 32)");

static unsigned int sweep_align = 2 * sizeof(long);
module_param(sweep_align, uint, 0444);
MODULE_PARM_DESC(sweep_align, "sweep alignments 0..sweep_align-1");

/*
 * The sweeps through the standard names check the mapping to strl's code
 * (or the kernel's own against the model): shorter than the sweeps of
 * the strl_ names, which cover the code itself.
 */
static unsigned int compat_n = 16;
module_param(compat_n, uint, 0444);
MODULE_PARM_DESC(compat_n, "compat sweep lengths and sizes 0..compat_n (default 16)");

/*
 * The mutant runs need a verdict, not a count: with fail_fast, a sweep
 * stops at its first failure, and after the first failed case the sweeps
 * and random comparisons that follow are skipped.
 */
static bool fail_fast;
module_param(fail_fast, bool, 0444);
MODULE_PARM_DESC(fail_fast, "stop at the first failure (default off)");

static bool strl_failed;

static void strl_case_exit(struct kunit *test)
{
	if (test->status == KUNIT_FAILURE)
		strl_failed = true;
}

/* Skip @test if an earlier case failed under fail_fast. */
static bool skipped_after_failure(struct kunit *test)
{
	if (!fail_fast || !strl_failed)
		return false;
	kunit_mark_skipped(test, "after the first failure (fail_fast)");
	return true;
}

/* --- the shared corpus --------------------------------------------- */

static void vector_desc(const struct st_vector *v, char *desc)
{
	strscpy(desc, v->name, KUNIT_PARAM_DESC_SIZE);
}

KUNIT_ARRAY_PARAM(vectors, st_vectors, vector_desc);

static void corpus_vector(struct kunit *test)
{
	const struct st_vector *v = test->param_value;
	struct st_msg m;

	if (st_run_vector(&st_strl, v, &m) != 0)
		KUNIT_FAIL(test, "%s", m.buf);
}

static void sweep_desc(const struct st_sweep *s, char *desc)
{
	strscpy(desc, s->name, KUNIT_PARAM_DESC_SIZE);
}

KUNIT_ARRAY_PARAM(sweeps, st_sweeps, sweep_desc);

static void report(void *arg, const char *msg)
{
	/* A plain variable: KUnit 6.12+ uses the argument unparenthesised. */
	struct kunit *test = arg;

	KUNIT_FAIL(test, "%s", msg);
}

static void corpus_sweep(struct kunit *test)
{
	const struct st_sweep *s = test->param_value;
	struct st_result r = { 0, 0, report, test, fail_fast };

	if (skipped_after_failure(test))
		return;
	s->run(&st_strl, sweep_n, sweep_align, &r);
	kunit_info(test, "%s: %llu cases, %llu failed\n", s->name,
		   r.passed + r.failed, r.failed);
	KUNIT_EXPECT_GT(test, r.passed, 0ULL);
	KUNIT_EXPECT_EQ(test, r.failed, 0ULL);
}

/* --- against the kernel's own strscpy ------------------------------ */

/*
 * The table of lib/test_strscpy.c: source, count (the size), expected
 * return, chars copied, terminator written, pad bytes written, in a 6-byte
 * buffer poisoned with 'z'.
 */
struct kernel_case {
	const char *src;
	int count, expected, chars, terminator, pad;
};

static const struct kernel_case kernel_cases[] = {
	{ "a", 0, -E2BIG, 0, 0, 0 },	{ "", 0, -E2BIG, 0, 0, 0 },
	{ "a", 1, -E2BIG, 0, 1, 0 },	{ "", 1, 0, 0, 1, 0 },
	{ "ab", 2, -E2BIG, 1, 1, 0 },	{ "a", 2, 1, 1, 1, 0 },
	{ "", 2, 0, 0, 1, 1 },		{ "abc", 3, -E2BIG, 2, 1, 0 },
	{ "ab", 3, 2, 2, 1, 0 },	{ "a", 3, 1, 1, 1, 1 },
	{ "", 3, 0, 0, 1, 2 },		{ "abcd", 4, -E2BIG, 3, 1, 0 },
	{ "abc", 4, 3, 3, 1, 0 },	{ "ab", 4, 2, 2, 1, 1 },
	{ "a", 4, 1, 1, 1, 2 },		{ "", 4, 0, 0, 1, 3 },
};

static void kernel_case_desc(const struct kernel_case *c, char *desc)
{
	snprintf(desc, KUNIT_PARAM_DESC_SIZE, "\"%s\" count=%d", c->src,
		 c->count);
}

KUNIT_ARRAY_PARAM(kernel_table, kernel_cases, kernel_case_desc);

#define POISON 'z'

/* The buffer state test_strscpy.c's tc() demands of strscpy_pad. */
static void check_tc(struct kunit *test, const char *who, const char *buf,
		     const struct kernel_case *c)
{
	int i, tail = 6 - c->chars - c->terminator - c->pad;

	for (i = 0; i < c->chars; i++)
		KUNIT_EXPECT_EQ_MSG(test, buf[i], c->src[i], "%s byte %d", who, i);
	if (c->terminator)
		KUNIT_EXPECT_EQ_MSG(test, buf[c->count - 1], 0, "%s NUL", who);
	for (i = 0; i < c->pad; i++)
		KUNIT_EXPECT_EQ_MSG(test, buf[c->chars + c->terminator + i], 0,
				    "%s pad %d", who, i);
	for (i = 0; i < tail; i++)
		KUNIT_EXPECT_EQ_MSG(test, buf[5 - i], POISON, "%s tail %d", who, i);
}

static void strscpy_pad_matches_kernel(struct kunit *test)
{
	const struct kernel_case *c = test->param_value;
	char ours[6], theirs[6];
	ssize_t r1, r2;

	memset(ours, POISON, sizeof(ours));
	memset(theirs, POISON, sizeof(theirs));
	r1 = strl_strscpy_pad(ours, c->src, st_unconst((size_t)c->count));
	r2 = strscpy_pad(theirs, c->src, st_unconst((size_t)c->count));
	KUNIT_EXPECT_EQ(test, r1, (ssize_t)c->expected);
	KUNIT_EXPECT_EQ(test, r2, (ssize_t)c->expected);
	check_tc(test, "strl", ours, c);
	check_tc(test, "kernel", theirs, c);
	KUNIT_EXPECT_EQ_MSG(test, memcmp(ours, theirs, sizeof(ours)), 0,
			    "strl and kernel buffers differ");
}

/*
 * strscpy: same return, same bytes up to and including the NUL.  After
 * the NUL the kernel's word-at-a-time store may write zeros; strl leaves
 * the poison, which is checked too.
 */
static void strscpy_matches_kernel(struct kunit *test)
{
	const struct kernel_case *c = test->param_value;
	char ours[6], theirs[6];
	ssize_t r1, r2;
	int i, end;

	memset(ours, POISON, sizeof(ours));
	memset(theirs, POISON, sizeof(theirs));
	r1 = strl_strscpy(ours, c->src, st_unconst((size_t)c->count));
	r2 = strscpy(theirs, c->src, st_unconst((size_t)c->count));
	KUNIT_EXPECT_EQ(test, r1, r2);
	KUNIT_EXPECT_EQ(test, r1, (ssize_t)c->expected);
	end = c->count ? c->chars + 1 : 0;
	KUNIT_EXPECT_EQ_MSG(test, memcmp(ours, theirs, end), 0,
			    "strl and kernel differ up to the NUL");
	for (i = end; i < 6; i++)
		KUNIT_EXPECT_EQ_MSG(test, ours[i], POISON, "byte %d after NUL", i);
}

static void strscpy_matches_kernel_random(struct kunit *test)
{
	enum { ROOM = 160, CASES = 20000 };
	static char src[ROOM + 16], ours[ROOM + 16], theirs[ROOM + 16];
	struct rnd_state rs;
	unsigned int i, bad = 0;

	if (skipped_after_failure(test))
		return;
	prandom_seed_state(&rs, 0x5354524cULL);
	for (i = 0; i < CASES && bad < 4; i++) {
		size_t len = prandom_u32_state(&rs) % ROOM;
		size_t size = prandom_u32_state(&rs) % (ROOM + 1);
		size_t soff = prandom_u32_state(&rs) % 16;
		size_t doff = prandom_u32_state(&rs) % 16;
		size_t j, cmp;
		ssize_t r1, r2;

		for (j = 0; j < len; j++)
			src[soff + j] = (char)(prandom_u32_state(&rs) % 255 + 1);
		src[soff + len] = '\0';
		memset(ours, POISON, sizeof(ours));
		memset(theirs, POISON, sizeof(theirs));
		r1 = strl_strscpy(ours + doff, src + soff, st_unconst(size));
		r2 = strscpy(theirs + doff, src + soff, st_unconst(size));
		cmp = size ? (r2 >= 0 ? (size_t)r2 + 1 : size) : 0;
		if (r1 != r2 || memcmp(ours + doff, theirs + doff, cmp)) {
			KUNIT_FAIL(test, "len=%zu size=%zu soff=%zu doff=%zu: strl %zd, kernel %zd",
				   len, size, soff, doff, r1, r2);
			bad++;
		}
	}
	kunit_info(test, "%u random cases compared\n", i);
}

/* --- the standard names, as strl_compat.h gives them ------------------- */

static void compat_vectors(struct kunit *test)
{
	struct st_msg m;
	size_t i;

	for (i = 0; i < st_nvectors; i++)
		if (st_run_vector(&st_compat, &st_vectors[i], &m) != 0)
			KUNIT_FAIL(test, "%s", m.buf);
}

/* The sweeps of the functions compat.c calls by their standard names. */
static const char *const compat_sweep_names[] = {
	"sweep_strlcpy", "sweep_strlcat", "sweep_strncpy",
};

static void compat_sweep_desc(const char *const *name, char *desc)
{
	snprintf(desc, KUNIT_PARAM_DESC_SIZE, "%s", *name);
}

KUNIT_ARRAY_PARAM(compat_sweeps, compat_sweep_names, compat_sweep_desc);

static void compat_sweep(struct kunit *test)
{
	const char *const *name = test->param_value;
	struct st_result r = { 0, 0, report, test, fail_fast };
	size_t i;

	if (skipped_after_failure(test))
		return;
	for (i = 0; i < st_nsweeps; i++)
		if (!strcmp(st_sweeps[i].name, *name))
			break;
	KUNIT_ASSERT_LT(test, i, st_nsweeps);
	st_sweeps[i].run(&st_compat, min(compat_n, sweep_n), sweep_align, &r);
	kunit_info(test, "%s through the standard names: %llu cases, %llu failed\n",
		   *name, r.passed + r.failed, r.failed);
	KUNIT_EXPECT_GT(test, r.passed, 0ULL);
	KUNIT_EXPECT_EQ(test, r.failed, 0ULL);
}

/*
 * Random calls of strl's function and the kernel's, on identical poisoned
 * buffers, compared whole: return value and every byte.  @fn: 'n' for
 * strncpy, 'l' for strlcpy.
 */
#if STRL_KERNEL_HAS_STRNCPY || STRL_KERNEL_HAS_STRLCPY
static void matches_kernel_random(struct kunit *test, char fn)
{
	enum { ROOM = 160, CASES = 20000 };
	static char src[ROOM + 16], ours[ROOM + 16], theirs[ROOM + 16];
	struct rnd_state rs;
	unsigned int i, bad = 0;

	if (skipped_after_failure(test))
		return;
	prandom_seed_state(&rs, 0x5354524cULL + fn);
	for (i = 0; i < CASES && bad < 4; i++) {
		size_t len = prandom_u32_state(&rs) % ROOM;
		size_t size = prandom_u32_state(&rs) % (ROOM + 1);
		size_t soff = prandom_u32_state(&rs) % 16;
		size_t doff = prandom_u32_state(&rs) % 16;
		long r1 = 0, r2 = 0;
		size_t j;

		for (j = 0; j < len; j++)
			src[soff + j] = (char)(prandom_u32_state(&rs) % 255 + 1);
		src[soff + len] = '\0';
		memset(ours, POISON, sizeof(ours));
		memset(theirs, POISON, sizeof(theirs));
#if STRL_KERNEL_HAS_STRNCPY
		if (fn == 'n') {
			r1 = strl_strncpy(ours + doff, src + soff,
					  st_unconst(size)) - (ours + doff);
			r2 = strncpy(theirs + doff, src + soff,
				     st_unconst(size)) - (theirs + doff);
		}
#endif
#if STRL_KERNEL_HAS_STRLCPY
		if (fn == 'l') {
			r1 = (long)strl_strlcpy(ours + doff, src + soff,
						st_unconst(size));
			r2 = (long)strlcpy(theirs + doff, src + soff,
					   st_unconst(size));
		}
#endif
		if (r1 != r2 || memcmp(ours, theirs, sizeof(ours))) {
			KUNIT_FAIL(test, "str%ccpy len=%zu size=%zu soff=%zu doff=%zu: %s",
				   fn, len, size, soff, doff,
				   r1 != r2 ? "returns differ" : "buffers differ");
			bad++;
		}
	}
	kunit_info(test, "%u random cases compared\n", i);
}
#endif

#if STRL_KERNEL_HAS_STRNCPY
/* The vectors' strncpy cases, on strl's and the kernel's, compared whole. */
static void strncpy_matches_kernel(struct kunit *test)
{
	char ours[64], theirs[64];
	size_t i, n = 0;

	for (i = 0; i < st_nvectors; i++) {
		const struct st_vector *v = &st_vectors[i];

		if (v->fn != ST_STRNCPY)
			continue;
		memset(ours, POISON, sizeof(ours));
		memset(theirs, POISON, sizeof(theirs));
		KUNIT_EXPECT_PTR_EQ(test, strl_strncpy(ours, v->src,
						       st_unconst(v->size)), &ours[0]);
		KUNIT_EXPECT_PTR_EQ(test, strncpy(theirs, v->src,
						  st_unconst(v->size)), &theirs[0]);
		KUNIT_EXPECT_EQ_MSG(test, memcmp(ours, theirs, sizeof(ours)), 0,
				    "%s: strl and kernel buffers differ", v->name);
		n++;
	}
	KUNIT_EXPECT_GT(test, n, (size_t)0);
}

static void strncpy_matches_kernel_random(struct kunit *test)
{
	matches_kernel_random(test, 'n');
}
#endif

#if STRL_KERNEL_HAS_STRLCPY
/* The vectors' strlcpy cases (with a buffer), compared whole. */
static void strlcpy_matches_kernel(struct kunit *test)
{
	char ours[64], theirs[64];
	size_t i, n = 0;

	for (i = 0; i < st_nvectors; i++) {
		const struct st_vector *v = &st_vectors[i];

		if (v->fn != ST_STRLCPY || v->null_dst || v->size > sizeof(ours))
			continue;
		memset(ours, POISON, sizeof(ours));
		memset(theirs, POISON, sizeof(theirs));
		KUNIT_EXPECT_EQ_MSG(test, strl_strlcpy(ours, v->src, st_unconst(v->size)),
				    strlcpy(theirs, v->src, st_unconst(v->size)),
				    "%s: return values differ", v->name);
		KUNIT_EXPECT_EQ_MSG(test, memcmp(ours, theirs, sizeof(ours)), 0,
				    "%s: strl and kernel buffers differ", v->name);
		n++;
	}
	KUNIT_EXPECT_GT(test, n, (size_t)0);
}

static void strlcpy_matches_kernel_random(struct kunit *test)
{
	matches_kernel_random(test, 'l');
}
#endif

/* --- fortification -------------------------------------------------- */

/*
 * Samba CVE-2014-3560's shape: sizeof(fstring) (256) for a 64-byte field
 * (struct st_compat_rec, compat.h: a name, then a secret).
 */
#define rec st_compat_rec

/* A zeroed record with a secret next to the field, and no hits counted. */
static void rec_reset(struct rec *r)
{
	memset(r, 0, sizeof(*r));
	strscpy(r->secret, "do-not-touch", sizeof(r->secret));
	fortify_hits = 0;
}

/*
 * After one oversized call: exactly one failure counted, the copy clamped
 * to the field (terminated inside it), the neighbour intact.  Counts
 * afresh for the next call.
 */
static void expect_stopped(struct kunit *test, struct rec *r)
{
	KUNIT_EXPECT_EQ(test, fortify_hits, 1);
	KUNIT_EXPECT_EQ(test, r->name[sizeof(r->name) - 1], 0);
	KUNIT_EXPECT_STREQ(test, r->secret, "do-not-touch");
	fortify_hits = 0;
}

static const char long_src[] =
	"0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef01234567";

static void strlcpy_fortify_stops_samba_shape(struct kunit *test)
{
	struct rec r;

	rec_reset(&r);
	KUNIT_EXPECT_EQ(test, strl_strlcpy(r.name, long_src, st_unconst(256)),
			strlen(long_src));
	expect_stopped(test, &r);
}

static void strlcat_fortify_stops_oversize(struct kunit *test)
{
	struct rec r;

	rec_reset(&r);
	strscpy(r.name, "abc", sizeof(r.name));
	strl_strlcat(r.name, long_src, st_unconst(sizeof(r)));
	expect_stopped(test, &r);
}

static void strscpy_fortify_stops_oversize(struct kunit *test)
{
	struct rec r;

	rec_reset(&r);
	KUNIT_EXPECT_EQ(test, strl_strscpy_pad(r.name, long_src, st_unconst(96)),
			(ssize_t)-STRL_E2BIG);
	expect_stopped(test, &r);
	strl_strscpy(r.name, long_src, st_unconst(65));
	expect_stopped(test, &r);
}

static void stpecpy_fortify_stops_wrong_end(struct kunit *test)
{
	struct rec r;
	char *p;

	rec_reset(&r);
	p = strl_stpecpy(r.name, r.name + st_unconst(sizeof(r)), long_src);
	KUNIT_EXPECT_NULL(test, p);
	expect_stopped(test, &r);
}

static void strncpy_fortify_stops_oversize(struct kunit *test)
{
	struct rec r;

	rec_reset(&r);
	KUNIT_EXPECT_PTR_EQ(test, strl_strncpy(r.name, "x", st_unconst(65)),
			    &r.name[0]);
	KUNIT_EXPECT_EQ(test, fortify_hits, 1);
	KUNIT_EXPECT_EQ(test, r.name[sizeof(r.name) - 1], 0);
	KUNIT_EXPECT_STREQ(test, r.secret, "do-not-touch");
}

/*
 * The same through the standard names, where strl_compat.h gives them
 * back; the check names the function the module called.
 */
#if !STRL_KERNEL_HAS_STRLCPY
static void compat_strlcpy_fortify_stops_samba_shape(struct kunit *test)
{
	struct rec r;

	rec_reset(&r);
	KUNIT_EXPECT_EQ(test, st_compat_strlcpy_oversize(&r, long_src,
							 st_unconst(256)),
			strlen(long_src));
	expect_stopped(test, &r);
	KUNIT_EXPECT_EQ(test, st_compat_strlcpy_oversize(&r, long_src,
							 st_unconst(sizeof(r.name))),
			strlen(long_src));
	KUNIT_EXPECT_EQ(test, fortify_hits, 0);
}
#endif

#if !STRL_KERNEL_HAS_STRNCPY
static void compat_strncpy_fortify_stops_oversize(struct kunit *test)
{
	struct rec r;

	rec_reset(&r);
	KUNIT_EXPECT_PTR_EQ(test, st_compat_strncpy_oversize(&r, "x",
							     st_unconst(96)),
			    &r.name[0]);
	KUNIT_EXPECT_EQ(test, fortify_hits, 1);
	KUNIT_EXPECT_EQ(test, r.name[sizeof(r.name) - 1], 0);
	KUNIT_EXPECT_STREQ(test, r.secret, "do-not-touch");
	fortify_hits = 0;
	st_compat_strncpy_oversize(&r, long_src, st_unconst(sizeof(r.name)));
	KUNIT_EXPECT_EQ(test, fortify_hits, 0);
	KUNIT_EXPECT_EQ(test, r.name[sizeof(r.name) - 1], 'f');
}
#endif

#if !STRL_KERNEL_HAS_STRLCAT
static void compat_strlcat_fortify_stops_oversize(struct kunit *test)
{
	struct rec r;

	rec_reset(&r);
	st_compat_strlcat_oversize(&r, long_src, st_unconst(sizeof(r)));
	expect_stopped(test, &r);
}
#endif

static void fortify_allows_exact_size(struct kunit *test)
{
	struct rec r;
	char *p;

	fortify_hits = 0;
	strl_strlcpy(r.name, long_src, st_unconst(sizeof(r.name)));
	strl_strlcat(r.name, "x", st_unconst(sizeof(r.name)));
	strl_strscpy(r.name, long_src, st_unconst(sizeof(r.name)));
	strl_strscpy_pad(r.name, "x", st_unconst(sizeof(r.name)));
	p = strl_stpecpy(r.name, r.name + st_unconst(sizeof(r.name)), "x");
	KUNIT_EXPECT_PTR_EQ(test, p, r.name + 1);
	strl_strncpy(r.name, long_src, st_unconst(sizeof(r.name)));
	KUNIT_EXPECT_EQ(test, fortify_hits, 0);
}

static struct kunit_case strl_cases[] = {
	KUNIT_CASE_PARAM(corpus_vector, vectors_gen_params),
	KUNIT_CASE_PARAM(corpus_sweep, sweeps_gen_params),
	KUNIT_CASE_PARAM(strscpy_pad_matches_kernel, kernel_table_gen_params),
	KUNIT_CASE_PARAM(strscpy_matches_kernel, kernel_table_gen_params),
	KUNIT_CASE(strscpy_matches_kernel_random),
	KUNIT_CASE(compat_vectors),
	KUNIT_CASE_PARAM(compat_sweep, compat_sweeps_gen_params),
#if STRL_KERNEL_HAS_STRNCPY
	KUNIT_CASE(strncpy_matches_kernel),
	KUNIT_CASE(strncpy_matches_kernel_random),
#endif
#if STRL_KERNEL_HAS_STRLCPY
	KUNIT_CASE(strlcpy_matches_kernel),
	KUNIT_CASE(strlcpy_matches_kernel_random),
#endif
	KUNIT_CASE(strlcpy_fortify_stops_samba_shape),
	KUNIT_CASE(strlcat_fortify_stops_oversize),
	KUNIT_CASE(strscpy_fortify_stops_oversize),
	KUNIT_CASE(stpecpy_fortify_stops_wrong_end),
	KUNIT_CASE(strncpy_fortify_stops_oversize),
#if !STRL_KERNEL_HAS_STRLCPY
	KUNIT_CASE(compat_strlcpy_fortify_stops_samba_shape),
#endif
#if !STRL_KERNEL_HAS_STRNCPY
	KUNIT_CASE(compat_strncpy_fortify_stops_oversize),
#endif
#if !STRL_KERNEL_HAS_STRLCAT
	KUNIT_CASE(compat_strlcat_fortify_stops_oversize),
#endif
	KUNIT_CASE(fortify_allows_exact_size),
	{}
};

/* How many cases a run of case @c makes: a parameterised case one a row. */
static size_t case_rows(const struct kunit_case *c)
{
	if (!c->generate_params)
		return 1;
	if (c->generate_params == vectors_gen_params)
		return ARRAY_SIZE(st_vectors);
	if (c->generate_params == sweeps_gen_params)
		return ARRAY_SIZE(st_sweeps);
	if (c->generate_params == kernel_table_gen_params)
		return ARRAY_SIZE(kernel_cases);
	if (c->generate_params == compat_sweeps_gen_params)
		return ARRAY_SIZE(compat_sweep_names);
	pr_err("strl-kunit: %s: no row count for its table\n", c->name);
	return 0;
}

/*
 * The number of cases the suite defines, printed before it runs, so that
 * the runner can tell a complete run from one that stopped early.
 */
static int strl_suite_init(struct kunit_suite *suite)
{
	const struct kunit_case *c;
	size_t n = 0;

	for (c = suite->test_cases; c->run_case; c++)
		n += case_rows(c);
	pr_info("strl-kunit: suite strl defines %zu cases\n", n);
	strl_failed = false;
	return 0;
}

static struct kunit_suite strl_suite = {
	.name = "strl",
	.suite_init = strl_suite_init,
	.exit = strl_case_exit,
	.test_cases = strl_cases,
};

kunit_test_suite(strl_suite);

MODULE_DESCRIPTION("KUnit suite for strl");
MODULE_LICENSE("Dual BSD/GPL");

/* SPDX-License-Identifier: ISC */
/*
 * Exhaustive sweeps: every source length x size x alignment up to a bound,
 * each case run through the implementation and through the reference model
 * on two identically poisoned buffers, then compared return value and
 * every byte, poison on both sides included.  Word-at-a-time code goes
 * wrong at particular alignment/length/size combinations; sweeping all of
 * them finds what hand-picked vectors miss.
 */
#include "strl_test.h"

#define PAD 16
#define SPAN (PAD + ST_MAX_ALIGN + 2 * ST_MAX_N + 2 + PAD)
#define MAX_REPORTS 8

static char got[SPAN], want[SPAN];
static char srcbuf[2][PAD + ST_MAX_ALIGN + ST_MAX_N + 1 + PAD];

struct sweep {
	const struct st_impl *impl;
	struct st_result *r;
	unsigned int n, align;
	size_t span;		/* bytes of got/want in use */
	enum st_fn fn;
	/* the case, for messages */
	size_t len, len2, size, dlen;
	unsigned int dalign, salign;
};

static unsigned int clampu(unsigned int v, unsigned int lo, unsigned int hi)
{
	return v < lo ? lo : v > hi ? hi : v;
}

static void sweep_init(struct sweep *s, const struct st_impl *impl,
		       enum st_fn fn, unsigned int n, unsigned int align,
		       struct st_result *r)
{
	s->impl = impl;
	s->r = r;
	s->fn = fn;
	s->n = clampu(n, 1, ST_MAX_N);
	s->align = clampu(align, 1, ST_MAX_ALIGN);
	s->span = PAD + s->align + 2 * s->n + 2 + PAD;
	s->len = s->len2 = s->size = s->dlen = 0;
	s->dalign = s->salign = 0;
}

/* Source byte i of a string of length len: never 0, all values appear. */
static char src_byte(size_t i, size_t len, unsigned int which)
{
	return (char)((i * 131 + len * 7 + which * 61) % 255 + 1);
}

/*
 * Lay a string of @len bytes (or @fill repeated, if not 0) at alignment
 * @salign in source buffer @which, poison around it.  Return: the string.
 */
static char *make_src(unsigned int which, unsigned int salign,
			    size_t len, char fill)
{
	char *b = srcbuf[which];
	char *s = b + PAD + salign;
	size_t i;

	for (i = 0; i < sizeof(srcbuf[0]); i++)
		b[i] = st_poison(i + 7);
	for (i = 0; i < len; i++)
		s[i] = fill ? fill : src_byte(i, len, which);
	s[len] = '\0';
	return s;
}

/* Poison both buffers; place a dst string of @dlen bytes if @dlen >= 0. */
/* Has the run stopped at its first failure (st_result.stop)? */
static int sweep_stopped(const struct sweep *s)
{
	return s->r->stop && s->r->failed;
}

static void reset(struct sweep *s, long dlen)
{
	char *d = got + PAD + s->dalign;
	size_t i;

	if (sweep_stopped(s))
		return;
	for (i = 0; i < s->span; i++)
		got[i] = st_poison(i);
	if (dlen >= 0) {
		for (i = 0; i < (size_t)dlen; i++)
			d[i] = (char)('A' + i % 26);
		d[dlen] = '\0';
	}
	for (i = 0; i < s->span; i++)
		want[i] = got[i];
}

static void describe(const struct sweep *s, struct st_msg *m)
{
	st_puts(m, s->impl->name);
	st_puts(m, " ");
	st_puts(m, st_fn_names[s->fn]);
	st_puts(m, " len=");
	st_putu(m, s->len);
	if (s->fn == ST_STPECPY_CHAIN) {
		st_puts(m, "+");
		st_putu(m, s->len2);
	}
	if (s->fn == ST_STRLCAT) {
		st_puts(m, " dlen=");
		st_putu(m, s->dlen);
	}
	st_puts(m, s->fn == ST_STRNLEN ? " maxlen=" : " size=");
	st_putu(m, s->size);
	st_puts(m, " dalign=");
	st_putu(m, s->dalign);
	st_puts(m, " salign=");
	st_putu(m, s->salign);
	st_puts(m, ":");
}

/* Run the current case on both buffers and count it. */
static void run_case(struct sweep *s, const char *src, const char *src2)
{
	size_t off = PAD + s->dalign;
	long long w, g;
	struct st_msg m;
	int bad;

	if (sweep_stopped(s))
		return;
	w = st_invoke(&st_ref, s->fn, want + off, src, src2, s->size);
	g = st_invoke(s->impl, s->fn, got + off, src, src2, s->size);
	st_msg_clear(&m);
	bad = g != w;
	if (!bad)
		bad = st_check_bytes(&m, got, want, s->span, off) != 0;
	if (!bad) {
		s->r->passed++;
		return;
	}
	if (s->r->failed++ < MAX_REPORTS && s->r->report) {
		struct st_msg full;

		st_msg_clear(&full);
		describe(s, &full);
		if (g != w) {
			st_puts(&full, " returned ");
			st_puti(&full, g);
			st_puts(&full, ", want ");
			st_puti(&full, w);
		} else {
			st_puts(&full, m.buf);
		}
		s->r->report(s->r->arg, full.buf);
	}
}

/* strlcpy, strscpy, strscpy_pad, stpecpy: len x size x dalign x salign. */
static void sweep_copy(const struct st_impl *impl, enum st_fn fn,
		       unsigned int n, unsigned int align, struct st_result *r)
{
	struct sweep s;
	const char *src;

	sweep_init(&s, impl, fn, n, align, r);
	for (s.len = 0; s.len <= s.n; s.len++)
		for (s.salign = 0; s.salign < s.align; s.salign++) {
			src = make_src(0, s.salign, s.len, 0);
			for (s.size = 0; s.size <= s.n; s.size++)
				for (s.dalign = 0; s.dalign < s.align;
				     s.dalign++) {
					reset(&s, -1);
					run_case(&s, src, NULL);
				}
		}
}

static void sweep_strlcpy(const struct st_impl *impl, unsigned int n,
			  unsigned int align, struct st_result *r)
{
	sweep_copy(impl, ST_STRLCPY, n, align, r);
}

static void sweep_strscpy(const struct st_impl *impl, unsigned int n,
			  unsigned int align, struct st_result *r)
{
	sweep_copy(impl, ST_STRSCPY, n, align, r);
}

static void sweep_strscpy_pad(const struct st_impl *impl, unsigned int n,
			      unsigned int align, struct st_result *r)
{
	sweep_copy(impl, ST_STRSCPY_PAD, n, align, r);
}

static void sweep_stpecpy(const struct st_impl *impl, unsigned int n,
			  unsigned int align, struct st_result *r)
{
	sweep_copy(impl, ST_STPECPY, n, align, r);
}

static void sweep_strncpy(const struct st_impl *impl, unsigned int n,
			  unsigned int align, struct st_result *r)
{
	sweep_copy(impl, ST_STRNCPY, n, align, r);
}

/*
 * strlcat: initial dst length 0..n (a NUL at or past size is the "no NUL
 * within size" case) x src length x size, over alignment pairs where dst
 * or src is aligned, or both share one misalignment.  The dst length also
 * moves the append point through every alignment.
 */
static void sweep_strlcat(const struct st_impl *impl, unsigned int n,
			  unsigned int align, struct st_result *r)
{
	struct sweep s;
	const char *src;

	sweep_init(&s, impl, ST_STRLCAT, n, align, r);
	for (s.len = 0; s.len <= s.n; s.len++)
		for (s.salign = 0; s.salign < s.align; s.salign++) {
			src = make_src(0, s.salign, s.len, 0);
			for (s.dalign = 0; s.dalign < s.align; s.dalign++) {
				if (s.dalign && s.salign && s.dalign != s.salign)
					continue;
				for (s.dlen = 0; s.dlen <= s.n; s.dlen++)
					for (s.size = 0; s.size <= s.n;
					     s.size++) {
						reset(&s, (long)s.dlen);
						run_case(&s, src, NULL);
					}
			}
		}
}

/* stpecpy chains of two: len1 x len2 x size x dalign. */
static void sweep_stpecpy_chain(const struct st_impl *impl, unsigned int n,
				unsigned int align, struct st_result *r)
{
	struct sweep s;
	const char *a, *b;

	sweep_init(&s, impl, ST_STPECPY_CHAIN, n, align, r);
	for (s.len = 0; s.len <= s.n / 2; s.len++) {
		a = make_src(0, 0, s.len, 0);
		for (s.len2 = 0; s.len2 <= s.n / 2; s.len2++) {
			b = make_src(1, (unsigned int)s.len2 % s.align,
				     s.len2, 0);
			for (s.size = 0; s.size <= s.n; s.size++)
				for (s.dalign = 0; s.dalign < s.align;
				     s.dalign++) {
					reset(&s, -1);
					run_case(&s, a, b);
				}
		}
	}
}

/* strnlen: len x maxlen (0..n+1 and SIZE_MAX) x alignment. */
static void sweep_strnlen(const struct st_impl *impl, unsigned int n,
			  unsigned int align, struct st_result *r)
{
	struct sweep s;
	const char *src;
	size_t i;

	sweep_init(&s, impl, ST_STRNLEN, n, align, r);
	for (s.len = 0; s.len <= s.n; s.len++)
		for (s.salign = 0; s.salign < s.align; s.salign++) {
			src = make_src(0, s.salign, s.len, 0);
			for (i = 0; i <= (size_t)s.n + 2; i++) {
				s.size = i <= s.n + 1 ? i : (size_t)-1;
				reset(&s, -1);
				run_case(&s, src, NULL);
			}
		}
}

/*
 * Every byte value 1..255, in runs up to a few words long at every
 * alignment: zero-byte detection tricks fail on particular values (0x01
 * before the NUL on big-endian, 0x80 and 0xff for sign and carry).
 */
static void sweep_byte_values(const struct st_impl *impl, unsigned int n,
			      unsigned int align, struct st_result *r)
{
	static const enum st_fn fns[] = { ST_STRNLEN, ST_STRLCPY, ST_STRSCPY };
	struct sweep s;
	unsigned int c, k, f, maxlen;
	char *src;

	sweep_init(&s, impl, ST_STRNLEN, n, align, r);
	maxlen = clampu(2 * s.align + 3, 1, s.n);
	for (c = 1; c < 256; c++)
		for (k = 0; k < 3; k++)
			for (s.len = 0; s.len <= maxlen; s.len++)
				for (s.salign = 0; s.salign < s.align;
				     s.salign++) {
					/* k=1: 0x01 run ending in c; k=2:
					 * c run ending in 0x01. */
					src = make_src(0, s.salign, s.len,
						       (char)(k == 1 ? 1 : c));
					if (k && s.len)
						src[s.len - 1] =
							(char)(k == 1 ? c : 1);
					for (f = 0; f < 3; f++) {
						s.fn = fns[f];
						s.size = fns[f] == ST_STRNLEN ?
							(size_t)-1 : s.len + 1;
						reset(&s, -1);
						run_case(&s, src, NULL);
					}
				}
}

/*
 * Long strings: lengths 0..max(8n, 320) (at most ST_MAX_N) in steps of 7, sizes
 * around each length and far beyond it, every alignment pair, for the
 * copies and strnlen: unrolled and block loops only run on these.
 */
static void sweep_long_strings(const struct st_impl *impl, unsigned int n,
			       unsigned int align, struct st_result *r)
{
	static const enum st_fn fns[] = { ST_STRNLEN, ST_STRLCPY, ST_STRSCPY,
					  ST_STPECPY, ST_STRNCPY };
	struct sweep s;
	size_t maxlen, k, f, sizes[6];
	const char *src;

	sweep_init(&s, impl, ST_STRLCPY, n, align, r);
	/*
	 * At least 320, whatever n: the AVX2 loops take 128 bytes a step from
	 * a 128-byte boundary, which a 32-byte head then single blocks reach
	 * by byte 160, so a NUL in the fourth block of a step needs up to 287.
	 */
	maxlen = 8 * (size_t)s.n > 320 ? 8 * (size_t)s.n : 320;
	maxlen = maxlen < ST_MAX_N ? maxlen : ST_MAX_N;
	s.span = PAD + s.align + maxlen + 2 + PAD;
	for (s.len = 0; s.len <= maxlen; s.len += 7)
		for (s.salign = 0; s.salign < s.align; s.salign++) {
			src = make_src(0, s.salign, s.len, 0);
			sizes[0] = s.len ? s.len - 1 : 0;
			sizes[1] = s.len;
			sizes[2] = s.len + 1;
			sizes[3] = s.len / 2;
			sizes[4] = maxlen + 1;
			sizes[5] = s.len + 9 < maxlen ? s.len + 9 : maxlen;
			for (k = 0; k < 6; k++)
				for (f = 0; f < 5; f++)
					for (s.dalign = 0; s.dalign < s.align;
					     s.dalign++) {
						s.fn = fns[f];
						s.size = sizes[k];
						reset(&s, -1);
						run_case(&s, src, NULL);
					}
		}
}

/*
 * Block phases: a source at each of 128 consecutive offsets, so at every
 * offset within a 4-block group of 32-byte blocks (the widest step of any
 * path, whatever the buffer's own alignment), with lengths whose NUL falls
 * in each block of the first groups and past them, and sizes that fit,
 * fit exactly or cut the copy there: every way into and out of the block
 * and group loops, which the sweeps above reach at 16 offsets only.
 */
#define PHASES (ST_MAX_ALIGN < 128 ? ST_MAX_ALIGN : 128)
#define PHASE_MAXLEN (ST_MAX_N < 300 ? ST_MAX_N : 300)

static void sweep_block_phases(const struct st_impl *impl, unsigned int n,
			       unsigned int align, struct st_result *r)
{
	static const enum st_fn fns[] = { ST_STRNLEN, ST_STRLCPY, ST_STRSCPY,
					  ST_STPECPY };
	struct sweep s;
	size_t k, f, sizes[4];
	const char *src;

	sweep_init(&s, impl, ST_STRLCPY, n, align, r);
	s.span = PAD + 3 + PHASE_MAXLEN + 2 + PAD;
	for (s.salign = 0; s.salign < PHASES; s.salign++)
		for (s.len = 17; s.len <= PHASE_MAXLEN; s.len += 9) {
			src = make_src(0, s.salign, s.len, 0);
			sizes[0] = s.len + 1;
			sizes[1] = s.len;
			sizes[2] = s.len / 2 + 17;
			sizes[3] = PHASE_MAXLEN + 1;
			for (k = 0; k < 4; k++)
				for (f = 0; f < 4; f++)
					for (s.dalign = 0; s.dalign <= 3; s.dalign += 3) {
						s.fn = fns[f];
						s.size = sizes[k];
						reset(&s, -1);
						run_case(&s, src, NULL);
					}
		}
}

const struct st_sweep st_sweeps[] = {
	{ "sweep_strlcpy", sweep_strlcpy },
	{ "sweep_strlcat", sweep_strlcat },
	{ "sweep_strscpy", sweep_strscpy },
	{ "sweep_strscpy_pad", sweep_strscpy_pad },
	{ "sweep_stpecpy", sweep_stpecpy },
	{ "sweep_stpecpy_chain", sweep_stpecpy_chain },
	{ "sweep_strncpy", sweep_strncpy },
	{ "sweep_strnlen", sweep_strnlen },
	{ "sweep_byte_values", sweep_byte_values },
	{ "sweep_long_strings", sweep_long_strings },
	{ "sweep_block_phases", sweep_block_phases },
};

const size_t st_nsweeps = sizeof(st_sweeps) / sizeof(st_sweeps[0]);

/* SPDX-License-Identifier: ISC */
/*
 * Board benchmark: instructions per strlcpy / strlcat / strscpy call for
 * strl and the C libraries firmware links today (newlib, picolibc,
 * avr-libc: their own objects, symbols renamed), and for those libraries'
 * strlen (strnlen) and memcpy composed as glibc 2.38 composes strlcpy and
 * strlcat (the "-c" columns: src measured, then copied by a memcpy told
 * the length), counted deterministically under QEMU -icount: minstret on
 * RISC-V, the PMU's cycle counter on AArch64, SysTick on Cortex-M
 * (calibrated against a block of NOPs), ICOUNT on Xtensa.  AVR counts
 * cycles, not instructions: Timer1 at the CPU clock under simavr, which
 * is cycle-exact.  The cost of calling an empty function is subtracted.
 */
#include "board.h"
#include "strl.h"
#include "strl_test.h"

typedef size_t (*copy_fn)(char *, const char *, size_t);

/*
 * strlcpy and strlcat from a C library's strlen, strnlen and memcpy, as
 * glibc 2.38 builds them; strscpy the same way (strnlen bounded by the
 * size, then memcpy), answering as strl_strscpy does (-7 on truncation).
 */
#define COMPOSE(p)							\
	size_t p##_strlen(const char *);				\
	size_t p##_strnlen(const char *, size_t);			\
	void *p##_memcpy(void *, const void *, size_t);		\
	static size_t p##_c_strlcpy(char *dst, const char *src, size_t size) \
	{								\
		size_t len = p##_strlen(src), n;			\
									\
		if (size) {						\
			n = len < size - 1 ? len : size - 1;		\
			p##_memcpy(dst, src, n);			\
			dst[n] = '\0';					\
		}							\
		return len;						\
	}								\
	static size_t p##_c_strlcat(char *dst, const char *src, size_t size) \
	{								\
		size_t dlen = p##_strnlen(dst, size);			\
									\
		if (dlen == size)					\
			return size + p##_strlen(src);			\
		return dlen + p##_c_strlcpy(dst + dlen, src, size - dlen); \
	}								\
	static size_t p##_c_strscpy(char *dst, const char *src, size_t size) \
	{								\
		size_t len;						\
									\
		if (size == 0)						\
			return (size_t)-7;				\
		len = p##_strnlen(src, size);				\
		if (len == size) {					\
			p##_memcpy(dst, src, size - 1);			\
			dst[size - 1] = '\0';				\
			return (size_t)-7;				\
		}							\
		p##_memcpy(dst, src, len + 1);				\
		return len;						\
	}

#ifdef HAVE_NEWLIB
size_t newlib_strlcpy(char *, const char *, size_t);
size_t newlib_strlcat(char *, const char *, size_t);
COMPOSE(newlib)
#endif
#ifdef HAVE_PICOLIBC
size_t picolibc_strlcpy(char *, const char *, size_t);
size_t picolibc_strlcat(char *, const char *, size_t);
COMPOSE(picolibc)
#endif
#ifdef HAVE_AVRLIBC
size_t avrlibc_strlcpy(char *, const char *, size_t);
size_t avrlibc_strlcat(char *, const char *, size_t);
COMPOSE(avrlibc)
#endif
#ifdef HAVE_SCALAR
/*
 * The board's vector path's target against its scalar build at 256 bytes
 * (board.mk: BOARD_VECTOR_GAIN), where the board sets one.
 */
/* strl's generic (scalar) build for this board, renamed (bench.mk). */
size_t scalar_strl_strlcpy(char *, const char *, size_t);
size_t scalar_strl_strlcat(char *, const char *, size_t);
strl_ssize_t scalar_strl_strscpy(char *, const char *, size_t);

static size_t scalar_strscpy(char *d, const char *s, size_t n)
{
	return (size_t)scalar_strl_strscpy(d, s, n);
}
#endif

/* strl_strscpy as a copy_fn, for the table (one branch instruction). */
static size_t strl_strscpy_fn(char *d, const char *s, size_t n)
{
	return (size_t)strl_strscpy(d, s, n);
}

__attribute__((__noinline__)) static size_t empty_fn(char *d, const char *s,
						       size_t n)
{
	__asm__ volatile("" ::"r"(d), "r"(s), "r"(n) : "memory");
	return 0;
}

/* Instructions per count of counter(): 1, but for SysTick's ticks. */
static unsigned long long scale_num = 1, scale_den = 1;

#if defined(__riscv)
static unsigned long long counter(void)
{
	unsigned long v;

	__asm__ volatile("csrr %0, minstret" : "=r"(v));
	return v;
}
#define CALIBRATE() ((void)0)
#elif defined(__aarch64__)
/* The PMU's cycle counter: one a instruction under -icount shift=0. */
static unsigned long long counter(void)
{
	uint64_t v;

	__asm__ volatile("isb\n mrs %0, pmccntr_el0" : "=r"(v));
	return v;
}

static void calibrate(void)
{
	uint64_t pmcr;

	__asm__ volatile("mrs %0, pmcr_el0" : "=r"(pmcr));
	pmcr |= 1 | 1u << 6;		/* enable; 64-bit cycle counter */
	__asm__ volatile("msr pmcr_el0, %0\n"
			 "msr pmcntenset_el0, %1\n isb"
			 :: "r"(pmcr), "r"((uint64_t)1 << 31));
}
#define CALIBRATE() calibrate()
#elif defined(__AVR__)
#include <avr/io.h>
/*
 * Timer1, 16 bits, at the CPU clock: an interval must stay under 65536
 * cycles, so each figure is one call (simavr is deterministic: one is
 * exact).  Constant-time arithmetic here, so that the empty call's
 * subtraction takes the counter's own cost out exactly.
 */
static uint16_t last;
static uint32_t total;

static unsigned long long counter(void)
{
	uint16_t now = TCNT1;

	total += (uint16_t)(now - last);
	last = now;
	return total;
}

static void calibrate(void)
{
	TCCR1A = 0;
	TCCR1B = 1 << CS10;	/* no prescaler */
	last = TCNT1;
}
#define CALIBRATE() calibrate()
#define REPS_SHORT 1
#define REPS_LONG 1
#define COUNTS "cycles per call under simavr"
#elif defined(__XTENSA__)
/*
 * ICOUNT, the debug option's instruction counter, counts while the
 * current interrupt level is below ICOUNTLEVEL: PS.INTLEVEL goes to 0
 * (INTENABLE is 0: no interrupt can come).
 */
static unsigned long long counter(void)
{
	uint32_t v;

	__asm__ volatile("rsr %0, icount" : "=r"(v));
	return v;
}

static void calibrate(void)
{
	__asm__ volatile("wsr %0, ps\n rsync\n"
			 "wsr %1, icountlevel\n wsr %2, icount\n isync"
			 :: "r"(1 << 5), "r"(15), "r"(0));
}
#define CALIBRATE() calibrate()
#else
#define SYST_CSR (*(volatile uint32_t *)0xe000e010)
#define SYST_RVR (*(volatile uint32_t *)0xe000e014)
#define SYST_CVR (*(volatile uint32_t *)0xe000e018)
/* SysTick counts down, 24 bits; callers keep intervals short. */
static uint32_t last;
static unsigned long long total;

static unsigned long long counter(void)
{
	uint32_t now = SYST_CVR;

	total += (last - now) & 0xffffff;
	last = now;
	return total;
}

__attribute__((__noinline__)) static void nops500(void)
{
	__asm__ volatile(".rept 500\n nop\n .endr");
}

/* Instructions per SysTick tick: time 8 x 500 NOPs (+ 16 for the calls). */
static void calibrate(void)
{
	unsigned long long a, b;
	int i;

	SYST_RVR = 0xffffff;
	SYST_CVR = 0;
	SYST_CSR = 5;	/* enable, processor clock */
	last = SYST_CVR;
	a = counter();
	for (i = 0; i < 8; i++)
		nops500();
	b = counter();
	scale_num = 4016;
	scale_den = b > a ? b - a : 1;
}
#define CALIBRATE() calibrate()
/*
 * A tick is tens of instructions: 10000 calls of a short copy keep the
 * rounding to 0.1 exact (1000 left +-0.1, as much as two builds of the
 * same code differed by).
 */
#define REPS_SHORT 10000
#endif
#ifndef REPS_SHORT
#define REPS_SHORT 1000
#endif
#ifndef REPS_LONG
#define REPS_LONG 10
#endif
#ifndef COUNTS
#define COUNTS "instructions per call under QEMU -icount"
#endif
/*
 * The buffers: 4 KiB strings, or what the board's RAM holds (board.mk:
 * BOARD_BENCH_MAX; AVR's 8 KiB holds two of 1 KiB).
 */
#ifndef BENCH_MAX
#define BENCH_MAX 4096
#endif
#define STR_(x) #x
#define STR(x) STR_(x)

/*
 * Counts are integers in tenths (tenths_t; -1: none), ratios in
 * hundredths: no floating point, which the LX106's libgcc lacks.  A
 * target's value comes from board.mk as a decimal, made hundredths by
 * the compiler.
 */
typedef long long tenths_t;
#define HUNDREDTHS(x) ((long long)((x) * 100 + 0.5))

/* Instructions for @reps calls of @f, minus as many empty calls. */
static tenths_t per_call(copy_fn f, char *dst, const char *src, size_t size,
			 unsigned int reps, int cat, size_t dlen)
{
	copy_fn volatile fv = f, ev = empty_fn;
	unsigned long long a, b, c;
	unsigned int i;

	a = counter();
	for (i = 0; i < reps; i++) {
		if (cat)
			dst[dlen] = '\0';
		fv(dst, src, size);
	}
	b = counter();
	for (i = 0; i < reps; i++) {
		if (cat)
			dst[dlen] = '\0';
		ev(dst, src, size);
	}
	c = counter();
	if (b - a <= c - b)
		return 0;
	return (tenths_t)((((b - a) - (c - b)) * scale_num * 10 +
			   scale_den * reps / 2) / (scale_den * reps));
}

/*
 * @a / @b in hundredths, rounded up (@up: for an "at most" target, so
 * that 1.001 is not met) or down.
 */
static long long ratio100(tenths_t a, tenths_t b, int up)
{
	if (b <= 0)
		return a <= 0 ? 100 : 999999;
	return (a * 100 + (up ? b - 1 : 0)) / b;
}

/*
 * "Aligned" is 64-byte aligned, whatever else the image holds: the pair
 * and block loops take other paths 8 bytes past a 16-byte boundary.
 */
static char srcbuf[BENCH_MAX + 64] __attribute__((__aligned__(64)));
static char dstbuf[BENCH_MAX + 64] __attribute__((__aligned__(64)));

/* @w tenths, right-aligned in @width. */
static void put_fixed(struct st_msg *m, tenths_t w, int width)
{
	struct st_msg t;

	st_msg_clear(&t);
	st_putu(&t, w / 10);
	st_puts(&t, ".");
	st_putu(&t, w % 10);
	while ((int)t.len < width)
		st_puts(m, " "), width--;
	st_puts(m, t.buf);
}

/*
 * One target line: "# target: A B C = ratio (>= bound: met)", or for a
 * negative @bound, the ratio at most -@bound (<=); both in hundredths.
 */
static void target(const char *a, const char *b, const char *c,
		   long long ratio, long long bound)
{
	int most = bound < 0;
	long long lim = most ? -bound : bound;
	int met = most ? ratio <= lim : ratio >= lim;
	struct st_msg m;

	st_msg_clear(&m);
	st_puts(&m, "# target: ");
	st_puts(&m, a);
	st_puts(&m, b);
	st_puts(&m, c);
	st_puts(&m, " = ");
	st_putu(&m, (unsigned long long)ratio / 100);
	st_puts(&m, ".");
	st_putu(&m, (unsigned long long)ratio / 10 % 10);
	st_putu(&m, (unsigned long long)ratio % 10);
	st_puts(&m, most ? " (<= " : " (>= ");
	put_fixed(&m, lim / 10, 0);
	st_puts(&m, met ? ": met)" : ": NOT met)");
	board_puts(m.buf);
	board_puts("\n");
}

struct impl {
	const char *name;
	copy_fn fn[3];		/* strlcpy, strlcat, strscpy; 0: none */
};

/* The operations and cases of the tables. */
enum { OP_LCPY, OP_LCAT, OP_SCPY, OP_TRUNC, NOPS };
static const char *const op_names[NOPS] = {
	"strlcpy", "strlcat", "strscpy", "strlcpy, src " STR(BENCH_MAX) " B truncated to"
};

static const struct impl impls[] = {
	{ "strl", { strl_strlcpy, strl_strlcat, strl_strscpy_fn } },
#ifdef HAVE_NEWLIB
	{ "newlib", { newlib_strlcpy, newlib_strlcat, 0 } },
	{ "newlib-c", { newlib_c_strlcpy, newlib_c_strlcat, newlib_c_strscpy } },
#endif
#ifdef HAVE_PICOLIBC
	{ "picolibc", { picolibc_strlcpy, picolibc_strlcat, 0 } },
	{ "picolibc-c", { picolibc_c_strlcpy, picolibc_c_strlcat, picolibc_c_strscpy } },
#endif
#ifdef HAVE_AVRLIBC
	{ "avr-libc", { avrlibc_strlcpy, avrlibc_strlcat, 0 } },
	{ "avr-libc-c", { avrlibc_c_strlcpy, avrlibc_c_strlcat, avrlibc_c_strscpy } },
#endif
#ifdef HAVE_SCALAR
	{ "scalar", { scalar_strl_strlcpy, scalar_strl_strlcat, scalar_strscpy } },
#endif
};
#define NIMPL (sizeof(impls) / sizeof(impls[0]))

/*
 * A count's column: its implementation's name, or eight characters (a
 * count of 99999.9 and more at full width), and two spaces before it.
 */
static int count_width(const char *name)
{
	int n = (int)strl_strnlen(name, 16);

	return (n > 8 ? n : 8) + 2;
}

/* A cell of @width: the value in tenths, or "-" for none (negative). */
static void put_cell(struct st_msg *m, tenths_t v, int width)
{
	if (v >= 0) {
		put_fixed(m, v, width);
		return;
	}
	while (width-- > 1)
		st_puts(m, " ");
	st_puts(m, "-");
}

#ifdef BENCH_PEER_EVERYWHERE
/*
 * Beyond the tables: strlcpy and strlcat of strl and the first peer at
 * every length from 0 to 64 and every size from 0 to two past it (for
 * strlcat, onto dst strings of 0 to 24 bytes and a few longer, sizes
 * below them too).  The first few cases where strl takes more are
 * printed.  Return: the worst strl/peer ratio, its case in @m.
 */
static long long every_case(struct st_msg *m)
{
	static const size_t dlens[] = { 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11,
					12, 13, 14, 15, 16, 17, 18, 19, 20,
					21, 22, 23, 24, 31, 32, 33, 40, 63 };
	long long worst = 0;
	tenths_t a, b;
	size_t len, size, d, i;
	unsigned int op, over = 0;

	for (op = OP_LCPY; op <= OP_LCAT; op++)
		for (d = 0; d < (op == OP_LCAT ? sizeof(dlens) / sizeof(dlens[0]) : 1); d++)
			for (len = 0; len <= 64; len++)
				for (size = 0; size <= dlens[d] + len + 2; size++) {
					srcbuf[len] = '\0';
					for (i = 0; i < dlens[d]; i++)
						dstbuf[i] = 'x';
					a = per_call(impls[0].fn[op], dstbuf, srcbuf, size,
						     1, op == OP_LCAT, dlens[d]);
					b = per_call(impls[1].fn[op], dstbuf, srcbuf, size,
						     1, op == OP_LCAT, dlens[d]);
					srcbuf[len] = (char)('a' + len % 26);
					if (a > b && over++ < 8) {
						struct st_msg q;

						st_msg_clear(&q);
						st_puts(&q, "#   over: ");
						st_puts(&q, op_names[op]);
						st_puts(&q, ", dst length ");
						st_putu(&q, op == OP_LCAT ? dlens[d] : 0);
						st_puts(&q, ", src length ");
						st_putu(&q, len);
						st_puts(&q, ", size ");
						st_putu(&q, size);
						st_puts(&q, ": strl ");
						put_fixed(&q, a, 0);
						st_puts(&q, ", peer ");
						put_fixed(&q, b, 0);
						board_puts(q.buf);
						board_puts("\n");
					}
					if (ratio100(a, b, 1) > worst) {
						worst = ratio100(a, b, 1);
						st_msg_clear(m);
						st_puts(m, op_names[op]);
						st_puts(m, ", dst length ");
						st_putu(m, op == OP_LCAT ? dlens[d] : 0);
						st_puts(m, ", src length ");
						st_putu(m, len);
						st_puts(m, ", size ");
						st_putu(m, size);
					}
				}
	return worst;
}
#endif

static int is_composed(unsigned int k)
{
	const char *n = impls[k].name;
	size_t l = strl_strnlen(n, 16);

	return l > 2 && n[l - 2] == '-' && n[l - 1] == 'c';
}

int main(void)
{
	static const size_t lens[] = { 0, 1, 2, 4, 8, 16, 64, 256, 1024, 4096 };
	struct st_msg m;
	tenths_t v[NIMPL], strl256 = 0, peer256 = 0;
	long long worst_small = 0, worst_composed = 0, worst_peer = 0;
	const char *worst_where = "", *worst_peer_where = "";
#ifdef HAVE_SCALAR
	tenths_t scalar256 = 0;
	long long worst_scalar = 0;
#endif
	unsigned int i, k, op, mis;
	size_t li, len;

#if defined(__arm__) && __ARM_ARCH >= 7
	/*
	 * The test startup traps unaligned word accesses (to check strl's
	 * word paths); the peers' memcpy makes them, as firmware allows.
	 */
	*(volatile uint32_t *)0xe000ed14 &= ~(1u << 3);	/* CCR.UNALIGN_TRP */
#endif
	CALIBRATE();
	for (i = 0; i < sizeof(srcbuf); i++)
		srcbuf[i] = (char)('a' + i % 26);
	st_msg_clear(&m);
	board_puts("# " COUNTS " (" BOARD_NAME ")\n");
	board_puts("# -c: the library's strlen (strnlen) and memcpy, composed as glibc 2.38 does\n");
	for (op = 0; op < NOPS; op++)
		for (mis = 0; mis < 2; mis++) {
			st_puts(&m, "# ");
			st_puts(&m, op_names[op]);
			st_puts(&m, mis ? ", src+1 dst+2" : ", aligned");
			board_puts(m.buf);
			board_puts("\n");
			st_msg_clear(&m);
			st_puts(&m, "       len");
			for (k = 0; k < NIMPL; k++) {
				int pad = count_width(impls[k].name) -
					  (int)strl_strnlen(impls[k].name, 16);

				while (pad-- > 0)
					st_puts(&m, " ");
				st_puts(&m, impls[k].name);
			}
			for (k = 1; k < NIMPL; k++) {
				st_puts(&m, "  x-");
				st_puts(&m, impls[k].name);
			}
			board_puts(m.buf);
			board_puts("\n");
			st_msg_clear(&m);
			for (li = 0; li < sizeof(lens) / sizeof(lens[0]); li++) {
				const char *src = srcbuf + (mis ? 1 : 0);
				char *dst = dstbuf + (mis ? 2 : 0);
				size_t dlen = op == OP_LCAT ? 16 : 0;
				/* the string's length, and the size passed */
				size_t slen, size;
				unsigned int f = op == OP_TRUNC ? OP_LCPY : op;

				len = lens[li];
				if (len > BENCH_MAX ||
				    (op == OP_TRUNC && len >= BENCH_MAX))
					continue;
				slen = op == OP_TRUNC ? BENCH_MAX : len;
				size = dlen + len + 1;
				srcbuf[slen + mis] = '\0';
				if (op == OP_LCAT)
					for (i = 0; i < dlen; i++)
						dst[i] = 'x';
				for (k = 0; k < NIMPL; k++) {
					if (!impls[k].fn[f]) {
						v[k] = -1;
						continue;
					}
					v[k] = per_call(impls[k].fn[f], dst, src, size,
							slen >= 256 ? REPS_LONG : REPS_SHORT,
							op == OP_LCAT, dlen);
				}
				srcbuf[slen + mis] = (char)('a' + (slen + mis) % 26);
				put_fixed(&m, (tenths_t)len * 10, 10);
				for (k = 0; k < NIMPL; k++)
					put_cell(&m, v[k], count_width(impls[k].name));
				for (k = 1; k < NIMPL; k++)
					put_cell(&m, v[k] < 0 || v[0] <= 0 ? -1 :
						 (v[k] * 10 + v[0] / 2) / v[0],
						 (int)strl_strnlen(impls[k].name, 16) + 4);
				board_puts(m.buf);
				board_puts("\n");
				st_msg_clear(&m);
				if (NIMPL > 1 && op == OP_LCPY && !mis && len == 256) {
					strl256 = v[0];
					peer256 = v[1];
				}
				if (NIMPL > 1 && op == OP_LCPY && len <= 4 &&
				    ratio100(v[0], v[1], 1) > worst_small)
					worst_small = ratio100(v[0], v[1], 1);
				if (NIMPL > 1 && v[1] >= 0 &&
				    ratio100(v[0], v[1], 1) > worst_peer) {
					worst_peer = ratio100(v[0], v[1], 1);
					worst_peer_where = op_names[op];
				}
				for (k = 1; k < NIMPL; k++)
					if (is_composed(k) &&
					    ratio100(v[0], v[k], 1) > worst_composed) {
						worst_composed = ratio100(v[0], v[k], 1);
						worst_where = op_names[op];
					}
#ifdef HAVE_SCALAR
				/* The scalar build is the last column. */
				if (op == OP_LCPY && !mis && len == 256)
					scalar256 = v[NIMPL - 1];
				if (op != OP_TRUNC && len <= 8 &&
				    ratio100(v[0], v[NIMPL - 1], 1) > worst_scalar)
					worst_scalar = ratio100(v[0], v[NIMPL - 1], 1);
#endif
			}
		}
	if (NIMPL > 1) {
#ifdef BENCH_PEER_GAIN
		target(impls[1].name, "/strl per byte at 256 (aligned strlcpy)", "",
		       ratio100(peer256, strl256, 0), HUNDREDTHS(BENCH_PEER_GAIN));
#else
		(void)strl256;
		(void)peer256;
#endif
#ifdef BENCH_PEER_EVERYWHERE
		target("worst strl/", impls[1].name, ", every case of the tables",
		       worst_peer, -100);
		board_puts("#   (at ");
		board_puts(worst_peer_where);
		board_puts(")\n");
		worst_peer = every_case(&m);
		target("worst strl/", impls[1].name,
		       ", every length 0..64 and size 0..length + 2", worst_peer, -100);
		board_puts("#   (at ");
		board_puts(m.buf);
		board_puts(")\n");
		st_msg_clear(&m);
#else
		(void)worst_peer;
		(void)worst_peer_where;
#endif
		target("worst strl/", impls[1].name, " for 0..4 bytes", worst_small, -100);
		target("worst strl/(strlen+memcpy composed), every case; at ",
		       worst_where, "", worst_composed, -100);
	}
#ifdef HAVE_SCALAR
#ifdef BENCH_VECTOR_GAIN
	target("scalar/strl at 256 (aligned strlcpy)", "", "",
	       ratio100(scalar256, strl256, 0), HUNDREDTHS(BENCH_VECTOR_GAIN));
#else
	(void)scalar256;
#endif
	target("worst strl/scalar for 0..8 bytes, every function", "", "",
	       worst_scalar, -100);
#endif
	return 0;
}

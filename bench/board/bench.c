/* SPDX-License-Identifier: ISC */
/*
 * Board benchmark: instructions per strlcpy / strlcat / strscpy call for
 * strl and the C libraries firmware links today (newlib, picolibc: their
 * own objects, symbols renamed), and for those libraries' strlen (strnlen)
 * and memcpy composed as glibc 2.38 composes strlcpy and strlcat (the
 * "-c" columns: src measured, then copied by a memcpy told the length),
 * counted deterministically under QEMU -icount: minstret on RISC-V, the
 * PMU's cycle counter on AArch64, SysTick on Cortex-M (calibrated against
 * a block of NOPs).  The cost of
 * calling an empty function is subtracted.
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

#if defined(__riscv)
static unsigned long long counter(void)
{
	unsigned long v;

	__asm__ volatile("csrr %0, minstret" : "=r"(v));
	return v;
}
#define CALIBRATE() 1.0
#elif defined(__aarch64__)
/* The PMU's cycle counter: one a instruction under -icount shift=0. */
static unsigned long long counter(void)
{
	uint64_t v;

	__asm__ volatile("isb\n mrs %0, pmccntr_el0" : "=r"(v));
	return v;
}

static double calibrate(void)
{
	uint64_t pmcr;

	__asm__ volatile("mrs %0, pmcr_el0" : "=r"(pmcr));
	pmcr |= 1 | 1u << 6;		/* enable; 64-bit cycle counter */
	__asm__ volatile("msr pmcr_el0, %0\n"
			 "msr pmcntenset_el0, %1\n isb"
			 :: "r"(pmcr), "r"((uint64_t)1 << 31));
	return 1.0;
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
static double calibrate(void)
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
	return b > a ? 4016.0 / (double)(b - a) : 0;
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

static double scale;

/* Instructions for @reps calls of @f, minus as many empty calls. */
static double per_call(copy_fn f, char *dst, const char *src, size_t size,
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
	return ((double)(b - a) - (double)(c - b)) * scale / reps;
}

static char srcbuf[4160] __attribute__((__aligned__(8)));
static char dstbuf[4160] __attribute__((__aligned__(8)));

static void put_fixed(struct st_msg *m, double v, int width)
{
	unsigned long long w = (unsigned long long)(v * 10 + 0.5);
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
 * negative @bound, the ratio at most -@bound (<=); two decimals.
 */
static void target(const char *a, const char *b, const char *c, double ratio,
		   double bound)
{
	int most = bound < 0;
	double lim = most ? -bound : bound;
	int met = most ? ratio <= lim : ratio >= lim;
	struct st_msg m;

	st_msg_clear(&m);
	st_puts(&m, "# target: ");
	st_puts(&m, a);
	st_puts(&m, b);
	st_puts(&m, c);
	st_puts(&m, " = ");
	st_putu(&m, (unsigned long long)(ratio * 100 + 0.5) / 100);
	st_puts(&m, ".");
	st_putu(&m, (unsigned long long)(ratio * 100 + 0.5) / 10 % 10);
	st_putu(&m, (unsigned long long)(ratio * 100 + 0.5) % 10);
	st_puts(&m, most ? " (<= " : " (>= ");
	put_fixed(&m, lim, 0);
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
	"strlcpy", "strlcat", "strscpy", "strlcpy, src 4096 B truncated to"
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

/* A cell of @width: the value, or "-" for none (negative). */
static void put_cell(struct st_msg *m, double v, int width)
{
	if (v >= 0) {
		put_fixed(m, v, width);
		return;
	}
	while (width-- > 1)
		st_puts(m, " ");
	st_puts(m, "-");
}

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
	double v[NIMPL], strl256 = 0, peer256 = 0, worst_small = 0;
	double worst_composed = 0;
	const char *worst_where = "";
#ifdef HAVE_SCALAR
	double scalar256 = 0, worst_scalar = 0;
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
	scale = CALIBRATE();
	for (i = 0; i < sizeof(srcbuf); i++)
		srcbuf[i] = (char)('a' + i % 26);
	st_msg_clear(&m);
	board_puts("# instructions per call under QEMU -icount (" BOARD_NAME ")\n");
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
				if (op == OP_TRUNC && len >= 4096)
					continue;
				slen = op == OP_TRUNC ? 4096 : len;
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
							slen >= 256 ? 10 : REPS_SHORT,
							op == OP_LCAT, dlen);
					/* As printed: SysTick's ticks leave +-0.05. */
					v[k] = (double)(unsigned long long)(v[k] * 10 + 0.5) / 10;
				}
				srcbuf[slen + mis] = (char)('a' + (slen + mis) % 26);
				put_fixed(&m, (double)len, 10);
				for (k = 0; k < NIMPL; k++)
					put_cell(&m, v[k], count_width(impls[k].name));
				for (k = 1; k < NIMPL; k++)
					put_cell(&m, v[k] < 0 ? -1 : v[k] / v[0],
						 (int)strl_strnlen(impls[k].name, 16) + 4);
				board_puts(m.buf);
				board_puts("\n");
				st_msg_clear(&m);
				if (NIMPL > 1 && op == OP_LCPY && !mis && len == 256) {
					strl256 = v[0];
					peer256 = v[1];
				}
				if (NIMPL > 1 && op == OP_LCPY && len <= 4 && v[0] / v[1] > worst_small)
					worst_small = v[0] / v[1];
				for (k = 1; k < NIMPL; k++)
					if (is_composed(k) && v[0] / v[k] > worst_composed) {
						worst_composed = v[0] / v[k];
						worst_where = op_names[op];
					}
#ifdef HAVE_SCALAR
				/* The scalar build is the last column. */
				if (op == OP_LCPY && !mis && len == 256)
					scalar256 = v[NIMPL - 1];
				if (op != OP_TRUNC && len <= 8 && v[0] / v[NIMPL - 1] > worst_scalar)
					worst_scalar = v[0] / v[NIMPL - 1];
#endif
			}
		}
	if (NIMPL > 1) {
		target(impls[1].name, "/strl per byte at 256 (aligned strlcpy)", "",
		       peer256 / strl256, 2.5);
		target("worst strl/", impls[1].name, " for 0..4 bytes", worst_small, -1.0);
		target("worst strl/(strlen+memcpy composed), every case; at ",
		       worst_where, "", worst_composed, -1.0);
	}
#ifdef HAVE_SCALAR
#ifdef BENCH_VECTOR_GAIN
	target("scalar/strl at 256 (aligned strlcpy)", "", "", scalar256 / strl256,
	       BENCH_VECTOR_GAIN);
#else
	(void)scalar256;
#endif
	target("worst strl/scalar for 0..8 bytes, every function", "", "",
	       worst_scalar, -1.0);
#endif
	return 0;
}

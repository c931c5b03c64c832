/* SPDX-License-Identifier: ISC */
/*
 * Bare-metal runner: a short demo of the API, then the shared corpus as
 * KTAP, ending with "N passed, N failed"; the exit status is the result.
 * Built freestanding for every board; the board glue provides output and
 * exit (board.h), the corpus formats numbers itself.
 */
#include "board.h"
#include "strl_test.h"

#ifndef ST_BOARD_N
#define ST_BOARD_N 24
#endif
#ifndef ST_BOARD_ALIGN
#define ST_BOARD_ALIGN (2 * sizeof(void *))
#endif
#ifndef BOARD_NAME
#define BOARD_NAME "board"
#endif
/*
 * ST_FAIL_FAST=1 (the mutant runs): stop at the first failure; the rest
 * of its test and every later test are not run (reported as skipped).
 */
#ifndef ST_FAIL_FAST
#define ST_FAIL_FAST 0
#endif

static unsigned long long passed, failed;

int st_board_fortify(unsigned int *checks);
int st_board_edge(unsigned int *checks);
int st_board_pages(unsigned int *checks);
#ifndef ST_BOARD_EDGE
#define ST_BOARD_EDGE 0
#endif
static unsigned int test_no;

static void say(struct st_msg *m)
{
	board_puts(m->buf);
	board_putc('\n');
	st_msg_clear(m);
}

static void report(void *arg, const char *msg)
{
	(void)arg;
	board_puts("    # FAIL ");
	board_puts(msg);
	board_putc('\n');
}

static void result(int ok, const char *name, unsigned long long cases,
		   unsigned long long bad)
{
	struct st_msg m;

	st_msg_clear(&m);
	st_puts(&m, ok ? "ok " : "not ok ");
	st_putu(&m, ++test_no);
	st_puts(&m, " ");
	st_puts(&m, name);
	st_puts(&m, " # ");
	st_putu(&m, cases);
	st_puts(&m, " cases, ");
	st_putu(&m, bad);
	st_puts(&m, " failed");
	say(&m);
}

/* After the first failure with ST_FAIL_FAST: report test @name skipped. */
static int skip(const char *name)
{
	struct st_msg m;

	if (!ST_FAIL_FAST || !failed)
		return 0;
	st_msg_clear(&m);
	st_puts(&m, "ok ");
	st_putu(&m, ++test_no);
	st_puts(&m, " ");
	st_puts(&m, name);
	st_puts(&m, " # SKIP after the first failure (ST_FAIL_FAST)");
	say(&m);
	return 1;
}

/* Show quoted text (printable bytes as-is). */
static void st_putq(struct st_msg *m, const char *s)
{
	st_puts(m, "\"");
	st_puts(m, s);
	st_puts(m, "\"");
}

static void demo(void)
{
	char buf[8], big[16], msg[24], *p, *end = msg + sizeof(msg);
	struct st_msg m;
	strl_ssize_t r;
	size_t n, i, zeros = 0;

	st_msg_clear(&m);
	board_puts("# strl demo on " BOARD_NAME "\n");

	n = strl_strlcpy(buf, "hello, world", sizeof(buf));
	st_puts(&m, "#   strlcpy(buf[8], \"hello, world\") = ");
	st_putu(&m, n);
	st_puts(&m, n >= sizeof(buf) ? " (truncated) -> " : " -> ");
	st_putq(&m, buf);
	say(&m);

	strl_strlcpy(big, "abc", sizeof(big));
	n = strl_strlcat(big, "defgh", sizeof(big));
	st_puts(&m, "#   strlcat(big[16] = \"abc\", \"defgh\") = ");
	st_putu(&m, n);
	st_puts(&m, " -> ");
	st_putq(&m, big);
	say(&m);

	r = strl_strscpy(buf, "firmware-v1.2.3", sizeof(buf));
	st_puts(&m, "#   strscpy(buf[8], \"firmware-v1.2.3\") = ");
	st_puti(&m, r);
	st_puts(&m, r == -STRL_E2BIG ? " (-E2BIG) -> " : " -> ");
	st_putq(&m, buf);
	say(&m);

	r = strl_strscpy_pad(buf, "ok", sizeof(buf));
	for (i = (size_t)(r < 0 ? 0 : r); i < sizeof(buf); i++)
		zeros += buf[i] == '\0';
	st_puts(&m, "#   strscpy_pad(buf[8], \"ok\") = ");
	st_puti(&m, r);
	st_puts(&m, " -> ");
	st_putq(&m, buf);
	st_puts(&m, " then ");
	st_putu(&m, zeros);
	st_puts(&m, " zero bytes");
	say(&m);

	p = strl_stpecpy(msg, end, "temp=");
	p = strl_stpecpy(p, end, "21.5");
	p = strl_stpecpy(p, end, "C");
	st_puts(&m, "#   stpecpy chain into msg[24]: \"temp=\" \"21.5\" \"C\" -> ");
	st_putq(&m, msg);
	st_puts(&m, p ? ", end at +" : ", truncated");
	if (p)
		st_putu(&m, (unsigned long long)(p - msg));
	say(&m);

	p = strl_stpecpy(msg, end, "sensor 7 reports: ");
	p = strl_stpecpy(p, end, "overtemperature");
	st_puts(&m, "#   stpecpy chain overflowing msg[24] -> ");
	st_putq(&m, msg);
	st_puts(&m, p ? "" : ", returns NULL (truncated)");
	say(&m);

	st_puts(&m, "#   strnlen(\"sensor\", 4) = ");
	st_putu(&m, strl_strnlen("sensor", 4));
	say(&m);
}

int main(void)
{
	struct st_result r = { 0, 0, report, 0, ST_FAIL_FAST };
	struct st_msg m;
	struct st_vector v;
	unsigned long long vbad = 0;
	size_t i;

	demo();

	st_msg_clear(&m);
	board_puts("KTAP version 1\n");
	st_puts(&m, "1..");
	st_putu(&m, 2 + 2 * (ST_BOARD_EDGE != 0) + st_nsweeps);
	say(&m);
	st_puts(&m, "# strl " BOARD_NAME ": n=");
	st_putu(&m, ST_BOARD_N);
	st_puts(&m, " align=");
	st_putu(&m, ST_BOARD_ALIGN);
	say(&m);

	for (i = 0; i < st_nvectors && !(ST_FAIL_FAST && vbad); i++)
		if (st_run_vector(&st_strl, st_vector(i, &v), &m) != 0) {
			report(0, m.buf);
			vbad++;
		}
	st_msg_clear(&m);
	passed += i - vbad;
	failed += vbad;
	result(!vbad, "vectors", i, vbad);

	for (i = 0; i < st_nsweeps; i++) {
		if (skip(st_sweeps[i].name))
			continue;
		r.passed = r.failed = 0;
		st_sweeps[i].run(&st_strl, ST_BOARD_N, ST_BOARD_ALIGN, &r);
		passed += r.passed;
		failed += r.failed;
		result(!r.failed && r.passed, st_sweeps[i].name,
		       r.passed + r.failed, r.failed);
	}

	if (!skip("fortify_handler_counts_and_clamps")) {
		unsigned int checks = 0;
		int bad = st_board_fortify(&checks);

		passed += checks - (unsigned int)bad;
		failed += (unsigned int)bad;
		result(!bad, "fortify_handler_counts_and_clamps", checks,
		       (unsigned int)bad);
	}

	if (ST_BOARD_EDGE && !skip("strings_and_buffers_at_the_end_of_ram")) {
		unsigned int checks = 0;
		int bad = st_board_edge(&checks);

		passed += checks - (unsigned int)bad;
		failed += (unsigned int)bad;
		result(!bad && checks, "strings_and_buffers_at_the_end_of_ram",
		       checks, (unsigned int)bad);
	}
	if (ST_BOARD_EDGE && !skip("loads_cut_short_at_a_page")) {
		unsigned int checks = 0;
		int bad = st_board_pages(&checks);

		passed += checks - (unsigned int)bad;
		failed += (unsigned int)bad;
		result(!bad && checks, "loads_cut_short_at_a_page", checks,
		       (unsigned int)bad);
	}

	st_puts(&m, "# " BOARD_NAME ": ");
	st_putu(&m, passed);
	st_puts(&m, " passed, ");
	st_putu(&m, failed);
	st_puts(&m, " failed");
	say(&m);
	st_putu(&m, passed);
	st_puts(&m, " passed, ");
	st_putu(&m, failed);
	st_puts(&m, " failed");
	say(&m);
	return failed ? 1 : 0;
}

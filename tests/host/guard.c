/* SPDX-License-Identifier: ISC */
/*
 * Guard-page tests: buffers placed against PROT_NONE pages at every offset
 * 0..64 from the guard, and with lengths 65..MAXLONG (every alignment of
 * the start modulo the SIMD loops' 128-byte blocks, in their four-block
 * loops), and strlcpy's length scan after truncation with lengths up to
 * MAXSCAN (past its 512-byte boundaries), so a read or write one byte
 * past what a function may touch faults; and copies of strings that
 * cross from one page into the next, every byte of dst checked.  Each group runs in a child; a fault is a failure naming the
 * case.  Checks:
 *   strscpy, strscpy_pad, stpecpy, strnlen, strncpy read no src byte past
 *   their bound; strlcat reads no dst byte at or past size; strlcpy reads src
 *   only up to its NUL; nothing writes at or past dst + size; nothing
 *   touches the byte before dst or src; and strings that run into a page
 *   that faults until first touched come out whole.
 * Ends with "N passed, N failed"; exits non-zero on any failure.
 */
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/wait.h>
#include <unistd.h>

#include "strl.h"

#define MAXOFF 64
#define MAXLONG 600
#define MAXSCAN 1400	/* truncating scans: past two 512-byte boundaries */
#define CROSS_FROM 512	/* page crossings: src this far before the page end at most */
#define CROSS_PAST 320	/* and the NUL up to this far after it */

static size_t page;
static char *lo_guard_end;	/* first byte after the low guard page */
static char *hi_guard;		/* first byte of the high guard page */
static char *mid_page;		/* first byte of the second page between them */
static char *note;		/* shared with the parent: current case */
static unsigned long long passed, failed;

#define E2BIG_RET ((strl_ssize_t)-STRL_E2BIG)

static void setup(void)
{
	char *base;

	page = (size_t)sysconf(_SC_PAGESIZE);
	base = mmap(NULL, 4 * page, PROT_READ | PROT_WRITE,
		    MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	note = mmap(NULL, 256, PROT_READ | PROT_WRITE,
		    MAP_SHARED | MAP_ANONYMOUS, -1, 0);
	if (base == MAP_FAILED || note == MAP_FAILED ||
	    mprotect(base, page, PROT_NONE) ||
	    mprotect(base + 3 * page, page, PROT_NONE)) {
		perror("guard: mmap/mprotect");
		exit(2);
	}
	lo_guard_end = base + page;
	mid_page = base + 2 * page;
	hi_guard = base + 3 * page;
}

#define CASE(...) snprintf(note, 256, __VA_ARGS__)
#define CHECK(cond)							\
	do {								\
		if (cond) {						\
			passed++;					\
		} else {					\
			failed++;					\
			printf("    # FAIL %s: %s\n", note, #cond);	\
		}							\
	} while (0)

/* n bytes of 'x' ending right at the high guard; no NUL among them. */
static char *unterminated_at_guard(size_t n)
{
	char *p = hi_guard - n;

	memset(p, 'x', n);
	return p;
}

/* Reads bounded by size: the source has no NUL before the guard. */
static void bounded_reads(size_t from, size_t to)
{
	static char dst[MAXLONG + 8];
	size_t n, size;
	char *src;

	for (n = from; n <= to; n++) {
		src = unterminated_at_guard(n);
		CASE("strscpy src=%zu bytes before guard, size=%zu", n, n);
		CHECK(strl_strscpy(dst, src, n) == E2BIG_RET);
		CASE("strscpy_pad src=%zu bytes before guard, size=%zu", n, n);
		CHECK(strl_strscpy_pad(dst, src, n) == E2BIG_RET);
		CASE("stpecpy src=%zu bytes before guard, end-dst=%zu", n, n);
		CHECK(strl_stpecpy(dst, dst + n, src) == NULL);
		CASE("strnlen s=%zu bytes before guard, maxlen=%zu", n, n);
		CHECK(strl_strnlen(src, n) == n);
		CASE("strncpy src=%zu bytes before guard, n=%zu", n, n);
		dst[n] = 'y';
		CHECK(strl_strncpy(dst, src, n) == dst && !memcmp(dst, src, n) &&
		      dst[n] == 'y');
		if (n) {	/* NUL as the last readable byte */
			src[n - 1] = '\0';
			CASE("strscpy NUL at last byte before guard, size=%zu", n);
			CHECK(strl_strscpy(dst, src, n) == (strl_ssize_t)n - 1);
			CASE("stpecpy NUL at last byte before guard, size=%zu", n);
			CHECK(strl_stpecpy(dst, dst + n, src) == dst + n - 1);
			CASE("strncpy NUL at last byte before guard, n=%zu", n);
			CHECK(strl_strncpy(dst, src, n) == dst &&
			      !memcmp(dst, src, n));
			CASE("strlcpy NUL at last byte before guard, len=%zu", n - 1);
			CHECK(strl_strlcpy(dst, src, sizeof(dst)) == n - 1);
			CASE("strlcpy truncating, NUL at last byte, len=%zu", n - 1);
			CHECK(strl_strlcpy(dst, src, 1) == n - 1);
			/*
			 * Every size that truncates: the length scan goes on
			 * from wherever the copy stopped, up to the guard.
			 */
			for (size = 2; size < n; size++) {
				CASE("strlcpy truncating at size %zu, NUL at last byte, len=%zu",
				     size, n - 1);
				CHECK(strl_strlcpy(dst, src, size) == n - 1);
			}
			CASE("strnlen NUL at last byte before guard, len=%zu", n - 1);
			CHECK(strl_strnlen(src, (size_t)-1) == n - 1);
		}
	}
}

/*
 * strlcpy truncating a string that ends right at the guard, longer than
 * the groups above: the length scan after the copy goes on far enough
 * to change its step at 512-byte boundaries.  The sizes move where the
 * scan starts, the lengths where the string starts.
 */
static void truncating_scans(size_t from, size_t to)
{
	static char dst[80];
	size_t n, nul, size;
	char *src;

	for (n = from; n <= to; n++) {
		src = unterminated_at_guard(n);
		/* The NUL last before the guard, then 128 bytes before it. */
		for (nul = n - 1; nul + 129 >= n; nul -= 128) {
			src[nul] = '\0';
			for (size = 2; size <= sizeof(dst); size++) {
				CASE("strlcpy truncating at size %zu, len=%zu, %zu from the guard",
				     size, nul, n - nul);
				CHECK(strl_strlcpy(dst, src, size) == nul);
			}
			src[nul] = 'x';
		}
	}
}

/* strlcat reads at most size bytes of dst: no NUL before the guard. */
static void strlcat_dst_reads(size_t from, size_t to)
{
	size_t n;
	char *dst;

	for (n = from; n <= to; n++) {
		dst = unterminated_at_guard(n);
		CASE("strlcat dst without NUL, size=%zu up to the guard", n);
		CHECK(strl_strlcat(dst, "abc", n) == n + 3);
		if (n)	/* size 0: dst is the guard itself; nothing to check */
			CHECK(dst[0] == 'x');
	}
}

/* Writes stay below dst + size: dst + size is the guard. */
static void bounded_writes(size_t from, size_t to)
{
	static char src[MAXLONG + 11];
	size_t n, len;
	char *dst;

	memset(src, 'w', sizeof(src) - 1);
	for (n = from; n <= to; n++) {
		dst = hi_guard - n;
		CASE("strlcpy dst=%zu bytes before guard, size=%zu", n, n);
		CHECK(strl_strlcpy(dst, src, n) == sizeof(src) - 1);
		CHECK(dst[n - 1] == '\0');
		CASE("strscpy dst=%zu bytes before guard, size=%zu", n, n);
		CHECK(strl_strscpy(dst, src, n) == E2BIG_RET);
		CASE("strscpy_pad short src, dst=%zu before guard", n);
		CHECK(strl_strscpy_pad(dst, "a", n) == (n > 1 ? 1 : E2BIG_RET));
		CHECK(dst[n - 1] == '\0');
		CASE("stpecpy into [dst, guard), %zu bytes", n);
		CHECK(strl_stpecpy(dst, hi_guard, src) == NULL);
		CASE("strncpy into [dst, guard), %zu bytes", n);
		CHECK(strl_strncpy(dst, src, n) == dst && (!n || dst[n - 1] == 'w'));
		CASE("strncpy padding up to the guard, %zu bytes", n);
		CHECK(strl_strncpy(dst, "a", n) == dst &&
		      (n < 2 || (dst[0] == 'a' && dst[n - 1] == '\0')));
		memset(dst, 0, n);
		dst[0] = 'a';
		if (n > 1)
			dst[1] = '\0';
		len = n > 1 ? 1 : 0;
		CASE("strlcat dst=%zu bytes before guard, size=%zu", n, n);
		CHECK(strl_strlcat(dst, src, n) ==
		      (n > 1 ? len : n) + sizeof(src) - 1);
	}
}

static void group_bounded_reads(void) { bounded_reads(0, MAXOFF); }
static void group_bounded_reads_long(void) { bounded_reads(MAXOFF + 1, MAXLONG); }
static void group_truncating_scans(void) { truncating_scans(MAXLONG + 1, MAXSCAN); }
static void group_strlcat_dst_reads(void) { strlcat_dst_reads(0, MAXOFF); }
static void group_strlcat_dst_reads_long(void) { strlcat_dst_reads(MAXOFF + 1, MAXLONG); }
static void group_bounded_writes(void) { bounded_writes(1, MAXOFF); }
static void group_bounded_writes_long(void) { bounded_writes(MAXOFF + 1, MAXLONG); }

/*
 * One copy of @len bytes from src into a fresh dst at size @size by @fn
 * ('l' strlcpy, 's' strscpy, 'p' stpecpy): its answer, every byte of dst
 * up to the NUL it must end with, and the byte after that, untouched.
 */
static void crossing_case(char fn, char *dst, const char *src, size_t len,
			  size_t size)
{
	size_t k = len < size ? len : size - 1;	/* bytes copied */
	int fits = len < size;

	memset(dst, '#', size + 1);
	switch (fn) {
	case 'l':
		CHECK(strl_strlcpy(dst, src, size) == len);
		break;
	case 's':
		CHECK(strl_strscpy(dst, src, size) ==
		      (fits ? (strl_ssize_t)len : E2BIG_RET));
		break;
	default:
		CHECK(strl_stpecpy(dst, dst + size, src) ==
		      (fits ? dst + len : NULL));
	}
	CHECK(memcmp(dst, src, k) == 0 && dst[k] == '\0' && dst[k + 1] == '#');
}

/*
 * Strings that cross from one page into the next: src from 1 to
 * CROSS_FROM bytes before the end of the first page, its NUL from 0 to
 * CROSS_PAST bytes into the second or right before the guard, at sizes
 * that fit, fit exactly, cut the copy one byte short, and cut it at the
 * page end.  Wide passes take their steps up to a page end and start
 * again after it (the AVX-512 one ends each page with the four blocks
 * that end it); these are the cases the groups above, all in one page,
 * never reach.
 */
static void group_page_crossing(void)
{
	static const char fns[] = { 'l', 's', 'p' };
	size_t off, t, len, sizes[4], i, f;
	char *src, *dst = malloc(2 * page + 2);

	if (!dst) {
		perror("guard: malloc");
		exit(2);
	}
	memset(mid_page - CROSS_FROM, 'c', page + CROSS_FROM);
	for (off = 1; off <= CROSS_FROM; off++) {
		src = mid_page - off;
		for (t = 0; t <= CROSS_PAST + 1; t++) {
			/* The last t: the NUL right before the guard. */
			len = off + (t <= CROSS_PAST ? t : page - 1);
			src[len] = '\0';
			sizes[0] = len + 1;
			sizes[1] = len;
			sizes[2] = off;
			sizes[3] = 2 * page + 1;
			for (i = 0; i < 4; i++)
				for (f = 0; f < sizeof(fns); f++) {
					CASE("%c: src %zu before a page end, len %zu, size %zu",
					     fns[f], off, len, sizes[i]);
					crossing_case(fns[f], dst, src, len,
						      sizes[i]);
				}
			src[len] = 'c';
		}
	}
	free(dst);
}

/* Nothing touches the byte before dst or src: both start at the guard. */
static void group_low_edge(void)
{
	char *p = lo_guard_end;
	static char buf[MAXOFF + 8];

	memcpy(p, "hello", 6);
	CASE("strlcpy src and dst right after the low guard");
	CHECK(strl_strlcpy(buf, p, sizeof(buf)) == 5);
	CHECK(strl_strlcpy(p + 16, p, 8) == 5);
	CASE("strscpy from the low edge");
	CHECK(strl_strscpy(p + 32, p, 3) == E2BIG_RET);
	CASE("strnlen from the low edge");
	CHECK(strl_strnlen(p, 3) == 3);
	CASE("strlcat at the low edge");
	CHECK(strl_strlcat(p, "!", 8) == 6);
	CASE("stpecpy at the low edge");
	CHECK(strl_stpecpy(p, p + 4, "abcdef") == NULL);
	CHECK(strl_stpecpy(lo_guard_end, lo_guard_end + 1, "") == lo_guard_end);
}

/*
 * Strings that run into a page that faults until it is first touched, as
 * a page the kernel maps in on demand does: a SIGSEGV handler makes it
 * readable and the access is made again.  A load that covers bytes in it
 * and is allowed to stop short instead of faulting (RISC-V's vle8ff.v,
 * which QEMU stops at such a page) reads less than asked; a path that
 * goes on by what it asked for, not by what the load read, skips bytes.
 */
static char *demand;		/* the page that faults until touched */
static unsigned long demand_faults;

static void demand_fault(int sig, siginfo_t *si, void *ctx)
{
	char *a = si->si_addr;

	(void)ctx;
	if (a >= demand && a < demand + page &&
	    mprotect(demand, page, PROT_READ | PROT_WRITE) == 0) {
		demand_faults++;
		return;
	}
	signal(sig, SIG_DFL);	/* any other fault: the child dies of it */
}

static void group_demand_paged(void)
{
	static const size_t before[] = { 1, 2, 15, 16, 17, 100, 1000 };
	static const size_t after[] = { 0, 1, 15, 16, 17, 300, 2000 };
	struct sigaction sa;
	size_t b, a, len, k, big = 2 * page;
	unsigned long f0;
	char *base, *src, *dst = malloc(big);

	base = mmap(NULL, 2 * page, PROT_READ | PROT_WRITE,
		    MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	if (!dst || base == MAP_FAILED) {
		perror("guard: mmap/malloc");
		exit(2);
	}
	demand = base + page;
	memset(&sa, 0, sizeof(sa));
	sa.sa_sigaction = demand_fault;
	sa.sa_flags = SA_SIGINFO;
	sigemptyset(&sa.sa_mask);
	sigaction(SIGSEGV, &sa, NULL);
	sigaction(SIGBUS, &sa, NULL);
	for (b = 0; b < sizeof(before) / sizeof(before[0]); b++)
		for (a = 0; a < sizeof(after) / sizeof(after[0]); a++) {
			src = demand - before[b];
			len = before[b] + after[a];
			memset(src, 'd', len);
			src[len] = '\0';
			for (k = 0; k < 8; k++) {
				CASE("%zu before the page, %zu into it, call %zu",
				     before[b], after[a], k);
				memset(dst, '#', len + 2);
				/* The page faults again until touched. */
				mprotect(demand, page, PROT_NONE);
				f0 = demand_faults;
				switch (k) {
				case 0:
					CHECK(strl_strnlen(src, (size_t)-1) == len);
					break;
				case 1:
					CHECK(strl_strnlen(src, len + 5) == len);
					break;
				case 2:
					CHECK(strl_strlcpy(dst, src, big) == len &&
					      memcmp(dst, src, len + 1) == 0);
					break;
				case 3:
					CHECK(strl_strlcpy(dst, src, before[b] + 1) == len &&
					      memcmp(dst, src, before[b]) == 0 &&
					      dst[before[b]] == '\0');
					break;
				case 4:
					CHECK(strl_strscpy(dst, src, big) ==
					      (strl_ssize_t)len && memcmp(dst, src, len + 1) == 0);
					break;
				case 5:
					CHECK(strl_stpecpy(dst, dst + big, src) == dst + len &&
					      memcmp(dst, src, len + 1) == 0);
					break;
				case 6:
					CHECK(strl_strscpy_pad(dst, src, len + 2) ==
					      (strl_ssize_t)len && memcmp(dst, src, len + 1) == 0 &&
					      dst[len + 1] == '\0');
					break;
				default:
					dst[0] = '\0';
					CHECK(strl_strlcat(dst, src, big) == len &&
					      memcmp(dst, src, len + 1) == 0);
				}
				/* Each call reads a byte of the page: it faulted. */
				CHECK(demand_faults > f0);
			}
		}
	signal(SIGSEGV, SIG_DFL);
	signal(SIGBUS, SIG_DFL);
	munmap(base, 2 * page);
	free(dst);
}

static int test_no;

static void run(const char *name, void (*fn)(void))
{
	unsigned long long counts[2] = { 0, 0 };
	int fd[2], status;
	pid_t pid;

	fflush(stdout);
	if (pipe(fd) || (pid = fork()) < 0) {
		perror("guard: fork");
		exit(2);
	}
	if (pid == 0) {
		close(fd[0]);
		passed = failed = 0;	/* the parent's counts are not ours */
		fn();
		counts[0] = passed;
		counts[1] = failed;
		if (write(fd[1], counts, sizeof(counts)) != sizeof(counts))
			_exit(3);
		fflush(stdout);
		_exit(0);
	}
	close(fd[1]);
	if (read(fd[0], counts, sizeof(counts)) != sizeof(counts)) {
		waitpid(pid, &status, 0);
		printf("    # FAIL %s: %s during \"%s\"\n", name,
		       WIFSIGNALED(status) ? strsignal(WTERMSIG(status)) :
		       "child died", note);
		counts[1] = 1;
	} else {
		waitpid(pid, &status, 0);
	}
	close(fd[0]);
	passed += counts[0];
	failed += counts[1];
	printf("%sok %d %s\n", counts[1] ? "not " : "", ++test_no, name);
}

int main(void)
{
	setup();
	printf("KTAP version 1\n1..10\n# strl guard pages: page size %zu, offsets 0..%d, "
	       "long %d..%d\n", page, MAXOFF, MAXOFF + 1, MAXLONG);
	run("guard_bounded_reads", group_bounded_reads);
	run("guard_bounded_reads_long", group_bounded_reads_long);
	run("guard_truncating_scans", group_truncating_scans);
	run("guard_strlcat_dst_reads", group_strlcat_dst_reads);
	run("guard_strlcat_dst_reads_long", group_strlcat_dst_reads_long);
	run("guard_bounded_writes", group_bounded_writes);
	run("guard_bounded_writes_long", group_bounded_writes_long);
	run("guard_low_edge", group_low_edge);
	run("guard_page_crossing", group_page_crossing);
	run("guard_demand_paged", group_demand_paged);
	printf("# strl-guard: %llu passed, %llu failed\n", passed, failed);
	printf("%llu passed, %llu failed\n", passed, failed);
	return failed ? 1 : 0;
}

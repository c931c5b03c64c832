/* SPDX-License-Identifier: ISC */
/*
 * Host runner: the shared corpus (vectors and sweeps) plus host-only
 * extras, reported as KTAP, ending with "N passed, N failed".
 *
 *   strl-test [-n N] [-a ALIGN] [-s SEED] [-v] [-x]
 *
 * -x stops at the first failure: the rest of its test and every later
 * test are not run (reported as skipped).  The mutant runs take it: they
 * need a verdict, and a broken core fails millions of cases.
 *
 * Host extras: the reference model and strl are both compared with
 * libbsd's strlcpy/strlcat (the OpenBSD code), printing both results on a
 * mismatch, and the model's strncpy with the C library's.  libbsd is loaded with dlopen: libstrl exports strlcpy and
 * strlcat itself, so a link-time -lbsd would find ours, not theirs.
 */
#ifndef STRL_NO_LIBBSD
#include <dlfcn.h>
#endif
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/wait.h>

#include "strl_test.h"

static int verbose, fail_fast;
static unsigned long long total_passed, total_failed;
static int test_no;

static void report(void *arg, const char *msg)
{
	(void)arg;
	printf("    # FAIL %s\n", msg);
}

static void ktap_result(int ok, const char *name, const char *note)
{
	printf("%sok %d %s%s%s\n", ok ? "" : "not ", ++test_no, name,
	       note ? " # " : "", note ? note : "");
	fflush(stdout);
}

static void run_vectors(const struct st_impl *impl)
{
	struct st_msg m;
	size_t i;
	unsigned long long failed = 0;

	printf("    KTAP version 1\n    # Subtest: vectors\n    1..%zu\n",
	       st_nvectors);
	for (i = 0; i < st_nvectors; i++) {
		int bad = st_run_vector(impl, &st_vectors[i], &m) != 0;

		if (bad)
			printf("    # FAIL %s\n", m.buf);
		if (bad || verbose)
			printf("    %sok %zu %s\n", bad ? "not " : "", i + 1,
			       st_vectors[i].name);
		failed += bad;
		if (bad && fail_fast)
			break;
	}
	if (!verbose)
		printf("    # %zu vectors run, %llu failed\n", st_nvectors,
		       failed);
	total_passed += st_nvectors - failed;
	total_failed += failed;
	ktap_result(!failed, "vectors", NULL);
}

static void run_sweep(const struct st_impl *impl, const char *name,
		      void (*fn)(const struct st_impl *, unsigned int,
				 unsigned int, struct st_result *),
		      unsigned int n, unsigned int align)
{
	struct st_result r = { 0, 0, report, NULL, fail_fast };
	char note[64];

	fn(impl, n, align, &r);
	snprintf(note, sizeof(note), "%llu cases, %llu failed", r.passed + r.failed,
		 r.failed);
	printf("    # %s %s: %s\n", impl->name, name, note);
	total_passed += r.passed;
	total_failed += r.failed;
	ktap_result(!r.failed && r.passed, name, NULL);
}

/*
 * Run @fn in a child so that a crash (a broken core that writes or reads
 * wildly) is one failed test with its signal, not the end of the run.
 * The child's counts come back through a pipe.
 */
static void isolated(const char *name, void (*fn)(void *), void *arg)
{
	unsigned long long counts[3] = { 0, 0, 0 };
	int fd[2], status;
	pid_t pid;

	if (fail_fast && total_failed) {
		printf("ok %d %s # SKIP after the first failure (-x)\n",
		       ++test_no, name);
		return;
	}
	fflush(stdout);
	if (pipe(fd) != 0 || (pid = fork()) < 0) {
		perror("strl-test: pipe/fork");
		exit(2);
	}
	if (pid == 0) {
		close(fd[0]);
		total_passed = total_failed = 0;
		fn(arg);
		counts[0] = total_passed;
		counts[1] = total_failed;
		counts[2] = (unsigned long long)test_no;
		if (write(fd[1], counts, sizeof(counts)) != sizeof(counts))
			_exit(3);
		fflush(stdout);
		_exit(0);
	}
	close(fd[1]);
	if (read(fd[0], counts, sizeof(counts)) != sizeof(counts))
		counts[2] = 0;
	close(fd[0]);
	waitpid(pid, &status, 0);
	if (!WIFEXITED(status) || WEXITSTATUS(status) != 0 || !counts[2]) {
		printf("    # FAIL %s: child died (%s %d)\n", name,
		       WIFSIGNALED(status) ? "signal" : "exit status",
		       WIFSIGNALED(status) ? WTERMSIG(status) :
		       WEXITSTATUS(status));
		total_failed++;
		ktap_result(0, name, NULL);
		return;
	}
	total_passed += counts[0];
	total_failed += counts[1];
	test_no = (int)counts[2];
}

struct job {
	const struct st_impl *impl;
	const char *as;		/* the KTAP name */
	const char *sweep;	/* NULL: the vectors */
	unsigned int n, align;
};

static void run_job(void *arg)
{
	const struct job *j = arg;
	size_t i;

	if (!j->sweep) {
		run_vectors(j->impl);
		return;
	}
	for (i = 0; i < st_nsweeps; i++)
		if (!strcmp(st_sweeps[i].name, j->sweep))
			run_sweep(j->impl, j->as, st_sweeps[i].run, j->n,
				  j->align);
}

static void job(const struct st_impl *impl, const char *as,
		const char *sweep, unsigned int n, unsigned int align)
{
	struct job j = { impl, as, sweep, n, align };

	isolated(as, run_job, &j);
}

#ifndef STRL_NO_LIBBSD
/* --- libbsd comparison ------------------------------------------------ */

static size_t (*bsd_strlcpy)(char *, const char *, size_t);
static size_t (*bsd_strlcat)(char *, const char *, size_t);

static int load_libbsd(void)
{
	void *h = dlopen("libbsd.so.0", RTLD_NOW | RTLD_LOCAL);

	if (!h)
		return -1;
	*(void **)&bsd_strlcpy = dlsym(h, "strlcpy");
	*(void **)&bsd_strlcat = dlsym(h, "strlcat");
	return bsd_strlcpy && bsd_strlcat ? 0 : -1;
}

static void show(const char *who, size_t ret, const char *buf, size_t len)
{
	size_t i;

	printf("    #   %-6s returned %zu, dst:", who, ret);
	for (i = 0; i < len; i++)
		printf(" %02x", (unsigned char)buf[i]);
	printf("\n");
}

/* Random strlcpy/strlcat calls on both, identical buffers, compared whole. */
static void compare_libbsd(void *arg)
{
	unsigned int seed = *(unsigned int *)arg;
	unsigned long iters = 200000;
	enum { PADB = 16, ROOM = 300 };
	static char a[PADB + ROOM + PADB], b[sizeof(a)], src[ROOM + 64];
	unsigned long long passed = 0, failed = 0;
	unsigned long it;

	srand(seed);
	for (it = 0; it < iters; it++) {
		int cat = rand() & 1;
		size_t len = (size_t)rand() % 260, dlen = (size_t)rand() % 260;
		size_t size = (size_t)rand() % (ROOM - 20);
		size_t i, ra, rb;

		if (rand() % 8 == 0)	/* sizes near SIZE_MAX */
			size = (size_t)-1 - (size_t)(rand() % 4);
		for (i = 0; i < sizeof(src); i++)
			src[i] = (char)(rand() % 255 + 1);
		src[len] = '\0';
		for (i = 0; i < sizeof(a); i++)
			a[i] = st_poison(i);
		if (cat)
			a[PADB + dlen] = '\0';
		memcpy(b, a, sizeof(a));
		/* A huge size is only valid while the result fits. */
		if (size > ROOM && (cat ? dlen : 0) + len + 1 > ROOM)
			size = ROOM;
		if (cat) {
			ra = strl_strlcat(a + PADB, src, st_unconst(size));
			rb = bsd_strlcat(b + PADB, src, st_unconst(size));
		} else {
			ra = strl_strlcpy(a + PADB, src, st_unconst(size));
			rb = bsd_strlcpy(b + PADB, src, st_unconst(size));
		}
		if (ra == rb && !memcmp(a, b, sizeof(a))) {
			passed++;
			continue;
		}
		if (failed++ < 4) {
			printf("    # FAIL %s len=%zu dlen=%zu size=%zu differs:\n",
			       cat ? "strlcat" : "strlcpy", len, dlen, size);
			show("strl", ra, a, sizeof(a));
			show("libbsd", rb, b, sizeof(b));
		}
		if (fail_fast)
			break;
	}
	printf("    # libbsd random compare: %llu cases, %llu failed\n",
	       passed + failed, failed);
	total_passed += passed;
	total_failed += failed;
	ktap_result(!failed, "libbsd_compare", NULL);
}

#endif /* STRL_NO_LIBBSD */

int main(int argc, char **argv)
{
	unsigned int n = 64, align = 16, seed = 1;
#ifndef STRL_NO_LIBBSD
	struct st_impl bsd = st_ref;
#endif
	struct st_impl libc = st_ref;
	size_t i;
	int c;

	while ((c = getopt(argc, argv, "n:a:s:vx")) != -1) {
		switch (c) {
		case 'n': n = (unsigned int)atoi(optarg); break;
		case 'a': align = (unsigned int)atoi(optarg); break;
		case 's': seed = (unsigned int)atoi(optarg); break;
		case 'v': verbose = 1; break;
		case 'x': fail_fast = 1; break;
		default:
			fprintf(stderr,
				"usage: %s [-n N] [-a ALIGN] [-s SEED] [-v] [-x]\n",
				argv[0]);
			return 2;
		}
	}
	if (n > ST_MAX_N || align > ST_MAX_ALIGN || !n || !align) {
		fprintf(stderr, "%s: -n must be 1..%d and -a 1..%d\n", argv[0],
			ST_MAX_N, ST_MAX_ALIGN);
		return 2;
	}

	printf("KTAP version 1\n1..%zu\n", 1 + st_nsweeps + 4);
	printf("# strl host suite: n=%u align=%u seed=%u\n", n, align, seed);
	job(&st_strl, "vectors", NULL, 0, 0);
	for (i = 0; i < st_nsweeps; i++)
		job(&st_strl, st_sweeps[i].name, st_sweeps[i].name, n, align);

	/* The model's strncpy must agree with the C library's. */
	libc.name = "libc";
	libc.strncpy = strncpy;
	job(&libc, "libc_model_strncpy", "sweep_strncpy", n / 2, 1);

#ifdef STRL_NO_LIBBSD
	printf("ok %d libbsd # SKIP no libbsd in this (cross) build\n",
	       ++test_no);
	printf("ok %d libbsd # SKIP\nok %d libbsd # SKIP\n", test_no + 1,
	       test_no + 2);
	test_no += 2;
#else
	if (load_libbsd() != 0) {
		printf("# libbsd.so.0 not loadable (%s): run tools/deps.sh host\n",
		       dlerror());
		total_failed++;
		ktap_result(0, "libbsd_model_strlcpy", NULL);
		ktap_result(0, "libbsd_model_strlcat", NULL);
		ktap_result(0, "libbsd_compare", NULL);
	} else {
		/* The model itself must agree with OpenBSD's code. */
		bsd.name = "libbsd";
		bsd.strlcpy = bsd_strlcpy;
		bsd.strlcat = bsd_strlcat;
		job(&bsd, "libbsd_model_strlcpy", "sweep_strlcpy", n / 2, 1);
		job(&bsd, "libbsd_model_strlcat", "sweep_strlcat", n / 2, 1);
		isolated("libbsd_compare", compare_libbsd, &seed);
	}
#endif

	printf("# strl: %llu passed, %llu failed\n", total_passed,
	       total_failed);
	printf("%llu passed, %llu failed\n", total_passed, total_failed);
	return total_failed ? 1 : 0;
}

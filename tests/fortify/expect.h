/* SPDX-License-Identifier: ISC */
/*
 * The fortify death-test harness (death.c, overlay/death.c): each case
 * runs in a forked child, which must abort with strl's message naming the
 * culprit, or must not die at all.  Sizes pass through a volatile so the
 * compiler cannot turn them into compile-time errors.
 */
#ifndef STRL_FORTIFY_EXPECT_H
#define STRL_FORTIFY_EXPECT_H

#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

static size_t unconst(size_t n)
{
	size_t volatile v = n;

	return v;
}

static const char longsrc[300] = { [0 ... 298] = 'A' };

static int test_no, failed;

/*
 * Run fn in a child.  If @culprit is set, it must die with SIGABRT and a
 * message naming that function; if not, it must not die.
 */
static void expect(const char *name, void (*fn)(void), const char *culprit)
{
	int fd[2], status, died, want_abort = culprit != NULL;
	char err[256] = "", who[64] = "";
	ssize_t n;
	pid_t pid;

	fflush(stdout);
	if (pipe(fd) || (pid = fork()) < 0)
		exit(2);
	if (pid == 0) {
		dup2(fd[1], 2);
		close(fd[0]);
		fn();
		_exit(0);
	}
	close(fd[1]);
	/* Read to EOF: closing early would kill the child with SIGPIPE. */
	for (size_t got = 0; (n = read(fd[0], err + got, sizeof(err) - 1 - got)) > 0;)
		got += (size_t)n, err[got] = '\0';
	close(fd[0]);
	waitpid(pid, &status, 0);
	died = WIFSIGNALED(status) && WTERMSIG(status) == SIGABRT;
	if (culprit)
		snprintf(who, sizeof(who), "detected in %s()", culprit);
	if (died == want_abort && (!want_abort ||
	    (strstr(err, "strl: buffer overflow") && strstr(err, who)))) {
		printf("ok %d %s\n", ++test_no, name);
		return;
	}
	failed++;
	printf("not ok %d %s\n    # %s; stderr: %s\n", ++test_no, name,
	       died ? "aborted" : "did not abort", err);
}

/* A pointer whose object the compiler cannot see: no check, no abort. */
__attribute__((noinline)) static char *opaque(char *p)
{
	__asm__ volatile("" : "+r"(p));
	return p;
}

/* The result line; the exit status for main. */
static int expect_done(void)
{
	printf("%d passed, %d failed\n", test_no - failed, failed);
	return failed ? 1 : 0;
}

#endif

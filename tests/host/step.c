/* SPDX-License-Identifier: ISC */
/*
 * Step test: src changed between two of a copy's loads from it, between
 * each two in turn.  src lives on pages with no access; each load of it
 * faults (SIGSEGV), the handler opens the pages and arranges for the CPU
 * to stop right after that one instruction (SIGTRAP), the load runs, and
 * the pages close again.  So the test counts the call's loads of src,
 * and a run can rewrite src right after its j-th load and let the call go
 * on.  Only loads see src: trying j = 0, 1, ... L (L loads) tries every
 * place a writer's one store could land, each the same way in every run.
 * The race test (race.c) runs a real writer and only samples those
 * places: on a two-core machine shared with other builds, untested
 * reloads of src on x86-64 passed their 4M racing calls, and one on
 * AArch64 passed 200k under qemu-user.
 *
 * How the CPU stops after the load:
 *   x86-64  - the trap flag (EFLAGS.TF);
 *   AArch64 - a BRK written over the next instruction (a load never
 *             branches, so the next is at pc + 4), put back on the trap;
 *   RISC-V  - a C.EBREAK written the same way over the next instruction
 *             (pc + 2 or 4, from the load's own length).
 * The two breakpoints write into the library's own code, which the test
 * makes writable page by page; they also run under qemu-user.
 *
 *   strl-step [-i CASES] [-s SEED]
 *
 * A case is a function (strscpy, strscpy_pad, strlcpy, stpecpy), a size
 * (1-64 half the time, 1-128 or 1-320 a quarter each), a string that
 * fits, fits exactly or is cut, and offsets 0-63; each of five changes
 * is tried on it:
 *   first - a NUL on its first byte;
 *   half  - a NUL in its middle;
 *   chop  - a NUL on its last byte;
 *   empty - every byte of the string becomes a NUL;
 *   grow  - its NUL becomes a letter (the string runs on for TAIL bytes).
 * A NUL in one place matters: a copy that reloads src[0 .. 32) and does
 * not test it passes "empty", as its later reloads see NULs too and find
 * dst's first.  Every j is tried when the call loads src at most JALL
 * times (AVX2 and AVX-512 up to 320 B load it at most 15 times, SSE2
 * more only from about 290 B); calls with more loads, mostly byte and word
 * loops, get the first JEND places.  After each run dst must pass
 * consist.h's checks.
 *
 * Linux on x86-64, AArch64 and RISC-V 64 only: elsewhere the test says it
 * is skipped.  Ends with "N passed, N failed"; exits non-zero on a
 * failure.
 */
#define _GNU_SOURCE
#include <signal.h>
#include <stdint.h>
#include <sys/mman.h>

#include "consist.h"

#if defined(__linux__) && \
	(defined(__x86_64__) || defined(__aarch64__) || \
	 (defined(__riscv) && __riscv_xlen == 64))
#include <ucontext.h>

#define SPAN 320		/* longest size tried */
#define SLACK 64		/* offsets of src and dst */
#define TAIL 40			/* letters after src's NUL */
#define JALL 24			/* loads up to which every place is tried */
#define JEND 5			/* else the first places */

enum { C_FIRST, C_HALF, C_CHOP, C_EMPTY, C_GROW, C_COUNT, C_NONE = C_COUNT };
static const char *const changes[C_COUNT] = {
	"first", "half", "chop", "empty", "grow"
};

static char *pages;		/* src's pages */
static size_t plen;

/* What the handlers do, and what they saw: set before each run. */
static volatile unsigned long loads, load_at;
static volatile int tracing, change;
static char *volatile src;
static volatile size_t slen;

static void apply(void)
{
	volatile char *s = src;
	size_t j;

	switch (change) {
	case C_FIRST:
		s[0] = '\0';
		break;
	case C_EMPTY:
		for (j = 0; j < slen; j++)
			s[j] = '\0';
		break;
	case C_HALF:
		s[slen / 2] = '\0';
		break;
	case C_CHOP:
		s[slen - 1] = '\0';
		break;
	case C_GROW:
		s[slen] = 'x';
		break;
	default:		/* C_NONE: only counting */
		break;
	}
}

#if defined(__x86_64__)
#define TF 0x100ull		/* EFLAGS.TF */

/* Stop after the instruction at the context's pc. */
static void stop_after(ucontext_t *uc)
{
	uc->uc_mcontext.gregs[REG_EFL] |= (greg_t)TF;
}

/* The stop stop_after() arranged: returns 0 if this trap is not it. */
static int code_writable(void)
{
	return 1;	/* the trap flag writes no code */
}

static int stopped(ucontext_t *uc)
{
	if (!(uc->uc_mcontext.gregs[REG_EFL] & (greg_t)TF))
		return 0;
	uc->uc_mcontext.gregs[REG_EFL] &= ~(greg_t)TF;
	return 1;
}

#else
/*
 * A breakpoint over the next instruction: bp_at is where (0: none), and
 * bp_code the bytes it hides (BP_LEN of them).
 */
#if defined(__aarch64__)
#define BP_LEN 4
static const unsigned char bp_insn[BP_LEN] = { 0x00, 0x00, 0x20, 0xd4 };
#define UC_PC(uc) ((uc)->uc_mcontext.pc)
/* A64 instructions are 4 bytes; a load is never a branch. */
#define INSN_LEN(pc) 4
#else
#define BP_LEN 2
static const unsigned char bp_insn[BP_LEN] = { 0x02, 0x90 };	/* c.ebreak */
#define UC_PC(uc) ((uc)->uc_mcontext.__gregs[REG_PC])
/* Low bits 11: a 32-bit instruction; else 16-bit (C). */
#define INSN_LEN(pc) ((*(const volatile unsigned char *)(pc) & 3) == 3 ? 4 : 2)
#endif

static uintptr_t bp_at;
static unsigned char bp_code[BP_LEN];
static uintptr_t text_open;	/* the code page made writable last */

static void patch(uintptr_t at, const unsigned char *code)
{
	volatile unsigned char *p = (volatile unsigned char *)at;
	size_t k;

	for (k = 0; k < BP_LEN; k++)
		p[k] = code[k];
	__builtin___clear_cache((char *)at, (char *)at + BP_LEN);
}

static void stop_after(ucontext_t *uc)
{
	uintptr_t pc = (uintptr_t)UC_PC(uc), at = pc + INSN_LEN(pc);
	uintptr_t page = at & ~(uintptr_t)(sysconf(_SC_PAGESIZE) - 1);
	size_t k;

	/* an instruction's bytes never cross a page: BP_LEN-aligned */
	if (page != text_open) {
		if (mprotect((void *)page, (size_t)sysconf(_SC_PAGESIZE),
			     PROT_READ | PROT_WRITE | PROT_EXEC)) {
			static const char msg[] =
				"step: the library's code could not be made writable for a breakpoint\n";

			(void)!write(2, msg, sizeof(msg) - 1);
			_exit(2);
		}
		text_open = page;
	}
	for (k = 0; k < BP_LEN; k++)
		bp_code[k] = ((const volatile unsigned char *)at)[k];
	patch(at, bp_insn);
	bp_at = at;
}

/* Can a breakpoint be written into the code under test?  Not under W^X. */
static int code_writable(void)
{
	uintptr_t page = (uintptr_t)strl_strscpy &
			 ~(uintptr_t)(sysconf(_SC_PAGESIZE) - 1);

	return !mprotect((void *)page, (size_t)sysconf(_SC_PAGESIZE),
			 PROT_READ | PROT_WRITE | PROT_EXEC);
}

static int stopped(ucontext_t *uc)
{
	if (!bp_at || (uintptr_t)UC_PC(uc) != bp_at)
		return 0;
	patch(bp_at, bp_code);	/* the trap's pc: that instruction runs next */
	bp_at = 0;
	return 1;
}
#endif

static void on_segv(int sig, siginfo_t *si, void *ctx)
{
	char *a = si->si_addr;

	if (!tracing || a < pages || a >= pages + plen) {
		/* not a load of src: a real fault, reported as one */
		signal(sig, SIG_DFL);
		return;
	}
	mprotect(pages, plen, PROT_READ | PROT_WRITE);
	stop_after(ctx);
}

/* After a load of src: count it; change src after the load_at-th. */
static void on_trap(int sig, siginfo_t *si, void *ctx)
{
	(void)si;
	if (!stopped(ctx)) {
		/* not our stop: a real trap, reported as one */
		signal(sig, SIG_DFL);
		return;
	}
	if (++loads == load_at) {
		apply();
		tracing = 0;	/* src stays open: the call runs on */
		return;
	}
	mprotect(pages, plen, PROT_NONE);
}

/* src: len letters, its NUL, TAIL letters, a NUL. */
static void fill_src(char *s, size_t len)
{
	size_t j;

	for (j = 0; j < len + 1 + TAIL; j++)
		s[j] = (char)('a' + j % 26);
	s[len] = '\0';
	s[len + 1 + TAIL] = '\0';
}

/*
 * One run: src changed (c) after its j-th load; returns the loads seen
 * up to j (C_NONE: loads counted up to j, src left as it is).
 */
static unsigned long run(int fn, char *dbuf, size_t dlen, size_t size,
			 size_t len, size_t so, size_t doff, int c,
			 unsigned long j)
{
	strl_ssize_t sr = 0;
	char *dst, *p = NULL, how[48];

	mprotect(pages, plen, PROT_READ | PROT_WRITE);
	fill_src(pages + so, len);
	dst = consist_dst(dbuf, dlen, doff, size);
	src = pages + so;
	slen = len;
	change = c;
	loads = 0;
	load_at = j;
	if (!j)
		apply();
	tracing = j != 0;
	if (tracing)
		mprotect(pages, plen, PROT_NONE);
	consist_call(fn, dst, pages + so, size, &sr, &p);
	tracing = 0;
	snprintf(how, sizeof(how), " len %zu, %s after load %lu", len,
		 c == C_NONE ? "none" : changes[c], j);
	consist_check(fn, dbuf, dlen, doff, size, so, sr, p, how);
	return loads;
}

int main(int argc, char **argv)
{
	static char dbuf[GUARD + SLACK + SPAN + GUARD];
	unsigned long long cases = 200, seed = 1, x, r, i, runs = 0;
	unsigned long j, n, most = 0;
	struct sigaction sa;
	size_t size, len, so, doff;
	int fn, c;

	if (consist_opts(argc, argv, &cases, &seed, "CASES"))
		return 2;
	if (!code_writable()) {
		printf("KTAP version 1\n1..0 # SKIP the code cannot be made writable for breakpoints (W^X)\n");
		printf("# strl-step: %llu passed, %llu failed\n", passed, failed);
		return 0;
	}
	plen = 2 * (size_t)sysconf(_SC_PAGESIZE);
	pages = mmap(NULL, plen, PROT_READ | PROT_WRITE,
		     MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	if (pages == MAP_FAILED) {
		perror("step: mmap");
		return 2;
	}
	memset(&sa, 0, sizeof(sa));
	sa.sa_flags = SA_SIGINFO;
	sigemptyset(&sa.sa_mask);
	sa.sa_sigaction = on_segv;
	if (sigaction(SIGSEGV, &sa, NULL)) {
		perror("step: sigaction");
		return 2;
	}
	sa.sa_sigaction = on_trap;
	if (sigaction(SIGTRAP, &sa, NULL)) {
		perror("step: sigaction");
		return 2;
	}
	printf("KTAP version 1\n1..1\n");
	x = seed * 0x9e3779b97f4a7c15ull | 1;
	for (i = 0; i < cases; i++) {
		r = rng_next(&x);
		fn = (int)(i % F_COUNT);
		size = 1 + (size_t)((r >> 2) % (r & 2 ? 64 : r & 1 ? 128 : SPAN));
		switch ((r >> 12) % 3) {
		case 0:		/* fits exactly */
			len = size - 1;
			break;
		case 1:		/* fits */
			len = (size_t)(r >> 16) % size;
			break;
		default:	/* cut */
			len = size + (size_t)(r >> 16) % TAIL;
			break;
		}
		so = (size_t)(r >> 24) % SLACK;
		doff = (size_t)(r >> 32) % SLACK;
		for (c = 0; c < C_COUNT; c++) {
			if (!len && c != C_GROW)
				continue;	/* nothing to change */
			/* the loads counted, up to JALL + 1 */
			n = run(fn, dbuf, sizeof(dbuf), size, len, so, doff,
				C_NONE, JALL + 1);
			runs++;
			if (n > most)
				most = n;
			/* then a change after each, or after the first JEND */
			for (j = 0; j <= (n > JALL ? JEND - 1 : n); j++) {
				run(fn, dbuf, sizeof(dbuf), size, len, so, doff,
				    c, j);
				runs++;
			}
		}
	}
	printf("# %llu cases, %llu runs, at most %lu loads of src counted\n",
	       cases, runs, most);
	printf("%sok 1 step\n", failed ? "not " : "");
	printf("# strl-step: %llu passed, %llu failed\n", passed, failed);
	return failed != 0;
}

#else

int main(void)
{
	printf("KTAP version 1\n1..0 # SKIP no way to stop after a load on this host\n");
	printf("# strl-step: %llu passed, %llu failed\n", passed, failed);
	return 0;
}

#endif

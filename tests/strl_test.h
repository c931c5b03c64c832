/* SPDX-License-Identifier: ISC */
/*
 * The strl test corpus: named vectors and exhaustive sweeps, written once in
 * freestanding C and run unchanged by the host runner, the bare-metal
 * runner on every board and the KUnit module.  Every check poisons the
 * destination, makes the call with a size the compiler cannot see, and then
 * compares the return value and every byte of the buffer - the bytes
 * written, the NUL, the padding, the untouched tail and the poison on both
 * sides - against the expected state.
 */
#ifndef STRL_TEST_H
#define STRL_TEST_H

#include "strl.h"

/* The functions under test, so a runner can test other implementations. */
struct st_impl {
	const char *name;
	size_t (*strlcpy)(char *dst, const char *src, size_t size);
	size_t (*strlcat)(char *dst, const char *src, size_t size);
	strl_ssize_t (*strscpy)(char *dst, const char *src, size_t size);
	strl_ssize_t (*strscpy_pad)(char *dst, const char *src, size_t size);
	char *(*stpecpy)(char *dst, char *end, const char *src);
	size_t (*strnlen)(const char *s, size_t maxlen);
	char *(*strncpy)(char *dst, const char *src, size_t n);
};

/* The strl_ functions themselves. */
extern const struct st_impl st_strl;
/* The byte-at-a-time reference model the sweeps check against. */
extern const struct st_impl st_ref;

/* A failure message, built without libc. */
#define ST_MSG_SIZE 320
struct st_msg {
	char buf[ST_MSG_SIZE];
	size_t len;
};
void st_msg_clear(struct st_msg *m);
void st_puts(struct st_msg *m, const char *s);
void st_putu(struct st_msg *m, unsigned long long v);
void st_puti(struct st_msg *m, long long v);
void st_putx(struct st_msg *m, unsigned int byte);
int st_check_bytes(struct st_msg *m, const char *got, const char *want,
		   size_t len, size_t origin);
char st_poison(size_t i);

/* --- vectors ----------------------------------------------------------- */

enum st_fn {
	ST_STRLCPY,
	ST_STRLCAT,
	ST_STRSCPY,
	ST_STRSCPY_PAD,
	ST_STPECPY,		/* p = stpecpy(dst, dst + size, src) */
	ST_STPECPY_CHAIN,	/* then p = stpecpy(p, dst + size, src2) */
	ST_STRNLEN,		/* strnlen(src, size) */
	ST_STRNCPY,		/* strncpy(dst, src, size) */
};

#define ST_NULL_RET (-1LL)	/* stpecpy returned NULL */

extern const char *const st_fn_names[];

/*
 * Call @fn of @impl with a size the compiler cannot see.  Return: its
 * return value; for stpecpy and strncpy the offset of the result from
 * @dst (strncpy: always 0), or ST_NULL_RET.
 */
long long st_invoke(const struct st_impl *impl, enum st_fn fn, char *dst,
		    const char *src, const char *src2, size_t size);

/* The longest vector name, its NUL included (st_run_vector checks). */
#define ST_NAME_SIZE 48

struct st_vector {
	char name[ST_NAME_SIZE];	/* in the table: no pointer to follow */
	enum st_fn fn;
	const char *init;	/* bytes placed at dst before the call */
	size_t init_len;	/* how many (may include or omit a NUL) */
	const char *src;
	const char *src2;	/* ST_STPECPY_CHAIN only */
	size_t size;		/* size argument; for stpecpy end - dst */
	int null_dst;		/* pass dst (and end) as NULL */
	long long ret;		/* expected return; stpecpy: offset or -1 */
	const char *want;	/* expected bytes at dst after the call */
	size_t want_len;	/* beyond them, dst must be as before */
};

/*
 * ST_ROM: where data memory cannot hold the table, it stays in program
 * memory (AVR: a Harvard CPU with 2-8 KiB of SRAM), and st_vector()
 * copies vector @i out into @tmp; elsewhere it returns the entry itself.
 */
#if defined(__AVR__)
#define ST_ROM __attribute__((__progmem__))
#else
#define ST_ROM
#endif
extern const struct st_vector st_vectors[] ST_ROM;
extern const size_t st_nvectors;
const struct st_vector *st_vector(size_t i, struct st_vector *tmp);

/* Run one vector: 0 on success, else -1 with the reason in @m. */
int st_run_vector(const struct st_impl *impl, const struct st_vector *v,
		  struct st_msg *m);

/* --- sweeps ------------------------------------------------------------ */

/*
 * Largest sweep length and alignment span the static buffers allow; a
 * board with little RAM sets smaller ones (board.mk: BOARD_SWEEP_MAX).
 */
#ifndef ST_MAX_N
#define ST_MAX_N 384
#endif
#ifndef ST_MAX_ALIGN
#define ST_MAX_ALIGN 128
#endif

struct st_result {
	unsigned long long passed, failed;
	/* Called with each of the first few failure messages; may be NULL. */
	void (*report)(void *arg, const char *msg);
	void *arg;
	/*
	 * Nonzero: after the first failure, run no more cases (a mutant run
	 * wants a verdict, not a count).
	 */
	int stop;
};

struct st_sweep {
	const char *name;
	/*
	 * Sweep lengths and sizes 0..@n and alignments 0..@align-1 (clamped
	 * to ST_MAX_N, ST_MAX_ALIGN), counting each case in @r.
	 */
	void (*run)(const struct st_impl *impl, unsigned int n,
		    unsigned int align, struct st_result *r);
};

extern const struct st_sweep st_sweeps[];
extern const size_t st_nsweeps;

/* Hide a value from the optimiser, as the kernel's string_kunit does. */
#define st_unconst(x) \
	__extension__ ({ __typeof__(x) volatile st__v = (x); st__v; })

#endif /* STRL_TEST_H */

/* SPDX-License-Identifier: ISC */
/* The peers the host benchmarks measure strl against. */
#ifndef STRL_BENCH_PEERS_H
#define STRL_BENCH_PEERS_H

#include <stddef.h>
#include <sys/types.h>

typedef size_t (*copy_fn)(char *, const char *, size_t);

/* musl 1.2.3's (Debian's musl-dev objects, renamed at link). */
size_t musl_strlcpy(char *dst, const char *src, size_t size);
size_t musl_strlcat(char *dst, const char *src, size_t size);
/* glibc 2.38's strlcpy and strlcat, composed as there over this glibc's
 * own string functions; strscpy composed the same way. */
size_t compose_strlcpy(char *dst, const char *src, size_t size);
size_t compose_strlcat(char *dst, const char *src, size_t size);
size_t compose_strscpy(char *dst, const char *src, size_t size);
/* Linux's strscpy, built from the kernel source (tools/bench/linux-strscpy.sh). */
ssize_t linux_strscpy(char *dest, const char *src, size_t count);
/* OpenBSD's, from libbsd.so.0 (dlopen): bench_load_libbsd() sets them. */
extern copy_fn bsd_strlcpy, bsd_strlcat;
int bench_load_libbsd(void);
/* strl as it was at BENCH_BASE (tools/bench/base.sh renames it). */
size_t base_strl_strlcpy(char *dst, const char *src, size_t size);
size_t base_strl_strlcat(char *dst, const char *src, size_t size);
ssize_t base_strl_strscpy(char *dst, const char *src, size_t size);
char *base_strl_stpecpy(char *dst, char *end, const char *src);
#define base_strlcpy base_strl_strlcpy
#define base_strlcat base_strl_strlcat

/*
 * adapt.c: every implementation as size_t f(dst, src, size): strscpy's
 * signed result passed through, stpecpy's as the NUL's index or
 * (size_t)-1 for NULL (truncated), memcpy told the length, and the
 * strlcpy-then-strlcat pairs (16 chars, then src).
 */
/* The adapters of the strscpy and stpecpy shapes, written once. */
#define ADAPT_STRSCPY(name, fn)						\
	size_t name(char *d, const char *s, size_t n)			\
	{								\
		return (size_t)fn(d, s, n);				\
	}
#define ADAPT_STPECPY(name, fn)						\
	size_t name(char *d, const char *s, size_t n)			\
	{								\
		char *p = fn(d, d + n, s);				\
									\
		return p ? (size_t)(p - d) : (size_t)-1;		\
	}
size_t strscpy_strl(char *d, const char *s, size_t n);
size_t strscpy_base(char *d, const char *s, size_t n);
size_t strscpy_linux(char *d, const char *s, size_t n);
size_t stpecpy_strl(char *d, const char *s, size_t n);
size_t stpecpy_base(char *d, const char *s, size_t n);
size_t stpecpy_memccpy(char *d, const char *s, size_t n);
size_t known_length_copy(char *d, const char *s, size_t n);
size_t pair_strl(char *d, const char *s, size_t n);
size_t pair_base(char *d, const char *s, size_t n);
size_t pair_glibc(char *d, const char *s, size_t n);
size_t pair_musl(char *d, const char *s, size_t n);
size_t pair_openbsd(char *d, const char *s, size_t n);

#endif

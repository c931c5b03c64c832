/* SPDX-License-Identifier: ISC */
/* The peers the host benchmarks measure strl against. */
#ifndef STRL_BENCH_PEERS_H
#define STRL_BENCH_PEERS_H

#include <stddef.h>
#include <sys/types.h>

/* musl 1.2.3's (Debian's musl-dev objects, renamed at link). */
size_t musl_strlcpy(char *dst, const char *src, size_t size);
size_t musl_strlcat(char *dst, const char *src, size_t size);
/* glibc 2.38's strlcpy and strlcat, composed as there over this glibc's
 * own string functions; strscpy composed the same way. */
size_t compose_strlcpy(char *dst, const char *src, size_t size);
size_t compose_strlcat(char *dst, const char *src, size_t size);
size_t compose_strscpy(char *dst, const char *src, size_t size);
/* Linux's strscpy, built from the kernel source (tools/linux-strscpy.sh). */
ssize_t linux_strscpy(char *dest, const char *src, size_t count);
/* adapt.c: strscpy as size_t f(dst, src, size), and memcpy told the length. */
size_t strscpy_strl(char *d, const char *s, size_t n);
size_t strscpy_linux(char *d, const char *s, size_t n);
size_t known_length_copy(char *d, const char *s, size_t n);

#endif

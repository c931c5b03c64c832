/* SPDX-License-Identifier: ISC */
/* The strlcpy peers the host benchmarks measure strl against. */
#ifndef STRL_BENCH_PEERS_H
#define STRL_BENCH_PEERS_H

#include <stddef.h>

/* musl 1.2.3's strlcpy (Debian's musl-dev objects, renamed at link). */
size_t musl_strlcpy(char *dst, const char *src, size_t size);
/* glibc 2.38's strlcpy: strlen + memcpy, with this glibc's own. */
size_t compose_strlcpy(char *dst, const char *src, size_t size);

#endif

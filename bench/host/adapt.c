/* SPDX-License-Identifier: ISC */
/*
 * The benchmarks call every implementation as size_t f(dst, src, size):
 * strscpy's signed result passed through as a size_t, and the
 * known-length copy that is the limit for strlcpy.
 */
#include <string.h>

#include "peers.h"
#include "strl.h"

size_t strscpy_strl(char *d, const char *s, size_t n)
{
	return (size_t)strl_strscpy(d, s, n);
}

size_t strscpy_linux(char *d, const char *s, size_t n)
{
	return (size_t)linux_strscpy(d, s, n);
}

/* The caller knows the length: n - 1 when it fits. */
size_t known_length_copy(char *d, const char *s, size_t n)
{
	memcpy(d, s, n);
	return n - 1;
}

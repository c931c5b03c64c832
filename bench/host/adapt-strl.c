/* SPDX-License-Identifier: ISC */
/*
 * The adapters that need only strl and the C library (peers.h says how
 * each passes its answer through as size_t f(dst, src, size)): linked by
 * the host benchmarks and by the AArch64 count program alike.
 */
#include <string.h>

#include "peers.h"
#include "strl.h"

ADAPT_STRSCPY(strscpy_strl, strl_strscpy)
ADAPT_STPECPY(stpecpy_strl, strl_stpecpy)

size_t known_length_copy(char *d, const char *s, size_t n)
{
	memcpy(d, s, n);
	return n - 1;
}

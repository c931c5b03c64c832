// SPDX-License-Identifier: ISC
/*
 * x86-64 strlcat.  A program appends to a string it has just written,
 * whose NUL at least is still in the store buffer: a vector load over it
 * cannot take its bytes from there and waits until the store reaches the
 * cache, while a byte load takes its byte from the store at once.  So
 * where src is short (its NUL in the aligned 32-byte block it starts
 * in), the end of dst is looked for with byte loads over its first
 * STRL__CAT_BYTES bytes, and src is copied inline.  A longer src takes
 * the level's strlcat (copy.inc), which measures dst with vectors: there
 * the byte loads cost about what the wait does
 * (docs/performance.md#host-strlcat-fresh).
 */
#include "arch.h"

#if !STRL__ARCH
#include "../strlcat.c"
#else
/*
 * dst's bytes read one at a time, at most: enough to cover the short
 * strings programs append to, few enough that a longer dst, which pays
 * them and may wait anyway, loses little.
 */
#define STRL__CAT_BYTES 24

/*
 * Append src, whose NUL is src[@k], @k < 32, to dst, which ends at
 * dst[@len], @len < @size: as much of it as fits, and a NUL.
 * Return: strlcat's answer.
 */
static inline size_t cat_short(char *dst, const char *src, size_t size,
			       size_t len, size_t k)
{
	size_t c = k < size - len - 1 ? k : size - len - 1;

	strl__copy_short(dst + len, src, c);
	dst[len + c] = '\0';
	return len + k;
}

STRL__X86_LINE size_t strl_strlcat(char *dst, const char *src, size_t size)
{
	unsigned int sh = (unsigned int)((uintptr_t)src & 31), m;
	const char *a = strl__align_down(src, 32);
	size_t n, i, j, k;

	/*
	 * src's length, if its NUL is in the aligned 32-byte block it starts
	 * in: both halves loaded at once (one page), one branch.
	 */
	m = (strl__zmask(a) | strl__zmask(a + 16) << 16) >> sh;
	if (!m)
		goto simd;
	k = (unsigned int)__builtin_ctz(m);
	/* Eight tests a step, each its own branch: no taken one on the way. */
	n = size < STRL__CAT_BYTES ? size : STRL__CAT_BYTES;
	for (i = 0; i + 8 <= n; i += 8) {
#pragma GCC unroll 8
		for (j = 0; j < 8; j++) {
			if (dst[i + j] == '\0') {
				i += j;
				goto found;
			}
		}
	}
	for (; i < n; i++)
		if (dst[i] == '\0')
			goto found;
simd:
	/* A long src, or dst (or none within size): all again, with vectors. */
	return STRL__X86_CALL(lcat, size, (dst, src, size));
found:
	return cat_short(dst, src, size, i, k);
}

#endif

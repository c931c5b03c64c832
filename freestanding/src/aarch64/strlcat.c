// SPDX-License-Identifier: ISC
/*
 * AArch64 ASIMD strlcat: dst's end found inline when it lies in dst's
 * first two blocks, then the copy by a tail call, so that the common
 * call (a short dst) makes no stack frame; the copy adds dst's length to
 * its own answer.  The generic file serves the other builds.
 */
#include "arch.h"

#if !STRL__ARCH
#include "../strlcat.c"
#else
/*
 * @len + strlcpy(dst + len, src, size - len), dst's length @len being at
 * most @size: a remainder of up to eight bytes by bytes, as strl_strlcpy
 * copies small buffers, else by the blocks.
 */
static __attribute__((__noinline__)) size_t
strl__a64_lcat(char *dst, const char *src, size_t size, size_t len)
{
	size_t n = size - len - 1, k;

	/* No NUL within size: dst is not a string we may append to. */
	if (len == size)
		return strl__a64_len_from(src, 0, size);
	dst += len;
	if (n < 8) {
		k = strl__head(dst, src, n);
		if (k < n)
			return len + k;
		dst[n] = '\0';
		if (src[n] == '\0')
			return len + n;
	}
	return strl__a64_lcpy_blocks(dst, src, n + 1, len);
}

/* A dst longer than its first two blocks: strnlen, then the copy. */
static __attribute__((__noinline__)) size_t
strl__a64_lcat_far(char *dst, const char *src, size_t size, size_t i)
{
	size_t len = size;

	if (i < size)
		len = i + strl_strnlen(dst + i, size - i);
	return strl__a64_lcat(dst, src, size, len);
}

size_t strl_strlcat(char *dst, const char *src, size_t size)
{
	const char *p;
	size_t e, len;
	uint64_t m;

	if (size == 0)
		return strl__a64_lcat(dst, src, 0, 0);
	/* The block holding dst[0], as strnlen reads it, then the next. */
	p = strl__align_down(dst, 16);
	m = strl__a64_zmask(strl__a64_load(p)) >> (4 * ((uintptr_t)dst & 15));
	e = (size_t)(p + 16 - dst);	/* dst[0 .. e) in p */
	if (m != 0) {
		len = strl__a64_first(m);
	} else if (e >= size) {
		len = size;
	} else {
		/* dst[e], below size, is in the next block: it may be read */
		m = strl__a64_zmask(strl__a64_load(p + 16));
		if (m == 0)
			return strl__a64_lcat_far(dst, src, size, e + 16);
		len = e + strl__a64_first(m);
	}
	return strl__a64_lcat(dst, src, size, len < size ? len : size);
}

#endif

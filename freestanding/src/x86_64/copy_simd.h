/* SPDX-License-Identifier: ISC */
/*
 * The bounded copy under strlcpy, strlcat and strscpy, past the first two
 * 16-byte blocks (strl__head_cpy in strl_x86.h), in one pass over aligned
 * blocks of STRL_V bytes: each block is loaded once, tested for the NUL
 * and stored from the same register.  Written once for SSE2 (16) and AVX2
 * (32); after strnlen_simd.h, with its macros and:
 *   STRL_V_CPY, STRL_V_LCPY, STRL_V_LCAT, STRL_V_ENDS32
 *                       the functions' names
 *
 * Loads: each next aligned block while every byte before it is a NUL-free
 * byte below the bound, so that every block loaded holds a byte the call
 * may read; four blocks at a time only from a 4-block boundary, where the
 * four share a page.  Unaligned loads only of bytes already found NUL-free
 * and below the bound.  Stores: only such bytes, and then the NUL; nothing
 * after it.
 */

/*
 * Copy the first and the last 32 bytes of @len, 32 <= @len <= 64.
 * Return: non-zero if a byte copied is a NUL (as strl__copy_ends), for a
 * caller that is @strict (a constant; the others need no STRL_ONCE_X,
 * which cost strlcpy a register move).
 */
static inline __attribute__((__always_inline__)) STRL_V_ATTR unsigned int
STRL_V_ENDS32(char *d, const char *s, size_t len, int strict)
{
	STRL_V_T x = STRL_V_LOADU(s), y = STRL_V_LOADU(s + len - 32);
	STRL_V_T x1 = STRL_V_LOADU(s + 32 - STRL_V);
	STRL_V_T y1 = STRL_V_LOADU(s + len - STRL_V);

	if (strict) {
		STRL_ONCE_X(x);
		STRL_ONCE_X(y);
		STRL_ONCE_X(x1);
		STRL_ONCE_X(y1);
	}
	STRL_V_STOREU(d, x);
	STRL_V_STOREU(d + len - 32, y);
	if (STRL_V == 16) {
		STRL_V_STOREU(d + 32 - STRL_V, x1);
		STRL_V_STOREU(d + len - STRL_V, y1);
		x = STRL_V_MIN(x, x1);
		y = STRL_V_MIN(y, y1);
	}
	return STRL_V_ZMASKV(STRL_V_MIN(x, y));
}

/*
 * Copies src to dst up to its NUL or @n bytes, whichever comes first, and
 * writes a NUL after them, for a call strl__head_cpy(dst, src, @n) did not
 * settle: src[0 .. h) is NUL-free, h = 32 - src % 16, and h < @n.  If @len
 * is not NULL, *@len = strlen(src): when src did not fit, the scan goes on
 * from the block that held the bound.
 * Return: the NUL's index in dst if src fitted (its NUL within src[0 ..
 * @n]); else @n + 1 (dst holds its first @n bytes), or, when @len is not
 * NULL, @n.  Whether it fitted is read from the block that holds src[@n],
 * as loaded.  When @len is NULL (strscpy's family) the answer is where
 * dst's first NUL is even if src changed under us: the bytes loaded again
 * by the copies are tested, and if one was a NUL, strl__first_nul finds
 * it in dst (a length at most @n: fitted).
 */
static inline __attribute__((__always_inline__)) STRL_V_ATTR size_t
STRL_V_CPY(char *dst, const char *src, size_t n, size_t *len)
{
	/*
	 * j: the first block to load.  SSE2: the one after the head's two,
	 * j = h.  AVX2: the first 32-byte block past the one src starts in,
	 * j = 32 - src % 32 <= h, which may hold the head's last 16 bytes
	 * again.  Every byte before src[h] is NUL-free, so the NUL found is
	 * never before it; the copies below still take any e from 1 to 63,
	 * so that a src changed under us cannot make them read before src.
	 */
	size_t j = STRL_V == 16 ? 32 - ((uintptr_t)src & 15) :
		   32 - ((uintptr_t)src & 31), e, g;
	unsigned int m, z;
	STRL_V_T v, a, b, c, d, t;

	v = STRL_V_LOAD(src + j);
	m = STRL_V_ZMASKV(v);
	if (__builtin_expect(m != 0, 0)) {
		e = j + (size_t)__builtin_ctz(m);
		if (e > n)
			goto past0;
		/* 16 < e < 64 (any 0 < e <= 32 if src changed under us) */
		if (e >= 32)
			z = STRL_V_ENDS32(dst, src, e, !len);
		else
			z = strl__copy_short(dst, src, e);
		dst[e] = '\0';
		if (len)
			*len = e;
		else if (__builtin_expect(z != 0, 0))
			return strl__first_nul(dst, e);
		return e;
	}
	if (n - j < STRL_V)
		goto bound0;
	/*
	 * src[0 .. j + STRL_V) is NUL-free, j + STRL_V > 32, and below n.
	 * Its first 32 bytes are loaded again: if one is a NUL now, dst is
	 * a string already, and a strict copy stops there.
	 */
	z = STRL_V_ENDS32(dst, src, 32, !len);
	if (!len && __builtin_expect(z != 0, 0))
		return strl__first_nul(dst, 32);
	/* n >= j + STRL_V: n - STRL_V does not wrap. */
	for (;;) {
		STRL_V_STOREU(dst + j, v);
		j += STRL_V;
		if (((uintptr_t)(src + j) & (4 * STRL_V - 1)) == 0) {
			/* Whole 4-block steps below n. */
			for (g = j + ((n - j) & ~(size_t)(4 * STRL_V - 1)); j != g;
			     j += 4 * STRL_V) {
				a = STRL_V_LOAD(src + j);
				b = STRL_V_LOAD(src + j + STRL_V);
				c = STRL_V_LOAD(src + j + 2 * STRL_V);
				d = STRL_V_LOAD(src + j + 3 * STRL_V);
				if (STRL_V_ZMASKV(STRL_V_MIN(STRL_V_MIN(a, b),
							     STRL_V_MIN(c, d))))
					break;
				STRL_V_STOREU(dst + j, a);
				STRL_V_STOREU(dst + j + STRL_V, b);
				STRL_V_STOREU(dst + j + 2 * STRL_V, c);
				STRL_V_STOREU(dst + j + 3 * STRL_V, d);
			}
		}
		/* j <= n: the block at src + j holds a byte we may read. */
		v = STRL_V_LOAD(src + j);
		m = STRL_V_ZMASKV(v);
		if (m)
			break;
		if (j > n - STRL_V)
			goto bound;
	}
	/* The NUL is in the block at src + j; dst[0 .. j) is written. */
	e = j + (size_t)__builtin_ctz(m);
	if (__builtin_expect(e <= n, 1)) {
		t = STRL_V_LOADU(src + e - STRL_V);
		if (!len)
			STRL_ONCE_X(t);
		STRL_V_STOREU(dst + e - STRL_V, t);
		dst[e] = '\0';
		if (len)
			*len = e;
		else if (__builtin_expect(STRL_V_ZMASKV(t) != 0, 0))
			return strl__first_nul(dst, e);
		return e;
	}
	/* The NUL is src[e], past the bound. */
	if (len)
		*len = e;
	goto cut;
bound:
	/* The block at src + j holds src[n] and no NUL. */
	if (len)
		*len = j + STRL_V + STRL_V_REST(src + j + STRL_V);
cut:
	/* src[0 .. n] is NUL-free, dst[0 .. j) written, n >= j > 32. */
	t = STRL_V_LOADU(src + n - STRL_V);
	if (!len)
		STRL_ONCE_X(t);
	STRL_V_STOREU(dst + n - STRL_V, t);
	dst[n] = '\0';
	if (len)
		return n;
	if (__builtin_expect(STRL_V_ZMASKV(t) != 0, 0))
		return strl__first_nul(dst, n);
	return n + 1;
past0:
	/* The first block again: the NUL is src[e], past the bound. */
	if (len)
		*len = e;
	goto cut0;
bound0:
	/* The first block holds src[n] and no NUL. */
	if (len)
		*len = j + STRL_V + STRL_V_REST(src + j + STRL_V);
cut0:
	/* src[0 .. n] is NUL-free, nothing written yet, 16 < n < 64. */
	if (n >= 32)
		z = STRL_V_ENDS32(dst, src, n, !len);
	else
		z = strl__copy_ends(dst, src, n, 16);
	dst[n] = '\0';
	if (len)
		return n;
	if (__builtin_expect(z != 0, 0))
		return strl__first_nul(dst, n);
	return n + 1;
}

/* strlcpy, whole: the head inline, then the copy, which also measures. */
static inline __attribute__((__always_inline__)) STRL_V_ATTR size_t
STRL_V_LCPY(char *dst, const char *src, size_t size)
{
	size_t len;
	int r;

	if (size == 0)
		return STRL_V_FN(src, (size_t)-1);
	r = strl__head_cpy(dst, src, size - 1, &len, 0);
	if (r == 1)
		return len;
	if (r == 2)
		return len + STRL_V_FN(src + len, (size_t)-1);
	STRL_V_CPY(dst, src, size - 1, &len);
	return len;
}

/* strlcat: find the end of dst within size, then strlcpy there. */
static inline __attribute__((__always_inline__)) STRL_V_ATTR size_t
STRL_V_LCAT(char *dst, const char *src, size_t size)
{
	size_t len = STRL_V_FN(dst, size);

	/* No NUL within size: dst is not a string we may append to. */
	if (len == size)
		return size + STRL_V_FN(src, (size_t)-1);
	return len + STRL_V_LCPY(dst + len, src, size - len);
}

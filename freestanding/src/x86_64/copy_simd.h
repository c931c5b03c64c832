/* SPDX-License-Identifier: ISC */
/*
 * The bounded copy under strlcpy, strlcat and strscpy, past the first two
 * 16-byte blocks (strl__head_cpy in strl_x86.h), in one pass over aligned
 * blocks of STRL_V bytes: each block is loaded once, tested for the NUL
 * and stored from the same register.  Written once for SSE2 (16) and AVX2
 * (32); after strnlen_simd.h, with its macros and:
 *   STRL_V_CPY, STRL_V_LCPY, STRL_V_LCAT   the functions' names
 *
 * Loads: each next aligned block while every byte before it is a NUL-free
 * byte below the bound, so that every block loaded holds a byte the call
 * may read; four blocks at a time only from a 4-block boundary, where the
 * four share a page.  Unaligned loads only of bytes already found NUL-free
 * and below the bound.  Stores: only such bytes, and then the NUL; nothing
 * after it.
 */

/*
 * Copies src to dst up to its NUL or @n bytes, whichever comes first, and
 * writes a NUL after them, for a call strl__head_cpy(dst, src, @n) did not
 * settle: src[0 .. h) is NUL-free, h = 32 - src % 16, and h < @n.  If @len
 * is not NULL, *@len = strlen(src): when src did not fit, the scan goes on
 * from the block that held the bound.
 * Return: the NUL's index in dst if src fitted (its NUL within src[0 ..
 * @n]); else @n + 1 (dst holds its first @n bytes), or, when @len is not
 * NULL, @n.  Whether it fitted is read from the block that holds src[@n],
 * as loaded.
 */
static inline __attribute__((__always_inline__)) STRL_V_ATTR size_t
STRL_V_CPY(char *dst, const char *src, size_t n, size_t *len)
{
	size_t j = 32 - ((strl_uptr)src & 15), e, k;
	unsigned int sh, m;
	STRL_V_T v, a, b, c, d;

	/* The head strl__head_cpy found NUL-free: its first and last 16. */
	strl__copy_ends(dst, src, j, 16);
	/*
	 * The aligned block holding src[j]: for AVX2 it may start 16 bytes
	 * earlier, at bytes of src already checked, whose zero bits are
	 * dropped so that the NUL found is never before src[j] (e > 16).
	 */
	sh = (unsigned int)((strl_uptr)(src + j) & (STRL_V - 1));
	j -= sh;
	v = STRL_V_LOAD(src + j);
	m = STRL_V_ZMASKV(v) >> sh << sh;
	while (!m && n - j >= STRL_V) {
		/* src[0 .. j + STRL_V) is NUL-free and below n. */
		STRL_V_STOREU(dst + j, v);
		j += STRL_V;
		if (((strl_uptr)(src + j) & (4 * STRL_V - 1)) == 0) {
			/* k steps keep every block below n. */
			for (k = (n - j) / (4 * STRL_V); k != 0; k--) {
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
				j += 4 * STRL_V;
			}
		}
		/* j <= n: the block at src + j holds a byte we may read. */
		v = STRL_V_LOAD(src + j);
		m = STRL_V_ZMASKV(v);
	}
	/* The NUL or the bound is in the block at src + j; e > 16. */
	e = j + (m ? (size_t)__builtin_ctz(m) : STRL_V);
	e = e < n ? e : n;
	/* One block ending at e covers what is left. */
	if (STRL_V == 16 || e >= STRL_V)
		STRL_V_STOREU(dst + e - STRL_V, STRL_V_LOADU(src + e - STRL_V));
	else
		strl__copy_ends(dst, src, e, 16);
	dst[e] = '\0';
	if (len)	/* the NUL at or after n, in this block or past it */
		*len = e < n ? e : (m >> (n - j)) ?
		       n + (size_t)__builtin_ctz(m >> (n - j)) :
		       j + STRL_V + STRL_V_REST(src + j + STRL_V);
	else if (e == n && !((m >> (n - j)) & 1))
		e = n + 1;	/* src[n] is not the NUL: it did not fit */
	return e;
}

/* strlcpy, whole: the head inline, then the copy, which also measures. */
static inline __attribute__((__always_inline__)) STRL_V_ATTR size_t
STRL_V_LCPY(char *dst, const char *src, size_t size)
{
	size_t len;
	int r;

	if (size == 0)
		return STRL_V_FN(src, (size_t)-1);
	r = strl__head_cpy(dst, src, size - 1, &len);
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

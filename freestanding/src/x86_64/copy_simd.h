/* SPDX-License-Identifier: ISC */
/*
 * The bounded copy under strlcpy, strlcat and strscpy, in one pass over
 * aligned blocks of STRL_V bytes: each block is loaded once, tested for
 * the NUL and stored from the same register.  Written once for SSE2 (16)
 * and AVX2 (32); after strnlen_simd.h, with its macros and:
 *   STRL_V_CPY, STRL_V_LCPY, STRL_V_LCAT   the functions' names
 *   STRL_V_SHORT(d, s, len)  copy exactly len < STRL_V bytes
 *
 * Loads: the aligned block holding src[0] (the bytes before src masked
 * off), then each next aligned block while every byte before it is a
 * NUL-free byte below the bound, so that every block loaded holds a byte
 * the call may read; four blocks at a time only from a 4-block boundary,
 * where the four share a page.  Unaligned loads only of bytes already
 * found NUL-free and below the bound.  Stores: only such bytes, and then
 * the NUL; nothing after it.
 */

/*
 * Copies src to dst up to its NUL or @n bytes, whichever comes first, and
 * writes a NUL after them.  If @len is not NULL, *@len = strlen(src): when
 * src did not fit, the scan goes on from the block that held the bound.
 * Return: the NUL's index in dst (n if src had no NUL among its first n
 * bytes).
 */
static inline __attribute__((__always_inline__)) STRL_V_ATTR size_t
STRL_V_CPY(char *dst, const char *src, size_t n, size_t *len)
{
	unsigned int sh = (unsigned int)((strl_uptr)src & (STRL_V - 1)), m;
	const char *q = strl__align_down(src, STRL_V);
	size_t j = STRL_V - sh, e, k;	/* src[0 .. j) checked so far */
	int stored = 0;			/* has src[0 .. STRL_V) been stored? */
	STRL_V_T v, a, b, c, d;

	m = STRL_V_ZMASKV(STRL_V_LOAD(q)) >> sh;
	if (m || n <= j) {
		e = m ? (size_t)__builtin_ctz(m) : j;
		e = e < n ? e : n;
		STRL_V_SHORT(dst, src, e);
		dst[e] = '\0';
		if (len)	/* m holds src[0 .. j): is the NUL at or after n? */
			*len = e < n ? e : n < j && (m >> n) ?
			       n + (size_t)__builtin_ctz(m >> n) :
			       j + STRL_V_REST(src + j);
		return e;
	}
	for (;;) {
		if (stored && ((strl_uptr)(src + j) & (4 * STRL_V - 1)) == 0) {
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
		q = src + j;	/* aligned; j <= n: q holds a byte we may read */
		v = STRL_V_LOAD(q);
		m = STRL_V_ZMASKV(v);
		if (m || n - j < STRL_V)
			break;
		/* src[0 .. j + STRL_V) is NUL-free: the head goes first. */
		if (!stored) {
			STRL_V_STOREU(dst, STRL_V_LOADU(src));
			stored = 1;
		}
		STRL_V_STOREU(dst + j, v);
		j += STRL_V;
	}
	/* The NUL or the bound is in the block at src + j. */
	e = j + (m ? (size_t)__builtin_ctz(m) : STRL_V);
	e = e < n ? e : n;
	if (e >= STRL_V) {
		/* One block ending at e covers what is left (and the head). */
		if (!stored)
			STRL_V_STOREU(dst, STRL_V_LOADU(src));
		STRL_V_STOREU(dst + e - STRL_V, STRL_V_LOADU(src + e - STRL_V));
	} else {
		STRL_V_SHORT(dst, src, e);
	}
	dst[e] = '\0';
	if (len)	/* the NUL at or after n, in this block or past it */
		*len = e < n ? e : (m >> (n - j)) ?
		       n + (size_t)__builtin_ctz(m >> (n - j)) :
		       j + STRL_V + STRL_V_REST(src + j + STRL_V);
	return e;
}

/* strlcpy: the copy, which also measures src when it did not fit. */
static inline __attribute__((__always_inline__)) STRL_V_ATTR size_t
STRL_V_LCPY(char *dst, const char *src, size_t size)
{
	size_t len;

	if (size == 0)
		return STRL_V_FN(src, (size_t)-1);
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

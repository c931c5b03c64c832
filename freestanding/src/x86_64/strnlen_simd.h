/* SPDX-License-Identifier: ISC */
/*
 * strnlen over aligned blocks of STRL_V bytes, written once for SSE2 (16)
 * and AVX2 (32).  strl_x86.h and avx2.c each include it with:
 *   STRL_V           the block size
 *   STRL_V_FN        the function's name; STRL_V_ATTR its attributes
 *   STRL_V_ZMASK(p)  the mask of zero bytes in the aligned block at p
 *   STRL_V_ZERO4(p)  non-zero iff one of the four blocks from p has one
 * It reads no block without a byte below maxlen (the first with the bytes
 * before s masked off), and takes four blocks a step only from a 4-block
 * boundary, where the four share a page: reading past a NUL in the first
 * never touches the next page.
 */
static inline STRL_V_ATTR size_t STRL_V_FN(const char *s, size_t maxlen)
{
	unsigned int sh = (unsigned int)((strl_uptr)s & (STRL_V - 1)), m;
	const char *p;
	size_t done, i, k;

	/* Nothing to read: s may even be NULL, so no arithmetic on it. */
	if (maxlen == 0)
		return 0;
	p = s - sh;
	m = STRL_V_ZMASK(p) >> sh;
	if (m) {
		i = (size_t)__builtin_ctz(m);
		return i < maxlen ? i : maxlen;
	}
	done = STRL_V - sh;	/* bytes of s checked so far; p - s == done */
	for (;;) {
		if (maxlen <= done)
			return maxlen;
		p += STRL_V;
		if (((strl_uptr)p & (4 * STRL_V - 1)) == 0 &&
		    maxlen - done > 4 * STRL_V) {
			/* k steps keep every block below maxlen. */
			for (k = (maxlen - done - 1) / (4 * STRL_V); k != 0; k--) {
				if (STRL_V_ZERO4(p))
					break;
				p += 4 * STRL_V;
			}
			done = (size_t)(p - s);
		}
		m = STRL_V_ZMASK(p);
		if (m) {
			i = done + (size_t)__builtin_ctz(m);
			return i < maxlen ? i : maxlen;
		}
		done += STRL_V;
	}
}

#undef STRL_V
#undef STRL_V_FN
#undef STRL_V_ATTR
#undef STRL_V_ZMASK
#undef STRL_V_ZERO4

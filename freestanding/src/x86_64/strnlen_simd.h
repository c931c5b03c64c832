/* SPDX-License-Identifier: ISC */
/*
 * strnlen over aligned blocks of STRL_V bytes, written once for SSE2 (16)
 * and AVX2 (32).  strl_x86.h and avx2.c each define these, then include
 * this, copy_simd.h and simd_end.h (which undefines them):
 *   STRL_V              the block size
 *   STRL_V_FN           the function's name; STRL_V_ATTR its attributes
 *   STRL_V_REST         the name of the unbounded scan below
 *   STRL_V_T            the vector type
 *   STRL_V_LOAD(p), STRL_V_LOADU(p), STRL_V_STOREU(p, v)
 *                       aligned and unaligned loads, unaligned store
 *   STRL_V_ZMASKV(v)    the mask of the zero bytes of v
 *   STRL_V_MIN(a, b)    bytewise unsigned minimum
 * It reads no block without a byte below maxlen (the first with the bytes
 * before s masked off), and takes four blocks a step only from a 4-block
 * boundary, where the four share a page: reading past a NUL in the first
 * never touches the next page.
 */
#define STRL_V_ZMASK(p) STRL_V_ZMASKV(STRL_V_LOAD(p))
#define STRL_V_MIN4(p)							\
	STRL_V_MIN(STRL_V_MIN(STRL_V_LOAD(p), STRL_V_LOAD((p) + STRL_V)),	\
		   STRL_V_MIN(STRL_V_LOAD((p) + 2 * STRL_V), STRL_V_LOAD((p) + 3 * STRL_V)))
#define STRL_V_ZERO4(p) STRL_V_ZMASKV(STRL_V_MIN4(p))
#define STRL_V_ZERO8(p) \
	STRL_V_ZMASKV(STRL_V_MIN(STRL_V_MIN4(p), STRL_V_MIN4((p) + 4 * STRL_V)))

static inline __attribute__((__always_inline__)) STRL_V_ATTR size_t
STRL_V_FN(const char *s, size_t maxlen)
{
	unsigned int sh = (unsigned int)((uintptr_t)s & (STRL_V - 1)), m;
	const char *p;
	size_t done, i, k;

	/* Nothing to read: s may even be NULL, so no arithmetic on it. */
	if (maxlen == 0)
		return 0;
	p = strl__align_down(s, STRL_V);
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
		if (((uintptr_t)p & (4 * STRL_V - 1)) == 0 &&
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

/*
 * The offset of the first NUL at or after aligned @p, which the caller
 * knows is there (strlcpy measuring what did not fit): no bound, and the
 * same rule for loads as above.  With AVX2, the 4-block steps give way
 * at a 512-byte boundary to steps of eight blocks (256 bytes, in one
 * page): for strlcpy truncating to 64 bytes, 9 % less time at 2 KiB, 5 %
 * at 4 KiB, 2 % at 64 KiB (bound by L2), and up to 2 cycles more at
 * 200-800 B.  From the first 256-byte boundary instead, short scans paid
 * 2-6 cycles (eight blocks tested where four held the NUL, then those
 * four again).  With SSE2's 16-byte blocks the wider step was 0.8 %
 * slower at 64 KiB.
 */
static inline __attribute__((__always_inline__)) STRL_V_ATTR size_t
STRL_V_REST(const char *p)
{
	const char *q = p;
	unsigned int m;
	STRL_V_T lo, hi;

	for (;;) {
		if (((uintptr_t)q & (4 * STRL_V - 1)) == 0) {
			while (!STRL_V_ZERO4(q)) {
				q += 4 * STRL_V;
				if (STRL_V == 32 &&
				    ((uintptr_t)q & (16 * STRL_V - 1)) == 0) {
					for (;;) {
						lo = STRL_V_MIN4(q);
						hi = STRL_V_MIN4(q + 4 * STRL_V);
						if (STRL_V_ZMASKV(STRL_V_MIN(lo, hi)))
							break;
						q += 8 * STRL_V;
					}
					/* The NUL is in the eight: which four? */
					if (!STRL_V_ZMASKV(lo))
						q += 4 * STRL_V;
					break;
				}
			}
		}
		m = STRL_V_ZMASK(q);
		if (m)
			return (size_t)(q - p) + (size_t)__builtin_ctz(m);
		q += STRL_V;
	}
}


// SPDX-License-Identifier: ISC
/*
 * AArch64 ASIMD copy: strl__scpy, and the pass for strings longer than
 * the first two blocks that strl_strscpy and strl_strlcpy call after
 * their inline head; the generic file serves the other builds.
 */
#include "strl_a64.h"

#if !STRL_A64
#include "../scpy.c"
#else
/*
 * src changed under us so that the blocks strl__a64_head found NUL-free
 * hold a NUL now: a byte copy, which reads each byte once.
 */
static __attribute__((__noinline__, __cold__)) size_t
strl__a64_cpy_bytes(char *dst, const char *src, size_t n)
{
	size_t i;
	char c;

	for (i = 0; i < n; i++) {
		c = src[i];
		STRL_ONCE(c);
		dst[i] = c;
		if (c == '\0')
			return i;
	}
	dst[n] = '\0';
	return n + 1;
}

/*
 * Where src's NUL or the bound falls in the block at src + @e (src[0 ..
 * e) NUL-free and copied, @e > 16), @m its zero mask: copy the rest by
 * one 16-byte move ending there, loaded again and tested, and terminate
 * dst.  Return: as strl__a64_rest.
 */
static inline size_t strl__a64_tail(char *dst, const char *src, size_t n,
				    size_t e, uint64_t m)
{
	size_t f = m ? e + strl__a64_first(m) : (size_t)-1, c;
	uint8x16_t t;

	c = f < n ? f : n;
	t = strl__a64_load(src + c - 16);
	STRL_A64_ONCE_V(t);
	strl__a64_store(dst + c - 16, t);
	dst[c] = '\0';
	if (__builtin_expect(strl__a64_haszero(t), 0))
		return strl__a64_first_nul(dst, c);
	return f <= n ? f : n + 1;
}

/*
 * The blocks from src + @e on (@e <= n, src[0 .. e) NUL-free and copied,
 * src + e aligned): at least eight lie wholly below the bound.  Each is
 * loaded only once the one before it is known to be NUL-free and if it
 * holds src[i] for some i <= n (so never a block past the NUL's, which
 * may be another object's, with another MTE tag, or on another page),
 * and goes to dst as loaded, tested by its smallest byte: four a step
 * while four lie wholly below the bound, then one at a time; the block
 * after them holds the bound or the NUL, and strl__a64_tail finishes.
 * Return: as strl__a64_rest.  Not inline: its loop is the long
 * strings', where a call costs little, and GCC schedules it better
 * alone.
 */
static __attribute__((__noinline__)) size_t
strl__a64_loop(char *dst, const char *src, size_t n, size_t e)
{
	const char *s = src + e;
	char *d = dst + e;
	size_t k;
	uint8x16_t v;

	for (k = (n - e) / 64; k != 0; k--) {
		if (__builtin_expect(!strl__a64_move(d, s, &v), 0))
			goto nul;
		if (__builtin_expect(!strl__a64_move(d + 16, s + 16, &v), 0))
			goto nul16;
		if (__builtin_expect(!strl__a64_move(d + 32, s + 32, &v), 0))
			goto nul32;
		if (__builtin_expect(!strl__a64_move(d + 48, s + 48, &v), 0))
			goto nul48;
		s += 64;
		d += 64;
	}
	/* s <= src + n: the block at s may be read */
	for (e = (size_t)(s - src);; e += 16) {
		v = strl__a64_load(src + e);
		if (!strl__a64_haszero(v) && n - e >= 16)
			strl__a64_store(dst + e, v);
		else
			return strl__a64_tail(dst, src, n, e,
					      strl__a64_zmask(v));
	}
nul48:
	s += 16;
nul32:
	s += 16;
nul16:
	s += 16;
nul:
	return strl__a64_tail(dst, src, n, (size_t)(s - src),
			      strl__a64_zmask(v));
}

/*
 * @count blocks (a constant: four, two or one) from src + *@e on, which
 * lie wholly below the bound, each moved by strl__a64_move and *@e
 * advanced past it.  Returns 0 at the first that holds a NUL, nothing of
 * it stored, with *@v that block and *@e its offset; else 1.
 */
static inline __attribute__((__always_inline__)) int
strl__a64_moves(char *dst, const char *src, size_t *e, unsigned int count,
		uint8x16_t *v)
{
	unsigned int j;

	/* straight-line: a loop's count and branch would cost each block */
#pragma GCC unroll 4
	for (j = 0; j < count; j++) {
		if (__builtin_expect(!strl__a64_move(dst + *e, src + *e, v), 0))
			return 0;
		*e += 16;
	}
	return 1;
}

/*
 * strl__a64_rest - the copy of at most @n bytes that strl__a64_head left:
 * src[0 .. e + 16) is NUL-free and within the bound, e = 16 - src % 16,
 * and @v is the block at src + e as the head loaded it.  Returns where
 * src's NUL is if it is at most @n, else @n + 1 (the head's answer).
 *
 * src's first 16 bytes go across by an unaligned load, tested, and @v
 * after them.  Up to seven more blocks that lie wholly below the bound
 * follow here, straight-line (four, two, one), each loaded only once the
 * one before it is known to be NUL-free, tested by its smallest byte
 * and stored as loaded; the block after them holds the bound or the NUL,
 * and strl__a64_tail finishes.  Longer strings go on in strl__a64_loop.
 * Inline in its three callers: a call would cost the middle lengths a
 * stack frame.
 */
static inline __attribute__((__always_inline__)) size_t
strl__a64_rest(char *dst, const char *src, size_t n, uint8x16_t v)
{
	size_t e = 16 - ((uintptr_t)src & 15), k;
	uint8x16_t w;

	w = strl__a64_load(src);
	STRL_A64_ONCE_V(w);
	if (__builtin_expect(strl__a64_haszero(w), 0))
		return strl__a64_cpy_bytes(dst, src, n);
	strl__a64_store(dst, w);
	strl__a64_store(dst + e, v);
	e += 16;
	/* e <= n: (n - e) / 16 blocks lie wholly below the bound */
	k = (n - e) / 16;
	if (k >= 8)
		return strl__a64_loop(dst, src, n, e);
	if ((k & 4) && !strl__a64_moves(dst, src, &e, 4, &v))
		goto nul;
	if ((k & 2) && !strl__a64_moves(dst, src, &e, 2, &v))
		goto nul;
	if (k & 1) {	/* a block: GCC 12 lays out the load below best so */
		if (!strl__a64_moves(dst, src, &e, 1, &v))
			goto nul;
	}
	/* e <= n: the block at src + e may be read */
	v = strl__a64_load(src + e);
nul:
	return strl__a64_tail(dst, src, n, e, strl__a64_zmask(v));
}

strl_ssize_t strl__a64_strscpy_long(char *dst, const char *src, size_t n,
				    uint8x16_t v)
{
	size_t k = strl__a64_rest(dst, src, n, v);

	return k <= n ? (strl_ssize_t)k : -STRL_E2BIG;
}

size_t strl__a64_lcpy_long(char *dst, const char *src, size_t size,
			   uint8x16_t v)
{
	size_t k = strl__a64_rest(dst, src, size - 1, v);

	return k < size ? k : strl__a64_len_from(src, size);
}

size_t strl__scpy(char *dst, const char *src, size_t size)
{
	size_t k;
	uint8x16_t v;

	if (!strl__a64_head(dst, src, size - 1, &k, &v))
		k = strl__a64_rest(dst, src, size - 1, v);
	return k;
}
#endif

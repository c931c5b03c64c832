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
 * dst.  Return: as strl__a64_cpy_long.
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
 * src[0 .. e + 16) is NUL-free and within the bound (strl__a64_head).
 * Its first 16 bytes go across by an unaligned load, tested with the
 * second block; then aligned blocks, each loaded only once the one before
 * it is known to be NUL-free and if it holds src[i] for some i <= n (so
 * never a block past the NUL's, which may be another object's, with
 * another MTE tag, or on another page), go to dst as loaded: four a step
 * while all four lie below the bound, then one at a time.
 */
size_t strl__a64_cpy_long(char *dst, const char *src, size_t n)
{
	size_t e = 16 - ((uintptr_t)src & 15), k;
	const char *s;
	char *d;
	uint64_t m;
	uint8x16_t v, w;

	w = strl__a64_load(src);
	v = strl__a64_load(src + e);
	STRL_A64_ONCE_V(w);
	if (__builtin_expect(strl__a64_haszero(vminq_u8(w, v)), 0))
		return strl__a64_cpy_bytes(dst, src, n);
	strl__a64_store(dst, w);
	strl__a64_store(dst + e, v);
	s = src + e + 16;
	d = dst + e + 16;
	for (k = (n - e - 16) / 64; k != 0; k--) {
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
		m = strl__a64_zmask(v);
		if (m != 0 || n - e < 16)
			return strl__a64_tail(dst, src, n, e, m);
		strl__a64_store(dst + e, v);
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

strl_ssize_t strl__a64_strscpy_long(char *dst, const char *src, size_t n)
{
	size_t k = strl__a64_cpy_long(dst, src, n);

	return k <= n ? (strl_ssize_t)k : -STRL_E2BIG;
}

size_t strl__a64_lcpy_long(char *dst, const char *src, size_t size)
{
	size_t k = strl__a64_cpy_long(dst, src, size - 1);

	return k < size ? k : strl__a64_len_from(src, size);
}

size_t strl__scpy(char *dst, const char *src, size_t size)
{
	size_t k;

	if (!strl__a64_head(dst, src, size - 1, &k))
		k = strl__a64_cpy_long(dst, src, size - 1);
	return k;
}
#endif

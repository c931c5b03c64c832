// SPDX-License-Identifier: ISC
/* AArch64 ASIMD strnlen; the generic file serves the other builds. */
#include "arch.h"

#if !STRL__ARCH
#include "../strnlen.c"
#else
/*
 * The block holding s[0], with the bytes before s shifted out of its
 * mask; then aligned blocks, each loaded only once the one before it is
 * known to be NUL-free and if it holds s[i] for some i < maxlen: so no
 * block past the NUL's, which may belong to another object (MTE) or page.
 * Four blocks a step while all four lie below maxlen.
 */
size_t strl_strnlen(const char *s, size_t maxlen)
{
	const char *p;
	size_t i;
	uint64_t m;
	uint8x16_t v;

	/* Nothing to read: s may even be NULL, so no arithmetic on it. */
	if (maxlen == 0)
		return 0;
	p = strl__align_down(s, 16);
	m = strl__a64_zmask(strl__a64_load(p)) >> (4 * ((uintptr_t)s & 15));
	i = (size_t)(p + 16 - s);	/* s[0 .. i) tested, s + i aligned */
	if (m != 0) {
		i = strl__a64_first(m);
		return i < maxlen ? i : maxlen;
	}
	if (i >= maxlen)
		return maxlen;
	/* i <= maxlen from here on; s + i is the next block */
	for (; maxlen - i >= 64; i += 64) {
		v = strl__a64_load(s + i);
		if (__builtin_expect(strl__a64_haszero(v), 0))
			goto found;
		v = strl__a64_load(s + i + 16);
		if (__builtin_expect(strl__a64_haszero(v), 0))
			goto found16;
		v = strl__a64_load(s + i + 32);
		if (__builtin_expect(strl__a64_haszero(v), 0))
			goto found32;
		v = strl__a64_load(s + i + 48);
		if (__builtin_expect(strl__a64_haszero(v), 0))
			goto found48;
	}
	for (; i < maxlen; i += 16) {
		v = strl__a64_load(s + i);
		if (__builtin_expect(strl__a64_haszero(v), 0))
			goto found;
	}
	return maxlen;
found48:
	i += 16;
found32:
	i += 16;
found16:
	i += 16;
found:
	i += strl__a64_first(strl__a64_zmask(v));
	return i < maxlen ? i : maxlen;
}
#endif

/* SPDX-License-Identifier: ISC */
/*
 * libFuzzer differential harness: every function against the reference
 * model (tests/ref.c) on the same input, on two identically poisoned
 * buffers, compared return value and every byte.  Input layout:
 *   [0] function   [1] dst alignment  [2] src alignment
 *   [3..4] size (little-endian, 0..1023; top bit of [4]: size near SIZE_MAX
 *          where the call stays valid)
 *   [5] initial dst length for strlcat (0xff: no NUL before size)
 *   [6..] source bytes; a NUL is appended after them
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "strl_test.h"

#define PAD 64
#define ROOM 1024
static char got[PAD + 64 + ROOM + PAD], want[sizeof(got)];
static char srcbuf[64 + ROOM + 1 + PAD];

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t n);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t n)
{
	static const enum st_fn fns[] = { ST_STRLCPY, ST_STRLCAT, ST_STRSCPY,
					  ST_STRSCPY_PAD, ST_STPECPY,
					  ST_STPECPY_CHAIN, ST_STRNLEN, ST_STRNCPY };
	enum st_fn fn;
	size_t da, sa, size, dlen, len, i;
	long long g, w;
	char *src;

	if (n < 6)
		return 0;
	fn = fns[data[0] % (sizeof(fns) / sizeof(fns[0]))];
	da = data[1] % 64;
	sa = data[2] % 64;
	size = (data[3] | (size_t)data[4] << 8) % ROOM;
	dlen = data[5];
	len = n - 6 < ROOM ? n - 6 : ROOM;
	src = srcbuf + sa;
	memcpy(src, data + 6, len);
	src[len] = '\0';
	if (data[4] & 0x80) {
		/* Huge sizes are valid only where nothing big is written. */
		if (fn == ST_STRNLEN || fn == ST_STRSCPY || fn == ST_STRSCPY_PAD ||
		    (fn == ST_STRLCPY && strlen(src) < ROOM))
			size = (size_t)-1 - (data[3] & 3);
		else if (fn == ST_STRLCAT && strlen(src) + (dlen % 64) < ROOM)
			size = (size_t)-1 - (data[3] & 3), dlen %= 64;
	}
	for (i = 0; i < sizeof(got); i++)
		got[i] = st_poison(i);
	if (fn == ST_STRLCAT) {
		size_t lim = size < ROOM ? size : ROOM;

		if (dlen == 0xff)
			dlen = lim;	/* no NUL within size */
		for (i = 0; i < dlen && i < ROOM - 1; i++)
			got[PAD + da + i] = (char)('a' + i % 26);
		if (dlen < ROOM - 1)
			got[PAD + da + dlen] = '\0';
	}
	memcpy(want, got, sizeof(got));
	/* The chain's second piece: the tail of the same source. */
	w = st_invoke(&st_ref, fn, want + PAD + da, src, src + len / 2, size);
	g = st_invoke(&st_strl, fn, got + PAD + da, src, src + len / 2, size);
	if (g != w || memcmp(got, want, sizeof(got))) {
		for (i = 0; i < sizeof(got) && got[i] == want[i]; i++)
			;
		fprintf(stderr, "strl-fuzz: %s size=%zu dalign=%zu salign=%zu "
			"len=%zu dlen=%zu: strl returned %lld, model %lld; first "
			"differing byte dst[%ld]: strl 0x%02x, model 0x%02x\n",
			st_fn_names[fn], size, da, sa, strlen(src), dlen, g, w,
			(long)i - (long)(PAD + da), (unsigned char)got[i],
			(unsigned char)want[i]);
		abort();
	}
	return 0;
}

/* SPDX-License-Identifier: ISC */
/* Does this CPU, with this OS, run AVX2?  Asked once, at load time. */
#include <cpuid.h>

#include "strl_x86.h"

int strl__avx2_known;

static __attribute__((__constructor__)) void strl__avx2_probe(void)
{
	unsigned int a, b, c, d, lo, hi;
	int k = 1;

	/* OSXSAVE and AVX, then the OS saves XMM and YMM, then AVX2. */
	if (__get_cpuid(1, &a, &b, &c, &d) && (c & (1u << 27)) &&
	    (c & (1u << 28))) {
		__asm__("xgetbv" : "=a"(lo), "=d"(hi) : "c"(0));
		if ((lo & 6) == 6 && __get_cpuid_count(7, 0, &a, &b, &c, &d) &&
		    (b & (1u << 5)))
			k = 2;
	}
	(void)hi;
	__atomic_store_n(&strl__avx2_known, k, __ATOMIC_RELAXED);
}

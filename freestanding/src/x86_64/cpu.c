/* SPDX-License-Identifier: ISC */
/* Does this CPU, with this OS, run AVX2?  Asked once, then cached. */
#include <cpuid.h>

#include "strl_x86.h"

int strl__avx2(void)
{
	static int known;	/* 0: not asked yet, 1: no, 2: yes */
	unsigned int a, b, c, d, lo, hi;
	int k = __atomic_load_n(&known, __ATOMIC_RELAXED);

#ifdef STRL_NO_AVX2	/* SSE2 only: to test that path on AVX2 machines */
	return 0;
#endif
	if (k)
		return k == 2;
	k = 1;
	/* OSXSAVE and AVX, then the OS saves XMM and YMM, then AVX2. */
	if (__get_cpuid(1, &a, &b, &c, &d) && (c & (1u << 27)) &&
	    (c & (1u << 28))) {
		__asm__("xgetbv" : "=a"(lo), "=d"(hi) : "c"(0));
		if ((lo & 6) == 6 && __get_cpuid_count(7, 0, &a, &b, &c, &d) &&
		    (b & (1u << 5)))
			k = 2;
	}
	(void)hi;
	__atomic_store_n(&known, k, __ATOMIC_RELAXED);
	return k == 2;
}

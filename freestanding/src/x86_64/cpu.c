// SPDX-License-Identifier: ISC
/* What this CPU, with this OS, runs: strl__x86_level, asked once at load time. */
#include <cpuid.h>

#include "arch.h"

#if STRL__ARCH
int strl__x86_level;

static __attribute__((__constructor__)) void strl__x86_probe(void)
{
	unsigned int a, b, c, d, lo, hi;
	int k = STRL__X86_SSE2;

	/* OSXSAVE and AVX, then the OS saves XMM and YMM, then AVX2. */
	if (__get_cpuid(1, &a, &b, &c, &d) && (c & (1u << 27)) &&
	    (c & (1u << 28))) {
		__asm__("xgetbv" : "=a"(lo), "=d"(hi) : "c"(0));
		if ((lo & 6) == 6 && __get_cpuid_count(7, 0, &a, &b, &c, &d) &&
		    (b & (1u << 5)))
			k = STRL__X86_AVX2;
		/*
		 * The AVX-512 copy: F and BW, BMI1 and BMI2, the OS saving
		 * the opmask and ZMM state, and VBMI2, which the copy does not
		 * use: it leaves out the CPUs that lower their clock for
		 * 512-bit work (Skylake-SP to Cooper Lake lack it; Ice Lake
		 * and Zen 4 have it).
		 */
		if (k == STRL__X86_AVX2 && (lo & 0xe6) == 0xe6 && (b & (1u << 16)) &&
		    (b & (1u << 30)) && (b & (1u << 3)) && (b & (1u << 8)) &&
		    (c & (1u << 6)))
			k = STRL__X86_AVX512;
	}
	(void)hi;
	__atomic_store_n(&strl__x86_level, k, __ATOMIC_RELAXED);
}
#endif

/* SPDX-License-Identifier: ISC */
/* x86-64 SSE2/AVX2 strnlen; the generic file serves sanitizer and small builds. */
#include "strl_x86.h"

#if !STRL_WORDWISE
#include "../strnlen.c"
#else
size_t strl_strnlen(const char *s, size_t maxlen)
{
	size_t len;

	if (strl__avx2())
		return strl__avx2_strnlen(s, maxlen);
	if (maxlen == 0)
		return 0;
	if (strl__head16(s, maxlen, &len))
		return len;
	return strl__sse2_strnlen(s, maxlen);
}
#endif

// SPDX-License-Identifier: ISC
/* x86-64 SSE2/AVX2 strnlen; the generic file serves sanitizer and small builds. */
#include "strl_x86.h"

#if !STRL_WORDWISE
#include "../strnlen.c"
#else
STRL_X86_LINE size_t strl_strnlen(const char *s, size_t maxlen)
{
	size_t len;

	/* Nothing to read: s may even be NULL, so no arithmetic on it. */
	if (maxlen == 0)
		return 0;
	if (strl__head16_len(s, maxlen, &len))
		return len;
	return STRL_X86_PICK(strl__avx2_strnlen(s, maxlen),
			     strl__sse2_strnlen(s, maxlen));
}
#endif

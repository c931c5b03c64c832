/* SPDX-License-Identifier: ISC */
/* x86-64 SSE2 strnlen; the generic file serves sanitizer and small builds. */
#include "strl_sse2.h"

#if !STRL_WORDWISE
#include "../strnlen.c"
#else
size_t strl_strnlen(const char *s, size_t maxlen)
{
	return strl__sse2_strnlen(s, maxlen);
}
#endif

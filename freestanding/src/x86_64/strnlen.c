// SPDX-License-Identifier: ISC
/* x86-64 strnlen: the first aligned block inline, then one dispatch. */
#include "arch.h"

#if !STRL__ARCH
#include "../strnlen.c"
#else
STRL__X86_LINE size_t strl_strnlen(const char *s, size_t maxlen)
{
	size_t len;

	/* Nothing to read: s may even be NULL, so no arithmetic on it. */
	if (maxlen == 0)
		return 0;
	if (strl__head16_len(s, maxlen, &len))
		return len;
	return STRL__X86_CALL(strnlen, maxlen, (s, maxlen));
}
#endif

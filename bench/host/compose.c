/* SPDX-License-Identifier: ISC */
/* glibc 2.38's strlcpy, as composed there: strlen, then memcpy. */
#include <string.h>

#include "peers.h"

size_t compose_strlcpy(char *dst, const char *src, size_t size)
{
	size_t len = strlen(src), n;

	if (size) {
		n = len < size - 1 ? len : size - 1;
		memcpy(dst, src, n);
		dst[n] = '\0';
	}
	return len;
}

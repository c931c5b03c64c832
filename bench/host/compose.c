/* SPDX-License-Identifier: ISC */
/*
 * glibc 2.38's strlcpy and strlcat, as composed there: strlen (strnlen for
 * strlcat's destination), then memcpy, with this glibc's own functions.
 * strscpy composed the same way: strnlen bounded by the size, then memcpy.
 */
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

size_t compose_strlcat(char *dst, const char *src, size_t size)
{
	size_t dlen = strnlen(dst, size);

	if (dlen == size)
		return size + strlen(src);
	return dlen + compose_strlcpy(dst + dlen, src, size - dlen);
}

/* Returns what strl_strscpy does, as a size_t (-7 on truncation). */
size_t compose_strscpy(char *dst, const char *src, size_t size)
{
	size_t len;

	if (size == 0)
		return (size_t)-7;
	len = strnlen(src, size);
	if (len == size) {
		memcpy(dst, src, size - 1);
		dst[size - 1] = '\0';
		return (size_t)-7;
	}
	memcpy(dst, src, len + 1);
	return len;
}

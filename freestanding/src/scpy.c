/* SPDX-License-Identifier: ISC */
#include "strl_impl.h"

size_t strl__scpy(char *dst, const char *src, size_t size)
{
	size_t i;

	for (i = 0; i < size - 1; i++) {
		if ((dst[i] = src[i]) == '\0')
			return i;
	}
	dst[i] = '\0';
	/* Read src[size - 1] once: it decides, even if src changes under us. */
	return src[i] == '\0' ? i : size;
}

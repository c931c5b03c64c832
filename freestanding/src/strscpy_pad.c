/* SPDX-License-Identifier: ISC */
#include "strl_impl.h"

strl_ssize_t strl_strscpy_pad(char *dst, const char *src, size_t size)
{
	strl_ssize_t ret = strl_strscpy(dst, src, size);
	size_t i;

	/* On success the NUL is at dst[ret]; zero everything after it. */
	if (ret >= 0)
		for (i = (size_t)ret + 1; i < size; i++)
			dst[i] = '\0';
	return ret;
}

/* SPDX-License-Identifier: ISC */
/*
 * The reference model: each function written the most obvious way, one
 * byte at a time, straight from its contract in strl.h.  The sweeps run the
 * model on one copy of the poisoned buffer and the implementation on
 * another, then compare them whole.
 */
#include "strl_test.h"

static size_t ref_len(const char *s)
{
	size_t n = 0;

	while (s[n] != '\0')
		n++;
	return n;
}

static size_t ref_strnlen(const char *s, size_t maxlen)
{
	size_t n = 0;

	while (n < maxlen && s[n] != '\0')
		n++;
	return n;
}

/* Copy min(len(src), size - 1) bytes and a NUL; size >= 1. */
static void ref_copy_terminated(char *dst, const char *src, size_t size)
{
	size_t len = ref_strnlen(src, size - 1);
	size_t i;

	for (i = 0; i < len; i++)
		dst[i] = src[i];
	dst[len] = '\0';
}

static size_t ref_strlcpy(char *dst, const char *src, size_t size)
{
	if (size > 0)
		ref_copy_terminated(dst, src, size);
	return ref_len(src);
}

static size_t ref_strlcat(char *dst, const char *src, size_t size)
{
	size_t dlen = ref_strnlen(dst, size);

	if (dlen == size)
		return size + ref_len(src);
	ref_copy_terminated(dst + dlen, src, size - dlen);
	return dlen + ref_len(src);
}

static strl_ssize_t ref_strscpy(char *dst, const char *src, size_t size)
{
	size_t len;

	if (size == 0 || size > (size_t)STRL_SSIZE_MAX)
		return -STRL_E2BIG;
	len = ref_strnlen(src, size);
	ref_copy_terminated(dst, src, size);
	return len < size ? (strl_ssize_t)len : -STRL_E2BIG;
}

static strl_ssize_t ref_strscpy_pad(char *dst, const char *src, size_t size)
{
	strl_ssize_t ret = ref_strscpy(dst, src, size);
	size_t i;

	if (ret >= 0)
		for (i = (size_t)ret; i < size; i++)
			dst[i] = '\0';
	return ret;
}

static char *ref_stpecpy(char *dst, char *end, const char *src)
{
	size_t size, len;

	if (dst == NULL || dst == end)
		return NULL;
	size = (size_t)(end - dst);
	len = ref_strnlen(src, size);
	ref_copy_terminated(dst, src, size);
	return len < size ? dst + len : NULL;
}

/* Copy up to the NUL, at most n bytes; zeros for the rest of the n. */
static char *ref_strncpy(char *dst, const char *src, size_t n)
{
	size_t i, len = ref_strnlen(src, n);

	for (i = 0; i < len; i++)
		dst[i] = src[i];
	for (; i < n; i++)
		dst[i] = '\0';
	return dst;
}

const struct st_impl st_ref = {
	.name = "reference",
	.strlcpy = ref_strlcpy,
	.strlcat = ref_strlcat,
	.strscpy = ref_strscpy,
	.strscpy_pad = ref_strscpy_pad,
	.stpecpy = ref_stpecpy,
	.strnlen = ref_strnlen,
	.strncpy = ref_strncpy,
};

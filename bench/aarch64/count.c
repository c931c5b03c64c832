/* SPDX-License-Identifier: ISC */
/*
 * AArch64 instruction counts (bench/host/count-main.h says the
 * arguments), for tools/a64-count.sh to count under qemu-aarch64.  IMPL:
 * strl (the ASIMD build), words (strl's generic word build, the code
 * arm64 kernels run, its symbols renamed words_*), glibc (glibc 2.38's
 * composition over this glibc's own aarch64 strlen, strnlen and memcpy:
 * bench/host/compose.c) and copy (memcpy told the length: the limit).
 */
#include <sys/types.h>

#include "../host/count-main.h"
#include "strl.h"

size_t words_strl_strlcpy(char *dst, const char *src, size_t size);
size_t words_strl_strlcat(char *dst, const char *src, size_t size);
ssize_t words_strl_strscpy(char *dst, const char *src, size_t size);

static size_t scpy_strl(char *d, const char *s, size_t n)
{
	return (size_t)strl_strscpy(d, s, n);
}

static size_t scpy_words(char *d, const char *s, size_t n)
{
	return (size_t)words_strl_strscpy(d, s, n);
}

/* memcpy told the length: the string and its NUL (size = len + 1) */
static size_t known_length(char *d, const char *s, size_t n)
{
	memcpy(d, s, n);
	return n - 1;
}

static copy_fn resolve(const struct count_impl *t)
{
	(void)t;
	return NULL;
}

int main(int argc, char **argv)
{
	static const struct count_impl t[] = {
		{ "strlcpy", "strl", strl_strlcpy },
		{ "strlcpy", "words", words_strl_strlcpy },
		{ "strlcpy", "glibc", compose_strlcpy },
		{ "strlcpy", "copy", known_length },
		{ "strlcat", "strl", strl_strlcat },
		{ "strlcat", "words", words_strl_strlcat },
		{ "strlcat", "glibc", compose_strlcat },
		{ "strscpy", "strl", scpy_strl },
		{ "strscpy", "words", scpy_words },
		{ "strscpy", "glibc", compose_strscpy },
	};

	return count_main(argc, argv, t, sizeof(t) / sizeof(t[0]), resolve);
}

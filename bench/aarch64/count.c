/* SPDX-License-Identifier: ISC */
/*
 * AArch64 instruction counts (bench/host/count-main.h says the
 * arguments), for tools/bench/a64-count.sh to count under qemu-aarch64.  IMPL:
 * strl (the ASIMD build), words (strl's generic word build, the code
 * arm64 kernels run, its symbols renamed words_*), glibc (glibc 2.38's
 * composition over this glibc's own aarch64 strlen, strnlen and memcpy:
 * bench/host/compose.c), linux (Linux's strscpy from the 7.3 source with
 * arm64's word-at-a-time helpers: tools/bench/linux-strscpy.sh), openbsd
 * (OpenBSD's loops: strlcpy.o and strlcat.o of Debian's libbsd-dev for
 * arm64, renamed openbsd_*) and copy (memcpy told the length: the limit).
 */
#include <sys/types.h>

#include "../host/count-main.h"
#include "strl.h"

size_t words_strl_strlcpy(char *dst, const char *src, size_t size);
size_t words_strl_strlcat(char *dst, const char *src, size_t size);
ssize_t words_strl_strscpy(char *dst, const char *src, size_t size);

size_t strscpy_words(char *d, const char *s, size_t n);
ADAPT_STRSCPY(strscpy_words, words_strl_strscpy)

ssize_t linux_strscpy(char *dest, const char *src, size_t count);
size_t strscpy_linux(char *d, const char *s, size_t n);
ADAPT_STRSCPY(strscpy_linux, linux_strscpy)

size_t openbsd_strlcpy(char *dst, const char *src, size_t size);
size_t openbsd_strlcat(char *dst, const char *src, size_t size);

static const struct count_impl impls[] = {
	{ "strlcpy", "strl", strl_strlcpy },
	{ "strlcpy", "words", words_strl_strlcpy },
	{ "strlcpy", "glibc", compose_strlcpy },
	{ "strlcpy", "openbsd", openbsd_strlcpy },
	{ "strlcpy", "copy", known_length_copy },
	{ "strlcat", "strl", strl_strlcat },
	{ "strlcat", "words", words_strl_strlcat },
	{ "strlcat", "glibc", compose_strlcat },
	{ "strlcat", "openbsd", openbsd_strlcat },
	{ "strscpy", "strl", strscpy_strl },
	{ "strscpy", "words", strscpy_words },
	{ "strscpy", "glibc", compose_strscpy },
	{ "strscpy", "linux", strscpy_linux },
};

COUNT_MAIN(impls, NULL)

// SPDX-License-Identifier: ISC
/*
 * A program midway through a migration: it still bundles its own strlcpy
 * (as OpenSSH's openbsd-compat and many firmware trees do; built with
 * -DOWN_STRLCPY) and has begun to call strl's functions.  Linked with
 * libstrl.a or libstrl.so it must link, keep its own strlcpy, and get
 * strl's strl_ functions.  Built without -DOWN_STRLCPY it calls strlcpy
 * and gets strl's.  The exit status says which strlcpy ran (0: the
 * expected one); a hosted build with stdio also prints it.
 */
#include <stddef.h>
#include <strl.h>
#if __STDC_HOSTED__ && !defined(NO_STDIO)
#include <stdio.h>
#endif

size_t strlcpy(char *dst, const char *src, size_t size);

#ifdef OWN_STRLCPY
static int own_calls;

/* The program's own copy, counting its calls. */
size_t strlcpy(char *dst, const char *src, size_t size)
{
	size_t n = 0;

	own_calls++;
	while (src[n] != '\0')
		n++;
	if (size != 0) {
		size_t c = n < size - 1 ? n : size - 1;
		size_t i;

		for (i = 0; i < c; i++)
			dst[i] = src[i];
		dst[c] = '\0';
	}
	return n;
}
#endif

int main(void)
{
	char a[8], b[8];
	size_t la = strlcpy(a, "bundled copy", sizeof(a));
	size_t lb = strl_strlcpy(b, "strl copy", sizeof(b));
	int ok = la == 12 && lb == 9 && a[7] == '\0' && b[7] == '\0';
#ifdef OWN_STRLCPY
	int which_ok = own_calls == 1;	/* its own, once; strl's never */
	const char *which = own_calls ? "the program's own" : "strl's";
#else
	int which_ok = 1;
	const char *which = "strl's";
#endif

#if __STDC_HOSTED__ && !defined(NO_STDIO)
	printf("strlcpy: %s; strl_strlcpy: \"%s\" %zu\n", which, b, lb);
#else
	(void)which;
#endif
	return ok && which_ok ? 0 : 1;
}

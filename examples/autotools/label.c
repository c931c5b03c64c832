/* SPDX-License-Identifier: ISC */
/*
 * Written for the BSDs, with a fallback of its own where configure finds
 * no strlcpy (as OpenSSH's openbsd-compat has).  `label NAME [SIZE]`
 * copies NAME into a 16-byte field, SIZE (default 16) being what the code
 * passes as its size: a SIZE past 16 is the Samba CVE-2014-3560 bug.
 */
#include "config.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#ifndef HAVE_STRLCPY
static size_t strlcpy(char *dst, const char *src, size_t size)
{
	size_t n = strlen(src);

	if (size) {
		size_t c = n < size - 1 ? n : size - 1;

		memcpy(dst, src, c);
		dst[c] = '\0';
	}
	return n;
}
#endif

struct record {
	char label[16];
	char owner[16];
};

int main(int argc, char **argv)
{
	struct record r = { "", "root" };
	size_t size = argc > 2 ? strtoul(argv[2], NULL, 10) : sizeof(r.label);

	if (argc < 2)
		return 2;
	if (strlcpy(r.label, argv[1], size) >= size)
		printf("truncated: ");
	printf("label \"%s\" owner \"%s\"\n", r.label, r.owner);
	return 0;
}

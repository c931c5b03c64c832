/* SPDX-License-Identifier: ISC */
/*
 * Userland: copy command-line arguments into fixed buffers, checking for
 * truncation every way strl reports it.  Build:
 *   cc truncate.c $(pkg-config --cflags --libs strl)
 */
#include <stdio.h>
#include <strl.h>

int main(int argc, char **argv)
{
	const char *arg = argc > 1 ? argv[1] : "a rather long argument";
	char small[8], line[32], *p, *end = line + sizeof(line);
	size_t n;
	strl_ssize_t r;

	n = strl_strlcpy(small, arg, sizeof(small));
	printf("strlcpy: \"%s\"%s\n", small,
	       n >= sizeof(small) ? " (truncated)" : "");

	r = strl_strscpy(small, arg, sizeof(small));
	printf("strscpy: \"%s\" -> %td%s\n", small, r,
	       r == -STRL_E2BIG ? " (-E2BIG)" : "");

	p = strl_stpecpy(line, end, "arg=");
	p = strl_stpecpy(p, end, arg);
	printf("stpecpy: \"%s\"%s\n", line, p ? "" : " (truncated)");
	return n >= sizeof(small) ? 1 : 0;
}

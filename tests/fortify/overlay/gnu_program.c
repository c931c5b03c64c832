/* SPDX-License-Identifier: ISC */
/*
 * Shaped like the autotools programs that use strlcpy: config.h first
 * (it defines _GNU_SOURCE), then the system headers, a compat prototype
 * for when configure found no strlcpy, and a GNU function (strptime)
 * that a header fixing glibc's feature macros before config.h would hide.
 * Built with -Werror through the overlay, and with strl.h force-included
 * ahead of config.h; run, it prints what it parsed and copied.
 */
#include "config.h"

#include <stdio.h>
#include <string.h>
#include <time.h>

#ifndef HAVE_STRLCPY
size_t strlcpy(char *dst, const char *src, size_t siz);
#endif

int main(int argc, char **argv)
{
	struct tm tm;
	char day[11], host[8];
	size_t n;

	memset(&tm, 0, sizeof(tm));
	if (!strptime(argc > 1 ? argv[1] : "2026-12-03", "%Y-%m-%d", &tm))
		return 1;
	strftime(day, sizeof(day), "%Y-%m-%d", &tm);
	n = strlcpy(host, "build-host.example", sizeof(host));
	if (strlcat(host, "!", sizeof(host)) < sizeof(host))
		return 2;	/* must have been truncated */
	printf("%s %s %zu\n", day, host, n);
	return 0;
}

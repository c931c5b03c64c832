/* SPDX-License-Identifier: ISC */
/*
 * Written for the BSDs: <string.h>, strlcpy, strlcat, no strl names.  It
 * builds unchanged against strl with
 *   cc bsdcopy.c $(pkg-config --cflags --libs strl-overlay)
 */
#include <stdio.h>
#include <string.h>

int main(void)
{
	char path[16];

	if (strlcpy(path, "/usr", sizeof(path)) >= sizeof(path) ||
	    strlcat(path, "/local", sizeof(path)) >= sizeof(path))
		return 1;
	if (strlcat(path, "/share/strl", sizeof(path)) < sizeof(path))
		return 2;	/* must have been truncated */
	printf("%s\n", path);
	return strcmp(path, "/usr/local/shar") != 0;
}

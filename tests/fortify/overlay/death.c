/* SPDX-License-Identifier: ISC */
/*
 * Fortify death tests through the <string.h> overlay: code written for
 * the BSDs (plain <string.h>, strlcpy, strlcat, its own prototype, a
 * function pointer), built with -O2 -D_FORTIFY_SOURCE=2 and
 * `pkg-config --cflags --libs strl-overlay`, is checked as the strl_
 * names are: an oversize aborts with strl's message.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../user.h"
#include "../expect.h"

/* What BSD code carries in its compat header: must coexist. */
size_t strlcpy(char *dst, const char *src, size_t siz);
size_t strlcat(char *dst, const char *src, size_t siz);

static struct user u;

static void samba_shape(void) { strlcpy(u.name, longsrc, unconst(256)); }
static void strlcpy_one_over(void) { strlcpy(u.name, "x", unconst(65)); }
static void strlcat_over(void) { u.name[0] = 0; strlcat(u.name, "x", unconst(65)); }
static void heap_over(void)
{
	char *p = malloc(unconst(32));

	strlcpy(p, "x", unconst(33));
	free(p);
}

static void exact_sizes(void)
{
	char *p = malloc(unconst(32));

	if (strlcpy(u.name, longsrc, unconst(sizeof(u.name))) != sizeof(longsrc) - 1 ||
	    strlcat(u.name, "x", unconst(sizeof(u.name))) != 64 ||
	    strlcpy(p, "abc", unconst(32)) != 3 || strcmp(p, "abc") != 0)
		abort();
	free(p);
}

static void unknown_object(void) { strlcpy(opaque(u.name), "x", unconst(64)); }

/* Through a pointer the size is not known: the call is plain strlcpy. */
static void function_pointer(void)
{
	size_t (*volatile cp)(char *, const char *, size_t) = strlcpy;

	if (cp(u.name, "abc", unconst(sizeof(u.name))) != 3 || strcmp(u.name, "abc") != 0)
		abort();
}

int main(void)
{
	printf("KTAP version 1\n1..7\n");
	expect("overlay_strlcpy_aborts_samba_cve_2014_3560_shape", samba_shape, "strlcpy");
	expect("overlay_strlcpy_aborts_one_past_member", strlcpy_one_over, "strlcpy");
	expect("overlay_strlcat_aborts_size_past_member", strlcat_over, "strlcat");
	expect("overlay_strlcpy_aborts_past_malloc_size", heap_over, "strlcpy");
	expect("overlay_allows_exact_sizes", exact_sizes, NULL);
	expect("overlay_skips_unknown_objects", unknown_object, NULL);
	expect("overlay_strlcpy_through_a_function_pointer", function_pointer, NULL);
	return expect_done();
}

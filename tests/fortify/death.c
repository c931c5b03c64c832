/* SPDX-License-Identifier: ISC */
/*
 * Fortify death tests, built with -O2 -D_FORTIFY_SOURCE=2: each call with
 * a size larger than its destination must abort in a forked child with
 * strl's message; each correct call must not.  Sizes pass through a
 * volatile so the compiler cannot turn them into compile-time errors.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "strl.h"
#include "user.h"
#include "expect.h"

#ifndef STRL__FORTIFY
#error "death.c must be built with fortification on"
#endif

static struct user u;

static void samba_shape(void) { strl_strlcpy(u.name, longsrc, unconst(256)); }
static void strlcat_over(void) { u.name[0] = 0; strl_strlcat(u.name, "x", unconst(65)); }
static void strscpy_over(void) { strl_strscpy(u.name, "x", unconst(65)); }
static void strscpy_pad_over(void) { strl_strscpy_pad(u.name, "x", unconst(96)); }
static void stpecpy_over(void) { strl_stpecpy(u.name, u.name + unconst(65), "x"); }
static void strncpy_over(void) { strl_strncpy(u.name, "x", unconst(65)); }
static void heap_over(void)
{
	char *p = malloc(unconst(32));

	strl_strlcpy(p, "x", unconst(33));
	free(p);
}
static void chk_entry(void) { strl_strlcpy_chk(u.name, "x", 65, sizeof(u.name)); }
static void chk_entry_strlcat(void) { u.name[0] = 0; strl_strlcat_chk(u.name, "x", 65, 64); }
static void chk_entry_strscpy(void) { strl_strscpy_chk(u.name, "x", 65, 64); }
static void chk_entry_strscpy_pad(void) { strl_strscpy_pad_chk(u.name, "x", 65, 64); }
static void chk_entry_stpecpy(void) { strl_stpecpy_chk(u.name, u.name + 65, "x", 64); }
static void chk_entry_strncpy(void) { strl_strncpy_chk(u.name, "x", 65, 64); }

static void exact_sizes(void)
{
	char *p = malloc(unconst(32));

	strl_strlcpy(u.name, longsrc, unconst(sizeof(u.name)));
	strl_strlcat(u.name, "x", unconst(sizeof(u.name)));
	strl_strscpy(u.name, longsrc, unconst(sizeof(u.name)));
	strl_strscpy_pad(u.name, "x", unconst(sizeof(u.name)));
	strl_stpecpy(u.name, u.name + unconst(sizeof(u.name)), longsrc);
	strl_strncpy(u.name, longsrc, unconst(sizeof(u.name)));
	strl_strlcpy(p, longsrc, unconst(32));
	strl_strlcpy_chk(u.name, "x", 64, 64);
	free(p);
}

static void unknown_object(void) { strl_strlcpy(opaque(u.name), "x", unconst(64)); }

int main(void)
{
	printf("KTAP version 1\n1..15\n");
	expect("strlcpy_fortify_aborts_samba_cve_2014_3560_shape", samba_shape, "strl_strlcpy");
	expect("strlcat_fortify_aborts_size_past_member", strlcat_over, "strl_strlcat");
	expect("strscpy_fortify_aborts_size_past_member", strscpy_over, "strl_strscpy");
	expect("strscpy_pad_fortify_aborts_size_past_member", strscpy_pad_over, "strl_strscpy_pad");
	expect("stpecpy_fortify_aborts_end_past_member", stpecpy_over, "strl_stpecpy");
	expect("strncpy_fortify_aborts_size_past_member", strncpy_over, "strl_strncpy");
	expect("strlcpy_fortify_aborts_past_malloc_size", heap_over, "strl_strlcpy");
	expect("strlcpy_chk_aborts_size_past_dstlen", chk_entry, "strl_strlcpy");
	expect("strlcat_chk_aborts_size_past_dstlen", chk_entry_strlcat, "strl_strlcat");
	expect("strscpy_chk_aborts_size_past_dstlen", chk_entry_strscpy, "strl_strscpy");
	expect("strscpy_pad_chk_aborts_size_past_dstlen", chk_entry_strscpy_pad, "strl_strscpy_pad");
	expect("stpecpy_chk_aborts_end_past_dstlen", chk_entry_stpecpy, "strl_stpecpy");
	expect("strncpy_chk_aborts_size_past_dstlen", chk_entry_strncpy, "strl_strncpy");
	expect("fortify_allows_exact_sizes", exact_sizes, NULL);
	expect("fortify_skips_unknown_objects", unknown_object, NULL);
	return expect_done();
}

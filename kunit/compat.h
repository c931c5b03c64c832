/* SPDX-License-Identifier: GPL-2.0 OR ISC */
/*
 * What kunit/compat.c shares with strl_kunit.c.  It includes no strl
 * header: compat.c must set its fortify hooks before strl.h is read.
 */
#ifndef STRL_KUNIT_COMPAT_H
#define STRL_KUNIT_COMPAT_H

#include <linux/types.h>

struct st_impl;

/* Fortify failures, counted instead of reported (strl_kunit.c owns it). */
extern int strl_kunit_fortify_hits;

/* The corpus's functions, strlcpy, strlcat and strncpy by those names. */
extern const struct st_impl st_compat;

struct st_compat_rec {
	char name[64];
	char secret[32];
};

/* One call each by the standard name, into @r->name with @size. */
size_t st_compat_strlcpy_oversize(struct st_compat_rec *r, const char *src,
				  size_t size);
char *st_compat_strncpy_oversize(struct st_compat_rec *r, const char *src,
				 size_t n);
size_t st_compat_strlcat_oversize(struct st_compat_rec *r, const char *src,
				  size_t size);

#endif

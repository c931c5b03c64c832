// SPDX-License-Identifier: GPL-2.0 OR ISC
/*
 * The standard names as a module calls them with strl_compat.h forced in
 * (this file includes it first, with the probe's answers for this kernel
 * from kunit/Kbuild): strl's code and checks where the kernel dropped the
 * function, the kernel's own where it still has it.  strl_kunit.c runs
 * the corpus and the fortify cases through these.
 */
#include "compat.h"	/* strl_kunit_fortify_hits; includes nothing */

#define STRL_FORTIFY 1
#define STRL_FORTIFY_FAIL(fn) ((void)(fn), strl_kunit_fortify_hits++)

#include "strl_compat.h"
#include <linux/string.h>

#include "strl_test.h"

static size_t compat_strlcpy(char *dst, const char *src, size_t size)
{
	return strlcpy(dst, src, size);
}

#if !STRL_KERNEL_HAS_STRLCAT
static size_t compat_strlcat(char *dst, const char *src, size_t size)
{
	return strlcat(dst, src, size);
}
#endif

static char *compat_strncpy(char *dst, const char *src, size_t n)
{
	return strncpy(dst, src, n);
}

/*
 * strlcat by its name only where strl gives it back: the kernel's own
 * BUGs where OpenBSD's, the corpus's contract, returns (a destination
 * string that fills the size), and strl_compat.h leaves it alone.
 */
const struct st_impl st_compat = {
	.name = "compat",
	.strlcpy = compat_strlcpy,
#if STRL_KERNEL_HAS_STRLCAT
	.strlcat = strl_strlcat,
#else
	.strlcat = compat_strlcat,
#endif
	.strscpy = strl_strscpy,
	.strscpy_pad = strl_strscpy_pad,
	.stpecpy = strl_stpecpy,
	.strnlen = strl_strnlen,
	.strncpy = compat_strncpy,
};

/*
 * Oversized calls through the standard names, in the Samba shape: a
 * 64-byte field with a secret after it.  Only where strl gives the name
 * back (the kernel's own would BUG, by design).
 */
size_t st_compat_strlcpy_oversize(struct st_compat_rec *r, const char *src,
				  size_t size)
{
	return strlcpy(r->name, src, size);
}

char *st_compat_strncpy_oversize(struct st_compat_rec *r, const char *src,
				 size_t n)
{
	return strncpy(r->name, src, n);
}

size_t st_compat_strlcat_oversize(struct st_compat_rec *r, const char *src,
				  size_t size)
{
	return strlcat(r->name, src, size);
}

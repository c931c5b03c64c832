/* SPDX-License-Identifier: GPL-2.0 OR ISC */
/*
 * strl_compat.h - strlcpy() and strncpy() for modules on kernels that
 * dropped them (strlcpy in 6.8, strncpy in 7.2), fortified.
 *
 * A module that still calls them builds unchanged with this header forced
 * in: the copy made for the kernel at hand by strl.ko's build, next to its
 * Module.symvers (kernel/Kbuild), with one line in the module's Kbuild,
 *
 *	ccflags-y += -include <strl.ko's build directory>/strl_compat.h
 *
 * or, for a package whose build cannot be edited (a DKMS package),
 *
 *	make ... KCFLAGS="-include <strl.ko's build directory>/strl_compat.h" \
 *		KBUILD_EXTRA_SYMBOLS=<strl.ko's build directory>/Module.symvers
 *
 * A module that vendors strl (kernel/strl.kbuild) gets this header from
 * that fragment instead, and strl's code in its own .ko.
 *
 * That copy defines STRL_KERNEL_HAS_<NAME> (0 or 1) for each name, found by
 * compiling a reference to it against the kernel's headers
 * (kernel/probe.kbuild): distribution kernels backport removals, so no
 * version number is trusted.  Where the kernel has the function, this
 * header leaves the name alone: the kernel's own code and fortification.
 * Where it lacks it, the name is strl's (strl_strlcpy(), strl_strncpy(),
 * and strl_strlcat() the day the kernel drops strlcat), declared under the
 * standard name and called through strl's size check: with
 * CONFIG_FORTIFY_SOURCE a size larger than the destination (the closest
 * enclosing member) is a build error when it is a constant, and a WARN,
 * the size clamped to the destination, at run time.
 *
 * The header includes no kernel header that a module's own definitions
 * must precede (pr_fmt, DEBUG): only <linux/types.h>, through strl.h.
 * strl.ko's build directory holds that copy: make -C <strl>/kernel
 * KDIR=<kernel build tree> writes build/kernel/module/strl_compat.h.
 */
#ifndef STRL_COMPAT_H
#define STRL_COMPAT_H

/* strl's own sources, when a vendored build forces this header in. */
#ifndef STRL__BUILDING_CORE

#if !defined(STRL_KERNEL_HAS_STRLCPY) || !defined(STRL_KERNEL_HAS_STRNCPY) || \
	!defined(STRL_KERNEL_HAS_STRLCAT)
#error "strl_compat.h: force in the copy made by strl.ko's build (see above)"
#endif

#include "../freestanding/include/strl.h"

/* The namespace of strl.ko's exports, for the names given back. */
#if defined(MODULE) && !defined(STRL_VENDORED) && \
	!(STRL_KERNEL_HAS_STRLCPY && STRL_KERNEL_HAS_STRNCPY && \
	  STRL_KERNEL_HAS_STRLCAT)
STRL_MODULE_IMPORT_NS();
#endif

/*
 * Each name the kernel lacks: declared as strl's function, so that a
 * module may take its address, and its calls made to the strl_ function
 * itself (the compiler knows strncpy as a builtin, and would expand some
 * calls under that name on its own), through strl.h's size check, which
 * names the function the module called.
 */
static __always_inline size_t
strl__compat_copy(size_t (*fn)(char *, const char *, size_t), const char *name,
		  char *dst, const char *src, size_t size, size_t dstlen)
{
#ifdef STRL__FORTIFY
	STRL__CHECK(name, size, dstlen);
#else
	(void)name;
	(void)dstlen;
#endif
	return fn(dst, src, size);
}

static __always_inline char *
strl__compat_strncpy(char *dst, const char *src, size_t n, size_t dstlen)
{
#ifdef STRL__FORTIFY
	STRL__CHECK("strncpy", n, dstlen);
#else
	(void)dstlen;
#endif
	return (strl_strncpy)(dst, src, n);
}

/* The destination's size, as the compiler sees it (fortified builds). */
#ifdef STRL__FORTIFY
#define STRL__COMPAT_SIZE(dst) STRL__OBJSIZE(dst)
#else
#define STRL__COMPAT_SIZE(dst) (sizeof(dst) ? (size_t)-1 : (size_t)-1)
#endif

#if !STRL_KERNEL_HAS_STRLCPY
size_t strlcpy(char *dst, const char *src, size_t size) __asm__("strl_strlcpy");
#define strlcpy(dst, src, size) strl__compat_copy(strl_strlcpy, "strlcpy", \
	dst, src, size, STRL__COMPAT_SIZE(dst))
#endif

#if !STRL_KERNEL_HAS_STRNCPY
char *strncpy(char *dst, const char *src, size_t n) __asm__("strl_strncpy");
#define strncpy(dst, src, n) \
	strl__compat_strncpy(dst, src, n, STRL__COMPAT_SIZE(dst))
#endif

#if !STRL_KERNEL_HAS_STRLCAT
size_t strlcat(char *dst, const char *src, size_t size) __asm__("strl_strlcat");
#define strlcat(dst, src, size) strl__compat_copy(strl_strlcat, "strlcat", \
	dst, src, size, STRL__COMPAT_SIZE(dst))
#endif

#endif /* !STRL__BUILDING_CORE */
#endif /* STRL_COMPAT_H */

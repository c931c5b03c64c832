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
 */
#ifndef STRL_COMPAT_H
#define STRL_COMPAT_H

/* strl's own sources, when a vendored build forces this header in. */
#ifndef STRL_BUILDING_CORE

#if !defined(STRL_KERNEL_HAS_STRLCPY) || !defined(STRL_KERNEL_HAS_STRNCPY) || \
	!defined(STRL_KERNEL_HAS_STRLCAT)
#error "strl_compat.h: force in the copy made for this kernel by strl.ko's build (<its build directory>/strl_compat.h), or vendor strl with kernel/strl.kbuild"
#endif

#include "../freestanding/include/strl.h"

/*
 * MODULE_IMPORT_NS(STRL), spelt out: <linux/module.h> cannot come before
 * a module's own pr_fmt.  The .modinfo record is the same on every kernel
 * (the macro's argument became a string literal in 6.13; the record did
 * not change).
 */
#if defined(MODULE) && !defined(STRL_VENDORED) && \
	!(STRL_KERNEL_HAS_STRLCPY && STRL_KERNEL_HAS_STRNCPY && \
	  STRL_KERNEL_HAS_STRLCAT)
static const char strl__import_ns[] __used __section(".modinfo") __aligned(1) =
	"import_ns=STRL";
#endif

/*
 * Each name the kernel lacks: declared as strl's function (so a module may
 * take its address), and its calls made to the strl_ function itself
 * (the compiler knows strncpy as a builtin, and would expand some calls
 * under that name itself), through strl.h's size check, which reports
 * the name the module called.
 */
#ifdef STRL__FORTIFY
#define STRL__COMPAT(name, ret, strl_fn)				\
	static __always_inline ret strl__compat_##name(char *dst,	\
		const char *src, size_t size, size_t dstlen)		\
	{								\
		STRL__CHECK(#name, size, dstlen);			\
		return (strl_fn)(dst, src, size);			\
	}
#define STRL__COMPAT_CALL(name, dst, src, size) \
	strl__compat_##name(dst, src, size, STRL__OBJSIZE(dst))
#else
#define STRL__COMPAT(name, ret, strl_fn)
#define STRL__COMPAT_CALL(name, dst, src, size) (strl_##name)(dst, src, size)
#endif

#if !STRL_KERNEL_HAS_STRLCPY
size_t strlcpy(char *dst, const char *src, size_t size) __asm__("strl_strlcpy");
STRL__COMPAT(strlcpy, size_t, strl_strlcpy)
#define strlcpy(dst, src, size) STRL__COMPAT_CALL(strlcpy, dst, src, size)
#endif

#if !STRL_KERNEL_HAS_STRNCPY
char *strncpy(char *dst, const char *src, size_t n) __asm__("strl_strncpy");
STRL__COMPAT(strncpy, char *, strl_strncpy)
#define strncpy(dst, src, n) STRL__COMPAT_CALL(strncpy, dst, src, n)
#endif

#if !STRL_KERNEL_HAS_STRLCAT
size_t strlcat(char *dst, const char *src, size_t size) __asm__("strl_strlcat");
STRL__COMPAT(strlcat, size_t, strl_strlcat)
#define strlcat(dst, src, size) STRL__COMPAT_CALL(strlcat, dst, src, size)
#endif

#endif /* !STRL_BUILDING_CORE */
#endif /* STRL_COMPAT_H */

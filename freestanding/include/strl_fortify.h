/* SPDX-License-Identifier: ISC */
/*
 * strl_fortify.h - the checks behind strl.h's fortified calls, and the
 * standard names.  Included at the end of strl.h, as glibc's
 * <bits/string_fortified.h> is at the end of <string.h>; not on its own.
 */
#ifndef STRL_H
#error "strl_fortify.h is included by strl.h: include that instead"
#endif

#ifndef STRL_FORTIFY_H
#define STRL_FORTIFY_H

/* inline where the language has it, __inline__ for GNU C89. */
#if defined(__GNUC__)
#define STRL__INLINE __inline__
#elif defined(__cplusplus) || \
	(defined(__STDC_VERSION__) && __STDC_VERSION__ >= 199901L)
#define STRL__INLINE inline
#else
#define STRL__INLINE
#endif

#ifdef __cplusplus
extern "C" {
#endif

/*
 * The one runtime check behind the strl_*_chk entry points and the
 * fortified calls below: a size larger than the destination is reported
 * to STRL_FORTIFY_FAIL(@fn) and, if that returns, clamped to @dstlen.  A
 * test may define STRL_FORTIFY_FAIL(fn) before including this header to
 * count failures instead of calling strl_fortify_fail().
 */
#ifndef STRL_FORTIFY_FAIL
#define STRL_FORTIFY_FAIL(fn) strl_fortify_fail(fn)
#endif

static STRL__INLINE size_t strl__fortify_size(const char *fn, size_t size,
					      size_t dstlen)
{
	(void)fn;	/* a counting STRL_FORTIFY_FAIL may not use it */
	if (size > dstlen) {
		STRL_FORTIFY_FAIL(fn);
		return dstlen;
	}
	return size;
}

#ifdef __cplusplus
}
#endif

/*
 * Fortification: on when STRL_FORTIFY > 0, or (unless STRL_FORTIFY is 0)
 * when the kernel has CONFIG_FORTIFY_SOURCE (and the file does not define
 * __NO_FORTIFY, as it would for the kernel's own), or _FORTIFY_SOURCE > 0 with
 * optimisation in hosted code.  Each call then compares its size with the
 * destination's object size, taken at the call site (the closest enclosing
 * member, as the kernel does for strscpy, so a 256 passed for a 64-byte
 * struct member is caught).  A constant size known to exceed the buffer is
 * a compile-time error.  A test may define STRL_FORTIFY_FAIL(fn) before
 * including this header to count failures instead.
 */
#if !defined(STRL__BUILDING_CORE)
#if defined(STRL_FORTIFY)
#if STRL_FORTIFY > 0
#define STRL__FORTIFY 1
#endif
#elif defined(__KERNEL__)
#if defined(CONFIG_FORTIFY_SOURCE) && !defined(__NO_FORTIFY)
#define STRL__FORTIFY 1
#endif
#elif defined(_FORTIFY_SOURCE) && defined(__OPTIMIZE__)
#if _FORTIFY_SOURCE > 0
#define STRL__FORTIFY 1
#endif
#endif
#endif

#ifdef STRL__FORTIFY
#if defined(__has_builtin)
#if __has_builtin(__builtin_dynamic_object_size)
#define STRL__OBJSIZE(p) __builtin_dynamic_object_size(p, 1)
#endif
#endif
#ifndef STRL__OBJSIZE
#define STRL__OBJSIZE(p) __builtin_object_size(p, 1)
#endif

#ifdef __OPTIMIZE__
void strl__size_exceeds_buffer(void)
	__attribute__((__error__("strl: size argument is larger than the destination buffer")));
#define STRL__CHECK_CONST(size, dstlen)					\
	do {								\
		if (__builtin_constant_p((size) > (dstlen)) &&		\
		    (size) > (dstlen))					\
			strl__size_exceeds_buffer();			\
	} while (0)
#else
#define STRL__CHECK_CONST(size, dstlen) ((void)sizeof((size) > (dstlen)))
#endif

#define STRL__CHECK(fn, size, dstlen)					\
	do {								\
		STRL__CHECK_CONST(size, dstlen);			\
		(size) = strl__fortify_size(fn, size, dstlen);		\
	} while (0)

#define STRL__ALWAYS_INLINE __attribute__((__always_inline__))

static STRL__INLINE STRL__ALWAYS_INLINE size_t
strl__strlcpy_f(char *dst, const char *src, size_t size, size_t dstlen)
{
	STRL__CHECK("strl_strlcpy", size, dstlen);
	return (strl_strlcpy)(dst, src, size);
}

static STRL__INLINE STRL__ALWAYS_INLINE size_t
strl__strlcat_f(char *dst, const char *src, size_t size, size_t dstlen)
{
	STRL__CHECK("strl_strlcat", size, dstlen);
	return (strl_strlcat)(dst, src, size);
}

static STRL__INLINE STRL__ALWAYS_INLINE strl_ssize_t
strl__strscpy_f(char *dst, const char *src, size_t size, size_t dstlen)
{
	STRL__CHECK("strl_strscpy", size, dstlen);
	return (strl_strscpy)(dst, src, size);
}

static STRL__INLINE STRL__ALWAYS_INLINE strl_ssize_t
strl__strscpy_pad_f(char *dst, const char *src, size_t size, size_t dstlen)
{
	STRL__CHECK("strl_strscpy_pad", size, dstlen);
	return (strl_strscpy_pad)(dst, src, size);
}

static STRL__INLINE STRL__ALWAYS_INLINE char *
strl__stpecpy_f(char *dst, char *end, const char *src, size_t dstlen)
{
	size_t size;

	STRL__CHECK_CONST((size_t)(end - dst), dstlen);
	if (dst && end && end > dst) {
		size = (size_t)(end - dst);
		STRL__CHECK("strl_stpecpy", size, dstlen);
		end = dst + size;
	}
	return (strl_stpecpy)(dst, end, src);
}

static STRL__INLINE STRL__ALWAYS_INLINE char *
strl__strncpy_f(char *dst, const char *src, size_t n, size_t dstlen)
{
	STRL__CHECK("strl_strncpy", n, dstlen);
	return (strl_strncpy)(dst, src, n);
}

#define strl_strlcpy(dst, src, size) \
	strl__strlcpy_f(dst, src, size, STRL__OBJSIZE(dst))
#define strl_strlcat(dst, src, size) \
	strl__strlcat_f(dst, src, size, STRL__OBJSIZE(dst))
#define strl_strscpy(dst, src, size) \
	strl__strscpy_f(dst, src, size, STRL__OBJSIZE(dst))
#define strl_strscpy_pad(dst, src, size) \
	strl__strscpy_pad_f(dst, src, size, STRL__OBJSIZE(dst))
#define strl_stpecpy(dst, end, src) \
	strl__stpecpy_f(dst, end, src, STRL__OBJSIZE(dst))
#define strl_strncpy(dst, src, n) \
	strl__strncpy_f(dst, src, n, STRL__OBJSIZE(dst))
#endif /* STRL__FORTIFY */

#endif /* STRL_FORTIFY_H */

/*
 * STRL_STD_NAMES: the standard names too, as hosted and bare-metal libstrl
 * export them (aliases of strl_strlcpy and strl_strlcat); not in the
 * kernel, which has its own.  Guarded apart from the rest, so that a
 * second include with STRL_STD_NAMES defined (the <string.h> overlay,
 * after the program's own #include "strl.h") still declares them.
 */
#if defined(STRL_STD_NAMES) && !defined(STRL__STD_NAMES_H) && \
	!defined(__KERNEL__)
#define STRL__STD_NAMES_H 1
#ifdef __cplusplus
extern "C" {
#endif
size_t strlcpy(char *dst, const char *src, size_t size);
size_t strlcat(char *dst, const char *src, size_t size);
#ifdef __cplusplus
}
#endif

/*
 * The standard names (STRL_STD_NAMES) cannot be macros: code declares
 * them itself and takes their address.  They get what glibc gives its
 * own: extern inline definitions used only for inlining, so the object
 * size is still the caller's (GCC computes it after inlining, member-
 * precise; clang needs pass_dynamic_object_size for that).  An oversize
 * is reported as the strl_ names' is, under the name the program called
 * (strlcpy(), strlcat()), and clamped: strl__fortify_size()'s steps
 * spelt out, as an inline definition with external linkage may not call
 * a static function.  (The size goes through a local: clang decides
 * __builtin_constant_p of an expression holding the object-size builtin
 * at once, before inlining, and says no.)  C only: C++ gets the plain
 * declarations.
 */
#if defined(STRL__FORTIFY) && !defined(__cplusplus) && defined(__GNUC__)
#if defined(__clang__)
#if __has_attribute(__pass_dynamic_object_size__)
#define STRL__POS __attribute__((__pass_dynamic_object_size__(1)))
#else
#define STRL__POS __attribute__((__pass_object_size__(1)))
#endif
#define STRL__STD_ATTRS __attribute__((__always_inline__, __gnu_inline__, \
	__artificial__, __overloadable__))
#else
#define STRL__POS
#define STRL__STD_ATTRS __attribute__((__always_inline__, __gnu_inline__, \
	__artificial__))
#endif

extern STRL__INLINE STRL__STD_ATTRS size_t
strlcpy(char *const dst STRL__POS, const char *src, size_t size)
{
	size_t dstlen = STRL__OBJSIZE(dst);

	STRL__CHECK_CONST(size, dstlen);
	if (size > dstlen) {
		STRL_FORTIFY_FAIL("strlcpy");
		size = dstlen;
	}
	return (strl_strlcpy)(dst, src, size);
}

extern STRL__INLINE STRL__STD_ATTRS size_t
strlcat(char *const dst STRL__POS, const char *src, size_t size)
{
	size_t dstlen = STRL__OBJSIZE(dst);

	STRL__CHECK_CONST(size, dstlen);
	if (size > dstlen) {
		STRL_FORTIFY_FAIL("strlcat");
		size = dstlen;
	}
	return (strl_strlcat)(dst, src, size);
}
#endif /* STRL__FORTIFY, C */
#endif /* STRL_STD_NAMES */

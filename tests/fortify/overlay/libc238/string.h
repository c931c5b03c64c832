/* SPDX-License-Identifier: ISC */
/*
 * A stand-in for a C library that has strlcpy and strlcat itself, as
 * glibc 2.38+ does: the system's <string.h> plus glibc's declarations
 * and, under _FORTIFY_SOURCE, glibc's own fortified inlines, which call
 * __strlcpy_chk/__strlcat_chk.  This system's C library has no such
 * functions, so a test built with this directory after the overlay's
 * links only if strl's strlcpy and strlcat are the ones in use.
 */
#include_next <string.h>

#ifndef STRL_TEST_LIBC238_STRING_H
#define STRL_TEST_LIBC238_STRING_H
__BEGIN_DECLS
extern size_t strlcpy(char *__restrict __dest, const char *__restrict __src,
		      size_t __n) __THROW __nonnull((2));
extern size_t strlcat(char *__restrict __dest, const char *__restrict __src,
		      size_t __n) __THROW __nonnull((2));

#if defined(__USE_FORTIFY_LEVEL) && __USE_FORTIFY_LEVEL > 0 && \
	defined(__fortify_function) && !defined(__cplusplus)
extern size_t __strlcpy_chk(char *__dest, const char *__src, size_t __n,
			    size_t __destlen) __THROW;
extern size_t __REDIRECT_NTH(__strlcpy_alias, (char *__dest, const char *__src,
			     size_t __n), strlcpy);

__fortify_function size_t
__NTH(strlcpy(char *__restrict __dest, const char *__restrict __src, size_t __n))
{
	if (__builtin_object_size(__dest, 1) != (size_t)-1 &&
	    (!__builtin_constant_p(__n > __builtin_object_size(__dest, 1)) ||
	     __n > __builtin_object_size(__dest, 1)))
		return __strlcpy_chk(__dest, __src, __n,
				     __builtin_object_size(__dest, 1));
	return __strlcpy_alias(__dest, __src, __n);
}

extern size_t __strlcat_chk(char *__dest, const char *__src, size_t __n,
			    size_t __destlen) __THROW;
extern size_t __REDIRECT_NTH(__strlcat_alias, (char *__dest, const char *__src,
			     size_t __n), strlcat);

__fortify_function size_t
__NTH(strlcat(char *__restrict __dest, const char *__restrict __src, size_t __n))
{
	if (__builtin_object_size(__dest, 1) != (size_t)-1 &&
	    (!__builtin_constant_p(__n > __builtin_object_size(__dest, 1)) ||
	     __n > __builtin_object_size(__dest, 1)))
		return __strlcat_chk(__dest, __src, __n,
				     __builtin_object_size(__dest, 1));
	return __strlcat_alias(__dest, __src, __n);
}
#endif
__END_DECLS
#endif

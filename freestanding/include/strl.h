/* SPDX-License-Identifier: ISC */
/*
 * strl.h - bounded string copies for kernels, firmware and userland.
 *
 * One freestanding implementation of the BSD strlcpy family, the Linux
 * strscpy family, the chaining stpecpy, and C's strncpy for code that
 * still calls it.  Every function exists under its strl_ name in every
 * build; hosted and bare-metal builds also export strlcpy and strlcat as
 * aliases of the same code (never strncpy: the C library has its own).
 *
 * Knobs (define before including, or on the command line):
 *   STRL_FORTIFY      >0: check sizes against destination object sizes
 *                     (implied by _FORTIFY_SOURCE with optimisation, and by
 *                     CONFIG_FORTIFY_SOURCE in the kernel); 0 turns it off.
 *   STRL_STD_NAMES    also declare strlcpy() and strlcat() (not in the
 *                     kernel), fortified like the strl_ names; for
 *                     freestanding code and the <string.h> overlay.
 *   STRL_SMALL        build the smallest byte loops (library build only).
 *
 * The fortified calls and the standard names are strl_fortify.h's,
 * included at the end of this one.
 *
 * The header includes nothing but <stddef.h> (outside the kernel), so it
 * fixes none of the C library's feature macros: it may come first, even
 * force-included, before a config.h that defines _GNU_SOURCE.  It is C89
 * and C++ clean, and gives assembly STRL_E2BIG.
 */
#ifndef STRL_H
#define STRL_H

/** STRL_E2BIG - the error strscpy returns (negated) on truncation. */
#define STRL_E2BIG 7

/* Assembly sources include this header for STRL_E2BIG alone. */
#ifndef __ASSEMBLER__
#ifdef __KERNEL__
#include <linux/types.h>
typedef ssize_t strl_ssize_t;

#define STRL__CAT2(a, b) a##b
#define STRL__CAT(a, b) STRL__CAT2(a, b)

/**
 * STRL_MODULE_IMPORT_NS - import strl.ko's symbol namespace, STRL
 *
 * A module that calls strl.ko writes, at file scope, on every kernel::
 *
 *	STRL_MODULE_IMPORT_NS();
 *
 * It is MODULE_IMPORT_NS(STRL), spelt as the .modinfo record that macro
 * makes: the macro's argument became a string literal in Linux 6.13
 * ("STRL"; a bare token before), the record did not change.
 */
#define STRL_MODULE_IMPORT_NS()						\
	static const char STRL__CAT(strl__import_ns_, __COUNTER__)[]	\
		__used __section(".modinfo") __aligned(1) = "import_ns=STRL"
#else
#include <stddef.h>
typedef ptrdiff_t strl_ssize_t;
#endif
/* The largest strl_ssize_t: PTRDIFF_MAX, without <stdint.h>. */
#ifdef __PTRDIFF_MAX__
#define STRL_SSIZE_MAX ((strl_ssize_t)__PTRDIFF_MAX__)
#else
#define STRL_SSIZE_MAX ((strl_ssize_t)(~(size_t)0 >> 1))
#endif

#ifdef __cplusplus
extern "C" {
#endif

/**
 * strl_strlcpy - copy a string into a sized buffer, always terminating it
 * @dst: where to copy; may be NULL when @size is 0
 * @src: NUL-terminated string to copy
 * @size: size of the buffer at @dst, in bytes
 *
 * Copies at most @size - 1 bytes of @src to @dst and terminates the result
 * with a NUL byte whenever @size is not 0 (OpenBSD and POSIX.1-2024
 * strlcpy).  Bytes of @dst after the terminating NUL are never written.
 *
 * @src must be NUL-terminated: the whole of it is read to compute the
 * return value, however small @size is.  Use strl_strscpy() or
 * strl_stpecpy() for a source that may not be terminated.
 *
 * Return: strlen(@src).  The copy was truncated if the result is >= @size.
 */
size_t strl_strlcpy(char *dst, const char *src, size_t size);

/**
 * strl_strlcat - append a string to a string in a sized buffer
 * @dst: NUL-terminated string in a buffer of @size bytes
 * @src: NUL-terminated string to append
 * @size: size of the whole buffer at @dst (not the space left), in bytes
 *
 * Appends @src to the string at @dst, writing at most @size - strlen(@dst)
 * - 1 bytes and a terminating NUL (OpenBSD strlcat).  Reads at most @size
 * bytes of @dst: if there is no NUL among them, nothing is written.  Bytes
 * after the new terminating NUL are never written.
 *
 * Return: min(@size, strlen(@dst)) + strlen(@src), the length of the string
 * it tried to create.  The result was truncated if the return is >= @size.
 */
size_t strl_strlcat(char *dst, const char *src, size_t size);

/**
 * strl_strscpy - copy a string into a sized buffer, reporting truncation
 * @dst: where to copy
 * @src: string to copy; need not be terminated within @size bytes
 * @size: size of the buffer at @dst, in bytes
 *
 * Copies @src to @dst as the Linux kernel's strscpy() does: the result is
 * always NUL-terminated unless @size is 0, and at most @size bytes of @src
 * are read, so @src may be a fixed-size field without a terminator.  Unlike
 * the kernel's word-at-a-time version, bytes of @dst after the terminating
 * NUL are never written.  A @size above STRL_SSIZE_MAX is treated as a bug:
 * nothing is written.
 *
 * Return: the number of bytes copied, not counting the NUL, or
 * -STRL_E2BIG if @size is 0, above STRL_SSIZE_MAX, or too small for @src
 * (then @dst holds the first @size - 1 bytes and a NUL).
 */
strl_ssize_t strl_strscpy(char *dst, const char *src, size_t size);

/**
 * strl_strscpy_pad - strl_strscpy(), then zero the rest of the buffer
 * @dst: where to copy
 * @src: string to copy; need not be terminated within @size bytes
 * @size: size of the buffer at @dst, in bytes
 *
 * As strl_strscpy(), and then every byte of @dst after the terminating NUL
 * up to @size is set to zero, so no stale data leaks when @dst is copied
 * out whole (to user space, a device, a network packet).
 *
 * Return: as strl_strscpy().
 */
strl_ssize_t strl_strscpy_pad(char *dst, const char *src, size_t size);

/**
 * strl_stpecpy - copy a string into [@dst, @end), for chaining
 * @dst: where to copy, or NULL (the previous call in a chain failed)
 * @end: one past the last byte of the whole buffer
 * @src: string to copy; need not be terminated within @end - @dst bytes
 *
 * Copies @src to @dst and terminates it, never writing at or past @end and
 * never reading more than @end - @dst bytes of @src (the man-pages
 * string_copying(7) stpecpy).  The result chains: a truncation makes every
 * later call in the chain return NULL, so one check at the end suffices::
 *
 *	p = strl_stpecpy(buf, end, a);
 *	p = strl_stpecpy(p, end, b);
 *	if (!p)
 *		return -E2BIG;
 *
 * Return: a pointer to the terminating NUL written in @dst; NULL when @dst
 * is NULL or equals @end (nothing written), or when @src was truncated
 * (then [@dst, @end) holds a truncated, terminated string).
 */
char *strl_stpecpy(char *dst, char *end, const char *src);

/**
 * strl_strnlen - length of a string, reading at most @maxlen bytes
 * @s: string to measure
 * @maxlen: most bytes to read
 *
 * Return: strlen(@s) if it is below @maxlen, else @maxlen.  No byte at or
 * after @s + @maxlen is looked at, and @maxlen may be SIZE_MAX.
 */
size_t strl_strnlen(const char *s, size_t maxlen);

/**
 * strl_strncpy - C's strncpy, for code that still calls it
 * @dst: buffer of at least @n bytes
 * @src: string to copy; need not be terminated within @n bytes
 * @n: number of bytes of @dst to fill
 *
 * Exactly the C library's strncpy(): copies @src up to its NUL, but never
 * more than @n bytes, then fills the rest of the @n bytes with zeros.  If
 * @src has @n or more bytes before its NUL, @dst gets its first @n bytes
 * and *no terminator*.  At most @n bytes of @src are read.
 *
 * This is the legacy function, kept so that code calling strncpy() builds
 * and runs unchanged where a system has dropped it (the Linux kernel since
 * 7.2).  New code should say what it means instead: a string that must be
 * terminated, strl_strscpy() (or strl_strlcpy() to learn the length it
 * wanted); terminated and zero-padded to the end of the buffer, for a
 * buffer copied out whole, strl_strscpy_pad(); a fixed-width field that
 * may fill up with no terminator (an on-disk or wire format), this
 * function is the right one, and says so.
 *
 * Return: @dst.
 */
char *strl_strncpy(char *dst, const char *src, size_t n);

/**
 * strl_fortify_fail - called when a fortified call's size exceeds its buffer
 * @fn: name of the function whose size argument was too large
 *
 * Hosted builds print a message and abort.  Bare-metal builds trap; the
 * definition is weak, so firmware can supply its own (log, reset).  The
 * kernel module reports with WARN.  If the handler returns, the call goes
 * on with the size clamped to the real buffer size.
 */
void strl_fortify_fail(const char *fn);

/*
 * Checked entry points in the shape of glibc's __strlcpy_chk(dst, src, n,
 * dstlen): if the size exceeds @dstlen (the destination buffer's size),
 * strl_fortify_fail() is called, then the copy goes on with @dstlen.  The
 * fortified calls (strl_fortify.h) do the same inline; these serve code
 * generated for glibc's _chk convention.
 */
size_t strl_strlcpy_chk(char *dst, const char *src, size_t size,
			size_t dstlen);
size_t strl_strlcat_chk(char *dst, const char *src, size_t size,
			size_t dstlen);
strl_ssize_t strl_strscpy_chk(char *dst, const char *src, size_t size,
			      size_t dstlen);
strl_ssize_t strl_strscpy_pad_chk(char *dst, const char *src, size_t size,
				  size_t dstlen);
char *strl_stpecpy_chk(char *dst, char *end, const char *src, size_t dstlen);
char *strl_strncpy_chk(char *dst, const char *src, size_t n, size_t dstlen);

#ifdef __cplusplus
}
#endif
#endif /* !__ASSEMBLER__ */

#endif /* STRL_H */

/*
 * Outside the guard: the <string.h> overlay includes this header again,
 * with STRL_STD_NAMES, after a program's own #include "strl.h".
 */
#ifndef __ASSEMBLER__
#include "strl_fortify.h"
#endif

/* SPDX-License-Identifier: ISC */
/* Internal helpers shared by the strl core; not installed. */
#ifndef STRL_IMPL_H
#define STRL_IMPL_H

/* The core must compile its own definitions, not the fortified wrappers. */
#define STRL_BUILDING_CORE 1
#include "strl.h"

#if defined(__KERNEL__)
#define STRL_HIDDEN
#elif defined(__ELF__)
#define STRL_HIDDEN __attribute__((__visibility__("hidden")))
#else
#define STRL_HIDDEN
#endif

/*
 * STRL_STD_ALIAS(strlcpy, strl_strlcpy) exports the standard name as an
 * alias of the same code in hosted and bare-metal builds (ELF only).  The
 * kernel already owns strlcpy/strlcat, so the kernel build never does.
 */
#if defined(__KERNEL__) || defined(STRL_NO_STD_NAMES) || !defined(__ELF__)
#define STRL_STD_ALIAS(std, ours, ret, args)
#else
#define STRL_STD_ALIAS(std, ours, ret, args) \
	ret std args __attribute__((__alias__(#ours)));
#endif

/*
 * strl__scpy - the copy under strlcpy, strscpy and stpecpy
 * @dst: buffer of @size bytes
 * @src: source, read at most @size bytes
 * @size: buffer size, at least 1
 *
 * Copies at most @size - 1 bytes of @src and always terminates @dst; no
 * byte after the NUL is written.  Return: strlen(@src) if it is below
 * @size (@src fitted), else @size (@dst holds @size - 1 bytes of @src).
 */
size_t strl__scpy(char *dst, const char *src, size_t size) STRL_HIDDEN;

#endif /* STRL_IMPL_H */

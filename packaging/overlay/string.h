/* SPDX-License-Identifier: ISC */
/*
 * strl overlay: code written for the BSDs includes <string.h> and calls
 * strlcpy/strlcat.  First on the include path (`pkg-config --cflags
 * strl-overlay`), this header is the C library's <string.h> plus strl's
 * strlcpy and strlcat: declared, and under _FORTIFY_SOURCE (with
 * optimisation) checked against the destination's size exactly as the
 * strl_ names are.  libstrl provides them.
 *
 * A C library with strlcpy of its own (glibc 2.38+, musl) declares it,
 * and glibc fortifies it with an inline that calls glibc's copy; both
 * are renamed out of the way while the library's header is read, so that
 * strl's are the only strlcpy and strlcat in scope.  Nothing else is
 * included early: the program's feature macros (_GNU_SOURCE from its
 * config.h) rule <string.h> as they would without the overlay.
 */
#ifndef STRL_OVERLAY_STRING_H
#define STRL_OVERLAY_STRING_H
#define strlcpy strl__libc_strlcpy
#define strlcat strl__libc_strlcat
#include_next <string.h>
#undef strlcpy
#undef strlcat
#ifndef STRL_STD_NAMES
#define STRL_STD_NAMES 1
#endif
#include <strl.h>
#else
#include_next <string.h>
#endif

/* SPDX-License-Identifier: ISC */
/*
 * strl overlay: code written for the BSDs includes <string.h> and calls
 * strlcpy/strlcat.  glibc before 2.38 does not declare them; this header
 * (first on the path through `pkg-config --cflags strl-overlay`) adds the
 * declarations and otherwise is the system's <string.h>.  libstrl
 * provides the functions.
 */
#include_next <string.h>

#ifndef STRL_OVERLAY_STRING_H
#define STRL_OVERLAY_STRING_H
#include <stddef.h>
#ifdef __cplusplus
extern "C" {
#endif
size_t strlcpy(char *__restrict dst, const char *__restrict src, size_t size);
size_t strlcat(char *__restrict dst, const char *__restrict src, size_t size);
#ifdef __cplusplus
}
#endif
#endif

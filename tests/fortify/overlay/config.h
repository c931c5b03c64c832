/* SPDX-License-Identifier: ISC */
/* What configure wrote for gnu_program.c: it found strl's strlcpy. */
#define _GNU_SOURCE 1
#define HAVE_STRLCPY 1
#define HAVE_STRLCAT 1

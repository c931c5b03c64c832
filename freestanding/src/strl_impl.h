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

/*
 * Word-at-a-time support.  The word paths load only aligned words (an
 * aligned word never straddles a page, MPU region or MTE granule), and
 * only words that hold at least one byte the function may read.  They may
 * see bytes past the NUL inside such a word, which sanitizers rightly
 * flag, so sanitizer builds and STRL_SMALL use the byte loops.
 */
#if defined(__has_feature)
#if __has_feature(address_sanitizer) || __has_feature(memory_sanitizer) || \
	__has_feature(hwaddress_sanitizer)
#define STRL__SANITIZED 1
#endif
#endif
#if defined(__SANITIZE_ADDRESS__) || defined(__SANITIZE_HWADDRESS__) || \
	defined(CONFIG_KASAN) || defined(CONFIG_KMSAN)
#define STRL__SANITIZED 1
#endif

#if defined(STRL_SMALL) || defined(STRL__SANITIZED)
#define STRL_WORDWISE 0
#else
#define STRL_WORDWISE 1
#endif

#ifdef __KERNEL__
typedef unsigned long strl_uptr;
#else
typedef uintptr_t strl_uptr;
#endif

#if STRL_WORDWISE

/* The word, through a type that may alias anything (no strict-aliasing UB). */
typedef size_t __attribute__((__may_alias__)) strl_word;
#define STRL_W sizeof(strl_word)
#define STRL_ONES ((size_t)-1 / 0xff)
#define STRL_HIGHS (STRL_ONES * 0x80)

/*
 * Non-zero iff some byte of @x is zero.  Exact as a yes/no answer on any
 * byte order; which byte it is gets found by the byte loops afterwards
 * (the lowest set bit is only right on little-endian).
 */
static inline size_t strl__haszero(size_t x)
{
	return (x - STRL_ONES) & ~x & STRL_HIGHS;
}

static inline int strl__aligned(const void *p)
{
	return ((strl_uptr)p & (STRL_W - 1)) == 0;
}

static inline size_t strl__load(const char *p)
{
	return *(const strl_word *)(const void *)p;
}

static inline void strl__store(char *p, size_t w)
{
	*(strl_word *)(void *)p = w;
}

/*
 * The bytes at a misaligned address @sh bytes into word @lo, continuing
 * into the next word @hi, as one word in memory order.
 */
static inline size_t strl__merge(size_t lo, size_t hi, unsigned int sh)
{
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
	return lo << (8 * sh) | hi >> (8 * (STRL_W - sh));
#else
	return lo >> (8 * sh) | hi << (8 * (STRL_W - sh));
#endif
}

/* Bits of the first @sh bytes in memory order of a word, all set. */
static inline size_t strl__head_mask(unsigned int sh)
{
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
	return ~((size_t)-1 >> (8 * sh));
#else
	return (size_t)-1 >> (8 * (STRL_W - sh));
#endif
}

#endif /* STRL_WORDWISE */

#endif /* STRL_IMPL_H */

/* SPDX-License-Identifier: ISC */
/*
 * The core's build glue and internal contracts; not installed.  The word
 * library is word.h, the SIMD paths' helpers simd.h.  Assembly sources
 * include it too (through their folder's arch.h): they get the macros.
 */
#ifndef STRL_INTERNAL_H
#define STRL_INTERNAL_H

/* The core compiles its own definitions, not the fortified wrappers. */
#define STRL__BUILDING_CORE 1
#include "strl.h"
#if !defined(__KERNEL__) && !defined(__ASSEMBLER__)
#include <stdint.h>	/* uintptr_t; GCC's own in freestanding builds */
#endif

#if defined(__KERNEL__)
#define STRL__HIDDEN
#elif defined(__ELF__)
#define STRL__HIDDEN __attribute__((__visibility__("hidden")))
#else
#define STRL__HIDDEN
#endif

/*
 * STRL__EXPORT(sym), right after the function, as the kernel writes it:
 * strl.ko exports @sym in symbol namespace STRL; no other build (a
 * vendored kernel module, userland, firmware) exports anything this way.
 * The namespace's spelling, a token or (since 6.13) a string literal,
 * comes from kernel/probe.kbuild.
 */
#if defined(__KERNEL__) && !defined(STRL_VENDORED)
#include <linux/export.h>
#if STRL_KERNEL_NS_TOKEN
#define STRL__EXPORT(sym) EXPORT_SYMBOL_NS_GPL(sym, STRL)
#else
#define STRL__EXPORT(sym) EXPORT_SYMBOL_NS_GPL(sym, "STRL")
#endif
#else
/* A declaration, so that the line's semicolon is one. */
#define STRL__EXPORT(sym) extern int strl__not_exported_##sym
#endif

/*
 * STRL__WORDWISE - the word and vector paths are built.  They load whole
 * aligned words or blocks, which may hold bytes past the NUL: sanitizers
 * rightly flag those, so sanitizer builds take the byte loops, as
 * STRL_SMALL builds do (word.h has the load rule).  So do CPUs whose
 * size_t is 16 bits (AVR, MSP430): a word is two bytes, and testing it
 * for a zero byte costs more than testing the two
 * (docs/performance.md#boards-avr).
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

#if defined(STRL_SMALL) || defined(STRL__SANITIZED) || \
	(defined(__SIZEOF_SIZE_T__) && __SIZEOF_SIZE_T__ < 4)
#define STRL__WORDWISE 0
#else
#define STRL__WORDWISE 1
#endif

#ifndef __ASSEMBLER__
/*
 * strl__copy - the bounded copy under strlcpy, strlcat, strscpy, stpecpy
 * and strncpy
 * @dst: buffer of @size bytes
 * @src: source, read at most @size bytes
 * @size: buffer size, at least 1
 *
 * Copies at most @size - 1 bytes of @src and always terminates @dst; no
 * byte after the NUL is written.  Return: strlen(@src) if it is below
 * @size (@src fitted), else @size (@dst holds @size - 1 bytes of @src).
 */
size_t strl__copy(char *dst, const char *src, size_t size) STRL__HIDDEN;

/*
 * @p rounded down to a multiple of @a (a power of two), through its
 * address: pointer arithmetic to before the start of an object would be
 * undefined behaviour.
 */
static inline const char *strl__align_down(const char *p, uintptr_t a)
{
	return (const char *)((uintptr_t)p & ~(a - 1));
}
#endif /* !__ASSEMBLER__ */

#endif /* STRL_INTERNAL_H */

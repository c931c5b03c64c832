/* SPDX-License-Identifier: ISC */
/*
 * What Linux's strscpy (lib/string.c) and the x86-64 or arm64
 * word-at-a-time helpers it uses need from the kernel, for a userspace
 * build of them as a benchmark peer (tools/bench/linux-strscpy.sh pastes the
 * kernel's own code after this at build time; none of it is kept in
 * this tree).  Both select CONFIG_DCACHE_WORD_ACCESS: the kernel then
 * loads words unaligned, with a fault fixup at page ends that the
 * benchmark's buffers never reach, so here the load is a plain unaligned
 * one.
 */
#ifndef STRL_BENCH_LINUX_SHIM_H
#define STRL_BENCH_LINUX_SHIM_H

#include <limits.h>
#include <string.h>
#include <sys/types.h>

/*
 * The kernel defines __BIG_ENDIAN only on big-endian machines; glibc's
 * <endian.h> (through <sys/types.h>) always does, as a value to compare
 * with.  Left so, lib/string.c takes its big-endian mask when strscpy
 * truncates at a word's end, and the peer cut its string 7 bytes short
 * (caught by the benchmark's check of every peer's string).
 */
#undef __BIG_ENDIAN
#define CONFIG_64BIT 1
#define CONFIG_DCACHE_WORD_ACCESS 1
#define IS_ENABLED(option) 0
#define E2BIG 7
#define likely(x) __builtin_expect(!!(x), 1)
#define unlikely(x) __builtin_expect(!!(x), 0)
#define WARN_ON_ONCE(cond) unlikely(cond)
#define REPEAT_BYTE(x) ((~0ul / 0xff) * (x))
#define __ffs(x) ((unsigned long)__builtin_ctzl(x))

static inline unsigned long load_unaligned_zeropad(const void *addr)
{
	unsigned long w;

	memcpy(&w, addr, sizeof(w));
	return w;
}

ssize_t linux_strscpy(char *dest, const char *src, size_t count);

#endif

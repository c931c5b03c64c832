/* SPDX-License-Identifier: ISC */
/*
 * Named vectors: one call each, expected results worked out by hand from
 * the contract (not from the reference model).  After the call, dst must
 * hold @want and, past it, exactly what was there before: @init, then the
 * poison.  Names follow KUnit style: function + condition.
 */
#include "strl_test.h"
#if defined(__AVR__)
#include <avr/pgmspace.h>
#endif

#define SZ_MAX ((size_t)-1)
#define SSZ_MAX ((size_t)STRL_SSIZE_MAX)

/* Bytes of a literal, NULs included, without its own terminator. */
#define INIT(s) .init = (s), .init_len = sizeof(s) - 1
#define WANT(s) .want = (s), .want_len = sizeof(s) - 1
#define LONG40 "0123456789abcdefghijklmnopqrstuvwxyzABCD"

const struct st_vector st_vectors[] ST_ROM = {
	/* strlcpy */
	{ "strlcpy_fits", ST_STRLCPY, .src = "abc", .size = 8, .ret = 3,
	  WANT("abc\0") },
	{ "strlcpy_exact_fit", ST_STRLCPY, .src = "abc", .size = 4, .ret = 3,
	  WANT("abc\0") },
	{ "strlcpy_one_short", ST_STRLCPY, .src = "abcd", .size = 4,
	  .ret = 4, WANT("abc\0") },
	{ "strlcpy_truncates_at_size", ST_STRLCPY, .src = "abcdefgh",
	  .size = 3, .ret = 8, WANT("ab\0") },
	{ "strlcpy_long_src_small_size", ST_STRLCPY, .src = LONG40,
	  .size = 5, .ret = 40, WANT("0123\0") },
	{ "strlcpy_size_1_writes_only_nul", ST_STRLCPY, .src = "abc",
	  .size = 1, .ret = 3, WANT("\0") },
	{ "strlcpy_size_0_writes_nothing", ST_STRLCPY, .src = "abc",
	  .size = 0, .ret = 3 },
	{ "strlcpy_size_0_null_dst", ST_STRLCPY, .src = "abc", .size = 0,
	  .null_dst = 1, .ret = 3 },
	{ "strlcpy_empty_src", ST_STRLCPY, .src = "", .size = 8, .ret = 0,
	  WANT("\0") },
	{ "strlcpy_empty_src_size_1", ST_STRLCPY, .src = "", .size = 1,
	  .ret = 0, WANT("\0") },
	{ "strlcpy_high_bit_bytes", ST_STRLCPY, .src = "\x80\xff\x01\x7f",
	  .size = 8, .ret = 4, WANT("\x80\xff\x01\x7f\0") },
	{ "strlcpy_keeps_bytes_after_nul", ST_STRLCPY, INIT("XXXXXXXX"),
	  .src = "ab", .size = 8, .ret = 2, WANT("ab\0") },
	{ "strlcpy_size_max", ST_STRLCPY, .src = "abc", .size = SZ_MAX,
	  .ret = 3, WANT("abc\0") },
	{ "strlcpy_size_max_minus_1", ST_STRLCPY, .src = "abc",
	  .size = SZ_MAX - 1, .ret = 3, WANT("abc\0") },

	/* strlcat */
	{ "strlcat_appends", ST_STRLCAT, INIT("ab\0"), .src = "cd",
	  .size = 8, .ret = 4, WANT("abcd\0") },
	{ "strlcat_exact_fit", ST_STRLCAT, INIT("ab\0"), .src = "cd",
	  .size = 5, .ret = 4, WANT("abcd\0") },
	{ "strlcat_truncates_at_size", ST_STRLCAT, INIT("ab\0"),
	  .src = "cdef", .size = 5, .ret = 6, WANT("abcd\0") },
	{ "strlcat_full_dst_writes_nothing", ST_STRLCAT, INIT("abcd\0"),
	  .src = "ef", .size = 5, .ret = 6 },
	{ "strlcat_size_below_dst_len", ST_STRLCAT, INIT("abc\0"),
	  .src = "de", .size = 1, .ret = 3 },
	{ "strlcat_size_equals_dst_len", ST_STRLCAT, INIT("abc\0"),
	  .src = "de", .size = 3, .ret = 5 },
	{ "strlcat_dst_without_nul", ST_STRLCAT, INIT("abcdefgh"),
	  .src = "xy", .size = 8, .ret = 10 },
	{ "strlcat_size_0_writes_nothing", ST_STRLCAT, INIT("ab\0"),
	  .src = "cd", .size = 0, .ret = 2 },
	{ "strlcat_size_0_null_dst", ST_STRLCAT, .src = "abc", .size = 0,
	  .null_dst = 1, .ret = 3 },
	{ "strlcat_empty_src", ST_STRLCAT, INIT("ab\0"), .src = "",
	  .size = 8, .ret = 2, WANT("ab\0") },
	{ "strlcat_empty_dst", ST_STRLCAT, INIT("\0"), .src = "abc",
	  .size = 8, .ret = 3, WANT("abc\0") },
	{ "strlcat_size_1_empty_dst", ST_STRLCAT, INIT("\0"), .src = "abc",
	  .size = 1, .ret = 3, WANT("\0") },
	{ "strlcat_keeps_bytes_after_nul", ST_STRLCAT, INIT("a\0XXXXXX"),
	  .src = "b", .size = 8, .ret = 2, WANT("ab\0XXXXX") },
	{ "strlcat_high_bit_bytes", ST_STRLCAT, INIT("\xfe\0"),
	  .src = "\x80\x01", .size = 8, .ret = 3, WANT("\xfe\x80\x01\0") },
	{ "strlcat_size_max", ST_STRLCAT, INIT("ab\0"), .src = "cd",
	  .size = SZ_MAX, .ret = 4, WANT("abcd\0") },
	{ "strlcat_size_max_minus_1", ST_STRLCAT, INIT("ab\0"), .src = "cd",
	  .size = SZ_MAX - 1, .ret = 4, WANT("abcd\0") },
	{ "strlcat_size_max_minus_3", ST_STRLCAT, INIT("ab\0"), .src = "cd",
	  .size = SZ_MAX - 3, .ret = 4, WANT("abcd\0") },

	/* strscpy */
	{ "strscpy_fits", ST_STRSCPY, .src = "abc", .size = 8, .ret = 3,
	  WANT("abc\0") },
	{ "strscpy_exact_fit", ST_STRSCPY, .src = "abc", .size = 4,
	  .ret = 3, WANT("abc\0") },
	{ "strscpy_one_short", ST_STRSCPY, .src = "abcd", .size = 4,
	  .ret = -STRL_E2BIG, WANT("abc\0") },
	{ "strscpy_truncates_long_src", ST_STRSCPY, .src = LONG40,
	  .size = 6, .ret = -STRL_E2BIG, WANT("01234\0") },
	{ "strscpy_size_1_truncates", ST_STRSCPY, .src = "abc", .size = 1,
	  .ret = -STRL_E2BIG, WANT("\0") },
	{ "strscpy_size_1_empty_src", ST_STRSCPY, .src = "", .size = 1,
	  .ret = 0, WANT("\0") },
	{ "strscpy_size_0_is_e2big", ST_STRSCPY, .src = "abc", .size = 0,
	  .ret = -STRL_E2BIG },
	{ "strscpy_size_0_empty_src_is_e2big", ST_STRSCPY, .src = "",
	  .size = 0, .ret = -STRL_E2BIG },
	{ "strscpy_size_0_null_dst", ST_STRSCPY, .src = "abc", .size = 0,
	  .null_dst = 1, .ret = -STRL_E2BIG },
	{ "strscpy_empty_src", ST_STRSCPY, .src = "", .size = 8, .ret = 0,
	  WANT("\0") },
	{ "strscpy_keeps_bytes_after_nul", ST_STRSCPY, INIT("XXXXXXXX"),
	  .src = "ab", .size = 8, .ret = 2, WANT("ab\0") },
	{ "strscpy_high_bit_bytes", ST_STRSCPY, .src = "\xff\x80\x01",
	  .size = 4, .ret = 3, WANT("\xff\x80\x01\0") },
	{ "strscpy_size_ssize_max_copies", ST_STRSCPY, .src = "abc",
	  .size = SSZ_MAX, .ret = 3, WANT("abc\0") },
	{ "strscpy_size_above_ssize_max_writes_nothing", ST_STRSCPY,
	  .src = "abc", .size = SSZ_MAX + 1, .ret = -STRL_E2BIG },
	{ "strscpy_size_max_writes_nothing", ST_STRSCPY, .src = "abc",
	  .size = SZ_MAX, .ret = -STRL_E2BIG },

	/* strscpy_pad */
	{ "strscpy_pad_zero_fills", ST_STRSCPY_PAD, INIT("XXXXXXXX"),
	  .src = "ab", .size = 6, .ret = 2, WANT("ab\0\0\0\0") },
	{ "strscpy_pad_exact_fit_no_pad", ST_STRSCPY_PAD, .src = "abc",
	  .size = 4, .ret = 3, WANT("abc\0") },
	{ "strscpy_pad_truncates", ST_STRSCPY_PAD, .src = "abcdef",
	  .size = 4, .ret = -STRL_E2BIG, WANT("abc\0") },
	{ "strscpy_pad_empty_src_zero_fills", ST_STRSCPY_PAD, .src = "",
	  .size = 5, .ret = 0, WANT("\0\0\0\0\0") },
	{ "strscpy_pad_size_1", ST_STRSCPY_PAD, .src = "", .size = 1,
	  .ret = 0, WANT("\0") },
	{ "strscpy_pad_size_0_writes_nothing", ST_STRSCPY_PAD, .src = "ab",
	  .size = 0, .ret = -STRL_E2BIG },
	{ "strscpy_pad_size_above_ssize_max_writes_nothing", ST_STRSCPY_PAD,
	  .src = "ab", .size = SSZ_MAX + 1, .ret = -STRL_E2BIG },

	/* stpecpy: ret is the offset of the returned pointer from dst */
	{ "stpecpy_fits", ST_STPECPY, .src = "abc", .size = 8, .ret = 3,
	  WANT("abc\0") },
	{ "stpecpy_exact_fit", ST_STPECPY, .src = "abc", .size = 4,
	  .ret = 3, WANT("abc\0") },
	{ "stpecpy_truncates_returns_null", ST_STPECPY, .src = "abcd",
	  .size = 4, .ret = ST_NULL_RET, WANT("abc\0") },
	{ "stpecpy_size_1_truncates", ST_STPECPY, .src = "a", .size = 1,
	  .ret = ST_NULL_RET, WANT("\0") },
	{ "stpecpy_empty_src", ST_STPECPY, .src = "", .size = 4, .ret = 0,
	  WANT("\0") },
	{ "stpecpy_dst_at_end_writes_nothing", ST_STPECPY, .src = "abc",
	  .size = 0, .ret = ST_NULL_RET },
	{ "stpecpy_null_dst_returns_null", ST_STPECPY, .src = "abc",
	  .size = 0, .null_dst = 1, .ret = ST_NULL_RET },
	{ "stpecpy_keeps_bytes_after_nul", ST_STPECPY, INIT("XXXXXXXX"),
	  .src = "ab", .size = 8, .ret = 2, WANT("ab\0") },
	{ "stpecpy_chain_fits", ST_STPECPY_CHAIN, .src = "ab", .src2 = "cd",
	  .size = 8, .ret = 4, WANT("abcd\0") },
	{ "stpecpy_chain_exact_fit", ST_STPECPY_CHAIN, .src = "ab",
	  .src2 = "cd", .size = 5, .ret = 4, WANT("abcd\0") },
	{ "stpecpy_chain_truncates_second", ST_STPECPY_CHAIN, .src = "ab",
	  .src2 = "cdef", .size = 5, .ret = ST_NULL_RET, WANT("abcd\0") },
	{ "stpecpy_chain_null_propagates", ST_STPECPY_CHAIN,
	  .src = "abcdef", .src2 = "gh", .size = 4, .ret = ST_NULL_RET,
	  WANT("abc\0") },
	{ "stpecpy_chain_full_then_empty", ST_STPECPY_CHAIN, .src = "abcd",
	  .src2 = "", .size = 5, .ret = 4, WANT("abcd\0") },
	{ "stpecpy_chain_full_then_more", ST_STPECPY_CHAIN, .src = "abcd",
	  .src2 = "e", .size = 5, .ret = ST_NULL_RET, WANT("abcd\0") },

	/* strncpy: ret is the offset of the returned pointer from dst (0) */
	{ "strncpy_pads_with_zeros", ST_STRNCPY, .src = "ab", .size = 6,
	  .ret = 0, WANT("ab\0\0\0\0") },
	{ "strncpy_exact_fit_one_nul", ST_STRNCPY, .src = "abc", .size = 4,
	  .ret = 0, WANT("abc\0") },
	{ "strncpy_full_field_unterminated", ST_STRNCPY, .src = "abcd",
	  .size = 4, .ret = 0, WANT("abcd") },
	{ "strncpy_long_src_cut_unterminated", ST_STRNCPY, .src = LONG40,
	  .size = 5, .ret = 0, WANT("01234") },
	{ "strncpy_size_0_writes_nothing", ST_STRNCPY, .src = "abc",
	  .size = 0, .ret = 0 },
	{ "strncpy_size_1_copies_one_byte", ST_STRNCPY, .src = "abc",
	  .size = 1, .ret = 0, WANT("a") },
	{ "strncpy_size_1_empty_src", ST_STRNCPY, .src = "", .size = 1,
	  .ret = 0, WANT("\0") },
	{ "strncpy_empty_src_zero_fills", ST_STRNCPY, .src = "", .size = 5,
	  .ret = 0, WANT("\0\0\0\0\0") },
	{ "strncpy_pads_over_old_contents", ST_STRNCPY, INIT("XXXXXXXX"),
	  .src = "ab", .size = 8, .ret = 0, WANT("ab\0\0\0\0\0\0") },
	{ "strncpy_keeps_bytes_past_n", ST_STRNCPY, INIT("XXXXXXXX"),
	  .src = "ab", .size = 3, .ret = 0, WANT("ab\0") },
	{ "strncpy_high_bit_bytes", ST_STRNCPY, .src = "\x80\xff\x01",
	  .size = 5, .ret = 0, WANT("\x80\xff\x01\0\0") },
	{ "strncpy_pads_a_long_field", ST_STRNCPY, .src = "id",
	  .size = 40, .ret = 0,
	  WANT("id\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0"
	       "\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0") },

	/* strnlen */
	{ "strnlen_shorter_than_max", ST_STRNLEN, .src = "abc", .size = 8,
	  .ret = 3 },
	{ "strnlen_max_0", ST_STRNLEN, .src = "abc", .size = 0, .ret = 0 },
	{ "strnlen_max_equals_len", ST_STRNLEN, .src = "abc", .size = 3,
	  .ret = 3 },
	{ "strnlen_stops_at_max", ST_STRNLEN, .src = "abcdef", .size = 3,
	  .ret = 3 },
	{ "strnlen_max_size_max", ST_STRNLEN, .src = "abc", .size = SZ_MAX,
	  .ret = 3 },
	{ "strnlen_empty_max_size_max", ST_STRNLEN, .src = "",
	  .size = SZ_MAX, .ret = 0 },
	{ "strnlen_high_bit_bytes", ST_STRNLEN, .src = "\x80\xff\x80\xff",
	  .size = SZ_MAX, .ret = 4 },
	/* 0x01 before the NUL: a false hit for the inexact zero-byte test. */
	{ "strnlen_0x01_before_nul", ST_STRNLEN, .src = "\x01\x01\x01",
	  .size = SZ_MAX, .ret = 3 },
	{ "strnlen_0x01_runs_long", ST_STRNLEN,
	  .src = "\x01\x01\x01\x01\x01\x01\x01\x01\x01\x01\x01",
	  .size = SZ_MAX, .ret = 11 },
	{ "strnlen_0x0100_pairs", ST_STRNLEN, .src = "\x01\x80\x01\x80\x01",
	  .size = SZ_MAX, .ret = 5 },
};

const size_t st_nvectors = sizeof(st_vectors) / sizeof(st_vectors[0]);

const struct st_vector *st_vector(size_t i, struct st_vector *tmp)
{
#if defined(__AVR__)
	const char *p = (const char *)&st_vectors[i];
	char *t = (char *)tmp;
	size_t k;

	for (k = 0; k < sizeof(*tmp); k++)
		t[k] = (char)pgm_read_byte(p + k);
	return tmp;
#else
	(void)tmp;
	return &st_vectors[i];
#endif
}

#define VPAD 16
#define VBUF 64
static char vbuf[VPAD + VBUF + VPAD];
static char vwant[sizeof(vbuf)];

int st_run_vector(const struct st_impl *impl, const struct st_vector *v,
		  struct st_msg *m)
{
	size_t i;
	long long ret;

	for (i = 0; i < sizeof(vbuf); i++)
		vbuf[i] = st_poison(i);
	for (i = 0; i < v->init_len; i++)
		vbuf[VPAD + i] = v->init[i];
	for (i = 0; i < sizeof(vbuf); i++)
		vwant[i] = i >= VPAD && i - VPAD < v->want_len ?
			v->want[i - VPAD] : vbuf[i];

	ret = st_invoke(impl, v->fn, v->null_dst ? NULL : vbuf + VPAD, v->src,
			v->src2, v->size);

	st_msg_clear(m);
	st_puts(m, impl->name);
	st_puts(m, " ");
	if (v->name[sizeof(v->name) - 1] != '\0') {
		st_puts(m, "a vector's name fills ST_NAME_SIZE");
		return -1;
	}
	st_puts(m, v->name);
	st_puts(m, ":");
	if ((unsigned long long)ret != (unsigned long long)v->ret) {
		st_puts(m, " returned ");
		st_puti(m, ret);
		st_puts(m, ", want ");
		st_puti(m, v->ret);
		return -1;
	}
	return st_check_bytes(m, vbuf, vwant, sizeof(vbuf), VPAD);
}

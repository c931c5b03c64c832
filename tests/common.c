/* SPDX-License-Identifier: ISC */
/* Failure messages without libc: the runners only print finished strings. */
#include "strl_test.h"

void st_msg_clear(struct st_msg *m)
{
	m->len = 0;
	m->buf[0] = '\0';
}

static void st_putc(struct st_msg *m, char c)
{
	if (m->len + 1 < sizeof(m->buf)) {
		m->buf[m->len++] = c;
		m->buf[m->len] = '\0';
	}
}

void st_puts(struct st_msg *m, const char *s)
{
	while (*s)
		st_putc(m, *s++);
}

void st_putu(struct st_msg *m, unsigned long long v)
{
	char d[24];
	int i = 0;

	do {
		d[i++] = (char)('0' + v % 10);
		v /= 10;
	} while (v);
	while (i)
		st_putc(m, d[--i]);
}

void st_puti(struct st_msg *m, long long v)
{
	if (v < 0) {
		st_putc(m, '-');
		st_putu(m, 0ULL - (unsigned long long)v);
	} else {
		st_putu(m, (unsigned long long)v);
	}
}

void st_putx(struct st_msg *m, unsigned int byte)
{
	static const char hex[] = "0123456789abcdef";

	st_puts(m, "0x");
	st_putc(m, hex[(byte >> 4) & 15]);
	st_putc(m, hex[byte & 15]);
}

/*
 * Compare @len bytes of the buffer after the call with the expected state.
 * @origin is the offset of dst in both, so messages say dst[+i] / dst[-i].
 * Return: 0 if equal, else -1 with the first difference appended to @m.
 */
int st_check_bytes(struct st_msg *m, const char *got, const char *want,
		   size_t len, size_t origin)
{
	size_t i;

	for (i = 0; i < len; i++) {
		if (got[i] == want[i])
			continue;
		st_puts(m, i < origin ? " dst[-" : " dst[+");
		st_putu(m, i < origin ? origin - i : i - origin);
		st_puts(m, "] is ");
		st_putx(m, (unsigned char)got[i]);
		st_puts(m, ", want ");
		st_putx(m, (unsigned char)want[i]);
		return -1;
	}
	return 0;
}

/* Poison: never zero, varies with position so a shifted copy shows. */
char st_poison(size_t i)
{
	return (char)(0xa5 ^ (i * 29 & 0x5a));
}

long long st_invoke(const struct st_impl *impl, enum st_fn fn, char *dst,
		    const char *src, const char *src2, size_t size)
{
	char *end, *p;

	size = st_unconst(size);
	switch (fn) {
	case ST_STRLCPY:
		return (long long)impl->strlcpy(dst, src, size);
	case ST_STRLCAT:
		return (long long)impl->strlcat(dst, src, size);
	case ST_STRSCPY:
		return impl->strscpy(dst, src, size);
	case ST_STRSCPY_PAD:
		return impl->strscpy_pad(dst, src, size);
	case ST_STPECPY:
	case ST_STPECPY_CHAIN:
		/* Callers keep size within their buffer here. */
		end = dst ? dst + size : NULL;
		p = impl->stpecpy(dst, end, src);
		if (fn == ST_STPECPY_CHAIN)
			p = impl->stpecpy(p, end, src2);
		return p ? (long long)(p - dst) : ST_NULL_RET;
	case ST_STRNLEN:
		return (long long)impl->strnlen(src, size);
	case ST_STRNCPY:
		p = impl->strncpy(dst, src, size);
		return p ? (long long)(p - dst) : ST_NULL_RET;
	}
	return ST_NULL_RET - 1;
}

const char *const st_fn_names[] = {
	[ST_STRLCPY] = "strlcpy",
	[ST_STRLCAT] = "strlcat",
	[ST_STRSCPY] = "strscpy",
	[ST_STRSCPY_PAD] = "strscpy_pad",
	[ST_STPECPY] = "stpecpy",
	[ST_STPECPY_CHAIN] = "stpecpy_chain",
	[ST_STRNLEN] = "strnlen",
	[ST_STRNCPY] = "strncpy",
};

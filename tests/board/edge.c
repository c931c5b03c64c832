/* SPDX-License-Identifier: ISC */
/*
 * Strings at the end of RAM, on boards whose QEMU machine has nothing
 * mapped past it, so that a load or store of the byte after RAM faults
 * (board.mk: BOARD_EDGE, the bytes set aside there; the linker script
 * puts them at the end of RAM (_edge) and the stack below them).  A read past a
 * string's NUL, past a size bound, or a store past a buffer ending there
 * stops the board with a fault; results and buffers are checked too.
 */
#include "board.h"
#include "strl.h"
#include "strl_test.h"

#if ST_BOARD_EDGE

/* The linker script's: the first byte of the region (RAM's end minus it). */
extern char _edge[];
#define EDGE_END (_edge + ST_BOARD_EDGE)

/* Lengths: every one up to 80, then around the vector lengths. */
static const unsigned int lens[] = {
	127, 128, 129, 255, 256, 257, 511, 512, 513, 1023, 1024, 1025,
	2047, 2048, 2049, 4095, 4096, 4097, ST_BOARD_EDGE - 1
};
static char dst[ST_BOARD_EDGE + 16], src[ST_BOARD_EDGE + 16];

static void fill(char *p, size_t n)
{
	size_t i;

	for (i = 0; i < n; i++)
		p[i] = (char)('a' + i % 23);
}

static int same(const char *a, const char *b, size_t n)
{
	size_t i;

	for (i = 0; i < n; i++)
		if (a[i] != b[i])
			return 0;
	return 1;
}

static size_t nth_len(unsigned int k)
{
	if (k <= 80)
		return k;
	return lens[k - 81];
}

/* Return: failed checks; @checks counts all. */
int st_board_edge(unsigned int *checks);
int st_board_edge(unsigned int *checks)
{
	const size_t big = sizeof(dst) - 8;
	unsigned int k, nlens = 81 + sizeof(lens) / sizeof(lens[0]);
	int bad = 0;

#define CHECK(c) do { (*checks)++; bad += !(c); } while (0)
	for (k = 0; k < nlens; k++) {
		size_t len = nth_len(k), half = len / 2 + 1;
		char *s, *d;
		char *p;

		if (len >= ST_BOARD_EDGE)
			continue;
		/* src: len bytes, then its NUL in RAM's last byte. */
		s = EDGE_END - len - 1;
		fill(s, len);
		s[len] = '\0';
		CHECK(strl_strnlen(s, (size_t)-1) == len);
		CHECK(strl_strnlen(s, len + 1) == len);
		CHECK(strl_strnlen(s, len) == len);
		dst[len + 1] = '#';
		CHECK(strl_strlcpy(dst, s, big) == len && same(dst, s, len + 1) &&
		      dst[len + 1] == '#');
		CHECK(strl_strlcpy(dst, s, half) == len && same(dst, s, half - 1) &&
		      dst[half - 1] == '\0');
		CHECK(strl_strscpy(dst, s, big) == (strl_ssize_t)len &&
		      same(dst, s, len + 1));
		CHECK(strl_strscpy_pad(dst, s, len + 4) == (strl_ssize_t)len &&
		      same(dst, s, len + 1) && !dst[len + 1] && !dst[len + 3]);
		CHECK(strl_stpecpy(dst, dst + big, s) == dst + len &&
		      same(dst, s, len + 1));
		dst[0] = 'x';
		dst[1] = 'y';
		dst[2] = '\0';
		CHECK(strl_strlcat(dst, s, big) == len + 2 && same(dst + 2, s, len + 1));
		CHECK(strl_strlcat(dst, s, 1) == len + 1);

		/* No NUL before RAM ends: reads bounded by len only. */
		s = EDGE_END - len;
		fill(s, len);
		CHECK(strl_strnlen(s, len) == len);
		CHECK(strl_strscpy(dst, s, len) == -STRL_E2BIG &&
		      (len == 0 || (same(dst, s, len - 1) && dst[len - 1] == '\0')));
		CHECK(strl_strscpy_pad(dst, s, len) == -STRL_E2BIG);
		CHECK(strl_stpecpy(dst, dst + len, s) == NULL);

		/* dst ends at RAM's last byte: nothing stored past it. */
		fill(src, len);
		src[len] = '\0';
		d = EDGE_END - len - 1;
		CHECK(strl_strlcpy(d, src, len + 1) == len && same(d, src, len + 1));
		CHECK(strl_strscpy(d, src, len + 1) == (strl_ssize_t)len &&
		      same(d, src, len + 1));
		CHECK(strl_strscpy_pad(d, src, len + 1) == (strl_ssize_t)len);
		p = strl_stpecpy(d, EDGE_END, src);
		CHECK(p == d + len && same(d, src, len + 1));
		src[len] = 'z';
		src[len + 1] = '\0';
		CHECK(strl_strlcpy(d, src, len + 1) == len + 1 && same(d, src, len) &&
		      d[len] == '\0');
		d[0] = '\0';
		CHECK(strl_strlcat(d, src, len + 1) == len + 1 && d[len] == '\0');
	}
#undef CHECK
	return bad;
}

/*
 * Loads cut short where nothing faults: strings across a 4 KiB page, each
 * call made with QEMU's TLB empty (board_tlb_flush), so that a RISC-V
 * fault-only-first load stops at the page's end (QEMU's vle8ff.v does
 * where the next page is not in its TLB).  A vector path that does not
 * read vl back after such a load skips the rest of its step.
 */
static char pages[3 * 4096] __attribute__((__aligned__(4096)));

int st_board_pages(unsigned int *checks);
int st_board_pages(unsigned int *checks)
{
	static const unsigned int before[] = { 1, 2, 15, 16, 17, 100, 1000 };
	static const unsigned int after[] = { 0, 1, 15, 16, 17, 300, 2000 };
	const size_t big = sizeof(dst) - 8;
	unsigned int b, a;
	int bad = 0;

#define CHECK(c) do { (*checks)++; bad += !(c); } while (0)
#define FLUSHED(e) (board_tlb_flush(), (e))
	for (b = 0; b < sizeof(before) / sizeof(before[0]); b++)
		for (a = 0; a < sizeof(after) / sizeof(after[0]); a++) {
			char *s = pages + 4096 - before[b];
			size_t len = before[b] + after[a];

			fill(s, len);
			s[len] = '\0';
			CHECK(FLUSHED(strl_strnlen(s, (size_t)-1)) == len);
			CHECK(FLUSHED(strl_strnlen(s, len + 5)) == len);
			CHECK(FLUSHED(strl_strlcpy(dst, s, big)) == len &&
			      same(dst, s, len + 1));
			CHECK(FLUSHED(strl_strlcpy(dst, s, before[b] + 1)) == len &&
			      same(dst, s, before[b]) && dst[before[b]] == '\0');
			CHECK(FLUSHED(strl_strscpy(dst, s, big)) == (strl_ssize_t)len &&
			      same(dst, s, len + 1));
			CHECK(FLUSHED(strl_stpecpy(dst, dst + big, s)) == dst + len);
			dst[0] = '\0';
			CHECK(FLUSHED(strl_strlcat(dst, s, big)) == len &&
			      same(dst, s, len + 1));
			/* dst across a page too: a step cut short on src. */
			CHECK(FLUSHED(strl_strscpy(pages + 8192 - before[b], s, big)) ==
			      (strl_ssize_t)len && same(pages + 8192 - before[b], s, len + 1));
		}
#undef FLUSHED
#undef CHECK
	return bad;
}

#else
/* No such region on this board: nothing to check. */
int st_board_edge(unsigned int *checks);
int st_board_edge(unsigned int *checks)
{
	(void)checks;
	return 0;
}

int st_board_pages(unsigned int *checks);
int st_board_pages(unsigned int *checks)
{
	(void)checks;
	return 0;
}
#endif

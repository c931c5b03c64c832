/* SPDX-License-Identifier: ISC */
/*
 * Fortification on a board: the firmware's own strl_fortify_fail (a strong
 * definition replaces the library's weak trap) counts the failures and
 * returns, so the call goes on clamped to the real buffer.  Checks the
 * count, the clamp, and that the neighbour field is untouched.
 */
#define STRL_FORTIFY 1
#include "board.h"
#include "strl.h"
#include "strl_test.h"

static unsigned int hits;

void strl_fortify_fail(const char *fn)
{
	(void)fn;
	hits++;
}

struct rec {
	char name[16];
	char secret[8];
	int id;
};

static const char longsrc[] = "0123456789abcdefghijklmnopqrstuvwxyz";

/* Return: failed checks; @checks counts all. */
int st_board_fortify(unsigned int *checks);
int st_board_fortify(unsigned int *checks)
{
	static struct rec r;
	int bad = 0;
	unsigned int i;

#define CHECK(c) do { (*checks)++; bad += !(c); } while (0)
	for (i = 0; i < sizeof(r.secret) - 1; i++)
		r.secret[i] = 'S';
	hits = 0;
	CHECK(strl_strlcpy(r.name, longsrc, st_unconst((size_t)64)) == sizeof(longsrc) - 1);
	CHECK(hits == 1 && r.name[15] == '\0' && r.secret[0] == 'S');
	strl_strlcat(r.name, "x", st_unconst(sizeof(r)));
	CHECK(hits == 2 && r.secret[0] == 'S');
	CHECK(strl_strscpy(r.name, longsrc, st_unconst((size_t)17)) == -STRL_E2BIG);
	CHECK(hits == 3 && r.secret[0] == 'S');
	CHECK(strl_strscpy_pad(r.name, "a", st_unconst((size_t)24)) == 1);
	CHECK(hits == 4 && r.secret[0] == 'S' && r.name[15] == '\0');
	CHECK(strl_stpecpy(r.name, r.name + st_unconst((size_t)20), longsrc) == NULL);
	CHECK(hits == 5 && r.secret[0] == 'S');
	CHECK(strl_strncpy(r.name, "a", st_unconst((size_t)24)) == r.name);
	CHECK(hits == 6 && r.secret[0] == 'S' && r.name[15] == '\0');
	/* Right sizes: no call. */
	strl_strlcpy(r.name, longsrc, st_unconst(sizeof(r.name)));
	strl_strscpy(r.name, "ok", st_unconst(sizeof(r.name)));
	strl_strncpy(r.name, longsrc, st_unconst(sizeof(r.name)));
	CHECK(hits == 6 && r.name[15] == 'f');
	return bad;
}

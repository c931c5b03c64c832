/* SPDX-License-Identifier: ISC */
/*
 * Firmware-style message builder: a telemetry line assembled into a fixed
 * buffer with stpecpy chains and one truncation check at the end; no libc.
 * Built with CMake and the arm-none-eabi toolchain file, run on the
 * mps2-an385 board (and, against an installed strl, on mps2-an386) under
 * QEMU by `make check-install`.
 */
#include "board.h"
/* strlcpy and strlcat declared too: libstrl exports them on bare metal. */
#define STRL_STD_NAMES 1
#include "strl.h"

static char *put_uint(char *p, char *end, unsigned int v)
{
	char digits[12];
	int i = (int)sizeof(digits) - 1;

	digits[i] = '\0';
	do {
		digits[--i] = (char)('0' + v % 10);
		v /= 10;
	} while (v && i > 0);
	return strl_stpecpy(p, end, digits + i);
}

/* "node=<id> temp=<t>C state=<s>\n", or NULL if it does not fit. */
static char *build(char *buf, char *end, unsigned int id, unsigned int t,
		   const char *state)
{
	char *p = strl_stpecpy(buf, end, "node=");

	p = put_uint(p, end, id);
	p = strl_stpecpy(p, end, " temp=");
	p = put_uint(p, end, t);
	p = strl_stpecpy(p, end, "C state=");
	p = strl_stpecpy(p, end, state);
	return strl_stpecpy(p, end, "\n");
}

int main(void)
{
	char line[48], tiny[16];

	if (!build(line, line + sizeof(line), 7, 21, "ok"))
		return 1;
	board_puts(line);
	/* Too small: the chain reports it once, the buffer stays terminated. */
	if (build(tiny, tiny + sizeof(tiny), 7, 21, "overheating"))
		return 2;
	board_puts(tiny);
	board_puts(" <- truncated, detected\n");
	/* BSD names, for code ported as it is. */
	if (strlcpy(tiny, "sensor-", sizeof(tiny)) >= sizeof(tiny) ||
	    strlcat(tiny, "north-east-7", sizeof(tiny)) < sizeof(tiny))
		return 3;
	board_puts(tiny);
	board_puts(" <- strlcat truncated\n");
	return 0;
}

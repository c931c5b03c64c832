/* SPDX-License-Identifier: ISC */
/*
 * The arithmetic GCC calls on the LX106 (no divider, no 32x32->64
 * multiply) that Debian's libgcc for xtensa-lx106-elf leaves out: the
 * harness's number printing and byte patterns divide.  The core needs
 * none of it (its division is by powers of two).  Shifts, subtractions
 * and 32-bit multiplies only, so that none of these calls itself.
 */
#include <stdint.h>

uint32_t __udivsi3(uint32_t n, uint32_t d);
uint32_t __umodsi3(uint32_t n, uint32_t d);
int32_t __divsi3(int32_t n, int32_t d);
uint64_t __udivdi3(uint64_t n, uint64_t d);
uint64_t __umoddi3(uint64_t n, uint64_t d);
int64_t __divdi3(int64_t n, int64_t d);
int64_t __moddi3(int64_t n, int64_t d);
uint64_t __muldi3(uint64_t a, uint64_t b);

/* @n / @d, and the remainder in *@rem; @d is not 0. */
static uint64_t udivmod(uint64_t n, uint64_t d, uint64_t *rem)
{
	uint64_t q = 0, bit = 1;

	while (d < n && !(d >> 63)) {
		d <<= 1;
		bit <<= 1;
	}
	while (bit) {
		if (n >= d) {
			n -= d;
			q |= bit;
		}
		d >>= 1;
		bit >>= 1;
	}
	*rem = n;
	return q;
}

uint32_t __udivsi3(uint32_t n, uint32_t d)
{
	uint64_t r;

	return (uint32_t)udivmod(n, d, &r);
}

uint32_t __umodsi3(uint32_t n, uint32_t d)
{
	uint64_t r;

	udivmod(n, d, &r);
	return (uint32_t)r;
}

int32_t __divsi3(int32_t n, int32_t d)
{
	uint64_t r;
	uint32_t un = n < 0 ? 0u - (uint32_t)n : (uint32_t)n;
	uint32_t ud = d < 0 ? 0u - (uint32_t)d : (uint32_t)d;
	uint32_t q = (uint32_t)udivmod(un, ud, &r);

	return (int32_t)((n < 0) != (d < 0) ? 0u - q : q);
}

uint64_t __udivdi3(uint64_t n, uint64_t d)
{
	uint64_t r;

	return udivmod(n, d, &r);
}

uint64_t __umoddi3(uint64_t n, uint64_t d)
{
	uint64_t r;

	udivmod(n, d, &r);
	return r;
}

int64_t __divdi3(int64_t n, int64_t d)
{
	uint64_t r;
	uint64_t un = n < 0 ? 0 - (uint64_t)n : (uint64_t)n;
	uint64_t ud = d < 0 ? 0 - (uint64_t)d : (uint64_t)d;
	uint64_t q = udivmod(un, ud, &r);

	return (int64_t)((n < 0) != (d < 0) ? 0 - q : q);
}

int64_t __moddi3(int64_t n, int64_t d)
{
	uint64_t r;
	uint64_t un = n < 0 ? 0 - (uint64_t)n : (uint64_t)n;
	uint64_t ud = d < 0 ? 0 - (uint64_t)d : (uint64_t)d;

	udivmod(un, ud, &r);
	return (int64_t)(n < 0 ? 0 - r : r);
}

/* The low 64 bits of @a * @b, from 16-bit pieces (each product fits 32). */
uint64_t __muldi3(uint64_t a, uint64_t b)
{
	uint64_t sum = 0;
	unsigned int i, j;

	for (i = 0; i < 4; i++)
		for (j = 0; i + j < 4; j++) {
			uint32_t x = (uint32_t)(a >> (16 * i)) & 0xffff;
			uint32_t y = (uint32_t)(b >> (16 * j)) & 0xffff;

			sum += (uint64_t)(x * y) << (16 * (i + j));
		}
	return sum;
}

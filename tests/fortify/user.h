/* SPDX-License-Identifier: ISC */
/*
 * The record the fortify tests copy into: Samba's shape, a 64-byte name
 * field that a 256-byte size (sizeof(fstring)) overruns.  A trailing array
 * may be a flexible array, whose size compilers do not know, so no field
 * under test is last.
 */
#ifndef STRL_FORTIFY_USER_H
#define STRL_FORTIFY_USER_H

struct user {
	char name[64];
	char role[32];
	int id;
};

/* What each compile-fail file defines: one bad call. */
void f(struct user *u, const char *s);

#endif

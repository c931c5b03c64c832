/* SPDX-License-Identifier: ISC */
/* The functions under test: the strl_ entry points themselves. */
#include "strl_test.h"

const struct st_impl st_strl = {
	.name = "strl",
	.strlcpy = strl_strlcpy,
	.strlcat = strl_strlcat,
	.strscpy = strl_strscpy,
	.strscpy_pad = strl_strscpy_pad,
	.stpecpy = strl_stpecpy,
	.strnlen = strl_strnlen,
	.strncpy = strl_strncpy,
};

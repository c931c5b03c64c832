// SPDX-License-Identifier: GPL-2.0 OR ISC
/*
 * strl.ko: the strl core as a kernel module.  The kernel already exports
 * strlcpy, strlcat and strscpy, so only the strl_ names are exported, in
 * symbol namespace STRL: users add MODULE_IMPORT_NS(STRL_NS), which strl.h
 * spells for the kernel at hand.
 */
#include <linux/bug.h>
#include <linux/module.h>

#include "strl.h"

/*
 * Fortified calls land here when the size exceeds the buffer.  Report it
 * the kernel's way and return: the call then goes on with the size clamped
 * to the real buffer, so nothing past it is written.
 */
void strl_fortify_fail(const char *fn)
{
	WARN(1, "strl: %s: size argument exceeds the destination buffer\n", fn);
}
EXPORT_SYMBOL_NS_GPL(strl_fortify_fail, STRL_NS);

EXPORT_SYMBOL_NS_GPL(strl_strlcpy, STRL_NS);
EXPORT_SYMBOL_NS_GPL(strl_strlcat, STRL_NS);
EXPORT_SYMBOL_NS_GPL(strl_strscpy, STRL_NS);
EXPORT_SYMBOL_NS_GPL(strl_strscpy_pad, STRL_NS);
EXPORT_SYMBOL_NS_GPL(strl_stpecpy, STRL_NS);
EXPORT_SYMBOL_NS_GPL(strl_strnlen, STRL_NS);
EXPORT_SYMBOL_NS_GPL(strl_strlcpy_chk, STRL_NS);
EXPORT_SYMBOL_NS_GPL(strl_strlcat_chk, STRL_NS);
EXPORT_SYMBOL_NS_GPL(strl_strscpy_chk, STRL_NS);
EXPORT_SYMBOL_NS_GPL(strl_strscpy_pad_chk, STRL_NS);
EXPORT_SYMBOL_NS_GPL(strl_stpecpy_chk, STRL_NS);

MODULE_DESCRIPTION("strl: strlcpy, strlcat, strscpy(_pad), stpecpy, strnlen");
MODULE_LICENSE("Dual BSD/GPL");

// SPDX-License-Identifier: GPL-2.0 OR ISC
/*
 * strl.ko: the strl core as a kernel module.  The kernel already exports
 * strlcat and strscpy (and strlcpy and strncpy on older kernels), so only
 * the strl_ names are exported, in symbol namespace STRL: users add
 * MODULE_IMPORT_NS(STRL_NS), which strl.h spells for the kernel at hand.
 * A module that calls the standard names the kernel dropped gets them
 * from the strl_compat.h this module's build writes for the kernel.
 */
#include <linux/export.h>
#include <linux/module.h>

#include "strl.h"

EXPORT_SYMBOL_NS_GPL(strl_strlcpy, STRL_NS);
EXPORT_SYMBOL_NS_GPL(strl_strlcat, STRL_NS);
EXPORT_SYMBOL_NS_GPL(strl_strscpy, STRL_NS);
EXPORT_SYMBOL_NS_GPL(strl_strscpy_pad, STRL_NS);
EXPORT_SYMBOL_NS_GPL(strl_stpecpy, STRL_NS);
EXPORT_SYMBOL_NS_GPL(strl_strnlen, STRL_NS);
EXPORT_SYMBOL_NS_GPL(strl_strncpy, STRL_NS);
EXPORT_SYMBOL_NS_GPL(strl_strlcpy_chk, STRL_NS);
EXPORT_SYMBOL_NS_GPL(strl_strlcat_chk, STRL_NS);
EXPORT_SYMBOL_NS_GPL(strl_strscpy_chk, STRL_NS);
EXPORT_SYMBOL_NS_GPL(strl_strscpy_pad_chk, STRL_NS);
EXPORT_SYMBOL_NS_GPL(strl_stpecpy_chk, STRL_NS);
EXPORT_SYMBOL_NS_GPL(strl_strncpy_chk, STRL_NS);

MODULE_DESCRIPTION("strl: strlcpy, strlcat, strscpy(_pad), stpecpy, strnlen, strncpy");
MODULE_LICENSE("Dual BSD/GPL");

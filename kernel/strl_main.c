// SPDX-License-Identifier: GPL-2.0 OR ISC
/*
 * strl.ko: the strl core as a kernel module.  Each core source exports
 * its function right after it (STRL__EXPORT, internal.h), under its strl_
 * name only, in symbol namespace STRL: the kernel already exports strlcat
 * and strscpy (and strlcpy and strncpy on older kernels).  A module calls
 * them after STRL_MODULE_IMPORT_NS() (strl.h); one that calls the
 * standard names the kernel dropped gets them from the strl_compat.h this
 * module's build writes for the kernel (kernel/Kbuild).
 */
#include <linux/module.h>

MODULE_DESCRIPTION("strl: strlcpy, strlcat, strscpy(_pad), stpecpy, strnlen, strncpy");
MODULE_LICENSE("Dual BSD/GPL");

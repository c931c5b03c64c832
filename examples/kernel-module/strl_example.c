// SPDX-License-Identifier: GPL-2.0 OR ISC
/*
 * A kernel module using strl: builds a device label with strl_stpecpy and
 * copies a fixed-size, possibly unterminated firmware field with
 * strl_strscpy_pad; then makes the legacy calls an old driver makes,
 * strlcpy() and strncpy(), unchanged: strl_compat.h, forced in by the
 * Kbuild file, gives them back on kernels that dropped them.  Built
 * against strl.ko (Kbuild here) and with strl vendored in
 * (../kernel-module-vendored); loaded in the KUnit runs.
 */
#include <linux/module.h>
#include <linux/string.h>

#include "strl.h"

/*
 * MODULE_IMPORT_NS(STRL), the same line on every kernel: the macro's
 * argument is a token before Linux 6.13 and a string literal from 6.13.
 */
STRL_MODULE_IMPORT_NS();

/* The device's model name, as a driver might take it from its user. */
static char *model_name = "STRL-DEVICE";
module_param(model_name, charp, 0444);
MODULE_PARM_DESC(model_name, "model name to report");

static int __init strl_example_init(void)
{
	/* As read from a device: 8 bytes, no terminator. */
	static const char fw_model[8] = { 'S', 'T', 'R', 'L', '-', 'D', 'E', 'V' };
	char model[6], label[24], *end = label + sizeof(label), *p;
	char short_label[6], tag[4];
	size_t len;
	ssize_t r;

	r = strl_strscpy_pad(model, fw_model, sizeof(model));
	p = strl_stpecpy(label, end, "dev:");
	p = strl_stpecpy(p, end, model);
	if (r != -STRL_E2BIG || !p)
		return -EINVAL;
	pr_info("%s: label \"%s\" (model truncated: %zd)\n", KBUILD_MODNAME,
		label, r);

	/* The legacy calls: a truncated copy, and a fixed-width field. */
	len = strlcpy(short_label, model_name, sizeof(short_label));
	strncpy(tag, model_name, sizeof(tag));
	pr_info("%s: strlcpy %zu \"%s\", strncpy \"%.4s\"\n", KBUILD_MODNAME,
		len, short_label, tag);
	return 0;
}

static void __exit strl_example_exit(void)
{
}

module_init(strl_example_init);
module_exit(strl_example_exit);
MODULE_DESCRIPTION("strl example module");
MODULE_LICENSE("Dual BSD/GPL");

// SPDX-License-Identifier: GPL-2.0 OR ISC
/*
 * A kernel module using strl.ko's exports: builds a device label with
 * strl_stpecpy and copies a fixed-size, possibly unterminated firmware
 * field with strl_strscpy_pad.  Loaded after strl.ko in the KUnit run.
 */
#include <linux/module.h>

#include "strl.h"

/*
 * The same line on every kernel: strl.h spells the namespace STRL before
 * Linux 6.13 and "STRL" from 6.13, where namespaces became string
 * literals.  Without strl.h's STRL_NS, a module would have to write
 * MODULE_IMPORT_NS(STRL) before 6.13 and MODULE_IMPORT_NS("STRL") after.
 */
MODULE_IMPORT_NS(STRL_NS);

static int __init strl_example_init(void)
{
	/* As read from a device: 8 bytes, no terminator. */
	static const char fw_model[8] = { 'S', 'T', 'R', 'L', '-', 'D', 'E', 'V' };
	char model[6], label[24], *end = label + sizeof(label), *p;
	ssize_t r;

	r = strl_strscpy_pad(model, fw_model, sizeof(model));
	p = strl_stpecpy(label, end, "dev:");
	p = strl_stpecpy(p, end, model);
	if (r != -STRL_E2BIG || !p)
		return -EINVAL;
	pr_info("strl_example: label \"%s\" (model truncated: %zd)\n", label, r);
	return 0;
}

static void __exit strl_example_exit(void)
{
}

module_init(strl_example_init);
module_exit(strl_example_exit);
MODULE_DESCRIPTION("strl example module");
MODULE_LICENSE("Dual BSD/GPL");

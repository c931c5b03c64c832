// SPDX-License-Identifier: GPL-2.0 OR ISC
/*
 * /init for the KUnit boots: no libc and no floating point, so one source
 * serves x86-64, arm64, riscv64 and 32-bit ARM (whose test kernels have
 * no FPU).  It
 * runs /script, one command a line:
 *
 *	echo TEXT          print TEXT on the console
 *	insmod FILE ARGS   load a module with parameters ARGS (finit_module)
 *	rmmod NAME         unload a module (delete_module)
 *	v4l2 DEV           print what a V4L2 device says of itself: the
 *	                   driver and card of VIDIOC_QUERYCAP, the name of
 *	                   its first output and input (VIDIOC_ENUMOUTPUT,
 *	                   VIDIOC_ENUMINPUT)
 *
 * and then resets the machine; QEMU runs with -no-reboot, so a reset ends
 * it on every arch, with no ACPI or PSCI poweroff driver needed.  A failed
 * command prints "strl-init: ... FAILED" and the script goes on.
 *
 * Output goes to /dev/kmsg, so it reaches the console in order with what
 * the modules print (newer kernels print the log from a thread of their
 * own: a plain write to the console can overtake it).
 */

#if defined(__x86_64__)
#define NR_read 0
#define NR_write 1
#define NR_close 3
#define NR_openat 257
#define NR_finit_module 313
#define NR_delete_module 176
#define NR_reboot 169
#define NR_ioctl 16
#elif defined(__aarch64__) || defined(__riscv)
#define NR_read 63
#define NR_write 64
#define NR_close 57
#define NR_openat 56
#define NR_finit_module 273
#define NR_delete_module 106
#define NR_reboot 142
#define NR_ioctl 29
#elif defined(__arm__)
#define NR_read 3
#define NR_write 4
#define NR_close 6
#define NR_openat 322
#define NR_finit_module 379
#define NR_delete_module 129
#define NR_reboot 88
#define NR_ioctl 54
#else
#error "init.c: no syscall table for this arch"
#endif

/* A system call of up to four arguments (the unused ones are ignored). */
static long sys(long nr, long a, long b, long c, long d)
{
#if defined(__x86_64__)
	register long r10 __asm__("r10") = d;
	long ret;

	__asm__ volatile("syscall" : "=a"(ret)
			 : "a"(nr), "D"(a), "S"(b), "d"(c), "r"(r10)
			 : "rcx", "r11", "memory");
	return ret;
#elif defined(__aarch64__)
	register long x8 __asm__("x8") = nr;
	register long x0 __asm__("x0") = a;
	register long x1 __asm__("x1") = b;
	register long x2 __asm__("x2") = c;
	register long x3 __asm__("x3") = d;

	__asm__ volatile("svc #0" : "+r"(x0)
			 : "r"(x8), "r"(x1), "r"(x2), "r"(x3) : "memory");
	return x0;
#elif defined(__arm__)
	/* EABI: the number in r7 (built -marm, where r7 is no frame pointer). */
	register long r7 __asm__("r7") = nr;
	register long r0 __asm__("r0") = a;
	register long r1 __asm__("r1") = b;
	register long r2 __asm__("r2") = c;
	register long r3 __asm__("r3") = d;

	__asm__ volatile("svc #0" : "+r"(r0)
			 : "r"(r7), "r"(r1), "r"(r2), "r"(r3) : "memory");
	return r0;
#else
	register long a7 __asm__("a7") = nr;
	register long a0 __asm__("a0") = a;
	register long a1 __asm__("a1") = b;
	register long a2 __asm__("a2") = c;
	register long a3 __asm__("a3") = d;

	__asm__ volatile("ecall" : "+r"(a0)
			 : "r"(a7), "r"(a1), "r"(a2), "r"(a3) : "memory");
	return a0;
#endif
}

#define AT_FDCWD (-100)
#define O_RDONLY 0
#define O_WRONLY 1
#define O_RDWR 2
#define O_NONBLOCK 04000

/* <linux/videodev2.h>'s layouts, as the kernel's uapi fixes them. */
struct v4l2_capability {
	char driver[16], card[32], bus_info[32];
	unsigned int version, capabilities, device_caps, reserved[3];
};

struct v4l2_output {
	unsigned int index;
	char name[32];
	unsigned int type, audioset, modulator;
	unsigned long long std;
	unsigned int capabilities, reserved[3];
};

struct v4l2_input {
	unsigned int index;
	char name[32];
	unsigned int type, audioset, tuner;
	unsigned long long std;
	unsigned int status, capabilities, reserved[3];
};

/* _IOR('V', 0, ...), _IOWR('V', 48, ...), _IOWR('V', 26, ...) */
#define V4L2_IOC(dir, nr, size) \
	((unsigned long)(dir) << 30 | (unsigned long)(size) << 16 | 'V' << 8 | (nr))
#define VIDIOC_QUERYCAP V4L2_IOC(2, 0, sizeof(struct v4l2_capability))
#define VIDIOC_ENUMOUTPUT V4L2_IOC(3, 48, sizeof(struct v4l2_output))
#define VIDIOC_ENUMINPUT V4L2_IOC(3, 26, sizeof(struct v4l2_input))

static long out = 1;	/* /dev/kmsg once open */
static char line[256];
static unsigned long used;

/* Output is gathered into lines: /dev/kmsg takes one record a write. */
static void put(const char *s)
{
	while (*s) {
		if (used < sizeof(line) - 1)
			line[used++] = *s;
		if (*s++ == '\n' || used == sizeof(line) - 1) {
			sys(NR_write, out, (long)line, (long)used, 0);
			used = 0;
		}
	}
}

static void put_num(long v)
{
	char buf[24], *p = buf + sizeof(buf) - 1;
	unsigned long u = v < 0 ? -(unsigned long)v : (unsigned long)v;

	*p = '\0';
	do
		*--p = (char)('0' + u % 10);
	while (u /= 10);
	if (v < 0)
		*--p = '-';
	put(p);
}

static void failed(const char *what, const char *arg, long err)
{
	put("strl-init: ");
	put(what);
	put(" ");
	put(arg);
	put(" FAILED (");
	put_num(err);
	put(")\n");
}

static int eq(const char *a, const char *b)
{
	while (*a && *a == *b)
		a++, b++;
	return *a == *b;
}

/* Splits off the first word of *line; returns it (NUL-terminated). */
static char *word(char **line)
{
	char *w = *line, *p = w;

	while (*p && *p != ' ')
		p++;
	if (*p)
		*p++ = '\0';
	*line = p;
	return w;
}

static char script[64 * 1024];

/* Put @n bytes of @s, up to a NUL, quoted. */
static void put_field(const char *s, unsigned long n)
{
	char q[40];
	unsigned long i;

	q[0] = '"';
	for (i = 0; i < n && i < sizeof(q) - 3 && s[i]; i++)
		q[i + 1] = s[i];
	q[i + 1] = '"';
	q[i + 2] = '\0';
	put(q);
}

static void v4l2(const char *dev)
{
	/* Static: zeroed without a memset, which there is none of here. */
	static struct v4l2_capability cap;
	static struct v4l2_output out;
	static struct v4l2_input in;
	long fd, r;

	fd = sys(NR_openat, AT_FDCWD, (long)dev, O_RDWR, 0);
	if (fd < 0) {
		failed("open", dev, fd);
		return;
	}
	out.index = 0;
	in.index = 0;
	r = sys(NR_ioctl, fd, (long)VIDIOC_QUERYCAP, (long)&cap, 0);
	if (r == 0)
		r = sys(NR_ioctl, fd, (long)VIDIOC_ENUMOUTPUT, (long)&out, 0);
	if (r == 0)
		r = sys(NR_ioctl, fd, (long)VIDIOC_ENUMINPUT, (long)&in, 0);
	sys(NR_close, fd, 0, 0, 0);
	if (r < 0) {
		failed("v4l2", dev, r);
		return;
	}
	put("strl-init: v4l2 ");
	put(dev);
	put(" driver ");
	put_field(cap.driver, sizeof(cap.driver));
	put(" card ");
	put_field(cap.card, sizeof(cap.card));
	put(" output ");
	put_field(out.name, sizeof(out.name));
	put(" input ");
	put_field(in.name, sizeof(in.name));
	put("\n");
}

static void run(char *line)
{
	char *cmd = word(&line);
	long fd, r;

	if (cmd[0] == '\0' || cmd[0] == '#')
		return;
	if (eq(cmd, "echo")) {
		put(line);
		put("\n");
	} else if (eq(cmd, "insmod")) {
		char *file = word(&line);

		fd = sys(NR_openat, AT_FDCWD, (long)file, O_RDONLY, 0);
		if (fd < 0) {
			failed("insmod", file, fd);
			return;
		}
		r = sys(NR_finit_module, fd, (long)line, 0, 0);
		sys(NR_close, fd, 0, 0, 0);
		if (r < 0)
			failed("insmod", file, r);
	} else if (eq(cmd, "v4l2")) {
		v4l2(word(&line));
	} else if (eq(cmd, "rmmod")) {
		r = sys(NR_delete_module, (long)line, O_NONBLOCK, 0, 0);
		if (r < 0)
			failed("rmmod", line, r);
	} else {
		failed("command", cmd, 0);
	}
}

void init_main(void);
void init_main(void)
{
	long fd, n = 0, r;
	char *p, *nl;

	fd = sys(NR_openat, AT_FDCWD, (long)"/dev/kmsg", O_WRONLY, 0);
	if (fd >= 0)
		out = fd;
	else
		failed("open", "/dev/kmsg", fd);
	fd = sys(NR_openat, AT_FDCWD, (long)"/script", O_RDONLY, 0);
	if (fd < 0) {
		failed("open", "/script", fd);
	} else {
		while (n < (long)sizeof(script) - 1 &&
		       (r = sys(NR_read, fd, (long)(script + n),
				 (long)sizeof(script) - 1 - n, 0)) > 0)
			n += r;
		script[n] = '\0';
		for (p = script; *p; p = nl) {
			nl = p;
			while (*nl && *nl != '\n')
				nl++;
			if (*nl)
				*nl++ = '\0';
			run(p);
		}
	}
	/* LINUX_REBOOT_CMD_RESTART: QEMU -no-reboot exits. */
	sys(NR_reboot, 0xfee1dead, 672274793, 0x01234567, 0);
	for (;;)
		;
}

/* The entry point: the kernel starts us with a valid, aligned stack. */
__asm__(".globl _start\n_start:\n"
#if defined(__x86_64__)
	"\txor %ebp, %ebp\n\tand $-16, %rsp\n\tcall init_main\n"
#elif defined(__aarch64__) || defined(__arm__)
	"\tbl init_main\n"
#else
	"\tcall init_main\n"
#endif
);

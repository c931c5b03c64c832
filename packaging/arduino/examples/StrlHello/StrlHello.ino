/*
 * StrlHello: strl's bounded copies on an Arduino, printed to Serial.
 *
 * Each call gets the size of its buffer and never writes past it; the
 * answer says whether the string fitted.  STRL_FORTIFY checks each size
 * against the buffer the compiler sees: a constant that is too large does
 * not compile, and one known only at run time calls strl_fortify_fail()
 * below, after which the call goes on with the buffer's own size.
 */
#define STRL_FORTIFY 1
#include <strl.h>

/* A size larger than its buffer: say which call, and carry on clamped. */
extern "C" void strl_fortify_fail(const char *fn)
{
	Serial.print(F("fortify: "));
	Serial.println(fn);
}

static void show(const __FlashStringHelper *call, long answer, const char *buf)
{
	Serial.print(call);
	Serial.print(F(" = "));
	Serial.print(answer);
	Serial.print(F(" -> \""));
	Serial.print(buf);
	Serial.println('"');
}

void setup()
{
	char buf[8], big[16], msg[24];
	char *p, *end = msg + sizeof(msg);
	volatile size_t wrong = 64;	/* a size known only at run time */

	Serial.begin(9600);
	Serial.println(F("strl on Arduino"));

	show(F("strlcpy(buf[8], \"hello, world\")"),
	     (long)strl_strlcpy(buf, "hello, world", sizeof(buf)), buf);

	strl_strlcpy(big, "abc", sizeof(big));
	show(F("strlcat(big[16] \"abc\", \"defgh\")"),
	     (long)strl_strlcat(big, "defgh", sizeof(big)), big);

	show(F("strscpy(buf[8], \"firmware-v1.2.3\")"),
	     (long)strl_strscpy(buf, "firmware-v1.2.3", sizeof(buf)), buf);

	p = strl_stpecpy(msg, end, "temp=");
	p = strl_stpecpy(p, end, "21.5");
	p = strl_stpecpy(p, end, "C");
	show(F("stpecpy chain into msg[24]"), p ? (long)(p - msg) : -1L, msg);

	show(F("strnlen(\"sensor\", 4)"), (long)strl_strnlen("sensor", 4), "");

	/* The wrong-size bug: 64 for an 8-byte buffer. */
	show(F("strlcpy(buf[8], \"0123456789\", 64)"),
	     (long)strl_strlcpy(buf, "0123456789", wrong), buf);

	Serial.println(F("done"));
}

void loop()
{
}

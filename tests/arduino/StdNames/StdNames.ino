/*
 * The standard names in a sketch with strl: STRL_STD_NAMES declares
 * strlcpy() and strlcat() as strl's, and the library defines them
 * (std_strlcpy.c), so the linker takes strl's object before avr-libc's
 * archive member of the same name.  tools/check/arduino.sh checks which
 * one the link took.
 */
#define STRL_STD_NAMES 1
#include <strl.h>

void setup()
{
	char buf[6];
	size_t n;

	Serial.begin(9600);
	n = strlcpy(buf, "hello, world", sizeof(buf));
	Serial.print(F("strlcpy = "));
	Serial.print(n);
	Serial.print(F(" -> "));
	Serial.println(buf);
	n = strlcat(buf, "!", sizeof(buf));
	Serial.print(F("strlcat = "));
	Serial.println(n);
	Serial.println(F("done"));
}

void loop()
{
}

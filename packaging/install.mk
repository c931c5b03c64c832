# make install / uninstall: included by the top Makefile.
#   make install PREFIX=/usr/local DESTDIR=   (LIBDIR=lib)
PREFIX ?= /usr/local
DESTDIR ?=
LIBDIR ?= lib
ROOT = $(DESTDIR)$(PREFIX)
MAN3 := strl_strlcpy.3 strl_strlcat.3 strl_strscpy.3 strl_strscpy_pad.3 strl_stpecpy.3
SUBST = sed -e 's|@PREFIX@|$(PREFIX)|g' -e 's|@LIBDIR@|$(LIBDIR)|g' -e 's|@VERSION@|$(VERSION)|g'

# Every file install writes, relative to ROOT (uninstall removes these).
INSTALLED = include/strl.h include/strl/overlay/string.h \
	$(LIBDIR)/libstrl.a $(LIBDIR)/libstrl.so.$(VERSION) \
	$(LIBDIR)/libstrl.so.$(SOVERSION) $(LIBDIR)/libstrl.so \
	$(LIBDIR)/pkgconfig/strl.pc $(LIBDIR)/pkgconfig/strl-overlay.pc \
	$(LIBDIR)/cmake/strl/strlConfig.cmake $(LIBDIR)/cmake/strl/strlConfigVersion.cmake \
	$(addprefix share/man/man3/,$(MAN3)) share/man/man7/strl.7

.PHONY: install uninstall
install: all
	install -d $(ROOT)/include/strl/overlay $(ROOT)/$(LIBDIR)/pkgconfig \
		$(ROOT)/$(LIBDIR)/cmake/strl $(ROOT)/share/man/man3 $(ROOT)/share/man/man7
	install -m 644 $(CORE)/include/strl.h $(ROOT)/include/strl.h
	install -m 644 packaging/overlay/string.h $(ROOT)/include/strl/overlay/string.h
	install -m 644 $(HOST)/libstrl.a $(ROOT)/$(LIBDIR)/libstrl.a
	install -m 755 $(HOST)/libstrl.so.$(VERSION) $(ROOT)/$(LIBDIR)/libstrl.so.$(VERSION)
	ln -sf libstrl.so.$(VERSION) $(ROOT)/$(LIBDIR)/libstrl.so.$(SOVERSION)
	ln -sf libstrl.so.$(SOVERSION) $(ROOT)/$(LIBDIR)/libstrl.so
	$(SUBST) packaging/strl.pc.in >$(ROOT)/$(LIBDIR)/pkgconfig/strl.pc
	$(SUBST) packaging/strl-overlay.pc.in >$(ROOT)/$(LIBDIR)/pkgconfig/strl-overlay.pc
	$(SUBST) cmake/strlConfig.cmake.in >$(ROOT)/$(LIBDIR)/cmake/strl/strlConfig.cmake
	$(SUBST) cmake/strlConfigVersion.cmake.in >$(ROOT)/$(LIBDIR)/cmake/strl/strlConfigVersion.cmake
	install -m 644 $(addprefix docs/man/,$(MAN3)) $(ROOT)/share/man/man3/
	install -m 644 docs/man/strl.7 $(ROOT)/share/man/man7/

uninstall:
	rm -f $(addprefix $(ROOT)/,$(INSTALLED))
	-rmdir $(ROOT)/include/strl/overlay $(ROOT)/include/strl \
		$(ROOT)/$(LIBDIR)/cmake/strl 2>/dev/null

# make install / uninstall: included by the top Makefile.
#   make install [PREFIX=/usr/local] [DESTDIR=] [LIBDIR=lib]
#       the host library (static and shared), strl.h, the <string.h>
#       overlay, pkg-config and CMake files, man pages; as root with no
#       DESTDIR, then ldconfig.
#   make install BOARD=<board>
#       instead of the host library, libstrl.a built for the board's CPU,
#       in $(LIBDIR)/strl/<key>/, where find_package(strl) finds it for a
#       toolchain with the same CPU flags (cmake/strlTargetKey.cmake).
#   make uninstall     removes all of it, every board's library too.
PREFIX ?= /usr/local
DESTDIR ?=
LIBDIR ?= lib
LDCONFIG ?= ldconfig
CMAKE ?= cmake
ROOT = $(DESTDIR)$(PREFIX)
# Pages, and the names that link to them (symlinks in docs/man, which
# man and man -l both follow, from any directory).
MAN3 := strl_strlcpy.3 strl_strscpy.3 strl_stpecpy.3 strl_strncpy.3
MAN3_LINKS := strl_strlcat.3 strl_strscpy_pad.3 strlcpy.3 strlcat.3
CMAKE_FILES := strlConfig.cmake strlConfigVersion.cmake strlTargetKey.cmake
# LIBDIR is relative to PREFIX, one level or more (lib/x86_64-linux-gnu):
# strlConfig.cmake finds the prefix from its own place by as many "..".
slash_split = $(subst /, ,$(1))
CMAKEDIR_TO_PREFIX = $(subst $(eval) ,/,$(patsubst %,..,$(call slash_split,$(LIBDIR)/cmake/strl)))
SUBST = sed -e 's|@PREFIX@|$(PREFIX)|g' -e 's|@LIBDIR@|$(LIBDIR)|g' -e 's|@VERSION@|$(VERSION)|g' \
	-e 's|@SOVERSION@|$(SOVERSION)|g' -e 's|@CMAKEDIR_TO_PREFIX@|$(CMAKEDIR_TO_PREFIX)|g'
# The key of a compiler and flags (run in a recipe: cmake may be missing
# when make parses).
TARGET_KEY = $(CMAKE) -DSTRL_KEY_CC=$(1) "-DSTRL_KEY_FLAGS=$(2)" -P cmake/strlTargetKey.cmake

# Every file install writes, relative to ROOT (uninstall removes these).
INSTALLED = include/strl.h include/strl_fortify.h include/strl/overlay/string.h \
	$(LIBDIR)/libstrl.a $(LIBDIR)/libstrl.so.$(VERSION) \
	$(LIBDIR)/libstrl.so.$(SOVERSION) $(LIBDIR)/libstrl.so \
	$(LIBDIR)/pkgconfig/strl.pc $(LIBDIR)/pkgconfig/strl-overlay.pc \
	$(addprefix $(LIBDIR)/cmake/strl/,$(CMAKE_FILES)) \
	$(addprefix share/man/man3/,$(MAN3) $(MAN3_LINKS)) share/man/man7/strl.7

.PHONY: install install-cc install-common install-host install-board uninstall
ifeq ($(origin BOARD),file)
install: install-host
else
install: install-board
endif

# make install runs inside package builds: it installs no packages, and
# says which tool is missing instead.
need = command -v $(1) >/dev/null 2>&1 || { echo "make install: $(1) not found ($(2)): install it (Debian: apt-get install $(3)) and rerun" >&2; exit 1; }

install-common:
	@case "$(LIBDIR)" in /*|*..*) echo "make install: LIBDIR=$(LIBDIR): give it relative to PREFIX (lib, lib64, lib/<multiarch>)" >&2; exit 1;; esac
	@$(call need,$(CMAKE),it names the target of strlConfig.cmake,cmake)
	install -d $(ROOT)/include/strl/overlay $(ROOT)/$(LIBDIR)/pkgconfig \
		$(ROOT)/$(LIBDIR)/cmake/strl $(ROOT)/share/man/man3 $(ROOT)/share/man/man7
	install -m 644 $(CORE)/include/strl.h $(CORE)/include/strl_fortify.h $(ROOT)/include/
	install -m 644 packaging/overlay/string.h $(ROOT)/include/strl/overlay/string.h
	$(SUBST) packaging/strl.pc.in >$(ROOT)/$(LIBDIR)/pkgconfig/strl.pc
	$(SUBST) packaging/strl-overlay.pc.in >$(ROOT)/$(LIBDIR)/pkgconfig/strl-overlay.pc
	key=$$($(call TARGET_KEY,$(CC),)) && \
		$(SUBST) -e "s|@HOST_KEY@|$$key|g" cmake/strlConfig.cmake.in \
		>$(ROOT)/$(LIBDIR)/cmake/strl/strlConfig.cmake
	$(SUBST) cmake/strlConfigVersion.cmake.in >$(ROOT)/$(LIBDIR)/cmake/strl/strlConfigVersion.cmake
	install -m 644 cmake/strlTargetKey.cmake $(ROOT)/$(LIBDIR)/cmake/strl/
	install -m 644 $(addprefix docs/man/,$(MAN3)) $(ROOT)/share/man/man3/
	for p in $(MAN3_LINKS); do ln -sf "$$(readlink docs/man/$$p)" $(ROOT)/share/man/man3/$$p; done
	install -m 644 docs/man/strl.7 $(ROOT)/share/man/man7/

install-host: install-cc all install-common
	install -m 644 $(HOST)/libstrl.a $(ROOT)/$(LIBDIR)/libstrl.a
	install -m 755 $(HOST)/libstrl.so.$(VERSION) $(ROOT)/$(LIBDIR)/libstrl.so.$(VERSION)
	ln -sf libstrl.so.$(VERSION) $(ROOT)/$(LIBDIR)/libstrl.so.$(SOVERSION)
	ln -sf libstrl.so.$(SOVERSION) $(ROOT)/$(LIBDIR)/libstrl.so
	@# A real install (no staging) as root: let the loader know the library.
	@if [ -z "$(DESTDIR)" ] && [ "$$(id -u)" = 0 ]; then \
		echo "$(LDCONFIG)"; $(LDCONFIG) || exit 1; fi

install-cc:
	@$(call need,$(firstword $(CC)),the C compiler; set CC= to another,gcc)

install-board: board-name install-common
	@$(call need,$(BCC),the compiler of $(BOARD)'s CPU,$(BOARD_PKG_$(BOARD_ARCH)))
	@$(MAKE) --no-print-directory $(BB)/libstrl.a
	@key=$$($(call TARGET_KEY,$(BCC),$(BOARD_CFLAGS))) && [ -n "$$key" ] && \
	d=$(ROOT)/$(LIBDIR)/strl/$$key && install -d $$d && \
	install -m 644 $(BB)/libstrl.a $$d/libstrl.a && \
	echo "$$key ($(BOARD), $(BOARD_CPU): $(BOARD_CFLAGS))" >$$d/target.txt && \
	echo "installed $(BOARD) ($(BOARD_CPU)) libstrl.a in $$d"

uninstall:
	rm -f $(addprefix $(ROOT)/,$(INSTALLED))
	rm -rf $(ROOT)/$(LIBDIR)/strl
	-rmdir $(ROOT)/include/strl/overlay $(ROOT)/include/strl \
		$(ROOT)/$(LIBDIR)/cmake/strl 2>/dev/null

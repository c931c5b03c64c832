# The README's drop-in line for an autotools program and a strl installed
# under a prefix of one's own (PREFIX; pkg-config's own paths need no
# PKG_CONFIG_PATH).  Stops, saying so, if pkg-config cannot find strl.
export PKG_CONFIG_PATH="$PREFIX/lib/pkgconfig"
pkg-config --print-errors --exists strl-overlay &&
./configure CPPFLAGS="$(pkg-config --cflags strl-overlay)" \
            LIBS="$(pkg-config --libs strl-overlay)" \
            LDFLAGS="-Wl,-rpath,$(pkg-config --variable=libdir strl-overlay)" \
            CFLAGS="-O2 -D_FORTIFY_SOURCE=2"

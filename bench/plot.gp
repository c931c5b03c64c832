# gnuplot -e "csv='build/bench/host.csv'; out='docs/bench-host.png'" bench/plot.gp
# csv: func mode len impl ns (bench/host/bench.c -c)
set terminal pngcairo size 1000,560 font ",11"
set output out
set title "strlcpy on the host (x86-64), size = len + 1, hot cache: higher is better"
set xlabel "string length (bytes)"
set ylabel "bytes per ns"
set logscale x 2
set logscale y 10
set key left top
set grid
set datafile separator " "
sel(m, i) = strcol(1) eq "strlcpy" && strcol(2) eq m && strcol(4) eq i && $3 > 0 ? $3 / $5 : 1/0
plot csv using 3:(sel("aligned", "strl")) with linespoints lw 2 title "strl (aligned)", \
     csv using 3:(sel("src+1,dst+3", "strl")) with linespoints lw 2 dt 2 title "strl (src+1, dst+3)", \
     csv using 3:(sel("aligned", "copy")) with lines lw 1 lc "black" title "memcpy told the length (aligned)", \
     csv using 3:(sel("aligned", "glibc")) with linespoints title "glibc 2.38 strlcpy (aligned)", \
     csv using 3:(sel("src+1,dst+3", "glibc")) with linespoints dt 2 title "glibc 2.38 strlcpy (src+1, dst+3)", \
     csv using 3:(sel("aligned", "musl")) with linespoints title "musl (aligned)", \
     csv using 3:(sel("aligned", "openbsd")) with linespoints title "OpenBSD (aligned)"

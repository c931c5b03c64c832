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
# One series: the rows of strlcpy in mode m for implementation i, so that
# the lines run unbroken from point to point.
series(m, i) = sprintf("< awk '$1 == \"strlcpy\" && $2 == \"%s\" && $4 == \"%s\" && $3 > 0' %s", m, i, csv)
plot series("aligned", "strl") using 3:($3/$5) with linespoints lw 2 title "strl (aligned)", \
     series("src+1,dst+3", "strl") using 3:($3/$5) with linespoints lw 2 dt 2 title "strl (src+1, dst+3)", \
     series("aligned", "copy") using 3:($3/$5) with lines lw 1 lc "black" title "memcpy told the length (aligned)", \
     series("aligned", "glibc") using 3:($3/$5) with linespoints title "glibc 2.38 strlcpy (aligned)", \
     series("src+1,dst+3", "glibc") using 3:($3/$5) with linespoints dt 2 title "glibc 2.38 strlcpy (src+1, dst+3)", \
     series("aligned", "musl") using 3:($3/$5) with linespoints title "musl (aligned)", \
     series("aligned", "openbsd") using 3:($3/$5) with linespoints title "OpenBSD (aligned)"

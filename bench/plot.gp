# gnuplot -e "csv='build/bench/host.csv'; out='docs/bench-host.png'" bench/plot.gp
set terminal pngcairo size 1000,560 font ",11"
set output out
set title "strlcpy throughput on the host (x86-64), size = len + 1, hot cache: higher is better"
set xlabel "string length (bytes)"
set ylabel "bytes per ns"
set logscale x 2
set logscale y 10
set key left top
set grid
set datafile separator " "
plot csv using ($2):(strcol(1) eq "aligned" && $2 > 0 ? $2/$3 : 1/0) with linespoints lw 2 title "strl (aligned)", \
     csv using ($2):(strcol(1) eq "misaligned" && $2 > 0 ? $2/$3 : 1/0) with linespoints lw 2 dt 2 title "strl (src+1, dst+3)", \
     csv using ($2):(strcol(1) eq "aligned" && $2 > 0 ? $2/$4 : 1/0) with linespoints title "glibc strlen+memcpy (aligned)", \
     csv using ($2):(strcol(1) eq "misaligned" && $2 > 0 ? $2/$4 : 1/0) with linespoints dt 2 title "glibc strlen+memcpy (misaligned)", \
     csv using ($2):(strcol(1) eq "aligned" && $2 > 0 ? $2/$5 : 1/0) with linespoints title "musl (aligned)", \
     csv using ($2):(strcol(1) eq "misaligned" && $2 > 0 ? $2/$5 : 1/0) with linespoints dt 2 title "musl (misaligned)", \
     csv using ($2):(strcol(1) eq "aligned" && $2 > 0 ? $2/$6 : 1/0) with linespoints title "OpenBSD loop / libbsd (aligned)"

# tools/lib/matrix.awk -v title=T -v w=N : lines "row|column|cell" printed as
# a table, rows and columns in the order they first appear, "-" where a
# row has no cell in a column; title heads the first column, w is the
# width of the others.
BEGIN { FS = "|" }
{
	if (!($1 in seen)) { seen[$1] = 1; rows[++nr] = $1 }
	if (!($2 in cseen)) { cseen[$2] = 1; cols[++nc] = $2 }
	cell[$1 "|" $2] = $3
}
END {
	printf "%-12s", title
	for (c = 1; c <= nc; c++) printf " %-*s", w, cols[c]
	print ""
	for (r = 1; r <= nr; r++) {
		printf "%-12s", rows[r]
		for (c = 1; c <= nc; c++) {
			v = cell[rows[r] "|" cols[c]]
			printf " %-*s", w, (v == "" ? "-" : v)
		}
		print ""
	}
}

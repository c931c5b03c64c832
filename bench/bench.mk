# Benchmarks: included by the top Makefile.  `make bench` prints every
# table; figures are ratios against peers measured in the same run.

BENCH := $(BUILD)/bench
MUSL_A := /usr/lib/x86_64-linux-musl/libc.a

.PHONY: bench bench-host

bench: bench-host

# musl's strlcpy/strlcat objects, renamed so they cannot clash with ours.
$(BENCH)/musl.o: $(MUSL_A)
	@mkdir -p $(BENCH)/musl
	cd $(BENCH)/musl && ar x $(MUSL_A) strlcpy.lo strlcat.lo
	objcopy --redefine-sym strlcpy=musl_strlcpy $(BENCH)/musl/strlcpy.lo $(BENCH)/musl/a.o
	objcopy --redefine-sym strlcat=musl_strlcat --redefine-sym strlcpy=musl_strlcpy \
		$(BENCH)/musl/strlcat.lo $(BENCH)/musl/b.o
	ld -r $(BENCH)/musl/a.o $(BENCH)/musl/b.o -o $@

$(BENCH)/strl-bench: bench/host/bench.c $(BENCH)/musl.o $(HOST)/libstrl.a
	$(CC) -std=gnu11 -O2 -g $(filter-out -pedantic,$(WARN)) -I$(CORE)/include \
		$< $(BENCH)/musl.o $(HOST)/libstrl.a -ldl -o $@

bench-host:
	@tools/deps.sh host bench
	@$(MAKE) --no-print-directory $(BENCH)/strl-bench
	$(BENCH)/strl-bench -c $(BENCH)/host.csv; echo "(bench exit $$?: 0 = every target met)"

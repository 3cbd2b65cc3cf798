# The two commands of the README: `make run` (example app) and `make test` (every test under Xvfb).
.PHONY: run test bench format
run:
	bash scripts/run.sh
test:
	bash scripts/test.sh
bench:
	$(MAKE) -C Benchmarks bench
format:
	swift format --in-place --recursive Package.swift Sources Tests Examples

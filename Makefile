# The two commands of the README: `make run` (example app) and `make test` (every test under Xvfb).
.PHONY: run test bench format docs
run:
	bash scripts/run.sh
test:
	bash scripts/test.sh
bench:
	$(MAKE) -C Benchmarks bench
format:
	swift format --in-place --recursive Package.swift Sources Tests Examples
# DocC archives for every library product (swift-docc-plugin); any DocC warning fails the build.
# Output: .build-docs/plugins/Swift-DocC/outputs/<Module>.doccarchive
DOCS_TARGETS := GtkListKit ModelStorage WeakDelegate GtkListKitTestSupport
docs:
	swift package --scratch-path .build-docs --disable-sandbox generate-documentation \
	  $(addprefix --target ,$(DOCS_TARGETS)) --warnings-as-errors

# The two commands of the README: `make run` (example app) and `make test` (every test under Xvfb).
# `make soak`: the GTK property test with 100,000 random steps (SWIFT_FLAGS="--scratch-path DIR" to
# use another build directory; GTKLISTKIT_SOAK_SEED=N to run one seed).
.PHONY: run test bench format docs soak
run:
	bash scripts/run.sh
test:
	bash scripts/test.sh
soak:
	swift build --build-tests $(SWIFT_FLAGS)
	GTKLISTKIT_SOAK_STEPS=100000 G_DEBUG=fatal-criticals xvfb-run -a -s "-screen 0 1280x1024x24" \
		swift test --skip-build $(SWIFT_FLAGS) --filter GtkPropertyTests
bench:
	$(MAKE) -C Benchmarks bench
format:
	swift format --in-place --recursive Package.swift Sources Tests Examples
# DocC archives for every library product (swift-docc-plugin); any DocC warning fails the build.
# Output: .build-docs/plugins/Swift-DocC/outputs/<Module>.doccarchive
DOCS_TARGETS := GtkListKit ModelStorage WeakDelegate GtkListKitTestSupport GtkListKitGRDB
docs:
	swift package --scratch-path .build-docs --disable-sandbox generate-documentation \
	  $(addprefix --target ,$(DOCS_TARGETS)) --warnings-as-errors

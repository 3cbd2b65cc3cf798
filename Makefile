# The two commands of the README: `make run` (example app) and `make test` (every test under Xvfb).
# `make test-gtk418` runs the same test command on GTK 4.18 / libadwaita 1.7 in a Debian 13 root
# (scripts/gtk418-root.sh builds it once, outside the checkout; needs root). `.ci/run` runs both.
# Every swift command here passes `--traits GRDB,Postgres`: the database products, their tests and the example
# need GRDB.swift, which Package.swift keeps behind that trait so apps without it never resolve it.
# `make soak`: the GTK property test with 100,000 random steps per seed and view (SWIFT_FLAGS="--scratch-path DIR" to
# use another build directory; GTKLISTKIT_SOAK_SEED=N to run one seed).
.PHONY: run release test test-gtk418 test-loaded test-loaded-gtk418 soak-gtk418 bench format lint docs soak \
	docs-site test-docs-site
run:
	bash scripts/run.sh
# The example as it ships: a release build with the Swift runtime and Foundation linked in, so no
# libswift*.so is installed beside it and only the parts it uses are loaded (about 5 MB less
# resident than on the shared libraries). Output: .build/release/gtklistkit-example
release:
	swift build -c release --product gtklistkit-example --traits GRDB,Postgres --static-swift-stdlib
test:
	bash scripts/test.sh
test-gtk418:
	bash scripts/in-trixie.sh bash scripts/test.sh
# The test command with a busy loop on every core for its whole run (scripts/test-loaded.sh):
# restorations must follow GTK's state, not timing. Not in .ci/run (it would not fit 90 minutes).
test-loaded:
	bash scripts/test-loaded.sh
test-loaded-gtk418:
	bash scripts/in-trixie.sh bash scripts/test-loaded.sh
soak-gtk418:
	bash scripts/in-trixie.sh $(MAKE) soak SWIFT_FLAGS="--scratch-path .build-gtk418"
soak:
	swift build --build-tests --traits GRDB,Postgres $(SWIFT_FLAGS)
	GTKLISTKIT_SOAK_STEPS=100000 G_DEBUG=fatal-criticals xvfb-run -a -s "-screen 0 1280x1024x24" \
		swift test --skip-build --traits GRDB,Postgres $(SWIFT_FLAGS) --filter GtkPropertyTests
bench:
	$(MAKE) -C Benchmarks bench
# `make format` rewrites and `make lint` checks the same paths with the checked-in .swift-format.
# `make lint` is `swift format lint --strict --recursive` over them: any finding fails. It lints only
# the files git tracks: Tests/Snippets/Sources/DocSnippets/Generated (written by scripts/snippets.py
# during `make test`, git-ignored) would add some 80 findings of its own.
LINT_PATHS := Package.swift Sources Tests Examples Benchmarks/Sources
format:
	swift format --in-place --recursive $(LINT_PATHS)
lint:
	git ls-files -z -- $(LINT_PATHS) | grep -z '\.swift$$' | xargs -0 -r swift format lint --strict --recursive
# DocC archives for every library product (swift-docc-plugin); any DocC warning fails the build.
# Output: .build-docs/plugins/Swift-DocC/outputs/<Module>.doccarchive
DOCS_TARGETS := GtkListKit ModelStorage WeakDelegate GtkListKitTestSupport GtkListKitGRDB GtkListKitPostgres
docs:
	swift package --scratch-path .build-docs --traits GRDB,Postgres --disable-sandbox generate-documentation \
	  $(addprefix --target ,$(DOCS_TARGETS)) --warnings-as-errors
# A static site of those archives: .build-docs/site/index.html (docs/site/index.html) links each
# product's DocC site in .build-docs/site/<Product>/ (scripts/docs-site.sh). DOCS_BASE_PATH=/path
# when it is served below a server's root. `make test-docs-site` opens every product page and
# article in headless Chromium (scripts/docs_site_check.py); screenshots in screenshots/docs-site.
docs-site: docs
	bash scripts/docs-site.sh
test-docs-site: docs-site
	bash scripts/setup.sh chromium
	python3 scripts/docs_site_check.py .build-docs/site screenshots/docs-site

# Glance: `make run` opens the emulator (or, with no display, renders PNGs), `make test` runs every test.
# Both install missing Debian packages first (scripts/install-deps.sh).

SWIFT ?= swift
# The package manager, run once more if it (not a build or a test) dies of a signal: scripts/swiftpm.sh.
SWIFTPM = scripts/swiftpm.sh $(SWIFT)
OUT ?= out
FAMILIES := accessoryCircular accessoryCorner accessoryRectangular accessoryInline
DEVICE ?= watch-45mm

.PHONY: all deps build release run test test-plain test-asan bench docs record clean

all: build

deps:
	@scripts/install-deps.sh

build: deps
	@$(SWIFT) build

release: deps
	@$(SWIFT) build -c release

# The window needs glance alone: not swift-syntax (#Preview), the examples or the tests.
run: deps
	@$(SWIFTPM) build --product glance
	@if [ -n "$$DISPLAY$$WAYLAND_DISPLAY" ]; then \
		.build/debug/glance run $(RUNFLAGS); \
	else \
		mkdir -p $(OUT); \
		for f in $(FAMILIES); do .build/debug/glance render --family $$f --device $(DEVICE) --output $(OUT)/sample-$$f.png --force >/dev/null || exit 1; done; \
		.build/debug/glance face faces/infograph.json --output $(OUT)/face-infograph.png --force; \
		echo "No display, so no emulator window: the default face and the sample complication are rendered to $(OUT)/ instead."; \
		echo "Headless: glance face FILE -o face.png, glance render --rom roms/tides.json -o t.png, glance timeline --rom roms/steps.json, glance rom show FILE."; \
		echo "For the window without a screen: Xvfb :99 & DISPLAY=:99 make run"; \
	fi

test: deps
	@python3 scripts/check-schemas.py
	@$(SWIFTPM) test --disable-xctest
	@# The one XCTest case (GlanceTesting reporting to XCTest); same build, under a second.
	@$(SWIFTPM) test --filter XCTestReportingTests

# Every test again, after `make test`, with the fast paths off (docs/bench.md, "Fast paths"):
# the plain path is plain cairo and HarfBuzz, and every golden image holds both ways.
test-plain:
	@GLANCE_PLAIN_RASTER=1 $(SWIFTPM) test --skip-build --disable-xctest

# The tests of the code that composites into cairo's pixels through raw pointers, built with
# AddressSanitizer in a build folder of its own. Leak checking is off: fontconfig's cache and
# Swift's task-local defaults live as long as the process, which LeakSanitizer reports.
ASAN_TESTS := SolidOverTests|GlyphCompositingTests|MaskCacheTests|RetainedRasterTests|FastPathsTests|BlendModeRasterTests
test-asan: deps
	@$(SWIFTPM) build --build-tests --sanitize=address --build-path .build/asan
	@ASAN_OPTIONS=detect_leaks=0 $(SWIFTPM) test --skip-build --sanitize=address --build-path .build/asan --disable-xctest --filter '$(ASAN_TESTS)'

# The README's benchmark: a release build of glance (minutes the first time), then every sample
# ROM timed per entry; the report and plot go to $(OUT)/.
bench: deps
	@$(SWIFT) build -c release --product glance
	@mkdir -p $(OUT)
	@.build/release/glance bench --json $(OUT)/bench.json --plot $(OUT)/bench.png --force $(BENCHFLAGS)

# The DocC site of GlanceKit (with the modules it re-exports, GlanceUI and GlanceWidgets) and
# GlanceTesting, as static files in $(OUT)/docs; open $(OUT)/docs/documentation/glancekit/index.html
# through a local web server (python3 -m http.server -d $(OUT)/docs).
docs: deps
	@mkdir -p $(OUT)
	@$(SWIFT) package --allow-writing-to-directory $(OUT)/docs generate-documentation \
		--target GlanceKit --target GlanceUI --target GlanceWidgets --target GlanceTesting \
		--enable-experimental-combined-documentation --transform-for-static-hosting --output-path $(OUT)/docs
	@echo "wrote $(OUT)/docs: python3 -m http.server -d $(OUT)/docs, then open http://localhost:8000/documentation/"

# Re-record golden images that are missing (never in CI); look at them before committing.
record: deps
	@GLANCE_RECORD=missing $(SWIFT) test --disable-xctest --filter "Golden|WidgetSnapshotTests" || true
	@git status --short -- 'Tests/**/__Snapshots__'

clean:
	@rm -rf .build $(OUT)

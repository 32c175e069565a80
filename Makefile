# Glance: `make run` renders the sample, `make test` runs every test.
# Both install missing Debian packages first (scripts/install-deps.sh).

SWIFT ?= swift
OUT ?= out
FAMILIES := accessoryCircular accessoryCorner accessoryRectangular accessoryInline
DEVICE ?= watch-45mm

.PHONY: all deps build release run test record clean

all: build

deps:
	@scripts/install-deps.sh

build: deps
	@$(SWIFT) build

release: deps
	@$(SWIFT) build -c release

run: build
	@mkdir -p $(OUT)
	@for f in $(FAMILIES); do .build/debug/glance render --family $$f --device $(DEVICE) --output $(OUT)/sample-$$f.png --force || exit 1; done
	@.build/debug/glance face faces/infograph.json --output $(OUT)/face-infograph.png --force
	@echo "Glance has no window yet: the default face and the sample complication (one PNG per family) are rendered above, in $(OUT)/."
	@echo "Try: .build/debug/glance render --list (the gallery), glance rom show roms/tides.json, glance render --rom roms/steps.json -o steps.png, glance --help"

test: deps
	@python3 scripts/check-schemas.py
	@$(SWIFT) test --disable-xctest

# Re-record golden images that are missing (never in CI); look at them before committing.
record: deps
	@GLANCE_RECORD=missing $(SWIFT) test --disable-xctest --filter Golden || true
	@git status --short -- 'Tests/**/__Snapshots__'

clean:
	@rm -rf .build $(OUT)

#!/usr/bin/env bash
# Where a fresh clone's first build goes: clones this checkout into a temporary folder and
# builds in the order the README's commands need it, printing each step's wall-clock time
# (docs/first-build.md records the figures). Usage: scripts/first-build-times.sh [-j N]
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
dir=$(mktemp -d /tmp/glance-first-build.XXXX)
trap 'rm -rf "$dir"' EXIT
git clone -q "$here" "$dir/glance"
cd "$dir/glance"
# The packages the mirror serves, resolved before timing (not part of any build step).
swift package resolve >/dev/null 2>&1
step() {
  local name=$1; shift
  local start=$(date +%s.%N)
  "$@" >"$dir/step.log" 2>&1 || { tail -20 "$dir/step.log"; echo "error: $name failed" >&2; exit 1; }
  printf '%-58s %6.0f s\n' "$name" "$(echo "$(date +%s.%N) - $start" | bc)"
}
step "glance (make run): the C shims, the core, cairo, the CLI" swift build --product glance "$@"
step "+ swift-syntax and GlanceMacros (#Preview), for a widget package" swift build --target GlanceMacros "$@"
step "+ GlanceKit, the widget host and every example bundle (swift build)" swift build "$@"
step "+ the test targets (make test's build)" swift build --build-tests "$@"

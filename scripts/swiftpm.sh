#!/usr/bin/env bash
# Runs a package manager command (swift build, swift test, …) and, if the package manager itself
# dies of a signal (a CI run once ended on `swift test` segfaulting inside libdispatch 24 s into a
# fresh clone, before any test ran), says so and runs it once more. A failing build or test
# exits with its own status (1), never a signal, so it is not retried.
set -uo pipefail
"$@"
status=$?
if [ "$status" -gt 128 ]; then
    echo "scripts/swiftpm.sh: '$*' was killed by signal $((status - 128)); running it once more" >&2
    "$@"
    status=$?
fi
exit "$status"

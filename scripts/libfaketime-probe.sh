#!/usr/bin/env bash
# Repeats the measurement behind docs/timeline.md, "Why not libfaketime": a Swift program
# preloaded with Debian's libfaketime and a control file, asked to sleep, to wait on a dispatch
# timer and to print its arguments. Needs libfaketime (apt install libfaketime).
set -euo pipefail
lib=$(ls /usr/lib/*/faketime/libfaketime.so.1 2>/dev/null | head -1)
[ -n "$lib" ] || { echo "error: libfaketime is not installed (apt install libfaketime)" >&2; exit 1; }
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
cat > "$dir/probe.swift" <<'SWIFT'
import Foundation
print("arguments:", CommandLine.arguments.count, "now:", Date())
let sem = DispatchSemaphore(value: 0)
DispatchQueue.global().asyncAfter(deadline: .now() + 0.05) { sem.signal() }
print(sem.wait(timeout: .now() + 2) == .success ? "asyncAfter: fired" : "asyncAfter: did not fire within 2 s")
let done = DispatchSemaphore(value: 0)
Task.detached { try? await Task.sleep(for: .milliseconds(50)); print("Task.sleep: returned"); done.signal() }
if done.wait(timeout: .now() + 2) == .timedOut { print("Task.sleep: did not return within 2 s") }
SWIFT
swiftc -O "$dir/probe.swift" -o "$dir/probe" 2>/dev/null
echo "+0" > "$dir/control"
run() { env LD_PRELOAD="$lib" FAKETIME_TIMESTAMP_FILE="$dir/control" FAKETIME_NO_CACHE=1 FAKETIME_DONT_FAKE_MONOTONIC=1 "$dir/probe" a b; }
echo "== control file '+0' (no offset)"; run
echo "2026-01-02 03:04:05" > "$dir/control"
echo "== control file '2026-01-02 03:04:05'"; run

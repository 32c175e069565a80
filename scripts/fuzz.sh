#!/usr/bin/env bash
# Fuzzes the JSON parser and the device, face and ROM decoders with libFuzzer for N seconds
# (default 60). Seeds: Fuzz/Corpus; inputs found are kept in .build-fuzz/corpus; a crash
# leaves its input in .build-fuzz/ and makes this script fail.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${1:-60}"
swift build --package-path Fuzz -c debug -Xswiftc -sanitize=fuzzer -Xswiftc -parse-as-library --scratch-path .build-fuzz
mkdir -p .build-fuzz/corpus
cp -n Fuzz/Corpus/* .build-fuzz/corpus/ 2>/dev/null || true
cd .build-fuzz
./debug/FuzzFileDecoders corpus -max_total_time="$seconds" -max_len=8192 -timeout=5 -print_final_stats=1

#!/usr/bin/env bash
# Fuzzes what Glance reads from files with libFuzzer: the JSON formats (FileDecoders), asset
# catalogs (AssetCatalogs), PNG images (PNG) and the archived view tree (Archive).
#
#   scripts/fuzz.sh [SECONDS] [TARGET…]     each target for SECONDS (default 60), all by default
#   FUZZ_RUNS=1000000 scripts/fuzz.sh       each target for that many executions instead
#   FUZZ_CONFIG=release scripts/fuzz.sh     an optimised build (slower to build, several times
#                                           the executions a second: for long campaigns)
#
# Seeds: Fuzz/Corpus/TARGET; inputs found are kept in .build-fuzz/corpus/TARGET. A crash, trap
# or hang leaves its input in .build-fuzz/crashes/TARGET and makes this script fail; keep it
# as a regression test beside the decoder it broke.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${1:-60}"
shift || true
targets=("$@")
[ ${#targets[@]} -gt 0 ] || targets=(FileDecoders AssetCatalogs PNG Archive)
config="${FUZZ_CONFIG:-debug}"
swift build --package-path Fuzz -c "$config" -Xswiftc -sanitize=fuzzer -Xswiftc -parse-as-library --scratch-path .build-fuzz
failed=0
for target in "${targets[@]}"; do
    [ -d "Fuzz/Corpus/$target" ] || { echo "fuzz.sh: no target $target (Fuzz/Corpus has: $(ls Fuzz/Corpus | tr '\n' ' '))" >&2; exit 2; }
    corpus=".build-fuzz/corpus/$target" crashes=".build-fuzz/crashes/$target"
    mkdir -p "$corpus" "$crashes"
    cp -n "Fuzz/Corpus/$target"/* "$corpus/" 2>/dev/null || true
    limit=(-max_total_time="$seconds")
    [ -z "${FUZZ_RUNS:-}" ] || limit=(-runs="$FUZZ_RUNS")
    if [ -n "${FUZZ_RUNS:-}" ]; then what="$FUZZ_RUNS executions"; else what="$seconds s"; fi
    echo "== Fuzz$target: $what"
    before=$(ls -A "$crashes" | wc -l)
    set +e
    ".build-fuzz/$config/Fuzz$target" "$corpus" "${limit[@]}" -max_len=8192 -timeout=5 -rss_limit_mb=4096 \
        -artifact_prefix="$crashes/" -print_final_stats=1 2>&1 | grep -E "^(#|==|stat::number_of_executed_units|stat::peak_rss|SUMMARY|ERROR|INFO: Seed|Done)" | grep -v "^#[0-9]*\s*\(NEW\|REDUCE\|pulse\)"
    status=${PIPESTATUS[0]}
    set -e
    # A new input in the crash folder, or the fuzzer failing at all, fails the run; inputs an
    # earlier run left there do not.
    if [ "$(ls -A "$crashes" | wc -l)" -gt "$before" ] || [ "$status" -ne 0 ]; then
        echo "fuzz.sh: Fuzz$target failed (exit $status); inputs in $crashes: $(ls -t "$crashes" | head -3 | tr '\n' ' ')" >&2
        failed=1
    fi
done
exit $failed

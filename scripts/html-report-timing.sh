#!/usr/bin/env bash
# Times a glance HTML report in headless chromium: how long from navigation until the page
# has read its rows, applied the filter in FRAGMENT and drawn its first rows (data-ready-ms),
# and how long that filtering took alone (data-filter-ms). docs/bench.md, "The HTML report".
# Usage: scripts/html-report-timing.sh REPORT_DIR [FRAGMENT] [RUNS]
set -euo pipefail
dir=${1:?usage: $0 REPORT_DIR [FRAGMENT] [RUNS]}
fragment=${2:-}
runs=${3:-5}
[ -f "$dir/index.html" ] || { echo "error: $dir/index.html: no report there (glance report --html $dir)" >&2; exit 1; }
browser=$(command -v chromium || command -v chromium-browser || true)
[ -n "$browser" ] || { echo "error: no chromium; scripts/install-deps.sh installs it" >&2; exit 1; }
url="file://$(cd "$dir" && pwd)/index.html#$fragment"
profile=$(mktemp -d)
trap 'rm -rf "$profile"' EXIT
ready=() filter=()
for _ in $(seq "$runs"); do
  dom=$(timeout 60 "$browser" --headless --no-sandbox --disable-gpu --no-first-run --user-data-dir="$profile" --dump-dom "$url" 2>/dev/null)
  head=$(grep -o '<html[^>]*>' <<<"$dom" | head -1)
  ready+=("$(sed -n 's/.*data-ready-ms="\([0-9.]*\)".*/\1/p' <<<"$head")")
  filter+=("$(sed -n 's/.*data-filter-ms="\([0-9.]*\)".*/\1/p' <<<"$head")")
  shown=$(sed -n 's/.*data-shown="\([0-9]*\)".*/\1/p' <<<"$head")
  total=$(sed -n 's/.*data-total="\([0-9]*\)".*/\1/p' <<<"$head")
done
median() { printf '%s\n' "$@" | sort -n | awk '{a[NR]=$1} END {print (NR%2 ? a[(NR+1)/2] : (a[NR/2]+a[NR/2+1])/2)}'; }
echo "$total rows, $shown shown for #$fragment; $runs runs"
echo "ready (open, read rows, filter, draw first rows): median $(median "${ready[@]}") ms (${ready[*]})"
echo "filter alone: median $(median "${filter[@]}") ms (${filter[*]})"

#!/usr/bin/env python3
"""Glance's benchmark results as ratios to the hand-drawn references of the same run.

Runs the benchmarks (release build) with package-benchmark's JMH export, or reads a saved
export, and prints one table: benchmark, p50, p99, ratio to its reference's p50, target,
pass/fail. Each Glance scene is named to sort next to its reference, so package-benchmark runs
the two back to back; a ratio is taken within one run, and with --runs N it is the median of
the N runs' ratios. So ratios hold on a noisy, shared machine where absolute times do not.

    ./ratios.py                       # run every benchmark, then print the table
    ./ratios.py --filter 'circular'   # run a subset: a regex found anywhere in the name
    ./ratios.py --input run.json      # read a saved export instead of running
    ./ratios.py --save run.json       # keep the export of this run
    ./ratios.py --markdown            # the table as markdown (for README.md)
    ./ratios.py --strict              # exit 1 if any target is missed
    ./ratios.py --runs 3              # run the suite 3 times; each figure is the median of the runs' figures

Export by hand: swift package --allow-writing-to-package-directory benchmark \
    --format jmh --path stdout --no-progress > run.json   (the JSON is the line starting with '[')

Python 3 standard library only.
"""

import argparse
import json
import os
import statistics
import subprocess
import sys

# Each Glance benchmark, the reference it is compared with (or None), and its targets:
# ("ratio", r): p50 at most r times the reference's p50; ("tail", t): p99 at most t times its
# own p50; ("abs_us", v): p50 at most v microseconds.
TARGETS = [
    ("Circular: Glance gauge entry", "Circular: reference, plain C", [("ratio", 0.5), ("tail", 2.0)]),
    ("Rectangular: Glance three lines entry", "Rectangular: reference, plain C", [("ratio", 0.6), ("tail", 2.0)]),
    ("Corner: Glance curved text + gauge entry", "Corner: reference, plain C", [("ratio", 0.5), ("tail", 2.0)]),
    ("Face: Glance, every slot changed", "Face: reference, plain C", [("ratio", 0.5)]),
    ("Face: Glance, nothing changed", "Face: reference, plain C", [("abs_us", 20.0)]),
    ("Timeline engine: 7 simulated days, 8 widgets", None, [("abs_us", 100_000.0)]),
]

# Benchmarks shown for information, each against a reference where one makes sense.
INFO = [
    ("Layout only: circular entry", "Circular: reference, plain C"),
    ("Raster only: circular display list", "Circular: reference, plain C"),
    ("Layout only: rectangular entry", "Rectangular: reference, plain C"),
    ("Raster only: rectangular display list", "Rectangular: reference, plain C"),
    ("Shaping only: 12 strings, run cache warm", None),
    ("Shaping only: 12 strings, run cache off", None),
    ("Gallery accessoryCircular, watch-45mm", "Circular: reference, plain C"),
    ("Gallery accessoryCorner, watch-45mm", "Corner: reference, plain C"),
    ("Gallery accessoryInline, watch-45mm", None),
    ("Gallery accessoryRectangular, watch-45mm", "Rectangular: reference, plain C"),
]

# Fixed arithmetic as long as a slot render: its own p99 / p50 is the machine's floor under
# every tail target (shown in the ratio column).
FLOOR = "Machine floor: the same 25 µs of arithmetic"

REFERENCES = sorted({ref for _, ref, _ in TARGETS if ref})

HERE = os.path.dirname(os.path.abspath(__file__))


def run_benchmarks(filter_regex):
    cmd = ["swift", "package", "--allow-writing-to-package-directory", "benchmark",
           "--format", "jmh", "--path", "stdout", "--no-progress"]
    if filter_regex:
        # package-benchmark matches a filter against the whole name; here it may match any part.
        cmd += ["--filter", f".*(?:{filter_regex}).*"]
    print("running: " + " ".join(cmd), file=sys.stderr)
    done = subprocess.run(cmd, cwd=HERE, stdout=subprocess.PIPE, text=True)
    if done.returncode != 0:
        sys.stderr.write(done.stdout[-4000:])
        sys.exit(f"benchmark run failed with exit code {done.returncode}")
    return done.stdout


def parse_jmh(text):
    """{benchmark name: (p50 µs, p99 µs)} from JMH export text (other lines ignored)."""
    results = {}
    for line in text.splitlines():
        line = line.strip()
        if not line.startswith("["):
            continue
        try:
            elements = json.loads(line)
        except json.JSONDecodeError:
            continue
        for element in elements:
            name = element["benchmark"].split(".", 3)[-1].replace("_", " ")
            wall = next((m for key, m in element.get("secondaryMetrics", {}).items() if "wall clock" in key.lower()), None)
            if wall is None:
                continue
            p = wall["scorePercentiles"]
            results[name] = (float(p["50.0"]), float(p["99.0"]))
    return results


def fmt_time(us):
    if us is None:
        return "—"
    if us >= 10_000:
        return f"{us / 1000:.0f} ms"
    if us >= 1000:
        return f"{us / 1000:.2f} ms"
    if us >= 100:
        return f"{us:.0f} µs"
    return f"{us:.1f} µs"


def describe(target):
    kind, value = target
    if kind == "ratio":
        return f"≤ {value:g}× ref"
    if kind == "tail":
        return f"p99 ≤ {value:g}× p50"
    return f"≤ {fmt_time(value)}"


def check(target, ratio, tail, p50):
    kind, value = target
    if kind == "ratio":
        return None if ratio is None else ratio <= value
    if kind == "tail":
        return tail <= value
    return p50 <= value


def median(values):
    return statistics.median(values) if values else None


def paired_ratio(runs, name, ref):
    """The median over the runs that have both of name's p50 over ref's p50 in the same run."""
    if not ref:
        return None
    return median([run[name][0] / run[ref][0] for run in runs if name in run and ref in run])


def own_tail(runs, name):
    """The median over the runs of name's p99 over its own p50."""
    return median([run[name][1] / run[name][0] for run in runs if name in run])


def table(runs):
    results = median_over_runs(runs)
    rows = []
    failures = 0
    missing = []

    def shown(ratio):
        return f"{ratio:.2f}×" if ratio is not None else "—"

    for ref in REFERENCES:
        if ref in results:
            p50, p99 = results[ref]
            rows.append((ref, fmt_time(p50), fmt_time(p99), "1.00×", "(reference)", ""))
    for name, ref, targets in TARGETS:
        if name not in results:
            missing.append(name)
            continue
        p50, p99 = results[name]
        ratio, tail = paired_ratio(runs, name, ref), own_tail(runs, name)
        for i, target in enumerate(targets):
            ok = check(target, ratio, tail, p50)
            verdict = "n/a" if ok is None else ("pass" if ok else "FAIL")
            if not ok:  # a target that cannot be judged (its reference missing) is not met
                failures += 1
            if i == 0:
                rows.append((name, fmt_time(p50), fmt_time(p99), shown(ratio), describe(target), verdict))
            else:
                rows.append(("", "", "", f"{tail:.2f}× p50" if target[0] == "tail" else "", describe(target), verdict))
    for name, ref in INFO:
        if name in results:
            p50, p99 = results[name]
            rows.append((name, fmt_time(p50), fmt_time(p99), shown(paired_ratio(runs, name, ref)), "—", ""))
    if FLOOR in results:
        p50, p99 = results[FLOOR]
        rows.append((FLOOR, fmt_time(p50), fmt_time(p99), f"{own_tail(runs, FLOOR):.2f}× p50", "(machine)", ""))
    return rows, failures, missing


def print_table(rows, markdown):
    header = ("benchmark", "p50", "p99", "× reference p50", "target", "result")
    if markdown:
        print("| " + " | ".join(header) + " |")
        print("|" + "---|" * len(header))
        for row in rows:
            print("| " + " | ".join(row) + " |")
        return
    widths = [max(len(str(r[i])) for r in rows + [header]) for i in range(len(header))]
    line = "  ".join(h.ljust(w) for h, w in zip(header, widths))
    print(line)
    print("-" * len(line))
    for row in rows:
        print("  ".join(str(c).ljust(w) for c, w in zip(row, widths)))


def median_over_runs(runs):
    """One result per benchmark: its median p50 and median p99 over the runs that have it."""
    merged = {}
    for name in {n for run in runs for n in run}:
        seen = [run[name] for run in runs if name in run]
        merged[name] = (median([r[0] for r in seen]), median([r[1] for r in seen]))
    return merged


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--input", help="read a saved JMH export instead of running the benchmarks")
    parser.add_argument("--save", help="write this run's JMH export to a file")
    parser.add_argument("--filter", help="run only benchmarks whose name contains a match of this regex")
    parser.add_argument("--markdown", action="store_true", help="print the table as markdown")
    parser.add_argument("--strict", action="store_true", help="exit 1 when a target is missed")
    parser.add_argument("--runs", type=int, default=1,
                        help="run the suite this many times; each time, ratio and tail shown is the median of the runs' "
                             "(a burst of noise on a shared machine then moves one run, not the figure)")
    args = parser.parse_args()
    if args.runs < 1:
        sys.exit("--runs must be at least 1")
    if args.input and args.runs != 1:
        sys.exit("--runs runs the suite; with --input the saved runs are read as they are")

    if args.input:
        with open(args.input, encoding="utf-8") as f:
            # A saved file holds one export line per run.
            texts = [l for l in f.read().splitlines() if l.strip().startswith("[")]
    else:
        texts = [run_benchmarks(args.filter) for _ in range(args.runs)]
        if args.save:
            with open(args.save, "w", encoding="utf-8") as f:
                for text in texts:
                    f.write("\n".join(l for l in text.splitlines() if l.strip().startswith("[")) + "\n")
    runs = [run for run in map(parse_jmh, texts) if run]
    if not runs:
        sys.exit("no benchmark results found (expected package-benchmark's JMH export)")
    rows, failures, missing = table(runs)
    print_table(rows, args.markdown)
    if missing and not args.filter:
        print(f"\nnot in this run: {', '.join(missing)}", file=sys.stderr)
    print(f"\n{failures} target(s) missed" if failures else "\nall targets met", file=sys.stderr)
    if args.strict and failures:
        sys.exit(1)


if __name__ == "__main__":
    main()

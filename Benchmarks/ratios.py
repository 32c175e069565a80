#!/usr/bin/env python3
"""Glance's benchmark results as ratios to the plain-C references of the same run.

Runs the benchmarks (release build) with package-benchmark's JMH export, or reads a saved
export, and prints two tables. The first holds issue 24's targets: for every family and the
whole face, Glance's first render (an entry it has never seen) and its replay (entries seen
before) as ratios to the plain-C reference's p50, each with its target and whether it is met.
The second lists every benchmark with its p50 and p99. A family's benchmarks are named to sort
together ("Circular: C reference", "Circular: Glance first render", "Circular: Glance replay"),
so package-benchmark runs them back to back; a ratio is taken within one run, and with --runs N
it is the median of the N runs' ratios. So ratios hold on a noisy, shared machine where
absolute times do not.

    ./ratios.py                       # run every benchmark, then print the tables
    ./ratios.py --filter 'circular'   # run a subset: a regex found anywhere in the name
    ./ratios.py --input run.json      # read a saved export instead of running
    ./ratios.py --save run.json       # keep the export of this run
    ./ratios.py --markdown            # the tables as markdown (for README.md)
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

# Issue 24's targets, as the most Glance's p50 may be against the plain-C reference's p50 of the
# same family in the same run: (family, its replay benchmark, first render target, replay target).
FAMILIES = [
    ("Circular", "Circular: Glance replay", 0.5, 0.2),
    ("Corner", "Corner: Glance replay", 0.5, 0.2),
    ("Inline", "Inline: Glance replay", 0.5, 0.2),
    ("Rectangular", "Rectangular: Glance replay", 1.0, 0.2),
    ("Face", "Face: Glance replay, every slot changed", 0.5, 0.2),
]

# Targets from before issue 24, kept: ("tail", t): p99 at most t times its own p50;
# ("abs_us", v): p50 at most v microseconds.
OTHER_TARGETS = [
    ("Circular: Glance replay", [("tail", 2.0)]),
    ("Corner: Glance replay", [("tail", 2.0)]),
    ("Rectangular: Glance replay", [("tail", 2.0)]),
    ("Face: Glance replay, nothing changed", [("abs_us", 20.0)]),
    ("Timeline engine: 7 simulated days, 8 widgets", [("abs_us", 100_000.0)]),
]

# Benchmarks shown for information, each against a reference where one makes sense.
INFO = [
    ("Layout only: circular entry", "Circular: C reference"),
    ("Raster only: circular display list", "Circular: C reference"),
    ("Layout only: rectangular entry", "Rectangular: C reference"),
    ("Raster only: rectangular display list", "Rectangular: C reference"),
    ("Shaping only: 12 strings, run cache warm", None),
    ("Shaping only: 12 strings, run cache off", None),
    ("Gallery accessoryCircular, watch-45mm", "Circular: C reference"),
    ("Gallery accessoryCorner, watch-45mm", "Corner: C reference"),
    ("Gallery accessoryInline, watch-45mm", "Inline: C reference"),
    ("Gallery accessoryRectangular, watch-45mm", "Rectangular: C reference"),
]

# Fixed arithmetic as long as a slot render: its own p99 / p50 is the machine's floor under
# every tail target (shown in the ratio column).
FLOOR = "Machine floor: the same 25 µs of arithmetic"

HERE = os.path.dirname(os.path.abspath(__file__))


def reference(family):
    return f"{family}: C reference"


def first_render(family):
    return f"{family}: Glance first render"


def run_benchmarks(filter_regex):
    # SwiftPM keeps its list of a path dependency's source files until this package's manifest
    # changes: touching it makes a file added to Glance since the last build part of this one.
    os.utime(os.path.join(HERE, "Package.swift"))
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


def fmt_ratio(ratio):
    return f"{ratio:.2f}×" if ratio is not None else "—"


def verdict(ok):
    return "n/a" if ok is None else ("pass" if ok else "FAIL")


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


def median_over_runs(runs):
    """One result per benchmark: its median p50 and median p99 over the runs that have it."""
    merged = {}
    for name in {n for run in runs for n in run}:
        seen = [run[name] for run in runs if name in run]
        merged[name] = (median([r[0] for r in seen]), median([r[1] for r in seen]))
    return merged


def target_rows(runs):
    """Issue 24's table: a row per family, first render and replay against plain C, and how
    many targets were missed (a target whose benchmarks are missing counts as missed)."""
    rows, missed, missing = [], 0, []
    for family, replay, first_target, replay_target in FAMILIES:
        ref = reference(family)
        row = [family]
        for name, target in ((first_render(family), first_target), (replay, replay_target)):
            ratio = paired_ratio(runs, name, ref)
            ok = None if ratio is None else ratio <= target
            if ratio is None:
                missing += [n for n in (name, ref) if not any(n in run for run in runs)]
            if not ok:
                missed += 1
            row += [fmt_ratio(ratio), f"≤ {target:.1f}×", verdict(ok)]
        rows.append(tuple(row))
    return rows, missed, sorted(set(missing))


def detail_rows(runs):
    """Every benchmark: p50, p99, its ratio to its family's C reference, and the targets from
    before issue 24; and how many of those were missed."""
    results = median_over_runs(runs)
    rows, missed = [], 0
    others = dict(OTHER_TARGETS)

    def check(target, name):
        kind, value = target
        p50, _ = results[name]
        ok = own_tail(runs, name) <= value if kind == "tail" else p50 <= value
        shown = f"{own_tail(runs, name):.2f}× p50" if kind == "tail" else ""
        described = f"p99 ≤ {value:g}× p50" if kind == "tail" else f"≤ {fmt_time(value)}"
        return ok, shown, described

    families = [f for f, *_ in FAMILIES]
    replays = {f: r for f, r, *_ in FAMILIES}
    for family in families:
        ref = reference(family)
        names = [ref, first_render(family), replays[family]]
        if family == "Face":
            names.append("Face: Glance replay, nothing changed")
        for name in names:
            if name not in results:
                continue
            p50, p99 = results[name]
            ratio = "1.00×" if name == ref else fmt_ratio(paired_ratio(runs, name, ref))
            targets = others.get(name, [])
            if not targets:
                rows.append((name, fmt_time(p50), fmt_time(p99), ratio, "", ""))
                continue
            for i, target in enumerate(targets):
                ok, shown, described = check(target, name)
                missed += 0 if ok else 1
                if i == 0 and target[0] != "tail":
                    rows.append((name, fmt_time(p50), fmt_time(p99), ratio, described, verdict(ok)))
                else:
                    if i == 0:
                        rows.append((name, fmt_time(p50), fmt_time(p99), ratio, "", ""))
                    rows.append(("", "", "", shown, described, verdict(ok)))
    engine = "Timeline engine: 7 simulated days, 8 widgets"
    if engine in results:
        p50, p99 = results[engine]
        ok, _, described = check(others[engine][0], engine)
        missed += 0 if ok else 1
        rows.append((engine, fmt_time(p50), fmt_time(p99), "—", described, verdict(ok)))
    for name, ref in INFO:
        if name in results:
            p50, p99 = results[name]
            rows.append((name, fmt_time(p50), fmt_time(p99), fmt_ratio(paired_ratio(runs, name, ref)), "", ""))
    if FLOOR in results:
        p50, p99 = results[FLOOR]
        rows.append((FLOOR, fmt_time(p50), fmt_time(p99), f"{own_tail(runs, FLOOR):.2f}× p50", "(machine)", ""))
    return rows, missed


def print_table(header, rows, markdown):
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


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--input", help="read a saved JMH export instead of running the benchmarks")
    parser.add_argument("--save", help="write this run's JMH export to a file")
    parser.add_argument("--filter", help="run only benchmarks whose name contains a match of this regex")
    parser.add_argument("--markdown", action="store_true", help="print the tables as markdown")
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

    targets, missed, missing = target_rows(runs)
    print_table(("family", "first render × C p50", "target", "result", "replay × C p50", "target", "result"), targets, args.markdown)
    print()
    rows, missed_other = detail_rows(runs)
    print_table(("benchmark", "p50", "p99", "× C reference p50", "target", "result"), rows, args.markdown)
    if missing and not args.filter:
        print(f"\nnot in this run: {', '.join(missing)}", file=sys.stderr)
    print(f"\nissue 24's targets: {missed} of {2 * len(FAMILIES)} missed; targets from before: {missed_other} missed",
          file=sys.stderr)
    if args.strict and (missed or missed_other):
        sys.exit(1)


if __name__ == "__main__":
    main()

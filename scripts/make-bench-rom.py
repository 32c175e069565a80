#!/usr/bin/env python3
"""Writes a ROM of new entries for measuring first renders: the shipped air-quality widget with
ENTRIES entries per widget, each with numbers and words no other entry has, in WIDGETS copies of
the widget (kinds air-quality-0, air-quality-1, ...).

    scripts/make-bench-rom.py 500 out/aq500.json                  # one widget, 500 entries
    scripts/make-bench-rom.py 500 out/aq5000.json --widgets 10    # ten widgets, 5,000 entries
    .build/release/glance bench out/aq500.json --iterations 1 --warmup 0

An existing file is refused unless --force; the file is written whole or not at all.
Python 3 standard library only.
"""

import argparse
import json
import os
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
SOURCE = os.path.join(HERE, "..", "roms", "air-quality.json")
WORDS = ["Good", "Fair", "Moderate", "Poor", "Unhealthy", "Hazardous", "Ozone", "rising", "falling", "Pollen",
         "Smoke", "Dust", "Haze", "steady", "clearing", "wind", "east", "west", "north", "south"]


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("entries", type=int, help="entries per widget (at least 2)")
    parser.add_argument("output", help="the ROM file to write")
    parser.add_argument("--widgets", type=int, default=1, help="copies of the widget (default 1)")
    parser.add_argument("--force", action="store_true", help="overwrite an existing file")
    args = parser.parse_args()
    if args.entries < 2 or args.widgets < 1:
        sys.exit("make-bench-rom.py: entries must be at least 2 and widgets at least 1")
    if os.path.exists(args.output) and not args.force:
        sys.exit(f"make-bench-rom.py: {args.output} exists; pass --force to overwrite it")
    with open(SOURCE) as f:
        rom = json.load(f)
    template = rom["widgets"][0]
    widgets = []
    n = 0
    for w in range(args.widgets):
        widget = json.loads(json.dumps(template))
        widget["kind"] = f"air-quality-{w}"
        entries = [widget["timeline"]["entries"][0]]
        for i in range(1, args.entries):
            n += 1
            # Every entry's numbers are its own: its index, and a multiple of it.
            entries.append({
                "date": f"+{i * 5}m",
                "data": {
                    "aqi": 1000 + n,
                    "label": f"{WORDS[n % len(WORDS)]} {n:04d}",
                    "note": f"{WORDS[(n * 7) % len(WORDS)]} {WORDS[(n * 3 + 1) % len(WORDS)]} {(n * 7919) % 100000}",
                },
            })
        widget["timeline"]["entries"] = entries
        widgets.append(widget)
    rom["widgets"] = widgets
    rom["name"] = f"Air quality, {args.widgets * args.entries} generated entries"
    folder = os.path.dirname(os.path.abspath(args.output))
    with tempfile.NamedTemporaryFile("w", dir=folder, delete=False, suffix=".tmp") as f:
        json.dump(rom, f, indent=1)
        temporary = f.name
    os.chmod(temporary, 0o644)
    os.replace(temporary, args.output)
    print(f"wrote {args.output}: {args.widgets} widget(s), {args.widgets * args.entries} entries")


if __name__ == "__main__":
    main()

#!/usr/bin/env python3
"""Writes a ROM of new entries for measuring first renders: the shipped air-quality widget with
ENTRIES entries per widget, each with numbers and words no other entry has, in WIDGETS copies of
the widget (kinds air-quality-0, air-quality-1, ...).

With --long-strings the widget is a travel widget instead (kinds long-strings-0, ...), in all four
families: each entry's lines are 10-40 characters of place names, words, times and numbers
("Reykjavík 14:35 · light rain, 12 mm"), as a weather, calendar or transit widget shows, and
no two entries share a line.

    scripts/make-bench-rom.py 500 out/aq500.json                  # one widget, 500 entries
    scripts/make-bench-rom.py 500 out/aq5000.json --widgets 10    # ten widgets, 5,000 entries
    scripts/make-bench-rom.py 500 out/long500.json --long-strings # lines of 10-40 characters, all four families
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
PLACES = ["Reykjavík", "San Francisco", "Kyoto", "Buenos Aires", "Oslo", "Cape Town", "Marseille", "Vancouver",
          "Lisbon", "Wellington", "Kraków", "Montréal", "Nairobi", "Hobart", "Tromsø", "Valparaíso", "Edinburgh"]
WEATHER = ["light rain", "showers", "clear skies", "low cloud", "fog lifting", "sunny spells", "snow flurries",
           "gusty wind", "thunder later", "drizzle", "hail possible", "mild and dry"]
DIRECTIONS = ["north", "northeast", "east", "southeast", "south", "southwest", "west", "northwest"]
WORDS = ["Good", "Fair", "Moderate", "Poor", "Unhealthy", "Hazardous", "Ozone", "rising", "falling", "Pollen",
         "Smoke", "Dust", "Haze", "steady", "clearing", "wind", "east", "west", "north", "south"]


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("entries", type=int, help="entries per widget (at least 2)")
    parser.add_argument("output", help="the ROM file to write")
    parser.add_argument("--widgets", type=int, default=1, help="copies of the widget (default 1)")
    parser.add_argument("--long-strings", action="store_true",
                        help="a widget in all four families whose lines are 10-40 characters of words, times and numbers")
    parser.add_argument("--force", action="store_true", help="overwrite an existing file")
    args = parser.parse_args()
    if args.entries < 2 or args.widgets < 1:
        sys.exit("make-bench-rom.py: entries must be at least 2 and widgets at least 1")
    if os.path.exists(args.output) and not args.force:
        sys.exit(f"make-bench-rom.py: {args.output} exists; pass --force to overwrite it")
    with open(SOURCE) as f:
        rom = json.load(f)
    template = long_strings_widget() if args.long_strings else rom["widgets"][0]
    kind = "long-strings" if args.long_strings else "air-quality"
    make_data = long_strings_data if args.long_strings else air_quality_data
    widgets = []
    n = 0
    for w in range(args.widgets):
        widget = json.loads(json.dumps(template))
        widget["kind"] = f"{kind}-{w}"
        entries = [widget["timeline"]["entries"][0]]
        for i in range(1, args.entries):
            n += 1
            # Every entry's numbers are its own: its index, and a multiple of it.
            entries.append({"date": f"+{i * 5}m", "data": make_data(n)})
        widget["timeline"]["entries"] = entries
        widgets.append(widget)
    rom["widgets"] = widgets
    title = "Long strings" if args.long_strings else "Air quality"
    rom["name"] = f"{title}, {args.widgets * args.entries} generated entries"
    folder = os.path.dirname(os.path.abspath(args.output))
    with tempfile.NamedTemporaryFile("w", dir=folder, delete=False, suffix=".tmp") as f:
        json.dump(rom, f, indent=1)
        temporary = f.name
    os.chmod(temporary, 0o644)
    os.replace(temporary, args.output)
    print(f"wrote {args.output}: {args.widgets} widget(s), {args.widgets * args.entries} entries")


def air_quality_data(n):
    """The air-quality widget's values for the nth generated entry."""
    return {
        "aqi": 1000 + n,
        "label": f"{WORDS[n % len(WORDS)]} {n:04d}",
        "note": f"{WORDS[(n * 7) % len(WORDS)]} {WORDS[(n * 3 + 1) % len(WORDS)]} {(n * 7919) % 100000}",
    }


def long_strings_data(n):
    """The long-strings widget's values for the nth generated entry: every line holds the entry's
    own time (minutes count on with n) and numbers, so no line repeats another entry's."""
    place = PLACES[n % len(PLACES)]
    time = f"{(6 + n // 60) % 24:02d}:{n % 60:02d}"
    weather = WEATHER[(n * 5) % len(WEATHER)]
    direction = DIRECTIONS[(n * 3) % len(DIRECTIONS)]
    temperature = (n * 37) % 41 - 8
    return {
        "temp": f"{temperature}°",
        "place": f"{place} at {time}",
        "line": f"{temperature}° and {weather}, {(n * 13) % 90 + 1} mm",
        "note": f"Wind {(n * 7) % 60 + 3} km/h from the {direction}",
        "inline": f"{place} {time} · {weather}",
        "corner": f"{PLACES[(n * 7) % len(PLACES)]} {time}",
        "percent": (n * 29) % 101,
    }


def long_strings_widget():
    """A widget in all four families drawing long_strings_data's values."""
    title3 = {"style": "title3", "weight": "semibold", "design": "rounded"}
    return {
        "kind": "long-strings",
        "displayName": "Long strings",
        "description": "Generated lines of 10-40 characters, new in every entry, in every family.",
        "families": ["accessoryCircular", "accessoryCorner", "accessoryRectangular", "accessoryInline"],
        "timeline": {"policy": {"after": "2h"}, "entries": [{"date": "+0m", "data": long_strings_data(0)}]},
        "templates": {
            "accessoryCircular": {
                "gauge": "{{percent}}", "range": [0, 100], "style": "accessoryCircular",
                "currentValueLabel": {"text": "{{temp}}", "font": {"size": 17, "weight": "semibold", "design": "rounded"}},
                "tint": {"gradient": ["blue", "green", "yellow", "red"]},
            },
            "accessoryCorner": {
                "text": "{{temp}}", "font": {"size": 14, "weight": "bold", "design": "rounded"},
                "widgetLabel": "{{corner}}",
            },
            "accessoryRectangular": {
                "vstack": [
                    {"text": "{{place}}", "font": "headline", "lineLimit": 1},
                    {"text": "{{line}}", "font": title3, "minimumScaleFactor": 0.6, "lineLimit": 1},
                    {"text": "{{note}}", "font": "footnote", "foreground": "secondary", "lineLimit": 1},
                ],
                "alignment": "leading",
                "spacing": 1,
                "frame": {"maxWidth": "infinity", "maxHeight": "infinity", "alignment": "leading"},
            },
            "accessoryInline": {"hstack": [{"image": "cloud.rain.fill"}, {"text": "{{inline}}"}], "spacing": 4},
        },
    }


if __name__ == "__main__":
    main()

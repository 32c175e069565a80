#!/usr/bin/env python3
"""Instructions per render, counted by Valgrind's callgrind: Glance's first render and replay of
each benchmark scene against the plain-C reference drawing the same scene.

Times on a shared virtual machine move by tens of percent between runs; instruction counts do
not (the same binary and inputs give the same count to within a few hundred instructions), so
this is how a change to the render path is measured before the timed ratios (ratios.py) confirm
it. An instruction is not a unit of time: an atomic reference count, a cache miss or a
mispredicted branch costs many cycles, a SIMD loop's instruction less than one. Both tables
belong in a report.

    ./instructions.py                          # every scene, 200 measured renders each
    ./instructions.py --scenes inline,face     # some scenes
    ./instructions.py --count 100              # fewer renders (the face takes longest)
    ./instructions.py --json counts.json       # also write the figures as JSON
    ./instructions.py --keep DIR               # keep callgrind's output files, for callgrind_annotate
    ./instructions.py --layout                 # also lay each slot's entries out without drawing them

It builds the `InstructionCounts` program in release with DWARF 4 debug information (Valgrind
3.19 cannot read the DWARF 5 that Swift 6.3 writes by default) into .build-callgrind, then runs
`valgrind --tool=callgrind` counting only inside the measured renders (`--toggle-collect`).
Needs valgrind (Debian: valgrind). Python 3 standard library only.
"""

import argparse
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
SCRATCH = os.path.join(HERE, ".build-callgrind")
SCENES = ["circular", "corner", "inline", "rectangular", "face"]
WHO = ["c", "first", "replay"]
LAYOUT = ["first-layout", "replay-layout"]


def build():
    # SwiftPM keeps its list of a path dependency's source files until this package's manifest
    # changes: touching it makes a file added to Glance since the last build part of this one.
    os.utime(os.path.join(HERE, "Package.swift"))
    command = [
        "swift", "build", "-c", "release", "--product", "InstructionCounts", "--scratch-path", SCRATCH,
        "-Xswiftc", "-dwarf-version=4", "-Xcc", "-gdwarf-4",
    ]
    print("building:", " ".join(command), file=sys.stderr)
    subprocess.run(command, cwd=HERE, check=True, stdout=sys.stderr)
    path = subprocess.run(command + ["--show-bin-path"], cwd=HERE, check=True, capture_output=True, text=True).stdout.strip()
    return os.path.join(path, "InstructionCounts")


def count(program, scene, who, renders, out_dir):
    out = os.path.join(out_dir, f"callgrind.{scene}.{who}")
    command = [
        "valgrind", "--tool=callgrind", "--collect-atstart=no", "--toggle-collect=*measuredRenders*",
        f"--callgrind-out-file={out}", program, scene, who, str(renders),
    ]
    # Swift seeds its hashing at random per process, so which entries a full cache keeps, and
    # so the count, moves between runs (a circular replay by up to a fifth); a fixed seed
    # makes a count repeatable to the instruction.
    environment = dict(os.environ, SWIFT_DETERMINISTIC_HASHING="1")
    done = subprocess.run(command, capture_output=True, text=True, env=environment)
    found = re.search(r"Collected : (\d+)", done.stderr)
    if done.returncode != 0 or not found:
        sys.exit(f"callgrind failed for {scene} {who} (exit {done.returncode}):\n{done.stderr[-2000:]}")
    return int(found.group(1)) / renders


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--scenes", default=",".join(SCENES), help="comma-separated: " + ", ".join(SCENES))
    parser.add_argument("--count", type=int, default=200, help="measured renders per scene, after the warm-up")
    parser.add_argument("--layout", action="store_true", help="also count a slot's layout alone (no face)")
    parser.add_argument("--json", help="write the figures to this file too")
    parser.add_argument("--keep", help="keep callgrind's output files in this folder")
    parser.add_argument("--no-build", action="store_true", help="use the program as last built")
    args = parser.parse_args()
    scenes = [s for s in args.scenes.split(",") if s]
    unknown = [s for s in scenes if s not in SCENES]
    if unknown:
        sys.exit(f"unknown scene {', '.join(unknown)}: choose from {', '.join(SCENES)}")
    if shutil.which("valgrind") is None:
        sys.exit("valgrind is not installed (Debian: apt-get install valgrind)")
    program = os.path.join(SCRATCH, "release", "InstructionCounts") if args.no_build else build()
    out_dir = args.keep or tempfile.mkdtemp(prefix="glance-callgrind-")
    os.makedirs(out_dir, exist_ok=True)

    rows = {}
    for scene in scenes:
        renders = min(args.count, 900) if scene == "face" else args.count
        runs = WHO + (LAYOUT if args.layout and scene != "face" else [])
        rows[scene] = {who: count(program, scene, who, renders, out_dir) for who in runs}
        print(f"{scene}: done", file=sys.stderr)
    if not args.keep:
        shutil.rmtree(out_dir, ignore_errors=True)

    print(f"{'scene':<12} {'C reference':>12} {'first render':>13} {'× C':>6} {'replay':>10} {'× C':>6}")
    print("-" * 64)
    for scene, r in rows.items():
        c = r["c"]
        print(f"{scene:<12} {c:>12,.0f} {r['first']:>13,.0f} {r['first'] / c:>5.2f}× {r['replay']:>10,.0f} {r['replay'] / c:>5.2f}×")
    if args.layout:
        print(f"\n{'scene':<12} {'first layout':>13} {'replay layout':>14}")
        print("-" * 41)
        for scene, r in rows.items():
            if "first-layout" in r:
                print(f"{scene:<12} {r['first-layout']:>13,.0f} {r['replay-layout']:>14,.0f}")
    print(f"\ninstructions per render, {args.count} measured renders a scene (callgrind)")
    if args.json:
        with open(args.json, "w") as f:
            json.dump({"renders": args.count, "instructionsPerRender": rows}, f, indent=2)


if __name__ == "__main__":
    main()

#!/usr/bin/env python3
"""Checks the shipped device, face and ROM files against their JSON Schemas (schemas/)."""
import glob
import json
import sys

try:
    import jsonschema
except ImportError:
    print("schemas: skipped (python3 package 'jsonschema' not installed)")
    sys.exit(0)

failed = 0
checked = 0
for kind, pattern in [("device", "faces/devices/*.json"), ("face", "faces/*.json"), ("rom", "roms/*.json")]:
    schema = json.load(open(f"schemas/{kind}.schema.json"))
    jsonschema.Draft202012Validator.check_schema(schema)
    validator = jsonschema.Draft202012Validator(schema)
    for path in sorted(glob.glob(pattern)):
        checked += 1
        for error in validator.iter_errors(json.load(open(path))):
            failed += 1
            print(f"{path}: {'/'.join(map(str, error.path))}: {error.message[:300]}")
print(f"schemas: {checked} files checked, {failed} problems")
sys.exit(1 if failed else 0)

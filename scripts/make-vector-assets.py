#!/usr/bin/env python3
"""Writes the PDF and PNG files of the asset catalogs that test vector image sets:
the CompatAssets example's catalog and avatar, and GlanceFilesTests' Xcode-style fixture.

Run from the repository root: python3 scripts/make-vector-assets.py
The SVG files beside them are written by hand. Output is deterministic (no timestamps), so
running it again leaves git clean.
"""
import math
import os
import struct
import zlib


def pdf(path, width, height, content):
    """A one-page PDF of `width` × `height` points whose page draws `content` (PDF operators)."""
    stream = content.encode("ascii")
    objects = [
        b"<< /Type /Catalog /Pages 2 0 R >>",
        b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
        f"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 {width} {height}] /Contents 4 0 R /Resources << >> >>".encode("ascii"),
        b"<< /Length %d >>\nstream\n" % len(stream) + stream + b"\nendstream",
    ]
    out = bytearray(b"%PDF-1.4\n%\xe2\xe3\xcf\xd3\n")
    offsets = []
    for number, body in enumerate(objects, start=1):
        offsets.append(len(out))
        out += b"%d 0 obj\n" % number + body + b"\nendobj\n"
    xref = len(out)
    out += b"xref\n0 %d\n0000000000 65535 f \n" % (len(objects) + 1)
    for offset in offsets:
        out += b"%010d 00000 n \n" % offset
    out += b"trailer\n<< /Size %d /Root 1 0 R >>\nstartxref\n%d\n%%%%EOF\n" % (len(objects) + 1, xref)
    write(path, bytes(out))


def png(path, width, height, pixel):
    """An RGBA PNG whose pixel (x, y) is `pixel(x, y)` → (r, g, b, a), 0–255 each."""
    rows = bytearray()
    for y in range(height):
        rows.append(0)
        for x in range(width):
            rows += bytes(pixel(x, y))

    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)

    header = struct.pack(">IIBBBBB", width, height, 8, 6, 0, 0, 0)
    write(path, b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(bytes(rows), 9)) + chunk(b"IEND", b""))


def write(path, data):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "wb") as f:
        f.write(data)
    print(f"wrote {path} ({len(data)} bytes)")


# A lightning bolt on a 20 × 24 pt page, drawn in black (a template image takes its alpha).
BOLT = "0 0 0 rg 12 24 m 3 10 l 9.5 10 l 7 0 l 17 14 l 10.5 14 l 13 24 l h f"

# A rounded flag in two colours on a 24 × 16 pt page; Xcode's default for a PDF (no vector data kept).
FLAG = ("1 0.584 0 rg 2 0 m 22 0 l 24 0 24 2 24 2 c 24 14 l 24 16 22 16 22 16 c 2 16 l 0 16 0 14 0 14 c 0 2 l 0 0 2 0 2 0 c h f "
        "0.2 0.78 0.35 rg 0 8 m 24 8 l 24 14 l 24 16 22 16 22 16 c 2 16 l 0 16 0 14 0 14 c h f")


def avatar(x, y, size=48):
    """A round portrait-like badge: a warm gradient disc with a lighter head and shoulders."""
    cx = cy = (size - 1) / 2
    d = math.hypot(x - cx, y - cy)
    if d > size / 2:
        return (0, 0, 0, 0)
    edge = min(1.0, size / 2 - d)  # anti-aliased rim
    t = y / (size - 1)
    r, g, b = int(255 - 60 * t), int(140 - 50 * t), int(60 + 80 * t)
    head = math.hypot(x - cx, y - size * 0.38) < size * 0.17
    shoulders = math.hypot(x - cx, y - size * 0.95) < size * 0.36
    if head or shoulders:
        r, g, b = 255, 236, 214
    return (r, g, b, int(255 * edge))


def badge(shade):
    return lambda x, y: (shade, shade, shade, 255)


if __name__ == "__main__":
    example = "Examples/Compat/CompatAssets"
    pdf(f"{example}/Assets.xcassets/Bolt.imageset/bolt.pdf", 20, 24, BOLT)
    pdf(f"{example}/Assets.xcassets/Flag.imageset/flag.pdf", 24, 16, FLAG)
    png(f"{example}/avatar@2x.png", 48, 48, avatar)

    fixture = "Tests/GlanceFilesTests/Assets/Xcode.xcassets"
    pdf(f"{fixture}/Bolt.imageset/bolt.pdf", 20, 24, BOLT)
    pdf(f"{fixture}/Flag.imageset/flag.pdf", 24, 16, FLAG)
    # Any, dark and tinted variants of one image, told apart by their sizes.
    png(f"{fixture}/Badge.imageset/badge@2x.png", 20, 20, badge(200))
    png(f"{fixture}/Badge.imageset/badge-dark@2x.png", 22, 22, badge(60))
    png(f"{fixture}/Badge.imageset/badge-tinted@2x.png", 24, 24, badge(255))

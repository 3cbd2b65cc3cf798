#!/usr/bin/env python3
"""WCAG 2 contrast of text against its background, measured on the example's screenshots.

  python3 scripts/contrast.py [DIR]            table for the regions below (DIR: Examples/screenshots)
  python3 scripts/contrast.py FILE.png X Y W H one region of one PNG

In a region the background is the most common colour and the text colour the pixel that differs
most from it (the core of a glyph, free of antialiasing). Text needs 4.5:1 (WCAG AA, normal
size). Exits 1 when a region is below that. Only the standard library: PNGs are read with zlib.
"""
import os
import struct
import sys
import zlib
from collections import Counter

AA = 4.5

# Regions of the 950x710 window (`--screenshot DIR`): page, label, x, y, width, height.
REGIONS = [
    ("feed", "section header (POSTS)", 16, 110, 60, 16),
    ("feed", "pinned row title", 136, 143, 240, 17),
    ("feed", "pinned row author line", 72, 160, 160, 16),
    ("feed", "pinned row body", 72, 178, 300, 16),
    ("feed", "pinned badge", 75, 146, 52, 10),
    ("feed", "body text", 72, 333, 300, 16),
    ("feed", "author line (dim)", 72, 316, 160, 16),
    ("feed", "like count (dim)", 890, 298, 45, 17),
    ("feed", "toolbar count", 760, 66, 175, 17),
    ("feed", "status bar hint", 640, 683, 295, 17),
    ("feed", "avatar AL (blue)", 26, 154, 30, 17),
    ("feed", "avatar AT (green)", 26, 240, 30, 17),
    ("feed", "avatar GH (yellow)", 26, 310, 30, 17),
    ("feed", "avatar LT (orange)", 26, 380, 30, 17),
    ("feed", "avatar MH (red)", 26, 450, 30, 17),
    ("feed", "avatar DR (purple)", 26, 536, 30, 17),
    ("feed", "avatar BL (brown)", 26, 606, 30, 17),
    ("contacts", "section header (A)", 18, 113, 16, 14),
    ("contacts", "name", 74, 206, 130, 16),
    ("contacts", "detail line (dim)", 74, 222, 170, 15),
    ("contacts", "company initials AJ", 28, 158, 30, 16),
    ("contacts", "avatar BB (orange)", 28, 493, 30, 16),
    ("contacts", "detail pane", 804, 75, 120, 17),
    ("grid", "tile name", 20, 261, 80, 16),
    ("grid", "tile number (dim)", 20, 284, 40, 14),
    ("database", "row title", 20, 107, 60, 16),
    ("database", "play count", 880, 107, 50, 16),
]


def read_png(path):
    """Returns (width, height, rows of (r, g, b, a) tuples); 8-bit RGB or RGBA, no interlace."""
    data = open(path, "rb").read()
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        raise ValueError(f"{path}: not a PNG")
    pos, idat, header = 8, b"", None
    while pos < len(data):
        length, kind = struct.unpack(">I4s", data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + length]
        if kind == b"IHDR":
            header = struct.unpack(">IIBBBBB", body)
        elif kind == b"IDAT":
            idat += body
        pos += 12 + length
    width, height, depth, colour, _, _, interlace = header
    if depth != 8 or colour not in (2, 6) or interlace:
        raise ValueError(f"{path}: only 8-bit RGB(A) PNGs without interlacing")
    channels = 4 if colour == 6 else 3
    raw, stride = zlib.decompress(idat), width * channels
    rows, previous = [], bytearray(stride)
    for y in range(height):
        start = y * (stride + 1)
        kind, line = raw[start], bytearray(raw[start + 1:start + 1 + stride])
        for i in range(stride):
            left = line[i - channels] if i >= channels else 0
            up, corner = previous[i], previous[i - channels] if i >= channels else 0
            if kind == 1:
                line[i] = (line[i] + left) & 255
            elif kind == 2:
                line[i] = (line[i] + up) & 255
            elif kind == 3:
                line[i] = (line[i] + (left + up) // 2) & 255
            elif kind == 4:
                p = left + up - corner
                pa, pb, pc = abs(p - left), abs(p - up), abs(p - corner)
                line[i] = (line[i] + (left if pa <= pb and pa <= pc else up if pb <= pc else corner)) & 255
        rows.append([tuple(line[i:i + 3]) for i in range(0, stride, channels)])
        previous = line
    return width, height, rows


def luminance(rgb):
    def linear(c):
        c /= 255
        return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4
    r, g, b = (linear(c) for c in rgb)
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def ratio(a, b):
    dark, light = sorted((luminance(a), luminance(b)))
    return (light + 0.05) / (dark + 0.05)


def measure(rows, x, y, w, h):
    """(background, text colour, ratio) of a region."""
    pixels = [rows[j][i] for j in range(y, y + h) for i in range(x, x + w)]
    background = Counter(pixels).most_common(1)[0][0]
    text = max(set(pixels), key=lambda p: ratio(p, background))
    return background, text, ratio(background, text)


def hexcolour(rgb):
    return "#%02x%02x%02x" % rgb


def table(folder):
    cache, failures = {}, 0
    print(f"{'page':8} {'style':5} {'text':26} {'text on background':20} ratio")
    for style in ("light", "dark"):
        for page, label, x, y, w, h in REGIONS:
            path = os.path.join(folder, f"{page}-{style}.png")
            if path not in cache:
                cache[path] = read_png(path)[2]
            background, text, value = measure(cache[path], x, y, w, h)
            failures += value < AA
            mark = "" if value >= AA else "  < 4.5"
            print(f"{page:8} {style:5} {label:26} {hexcolour(text)} on {hexcolour(background)}  {value:5.2f}{mark}")
    return failures


def main(argv):
    if len(argv) == 6:
        _, _, rows = read_png(argv[1])
        background, text, value = measure(rows, *(int(v) for v in argv[2:6]))
        print(f"{hexcolour(text)} on {hexcolour(background)}: {value:.2f}")
        return 0 if value >= AA else 1
    folder = argv[1] if len(argv) > 1 else os.path.join(os.path.dirname(__file__), "..", "Examples", "screenshots")
    return 1 if table(folder) else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))

#!/usr/bin/env python3
"""Generates pushpop's photos and the built-in copy of the Assets.

Run from anywhere (Python 3, standard library only):

    python3 Assets/tools/generate_assets.py          # write the files
    python3 Assets/tools/generate_assets.py --check  # exit 1 if any file is out of date

It writes
  * Assets/photos/photo01.ppm ... photo12.ppm: 64 x 48 pixel binary PPM (P6) pictures,
    painted from the recipes below;
  * Sources/Playground/Assets/BuiltInAssets.swift: Assets/screens.json embedded as a
    string and the same recipes as Swift values, so the pushpop binary runs without
    an Assets directory. Swift paints the recipes with the same integer arithmetic
    (Sources/Playground/Assets/PhotoPainter.swift); PlaygroundTests checks that the
    built-in screens and every built-in photo equal the files here, byte for byte.

Assets/screens.json is edited by hand; this script only copies it.

A recipe is a name and a list of operations painted in order on a 64 x 48 canvas
(x grows right, y down, colours 0xRRGGBB, ranges half-open):
  ("fill", colour)
  ("gradient", top, bottom, y0, y1)            vertical blend over rows y0..<y1
  ("rect", x0, y0, x1, y1, colour)
  ("circle", cx, cy, r, colour)                (x-cx)^2 + (y-cy)^2 <= r^2
  ("triangle", px, py, base_y, half_width, colour)
                                               a peak at (px, py) widening to
                                               half_width at row base_y (exclusive)
  ("stripes", y0, y1, period, colour)          every period-th row from y0
  ("speckle", x0, y0, x1, y1, seed, count, colour)
                                               count pseudo-random pixels (an LCG)
Only integer arithmetic is used, so both painters agree exactly.
"""

import os
import sys

WIDTH = 64
HEIGHT = 48

RECIPES = [
    ("photo01", "sunset over the sea", [
        ("gradient", 0xFF9500, 0xFF2D55, 0, 30),
        ("circle", 32, 30, 10, 0xFFD60A),
        ("gradient", 0x5856D6, 0x1C1C6E, 30, 48),
        ("stripes", 32, 48, 4, 0x8E8CF0),
    ]),
    ("photo02", "snowy mountains", [
        ("gradient", 0x5AC8FA, 0xD0F0FF, 0, 48),
        ("triangle", 18, 12, 40, 24, 0x8E8E93),
        ("triangle", 44, 6, 40, 28, 0x636366),
        ("triangle", 44, 6, 14, 7, 0xFFFFFF),
        ("rect", 0, 38, 64, 48, 0x34C759),
    ]),
    ("photo03", "beach", [
        ("gradient", 0x64D2FF, 0xE5F8FF, 0, 20),
        ("circle", 52, 6, 4, 0xFFFFFF),
        ("gradient", 0x00C7BE, 0x007A8A, 20, 32),
        ("stripes", 22, 32, 4, 0xB0F0F0),
        ("gradient", 0xF5DEB3, 0xE0B070, 32, 48),
    ]),
    ("photo04", "pine forest", [
        ("gradient", 0xE0F4E0, 0xA8D8A8, 0, 24),
        ("gradient", 0x2D6A2D, 0x1B4D1B, 24, 48),
        ("triangle", 8, 8, 32, 7, 0x0B3D0B),
        ("triangle", 22, 4, 34, 8, 0x145214),
        ("triangle", 36, 10, 32, 7, 0x0B3D0B),
        ("triangle", 50, 5, 34, 8, 0x145214),
        ("rect", 7, 32, 10, 38, 0x5C3A1E),
        ("rect", 49, 34, 52, 40, 0x5C3A1E),
    ]),
    ("photo05", "moon and stars", [
        ("gradient", 0x000020, 0x1C1C5E, 0, 48),
        ("speckle", 0, 0, 64, 36, 7, 40, 0xFFFFFF),
        ("circle", 46, 12, 7, 0xF5F5DC),
        ("circle", 49, 10, 6, 0x06062C),
        ("rect", 0, 40, 64, 48, 0x000000),
        ("rect", 6, 34, 14, 40, 0x000000),
        ("rect", 40, 36, 52, 40, 0x000000),
    ]),
    ("photo06", "desert dunes", [
        ("gradient", 0xFFCC80, 0xFF9F0A, 0, 48),
        ("circle", 48, 10, 5, 0xFFF3C4),
        ("circle", 14, 62, 30, 0xD2691E),
        ("circle", 50, 66, 30, 0xE8892E),
    ]),
    ("photo07", "poppy field", [
        ("gradient", 0xA0D8FF, 0xE8F6FF, 0, 18),
        ("gradient", 0x7ED957, 0x2E8B22, 18, 48),
        ("circle", 10, 26, 3, 0xFF3B30),
        ("circle", 28, 34, 4, 0xFF3B30),
        ("circle", 46, 24, 3, 0xFF3B30),
        ("circle", 56, 38, 4, 0xFF3B30),
        ("circle", 16, 42, 4, 0xFF3B30),
        ("circle", 38, 44, 3, 0xFF3B30),
        ("speckle", 0, 20, 64, 48, 3, 30, 0x1B4D1B),
    ]),
    ("photo08", "northern lights", [
        ("gradient", 0x02030A, 0x0A1A3A, 0, 48),
        ("circle", 32, -40, 62, 0x30D158),
        ("circle", 32, -46, 62, 0x04081C),
        ("speckle", 0, 0, 64, 16, 11, 20, 0xFFFFFF),
        ("triangle", 16, 30, 48, 30, 0x000000),
        ("triangle", 48, 34, 48, 30, 0x000000),
    ]),
    ("photo09", "winter", [
        ("gradient", 0xA9BCCF, 0xE4ECF2, 0, 30),
        ("gradient", 0xFFFFFF, 0xDDE6EE, 30, 48),
        ("triangle", 20, 8, 36, 9, 0x1E3A2E),
        ("rect", 19, 36, 22, 40, 0x3A2A1E),
        ("speckle", 0, 0, 64, 30, 5, 45, 0xFFFFFF),
    ]),
    ("photo10", "lavender", [
        ("gradient", 0xFFB3C7, 0xF2D0FF, 0, 18),
        ("gradient", 0x8E5BD6, 0x4B2A8C, 18, 48),
        ("stripes", 19, 48, 3, 0xB58CF0),
        ("circle", 12, 8, 4, 0xFFF5E0),
    ]),
    ("photo11", "city at night", [
        ("gradient", 0x0A1F44, 0x27467A, 0, 48),
        ("rect", 2, 18, 14, 48, 0x3A3A3C),
        ("rect", 16, 8, 28, 48, 0x48484A),
        ("rect", 30, 22, 40, 48, 0x2C2C2E),
        ("rect", 42, 12, 56, 48, 0x3A3A3C),
        ("rect", 57, 28, 64, 48, 0x48484A),
        ("speckle", 2, 10, 56, 48, 13, 90, 0xFFD60A),
    ]),
    ("photo12", "cherry blossom", [
        ("gradient", 0xBFE6FF, 0xEAF6FF, 0, 48),
        ("rect", 30, 26, 34, 48, 0x6B4226),
        ("circle", 32, 17, 15, 0xFF9EC4),
        ("circle", 17, 22, 10, 0xFF6FA5),
        ("circle", 47, 22, 10, 0xFF6FA5),
        ("speckle", 10, 4, 54, 32, 17, 40, 0xFFFFFF),
        ("rect", 0, 42, 64, 48, 0x7ED957),
    ]),
]


def channels(colour):
    return [(colour >> 16) & 0xFF, (colour >> 8) & 0xFF, colour & 0xFF]


def paint(operations):
    """Returns the RGB bytes of a recipe, row by row from the top."""
    pixels = [[0, 0, 0] for _ in range(WIDTH * HEIGHT)]

    def put(x, y, rgb):
        if 0 <= x < WIDTH and 0 <= y < HEIGHT:
            pixels[y * WIDTH + x] = list(rgb)

    for op in operations:
        kind = op[0]
        if kind == "fill":
            for y in range(HEIGHT):
                for x in range(WIDTH):
                    put(x, y, channels(op[1]))
        elif kind == "gradient":
            top, bottom, y0, y1 = channels(op[1]), channels(op[2]), op[3], op[4]
            span = max(1, y1 - y0 - 1)
            for y in range(max(0, y0), min(HEIGHT, y1)):
                t = y - y0
                rgb = [(a * (span - t) + b * t) // span for a, b in zip(top, bottom)]
                for x in range(WIDTH):
                    put(x, y, rgb)
        elif kind == "rect":
            x0, y0, x1, y1, rgb = op[1], op[2], op[3], op[4], channels(op[5])
            for y in range(y0, y1):
                for x in range(x0, x1):
                    put(x, y, rgb)
        elif kind == "circle":
            cx, cy, r, rgb = op[1], op[2], op[3], channels(op[4])
            for y in range(HEIGHT):
                for x in range(WIDTH):
                    if (x - cx) * (x - cx) + (y - cy) * (y - cy) <= r * r:
                        put(x, y, rgb)
        elif kind == "triangle":
            px, py, base_y, half_width, rgb = op[1], op[2], op[3], op[4], channels(op[5])
            height = max(1, base_y - py)
            for y in range(max(0, py), min(HEIGHT, base_y)):
                for x in range(WIDTH):
                    if abs(x - px) * height <= (y - py) * half_width:
                        put(x, y, rgb)
        elif kind == "stripes":
            y0, y1, period, rgb = op[1], op[2], op[3], channels(op[4])
            for y in range(max(0, y0), min(HEIGHT, y1)):
                if (y - y0) % period == 0:
                    for x in range(WIDTH):
                        put(x, y, rgb)
        elif kind == "speckle":
            x0, y0, x1, y1, seed, count, rgb = op[1], op[2], op[3], op[4], op[5], op[6], channels(op[7])
            state = seed
            for _ in range(count):
                state = (state * 1103515245 + 12345) % 2147483648
                x = x0 + (state >> 8) % (x1 - x0)
                state = (state * 1103515245 + 12345) % 2147483648
                y = y0 + (state >> 8) % (y1 - y0)
                put(x, y, rgb)
        else:
            raise ValueError("unknown operation " + kind)
    return bytes(value for pixel in pixels for value in pixel)


def ppm(name, description, operations):
    header = "P6\n# pushpop %s: %s (Assets/tools/generate_assets.py)\n%d %d\n255\n" % (
        name, description, WIDTH, HEIGHT)
    return header.encode("ascii") + paint(operations)


def swift_operation(op):
    kind = op[0]
    hexes = lambda c: "0x%06X" % c
    if kind == "fill":
        return ".fill(%s)" % hexes(op[1])
    if kind == "gradient":
        return ".gradient(top: %s, bottom: %s, y0: %d, y1: %d)" % (hexes(op[1]), hexes(op[2]), op[3], op[4])
    if kind == "rect":
        return ".rect(x0: %d, y0: %d, x1: %d, y1: %d, color: %s)" % (op[1], op[2], op[3], op[4], hexes(op[5]))
    if kind == "circle":
        return ".circle(cx: %d, cy: %d, r: %d, color: %s)" % (op[1], op[2], op[3], hexes(op[4]))
    if kind == "triangle":
        return ".triangle(px: %d, py: %d, baseY: %d, halfWidth: %d, color: %s)" % (
            op[1], op[2], op[3], op[4], hexes(op[5]))
    if kind == "stripes":
        return ".stripes(y0: %d, y1: %d, period: %d, color: %s)" % (op[1], op[2], op[3], hexes(op[4]))
    if kind == "speckle":
        return ".speckle(x0: %d, y0: %d, x1: %d, y1: %d, seed: %d, count: %d, color: %s)" % (
            op[1], op[2], op[3], op[4], op[5], op[6], hexes(op[7]))
    raise ValueError("unknown operation " + kind)


def swift_source(screens_json):
    if '"""#' in screens_json:
        raise ValueError('screens.json contains """#, which cannot be embedded in a raw string')
    lines = [
        "// Generated by Assets/tools/generate_assets.py from Assets/screens.json and the photo",
        "// recipes in that script. Do not edit: edit those and run the script again.",
        "// swift-format-ignore-file",
        "",
        "/// The Assets compiled into the binary: the screens file and the photo recipes, copied",
        "/// from `Assets/` by `Assets/tools/generate_assets.py` (PlaygroundTests checks the copy). Ours.",
        "enum BuiltInAssets {",
        "    /// The display name of the built-in screens file in error messages.",
        '    static let screensFileName = "<built-in>/screens.json"',
        "",
        "    /// The text of `Assets/screens.json`, byte for byte.",
        '    static let screensJSON = #"""',
    ]
    body = screens_json[:-1] if screens_json.endswith("\n") else screens_json
    lines.extend(body.split("\n"))
    if screens_json.endswith("\n"):
        lines.append("")  # the line break before the closing delimiter is not part of the string
    lines.append('"""#')
    lines.append("")
    lines.append("    /// The recipes of `Assets/photos/*.ppm`, %d × %d pixels each." % (WIDTH, HEIGHT))
    lines.append("    static let photos: [PhotoRecipe] = [")
    for name, description, operations in RECIPES:
        lines.append('        PhotoRecipe(')
        lines.append('            name: "%s", summary: "%s", width: %d, height: %d,' % (name, description, WIDTH, HEIGHT))
        lines.append("            operations: [")
        for op in operations:
            lines.append("                %s," % swift_operation(op))
        lines.append("            ]),")
    lines.append("    ]")
    lines.append("}")
    return "\n".join(lines) + "\n"


def main():
    check = "--check" in sys.argv[1:]
    root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    outputs = {}
    for name, description, operations in RECIPES:
        outputs[os.path.join(root, "Assets", "photos", name + ".ppm")] = ppm(name, description, operations)
    with open(os.path.join(root, "Assets", "screens.json"), encoding="utf-8") as f:
        screens = f.read()
    outputs[os.path.join(root, "Sources", "Playground", "Assets", "BuiltInAssets.swift")] = (
        swift_source(screens).encode("utf-8"))
    stale = []
    for path, data in outputs.items():
        try:
            with open(path, "rb") as f:
                current = f.read()
        except OSError:
            current = None
        if current != data:
            stale.append(os.path.relpath(path, root))
            if not check:
                os.makedirs(os.path.dirname(path), exist_ok=True)
                with open(path, "wb") as f:
                    f.write(data)
    if check:
        if stale:
            print("out of date: " + ", ".join(stale) + " (run python3 Assets/tools/generate_assets.py)")
            return 1
        print("up to date")
    elif stale:
        print("wrote " + ", ".join(stale))
    else:
        print("nothing to do: every file is up to date")
    return 0


if __name__ == "__main__":
    sys.exit(main())

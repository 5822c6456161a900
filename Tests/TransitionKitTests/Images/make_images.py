#!/usr/bin/env python3
"""Writes the small PNG and JPEG files ImageDecoderTests reads (run from this folder; JPEG needs
cjpeg from Debian's libjpeg-turbo-progs). The pixels are listed here, so the tests' expected
values can be checked by hand."""
import struct, subprocess, zlib


def chunk(kind, data):
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)


def png(width, height, color_type, rows, extra=b"", bit_depth=8):
    header = struct.pack(">IIBBBBB", width, height, bit_depth, color_type, 0, 0, 0)
    raw = b"".join(b"\x00" + bytes(row) for row in rows)  # filter type 0 (None) on every row
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + extra + chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b"")


# 2 × 2 RGBA: red, half-transparent green / blue, transparent white.
rgba = png(2, 2, 6, [[255, 0, 0, 255, 0, 255, 0, 128], [0, 0, 255, 255, 255, 255, 255, 0]])
open("rgba-2x2.png", "wb").write(rgba)
# 3 × 1 grey: black, mid grey, white.
open("gray-3x1.png", "wb").write(png(3, 1, 0, [[0, 128, 255]]))
# 2 × 1 palette with transparency: index 0 orange (255, 128, 0) opaque, index 1 blue, alpha 64.
palette = chunk(b"PLTE", bytes([255, 128, 0, 0, 0, 255])) + chunk(b"tRNS", bytes([255, 64]))
open("indexed-2x1.png", "wb").write(png(2, 1, 3, [[0, 1]], extra=palette))
# The RGBA file cut in the middle of its IDAT chunk.
cut = rgba.index(b"IDAT") + 4 + 6
open("truncated.png", "wb").write(rgba[:cut])
# A header claiming 100 000 × 100 000 RGBA pixels (40 GB), with one tiny IDAT.
huge_header = struct.pack(">IIBBBBB", 100_000, 100_000, 8, 6, 0, 0, 0)
open("huge-header.png", "wb").write(
    b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", huge_header) + chunk(b"IDAT", zlib.compress(b"\x00" * 16)) + chunk(b"IEND", b""))

# 16 × 8 colour JPEG, no chroma subsampling, quality 100: left 8 × 8 block red, right blue.
ppm = b"P6 16 8 255\n" + b"".join((bytes([255, 0, 0]) * 8 + bytes([0, 0, 255]) * 8) for _ in range(8))
jpeg = subprocess.run(["cjpeg", "-quality", "100", "-sample", "1x1"], input=ppm, capture_output=True, check=True).stdout
open("red-blue-16x8.jpg", "wb").write(jpeg)
# 8 × 8 greyscale JPEG of grey 200.
pgm = b"P5 8 8 255\n" + bytes([200]) * 64
open("gray-8x8.jpeg", "wb").write(
    subprocess.run(["cjpeg", "-quality", "100", "-grayscale"], input=pgm, capture_output=True, check=True).stdout)
# The colour JPEG cut in the middle of its scan.
open("truncated.jpg", "wb").write(jpeg[: len(jpeg) - 40])

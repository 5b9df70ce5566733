"""Render the app icon's SVG source into the PNG, ICO and ICNS files the bundles use.

Usage::

    python packaging/make_icons.py [--svg resources/icons/recipe-studio.svg] [--out resources/icons]

Qt draws the PNGs (``QSvgRenderer`` from ``PySide6.QtSvg``, offscreen); the Windows ICO
and the macOS ICNS containers are written by hand with :mod:`struct`, both holding PNG
data (every Windows since Vista and every macOS since 10.7 read PNG entries). The output
is deterministic, so the generated files are committed next to the SVG.
"""

from __future__ import annotations

import argparse
import os
import struct
import sys
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from collections.abc import Sequence

REPO = Path(__file__).resolve().parent.parent
ICONS_DIR = REPO / "resources" / "icons"
SVG = ICONS_DIR / "recipe-studio.svg"
BASENAME = "recipe-studio"

#: The PNG sizes written as files (``recipe-studio-<size>.png``).
PNG_SIZES = (16, 32, 48, 64, 128, 256, 512)
#: Windows reads PNG entries of any size; 256 is the largest it shows.
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
#: ICNS PNG element types and their pixel sizes (``ic11`` ... are the @2x variants).
ICNS_TYPES = (
    (b"icp4", 16),
    (b"icp5", 32),
    (b"icp6", 64),
    (b"ic07", 128),
    (b"ic08", 256),
    (b"ic09", 512),
    (b"ic10", 1024),
    (b"ic11", 32),
    (b"ic12", 64),
    (b"ic13", 256),
    (b"ic14", 512),
)
PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"


def render_png(svg: bytes, size: int) -> bytes:
    """The SVG drawn on a transparent ``size`` x ``size`` square, as PNG bytes."""
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice, Qt
    from PySide6.QtGui import QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    renderer = QSvgRenderer(QByteArray(svg))
    if not renderer.isValid():
        raise ValueError("the icon SVG cannot be read")
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    renderer.render(painter)
    painter.end()
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    # The stubs say bytes, but PySide6 takes the format as str.
    if not image.convertToFormat(QImage.Format.Format_ARGB32).save(buffer, "PNG"):  # type: ignore[call-overload]
        raise OSError("Qt could not encode a PNG")
    buffer.close()
    return bytes(data.data())


def ico_bytes(pngs: dict[int, bytes]) -> bytes:
    """A Windows ICO file whose entries are the given PNGs (size -> PNG bytes)."""
    sizes = sorted(pngs)
    header = struct.pack("<HHH", 0, 1, len(sizes))  # reserved, type 1 = icon, count
    offset = len(header) + 16 * len(sizes)
    entries = b""
    for size in sizes:
        data = pngs[size]
        side = 0 if size >= 256 else size  # 0 means 256 in a directory entry
        # width, height, palette colours, reserved, colour planes, bits per pixel, size, offset
        entries += struct.pack("<BBBBHHII", side, side, 0, 0, 1, 32, len(data), offset)
        offset += len(data)
    return header + entries + b"".join(pngs[size] for size in sizes)


def icns_bytes(pngs: dict[int, bytes]) -> bytes:
    """A macOS ICNS file with a PNG element of every type in :data:`ICNS_TYPES`."""
    body = b""
    for kind, size in ICNS_TYPES:
        data = pngs[size]
        body += kind + struct.pack(">I", 8 + len(data)) + data
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def make_icons(svg_path: Path = SVG, out: Path = ICONS_DIR) -> list[Path]:
    """Write every generated icon file into ``out``; returns their paths."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtGui import QGuiApplication

    _app = QGuiApplication.instance() or QGuiApplication([sys.argv[0]])
    svg = svg_path.read_bytes()
    needed = {*PNG_SIZES, *ICO_SIZES, *(size for _kind, size in ICNS_TYPES)}
    pngs = {size: render_png(svg, size) for size in sorted(needed)}
    out.mkdir(parents=True, exist_ok=True)
    written: list[Path] = []
    for size in PNG_SIZES:
        path = out / f"{BASENAME}-{size}.png"
        path.write_bytes(pngs[size])
        written.append(path)
    ico = out / f"{BASENAME}.ico"
    ico.write_bytes(ico_bytes({size: pngs[size] for size in ICO_SIZES}))
    icns = out / f"{BASENAME}.icns"
    icns.write_bytes(icns_bytes(pngs))
    written += [ico, icns]
    del _app
    return written


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--svg", type=Path, default=SVG, help="the SVG source")
    parser.add_argument("--out", type=Path, default=ICONS_DIR, help="folder to write into")
    args = parser.parse_args(argv)
    for path in make_icons(args.svg, args.out):
        print(f"{path} ({path.stat().st_size} bytes)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

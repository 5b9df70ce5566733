"""The app icon: packaging/make_icons.py renders the SVG into valid PNG, ICO and ICNS files."""

from __future__ import annotations

import subprocess
import sys
from typing import TYPE_CHECKING

import pytest
from packaging_support import (
    ICONS,
    PACKAGING,
    PNG_SIGNATURE,
    icns_entries,
    ico_entries,
    load_script,
    png_size,
)

if TYPE_CHECKING:
    from pathlib import Path

make_icons = load_script("make_icons")
GENERATED = [
    *(f"recipe-studio-{size}.png" for size in make_icons.PNG_SIZES),
    "recipe-studio.ico",
    "recipe-studio.icns",
]


@pytest.fixture(scope="module")
def fresh(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The icons made now, in a separate process (it needs its own QGuiApplication)."""
    out = tmp_path_factory.mktemp("icons")
    subprocess.run(
        [sys.executable, str(PACKAGING / "make_icons.py"), "--out", str(out)],
        check=True,
        capture_output=True,
        timeout=120,
    )
    return out


def check_icon_folder(folder: Path) -> None:
    for size in make_icons.PNG_SIZES:
        assert png_size((folder / f"recipe-studio-{size}.png").read_bytes()) == (size, size)
    ico = ico_entries((folder / "recipe-studio.ico").read_bytes())
    assert [size for size, _png in ico] == sorted(make_icons.ICO_SIZES)
    for size, png in ico:
        assert png_size(png) == (size, size)
    icns = icns_entries((folder / "recipe-studio.icns").read_bytes())
    assert [kind for kind, _png in icns] == [kind for kind, _size in make_icons.ICNS_TYPES]
    for (kind, png), (_kind, size) in zip(icns, make_icons.ICNS_TYPES, strict=True):
        assert png_size(png) == (size, size), kind


def test_make_icons_writes_valid_files(fresh: Path) -> None:
    assert sorted(p.name for p in fresh.iterdir()) == sorted(GENERATED)
    check_icon_folder(fresh)


def test_committed_icons_are_generated_and_valid() -> None:
    assert (ICONS / "recipe-studio.svg").is_file()
    assert {p.name for p in ICONS.iterdir()} >= set(GENERATED)
    check_icon_folder(ICONS)


def test_icons_are_not_blank(fresh: Path) -> None:
    """The 16 px icon has the blue tile, the white card and the green check in it."""
    from PySide6.QtGui import QImage

    image = QImage(str(fresh / "recipe-studio-16.png"))
    pixels = [image.pixelColor(x, y) for x in range(16) for y in range(16)]
    rgb = [(c.red(), c.green(), c.blue()) for c in pixels if c.alpha() == 255]
    assert image.pixelColor(0, 0).alpha() == 0  # a transparent corner: the tile is rounded
    assert any(b > 200 and r < 90 for r, _g, b in rgb)  # blue tile
    assert (255, 255, 255) in rgb  # white card
    assert any(g > 120 and r < 90 and b < 140 for r, g, b in rgb)  # green check


def test_containers_from_fake_pngs() -> None:
    """The ICO and ICNS writers on their own: offsets, lengths and the 256 = 0 rule."""
    fake = {size: PNG_SIGNATURE + bytes([size % 251]) * size for size in (16, 32, 256)}
    ico = make_icons.ico_bytes(fake)
    entries = [(size, png) for size, png in _raw_ico(ico)]
    assert entries == [(16, fake[16]), (32, fake[32]), (0, fake[256])]
    pngs = {size: PNG_SIGNATURE + bytes(size) for _kind, size in make_icons.ICNS_TYPES}
    icns = make_icons.icns_bytes(pngs)
    assert [payload for _kind, payload in icns_entries(icns)] == [
        pngs[size] for _kind, size in make_icons.ICNS_TYPES
    ]


def _raw_ico(data: bytes) -> list[tuple[int, bytes]]:
    import struct

    count = struct.unpack("<H", data[4:6])[0]
    out = []
    for index in range(count):
        width, *_rest, size, offset = struct.unpack(
            "<BBBBHHII", data[6 + 16 * index : 22 + 16 * index]
        )
        out.append((width, data[offset : offset + size]))
    return out

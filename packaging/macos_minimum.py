"""The oldest macOS a Recipe Studio bundle runs on, read from what it bundles.

The rule (README, "Building the apps"): ``LSMinimumSystemVersion`` is the newest of

* :data:`FLOOR` (11.0, the first macOS on Apple silicon: we never promise older);
* the minimum each bundled Mach-O binary states for the architecture being built (its
  ``LC_BUILD_VERSION`` ``minos``, or ``LC_VERSION_MIN_MACOSX`` in older binaries) -
  QtCore and the other Qt frameworks, libpython, every extension module;
* the macOS version in the platform tag of each bundled wheel (``macosx_14_0_universal2``
  is what pip checked before installing it).

So the Info.plist follows the Qt actually bundled: PySide6 6.12's wheels are tagged
``macosx_14_0`` and its QtCore says ``minos 14.0``, so a bundle of it says 14.0; a build
with an older Qt says less. Nothing here needs macOS: the tests feed it made-up
binaries and tags.
"""

from __future__ import annotations

import re
import struct
from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from collections.abc import Iterable, Mapping
    from pathlib import Path

Version = tuple[int, int, int]

FLOOR: Version = (11, 0, 0)

LC_VERSION_MIN_MACOSX = 0x24
LC_BUILD_VERSION = 0x32
PLATFORM_MACOS = 1
#: Mach-O CPU types (``mach/machine.h``).
CPU_TYPES = {0x01000007: "x86_64", 0x0100000C: "arm64", 0x7: "i386", 0x12: "ppc"}
#: What a multi-architecture wheel tag covers (packaging.tags' macOS binary formats).
TAG_ARCHES = {
    "universal2": {"x86_64", "arm64"},
    "universal": {"x86_64", "i386", "ppc64", "ppc"},
    "intel": {"x86_64", "i386"},
    "fat64": {"x86_64", "ppc64"},
    "fat32": {"i386", "ppc"},
    "fat3": {"x86_64", "i386", "ppc"},
}
_TAG = re.compile(r"macosx_(\d+)_(\d+)_(\w+)$")


def version_text(version: Version) -> str:
    """``(14, 0, 0)`` as ``14.0``; a patch level only when there is one."""
    major, minor, patch = version
    return f"{major}.{minor}.{patch}" if patch else f"{major}.{minor}"


def parse_version(text: str) -> Version:
    """``14.0`` or ``10.13.6`` as a comparable triple."""
    parts = [int(part) for part in text.strip().split(".")[:3]]
    parts += [0] * (3 - len(parts))
    return parts[0], parts[1], parts[2]


def _decode(packed: int) -> Version:
    """Mach-O's ``xxxx.yy.zz`` nibble encoding."""
    return packed >> 16, (packed >> 8) & 0xFF, packed & 0xFF


def _slice_minimum(data: bytes) -> Version | None:
    """The macOS minimum in one thin Mach-O image's load commands (None if unstated)."""
    magic = data[:4]
    if magic == b"\xcf\xfa\xed\xfe":  # MH_MAGIC_64, little-endian
        endian, header = "<", 32
    elif magic == b"\xce\xfa\xed\xfe":  # MH_MAGIC
        endian, header = "<", 28
    elif magic in (b"\xfe\xed\xfa\xcf", b"\xfe\xed\xfa\xce"):
        endian, header = ">", 32 if magic[3] == 0xCF else 28
    else:
        return None
    ncmds = struct.unpack_from(endian + "I", data, 16)[0]
    position = header
    for _ in range(ncmds):
        if position + 8 > len(data):
            break
        cmd, size = struct.unpack_from(endian + "II", data, position)
        if cmd == LC_BUILD_VERSION:
            platform, minos = struct.unpack_from(endian + "II", data, position + 8)
            if platform == PLATFORM_MACOS:
                return _decode(minos)
        elif cmd == LC_VERSION_MIN_MACOSX:
            return _decode(struct.unpack_from(endian + "I", data, position + 8)[0])
        if size < 8:
            break
        position += size
    return None


def _read(path: Path, offset: int, size: int) -> bytes:
    with path.open("rb") as file:
        file.seek(offset)
        return file.read(size)


def _thin_header(path: Path, offset: int) -> bytes:
    """A thin image's header and load commands (not the whole, often huge, file)."""
    head = _read(path, offset, 32)
    if len(head) < 28:
        return b""
    endian = "<" if head[:2] in (b"\xcf\xfa", b"\xce\xfa") else ">"
    sizeofcmds = struct.unpack_from(endian + "I", head, 20)[0]
    return _read(path, offset, 32 + min(sizeofcmds, 16 << 20))


def _cpu(data: bytes) -> str:
    endian = "<" if data[:2] in (b"\xcf\xfa", b"\xce\xfa") else ">"
    cputype = struct.unpack_from(endian + "I", data, 4)[0]
    return CPU_TYPES.get(cputype, hex(cputype))


def macho_minimums(path: Path) -> dict[str, Version]:
    """Each architecture slice of a Mach-O file and the macOS it needs.

    Empty for a file that is not Mach-O (or states no macOS minimum). Handles thin and
    fat (universal) files, 32- and 64-bit fat headers.
    """
    magic = _read(path, 0, 8)
    if len(magic) < 8:
        return {}
    if magic[:4] in (b"\xca\xfe\xba\xbe", b"\xca\xfe\xba\xbf"):
        wide = magic[3] == 0xBF
        count = struct.unpack_from(">I", magic, 4)[0]
        if not 0 < count < 20:  # a Java class file has the same magic and a large number
            return {}
        entry = 32 if wide else 20
        table = _read(path, 8, count * entry)
        out: dict[str, Version] = {}
        for index in range(count):
            if wide:
                offset = struct.unpack_from(">Q", table, index * entry + 8)[0]
            else:
                offset = struct.unpack_from(">I", table, index * entry + 8)[0]
            data = _thin_header(path, offset)
            found = _slice_minimum(data) if data else None
            if found is not None:
                out[_cpu(data)] = found
        return out
    data = _thin_header(path, 0)
    found = _slice_minimum(data) if data else None
    return {_cpu(data): found} if found is not None else {}


def wheel_tag_minimum(tags: Iterable[str], arch: str) -> Version | None:
    """The lowest macOS among a wheel's platform tags that cover ``arch`` (pip's view)."""
    found = []
    for tag in tags:
        match = _TAG.search(tag.strip())
        if match is None:
            continue
        major, minor, binary = int(match[1]), int(match[2]), match[3]
        if binary == arch or arch in TAG_ARCHES.get(binary, set()):
            found.append((major, minor, 0))
    return min(found) if found else None


def wheel_tags(wheel_file: str) -> list[str]:
    """The ``Tag:`` lines of a ``*.dist-info/WHEEL`` file's text."""
    return [
        line.split(":", 1)[1].strip()
        for line in wheel_file.splitlines()
        if line.lower().startswith("tag:")
    ]


@dataclass(frozen=True)
class Minimum:
    version: Version
    reason: str  # what set it: a binary, a wheel, or the floor

    @property
    def text(self) -> str:
        return version_text(self.version)


def minimum_macos(
    binaries: Iterable[tuple[str, Path]],
    wheels: Mapping[str, Iterable[str]],
    arch: str,
    floor: Version = FLOOR,
) -> Minimum:
    """The newest of the floor, each binary's ``arch`` slice and each wheel's tags.

    ``binaries`` are (name in the bundle, file) pairs; ``wheels`` maps a distribution's
    name to its WHEEL tags. For ``universal2``, the newer of what each CPU needs.
    """
    if arch in TAG_ARCHES:
        binaries = list(binaries)
        each = [minimum_macos(binaries, wheels, one, floor) for one in sorted(TAG_ARCHES[arch])]
        return max(each, key=lambda found: found.version)
    best = Minimum(floor, "the floor (macOS 11, the first on Apple silicon)")
    for name, path in binaries:
        version = macho_minimums(path).get(arch)
        if version is not None and version > best.version:
            best = Minimum(version, f"{name} ({arch} slice: minos {version_text(version)})")
    for dist, tags in wheels.items():
        version = wheel_tag_minimum(tags, arch)
        if version is not None and version > best.version:
            best = Minimum(version, f"the {dist} wheel (tagged macOS {version_text(version)})")
    return best

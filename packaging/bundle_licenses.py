"""The bundled libraries' licenses and metadata: what the About box lists in a bundle,
each library's license text beside the code, and the distributions' ``METADATA`` so that
``importlib.metadata`` works frozen. Re-exported by :mod:`studio_bundle`.
"""

from __future__ import annotations

import json
import re
import sys
from importlib import metadata
from pathlib import Path
from typing import TYPE_CHECKING, Any

from bundle_names import LIBRARY_LIST, LICENSES_DIR, PACKAGING

if TYPE_CHECKING:
    from collections.abc import Iterable

# --------------------------------------------------------------------------- licenses


def distribution_key(name: str) -> str:
    """A distribution's name as packaging compares names (``Foo_Bar`` → ``foo-bar``)."""
    return re.sub(r"[-_.]+", "-", name).lower()


def distributions_of(module_names: Iterable[str]) -> list[metadata.Distribution]:
    """The installed distributions that provide these (bundled) modules."""
    owners = metadata.packages_distributions()
    found: dict[str, metadata.Distribution] = {}
    for module in module_names:
        top = module.split(".", 1)[0]
        for dist_name in owners.get(top, []):
            key = distribution_key(dist_name)
            if key not in found:
                try:
                    found[key] = metadata.distribution(dist_name)
                except metadata.PackageNotFoundError:
                    continue
    return [found[key] for key in sorted(found)]


def license_datas(
    dists: list[metadata.Distribution],
    workdir: Path,
    binaries: Iterable[tuple[str, str, str]] = (),
) -> list[tuple[str, str]]:
    """Each library's license texts under ``licenses/<name>/``, plus the list the About
    box reads (name, version, license, files): Python packages, Python and Qt themselves,
    and on Debian-like Linux the system libraries among ``binaries``."""
    from recipe_studio.gui.window.about import distribution_license, license_files

    datas: list[tuple[str, str]] = []
    listing = []
    for dist in dists:
        name = dist.metadata["Name"]
        folder = f"{LICENSES_DIR}/{name}"
        files = []
        for source in license_files(dist):
            datas.append((str(source), folder))
            files.append(f"{name}/{source.name}")
        if name.lower().startswith(("pyside6", "shiboken6")):
            for text in ("LGPL-3.0.txt", "GPL-3.0.txt"):
                datas.append((str(PACKAGING / "licenses" / text), folder))
                files.append(f"{name}/{text}")
        listing.append(
            {
                "name": name,
                "version": dist.version,
                "license": distribution_license(dist),
                "files": files,
            }
        )
    python_license = _python_license_file()
    python_entry = {
        "name": "Python",
        "version": ".".join(str(n) for n in sys.version_info[:3]),
        "license": "PSF-2.0",
        "files": [],
    }
    if python_license is not None:
        datas.append((str(python_license), f"{LICENSES_DIR}/Python"))
        python_entry["files"] = [f"Python/{python_license.name}"]
    listing.insert(0, python_entry)
    for entry, copyright_file in system_library_licenses(binaries):
        datas.append((str(copyright_file), f"{LICENSES_DIR}/{Path(entry['files'][0]).parent}"))
        listing.append(entry)
    workdir.mkdir(parents=True, exist_ok=True)
    list_file = workdir / LIBRARY_LIST
    list_file.write_text(json.dumps(listing, indent=1, ensure_ascii=False) + "\n", "utf-8")
    datas.append((str(list_file), LICENSES_DIR))
    return datas


def system_library_licenses(
    binaries: Iterable[tuple[str, str, str]],
) -> list[tuple[dict[str, Any], Path]]:
    """Debian/Ubuntu: the packages of the system libraries a Linux bundle carries (glib,
    libX11 ...), each with its version, main license and ``copyright`` file. Elsewhere
    (or without dpkg) nothing: macOS and Windows bundles carry no system libraries."""
    import shutil
    import subprocess

    if not sys.platform.startswith("linux") or shutil.which("dpkg") is None:
        return []
    paths: list[str] = []
    for _dest, source, kind in binaries:
        if kind == "BINARY" and source.startswith(("/lib", "/usr/lib")):
            paths += [source, str(Path(source).resolve())]
    if not paths:
        return []
    found = subprocess.run(
        ["dpkg", "-S", *dict.fromkeys(paths)], capture_output=True, text=True, check=False
    ).stdout
    packages = sorted({line.split(":", 1)[0] for line in found.splitlines() if ": /" in line})
    out = []
    for package in packages:
        copyright_file = Path("/usr/share/doc") / package / "copyright"
        if not copyright_file.is_file():
            continue
        version = subprocess.run(
            ["dpkg-query", "-W", "-f", "${Version}", package],
            capture_output=True,
            text=True,
            check=False,
        ).stdout.strip()
        text = copyright_file.read_text("utf-8", errors="replace")
        first = re.search(r"^License:\s*(\S.*)$", text, re.MULTILINE)
        license_name = first.group(1).strip() if first else ""
        if not re.fullmatch(r"[\w.+\-/ ()]{1,70}", license_name) or len(license_name.split()) > 6:
            license_name = "see its copyright file"
        entry = {
            "name": f"{package} (system library)",
            "version": version,
            "license": license_name,
            "files": [f"system/{package}/copyright"],
        }
        out.append((entry, copyright_file))
    return out


def _python_license_file() -> Path | None:
    base = Path(sys.base_prefix)
    minor = f"python{sys.version_info[0]}.{sys.version_info[1]}"
    for candidate in (base / "lib" / minor / "LICENSE.txt", base / "LICENSE.txt"):
        if candidate.is_file():
            return candidate
    return None


def bundled_module_names(pure: Iterable[Any], binaries: Iterable[Any]) -> set[str]:
    """Module names found by the analysis (``a.pure``) plus top-level names of binaries."""
    names = {entry[0] for entry in pure}
    for entry in binaries:
        dest = str(entry[0]).replace("\\", "/")
        if "/" in dest:
            names.add(dest.split("/", 1)[0])
    return names


def metadata_datas(dists: list[metadata.Distribution]) -> list[tuple[str, str]]:
    """Each distribution's ``METADATA`` (so ``importlib.metadata.version()`` works frozen)."""
    datas = []
    for dist in dists:
        for file in dist.files or []:
            parts = Path(str(file)).parts
            if (
                len(parts) == 2
                and parts[0].endswith(".dist-info")
                and parts[1] in ("METADATA", "entry_points.txt", "top_level.txt")
            ):
                datas.append((str(dist.locate_file(file)), parts[0]))
    return datas

"""The About box: version, and the libraries the app bundles with their licenses.

The library list comes from package metadata (:mod:`importlib.metadata`): in a bundle,
the list the build wrote next to the license texts it collected (``licenses/``); from
source, the installed dependency tree of ``recipe-studio`` (extras left out).
"""

from __future__ import annotations

import html
import json
import re
import sys
from dataclasses import dataclass
from importlib import metadata
from pathlib import Path

from PySide6.QtCore import QUrl
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

from recipe_studio import __version__
from recipe_studio.gui.i18n import translator
from recipe_studio.gui.modal import run_modal

#: Folder of the license texts in a bundle, and the list of bundled libraries in it.
LICENSES_DIR = "licenses"
LIBRARY_LIST = "bundled-libraries.json"
_LICENSE_FILE = re.compile(r"^(LICEN[CS]E|COPYING|NOTICE|AUTHORS)", re.IGNORECASE)


@dataclass(frozen=True)
class BundledLibrary:
    name: str
    version: str
    license: str
    #: License texts (absolute paths).
    files: tuple[Path, ...] = ()


tr = translator("About")


def distribution_license(dist: metadata.Distribution) -> str:
    """A distribution's license name: its SPDX expression, classifier or short License."""
    meta = dist.metadata
    expression = _field(meta, "License-Expression")
    if expression:
        return expression
    text = _field(meta, "License")
    if text and "\n" not in text and len(text) <= 80:
        return text
    classifiers = [
        str(c).split(" :: ")[-1]
        for c in meta.get_all("Classifier") or []
        if str(c).startswith("License ::") and str(c) != "License :: OSI Approved"
    ]
    if classifiers:
        return ", ".join(classifiers)
    return text.splitlines()[0][:80] if text else tr("see its license file")


def _field(meta: metadata.PackageMetadata, key: str) -> str:
    values = meta.get_all(key) or []
    return str(values[0]).strip() if values else ""


def license_files(dist: metadata.Distribution) -> list[Path]:
    """The license texts in a distribution's metadata folder (``LICENSE``, ``COPYING`` ...)."""
    found = []
    for file in dist.files or []:
        parts = Path(str(file)).parts
        if not parts or not parts[0].endswith(".dist-info"):
            continue
        if "licenses" in parts[1:-1] or _LICENSE_FILE.match(parts[-1]):
            path = Path(str(dist.locate_file(file)))
            if path.is_file():
                found.append(path)
    return found


def _key(name: str) -> str:
    return re.sub(r"[-_.]+", "-", name).lower()


def dependency_tree(root: str = "recipe-studio") -> list[metadata.Distribution]:
    """The installed distributions ``root`` needs at run time, ``root`` left out."""
    seen: dict[str, metadata.Distribution] = {}
    todo = [root]
    while todo:
        name = todo.pop()
        if _key(name) in seen:
            continue
        try:
            dist = metadata.distribution(name)
        except metadata.PackageNotFoundError:
            continue  # not installed here (another platform's or Python's dependency)
        seen[_key(name)] = dist
        for requirement in dist.requires or []:
            if re.search(r"\bextra\s*==", requirement):
                continue
            match = re.match(r"[A-Za-z0-9][A-Za-z0-9._-]*", requirement)
            if match:
                todo.append(match.group(0))
    seen.pop(_key(root), None)
    return [seen[key] for key in sorted(seen)]


def bundle_licenses_dir() -> Path | None:
    """The bundle's ``licenses`` folder; ``None`` when not running from a bundle."""
    base = getattr(sys, "_MEIPASS", None)
    if not getattr(sys, "frozen", False) or not base:
        return None
    folder = Path(base) / LICENSES_DIR
    return folder if (folder / LIBRARY_LIST).is_file() else None


def bundled_libraries() -> list[BundledLibrary]:
    """The libraries the app ships (bundle) or runs on (source), with their licenses."""
    folder = bundle_licenses_dir()
    if folder is not None:
        try:
            rows = json.loads((folder / LIBRARY_LIST).read_text("utf-8"))
            return [
                BundledLibrary(
                    str(row["name"]),
                    str(row["version"]),
                    str(row["license"]),
                    tuple(folder / str(f) for f in row.get("files", [])),
                )
                for row in rows
            ]
        except (OSError, ValueError, KeyError, TypeError):
            pass  # fall back to the metadata the bundle carries
    python = BundledLibrary("Python", ".".join(map(str, sys.version_info[:3])), "PSF-2.0")
    return [python] + [
        BundledLibrary(
            str(dist.metadata["Name"]),
            dist.version,
            distribution_license(dist),
            tuple(license_files(dist)),
        )
        for dist in dependency_tree()
    ]


def library_lines() -> list[str]:
    """One HTML list item per library: name, version, license (linked to its text)."""
    lines = []
    for lib in bundled_libraries():
        links = ", ".join(
            f'<a href="{html.escape(QUrl.fromLocalFile(str(f)).toString())}">'
            f"{html.escape(f.name)}</a>"
            for f in lib.files
        )
        lines.append(
            f"<li>{html.escape(lib.name)} {html.escape(lib.version)} — "
            f"{html.escape(lib.license)}" + (f" ({links})" if links else "") + "</li>"
        )
    return lines


def about_html() -> str:
    folder = bundle_licenses_dir()
    where = (
        "<p>"
        + tr("The full license texts are in {folder}.").format(folder=html.escape(str(folder)))
        + "</p>"
        if folder is not None
        else ""
    )
    return (
        f"<h3>Recipe Studio {__version__}</h3>"
        + "<p>"
        + tr("Build, check, test and publish LMCP recipes without programming.")
        + "</p><p>"
        + tr("Recipe Studio is MIT-licensed. Bundled libraries and their licenses:")
        + "</p><ul>"
        + "".join(library_lines())
        + "</ul>"
        + where
    )


def show_about(parent: QWidget) -> None:
    dialog = QDialog(parent)
    dialog.setWindowTitle(tr("About Recipe Studio"))
    text = QTextBrowser(dialog)
    text.setOpenExternalLinks(True)
    text.setHtml(about_html())
    buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, dialog)
    buttons.rejected.connect(dialog.reject)
    layout = QVBoxLayout(dialog)
    layout.addWidget(text)
    layout.addWidget(buttons)
    dialog.resize(560, 520)
    run_modal(dialog)

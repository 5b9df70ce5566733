"""What every Recipe Studio bundle shares: names, metadata, data files and the lean Qt.

This module keeps what goes into a bundle (the lean Qt, the resources) and what is done
after PyInstaller's analysis; the names live in :mod:`bundle_names`, the Info.plist and
the Windows version resource in :mod:`bundle_metadata`, the licenses in
:mod:`bundle_licenses`, all re-exported here. Imported by the PyInstaller specs
(``packaging/<os>/recipe-studio.spec``) and by ``packaging/build.py``; none of these
modules imports PyInstaller at module level, so the metadata parts can be written and
checked on any OS.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Any

from bundle_licenses import (
    bundled_module_names,
    distribution_key,
    distributions_of,
    license_datas,
    metadata_datas,
    system_library_licenses,
)
from bundle_metadata import (
    MACOS_ARCH_ENV,
    bundle_macos_minimum,
    info_plist,
    macos_arch,
    version_info_text,
)
from bundle_names import (
    APP_NAME,
    BUNDLE_ID,
    COPYRIGHT,
    ICONS,
    LIBRARY_LIST,
    LICENSES_DIR,
    LINUX_NAME,
    PACKAGING,
    PUBLISHER,
    RECIPE_MIME,
    RECIPE_SUFFIX,
    RECIPE_UTI,
    REPO,
    RESOURCES,
    version,
    version_tuple,
)

#: Every name a spec or build.py may use as ``sb.NAME``, those of the three modules
#: above included.
__all__ = [
    "APP_NAME",
    "BUNDLE_ID",
    "COPYRIGHT",
    "EXCLUDES",
    "ICONS",
    "LANGUAGES",
    "LIBRARY_LIST",
    "LICENSES_DIR",
    "LINUX_NAME",
    "MACOS_ARCH_ENV",
    "PACKAGING",
    "PUBLISHER",
    "RECIPE_MIME",
    "RECIPE_SUFFIX",
    "RECIPE_UTI",
    "REPO",
    "RESOURCES",
    "SOURCE_ONLY",
    "as_toc",
    "bundle_macos_minimum",
    "bundled_module_names",
    "can_strip",
    "distribution_key",
    "distributions_of",
    "finish_analysis",
    "info_plist",
    "keep_file",
    "lean",
    "license_datas",
    "macos_arch",
    "metadata_datas",
    "platform_key",
    "prune_unused_libraries",
    "resource_datas",
    "system_library_licenses",
    "version",
    "version_info_text",
    "version_tuple",
    "without_dangling_links",
]

if TYPE_CHECKING:
    from collections.abc import Iterable

# --------------------------------------------------------------------------- contents

#: Python modules the app never uses (the analysis would otherwise follow optional imports).
#: QtNetwork stays: its QLocalServer keeps one window per user (a second launch hands its
#: files over); its plugins (TLS, network information) are not bundled (see _PLUGINS).
#: QtPrintSupport stays: a test report is saved as PDF through QPrinter.
EXCLUDES = [
    "tkinter",
    "_tkinter",
    "turtle",
    "idlelib",
    "pydoc_data",
    "lib2to3",
    "unittest",
    "test",
    "pytest",
    "_pytest",
    "pytestqt",
    "hypothesis",
    "mypy",
    "ruff",
    "IPython",
    "numpy",
    "PyInstaller",
    "setuptools",
    "pip",
    "pygments",
    "pydantic.mypy",
    "pydantic.v1.mypy",
    "PySide6.scripts",
    "PySide6.support.deprecated",
    *(
        f"PySide6.{module}"
        for module in (
            "QtQml",
            "QtQuick",
            "QtQuickControls2",
            "QtQuickWidgets",
            "QtQuickTest",
            "QtQmlFeatures",
            "QtOpenGL",
            "QtOpenGLWidgets",
            "QtSql",
            "QtTest",
            "QtDesigner",
            "QtHelp",
            "QtUiTools",
            "QtXml",
            "QtConcurrent",
            "QtDBus",
            "QtSvgWidgets",
            "QtLabsStyleKit",
            "QtMultimedia",
            "QtMultimediaWidgets",
            "QtWebEngineCore",
            "QtWebEngineWidgets",
            "QtWebEngineQuick",
            "Qt3DCore",
            "QtPdf",
            "QtPdfWidgets",
            "QtCharts",
            "QtDataVisualization",
            "QtGraphs",
        )
    ),
]

#: The Qt plugins a widgets app needs, per OS (folder -> plugin file stems; None = all).
_PLUGINS: dict[str, dict[str, set[str] | None]] = {
    "linux": {
        "platforms": {"libqxcb", "libqwayland", "libqoffscreen", "libqminimal"},
        # Not libqgtk3: it would load the system's GTK against the bundle's GLib.
        "platformthemes": {"libqxdgdesktopportal"},
        "platforminputcontexts": {
            "libcomposeplatforminputcontextplugin",
            "libibusplatforminputcontextplugin",
        },
        "xcbglintegrations": None,
        "wayland-decoration-client": None,
        "wayland-graphics-integration-client": None,
        "wayland-shell-integration": None,
        "iconengines": None,
        "imageformats": {"libqsvg", "libqico"},
        "styles": None,
    },
    "darwin": {
        "platforms": {"libqcocoa", "libqoffscreen", "libqminimal"},
        "iconengines": None,
        "imageformats": {"libqsvg", "libqico", "libqicns"},
        "styles": None,
        "permissions": None,
    },
    "win32": {
        "platforms": {"qwindows", "qoffscreen", "qminimal"},
        "iconengines": None,
        "imageformats": {"qsvg", "qico"},
        "styles": None,
    },
}
#: Where PySide6 keeps plugins and translations: ``PySide6/Qt/...`` on Linux and macOS,
#: ``PySide6/...`` on Windows.
_PLUGIN = re.compile(r"^PySide6/(?:Qt/)?plugins/([^/]+)/([^/]+)$")
_TRANSLATION = re.compile(r"^PySide6/(?:Qt/)?translations/([^/]+)$")
#: UI languages the app ships (see recipe_studio/gui/i18n.py); Qt's own .qm for these only.
LANGUAGES = ("en", "fr", "tr")


def can_strip() -> bool:
    """Strip debug symbols on Linux when binutils is there (Python builds often carry them)."""
    import shutil

    return sys.platform.startswith("linux") and shutil.which("strip") is not None


def platform_key() -> str:
    if sys.platform.startswith("linux"):
        return "linux"
    return "darwin" if sys.platform == "darwin" else "win32"


def keep_file(dest: str, platform: str | None = None) -> bool:
    """Whether a collected file (its path inside the bundle) belongs in the lean bundle.

    Qt plugins: only those in :data:`_PLUGINS`; Qt translations: only :data:`LANGUAGES`;
    no QML. The Qt libraries that only dropped plugins need go in
    :func:`prune_unused_libraries`.
    """
    path = dest.replace("\\", "/")
    plugin = _PLUGIN.match(path)
    if plugin is not None:
        kind, file = plugin.groups()
        wanted = _PLUGINS[platform or platform_key()]
        if kind not in wanted:
            return False
        stems = wanted[kind]
        return stems is None or file.split(".", 1)[0] in stems
    translation = _TRANSLATION.match(path)
    if translation is not None:
        languages = "|".join(LANGUAGES)
        return bool(re.fullmatch(rf"(qt|qtbase)_({languages})\.qm", translation.group(1)))
    return not re.match(r"^PySide6/(?:Qt/)?(?:qml|resources|libexec)/", path)


def lean(toc: Iterable[tuple[str, str, str]]) -> list[tuple[str, str, str]]:
    """``toc`` without the files :func:`keep_file` rejects."""
    return [entry for entry in toc if keep_file(entry[0])]


#: Resource files only the build uses (translation sources: the app loads the .qm files).
SOURCE_ONLY = (".ts",)


def resource_datas() -> list[tuple[str, str]]:
    """The app's resources folder (catalogs, examples, icons, translations), as datas."""
    out = []
    for path in sorted(RESOURCES.rglob("*")):
        if (
            path.is_file()
            and not path.name.startswith(".")
            and path.suffix not in SOURCE_ONLY
            and "__pycache__" not in path.parts
        ):
            out.append((str(path), str(Path("resources") / path.parent.relative_to(RESOURCES))))
    return out


def as_toc(datas: Iterable[tuple[str, str]]) -> list[tuple[str, str, str]]:
    """``(source file, destination folder)`` pairs as PyInstaller TOC entries."""
    return [(str(Path(folder) / Path(source).name), source, "DATA") for source, folder in datas]


def _is_root(dest: str, typecode: str) -> bool:
    """A binary kept for its own sake (not only as another binary's dependency)."""
    name = dest.replace("\\", "/")
    base = name.rsplit("/", 1)[-1].lower()
    plugin = _PLUGIN.match(name) is not None
    prunable = "/" not in name or (name.startswith("PySide6/") and not plugin)
    return typecode == "EXTENSION" or not prunable or "python" in base


def prune_unused_libraries(binaries: list[tuple[str, str, str]]) -> list[tuple[str, str, str]]:
    """Drop shared libraries no kept binary links to (the dependencies of dropped plugins).

    PyInstaller collects the dependencies of every Qt plugin before :func:`lean` removes
    the plugins; this walks the link-time imports from what is left and keeps only the
    libraries reached (compared by file name, as PyInstaller places them).
    """
    from PyInstaller.depend.bindepend import get_imports

    def norm(name: str) -> str:
        base = name.replace("\\", "/").rsplit("/", 1)[-1]
        return base.lower() if sys.platform == "win32" else base

    by_name: dict[str, list[tuple[str, str, str]]] = {}
    for entry in binaries:
        by_name.setdefault(norm(entry[0]), []).append(entry)
    todo = [e for e in binaries if e[2] != "SYMLINK" and _is_root(e[0], e[2])]
    reached = {norm(e[0]) for e in todo}
    while todo:
        entry = todo.pop()
        try:
            imports = get_imports(entry[1])
        except Exception:  # unreadable: keep what it might need rather than guess
            return binaries
        for name, full in imports:
            for candidate in {norm(name), norm(full or name)}:
                if candidate not in reached and candidate in by_name:
                    reached.add(candidate)
                    todo += [e for e in by_name[candidate] if e[2] != "SYMLINK"]
    return [e for e in binaries if norm(e[0]) in reached or _is_root(e[0], e[2])]


def without_dangling_links(toc: list[tuple[str, str, str]]) -> list[tuple[str, str, str]]:
    """Drop SYMLINK entries whose target is not collected (any more)."""
    import posixpath

    def clean(path: str) -> str:
        return posixpath.normpath(path.replace("\\", "/"))

    present = {clean(dest) for dest, _source, kind in toc if kind != "SYMLINK"}
    out = []
    for dest, source, kind in toc:
        target = clean(posixpath.join(posixpath.dirname(clean(dest)), source.replace("\\", "/")))
        if kind != "SYMLINK" or target in present:
            out.append((dest, source, kind))
    return out


def finish_analysis(analysis: Any, workdir: Path) -> None:
    """After ``Analysis``: drop the Qt parts the app does not use, add metadata and licenses."""
    analysis.binaries = prune_unused_libraries(lean(analysis.binaries))
    analysis.datas = lean(analysis.datas)
    # Links to pruned libraries (PyInstaller lists some among the datas) go too.
    kept = set(without_dangling_links([*analysis.binaries, *analysis.datas]))
    analysis.binaries = [entry for entry in analysis.binaries if entry in kept]
    analysis.datas = [entry for entry in analysis.datas if entry in kept]
    dists = [
        dist
        for dist in distributions_of(bundled_module_names(analysis.pure, analysis.binaries))
        if distribution_key(dist.metadata["Name"]) != "recipe-studio"
    ]
    extra = metadata_datas(dists) + license_datas(dists, workdir, analysis.binaries)
    analysis.datas = list(analysis.datas) + as_toc(extra)

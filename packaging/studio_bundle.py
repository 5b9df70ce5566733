"""What every Recipe Studio bundle shares: names, metadata, data files and the lean Qt.

Imported by the PyInstaller specs (``packaging/<os>/recipe-studio.spec``) and by
``packaging/build.py``; it has no PyInstaller import of its own, so the metadata parts
(the macOS Info.plist, the Windows version resource) can be written and checked on any OS.
"""

from __future__ import annotations

import json
import re
import sys
from importlib import metadata
from pathlib import Path
from typing import TYPE_CHECKING, Any

import macos_minimum

if TYPE_CHECKING:
    from collections.abc import Iterable

PACKAGING = Path(__file__).resolve().parent
REPO = PACKAGING.parent
RESOURCES = REPO / "resources"
ICONS = RESOURCES / "icons"

APP_NAME = "Recipe Studio"
#: Name of the Linux binary and folder (also its WM_CLASS / desktop file id).
LINUX_NAME = "recipe-studio"
BUNDLE_ID = "org.recipestudio.RecipeStudio"
RECIPE_UTI = "org.recipestudio.recipe"
RECIPE_MIME = "application/x-recipe-studio-recipe"
#: The recipe file type's one extension (recipe_studio.core.sharefile.SHARE_SUFFIX):
#: macOS and Windows choose an app by a file's last extension only.
RECIPE_SUFFIX = ".recipe"
PUBLISHER = "Recipe Studio contributors"
COPYRIGHT = "Copyright © Recipe Studio contributors. MIT License."

#: Where the bundled libraries' license texts go inside a bundle (next to the code).
LICENSES_DIR = "licenses"
#: The list of bundled libraries the About box reads in a bundle.
LIBRARY_LIST = "bundled-libraries.json"


def version() -> str:
    """The app's version, read from the package without importing it."""
    text = (REPO / "recipe_studio" / "__init__.py").read_text("utf-8")
    found = re.search(r'^__version__\s*=\s*"([^"]+)"', text, re.MULTILINE)
    if found is None:
        raise RuntimeError("recipe_studio/__init__.py has no __version__")
    return found.group(1)


def version_tuple(text: str) -> tuple[int, int, int, int]:
    """``1.2.3`` (or ``1.2.3rc1``) as the four numbers a Windows version resource holds."""
    numbers = [int(part) for part in re.findall(r"\d+", text.split("+")[0])[:4]]
    numbers += [0] * (4 - len(numbers))
    return numbers[0], numbers[1], numbers[2], numbers[3]


# --------------------------------------------------------------------------- macOS


#: Overrides which Mac app a build makes: universal2, arm64 or x86_64.
MACOS_ARCH_ENV = "RECIPE_STUDIO_MACOS_ARCH"


def macos_arch() -> str:
    """What a macOS build makes: ``universal2`` (one app for Apple silicon and Intel) when
    this Python's own binary holds both (python.org's installer; the packages' thin
    binaries are merged by ``packaging/macos/universal2.py``), else this Mac's
    architecture (a Homebrew Python, say), unless ``RECIPE_STUDIO_MACOS_ARCH`` says."""
    import os
    import platform

    chosen = os.environ.get(MACOS_ARCH_ENV, "").strip()
    if chosen:
        return chosen
    python = Path(sys.executable).resolve()
    if sys.platform == "darwin" and {"arm64", "x86_64"} <= set(
        macos_minimum.macho_minimums(python)
    ):
        return "universal2"
    return platform.machine() or "arm64"


def bundle_macos_minimum(analysis: Any, arch: str) -> macos_minimum.Minimum:
    """The oldest macOS the analysed bundle runs on (:mod:`macos_minimum` has the rule):
    every collected Mach-O binary's ``arch`` slice, the bootloader, the wheels' tags."""
    binaries = [
        (str(dest), Path(source)) for dest, source, kind in analysis.binaries if kind != "SYMLINK"
    ]
    try:
        import PyInstaller

        loader = Path(PyInstaller.__file__).parent / "bootloader" / "Darwin-64bit" / "runw"
        if loader.is_file():
            binaries.append(("the PyInstaller bootloader", loader))
    except ImportError:
        pass
    dists = distributions_of(bundled_module_names(analysis.pure, analysis.binaries))
    wheels = {
        dist.metadata["Name"]: macos_minimum.wheel_tags(dist.read_text("WHEEL") or "")
        for dist in dists
    }
    return macos_minimum.minimum_macos(binaries, wheels, arch)


def info_plist(app_version: str, minimum_macos: str = "11.0") -> dict[str, Any]:
    """Info.plist entries: bundle id, version, the oldest macOS (derived from the bundled
    binaries by the spec, see :func:`macos_minimum`) and the recipe file type: the UTI
    ``org.recipestudio.recipe`` (files ending ``.recipe``, a kind of JSON) exported by the
    app and owned by it, and JSON files in general offered in "Open With"."""
    return {
        "CFBundleName": APP_NAME,
        "CFBundleDisplayName": APP_NAME,
        "CFBundleIdentifier": BUNDLE_ID,
        "CFBundleShortVersionString": app_version,
        "CFBundleVersion": app_version,
        "CFBundlePackageType": "APPL",
        "NSHumanReadableCopyright": COPYRIGHT,
        "NSHighResolutionCapable": True,
        "NSRequiresAquaSystemAppearance": False,  # follow the system's dark mode
        "LSMinimumSystemVersion": minimum_macos,
        "LSApplicationCategoryType": "public.app-category.developer-tools",
        "CFBundleDocumentTypes": [
            {
                "CFBundleTypeName": "Recipe Studio Recipe",
                "CFBundleTypeRole": "Editor",
                "LSHandlerRank": "Owner",
                "LSItemContentTypes": [RECIPE_UTI],
                "CFBundleTypeIconFile": "recipe-studio.icns",
            },
            {
                # Any JSON file may hold a recipe or a manifest: offer "Open With".
                "CFBundleTypeName": "JSON Document",
                "CFBundleTypeRole": "Viewer",
                "LSHandlerRank": "Alternate",
                "LSItemContentTypes": ["public.json"],
            },
        ],
        "UTExportedTypeDeclarations": [
            {
                "UTTypeIdentifier": RECIPE_UTI,
                "UTTypeDescription": "Recipe Studio Recipe",
                "UTTypeConformsTo": ["public.json"],
                "UTTypeIconFile": "recipe-studio.icns",
                "UTTypeTagSpecification": {
                    "public.filename-extension": [RECIPE_SUFFIX.lstrip(".")],
                    "public.mime-type": [RECIPE_MIME],
                },
            }
        ],
    }


# --------------------------------------------------------------------------- Windows


def version_info_text(app_version: str) -> str:
    """A PyInstaller version-info file (``EXE(version=...)``): the .exe's Details tab."""
    nums = version_tuple(app_version)
    dotted = ".".join(str(n) for n in nums)
    strings = {
        "CompanyName": PUBLISHER,
        "FileDescription": APP_NAME,
        "FileVersion": dotted,
        "InternalName": LINUX_NAME,
        "LegalCopyright": COPYRIGHT,
        "OriginalFilename": f"{APP_NAME}.exe",
        "ProductName": APP_NAME,
        "ProductVersion": app_version,
    }
    string_structs = ",\n".join(
        f"            StringStruct({key!r}, {value!r})" for key, value in strings.items()
    )
    return f"""# UTF-8
# The Windows version resource of {APP_NAME}.exe; written by packaging/build.py.
VSVersionInfo(
  ffi=FixedFileInfo(
    filevers={nums!r},
    prodvers={nums!r},
    mask=0x3f,
    flags=0x0,
    OS=0x40004,
    fileType=0x1,
    subtype=0x0,
    date=(0, 0)
  ),
  kids=[
    StringFileInfo([
      StringTable(
        '040904B0',
        [
{string_structs}
        ])
    ]),
    VarFileInfo([VarStruct('Translation', [1033, 1200])])
  ]
)
"""


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


# --------------------------------------------------------------------------- licenses


def _key(name: str) -> str:
    return re.sub(r"[-_.]+", "-", name).lower()


def distributions_of(module_names: Iterable[str]) -> list[metadata.Distribution]:
    """The installed distributions that provide these (bundled) modules."""
    owners = metadata.packages_distributions()
    found: dict[str, metadata.Distribution] = {}
    for module in module_names:
        top = module.split(".", 1)[0]
        for dist_name in owners.get(top, []):
            key = _key(dist_name)
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
        if _key(dist.metadata["Name"]) != "recipe-studio"
    ]
    extra = metadata_datas(dists) + license_datas(dists, workdir, analysis.binaries)
    analysis.datas = list(analysis.datas) + as_toc(extra)

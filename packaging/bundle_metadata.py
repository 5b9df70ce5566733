"""A bundle's own description of itself: the macOS Info.plist and architecture, the
Windows version resource. No PyInstaller import at module level, so both can be written
and checked on any system. Re-exported by :mod:`studio_bundle`.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

import macos_minimum
from bundle_licenses import bundled_module_names, distributions_of
from bundle_names import (
    APP_NAME,
    BUNDLE_ID,
    COPYRIGHT,
    LINUX_NAME,
    PUBLISHER,
    RECIPE_MIME,
    RECIPE_SUFFIX,
    RECIPE_UTI,
    version_tuple,
)

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

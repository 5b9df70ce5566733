"""The names every Recipe Studio bundle shares: the app, its file type, its version.

Imported by the other ``bundle_*`` modules and re-exported by :mod:`studio_bundle`.
"""

from __future__ import annotations

import re
from pathlib import Path

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

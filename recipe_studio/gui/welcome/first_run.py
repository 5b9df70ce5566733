"""The example recipes into the library: all of them (Help › Add the example recipes) or
the one a person starts from on the welcome page, named and worded in the UI language."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from recipe_studio.core.examples import example_files, localized_example

if TYPE_CHECKING:
    from pathlib import Path

    from recipe_studio.core.library import Library


def add_examples(library: Library) -> str | None:
    """Add the examples the library does not have; returns the first one's name."""
    first = None
    for path in example_files():
        name = add_example(library, path)
        first = first or name
    return first


def add_example(library: Library, path: Path) -> str | None:
    """Add one example unless the library has a recipe of its name; returns that name
    (None if the file could not be read)."""
    try:
        data = localized_example(path, lambda text: QCoreApplication.translate("Examples", text))
    except (OSError, ValueError):
        return None
    report = library.import_data(data, on_clash="skip")
    for item in report.items:
        if item.stored_as or item.name:
            return item.stored_as or item.name
    return None

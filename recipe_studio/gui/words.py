"""The words the window uses for machine things: tool and argument titles, step
sentences, param types, targets, catalog names — all in the UI language.

Titles come from core (:class:`~recipe_studio.core.titles.ToolWords`) reading the recipe's
catalog first, then the built-in tools' catalog, which knows the arguments the public
snapshots do not list. Here only the joining words and the names of our own things
(types, targets, bundled catalogs) are translated.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from recipe_studio.core.catalog import Catalog, CatalogError, bundled_catalog
from recipe_studio.core.model import Dialect, RawStep, Step, ToolStep, WaitStep
from recipe_studio.core.sentences import SentenceWords, step_sentence
from recipe_studio.core.titles import ToolWords
from recipe_studio.gui.i18n import translator, ui_language

if TYPE_CHECKING:
    from recipe_studio.core.profiles import Profile
    from recipe_studio.core.summary import Piece

tr = translator("Words")


def sentence_words() -> SentenceWords:
    return SentenceWords.translated(tr)


#: The bundled catalogs whose words fill in what a recipe's catalog does not say.
_FALLBACKS = ("builtin", "macos", "windows", "custom-tool")


def tool_words(catalog: Catalog | None = None) -> ToolWords:
    """Titles and sentences in the UI language: ``catalog`` first, then the bundled ones
    (the built-in tools' first: they know the arguments the public snapshots do not)."""
    catalogs: list[Catalog] = [catalog] if catalog is not None else []
    for key in _FALLBACKS:
        try:
            bundled = bundled_catalog(key)
        except CatalogError:  # a damaged install: readable names still work
            continue
        if all(bundled is not known for known in catalogs):
            catalogs.append(bundled)
    return ToolWords(catalogs, ui_language())


def sentence_pieces(
    step: ToolStep, words: ToolWords, dialect: Dialect = "template", *, with_title: bool = False
) -> list[Piece]:
    """A tool step as a sentence (pieces: references stay tokens)."""
    pieces = step_sentence(step, words, dialect, sentence_words(), with_title=with_title)
    if pieces and isinstance(pieces[0], str):
        pieces[0] = pieces[0].lstrip()
    return pieces


def _type_words() -> dict[str, str]:
    return {
        "string": tr("Text"),
        "str": tr("Text"),
        "text": tr("Text"),
        "int": tr("Whole number"),
        "integer": tr("Whole number"),
        "number": tr("Number"),
        "float": tr("Number"),
        "bool": tr("Yes or no"),
        "boolean": tr("Yes or no"),
        "object": tr("Group of values"),
        "array": tr("List"),
    }


def type_word(type_name: str | None) -> str:
    """A param type as a word ("int" → "Whole number"); an unknown type stays as written."""
    if not type_name:
        return ""
    return _type_words().get(type_name.strip().lower(), type_name)


def profile_title(profile: Profile) -> str:
    """A target in words: "Mac (recipe)", not "macOS (recipe manifest rev. 2)"."""
    titles = {
        "macos": tr("Mac — recipe (current version)"),
        "windows": tr("Windows — recipe (current version)"),
        "macos-1": tr("Mac — recipe (earlier version)"),
        "windows-1": tr("Windows — recipe (earlier version)"),
        "custom-tool": tr("Custom tool of another assistant"),
    }
    return titles.get(profile.name, profile.title)


def catalog_name(catalog: Catalog) -> str:
    """A catalog's name in the UI language (the bundled ones are known; others as named)."""
    names = {
        "LMCP for macOS (public snapshot)": QCoreApplication.translate(
            "Catalogs", "LMCP for macOS (public snapshot)"
        ),
        "LMCP for Windows (public snapshot)": QCoreApplication.translate(
            "Catalogs", "LMCP for Windows (public snapshot)"
        ),
        "Custom-tool host (public snapshot)": QCoreApplication.translate(
            "Catalogs", "Custom-tool host (public snapshot)"
        ),
        "Recipe Studio built-in tools": QCoreApplication.translate(
            "Catalogs", "Recipe Studio built-in tools"
        ),
        "built-in tools": QCoreApplication.translate("Connections", "built-in tools"),
    }
    return names.get(catalog.name, catalog.name)


def step_label(step: Step, catalog: Catalog | None = None) -> str:
    """A step's title in the UI language: its tool's, or what kind of step it is."""
    if isinstance(step, WaitStep):
        seconds = step.seconds
        if isinstance(seconds, float) and seconds.is_integer():
            seconds = int(seconds)
        return QCoreApplication.translate("StepsTable", "Wait {s} s").format(s=seconds)
    if isinstance(step, RawStep):
        return QCoreApplication.translate("StepsTable", "Unrecognised step")
    if not step.tool:
        return QCoreApplication.translate("StepsTable", "(no tool)")
    return tool_words(catalog).tool(step.tool)


def tool_tooltip(tool: str, words: ToolWords) -> str:
    """A tool's identifier and description, behind its title."""
    description = words.tool_description(tool)
    head = QCoreApplication.translate("StepsTable", "Tool: {name}").format(name=tool)
    return f"{head}\n{description}" if description else head


def argument_words(step: Step, path: tuple[str | int, ...], catalog: Catalog | None) -> str:
    """An argument in an undo entry's words: its title, then the place inside it
    ("Text", "Slides › 2 › title"); items count from 1."""
    rest = " › ".join(str(p + 1) if isinstance(p, int) else str(p) for p in path[1:])
    if not path or not isinstance(step, ToolStep) or not isinstance(path[0], str):
        first = str(path[0] + 1) if path and isinstance(path[0], int) else ""
        return " › ".join(part for part in (first, rest) if part)
    title = tool_words(catalog).argument(step.tool, path[0])
    return f"{title} › {rest}" if rest else title

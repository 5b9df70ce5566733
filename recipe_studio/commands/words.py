"""The command line's words: the same translation catalog as the window, without Qt.

``scripts/translations.py compile`` writes ``cli_<lang>.json`` next to the ``.qm`` files:
the contexts of problems, their words and places, reference tokens and run messages, as
``{context: {source: [forms]}}``. The language is the person's: ``LANGUAGE`` (its first
entry), else ``LC_ALL``, ``LC_MESSAGES``, ``LANG`` (``fr_FR.UTF-8`` → ``fr``); where none
of them is set, the system's display language (Windows sets none of them; macOS'
terminals set ``LANG`` from the system's choice); English when that is not a language
the Studio speaks. ``--json`` output keeps codes and is never translated.
"""

from __future__ import annotations

import json
import os
import sys
from functools import cache
from typing import TYPE_CHECKING

from recipe_studio.core.messages import Message, render, with_tool_titles
from recipe_studio.core.paths import resources_dir
from recipe_studio.core.problem_text import ArgumentNamer, ProblemWords
from recipe_studio.core.titles import ToolWords

if TYPE_CHECKING:
    from collections.abc import Callable, Mapping

    from recipe_studio.core.model import Recipe
    from recipe_studio.core.problems import Problem
    from recipe_studio.core.reference_names import ReferenceNames
    from recipe_studio.core.sentences import SentenceWords

#: Languages with a catalog, and which plural form ``n`` takes (as Qt's lrelease has it).
PLURAL_RULES: dict[str, Callable[[int], int]] = {
    "fr": lambda n: 0 if n <= 1 else 1,
    "tr": lambda n: 0,
}
Tables = dict[str, dict[str, list[str]]]
#: The contexts the command line reads.
CLI_CONTEXTS = (
    "problems",
    "problem values",
    "places",
    "References",
    "Catalogs",
    "run messages",
    "Words",  # a step's sentence's quotes and yes/no, as the window writes them
)


_LANGUAGE_VARIABLES = ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG")


def cli_language(
    environ: Mapping[str, str] | None = None,
    system_language: Callable[[], str] | None = None,
) -> str:
    """The language the person's environment asks for ("en" when it is none of ours);
    ``system_language`` (default :func:`display_language`) where no variable is set."""
    env = os.environ if environ is None else environ
    for key in _LANGUAGE_VARIABLES:
        for entry in (env.get(key) or "").split(":"):
            code = _code(entry)
            if code in PLURAL_RULES or code == "en":
                return code
            if code and code not in ("c", "posix"):
                break  # a language we do not speak: try the next variable
    if any(env.get(key) for key in _LANGUAGE_VARIABLES):
        return "en"
    code = _code((system_language or display_language)())
    return code if code in PLURAL_RULES else "en"


def _code(entry: str) -> str:
    """``fr`` of ``fr_FR.UTF-8``, ``fr-CA``, ``fr@euro``."""
    return entry.split(".")[0].split("@")[0].split("_")[0].split("-")[0].lower()


def display_language() -> str:
    """Windows: the language of the person's display (``fr_FR``); elsewhere "" (the
    environment says it there)."""
    if sys.platform != "win32":
        return ""
    import ctypes
    import locale

    try:
        lcid = ctypes.windll.kernel32.GetUserDefaultUILanguage()
    except (AttributeError, OSError):
        return ""
    return str(locale.windows_locale.get(int(lcid), ""))


@cache
def load_tables(language: str) -> Tables:
    """The compiled catalog of ``language`` (empty for English or when it is missing)."""
    if language not in PLURAL_RULES:
        return {}
    folder = resources_dir() / "translations"
    try:
        data = json.loads((folder / f"cli_{language}.json").read_text(encoding="utf-8"))
        if isinstance(data, dict):
            return data
    except (OSError, ValueError):
        pass
    from recipe_studio.tools.i18n import read_ts  # not compiled (a source checkout): the .ts

    ts = folder / f"recipe_studio_{language}.ts"
    return {context: read_ts(ts, context) for context in CLI_CONTEXTS}


class CliWords:
    """Sentences for the terminal in one language."""

    def __init__(self, language: str | None = None) -> None:
        self.language = language if language is not None else cli_language()
        self.tables = load_tables(self.language)

    def translate(self, context: str, text: str, n: int) -> str:
        forms = self.tables.get(context, {}).get(text)
        if not forms:
            return text.replace("%n", str(n)) if n >= 0 else text
        index = PLURAL_RULES[self.language](n) if n >= 0 else 0
        chosen = forms[min(index, len(forms) - 1)]
        return chosen.replace("%n", str(n)) if n >= 0 else chosen

    def problems(self, names: ArgumentNamer | None = None) -> ProblemWords:
        return ProblemWords(self.translate, names) if names else ProblemWords(self.translate)

    def message(self, msg: Message) -> str:
        return render(msg, self.translate)

    def problem(self, problem: Problem) -> str:
        return self.problems().sentence(problem)


def cli_tool_words(catalog: object | None = None) -> ToolWords:
    """Tool titles and descriptions in the person's language: ``catalog`` first, then
    the bundled catalogs (the built-in tools' words, the public snapshots' titles)."""
    from recipe_studio.core.catalog import CatalogError, bundled_catalog

    catalogs = [catalog] if catalog is not None else []
    for key in ("builtin", "macos", "windows", "custom-tool"):
        try:
            catalogs.append(bundled_catalog(key))
        except CatalogError:
            continue
    return ToolWords(catalogs, cli_language())


def cli_sentence_words() -> SentenceWords:
    """The joining words of a step's sentence (quotes, yes, no) in the person's language:
    « … » in French, as the window writes them."""
    from recipe_studio.core.sentences import SentenceWords

    return SentenceWords.translated(lambda text: _cli_words().translate("Words", text, -1))


def cli_reference_words() -> dict[str, str]:
    """The words of a token ("Step {n}", "first") in the person's language."""
    from recipe_studio.core.references import REFERENCE_WORDS

    words = _cli_words()
    return {key: words.translate("References", text, -1) for key, text in REFERENCE_WORDS.items()}


def cli_reference_names(recipe: Recipe, catalog: object | None = None) -> ReferenceNames:
    """What ``recipe``'s references are called in the person's language: params by their
    titles, result fields by the titles their tools give them ("⟨Étape 1 › Date⟩")."""
    from recipe_studio.core.reference_names import reference_names

    return reference_names(recipe.steps, recipe.params, cli_tool_words(catalog))


@cache
def _cli_words() -> CliWords:
    return CliWords()


def cli_text(msg: Message) -> str:
    """A run-time message in the person's language (``LANGUAGE``/``LANG``), its tools
    named by their titles, for the command line's human output (``--json`` keeps codes)."""
    return _cli_words().message(with_tool_titles(msg, cli_tool_words().tool))

"""Core's messages in the UI language, made here at the edge: validation problems (their
sentences and places, through :class:`recipe_studio.core.problem_text.ProblemWords` and
Qt's translator) and run-time messages (:mod:`recipe_studio.core.messages`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject

from recipe_studio.core.messages import Message, render, with_tool_titles
from recipe_studio.core.problem_text import ArgumentNamer, ProblemWords, ToolNamer
from recipe_studio.core.settings import BUILTIN_CONNECTION
from recipe_studio.gui.i18n import translator
from recipe_studio.gui.words import tool_words

if TYPE_CHECKING:
    from collections.abc import Sequence

    from recipe_studio.core.model import Step
    from recipe_studio.core.problems import PathPart, Problem
    from recipe_studio.core.references import ReferenceNaming
    from recipe_studio.core.titles import ToolWords

tr = translator("Library errors")


def problem_words(
    names: ArgumentNamer | None = None,
    tools: ToolNamer | None = None,
    references: ReferenceNaming | None = None,
) -> ProblemWords:
    """Problems in the UI language (``names``/``tools``: titles of arguments and tools;
    ``references``: the recipe's titles, which its params and result fields read by)."""
    if names is None:
        return ProblemWords(qt_translate, tools=tools, references=references)
    return ProblemWords(qt_translate, names, tools, references)


def problem_text(
    problem: Problem,
    names: ArgumentNamer | None = None,
    tools: ToolNamer | None = None,
    references: ReferenceNaming | None = None,
) -> str:
    """The problem's sentence (``names``, ``tools``, ``references``: titles to name
    arguments, tools, params and result fields by)."""
    return problem_words(names, tools, references).sentence(problem)


def step_problem_text(
    problem: Problem,
    steps: Sequence[Step],
    tools: ToolWords,
    references: ReferenceNaming | None = None,
) -> str:
    """A problem of a recipe as its steps table says it: tools and their arguments by
    their titles (« Créer une note » needs « Nom de la note », not ``note_name``)."""

    def argument(step: int, path: tuple[PathPart, ...]) -> str | None:
        tool = getattr(steps[step], "tool", None) if 0 <= step < len(steps) else None
        key = path[0] if path else None
        return tools.argument(tool, key) if tool and isinstance(key, str) else None

    return problem_text(problem, argument, tools.tool, references)


def problem_place(problem: Problem, names: ArgumentNamer | None = None) -> str:
    """Where the problem is, as a place ("Step 3, Note name")."""
    return problem_words(names).where(problem)


def qt_translate(context: str, text: str, n: int) -> str:
    return QCoreApplication.translate(context, text, None, n)


def message_text(msg: Message) -> str:
    """A run-time message's sentence in the UI language (Qt's plural forms for counts),
    a tool named by its title. Its technical details are not in it: see
    ``core.messages.all_details``."""
    return render(with_tool_titles(msg, tool_words().tool), qt_translate)


def connection_label(name: str) -> str:
    """A connection's name as people read it: the built-in one in their language (its
    stored name stays "built-in tools")."""
    if name == BUILTIN_CONNECTION:
        return QCoreApplication.translate("Connections", "built-in tools")
    return name


def announce(widget: QObject, text: str) -> None:
    """Have screen readers speak ``text`` (e.g. a step's new run status)."""
    from PySide6.QtGui import QAccessible, QAccessibleAnnouncementEvent

    if QAccessible.isActive():
        QAccessible.updateAccessibility(QAccessibleAnnouncementEvent(widget, text))


def reference_words() -> dict[str, str]:
    """The words of readable reference tokens, in the UI language."""
    from recipe_studio.core.references import REFERENCE_WORDS

    return {
        key: QCoreApplication.translate("References", text) for key, text in REFERENCE_WORDS.items()
    }


def library_error_text(exc: BaseException) -> str:
    """A refused library operation in the UI language (a full or read-only disk is said
    from its codes; other refusals are their own sentence)."""
    from recipe_studio.core.library.errors import DiskError

    if not isinstance(exc, DiskError):
        return str(exc)
    what = {
        "save": tr("The recipe was not saved"),
        "rename": tr("The recipe was not renamed"),
        "delete": tr("The recipe was not moved to the trash"),
        "restore": tr("The recipe was not restored"),
        "restore_version": tr("The version was not restored"),
        "empty_trash": tr("The trash was not emptied"),
        "import": tr("Nothing was imported"),
    }.get(exc.action, tr("The library was not changed"))
    why = {
        "disk_full": tr("because the disk is full: free some space, then try again."),
        "quota": tr("because your disk quota is used up: free some space, then try again."),
        "read_only": tr(
            "because the disk is read-only: make it writable, or use a library on another disk."
        ),
        "no_permission": tr(
            "because the library folder may not be written to: check its permissions, then try again."
        ),
        "disk_failed": tr(
            "because the disk reported a read or write error: check the disk, then try again."
        ),
    }.get(exc.reason, str(exc))
    return f"{what} {why}"


def disk_or(exc: BaseException, text: str) -> str:
    """A box's sentence: the disk's reason when a full or read-only disk stopped the
    operation (what to do is then the disk's), else ``text``."""
    from recipe_studio.core.library.errors import DiskError

    return library_error_text(exc) if isinstance(exc, DiskError) else text

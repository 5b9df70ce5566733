"""Core's messages in the UI language, made here at the edge: validation problems (their
sentences and places, through :class:`recipe_studio.core.problem_text.ProblemWords` and
Qt's translator) and run-time messages (:mod:`recipe_studio.core.messages`)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QObject

from recipe_studio.core.messages import Message, render
from recipe_studio.core.problem_text import ArgumentNamer, ProblemWords, ToolNamer
from recipe_studio.core.problems import Problem
from recipe_studio.core.settings import BUILTIN_CONNECTION
from recipe_studio.gui.words import tool_words


def problem_words(
    names: ArgumentNamer | None = None, tools: ToolNamer | None = None
) -> ProblemWords:
    """Problems in the UI language (``names``/``tools``: titles of arguments and tools)."""
    if names is None:
        return ProblemWords(_qt_translate, tools=tools)
    return ProblemWords(_qt_translate, names, tools)


def problem_text(
    problem: Problem, names: ArgumentNamer | None = None, tools: ToolNamer | None = None
) -> str:
    """The problem's sentence (``names``, ``tools``: titles to name arguments and tools by)."""
    return problem_words(names, tools).sentence(problem)


def problem_place(problem: Problem, names: ArgumentNamer | None = None) -> str:
    """Where the problem is, as a place ("Step 3, Note name")."""
    return problem_words(names).where(problem)


def _qt_translate(context: str, text: str, n: int) -> str:
    return QCoreApplication.translate(context, text, None, n)


def message_text(msg: Message) -> str:
    """A run-time message's sentence in the UI language (Qt's plural forms for counts),
    a tool named by its title. Its technical details are not in it: see
    ``core.messages.all_details``."""
    tool = msg.values.get("tool")
    if isinstance(tool, str) and tool:
        msg = msg.model_copy(update={"values": {**msg.values, "tool": tool_words().tool(tool)}})
    return render(msg, _qt_translate)


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

"""Core's messages in the UI language: validation problems (templates keyed by problem
code, and the English phrases core puts inside them, ``VALUE_WORDS``) and run-time
messages (:mod:`recipe_studio.core.messages`: connecting, calls, runs)."""

from __future__ import annotations

import re
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject

from recipe_studio.core.messages import Message, render
from recipe_studio.core.problems import MESSAGES, VALUE_WORDS, Problem, format_message
from recipe_studio.core.settings import BUILTIN_CONNECTION
from recipe_studio.gui.i18n import translator

tr = translator("Library errors")

_WORDS = frozenset(VALUE_WORDS)
_WITH_KIND = re.compile(r"^(?P<name>.*) \((?P<kind>[^()]+)\)$")


def _word(text: str) -> str:
    return QCoreApplication.translate("problem values", text)


def translate_value(value: Any) -> Any:
    """A value inside a message, in the UI language when it is one of core's phrases."""
    if not isinstance(value, str):
        return value
    if value in _WORDS:
        return _word(value)
    parts = value.split(" or ")
    if len(parts) > 1 and all(part in _WORDS for part in parts):
        return f" {_word('or')} ".join(_word(part) for part in parts)
    match = _WITH_KIND.match(value)
    if match and match.group("kind") in _WORDS:
        return f"{match.group('name')} ({_word(match.group('kind'))})"
    return value


def problem_text(problem: Problem) -> str:
    template = QCoreApplication.translate("problems", MESSAGES.get(problem.code, problem.code))
    values = {key: translate_value(value) for key, value in problem.values}
    return format_message(problem.code, values, template)


def _qt_translate(context: str, text: str, n: int) -> str:
    return QCoreApplication.translate(context, text, None, n)


def message_text(msg: Message) -> str:
    """A run-time message's sentence in the UI language (Qt's plural forms for counts).
    Its technical details are not in it: see ``core.messages.all_details``."""
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

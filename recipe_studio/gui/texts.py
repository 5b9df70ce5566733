"""Problem messages in the UI language: core's templates are keyed by problem code."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from recipe_studio.core.problems import MESSAGES, Problem, format_message


def problem_text(problem: Problem) -> str:
    template = QCoreApplication.translate("problems", MESSAGES.get(problem.code, problem.code))
    return format_message(problem.code, dict(problem.values), template)


def announce(widget: object, text: str) -> None:
    """Have screen readers speak ``text`` (e.g. a step's new run status)."""
    from PySide6.QtGui import QAccessible, QAccessibleAnnouncementEvent

    if QAccessible.isActive():
        QAccessible.updateAccessibility(QAccessibleAnnouncementEvent(widget, text))  # type: ignore[arg-type]

"""The questions a run asks the person while it waits: confirm, continue after a pause,
and a server's question during a call (MCP elicitation).

The run worker waits on an :class:`~recipe_studio.gui.run.worker.Answer` for each; this
object shows the question and sets the answer. :meth:`RunQuestions.cancel_all` (Stop,
quitting, the run's end) answers every open question with "no" / "cancel" and closes
its dialog, so a stopped run is never left waiting for a person.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal

from recipe_studio.gui.run.confirm_dialog import ConfirmDialog
from recipe_studio.gui.run.elicit_dialog import ElicitDialog

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget

    from recipe_studio.core.engine import PlannedAction
    from recipe_studio.core.mcp_client import ElicitAnswer, ElicitRequest
    from recipe_studio.core.reference_names import ReferenceNames
    from recipe_studio.gui.run.worker import Answer


class RunQuestions(QObject):
    """See the module docstring."""

    #: The run waits before the step of this index (Continue / Next step answer it).
    paused = Signal(int)

    def __init__(self, window: QWidget) -> None:
        super().__init__(window)
        self.window = window
        self._pause: Answer[bool] | None = None
        #: Open elicitation dialogs (a server may ask while another question is open).
        self.dialogs: list[ElicitDialog] = []

    def confirm(
        self,
        actions: list[PlannedAction],
        answer: Answer[bool],
        allowed: bool,
        names: ReferenceNames | None = None,
    ) -> None:
        """The one confirmation before a run changes anything (``allowed`` False: no;
        ``names``: the run recipe's titles, which its tokens read by)."""
        if answer.answered:  # stopped before the question arrived
            return
        if not allowed:
            answer.set(False)
            return
        dialog = ConfirmDialog(actions, self.window, names=names)
        answer.set(bool(dialog.exec()))
        dialog.deleteLater()

    def pause(self, index: int, answer: Answer[bool]) -> None:
        if answer.answered:
            return
        self._pause = answer
        self.paused.emit(index)

    @property
    def waiting(self) -> bool:
        """The run waits before a step for Continue or Next step."""
        return self._pause is not None

    def go_on(self) -> None:
        answer, self._pause = self._pause, None
        if answer is not None:
            answer.set(True)

    def elicit(self, request: ElicitRequest, answer: Answer[ElicitAnswer], server: str) -> None:
        """Show the server's question; the answer is set when the person answers it."""
        if answer.answered:
            return
        # The answer is handed over directly, never through a signal: a Qt connection to a
        # method of this plain object would follow it into the thread where it dies.
        dialog = ElicitDialog(request, server, self.window, answer=answer.set)
        dialog.finished.connect(lambda _code, d=dialog: self._forget(d))
        self.dialogs.append(dialog)
        dialog.show()  # (a new window comes up in front, with the focus)

    def _forget(self, dialog: ElicitDialog) -> None:
        if dialog in self.dialogs:
            self.dialogs.remove(dialog)

    def cancel_all(self) -> None:
        """No to every open question; their dialogs closed."""
        answer, self._pause = self._pause, None
        if answer is not None:
            answer.cancel()
        for dialog in list(self.dialogs):
            dialog.reject()  # "cancel", and the dialog closes (and is deleted)
        self.dialogs.clear()

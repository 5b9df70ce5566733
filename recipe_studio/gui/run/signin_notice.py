"""While a connection waits for the person to sign in in the browser, the window says so.

The sign-in page opens in the system browser, where the window cannot follow it; without a
word, a run that waits for it looks stuck. Core tells every sign-in wait
(:func:`~recipe_studio.core.mcp_client.signin.watch_sign_ins`, from a connection's
thread); this shows "Finish signing in to … in your browser; Recipe Studio waits." in the
status bar (screen readers hear it) until the wait ends — signed in, refused, timed out,
or the run stopped with *Stop*, which keeps working the whole time.
"""

from __future__ import annotations

import functools
from collections import Counter
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject

from recipe_studio.core.mcp_client.signin import watch_sign_ins
from recipe_studio.core.messages import message
from recipe_studio.gui.texts import announce, message_text

if TYPE_CHECKING:
    from PySide6.QtWidgets import QStatusBar

    from recipe_studio.gui.run.relay import Relay


class SignInNotice(QObject):
    """The status bar's sentence for the sign-ins being waited for (see the module)."""

    def __init__(self, relay: Relay, status_bar: QStatusBar, parent: QObject) -> None:
        super().__init__(parent)
        self.status_bar = status_bar
        self._post = relay.post
        #: The servers whose sign-in page is open (a server may be connected twice).
        self._waiting: Counter[str] = Counter()
        self._shown = ""
        self._forget = watch_sign_ins(self._told)
        self.destroyed.connect(self._forget)

    def _told(self, server_url: str, waiting: bool) -> None:
        """From a connection's thread: handed to the GUI thread."""
        self._post(functools.partial(self._update, server_url, waiting))

    def _update(self, server_url: str, waiting: bool) -> None:
        if waiting:
            self._waiting[server_url] += 1
        elif self._waiting[server_url] > 0:
            self._waiting[server_url] -= 1
        self._waiting += Counter()  # drops the servers no longer waited for
        self._show()

    def _show(self) -> None:
        urls = list(self._waiting)
        text = message_text(message("signin_waiting", url=urls[-1])) if urls else ""
        if text == self._shown:
            return
        if text:
            self.status_bar.showMessage(text)  # no time-out: the wait may last minutes
            announce(self.status_bar, text)
        elif self.status_bar.currentMessage() == self._shown:
            self.status_bar.clearMessage()  # (unless something newer replaced it)
        self._shown = text

    def shutdown(self) -> None:
        self._forget()

"""Python's garbage collector runs only on the GUI thread.

Left automatic, a collection starts in whichever thread happens to allocate — the run
worker or an MCP connection's event-loop thread — and then frees Qt wrappers caught in
reference cycles there, which crashes Qt (seen as a segfault "Garbage-collecting" in an
asyncio thread). So automatic collection is switched off and a timer on the GUI thread
collects when Python's own thresholds say it is time, as it would have.
"""

from __future__ import annotations

import gc

from PySide6.QtCore import QObject, QTimer

#: How often the GUI thread checks whether a collection is due.
CHECK_MS = 500


class GuiThreadCollector(QObject):
    def __init__(self, parent: QObject) -> None:
        super().__init__(parent)
        self.thresholds = gc.get_threshold()
        self.timer = QTimer(self)
        self.timer.setInterval(CHECK_MS)
        self.timer.timeout.connect(self.check)
        self.start()

    def start(self) -> None:
        gc.disable()
        self.timer.start()

    def stop(self) -> None:
        """Automatic collection again (when no Qt object outlives the next collection)."""
        self.timer.stop()
        gc.enable()

    def check(self) -> None:
        """Collect the oldest generation whose count passed its threshold."""
        counts = gc.get_count()
        for generation in (2, 1, 0):
            if counts[generation] > self.thresholds[generation]:
                gc.collect(generation)
                return


def collect_on_gui_thread(app: QObject) -> GuiThreadCollector:
    """Install the policy for the life of ``app`` (the QApplication)."""
    existing = app.findChild(GuiThreadCollector)
    if existing is None:
        return GuiThreadCollector(app)
    existing.start()
    return existing

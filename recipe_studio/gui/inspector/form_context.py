"""What the argument form needs from the inspector around it, and its few words."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, Protocol

from PySide6.QtWidgets import QDoubleSpinBox, QFormLayout, QLabel, QWidget

from recipe_studio.core.references import JsonPath, Reference
from recipe_studio.gui.i18n import translator

if TYPE_CHECKING:
    from recipe_studio.core.model import Dialect
    from recipe_studio.core.reference_names import ReferenceNames

tr = translator("ArgumentForm")

#: What a picker does with the chosen reference (default: insert it into the argument).
Choose = Callable[[Reference], None]


class FormContext(Protocol):
    """What the form needs from the inspector around it."""

    @property
    def dialect(self) -> Dialect: ...

    def set_value(self, path: JsonPath, value: Any, merge: bool) -> None: ...
    def remove_value(self, path: JsonPath) -> None: ...
    def pick_param(
        self,
        anchor: QWidget,
        schema: dict[str, Any] | None,
        path: JsonPath,
        choose: Choose | None = None,
    ) -> None: ...
    def pick_step(self, anchor: QWidget, path: JsonPath, choose: Choose | None = None) -> None: ...
    def reference_names(self) -> ReferenceNames | None: ...


def note_label(code: str) -> QLabel:
    """What an argument does for this profile (core's note code), under its field."""
    texts = {
        "confirm_runs": tr(
            "Set to yes, this step runs without showing its preview first (this platform "
            "revision keeps it). The run still asks once before it starts."
        ),
    }
    label = QLabel(texts.get(code, ""))
    label.setWordWrap(True)
    label.setObjectName("argumentNote")
    return label


def wait_page(changed: Callable[[float], None]) -> tuple[QWidget, QDoubleSpinBox]:
    """The inspector's page for a wait step: its seconds, and what a wait does."""
    words = translator("StepInspector")
    page = QWidget()
    form = QFormLayout(page)
    seconds = QDoubleSpinBox()
    seconds.setRange(0, 86400)
    seconds.setDecimals(1)
    seconds.setSuffix(" s")
    seconds.setAccessibleName(words("Wait seconds"))
    seconds.valueChanged.connect(changed)
    form.addRow(words("Pause for"), seconds)
    note = QLabel(words("The run waits here; Stop cancels the wait at once."))
    note.setWordWrap(True)  # a long translation must not widen the whole inspector
    form.addRow("", note)
    return page, seconds

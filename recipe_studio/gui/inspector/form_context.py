"""What the argument form needs from the inspector around it."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Protocol

from PySide6.QtWidgets import QWidget

from recipe_studio.core.model import Dialect
from recipe_studio.core.references import JsonPath, Reference

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

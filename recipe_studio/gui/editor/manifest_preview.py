"""A read-only view of the exact JSON that saving or exporting would produce.

It reads with references as tokens ("Step 2 › date") by default; "Show raw JSON" shows
the text exactly as it is written, ``${steps[1].result.date}`` included.
"""

from __future__ import annotations

import json
from typing import TYPE_CHECKING

from PySide6.QtGui import QFontDatabase, QGuiApplication
from PySide6.QtWidgets import (
    QCheckBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QTextEdit,
    QVBoxLayout,
    QWidget,
)

from recipe_studio.core.library.saving import apply_save_rules
from recipe_studio.core.references import ParamRef, StepRef, custom_reference
from recipe_studio.core.summary import Piece, text_pieces
from recipe_studio.gui.fields.tokens import fill_readable
from recipe_studio.gui.i18n import translator

if TYPE_CHECKING:
    from recipe_studio.core.model import Dialect
    from recipe_studio.gui.recipe.session import EditorSession

tr = translator("ManifestPreview")


def saved_manifest(session: EditorSession) -> tuple[dict[str, object], str]:
    """The manifest as ``recipe_save`` would store it, and a note on what the rules changed."""
    profile = session.document.profile
    normalized = apply_save_rules(session.document.recipe, profile)
    notes = []
    if normalized.confirm_removed_steps:
        notes.append(tr("confirm removed from %n step(s)", normalized.confirm_removed_steps))
    if normalized.note_ids_dropped:
        notes.append(tr("note_id dropped from %n step(s)", normalized.note_ids_dropped))
    return profile.write(normalized.recipe), "; ".join(notes)


class ManifestPreview(QWidget):
    def __init__(self, session: EditorSession, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        #: The exact JSON (what Copy copies, whichever way it is shown).
        self.json_text = ""
        self._stale = True  # made when first shown
        layout = QVBoxLayout(self)
        top = QHBoxLayout()
        self.note = QLabel()
        self.note.setWordWrap(True)
        top.addWidget(self.note, 1)
        self.text = QTextEdit()
        self.raw = QCheckBox(tr("Show raw JSON"))
        self.raw.setToolTip(tr("References as they are written, e.g. ${steps[0].result.date}"))
        self.raw.toggled.connect(lambda _on: self.refresh())
        top.addWidget(self.raw)
        copy = QPushButton(tr("Copy"))
        copy.setAccessibleName(tr("Copy the manifest"))
        copy.clicked.connect(lambda: QGuiApplication.clipboard().setText(self.json_text))
        top.addWidget(copy)
        layout.addLayout(top)
        self.text.setReadOnly(True)
        self.text.setAcceptRichText(False)
        self.text.setAccessibleName(tr("Manifest JSON"))
        self.text.setFont(QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont))
        layout.addWidget(self.text, 1)
        session.document.changed.connect(self.refresh)
        self.refresh()

    def refresh(self) -> None:
        # A hidden preview is made when it is shown: laid out, a long recipe's JSON text
        # costs more memory than the recipe (a 10,000-step one: about 25 MB), and each edit
        # would redo it for a tab nobody is looking at.
        if not self.isVisible():
            self._stale = True
            return
        manifest, note = saved_manifest(self.session)
        profile = self.session.document.profile
        head = tr("What saving for {profile} produces.").format(profile=profile.title)
        self.note.setText(
            head + (" " + tr("Save rules applied: {notes}.").format(notes=note) if note else "")
        )
        bar = self.text.verticalScrollBar().value()
        self.json_text = json.dumps(manifest, indent=2, ensure_ascii=False)
        if self.raw.isChecked():
            self.text.setPlainText(self.json_text)
        else:
            pieces = readable_json(manifest, profile.dialect)
            fill_readable(self.text.document(), pieces, self.session.reference_names())
        self.text.verticalScrollBar().setValue(bar)
        self._stale = False

    def showEvent(self, event: object) -> None:  # QWidget.showEvent
        super().showEvent(event)  # type: ignore[arg-type]
        if self._stale:
            self.refresh()


#: Stands in for a custom tool's reference object while the JSON text is made.
_MARK = "\u2063ref{}\u2063"


def readable_json(manifest: dict[str, object], dialect: Dialect) -> list[Piece]:
    """The manifest's JSON text as pieces: references (in strings, or a custom tool's
    reference objects) apart, to be drawn as tokens."""
    if dialect == "template":
        return text_pieces(json.dumps(manifest, indent=2, ensure_ascii=False), "template")
    refs: list[Piece] = []

    def mark(value: object) -> object:
        if isinstance(value, dict):
            ref = custom_reference(value)
            if isinstance(ref, ParamRef | StepRef):
                refs.append(ref)
                return _MARK.format(len(refs) - 1)
            return {k: mark(v) for k, v in value.items()}
        if isinstance(value, list):
            return [mark(v) for v in value]
        return value

    text = json.dumps(mark(manifest), indent=2, ensure_ascii=False)
    pieces: list[Piece] = []
    for number, chunk in enumerate(text.split(f'"{_MARK[0]}ref')):
        if number:
            index, _, rest = chunk.partition(f'{_MARK[0]}"')
            pieces.append(refs[int(index)])
            chunk = rest
        if chunk:
            pieces.append(chunk)
    return pieces

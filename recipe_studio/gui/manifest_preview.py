"""A read-only view of the exact JSON that saving or exporting would produce."""

from __future__ import annotations

import json

from PySide6.QtGui import QFontDatabase, QGuiApplication
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPlainTextEdit, QPushButton, QVBoxLayout, QWidget

from recipe_studio.core.library.saving import apply_save_rules
from recipe_studio.gui.i18n import translator
from recipe_studio.gui.session import EditorSession

tr = translator("ManifestPreview")


def saved_manifest(session: EditorSession) -> tuple[dict[str, object], str]:
    """The manifest as ``recipe_save`` would store it, and a note on what the rules changed."""
    profile = session.document.profile
    normalized = apply_save_rules(session.document.recipe, profile)
    notes = []
    if normalized.confirm_removed_steps:
        notes.append(
            tr("confirm removed from {n} step(s)").format(n=normalized.confirm_removed_steps)
        )
    if normalized.note_ids_dropped:
        notes.append(tr("note_id dropped from {n} step(s)").format(n=normalized.note_ids_dropped))
    return profile.write(normalized.recipe), "; ".join(notes)


class ManifestPreview(QWidget):
    def __init__(self, session: EditorSession, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        layout = QVBoxLayout(self)
        top = QHBoxLayout()
        self.note = QLabel()
        self.note.setWordWrap(True)
        top.addWidget(self.note, 1)
        self.text = QPlainTextEdit()
        copy = QPushButton(tr("Copy"))
        copy.setAccessibleName(tr("Copy the manifest"))
        copy.clicked.connect(lambda: QGuiApplication.clipboard().setText(self.text.toPlainText()))
        top.addWidget(copy)
        layout.addLayout(top)
        self.text.setReadOnly(True)
        self.text.setAccessibleName(tr("Manifest JSON"))
        self.text.setFont(QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont))
        layout.addWidget(self.text, 1)
        session.document.changed.connect(self.refresh)
        self.refresh()

    def refresh(self) -> None:
        # isEmpty, not toPlainText(): copying out the whole text on every edit of a hidden
        # preview made each edit cost as much as the recipe is long.
        if not self.isVisible() and not self.text.document().isEmpty():
            self._stale = True
            return
        manifest, note = saved_manifest(self.session)
        profile = self.session.document.profile
        head = tr("What saving for {profile} produces.").format(profile=profile.title)
        self.note.setText(
            head + (" " + tr("Save rules applied: {notes}.").format(notes=note) if note else "")
        )
        bar = self.text.verticalScrollBar().value()
        self.text.setPlainText(json.dumps(manifest, indent=2, ensure_ascii=False))
        self.text.verticalScrollBar().setValue(bar)
        self._stale = False

    def showEvent(self, event: object) -> None:  # QWidget.showEvent
        super().showEvent(event)  # type: ignore[arg-type]
        if getattr(self, "_stale", False):
            self.refresh()

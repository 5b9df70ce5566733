"""A rehearsal's step not sent, in the Run panel: the arguments it would have been sent,
each one that has references read as written with the value filled in (``Brief ⟨Step 1 ›
Date⟩ = Brief 2026-12-02``), its references drawn as tokens named by titles."""

from __future__ import annotations

from typing import TYPE_CHECKING

from recipe_studio.core.summary import filled_arg_pieces, pieces_text
from recipe_studio.gui.fields.pieces_delegate import (
    NAMES_ROLE,
    PIECES_ROLE,
    Index,
    PiecesDelegate,
)
from recipe_studio.gui.fields.tokens import pieces_tooltip
from recipe_studio.gui.i18n import translator
from recipe_studio.gui.run.result_items import add_json
from recipe_studio.gui.texts import reference_words

if TYPE_CHECKING:
    from PySide6.QtCore import QSize
    from PySide6.QtWidgets import QStyleOptionViewItem, QTreeWidget, QTreeWidgetItem

    from recipe_studio.core.engine import StepOutcome
    from recipe_studio.core.reference_names import ReferenceNames

tr = translator("RunPanel")


class TokenRows(PiecesDelegate):
    """Pills in a tree's rows: a row with tokens is as tall as a pill needs (the steps
    table's rows)."""

    def sizeHint(self, option: QStyleOptionViewItem, index: Index) -> QSize:  # (Qt's)
        size = super().sizeHint(option, index)
        if index.data(PIECES_ROLE):
            size.setHeight(max(size.height(), option.fontMetrics.height() + 10))
        return size


def draw_tokens(tree: QTreeWidget) -> None:
    """Values with :data:`PIECES_ROLE` in the tree's value column are drawn with pills."""
    tree.setItemDelegateForColumn(1, TokenRows(tree))


def show_would_send(
    item: QTreeWidgetItem, outcome: StepOutcome, names: ReferenceNames | None = None
) -> None:
    """Under a step not sent: its would-be arguments (the row made when the step started,
    or a new one for a run read back from its record), each as written and filled in
    (``names``: the recipe's titles, which its tokens read by)."""
    if outcome.status != "not_sent" or outcome.args is None:
        return
    sent, would = tr("arguments sent"), tr("would be sent (not sent)")
    children = [item.child(i) for i in range(item.childCount())]
    row = next((c for c in children if c is not None and c.text(0) in (sent, would)), None)
    if row is None:
        row = add_json(item, would, outcome.args, None, (), outcome.tool, arguments=True)
    row.setText(0, would)
    row.setExpanded(True)
    if outcome.written is None:
        return
    words = reference_words()
    for index in range(row.childCount()):
        child = row.child(index)
        name = child.toolTip(0) if child is not None else ""
        if child is None or name not in outcome.written.args or name not in outcome.args:
            continue
        pieces = filled_arg_pieces(
            outcome.written.args[name], outcome.args[name], outcome.written.dialect
        )
        if any(not isinstance(piece, str) for piece in pieces):
            text = pieces_text(pieces, words, names)
            child.setText(1, text)
            child.setToolTip(1, pieces_tooltip(pieces, names))  # the fields' keys too
            child.setData(1, PIECES_ROLE, pieces)
            child.setData(1, NAMES_ROLE, names)

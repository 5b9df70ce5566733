"""A step's arguments as written beside the values filled in (a rehearsal's step not sent)."""

from __future__ import annotations

from recipe_studio.core.references import ParamRef, StepRef
from recipe_studio.core.summary import filled_pieces, pieces_text


def test_each_reference_reads_with_the_value_it_gave() -> None:
    written = {"title": "Brief ${steps[0].result.date}", "count": "${n}", "tag": "x"}
    sent = {"title": "Brief 2026-12-02", "count": 3, "tag": "x"}
    pieces = filled_pieces(written, sent, "template")
    assert pieces == [
        "title: Brief ",
        StepRef(index=0, path=("date",)),
        " = Brief 2026-12-02, count: ",
        ParamRef(name="n"),
        " = 3, tag: x",
    ]
    assert pieces_text(pieces) == (
        "title: Brief ⟨Step 1 › date⟩ = Brief 2026-12-02, count: ⟨n⟩ = 3, tag: x"
    )


def test_values_sent_are_never_read_as_references() -> None:
    # A parameter's value may hold "${" as text: it is shown as it is, not as a token.
    written = {"text": "${who}", "confirm": True}
    sent = {"text": "${steps[0].result}", "nested": {"a": ["${x}", None]}}
    assert pieces_text(filled_pieces(written, sent, "template")) == (
        "text: ⟨who⟩ = ${steps[0].result}, nested: {a: [${x}, null]}"
    )


def test_custom_dialect_references() -> None:
    written = {"to": {"$step": "s1", "path": "id"}}
    pieces = filled_pieces(written, {"to": 7}, "custom")
    assert isinstance(pieces[1], StepRef)
    assert pieces[-1] == " = 7"

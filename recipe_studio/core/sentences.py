"""A tool step as a sentence: "Create a note “Brief ⟨Step 1 › date⟩” with the text “…”".

The words come from the catalogs (:class:`~recipe_studio.core.titles.ToolWords`): the
tool's title, then its *sentence* — clauses in the UI language with ``{argument}`` slots
(``["{note_name}", "with the text {body}"]``). A clause whose arguments are not all
given is left out; the first clause is kept when its slot is empty ("…"). Arguments no
clause names follow as "Argument title “value”", and a tool without a sentence reads
as its title and those. Text values are quoted, references stay tokens (pieces), choices
read as their titles, true/false as yes/no. The few joining words (quotes, yes, no, the
separator) are given by the caller in the UI language: core makes no English here.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import TYPE_CHECKING

from recipe_studio.core.summary import Piece, _add, text_pieces, value_pieces
from recipe_studio.core.titles import ToolWords, choice_title

if TYPE_CHECKING:
    from collections.abc import Callable, Mapping

    from recipe_studio.core.model import Dialect, ToolStep

_SLOT = re.compile(r"\{(\w+)\}")


@dataclass(frozen=True)
class SentenceWords:
    """The joining words of a sentence, in the UI language."""

    open_quote: str = "“"
    close_quote: str = "”"
    yes: str = "yes"
    no: str = "no"
    separator: str = ", "
    #: What an empty first slot shows.
    missing: str = "…"

    @classmethod
    def translated(cls, said: Callable[[str], str]) -> SentenceWords:
        """These words in a language: ``said`` gives each English one's translation
        (the window's and the command line's, from the same ``Words`` catalog)."""
        return cls(**{field: said(text) for field, text in JOINING_WORDS.items()})


#: The English joining words a language translates (context ``Words``), by field.
JOINING_WORDS = {"open_quote": "“", "close_quote": "”", "yes": "yes", "no": "no", "separator": ", "}


def step_sentence(
    step: ToolStep,
    words: ToolWords,
    dialect: Dialect,
    joins: SentenceWords | None = None,
    *,
    with_title: bool = False,
) -> list[Piece]:
    """``step`` read as a sentence (after its title, or with it: ``with_title``)."""
    joins = joins or SentenceWords()
    pieces: list[Piece] = []
    if with_title and step.tool:
        _add(pieces, words.tool(step.tool))
    used: set[str] = set()
    for number, clause in enumerate(words.sentence(step.tool)):
        slots = _SLOT.findall(clause)
        if number and any(slot not in step.args for slot in slots):
            continue
        if not number and slots and not any(slot in step.args for slot in slots):
            continue
        used.update(slots)
        if not clause.startswith((",", ";", ".", ":", ")")):
            _space(pieces)
        _clause(pieces, clause, step, words, dialect, joins)
    rest = [name for name in step.args if name not in used]
    for number, name in enumerate(rest):
        if number or used:
            _add(pieces, joins.separator)
        else:
            _space(pieces)
        _add(pieces, words.argument(step.tool, name) + " ")
        _extend(pieces, argument_pieces(step, name, words, dialect, joins))
    return pieces


def argument_pieces(
    step: ToolStep, name: str, words: ToolWords, dialect: Dialect, joins: SentenceWords
) -> list[Piece]:
    """One argument's value as a sentence shows it."""
    if name not in step.args:
        return [joins.missing]
    value = step.args[name]
    schema = words.argument_schema(step.tool, name)
    title = choice_title(schema, value, words.language)
    if title is not None:
        return [title]
    if isinstance(value, bool):
        return [joins.yes if value else joins.no]
    if isinstance(value, str):
        inner = text_pieces(_one_line(value), dialect)
        if len(inner) == 1 and not isinstance(inner[0], str):
            return inner  # a reference alone is its token, unquoted
        return (
            [joins.open_quote, *inner, joins.close_quote]
            if inner
            else [joins.open_quote + joins.close_quote]
        )
    return value_pieces(value, dialect)


def _clause(
    pieces: list[Piece],
    clause: str,
    step: ToolStep,
    words: ToolWords,
    dialect: Dialect,
    joins: SentenceWords,
) -> None:
    position = 0
    for match in _SLOT.finditer(clause):
        _add(pieces, clause[position : match.start()])
        _extend(pieces, argument_pieces(step, match.group(1), words, dialect, joins))
        position = match.end()
    _add(pieces, clause[position:])


def _one_line(text: str) -> str:
    """Several lines read as one in a sentence (the inspector shows them all)."""
    return " ⏎ ".join(line for line in text.strip().splitlines() if line.strip())


def _space(pieces: list[Piece]) -> None:
    if pieces and not (isinstance(pieces[-1], str) and pieces[-1].endswith(" ")):
        _add(pieces, " ")


def _extend(pieces: list[Piece], more: list[Piece]) -> None:
    for piece in more:
        if isinstance(piece, str):
            _add(pieces, piece)
        else:
            pieces.append(piece)


def sentence_text(pieces: list[Piece], reference_words: Mapping[str, str] | None = None) -> str:
    """The sentence as plain text, references as ``⟨tokens⟩``."""
    from recipe_studio.core.summary import pieces_text

    return pieces_text(pieces, reference_words) if reference_words else pieces_text(pieces)


__all__ = ["SentenceWords", "argument_pieces", "sentence_text", "step_sentence"]

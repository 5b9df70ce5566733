"""Recorded calls and what the draft made of them, in the UI language.

Core gives codes and values (:mod:`recipe_studio.core.recording`); the sentences are
made here: a call's tool title and arguments as words, why a call is not a step, and
why a value became a reference or a param.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from recipe_studio.core.catalog import Catalog
from recipe_studio.core.reference_names import ReferenceNames, reference_names
from recipe_studio.core.references import JsonPath, StepRef, describe_reference, value_as_text
from recipe_studio.core.titles import argument_title, tool_title
from recipe_studio.gui.i18n import translator, ui_locale
from recipe_studio.gui.texts import reference_words
from recipe_studio.gui.words import tool_words

if TYPE_CHECKING:
    from recipe_studio.core.recording.draft import CallChoice, Draft
    from recipe_studio.core.recording.links import Link
    from recipe_studio.core.recording.offers import Offer
    from recipe_studio.core.recording.store import RecordedCall

tr = translator("Recording")
MAX_VALUE_CHARS = 60


def _language() -> str:
    return ui_locale().name().split("_")[0]


def when_text(iso: str) -> str:
    """An ISO 8601 time as the local date and time, short, in the UI language."""
    from datetime import datetime

    from PySide6.QtCore import QDateTime, QLocale

    try:
        moment = datetime.fromisoformat(iso.replace("Z", "+00:00"))
    except ValueError:
        return iso[:16].replace("T", " ")
    local = QDateTime.fromSecsSinceEpoch(int(moment.timestamp())).toLocalTime()
    return ui_locale().toString(local, QLocale.FormatType.ShortFormat)


def tool_entries(tools: list[dict[str, Any]] | None) -> dict[str, dict[str, Any]]:
    """The recorded tool list by name (what titles are read from)."""
    return {str(t.get("name")): t for t in tools or [] if isinstance(t, dict)}


def call_tool_title(call: RecordedCall, entries: Mapping[str, Mapping[str, Any]]) -> str:
    entry = entries.get(call.tool)
    if entry is not None and "title" not in entry:
        annotations = entry.get("annotations")
        if isinstance(annotations, Mapping) and isinstance(annotations.get("title"), str):
            entry = {**entry, "title": annotations["title"]}
    return tool_title(call.tool, entry, _language())


def _short(value: Any) -> str:
    if isinstance(value, bool):
        return tr("yes") if value else tr("no")
    text = value_as_text(value).replace("\n", " ")
    return text if len(text) <= MAX_VALUE_CHARS else text[: MAX_VALUE_CHARS - 1] + "…"


def arguments_in_words(call: RecordedCall, entries: Mapping[str, Mapping[str, Any]]) -> str:
    """``Note name: Brief 2026-12-01 · Body: Three things``; "no arguments" when none."""
    entry = entries.get(call.tool) or {}
    schema = entry.get("inputSchema") if isinstance(entry, Mapping) else None
    properties = schema.get("properties", {}) if isinstance(schema, Mapping) else {}
    parts = [
        f"{argument_title(key, properties.get(key), _language())}: {_short(value)}"
        for key, value in call.arguments.items()
    ]
    return " · ".join(parts) if parts else tr("no arguments")


def outcome_text(choice: CallChoice) -> str:
    """What happened to the call, and whether it is a step of the draft."""
    status = {
        "ok": tr("Done"),
        "failed": tr("Failed"),
        "cancelled": tr("Cancelled"),
        "pending": tr("No answer yet"),
    }.get(choice.call.status, choice.call.status)
    if choice.step is not None:
        return tr("{status} — step {n}").format(status=status, n=choice.step + 1)
    if choice.reason == "repeat":
        return tr("{status} — left out: the same as call {n}").format(
            status=status, n=choice.values.get("of", "?")
        )
    return tr("{status} — left out").format(status=status)


def draft_names(draft: Draft) -> ReferenceNames:
    """What the draft's references are called: its result fields by the titles the
    recorded tools give them, in the UI language."""
    recipe = draft.recipe
    catalog = draft.catalog if isinstance(draft.catalog, Catalog) else None
    return reference_names(recipe.steps, recipe.params, tool_words(catalog))


def _field_words(step: int, path: JsonPath, names: ReferenceNames) -> str:
    """A field of step ``step``'s result, without the step ("Date", "Notes › first")."""
    ref = StepRef(index=step, path=path)
    return describe_reference(ref, reference_words(), names).split(" › ", 1)[-1]


def _argument_words(draft: Draft, step: int, path: JsonPath) -> str:
    tool = getattr(draft.recipe.steps[step], "tool", "")
    info = draft.catalog.get(tool) if isinstance(draft.catalog, Catalog) else None
    properties = (info.input_schema.get("properties") or {}) if info is not None else {}
    key = next((part for part in path if isinstance(part, str)), "")
    return argument_title(key, properties.get(key), _language()) if key else tr("value")


def link_text(draft: Draft, link: Link, names: ReferenceNames | None = None) -> str:
    """ "Step 2, Note name: Step 1 › Date — it contains Step 1's Date." (and the like;
    ``names``: the draft's, made once for all its links)."""
    names = names if names is not None else draft_names(draft)
    token = describe_reference(link.ref, reference_words(), names)
    source = int(link.values["source"])
    values = {
        "step": link.step + 1,
        "argument": _argument_words(draft, link.step, link.path),
        "token": token,
        "source": link.values["source"],
        "field": _field_words(source - 1, tuple(link.values["field"]), names),
    }
    if link.code == "same_value":
        template = tr(
            "Step {step}, {argument}: {token} — the same text as Step {source}'s {field}."
        )
    else:
        template = tr("Step {step}, {argument}: {token} — it contains Step {source}'s {field}.")
    return template.format(**values)


def offer_text(draft: Draft, offer: Offer) -> str:
    why = {
        "param_date": tr("a date, which will be another one next time"),
        "param_email": tr("an e-mail address you may want to change"),
        "param_name": tr("a name you may want to change"),
        "param_number": tr("a number you typed"),
    }.get(offer.code, "")
    return tr("Step {steps}, {argument}: the param “{param}” (recorded: {value}) — {why}.").format(
        steps=", ".join(str(step + 1) for step in offer.steps),
        argument=_argument_words(draft, offer.steps[0], offer.path),
        param=offer.param,
        value=_short(offer.values.get("value")),
        why=why,
    )


def findings_text(draft: Draft) -> str:
    """Everything the draft found, one sentence a line (a line saying so when nothing)."""
    head = tr(
        "The draft has %n step(s); nothing is saved until you save it.", len(draft.recipe.steps)
    )
    lines = [head]
    if draft.confirm_removed:
        lines.append(
            tr(
                "“Confirm” was removed from %n step(s): a step cannot confirm itself.",
                draft.confirm_removed,
            )
        )
    names = draft_names(draft)
    lines += [link_text(draft, link, names) for link in draft.links]
    lines += [offer_text(draft, offer) for offer in draft.offers]
    if not draft.links and not draft.offers:
        lines.append(tr("No value came from an earlier step, and none looks like one to change."))
    return "\n".join(lines)

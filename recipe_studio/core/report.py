"""A test report: one self-contained HTML page about one run, to attach to a ticket.

:func:`build_report` turns a recipe and its :class:`~recipe_studio.core.engine.RunResult`
into plain data (:class:`TestReport`), every text already in the reader's language: the
words come from :data:`~recipe_studio.core.messages.RUN_MESSAGES` through ``translate``
(the window passes Qt's translator; the command line none, so English).
:func:`render_html` writes the page; every value is escaped, images are inline
(``data:`` URIs), nothing is fetched from anywhere. The window also prints the same page
to PDF through Qt.
"""

from __future__ import annotations

import html
import json
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from recipe_studio import __version__
from recipe_studio.core.checks import summary_message
from recipe_studio.core.engine.drift import english_date
from recipe_studio.core.engine.notes import check_lines, step_notes
from recipe_studio.core.messages import Message, Translate, message, render
from recipe_studio.core.model import Recipe, ToolStep, WaitStep
from recipe_studio.core.references import REFERENCE_WORDS
from recipe_studio.core.summary import filled_pieces, pieces_text
from recipe_studio.core.titles import tool_title

if TYPE_CHECKING:
    from collections.abc import Callable, Mapping

    from recipe_studio.core.catalog import Catalog
    from recipe_studio.core.engine.results import RunResult, StepOutcome
    from recipe_studio.core.references import ReferenceNaming

    #: A token's words, and the recipe's titles its references read by.
    Words = tuple[Mapping[str, str], ReferenceNaming | None]

#: Image types shown inline (anything else is listed by type and size).
INLINE_IMAGES = ("image/png", "image/jpeg", "image/gif", "image/webp")


@dataclass(frozen=True)
class ReportCheck:
    #: ``passed``, ``failed`` or ``not_checked`` (a CSS class).
    status: str
    text: str


@dataclass
class ReportStep:
    number: int
    title: str
    status: str
    #: ``ok``, ``failed``, ... (a CSS class).
    status_code: str
    args_label: str = ""
    args: str = ""
    #: A step not sent: its arguments as written, each reference with its value.
    as_written: str = ""
    result_label: str = ""
    result: str = ""
    #: (MIME type, base64 data) of images in the answer.
    images: list[tuple[str, str]] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)
    checks: list[ReportCheck] = field(default_factory=list)
    error: str = ""
    time: str = ""


@dataclass
class TestReport:
    language: str
    title: str
    headline: str
    rehearsal: bool
    facts: list[tuple[str, str]]
    params_label: str
    params: list[tuple[str, str]]
    steps_label: str
    steps: list[ReportStep]
    checks_summary: str
    footer: str


def _json(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False, indent=2, default=str)


def build_report(
    recipe: Recipe,
    result: RunResult,
    *,
    catalog: Catalog | None = None,
    translate: Translate | None = None,
    words: Mapping[str, str] = REFERENCE_WORDS,
    date: Callable[[str], str] = english_date,
    language: str = "en",
    names: ReferenceNaming | None = None,
) -> TestReport:
    """The report's data, in the language ``translate`` gives (English without it);
    ``names``: the recipe's titles, which its params and references are read by."""

    def say(msg: Message) -> str:
        return render(msg, translate)

    def said(code: str, **values: Any) -> str:
        return say(message(code, **values))

    note = result.rehearsal_note()
    headline = say(note) if note is not None else said("report_real_run")
    if result.error_message is not None:
        headline += " " + say(result.error_message)
    seconds = f"{result.duration_ms / 1000:.1f}"
    facts = [
        (said("report_when"), f"{date(result.started_at)} {result.started_at[11:19]} UTC"),
        (said("report_duration"), said("report_seconds", seconds=seconds)),
        (said("report_target"), result.profile),
    ]
    summary = summary_message(result.checks)
    steps = [
        _step(recipe, index, result, catalog, say, said, (words, names), date)
        for index in range(len(recipe.steps))
    ]
    return TestReport(
        language=language,
        title=said("report_title", name=recipe.name),
        headline=headline,
        rehearsal=result.rehearsal,
        facts=facts,
        params_label=said("report_params"),
        params=[
            ((names.param(name) if names else None) or name, _json(value))
            for name, value in result.params.items()
        ],
        steps_label=said("report_steps"),
        steps=steps,
        checks_summary=say(summary) if summary is not None else said("report_no_checks"),
        footer=said("report_footer", version=__version__),
    )


def _step(
    recipe: Recipe,
    index: int,
    result: RunResult,
    catalog: Catalog | None,
    say: Callable[[Message], str],
    said: Callable[..., str],
    words: Words,
    date: Callable[[str], str],
) -> ReportStep:
    step = recipe.steps[index]
    if isinstance(step, ToolStep):
        entry = catalog.get(step.tool) if catalog is not None and step.tool else None
        title = tool_title(step.tool, entry.model_dump() if entry is not None else None)
    elif isinstance(step, WaitStep):
        title = said("report_wait", seconds=step.seconds)
    else:
        title = said("report_unknown_step")
    status = result.status_of(index) or "outside"
    row = ReportStep(index + 1, title, say(message(f"step_status_{status}")), status)
    outcome = result.step(index)
    if outcome is None:
        return row
    _fill(row, outcome, say, said, words, date)
    return row


def _fill(
    row: ReportStep,
    outcome: StepOutcome,
    say: Callable[[Message], str],
    said: Callable[..., str],
    words: Words,
    date: Callable[[str], str],
) -> None:
    tokens, names = words
    if outcome.args is not None:
        not_sent = outcome.status == "not_sent"
        row.args_label = said("report_args_would" if not_sent else "report_args_sent")
        row.args = _json(outcome.args)
        if not_sent and outcome.written is not None:
            written = filled_pieces(outcome.written.args, outcome.args, outcome.written.dialect)
            row.as_written = said(
                "report_args_as_written", args=pieces_text(written, tokens, names)
            )
    if outcome.result is not None:
        example = outcome.stand_in is not None and outcome.stand_in != "pin"
        row.result_label = said("report_result_example" if example else "report_result")
        row.result = _json(outcome.result)
    for block in outcome.content or []:
        mime, data = block.get("mimeType"), block.get("data")
        if block.get("type") == "image" and mime in INLINE_IMAGES and isinstance(data, str):
            row.images.append((str(mime), data))
    row.notes = [say(note) for note in step_notes(outcome, tokens, date, names)]
    row.checks = [
        ReportCheck(check.status, say(line))
        for check, line in zip(
            outcome.checks, check_lines(outcome.checks, tokens, names), strict=True
        )
    ]
    if outcome.error_message is not None:
        row.error = say(outcome.error_message)
    row.time = said("report_step_time", ms=f"{outcome.duration_ms:.0f}")


_STYLE = """
body{font-family:system-ui,-apple-system,"Segoe UI",sans-serif;margin:2em;color:#222}
h1{font-size:1.5em}h2{font-size:1.2em;margin-top:1.5em}
.headline{padding:.6em 1em;border-radius:4px;background:#eef3ff}
.rehearsal .headline{background:#fff6dd}
table{border-collapse:collapse}td,th{border:1px solid #ccc;padding:.3em .6em;text-align:left;
vertical-align:top}
.step{border:1px solid #ccc;border-radius:4px;padding:.6em 1em;margin:.8em 0}
.status{font-weight:bold}.failed .status,.check-failed{color:#b00020}
.check-passed{color:#1b5e20}pre{background:#f6f6f6;padding:.5em;white-space:pre-wrap;
word-break:break-word}img{max-width:100%}.note{color:#555}footer{margin-top:2em;color:#777}
"""


def render_html(report: TestReport) -> str:
    """The page: every value escaped, images inline, no outside resources."""
    e = html.escape
    parts = [
        "<!DOCTYPE html>",
        f'<html lang="{e(report.language)}"><head><meta charset="utf-8">',
        f"<title>{e(report.title)}</title><style>{_STYLE}</style></head>",
        f'<body class="{"rehearsal" if report.rehearsal else "real"}">',
        f"<h1>{e(report.title)}</h1>",
        f'<p class="headline">{e(report.headline)}</p>',
        "<table>",
        *(f"<tr><th>{e(k)}</th><td>{e(v)}</td></tr>" for k, v in report.facts),
        "</table>",
        f"<h2>{e(report.params_label)}</h2>",
    ]
    if report.params:
        parts.append("<table>")
        parts += [f"<tr><th>{e(k)}</th><td><pre>{e(v)}</pre></td></tr>" for k, v in report.params]
        parts.append("</table>")
    parts.append(f"<h2>{e(report.steps_label)}</h2><p>{e(report.checks_summary)}</p>")
    parts += [_step_html(step) for step in report.steps]
    parts.append(f"<footer>{e(report.footer)}</footer></body></html>")
    return "\n".join(parts)


def _step_html(step: ReportStep) -> str:
    e = html.escape
    out = [
        f'<div class="step {e(step.status_code)}">',
        f"<h3>{step.number}. {e(step.title)}</h3>",
        f'<p><span class="status">{e(step.status)}</span> {e(step.time)}</p>',
    ]
    out += [f'<p class="note">{e(note)}</p>' for note in step.notes]
    if step.error:
        out.append(f'<p class="check-failed">{e(step.error)}</p>')
    if step.args_label:
        out.append(f"<p>{e(step.args_label)}</p>")
        if step.as_written:
            out.append(f'<p class="written">{e(step.as_written)}</p>')
        out.append(f"<pre>{e(step.args)}</pre>")
    if step.result_label:
        out.append(f"<p>{e(step.result_label)}</p><pre>{e(step.result)}</pre>")
    out += [
        f'<p><img alt="" src="data:{e(mime)};base64,{e(data)}"></p>' for mime, data in step.images
    ]
    if step.checks:
        out.append("<ul>")
        out += [f'<li class="check-{e(c.status)}">{e(c.text)}</li>' for c in step.checks]
        out.append("</ul>")
    out.append("</div>")
    return "\n".join(out)

"""Questions a run asks on the terminal: the values it lacks, the one confirmation, and
a server's questions.

Both are called from the run's worker thread while the main thread waits for signals, so
reading the terminal must notice a Ctrl-C: :class:`Terminal` reads a line with ``select``
(POSIX) and gives up as soon as the run's cancel token is set. Without a terminal nothing
is asked: the confirmation is refused (``--yes`` confirms up front) and a server's question
is declined (``--yes`` answers it with the defaults of its form). A param the run needs
and was not given (``--param``) is asked by its title, the person's words for it, with
its identifier in brackets (``Time zone [timezone]``; ``--json`` names identifiers only);
without a terminal it is not asked and the run says the value is needed.
"""

from __future__ import annotations

import json
import sys
from typing import TYPE_CHECKING, Any, TextIO

from recipe_studio.commands.common import say
from recipe_studio.commands.words import cli_text
from recipe_studio.core.mcp_client import (
    CancelToken,
    ElicitAnswer,
    ElicitField,
    ElicitRequest,
    default_answer,
    form_fields,
)
from recipe_studio.core.mcp_client.elicit import check_content
from recipe_studio.core.messages import message

if TYPE_CHECKING:
    from collections.abc import Mapping

    from recipe_studio.core.engine import PlannedAction
    from recipe_studio.core.model import Dialect, Param, Recipe
    from recipe_studio.core.profiles import Profile
    from recipe_studio.core.reference_names import ReferenceNames

#: What "yes" is typed as: English, French (« o », « oui ») and Turkish (« e », « evet »).
_YES = ("y", "yes", "o", "oui", "e", "evet")


class Terminal:
    """Line input from stdin that a cancelled run interrupts."""

    def __init__(self, token: CancelToken, stream: TextIO | None = None) -> None:
        self.token = token
        self.stream = stream

    @property
    def input(self) -> TextIO:
        return self.stream if self.stream is not None else sys.stdin

    @property
    def available(self) -> bool:
        try:
            return self.input.isatty()
        except (ValueError, OSError):
            return False

    def ask(self, prompt: str) -> str | None:
        """The answer typed, or ``None`` on end of input or when the run was stopped."""
        print(prompt, end="", file=sys.stderr, flush=True)
        if not self._wait_readable():
            return None
        line = self.input.readline()
        return None if not line or self.token.cancelled else line.rstrip("\n")

    def _wait_readable(self) -> bool:
        try:
            fileno = self.input.fileno()
        except (AttributeError, ValueError, OSError):
            return not self.token.cancelled  # no descriptor (a test's stream): read at once
        if sys.platform == "win32":  # pragma: no cover - select() takes sockets only there
            return not self.token.cancelled
        import select

        while not self.token.cancelled:
            ready, _, _ = select.select([fileno], [], [], 0.1)
            if ready:
                return True
        return False


def ask_missing_values(
    recipe: Recipe,
    profile: Profile,
    given: Mapping[str, str],
    terminal: Terminal,
    *,
    identifiers: bool = False,
) -> dict[str, str]:
    """``given`` and, asked on the terminal, a value for every param the run needs that
    it lacks (no value given, no default); each is asked again until it fits the param's
    type. Stops asking at the end of input (what was not answered stays missing)."""
    from recipe_studio.core.engine import is_required

    values = dict(given)
    missing = [
        param
        for param in recipe.params
        if param.name
        and param.name not in values
        and not param.has_default
        and is_required(param, profile)
    ]
    if not missing or not terminal.available:
        return values
    say(cli_text(message("run_values_asked")))
    for param in missing:
        typed = _ask_value(terminal, profile, param, identifiers)
        if typed is None:
            break
        values[param.name] = typed
    return values


def _ask_value(terminal: Terminal, profile: Profile, param: Param, identifiers: bool) -> str | None:
    """One param's value as typed (it fits the param's type), ``None`` at end of input."""
    from recipe_studio.core.engine.params import check_value
    from recipe_studio.core.param_words import param_explanation, param_label
    from recipe_studio.core.values import ParamValueError

    label = param.name if identifiers else param_label(param)
    explanation = "" if identifiers else param_explanation(param)
    if explanation:
        say(f"  {explanation}")
    kind = profile.type_kind(param.type)
    while True:
        typed = terminal.ask(f"  {label}: ")
        if typed is None:
            return None
        if not typed.strip():
            say(f"    {cli_text(message('param_needs_value', name=label))}")
            continue
        try:
            check_value(kind, typed, from_text=True)
        except ParamValueError as exc:
            say(f"    {cli_text(exc.message)}")
            continue
        return typed


def action_sentence(
    action: PlannedAction, dialect: Dialect, names: ReferenceNames | None = None
) -> str:
    """``Step 3: Delete a note “Plan” (answers with a preview)``: the step as a sentence,
    its tool and arguments named by their titles, references as ⟨tokens⟩ (``names``: the
    recipe's titles, which params and result fields read by)."""
    from recipe_studio.commands.words import (
        cli_reference_words,
        cli_sentence_words,
        cli_tool_words,
    )
    from recipe_studio.core.model import ToolStep
    from recipe_studio.core.sentences import step_sentence
    from recipe_studio.core.summary import pieces_text

    step = ToolStep(tool=action.tool, args=action.args)
    pieces = step_sentence(step, cli_tool_words(), dialect, cli_sentence_words(), with_title=True)
    text = pieces_text(pieces, cli_reference_words(), names)
    notes = [
        *([cli_text(message("confirm_unknown_tool"))] if action.unknown_tool else []),
        *([cli_text(message("confirm_previews"))] if action.previews else []),
    ]
    tail = f" ({', '.join(notes)})" if notes else ""
    return cli_text(message("confirm_step", n=action.index + 1, sentence=text.strip())) + tail


class Confirmer:
    """The ``confirm`` hook: lists the state-changing steps and asks once."""

    def __init__(
        self,
        terminal: Terminal,
        yes: bool,
        dialect: Dialect = "template",
        names: ReferenceNames | None = None,
    ) -> None:
        """``names``: the recipe's titles, which the steps' tokens read by."""
        self.terminal = terminal
        self.yes = yes
        self.dialect = dialect
        self.names = names
        #: Set when the run was refused because there was no terminal to ask on.
        self.no_terminal = False

    def __call__(self, actions: list[PlannedAction]) -> bool:
        if self.yes:
            return True
        say(cli_text(message("confirm_head", count=len(actions))))
        for action in actions:
            say(f"  {action_sentence(action, self.dialect, self.names)}")
        if not self.terminal.available:
            self.no_terminal = True
            say(f"recipe-studio: {cli_text(message('confirm_no_terminal'))}")
            return False
        answer = self.terminal.ask(cli_text(message("confirm_question")))
        if answer is not None and answer.strip().lower() in _YES:
            return True
        if answer is not None:
            say(cli_text(message("confirm_declined")))
        return False


class Elicitor:
    """The ``elicit`` hook: asks a server's question field by field on the terminal."""

    def __init__(self, terminal: Terminal, yes: bool, dialect: Dialect = "template") -> None:
        self.terminal = terminal
        self.yes = yes
        self.dialect = dialect

    def __call__(self, request: ElicitRequest) -> ElicitAnswer:
        asker = f"While running {request.tool!r}, the server" if request.tool else "The server"
        say(f"{asker} asks: {request.message}")
        if self.yes:
            answer = default_answer(request)
            if answer.action == "accept":
                say(f"  answered with the defaults (--yes): {json.dumps(answer.content)}")
            else:
                say("  declined: the question has no default answer (--yes)")
            return answer
        if not self.terminal.available:
            say(f"recipe-studio: {cli_text(message('elicitation_refused'))}")
            return ElicitAnswer.decline()
        if request.mode == "url":
            return self._url(request)
        content: dict[str, Any] = {}
        for item in form_fields(request.schema):
            value = self._field(item)
            if value is _CANCEL:
                return ElicitAnswer.cancel()
            if value is not _SKIP:
                content[item.name] = value
        choice = self.terminal.ask("Send these answers? [Y/n] ")
        if choice is None:
            return ElicitAnswer.cancel()
        if choice.strip().lower() in ("n", "no"):
            return ElicitAnswer.decline()
        return ElicitAnswer.accept(content)

    def _url(self, request: ElicitRequest) -> ElicitAnswer:
        """A page to open: its site first (what to check), then the whole address."""
        if not request.can_open:
            say(f"  it asks to open “{request.url}”, which is not a web page: declined")
            return ElicitAnswer.decline()
        say(f"  it asks you to open a page on {request.site}:")
        say(f"    {request.url}")
        choice = self.terminal.ask("Open it in your browser? [y/N] ")
        if choice is None:
            return ElicitAnswer.cancel()
        if choice.strip().lower() not in _YES:
            return ElicitAnswer.decline()
        import webbrowser

        if not webbrowser.open(request.url):
            say("  no browser could be started: open the address above yourself")
        return ElicitAnswer.accept()

    def _field(self, item: ElicitField) -> Any:
        """One field's value (asked again until it fits), ``_SKIP`` or ``_CANCEL``."""
        label = item.title + (f" ({item.description})" if item.description else "")
        if item.choices:
            for number, (_value, shown) in enumerate(item.choices, start=1):
                say(f"    {number}. {shown}")
        hint = _hint(item)
        while True:
            typed = self.terminal.ask(f"  {label}{hint}: ")
            if typed is None:
                return _CANCEL
            text = typed.strip()
            if not text:
                if item.has_default:
                    return item.default
                if not item.required:
                    return _SKIP
                say("    an answer is needed")
                continue
            value = _parse(item, text)
            schema = {"properties": {item.name: _schema_of(item)}}
            if value is not None and not check_content(schema, {item.name: value}):
                return value
            say("    that answer does not fit; try again")


class _Marker:
    pass


_SKIP, _CANCEL = _Marker(), _Marker()


def _hint(item: ElicitField) -> str:
    parts = []
    if item.kind == "boolean":
        parts.append("y/n")
    elif item.kind == "choices":
        parts.append("numbers, comma-separated")
    elif item.kind == "choice":
        parts.append("number")
    if item.has_default:
        parts.append(f"default {json.dumps(item.default, ensure_ascii=False)}")
    elif not item.required:
        parts.append("optional")
    return f" [{', '.join(parts)}]" if parts else ""


def _parse(item: ElicitField, text: str) -> Any:
    """The typed answer as a value of the field's kind (``None``: it cannot be one)."""
    try:
        if item.kind == "boolean":
            lowered = text.lower()
            if lowered in (*_YES, "true"):
                return True
            return False if lowered in ("n", "no", "false") else None
        if item.kind == "integer":
            return int(text)
        if item.kind == "number":
            return float(text)
        if item.kind in ("choice", "choices"):
            picks = [int(part) for part in text.replace(" ", "").split(",") if part]
            values = [item.choices[pick - 1][0] for pick in picks if 1 <= pick <= len(item.choices)]
            if len(values) != len(picks) or not values:
                return None
            return values if item.kind == "choices" else values[0]
    except ValueError:
        return None
    return text


def _schema_of(item: ElicitField) -> dict[str, Any]:
    """Enough of the field's schema to check an answer (limits and format)."""
    kinds = {"string": "string", "integer": "integer", "number": "number", "boolean": "boolean"}
    schema: dict[str, Any] = {}
    if item.kind in kinds:
        schema["type"] = kinds[item.kind]
    for key, value in (
        ("minimum", item.minimum),
        ("maximum", item.maximum),
        ("minLength", item.min_length),
        ("maxLength", item.max_length),
    ):
        if value is not None and item.kind not in ("choice", "choices"):
            schema[key] = value
    return schema

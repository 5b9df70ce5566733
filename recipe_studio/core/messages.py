"""Run-time messages a person sees (connecting, calling tools, running): codes, values, English.

Like :mod:`recipe_studio.core.problems` does for validation, core never builds the text a
person reads: it builds a :class:`Message` (a code from :data:`RUN_MESSAGES` and the
values to fill in). ``message.text`` is the English sentence (what the CLI prints);
:func:`render` takes a ``translate(context, source, n)`` function so the GUI can pass
each template through Qt's translator (context :data:`CONTEXT`)::

    render(message, lambda ctx, text, n: QCoreApplication.translate(ctx, text, None, n))

Counts: a template that contains ``%n`` is a Qt plural ("numerus") source; the count is
the message's ``count`` (never a value in the text), so each language writes its own plural
forms in its ``.ts`` file. English plurals come from :data:`ENGLISH_PLURALS`, so neither
the CLI nor an English window ever shows "1 step(s)".

Technical detail (an exception's type, a server's error output) goes into ``details``,
never into the sentence; the CLI prints it only with ``--verbose`` and the run record keeps
it. Values may themselves be messages (a step's error inside the run's summary); they are
rendered with the same ``translate``.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping
from typing import Any

from pydantic import BaseModel, ConfigDict, Field

#: The Qt translation context of every template here.
CONTEXT = "run messages"

#: ``translate(context, source_text, n)`` (n is -1 when the message has no count).
Translate = Callable[[str, str, int], str]

#: Longest piece of someone else's text (a server's line, a tool's error) quoted in a message.
MAX_QUOTED_CHARS = 300


class Message(BaseModel):
    """One message: ``code`` keys :data:`RUN_MESSAGES`; ``values`` fill its ``{names}``."""

    model_config = ConfigDict(frozen=True)

    code: str
    values: dict[str, Any] = Field(default_factory=dict)
    #: The ``%n`` of a plural template (``None``: the template has no count).
    count: int | None = None
    #: Technical detail for a "Details" part and the run record; never in the sentence.
    details: str = ""

    @property
    def text(self) -> str:
        """The English sentence."""
        return render(self)

    def with_details(self, details: str) -> Message:
        return self.model_copy(update={"details": details})

    def to_json(self) -> dict[str, Any]:
        """Code, values, count, details and the English ``text`` (for ``--json`` and records)."""
        data = self.model_dump(mode="json")
        data["text"] = self.text
        return data


def message(code: str, *, count: int | None = None, details: str = "", **values: Any) -> Message:
    if code not in RUN_MESSAGES:
        raise KeyError(f"unknown run message code {code!r}")
    return Message(code=code, values=values, count=count, details=details)


def as_message(data: Any) -> Message | None:
    """A message from its JSON form (a run record), ``None`` if ``data`` is not one."""
    if isinstance(data, Message):
        return data
    if isinstance(data, Mapping) and isinstance(data.get("code"), str):
        try:
            return Message.model_validate(
                {key: data[key] for key in ("code", "values", "count", "details") if key in data}
            )
        except ValueError:
            return None
    return None


def _quoted(value: Any) -> Any:
    if isinstance(value, str) and len(value) > MAX_QUOTED_CHARS:
        return value[:MAX_QUOTED_CHARS] + "…"
    return value


def _english(code: str, count: int | None) -> str:
    source = RUN_MESSAGES.get(code, code)
    if count is None or code not in ENGLISH_PLURALS:
        return source
    one, other = ENGLISH_PLURALS[code]
    return one if count == 1 else other


def with_tool_titles(msg: Message, title: Callable[[str], str]) -> Message:
    """``msg`` with every tool it names (its inner messages' too) given as ``title(name)``:
    the edge's words for a tool, where core only knows its identifier."""
    values: dict[str, Any] = {}
    for key, value in msg.values.items():
        inner = as_message(value)
        if inner is not None:
            values[key] = with_tool_titles(inner, title)
        elif key == "tool" and isinstance(value, str) and value:
            values[key] = title(value)
        else:
            values[key] = value
    return msg.model_copy(update={"values": values})


#: The messages that name a param by its identifier in ``name``.
PARAM_MESSAGES = frozenset(
    ("param_not_declared", "param_needs_value", "param_bad_value", "param_bad_default")
)


def with_param_titles(msg: Message, title: Callable[[str], str | None]) -> Message:
    """``msg`` with the param it names given as ``title(identifier)`` (kept as it is when
    that answers ``None``): the person's words for a param, where core only knows its
    identifier (:mod:`recipe_studio.core.param_words`)."""
    name = msg.values.get("name")
    if msg.code not in PARAM_MESSAGES or not isinstance(name, str) or not name:
        return msg
    shown = title(name)
    if shown is None or shown == name:
        return msg
    return msg.model_copy(update={"values": {**msg.values, "name": shown}})


def render(msg: Message, translate: Translate | None = None) -> str:
    """The message's sentence: English, or through ``translate`` (see the module docstring)."""
    source = RUN_MESSAGES.get(msg.code, msg.code)
    n = -1 if msg.count is None else msg.count
    template = _english(msg.code, msg.count)
    if translate is not None:
        translated = translate(CONTEXT, source, n)
        # Qt hands back the source (with %n filled in) when there is no translation: that
        # is English, whose plural forms live here.
        if translated and translated not in (source, source.replace("%n", str(n))):
            template = translated
    values = {
        key: render(inner, translate) if (inner := as_message(value)) is not None else value
        for key, value in msg.values.items()
    }
    text = template.replace("%n", str(n)) if msg.count is not None else template
    try:
        return text.format(**{key: _quoted(value) for key, value in values.items()})
    except (KeyError, IndexError, ValueError):
        return text


def all_details(msg: Message) -> str:
    """The technical details for a "Details" part: the message's own, else the first of
    the messages inside it (a run's error holds its step's error, which holds the cause)."""
    if msg.details:
        return msg.details
    for value in msg.values.values():
        inner = as_message(value)
        if inner is not None:
            found = all_details(inner)
            if found:
                return found
    return ""


def whole_seconds(seconds: float | None) -> int:
    """A time limit as the count of a message: whole seconds, at least 1."""
    return max(1, math.ceil(seconds or 0))


def first_line(text: str) -> str:
    """The first non-empty line of someone else's output, stripped and shortened."""
    for line in text.splitlines():
        if line.strip():
            return str(_quoted(line.strip()))
    return ""


RUN_MESSAGES: dict[str, str] = {
    # rehearsals (nothing is changed), checks on results, results that changed shape
    "rehearsal_nothing_changed": "Rehearsal — nothing was changed.",
    "rehearsal_not_sent": "Not sent (rehearsal): this step would change something.",
    "rehearsal_tool_acted": (
        "Step {step}'s tool was asked only for a preview, but it did not answer with one: "
        "it may have changed something."
    ),
    "rehearsal_acted": (
        "Rehearsal — but the tools of %n step(s) did not only preview ({steps}): "
        "something may have changed."
    ),
    "stand_in_pin": "Its result here is its pinned result.",
    "stand_in_schema": (
        "Its result here is made of example values, shaped like what the tool says it returns."
    ),
    "stand_in_shape": (
        "Its result here is made of example values, shaped like the results seen before."
    ),
    "stand_in_none": "Nothing is known of its result, so it stands in as empty.",
    "rehearsal_fed": "This step uses example values from %n earlier step(s): {steps}.",
    "drift_lost_field": "Step {step}'s result no longer has {field}; it had it on {date}.",
    "check_present": "{path} is present",
    "check_equals": "{path} equals {value}",
    "check_contains": "{path} contains {value}",
    "check_at_least": "{path} is at least {value}",
    "check_min_items": "{path} has at least %n item(s)",
    "check_succeeds": "Step {step} succeeds",
    "check_missing": "it is missing",
    "check_different": "it is {actual}",
    "check_not_contained": "it is {actual}",
    "check_too_small": "it is {actual}",
    "check_not_a_number": "it is not a number: {actual}",
    "check_not_a_list": "it is not a list: {actual}",
    "check_too_few": "it has %n item(s)",
    "check_step_failed": "the step did not succeed",
    "check_stand_in": "not checked: the result is an example (rehearsal)",
    "check_not_run": "not checked: the step did not run",
    "check_line_failed": "Check failed: {check}: {reason}.",
    "check_line_passed": "Check passed: {check}.",
    "check_line_unchecked": "{check}: {reason}.",
    "checks_failed": "%n check(s) failed",
    "checks_passed": "All %n check(s) passed",
    "report_title": "Test report: {name}",
    "report_real_run": "A real run: the steps did what they say.",
    "report_when": "When",
    "report_duration": "Duration",
    "report_seconds": "{seconds} s",
    "report_target": "Target",
    "report_params": "Parameters used",
    "report_steps": "Steps",
    "report_no_checks": "No checks were set.",
    "report_footer": "Made by Recipe Studio {version}.",
    "report_wait": "Wait {seconds} s",
    "report_unknown_step": "A step Recipe Studio does not recognise",
    "report_args_sent": "Arguments sent:",
    "report_args_would": "Arguments it would have been sent:",
    "report_args_as_written": "As written, with the values filled in: {args}",
    "report_result": "Result:",
    "report_result_example": "Result (example values, not a real result):",
    "report_step_time": "{ms} ms",
    "step_status_ok": "OK",
    "step_status_failed": "Failed",
    "step_status_skipped": "Skipped",
    "step_status_preview": "Preview only (not done)",
    "step_status_cancelled": "Stopped",
    "step_status_not_run": "Not run",
    "step_status_not_sent": "Not sent (rehearsal)",
    "step_status_outside": "Not part of this run",
    "library_check_ok": "{name}: ok",
    "library_check_failed": "{name}: {reason}",
    "library_check_needs_param": (
        "{name}: not checked: the parameter “{param}” has no default value to rehearse with"
    ),
    "library_check_broken": "{name}: cannot be read: {reason}",
    "library_check_summary": "%n recipe(s) failed",
    # starting a stdio server
    "connect_command_missing": (
        "The server program “{command}” was not found. Check the command, or install the program."
    ),
    "connect_spawn_failed": (
        "The server program “{command}” could not be started ({reason}). "
        "Check the command and its permissions."
    ),
    "connect_exited": (
        "The server stopped while starting (exit status {status}). "
        "Check its command; the details show what it printed."
    ),
    "connect_garbage": (
        "The server printed “{line}” instead of speaking MCP. "
        "Check that the command starts an MCP server over standard input and output."
    ),
    "connect_timeout": (
        "The server did not answer within %n second(s) of being started. "
        "Check that the command starts an MCP server, then try again."
    ),
    "connect_handshake_failed": (
        "The server did not accept the connection: {reason}. "
        "Check that it is an MCP server of a version Recipe Studio supports."
    ),
    "connect_no_handshake": (
        "The server did not complete the MCP handshake. Check that it is an MCP server."
    ),
    "connect_cancelled": "Connecting to the server was stopped.",
    # reaching an HTTP server
    "connect_dns": (
        "The address “{host}” could not be found. Check the URL for typing mistakes, "
        "and your network connection."
    ),
    "connect_refused": (
        "Nothing is answering at {url}: the connection was refused. "
        "Check that the server is running and that the port is right."
    ),
    "connect_tls": (
        "A secure (HTTPS) connection to “{host}” could not be made: its certificate or "
        "encryption was not accepted. Check whether the URL should start with http or https."
    ),
    "connect_http_404": (
        "The server at {url} answered “not found” (HTTP 404). Check the path in the URL: "
        "MCP servers often end in /mcp."
    ),
    "connect_http_auth": (
        "The server at {url} refused access (HTTP {status}) and no sign-in got through. "
        "Sign out of it in Connections and try again, or check that your account may use it."
    ),
    "signin_no_browser": (
        "The server at {url} needs you to sign in, but no web browser could be opened. "
        "Open the address in the details in your browser, or set a default browser."
    ),
    "signin_timeout": (
        "Signing in to {url} was not finished in time, so the connection was stopped. "
        "Try again and finish signing in in the browser page that opens."
    ),
    "signin_denied": "You did not allow Recipe Studio to use {url}, so it was not connected.",
    "signin_refused": (
        "Signing in to {url} did not work: its sign-in service refused. "
        "The details show what it said."
    ),
    "signin_failed": (
        "Signing in to {url} did not work. Try again; if it keeps failing, the details show "
        "what went wrong."
    ),
    "signin_waiting": "Finish signing in to {url} in your browser; Recipe Studio waits.",
    "signout_done": "Signed out of {url}: its sign-in was removed from the keychain.",
    "signin_setup_bad_document": (
        "A client metadata document's address must start with https:// and name a document."
    ),
    "signin_setup_bad_issuer": (
        "The authorization server must be a web address (https://…), as its owner gave it."
    ),
    "signin_setup_needs_client_id": "A client secret needs the client ID it belongs to.",
    "signin_setup_needs_credentials": (
        "Signing in without a person needs the client ID and its secret or private key."
    ),
    "signin_setup_secret_or_key": "Give the client secret or the private key, not both.",
    "signin_setup_key_needs_machine": (
        "A private key is only used to sign in without a person: choose that way of signing in."
    ),
    "signin_setup_bad_key": (
        "The private key could not be read: it must be an unencrypted PEM key (EC, RSA or Ed25519)."
    ),
    "signin_setup_saved": "How to sign in to {url} is kept in the keychain.",
    "signin_setup_cleared": "How to sign in to {url} was set back to the default.",
    "signin_setup_unchanged": "How to sign in to {url} was already set up that way.",
    "signout_none": "There was no sign-in for {url} to remove.",
    "connect_http_status": (
        "The server at {url} answered with the error HTTP {status}. "
        "Check the URL and that the server is working."
    ),
    "connect_unreachable": (
        "The server at {url} could not be reached. Check the URL and your network connection."
    ),
    "connect_http_timeout": (
        "The server at {url} did not answer within %n second(s). "
        "Check that it is running, then try again."
    ),
    # calls
    "call_timeout": (
        "The tool “{tool}” did not answer within %n second(s). "
        "The server may be busy or stuck; try again, or allow more time."
    ),
    "call_silent": (
        "The tool “{tool}” gave no sign of life for %n second(s) (no answer, no progress), "
        "so it was stopped. The server may be stuck; try again, or allow more time."
    ),
    "call_step_limit": (
        "The tool “{tool}” was still working when the step's time limit of %n second(s) "
        "ran out, so it was stopped. Allow the step more time in the recipe's run settings."
    ),
    "call_cancelled": "The call to “{tool}” was stopped.",
    "call_rejected": (
        "The server refused the request about “{tool}”. The details show what it said."
    ),
    "call_bad_arguments": (
        "The tool “{tool}” did not accept the values it was given: one is missing, of the "
        "wrong kind or not allowed. Check the step's arguments; the details show which."
    ),
    "call_not_offered": (
        "The server does not offer what was asked of it (for “{tool}”). It may be an older "
        "or a different kind of MCP server."
    ),
    "call_server_error": (
        "The server ran into an error of its own while handling “{tool}”. Try again; if it "
        "keeps happening, the details show what to tell the server's makers."
    ),
    "call_garbled": (
        "The server could not understand the request for “{tool}”, or answered in a way "
        "that could not be understood. The server may not follow MCP exactly."
    ),
    "call_not_found": "The server could not find what “{tool}” asked for.",
    "call_needs_page": (
        "The server needs you to open a web page before “{tool}” can go on (for example to "
        "sign in). Run the recipe again in Recipe Studio or in a terminal to be shown it."
    ),
    "call_page_opened": (
        "“{tool}” needed a page on {site} to be opened first. Once you have finished on "
        "that page, run the step again."
    ),
    "call_page_declined": (
        "“{tool}” could not go on: it needed a page on {site} to be opened, and you declined."
    ),
    "call_protocol_mismatch": (
        "The server expects a different version of MCP for “{tool}” than Recipe Studio "
        "speaks. The details say more."
    ),
    "call_unknown_tool": (
        "The server has no tool called “{tool}”. Check the step's tool, or read the server's "
        "tools again."
    ),
    "call_bad_result": (
        "The answer of “{tool}” does not match what the tool says it returns. "
        "The details show what was wrong."
    ),
    # answers a server got wrong on the wire (core/mcp_client/wire_faults.py)
    "call_malformed_result": (
        "The server answered the call to “{tool}” with something that is not a tool "
        "result, so it could not be read. The server may have a bug; the details show "
        "what it sent."
    ),
    "call_wrong_id": (
        "The server sent an answer for a call that was never made, so the call to "
        "“{tool}” got no answer. The server may have a bug; the details say more."
    ),
    "call_not_mcp": (
        "While “{tool}” was waiting for its answer, the server wrote “{line}”, which is "
        "not MCP, and no answer came after it. The server may print messages where only "
        "MCP belongs; the details show what it wrote."
    ),
    "call_message_too_large": (
        "The server's answer to “{tool}” was larger than {limit} MB, more than Recipe "
        "Studio reads, so it was not read. Ask the tool for less at a time."
    ),
    "tool_failed": "{message}",
    "tool_failed_silent": "The tool reported an error without saying what it was.",
    "server_lost_stdio": (
        "The tool server stopped unexpectedly. It will be started again for the next run."
    ),
    "server_lost_http": (
        "The connection to the server at {url} was lost. "
        "Check that the server is still running, then run again."
    ),
    "server_hung": "The tool server stopped answering. It will be started again for the next run.",
    "connection_closed": "The connection to the tool server was closed.",
    "task_failed": "The background task of “{tool}” failed: {reason}",
    "task_cancelled": "The server cancelled the background task of “{tool}”.",
    "task_unsupported": (
        "The tool “{tool}” can only run as a background task, and this server "
        "does not offer background tasks."
    ),
    "elicitation_refused": (
        "The server asked a question, but there is no terminal to ask it on. "
        "Run in a terminal, or pass --yes to answer with the default values."
    ),
    # the command line's confirmation
    "confirm_head": "This run has %n step(s) that can change something:",
    "confirm_step": "Step {n}: {sentence}",
    "confirm_unknown_tool": "unknown tool",
    "confirm_previews": "answers with a preview",
    "confirm_question": "Run them? [y/N] ",
    "confirm_no_terminal": (
        "Steps that change something are not run without your confirmation, and there is "
        "no terminal to ask on: pass --yes to confirm them."
    ),
    "confirm_declined": "Not confirmed: nothing was run.",
    # steps
    "step_invalid": "This step is not a tool call or a wait; fix it before running.",
    "step_no_tool": "The step does not say which tool to call.",
    "step_cancelled": "The step was stopped.",
    "step_cancelled_waiting": "The run was stopped during the wait.",
    "step_error": "The step could not be run because of an unexpected error. The details say more.",
    "unexpected_error": (
        "Something unexpected went wrong, so this could not be done. The details say more."
    ),
    # references at run time
    "ref_param_missing": "There is no value for the parameter “{name}”.",
    "ref_deleted": "A reference points at a step that was deleted.",
    "ref_malformed": "“{text}” is not a valid reference.",
    "ref_step_id_unknown": "There is no step with the id “{id}”.",
    "ref_later": "Step {current} can only use the results of earlier steps, not of step {target}.",
    "ref_wait": "Step {target} is a wait step: it has no result.",
    "ref_no_result": "Step {target} has no result yet: run it first.",
    "ref_skipped": (
        "Step {target} was skipped (it is optional and failed), so its result cannot be used."
    ),
    "ref_preview": (
        "Step {target} only answered with a preview (its tool asks for its own confirmation), "
        "so it has no result to use."
    ),
    "ref_unfinished": "Step {target} did not finish, so it has no result.",
    "ref_short_list": "“{where}” has only %n item(s), so there is no item number {wanted}.",
    "ref_missing_key": "“{where}” has no “{key}”.",
    "ref_too_large": (
        "With its references filled in, this step's arguments would take {size} characters, "
        "more than the {limit} a step may send: nothing was sent. Use a smaller part of the "
        "earlier results."
    ),
    "ref_too_deep": (
        "With its references filled in, this step's arguments would be nested more than "
        "{depth} levels deep, more than can be sent: nothing was sent. Use a smaller part "
        "of the earlier results."
    ),
    # the run as a whole
    "run_declined": (
        "The run was not confirmed, so nothing was run (%n step(s) would change something)."
    ),
    "run_cancelled_at": "The run was stopped at step {step}.",
    "run_cancelled_before": "The run was stopped before its first step.",
    "run_cancelled_before_step": "The run was stopped before step {step}.",
    "run_step_failed": "Step {step} ({tool}) failed: {error}",
    "run_step_failed_plain": "Step {step} failed: {error}",
    "run_connect_failed": "The run could not start. {error}",
    "run_check_failed": (
        "The recipe does not fit the server's tools (%n error(s)), so nothing was run. "
        "Fix the recipe, or choose the server it was made for."
    ),
    "run_summary_ok": "Every step went through (%n step(s)).",
    "run_not_run": "%n step(s) did not run.",
    # serving recipes to other apps
    "serve_cannot_confirm": (
        "“{name}” has %n step(s) that change something, and this app cannot ask you to "
        "confirm them (it does not support MCP elicitation), so nothing was run. Run it "
        "in Recipe Studio instead, or start the server with “recipe-studio serve --allow-"
        "changes” to let apps run such recipes without asking."
    ),
    # params
    "run_values_asked": "Values for this run:",
    "param_not_declared": "“{name}” is not a parameter of this recipe (its parameters: {known}).",
    "param_none_declared": "“{name}” is not a parameter of this recipe: it has none.",
    "param_needs_value": "The parameter “{name}” needs a value.",
    "param_bad_value": "The parameter “{name}”: {problem}",
    "param_bad_default": "The default value of the parameter “{name}”: {problem}",
    "param_not_assignment": "“{item}” is not written as NAME=VALUE.",
    "value_not_boolean": "Write true or false, not “{text}”.",
    "value_not_integer": "Write a whole number, not “{text}”.",
    "value_not_number": "Write a number, not “{text}”.",
    "value_not_finite": "Write a finite number, not “{text}”.",
    "value_not_json_object": 'Write a JSON object, like {{"key": "value"}}, not “{text}”.',
    "value_not_json_array": 'Write a JSON list, like ["a", "b"], not “{text}”.',
    "value_needs_string": "This needs text.",
    "value_needs_integer": "This needs a whole number.",
    "value_needs_number": "This needs a number.",
    "value_needs_boolean": "This needs true or false.",
    "value_needs_object": "This needs a JSON object.",
    "value_needs_array": "This needs a JSON list.",
}

#: English singular and plural of every template with ``%n`` (see the module docstring).
ENGLISH_PLURALS: dict[str, tuple[str, str]] = {
    "rehearsal_fed": (
        "This step uses example values from one earlier step: {steps}.",
        "This step uses example values from %n earlier steps: {steps}.",
    ),
    "check_min_items": ("{path} has at least one item", "{path} has at least %n items"),
    "rehearsal_acted": (
        "Rehearsal — but the tool of one step did not only preview (step {steps}): "
        "something may have changed.",
        "Rehearsal — but the tools of %n steps did not only preview (steps {steps}): "
        "something may have changed.",
    ),
    "check_too_few": ("it has one item", "it has %n items"),
    "checks_failed": ("One check failed", "%n checks failed"),
    "checks_passed": ("The check passed", "All %n checks passed"),
    "library_check_summary": ("One recipe failed", "%n recipes failed"),
    "connect_timeout": (
        "The server did not answer within a second of being started. "
        "Check that the command starts an MCP server, then try again.",
        "The server did not answer within %n seconds of being started. "
        "Check that the command starts an MCP server, then try again.",
    ),
    "connect_http_timeout": (
        "The server at {url} did not answer within a second. "
        "Check that it is running, then try again.",
        "The server at {url} did not answer within %n seconds. "
        "Check that it is running, then try again.",
    ),
    "call_timeout": (
        "The tool “{tool}” did not answer within a second. "
        "The server may be busy or stuck; try again, or allow more time.",
        "The tool “{tool}” did not answer within %n seconds. "
        "The server may be busy or stuck; try again, or allow more time.",
    ),
    "call_silent": (
        "The tool “{tool}” gave no sign of life for a second (no answer, no progress), "
        "so it was stopped. The server may be stuck; try again, or allow more time.",
        "The tool “{tool}” gave no sign of life for %n seconds (no answer, no progress), "
        "so it was stopped. The server may be stuck; try again, or allow more time.",
    ),
    "call_step_limit": (
        "The tool “{tool}” was still working when the step's time limit of one second "
        "ran out, so it was stopped. Allow the step more time in the recipe's run settings.",
        "The tool “{tool}” was still working when the step's time limit of %n seconds "
        "ran out, so it was stopped. Allow the step more time in the recipe's run settings.",
    ),
    "ref_short_list": (
        "“{where}” has only one item, so there is no item number {wanted}.",
        "“{where}” has only %n items, so there is no item number {wanted}.",
    ),
    "confirm_head": (
        "This run has one step that can change something:",
        "This run has %n steps that can change something:",
    ),
    "run_declined": (
        "The run was not confirmed, so nothing was run (one step would change something).",
        "The run was not confirmed, so nothing was run (%n steps would change something).",
    ),
    "run_check_failed": (
        "The recipe does not fit the server's tools (one error), so nothing was run. "
        "Fix the recipe, or choose the server it was made for.",
        "The recipe does not fit the server's tools (%n errors), so nothing was run. "
        "Fix the recipe, or choose the server it was made for.",
    ),
    "serve_cannot_confirm": (
        "“{name}” has a step that changes something, and this app cannot ask you to "
        "confirm it (it does not support MCP elicitation), so nothing was run. Run it in "
        "Recipe Studio instead, or start the server with “recipe-studio serve --allow-"
        "changes” to let apps run such recipes without asking.",
        "“{name}” has %n steps that change something, and this app cannot ask you to "
        "confirm them (it does not support MCP elicitation), so nothing was run. Run it "
        "in Recipe Studio instead, or start the server with “recipe-studio serve --allow-"
        "changes” to let apps run such recipes without asking.",
    ),
    "run_summary_ok": ("The step went through.", "Every step went through (%n steps)."),
    "run_not_run": ("One step did not run.", "%n steps did not run."),
}

"""Build the bundled tool catalogs in ``resources/catalogs/`` from the tables below.

The tables restate what is public about each tool (``shared/LMCP_TOOLS.md`` and the
seeds 000, 001 and 004); nothing here is copied from a live server. Full argument lists
are not public, so every entry except ``recipe_save`` has an *open* input schema (it
lists the arguments the public notes name, never ``additionalProperties: false``) and
``schema_known: false``. A property whose name the notes give in plain words rather
than as an exact argument name says so in its description.

Usage::

    python scripts/build_lmcp_catalogs.py            # write the three catalogs
    python scripts/build_lmcp_catalogs.py --check    # exit 1 if a file is out of date
    python scripts/build_lmcp_catalogs.py --out DIR  # write somewhere else
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))
from lmcp_words import argument_titles, titled_property, tool_words

ROOT = Path(__file__).resolve().parent.parent
CATALOG_DIR = ROOT / "resources" / "catalogs"

MACOS = "macos"
WINDOWS = "windows"
BOTH = (MACOS, WINDOWS)
CUSTOM = "custom-tool"

UNCONFIRMED = "The public notes name this argument in plain words; the exact name is not confirmed."

Schema = dict[str, Any]


# ---------------------------------------------------------------------------
# property helpers


def _prop(kind: str | None, description: str, *, confirmed: bool = True, **extra: Any) -> Schema:
    schema: Schema = {} if kind is None else {"type": kind}
    text = description if confirmed else f"{description} {UNCONFIRMED}".strip()
    if text:
        schema["description"] = text
    schema.update(extra)
    return schema


def text(description: str = "", *, confirmed: bool = True, **extra: Any) -> Schema:
    return _prop("string", description, confirmed=confirmed, **extra)


def integer(description: str = "", **extra: Any) -> Schema:
    return _prop("integer", description, **extra)


def boolean(description: str = "", *, confirmed: bool = True) -> Schema:
    return _prop("boolean", description, confirmed=confirmed)


def array(description: str = "", *, confirmed: bool = True, **extra: Any) -> Schema:
    return _prop("array", description, confirmed=confirmed, **extra)


def obj(description: str = "", *, confirmed: bool = True, **extra: Any) -> Schema:
    return _prop("object", description, confirmed=confirmed, **extra)


def anything(description: str = "") -> Schema:
    return _prop(None, description)


CONFIRM = boolean(
    "Must be true for the tool to act; without it the tool answers with a preview. "
    "A recipe step cannot confirm itself."
)
ACCOUNT = text("The mail account.")
PATH = text("A file or folder path.")
NOTE_NAME = text("The note's title. Recipe steps should name a note this way.")
NOTE_ID = text("The note's id; it only names the note on the Mac that issued it.")
EVENT_ID = text("The calendar event's id.")


# ---------------------------------------------------------------------------
# recipe_save: the one tool whose full input schema is public (seed 000)

_MANIFEST_MACOS = (
    'The recipe manifest. Shape: {"name": string (required), "description": string, '
    '"params": [{"name": string, "type": "string"|"int"|"bool", "default": any}], '
    '"steps": [ ... ] (required, non-empty), "outputs": [{"kind": string}]}. A step is '
    'EITHER a tool call {"tool": <tool_name>, "args": {...}} OR a pause {"wait": '
    '{"seconds": N}} (also {"wait": N}). A tool-call step may add "optional": true (a '
    "boolean; default false): if it fails, recipe_run records {ok:false, error} for it, "
    "lists it in skipped_optional and carries on with the next step, instead of stopping "
    "— use it for a source the user may not have (an app, a permission). Any arg string "
    'may interpolate a declared param with ${name} (e.g. "limit": "${count}"); an arg '
    'that is exactly "${name}" keeps the param\'s type. Steps run in order; a later step '
    'can consume an EARLIER step\'s output with "${steps[N].result.KEY}" (0-based; '
    'supports .key and [i], e.g. "account": "${steps[0].result.accounts[0].name}"). A '
    "step cannot confirm itself: do not put `confirm` in a step's args (it is removed "
    "when saving and ignored when running). recipe_run asks for one confirmation when the "
    "recipe has state-changing steps; a step whose tool asks for its own confirmation "
    "then answers with its preview and is not executed. A step that names a note should "
    "give note_name (the note's title): a note_id only names the note on the Mac that "
    "issued it, so a step that gives both is saved with note_name alone."
)
_MANIFEST_WINDOWS = (
    'The recipe manifest. Shape: {"name": string (required), "description": string, '
    '"schema_version": int, "params": [{"name": string, "type": string, "default": '
    'any}], "steps": [{"tool": string, "args": object, "optional": bool}] (required, '
    "non-empty)}."
)
_OVERWRITE = (
    "Must be true to replace a recipe that already has this name. Without it, a taken "
    "name is refused with recipe_exists and the existing recipe is left as it was."
)


def recipe_save_schema(manifest_description: str) -> Schema:
    """The input schema of ``recipe_save`` exactly as seed 000 prints it."""
    return {
        "properties": {
            "manifest": {"description": manifest_description, "type": "object"},
            "overwrite": {"description": _OVERWRITE, "type": "boolean"},
        },
        "required": ["manifest"],
        "type": "object",
    }


def recipe_save(platform: str) -> dict[str, Any]:
    if platform == MACOS:
        where, manifest = "this Mac", _MANIFEST_MACOS
        output = {
            "type": "object",
            "properties": {
                "name": text("The saved recipe's name."),
                "confirm_removed_steps": integer(
                    "How many steps had a `confirm` argument removed when saving."
                ),
            },
        }
    else:
        where, manifest = "this machine", _MANIFEST_WINDOWS
        output = {
            "type": "object",
            "properties": {
                "name": text("The saved recipe's name."),
                "step_count": integer("How many steps the saved recipe has."),
            },
        }
    return {
        "name": "recipe_save",
        "description": (
            "Saves a reusable recipe (a named, ordered sequence of LMCP tool calls with "
            f"parameters) on {where} so it can be run again at any time with recipe_run."
        ),
        **tool_words("recipe_save"),
        # The schema stays exactly seed 000's: its arguments' words are kept beside it.
        "argument_titles": argument_titles(["manifest", "overwrite"]),
        "input_schema": recipe_save_schema(manifest),
        "output_schema": _titled(output),
        "effect": "write",
        "confirm": False,
        "platforms": list(BOTH),
        "schema_known": True,
        "role": "tool",
    }


# ---------------------------------------------------------------------------
# the LMCP tables: (name, effect R/W, C, platforms, description, named arguments)
#
# "C" tools ask their own confirmation and take `confirm`; it is added to their schema
# automatically. "required" is only given where the public notes say so.

Row = tuple[str, str, bool, tuple[str, ...], str, dict[str, Schema]]

# fmt: off

RECIPES: list[Row] = [
    # recipe_save is built by recipe_save() above.
    ("recipe_run", "W", False, BOTH,
     "Runs a saved recipe; the run result tells you where each file was saved.", {}),
    ("recipe_runs", "R", False, BOTH, "Lists past recipe runs and their results.", {}),
    ("recipe_list", "R", False, BOTH,
     "Lists the bundled and user-saved recipes with their name, description and params.",
     {}),
    ("recipe_get", "R", False, BOTH, "Returns the full manifest of a recipe, given its name.",
     {"name": text("The recipe's name.", confirmed=False)}),
    ("recipe_delete", "W", False, BOTH, "Deletes a saved recipe.", {}),
    ("recipe_export", "R", False, BOTH,
     "Exports a recipe as one portable token that others can import.", {}),
    ("recipe_import", "W", False, BOTH,
     "Imports a recipe from a skill_token made by recipe_export, or from a raw manifest.",
     {"skill_token": text("A token returned by recipe_export."),
      "manifest": obj("A raw recipe manifest.", confirmed=False)}),
    ("recipe_discover", "R", False, BOTH,
     "Discovers recipes; what it searches is not publicly documented.", {}),
    ("recipe_install", "W", False, BOTH,
     "Installs a recipe; its arguments are not publicly documented.", {}),
    ("recipe_publish", "W", False, BOTH,
     "Publishes a recipe; where it is published is not publicly documented.", {}),
]

GENERAL: list[Row] = [
    ("get_datetime", "R", False, BOTH, "Returns the current local date and time.", {}),
    ("daily_brief", "R", False, BOTH,
     "Returns a daily brief; its contents are not publicly documented.", {}),
    ("get_weather", "R", False, BOTH, "Returns the weather for a location.",
     {"location": text("The place to report on.", confirmed=False)}),
    ("run_terminal_command", "W", True, (MACOS,),
     "Runs a terminal command after its own confirmation; the tool is off by default.", {}),
    ("shortcuts_list", "R", False, (MACOS,), "Lists the Shortcuts on this Mac.", {}),
    ("shortcuts_view", "R", False, (MACOS,), "Shows the details of one shortcut.", {}),
    ("shortcuts_run", "W", False, (MACOS,), "Runs a shortcut.", {}),
]

MAIL: list[Row] = [
    ("list_email_accounts", "R", False, (MACOS,), "Lists the Mail accounts.", {}),
    ("list_email_folders", "R", False, (MACOS,), "Lists the mail folders.", {}),
    ("list_emails", "R", False, (MACOS,),
     "Lists the emails of an account a page at a time (up to 50 from an offset).",
     {"account": ACCOUNT,
      "offset": integer("How many emails to skip."),
      "limit": integer("How many emails to list, at most 50.", maximum=50)}),
    ("search_emails", "R", False, (MACOS,), "Searches the emails of an account.",
     {"account": ACCOUNT, "query": text("What to search for.", confirmed=False)}),
    ("read_email", "R", False, (MACOS,),
     "Reads one email, given its message id, account and mailbox.",
     {"account": ACCOUNT, "mailbox": text("The mailbox the email is in.")}),
    ("create_draft", "W", False, (MACOS,),
     "Creates a draft email, optionally as a reply, with a body and attachments; "
     "it never sends.",
     {"reply_to_message_id": text("The id of the email this draft replies to."),
      "reply_all": boolean("Reply to all recipients of that email."),
      "body": text("The text of the email.", confirmed=False),
      "attachments": array("Files to attach.", confirmed=False)}),
    ("send_email", "W", True, (MACOS,), "Sends an email after its own confirmation.", {}),
    ("reply_email", "W", False, (MACOS,), "Replies to an email.", {}),
    ("move_email", "W", False, (MACOS,), "Moves an email to another mailbox.", {}),
    ("save_attachment", "W", False, (MACOS,), "Saves an email attachment as a file.", {}),
]

CALENDAR: list[Row] = [
    ("list_calendar_names", "R", False, (MACOS,), "Lists the names of the calendars.", {}),
    ("list_calendar_events", "R", False, (MACOS,),
     "Lists calendar events in a date range, by default today and the next 7 days.",
     {"event_id": EVENT_ID,
      "calendar": text("The calendar to list.", confirmed=False)}),
    ("create_calendar_event", "W", False, (MACOS,),
     "Creates a calendar event with a title, start, end, location, notes and calendar.",
     {"title": text("The event's title.", confirmed=False),
      "start": text("When the event starts, as an ISO 8601 date and time.", confirmed=False),
      "end": text("When the event ends, as an ISO 8601 date and time.", confirmed=False),
      "location": text("Where the event takes place.", confirmed=False),
      "notes": text("Notes on the event.", confirmed=False),
      "calendar": text("The calendar to add the event to.", confirmed=False)}),
    ("update_calendar_event", "W", True, (MACOS,),
     "Changes a calendar event, given its event_id, after its own confirmation.",
     {"event_id": EVENT_ID}),
    ("delete_calendar_event", "W", True, (MACOS,),
     "Deletes a calendar event, given its event_id, after its own confirmation.",
     {"event_id": EVENT_ID}),
]

NOTES: list[Row] = [
    ("list_notes", "R", False, (MACOS,), "Lists the notes.", {}),
    ("search_notes", "R", False, (MACOS,), "Searches the notes by title or content.", {}),
    ("read_note", "R", False, (MACOS,), "Reads a note, given its name or id.",
     {"note_name": NOTE_NAME, "note_id": NOTE_ID}),
    ("create_note", "W", False, (MACOS,),
     "Creates a note with a Markdown body, optionally in a folder.", {}),
    ("update_note", "W", False, (MACOS,), "Changes a note.",
     {"note_name": NOTE_NAME, "note_id": NOTE_ID}),
    ("delete_note", "W", True, (MACOS,),
     "Deletes a note, given its id or exact title, after its own confirmation.",
     {"note_name": NOTE_NAME, "note_id": NOTE_ID}),
]

REMINDERS: list[Row] = [
    ("list_reminders", "R", False, (MACOS,), "Lists reminders.", {}),
    ("create_reminder", "W", False, (MACOS,),
     "Creates a reminder with a due date, a priority (low, medium or high) and a list.",
     {"priority": text("How important the reminder is.", confirmed=False,
                       enum=["low", "medium", "high"]),
      "list": text("The reminders list to add it to.", confirmed=False)}),
    ("update_reminder", "W", False, (MACOS,), "Changes a reminder.", {}),
    ("complete_reminder", "W", False, (MACOS,), "Marks a reminder as completed.", {}),
    ("delete_reminder", "W", False, (MACOS,), "Deletes a reminder.", {}),
]

CONTACTS_AND_MESSAGES: list[Row] = [
    ("list_contacts", "R", False, (MACOS,), "Lists contacts.", {}),
    ("search_contacts", "R", False, (MACOS,), "Searches contacts.", {}),
    ("get_contact", "R", False, (MACOS,), "Returns one contact.", {}),
    ("list_message_chats", "R", False, (MACOS,), "Lists the Messages chats.", {}),
    ("read_messages", "R", False, (MACOS,), "Reads messages.", {}),
    ("search_messages", "R", False, (MACOS,), "Searches messages.", {}),
    ("send_message", "W", True, (MACOS,),
     "Sends a text message to a recipient after its own confirmation.",
     {"recipient": text("Who receives the message.", confirmed=False),
      "text": text("The message.", confirmed=False)}),
]

TEAMS_AND_SLACK: list[Row] = [
    ("teams_list_teams", "R", False, BOTH, "Lists the user's Microsoft Teams teams.", {}),
    ("teams_list_channels", "R", False, BOTH, "Lists Teams channels.", {}),
    ("teams_list_chats", "R", False, BOTH, "Lists Teams chats.", {}),
    ("teams_search_messages", "R", False, BOTH, "Searches Teams messages.", {}),
    ("teams_read_channel_messages", "R", False, BOTH,
     "Reads the messages of a Teams channel, given team_id and channel_id.",
     {"team_id": text("The team's id."), "channel_id": text("The channel's id.")}),
    ("teams_read_chat_messages", "R", False, BOTH,
     "Reads the messages of a Teams chat, given chat_id.",
     {"chat_id": text("The chat's id.")}),
    ("teams_send_message", "W", True, BOTH,
     "Sends a Teams message after its own confirmation.", {}),
    ("slack_list_workspaces", "R", False, BOTH, "Lists Slack workspaces.", {}),
    ("slack_list_channels", "R", False, BOTH, "Lists Slack channels.", {}),
    ("slack_read_channel_messages", "R", False, BOTH,
     "Reads the messages of a Slack channel.", {}),
    ("slack_search_messages", "R", False, BOTH, "Searches Slack messages.", {}),
]

FILES_AND_OFFICE: list[Row] = [
    ("file_list", "R", False, BOTH, "Lists the files in a folder, the home folder by default.",
     {"path": text("The folder to list; the home folder by default.")}),
    ("file_read", "R", False, BOTH, "Reads a file, given its absolute path.",
     {"path": text("The file's absolute path.")}),
    ("file_search", "R", False, BOTH, "Searches for files matching a query.",
     {"query": text("What to search for.")}),
    ("file_write", "W", False, BOTH, "Writes a file: creates, overwrites or appends to it.",
     {}),
    ("finder_list", "R", False, (MACOS,), "Lists a folder's contents with Finder.",
     {"path": PATH}),
    ("finder_search", "R", False, (MACOS,), "Searches for files with Finder.",
     {"path": PATH}),
    ("explorer_list", "R", False, (WINDOWS,), "Lists a folder's contents with File Explorer.",
     {}),
    ("explorer_search", "R", False, (WINDOWS,), "Searches for files with File Explorer.", {}),
    ("excel_create", "W", True, BOTH,
     "Creates an Excel workbook with headers and rows after its own confirmation.",
     {"path": text("Where to save the workbook."),
      "headers": array("The column headers."),
      "rows": array("The data rows.")}),
    ("excel_write_cell", "W", True, BOTH,
     "Writes a value into one cell of an Excel sheet after its own confirmation.",
     {"path": text("The workbook's path."),
      "cell": text('The cell, like "B2".'),
      "value": anything("The value to write."),
      "sheet_name": text("The sheet to write in.")}),
    ("excel_read", "R", False, BOTH, "Reads an Excel workbook.",
     {"path": text("The workbook's path.")}),
    ("word_create", "W", False, BOTH, "Creates a Word document.", {}),
    ("word_append", "W", False, BOTH, "Appends to a Word document.", {}),
    ("word_read", "R", False, BOTH, "Reads a Word document.", {}),
    ("ppt_create", "W", False, BOTH,
     "Creates a PowerPoint presentation from slides that each have a title and bullets.",
     {"path": text("Where to save the presentation."),
      "slides": array(
          "The slides, each {title, bullets[]}.",
          confirmed=False,
          items={"type": "object",
                 "properties": {"title": {"type": "string"},
                                "bullets": {"type": "array", "items": {"type": "string"}}}},
      )}),
    ("ppt_read", "R", False, BOTH, "Reads a PowerPoint presentation.", {}),
    ("pdf_read", "R", False, BOTH, "Reads a PDF file.", {"path": text("The PDF file's path.")}),
]

WINDOWS_OUTLOOK: list[Row] = [
    ("outlook_list_emails", "R", False, (WINDOWS,), "Lists Outlook emails.", {}),
    ("outlook_read_email", "R", False, (WINDOWS,), "Reads an Outlook email.", {}),
    ("outlook_search_emails", "R", False, (WINDOWS,), "Searches Outlook emails.", {}),
    ("outlook_send_email", "W", False, (WINDOWS,), "Sends an email with Outlook.", {}),
    ("outlook_reply_email", "W", False, (WINDOWS,), "Replies to an Outlook email.", {}),
    ("outlook_move_email", "W", False, (WINDOWS,), "Moves an Outlook email to another folder.",
     {}),
    ("outlook_calendar_create_event", "W", False, (WINDOWS,),
     "Creates an event in the Outlook calendar.", {}),
]

LMCP_TABLES: list[list[Row]] = [
    RECIPES, GENERAL, MAIL, CALENDAR, NOTES, REMINDERS, CONTACTS_AND_MESSAGES,
    TEAMS_AND_SLACK, FILES_AND_OFFICE, WINDOWS_OUTLOOK,
]

# The host of seed 004: a calculator and the workflow-creation tools.
CUSTOM_TOOL_TABLE: list[tuple[Row, str]] = [
    (("calculate", "R", False, (CUSTOM,), "Evaluates a numeric arithmetic expression.",
      {"expression": text("The arithmetic to evaluate.")}), "tool"),
    (("custom_tool_create", "W", False, (CUSTOM,),
      "Creates a named, reusable workflow tool from typed parameters and steps that call "
      "existing base tools.",
      {"name": text("The new tool's name; it starts with user_.", confirmed=False,
                    pattern="^user_"),
       "description": text("The tool's exact purpose.", confirmed=False),
       "parameters": array("Typed inputs: name, type, description, required.",
                           confirmed=False),
       "steps": array("Steps, each with a unique id, a tool and its arguments.",
                      confirmed=False)}), "creation"),
    (("custom_tool_list", "R", False, (CUSTOM,), "Lists the saved workflow tools.", {}),
     "creation"),
    (("custom_tool_delete", "W", False, (CUSTOM,),
      "Deletes a workflow tool; only use it when the user asks.", {}), "creation"),
]

# fmt: on

# What calculate returns is not documented; seed 004 only says a step reference reads
# ``data.result`` of an earlier step, so the key is given without a type.
CALCULATE_OUTPUT: Schema = {
    "type": "object",
    "properties": {
        "result": {"description": "The value of the expression (presumably a number)."},
    },
}


# ---------------------------------------------------------------------------
# building


def _titled(schema: Schema) -> Schema:
    """A schema whose properties carry their titles in the three languages."""
    properties = schema.get("properties")
    if not isinstance(properties, dict):
        return schema
    return {**schema, "properties": {k: titled_property(k, v) for k, v in properties.items()}}


#: Arguments the public notes show as required.
REQUIRED: dict[str, list[str]] = {
    "excel_create": ["headers"],  # "`headers` required" in LMCP_TOOLS.md
    # Seed 004's own example passes it, from an input marked required; a calculator
    # cannot do without one.
    "calculate": ["expression"],
}


def tool_entry(row: Row, role: str = "tool") -> dict[str, Any]:
    name, effect, confirm, platforms, description, properties = row
    props = {key: titled_property(key, value) for key, value in properties.items()}
    if confirm:
        props["confirm"] = titled_property("confirm", CONFIRM)
    schema: Schema = {"type": "object"}
    if props:
        schema["properties"] = props
    if name in REQUIRED:
        schema["required"] = REQUIRED[name]
    return {
        "name": name,
        "description": description,
        **tool_words(name),
        "input_schema": schema,
        "output_schema": None,
        "effect": {"R": "read", "W": "write"}[effect],
        "confirm": confirm,
        "platforms": list(platforms),
        "schema_known": False,
        "role": role,
    }


def lmcp_catalog(platform: str) -> dict[str, Any]:
    label = {MACOS: "macOS", WINDOWS: "Windows"}[platform]
    tools = [recipe_save(platform)]
    for table in LMCP_TABLES:
        tools.extend(tool_entry(row) for row in table if platform in row[3])
    return {
        "format": "recipe-studio-catalog",
        "version": 1,
        "name": f"LMCP for {label} (public snapshot)",
        "source": "shared/LMCP_TOOLS.md, seeds 000/001",
        "complete": False,
        "tools": tools,
    }


def custom_tool_catalog() -> dict[str, Any]:
    tools = [tool_entry(row, role) for row, role in CUSTOM_TOOL_TABLE]
    tools[0]["output_schema"] = _titled(CALCULATE_OUTPUT)
    return {
        "format": "recipe-studio-catalog",
        "version": 1,
        "name": "Custom-tool host (public snapshot)",
        "source": "seed 004",
        "complete": False,
        "tools": tools,
    }


def build_catalogs() -> dict[str, dict[str, Any]]:
    """File name → catalog JSON, for every catalog this script owns."""
    return {
        "lmcp-macos.json": lmcp_catalog(MACOS),
        "lmcp-windows.json": lmcp_catalog(WINDOWS),
        "custom-tool.json": custom_tool_catalog(),
    }


def render(data: dict[str, Any]) -> str:
    return json.dumps(data, indent=2, ensure_ascii=False) + "\n"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=CATALOG_DIR, help="output folder")
    parser.add_argument("--check", action="store_true", help="only check the files are current")
    args = parser.parse_args(argv)
    stale = []
    for file_name, data in build_catalogs().items():
        path = args.out / file_name
        content = render(data)
        if args.check:
            if not path.exists() or path.read_text(encoding="utf-8") != content:
                stale.append(path)
            continue
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(content, encoding="utf-8")
        print(f"{path}: {len(data['tools'])} tools")
    for path in stale:
        print(f"{path}: out of date; run scripts/build_lmcp_catalogs.py", file=sys.stderr)
    return 1 if stale else 0


if __name__ == "__main__":
    sys.exit(main())

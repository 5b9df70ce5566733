"""Writes the bundled example recipes (resources/examples/*.recipe.json).

They use the built-in tool server's tools, whose names follow LMCP, so they run out of
the box and can be published to a Mac, and each survives a second run the same day (notes
are added to or made anew, the report is previewed before it is replaced). Their names,
descriptions and texts are translated in the ``Examples`` context (``core.examples``), and
so are their params' titles and explanations, kept beside each manifest as the Studio
keeps them (``"param_words"``, ``core.param_words``), never in it.
Run: ``.venv/bin/python scripts/build_examples.py``.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "resources" / "examples"
EXPORTED_AT = "2026-11-30T00:00:00+00:00"

EXAMPLES: dict[str, dict[str, Any]] = {
    "morning-brief": {
        "name": "Morning brief",
        "description": "Today's date and time, how many notes you have, saved as a note.",
        "params": [{"name": "timezone", "type": "string", "default": "Europe/Paris"}],
        "steps": [
            {"tool": "get_datetime", "args": {"timezone": "${timezone}"}},
            {"tool": "list_notes", "args": {}},
            {
                "tool": "create_note",
                "args": {
                    "note_name": "Morning brief ${steps[0].result.date}",
                    # The day's name in the language of the tools, for the note's reader.
                    "body": (
                        "Good morning! It is ${steps[0].result.weekday_name} "
                        "${steps[0].result.date}, ${steps[0].result.time} "
                        "(${steps[0].result.timezone}).\n\n"
                        "You have ${steps[1].result.count} notes."
                    ),
                    # A second run the same day adds to that day's note.
                    "if_exists": "append",
                },
                "optional": True,
            },
        ],
    },
    "notes-round-up": {
        "name": "Notes round-up",
        "description": "Finds the notes that mention a word and lists them in a new note.",
        "params": [
            {"name": "query", "type": "string", "default": "todo"},
            {"name": "limit", "type": "int", "default": 20},
        ],
        "steps": [
            {"tool": "get_datetime", "args": {}},
            {"tool": "search_notes", "args": {"query": "${query}", "limit": "${limit}"}},
            {"wait": 1},
            {
                "tool": "create_note",
                "args": {
                    "note_name": "Round-up: ${query} (${steps[0].result.date})",
                    "body": (
                        "${steps[1].result.count} note(s) mention “${query}”:\n\n"
                        "${steps[1].result.matches}"
                    ),
                    # Another round-up the same day is a note of its own: "… (2)".
                    "if_exists": "new_name",
                },
                "optional": True,
            },
        ],
    },
    "file-report": {
        "name": "File report",
        "description": "Lists a folder of your workspace and writes the list to a report file.",
        "params": [{"name": "folder", "type": "string", "default": "."}],
        "steps": [
            {"tool": "get_datetime", "args": {}},
            {"tool": "file_list", "args": {"path": "${folder}"}},
            {
                "tool": "file_write",
                "args": {
                    "path": "report-${steps[0].result.date}.md",
                    "content": (
                        "# Files in ${steps[1].result.path}\n\n"
                        "${steps[1].result.count} entries:\n\n${steps[1].result.entries}\n"
                    ),
                    # The day's first run writes the report; a later one only previews
                    # replacing it (the tool asks its own confirmation), nothing is lost.
                    "mode": "overwrite",
                },
                "optional": True,
            },
        ],
    },
    "time-check": {
        "name": "Time check",
        "description": "Reads the clock and works out how many seconds a day has (read-only).",
        "params": [],
        "steps": [
            {"tool": "get_datetime", "args": {"timezone": "UTC"}},
            {"tool": "calculate", "args": {"expression": "60 * 60 * 24"}},
            {
                "tool": "echo",
                "args": {"value": "${steps[0].result.date}: ${steps[1].result.result} s"},
            },
        ],
    },
}


#: Each example's params in the person's words: title and description, by param name.
PARAM_WORDS: dict[str, dict[str, dict[str, str]]] = {
    "morning-brief": {
        "timezone": {
            "title": "Time zone",
            "description": "Where the date and time are read, as a region like Europe/Paris.",
        },
    },
    "notes-round-up": {
        "query": {
            "title": "Word to look for",
            "description": "The notes that mention it are listed.",
        },
        "limit": {
            "title": "Most notes listed",
            "description": "How many notes the round-up lists at most.",
        },
    },
    "file-report": {
        "folder": {
            "title": "Folder",
            "description": "The folder of your workspace to list (. is the workspace itself).",
        },
    },
}


def main() -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    for slug, manifest in EXAMPLES.items():
        share = {
            "format": "recipe-studio-recipe",
            "format_version": 1,
            "profile": "macos",
            "exported_at": EXPORTED_AT,
            "manifest": manifest,
        }
        if slug in PARAM_WORDS:
            share["param_words"] = PARAM_WORDS[slug]
        text = json.dumps(share, indent=2, ensure_ascii=False) + "\n"
        (OUT / f"{slug}.recipe.json").write_text(text, encoding="utf-8")
        print(f"wrote {slug}.recipe.json")


if __name__ == "__main__":
    main()

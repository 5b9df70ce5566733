"""``list``, ``show``, ``save``, ``rename``, ``delete``, ``trash``, ``versions``,
``restore``, ``export`` and ``import``: the recipe library from the command line.

Every command accepts ``--home DIR`` (also accepted before the command). Exit codes:
0 done, 1 refused (``recipe_exists``, conflict, not found, a recipe with errors), 2 bad
input or usage. Errors are one line on stderr.
"""

from __future__ import annotations

import argparse
import functools
import json
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

from recipe_studio.commands.common import (
    EXIT_FAILED,
    EXIT_OK,
    UsageError,
    load_file,
    problem_line,
    say,
    write_output,
)
from recipe_studio.core.atomic import dumps_json
from recipe_studio.core.library import (
    ClashPolicy,
    DiskError,
    InvalidNameError,
    InvalidRecipeError,
    Library,
    LibraryEntry,
    LibraryError,
)
from recipe_studio.core.library.record import encode_json
from recipe_studio.core.library.share import IMPORT_POLICIES, export_path
from recipe_studio.core.paths import library_dir
from recipe_studio.core.profiles import PROFILE_NAMES
from recipe_studio.core.sharefile import is_save_arguments

Command = Callable[[argparse.Namespace], int]


def add_parsers(sub: Any) -> None:
    home = argparse.ArgumentParser(add_help=False)
    home.add_argument(
        "--home", dest="library_home", metavar="DIR", help="Studio data folder (default: per user)"
    )

    def add(name: str, func: Command, help_text: str) -> argparse.ArgumentParser:
        parser: argparse.ArgumentParser = sub.add_parser(name, parents=[home], help=help_text)
        parser.set_defaults(func=_guarded(func))
        return parser

    p = add("list", cmd_list, "list the recipes in the library (broken files too)")
    p.add_argument("--json", action="store_true", help="print a machine-readable list")

    p = add("show", cmd_show, "print a recipe's manifest")
    p.add_argument("name", metavar="NAME")

    p = add("save", cmd_save, "save a recipe file into the library (as recipe_save does)")
    p.add_argument("file", metavar="FILE")
    p.add_argument("--overwrite", action="store_true", help="replace a recipe of that name")
    p.add_argument("--profile", choices=PROFILE_NAMES, help="target profile (default: detected)")
    p.add_argument("--draft", action="store_true", help="keep it even if it has errors")

    p = add("rename", cmd_rename, "rename a recipe")
    p.add_argument("old", metavar="OLD")
    p.add_argument("new", metavar="NEW")

    p = add("delete", cmd_delete, "move a recipe to the trash")
    p.add_argument("name", metavar="NAME")

    p = add("trash", cmd_trash, "list the trash, restore from it or empty it")
    group = p.add_mutually_exclusive_group()
    group.add_argument("--restore", metavar="NAME", help="put a deleted recipe back")
    group.add_argument("--empty", action="store_true", help="destroy what is in the trash")
    p.add_argument(
        "--keep-both", action="store_true", help="restore as 'NAME (2)' if NAME is taken"
    )

    p = add("versions", cmd_versions, "list the earlier versions of a recipe")
    p.add_argument("name", metavar="NAME")

    p = add("restore", cmd_restore, "make an earlier version current again")
    p.add_argument("name", metavar="NAME")
    p.add_argument("version", metavar="VERSION", type=int)

    p = add("export", cmd_export, "export recipes to a share file (several: a bundle)")
    p.add_argument("names", nargs="+", metavar="NAME")
    p.add_argument("-o", "--output", metavar="FILE", required=True, help="'-' for stdout")

    p = add("import", cmd_import, "import a share file, bundle or manifest")
    p.add_argument("file", metavar="FILE")
    p.add_argument("--on-clash", choices=IMPORT_POLICIES, default="keep-both")
    p.add_argument("--profile", choices=PROFILE_NAMES, help="read manifests as this profile")


def _guarded(func: Command) -> Command:
    """Turn refused operations into one line and exit 1 (bad names: exit 2)."""

    @functools.wraps(func)
    def run(args: argparse.Namespace) -> int:
        try:
            return func(args)
        except InvalidNameError as exc:
            raise UsageError(str(exc)) from None
        except DiskError as exc:  # one sentence: what failed and what to do
            raise UsageError(str(exc)) from None
        except LibraryError as exc:
            say(f"recipe-studio: {exc.code}: {exc}")
            return EXIT_FAILED

    return run


def _library(args: argparse.Namespace) -> Library:
    home = getattr(args, "library_home", None)
    return Library(library_dir(home) if home else None)


def _entry_json(entry: LibraryEntry) -> dict[str, Any]:
    return {
        "file": entry.file,
        "name": entry.name,
        "profile": entry.profile,
        "description": entry.description,
        "step_count": entry.step_count,
        "tools": list(entry.tools),
        "draft": entry.draft,
        "kind": entry.kind,
        "mtime_ns": entry.mtime_ns,
        "size": entry.size,
        "broken": entry.broken,
        "broken_code": entry.broken_code,
    }


def cmd_list(args: argparse.Namespace) -> int:
    entries = _library(args).entries()
    if args.json:
        print(json.dumps([_entry_json(e) for e in entries], ensure_ascii=False, indent=2))
        return EXIT_OK
    for e in entries:
        if not e.ok:
            print(f"BROKEN {e.file}: {e.broken}")
            continue
        flags = [e.profile or "?", f"{e.step_count} step{'s' if e.step_count != 1 else ''}"]
        if e.draft:
            flags.append("draft")
        if e.kind != "library":
            flags.append(f"{e.kind} file {e.file}")
        print(f"{e.name}  ({', '.join(flags)})")
    if not entries:
        say("the library is empty")
    return EXIT_OK


def cmd_show(args: argparse.Namespace) -> int:
    loaded = _library(args).load(args.name)
    sys.stdout.write(dumps_json(loaded.manifest))
    return EXIT_OK


def cmd_save(args: argparse.Namespace) -> int:
    found = load_file(args.file, args.profile)
    if len(found.recipes) != 1:
        raise UsageError(f"{args.file}: holds {len(found.recipes)} recipes; import it instead")
    entry = found.recipes[0]
    if entry.how not in ("given", "share file"):
        say(f"{args.file}: profile {entry.profile.name} ({entry.how})")
    data = found.data
    overwrite = args.overwrite or (is_save_arguments(data) and data.get("overwrite") is True)
    try:
        checks = entry.checks if isinstance(entry.checks, dict) else None
        result = _library(args).save(
            entry.profile, entry.recipe, overwrite=overwrite, draft=args.draft, checks=checks
        )
    except InvalidRecipeError as exc:
        for p in exc.problems:
            say(problem_line(args.file, p, entry.where))
        say(f"recipe-studio: {exc.code}: {exc} (use --draft)")
        return EXIT_FAILED
    for p in result.problems:
        say(problem_line(args.file, p, entry.where))
    print(json.dumps(result.answer, ensure_ascii=False))
    return EXIT_OK


def cmd_rename(args: argparse.Namespace) -> int:
    _library(args).rename(args.old, args.new)
    say(f"renamed {args.old!r} to {args.new!r}")
    return EXIT_OK


def cmd_delete(args: argparse.Namespace) -> int:
    _library(args).delete(args.name)
    say(f"moved {args.name!r} to the trash")
    return EXIT_OK


def cmd_trash(args: argparse.Namespace) -> int:
    library = _library(args)
    if args.empty:
        count = library.empty_trash()
        say(f"emptied the trash: {count} recipe(s) destroyed")
        return EXIT_OK
    if args.restore is not None:
        policy: ClashPolicy = "keep-both" if args.keep_both else "refuse"
        name = library.restore_from_trash(args.restore, on_clash=policy)
        say(f"restored {name!r}")
        return EXIT_OK
    if args.keep_both:
        raise UsageError("--keep-both goes with --restore NAME")
    items = library.trash()
    for item in items:
        print(f"{item.name}  (deleted {item.deleted_at}, id {item.id})")
    if not items:
        say("the trash is empty")
    return EXIT_OK


def cmd_versions(args: argparse.Namespace) -> int:
    items = _library(args).versions(args.name)
    for v in items:
        if v.broken:
            print(f"{v.number}  (unreadable: {v.broken})")
            continue
        draft = ", draft" if v.draft else ""
        print(
            f"{v.number}  saved {v.saved_at or '?'}  "
            f"(revision {v.revision}, {v.step_count} steps{draft})"
        )
    if not items:
        say(f"{args.name!r} has no earlier versions")
    return EXIT_OK


def cmd_restore(args: argparse.Namespace) -> int:
    result = _library(args).restore_version(args.name, args.version)
    kept = f"; the previous one is version {result.kept_version}" if result.kept_version else ""
    say(f"restored version {args.version} of {args.name!r}{kept}")
    return EXIT_OK


def cmd_export(args: argparse.Namespace) -> int:
    library = _library(args)
    if args.output == "-":
        sys.stdout.write(encode_json(library.export(args.names)).decode("utf-8"))
        return EXIT_OK
    target = export_path(Path(args.output), args.names)
    write_output(str(target), encode_json(library.export(args.names)))
    count = len(args.names)
    say(f"exported {count} recipe{'' if count == 1 else 's'} to {target}")
    return EXIT_OK


def cmd_import(args: argparse.Namespace) -> int:
    report = _library(args).import_file(args.file, on_clash=args.on_clash, profile=args.profile)
    for p in report.problems:
        say(problem_line(args.file, p))
    if report.error is not None:
        raise UsageError(report.error)
    for item in report.items:
        where = item.where or "recipe"
        for p in item.problems:
            say(problem_line(args.file, p, item.where))
        draft = " as a draft (it has errors)" if item.status != "skipped" and item.draft else ""
        if item.status == "failed":
            say(f"{args.file}:{where}: not imported: {item.error}")
        elif item.status == "skipped":
            print(f"skipped {item.name!r}: a recipe of that name exists")
        elif item.status == "kept-both":
            print(f"imported {item.name!r} as {item.stored_as!r}{draft}")
        elif item.status == "overwritten":
            print(f"imported {item.name!r}, replacing the one in the library{draft}")
        else:
            print(f"imported {item.name!r}{draft}")
    return EXIT_OK if report.ok else EXIT_FAILED

"""``validate``, ``convert`` and ``profiles``: checking and converting manifest files."""

from __future__ import annotations

import json
import sys
from typing import TYPE_CHECKING, Any

from recipe_studio.commands.common import (
    EXIT_BAD_INPUT,
    EXIT_FAILED,
    EXIT_OK,
    argument_titles,
    load_catalog_option,
    load_one,
    problem_json,
    problem_line,
    say,
    write_output,
)
from recipe_studio.core.atomic import dumps_json
from recipe_studio.core.convert import convert
from recipe_studio.core.loading import InputRecipe, load_input
from recipe_studio.core.problems import has_errors
from recipe_studio.core.profiles import PROFILE_NAMES, PROFILES, get_profile
from recipe_studio.core.validation import Validator

if TYPE_CHECKING:
    import argparse

    from recipe_studio.core.catalog import Catalog


def add_parsers(sub: Any) -> None:
    p = sub.add_parser("validate", help="check recipe files against a platform's rules")
    p.add_argument("files", nargs="+", metavar="FILE")
    p.add_argument("--profile", choices=PROFILE_NAMES, help="target profile (default: detected)")
    p.add_argument("--catalog", metavar="FILE", help="a catalog file to check tools against")
    p.add_argument("--json", action="store_true", help="print a machine-readable list")
    p.set_defaults(func=cmd_validate)

    p = sub.add_parser("convert", help="convert a recipe file between profiles")
    p.add_argument("file", metavar="FILE")
    p.add_argument("--from", dest="source", choices=PROFILE_NAMES, help="default: detected")
    p.add_argument("--to", dest="target", choices=PROFILE_NAMES, required=True)
    p.add_argument("-o", "--output", metavar="OUT", help="write here instead of stdout")
    p.add_argument("--lossy", action="store_true", help="drop what cannot be carried over")
    p.set_defaults(func=cmd_convert)

    p = sub.add_parser("profiles", help="list the target profiles and what each allows")
    p.add_argument("--json", action="store_true")
    p.set_defaults(func=cmd_profiles)


def cmd_validate(args: argparse.Namespace) -> int:
    validation = _Validation(load_catalog_option(args.catalog), as_json=args.json)
    worst = max((validation.file(path, args.profile) for path in args.files), default=EXIT_OK)
    if args.json:
        print(json.dumps(validation.report, ensure_ascii=False, indent=2))
    return worst


class _Validation:
    """``validate``: each file's problems printed as found (or gathered for ``--json``);
    one validator per profile, whatever the number of files."""

    def __init__(self, catalog: Catalog | None, *, as_json: bool) -> None:
        self.catalog = catalog
        self.as_json = as_json
        self.validators: dict[str, Validator] = {}
        self.report: list[dict[str, Any]] = []

    def file(self, path: str, profile: str | None) -> int:
        """Validate every recipe of the file at ``path``; the exit status it deserves."""
        found = load_input(path, profile)
        if found.error is not None:
            say(found.error)
            self.report.append({"file": path, "error": found.error, "problems": []})
            return EXIT_BAD_INPUT
        if found.problems:
            self.report.append(problem_json(path, found.problems))
            if not self.as_json:
                for p in found.problems:
                    print(problem_line(path, p))
        if not found.ok:
            return EXIT_BAD_INPUT
        return max((self.recipe(path, entry) for entry in found.recipes), default=EXIT_OK)

    def recipe(self, path: str, entry: InputRecipe) -> int:
        if entry.how != "given" and not self.as_json:
            say(f"{path}:{entry.where or 'recipe'}: profile {entry.profile.name} ({entry.how})")
        validator = self.validators.get(entry.profile.name)
        if validator is None:
            validator = self.validators[entry.profile.name] = Validator(entry.profile, self.catalog)
        problems = validator.validate(entry.recipe)
        self.report.append(
            problem_json(
                path,
                problems,
                entry.where,
                profile=entry.profile.name,
                profile_chosen_by=entry.how,
                catalog=validator.catalog.name,
            )
        )
        if not self.as_json:
            names = argument_titles(entry.recipe, entry.profile, validator.catalog)
            for p in problems:
                print(problem_line(path, p, entry.where, names))
        return EXIT_FAILED if has_errors(problems) else EXIT_OK


def cmd_convert(args: argparse.Namespace) -> int:
    path = args.file
    entry = load_one(path, args.source, "convert")
    if entry.how != "given":
        say(f"{path}: converting from {entry.profile.name} ({entry.how})")
    result = convert(entry.recipe, entry.profile, args.target, lossy=args.lossy)
    for p in result.losses:
        say(problem_line(path, p, entry.where))
    if not result.ok:
        say(
            f"{path}: not converted: {len(result.losses)} thing(s) cannot be carried over "
            f"to {args.target} (use --lossy to drop them)"
        )
        return EXIT_FAILED
    text = dumps_json(get_profile(args.target).write(result.recipe))
    if args.output:
        write_output(args.output, text.encode("utf-8"))
    else:
        sys.stdout.write(text)
    return EXIT_OK


def cmd_profiles(args: argparse.Namespace) -> int:
    described = [profile.describe() for profile in PROFILES.values()]
    if args.json:
        print(json.dumps(described, indent=2))
        return EXIT_OK
    for d in described:
        features = [
            k for k in ("wait", "optional", "outputs", "schema_version", "overwrite") if d[k]
        ]
        types = (
            d["param_types"] if isinstance(d["param_types"], str) else "|".join(d["param_types"])
        )
        print(
            f"{d['name']:<12} {d['title']}: types {types}; confirm {d['confirm']}; "
            f"has {', '.join(features) or 'no extras'}; returns {{{', '.join(d['save_returns'])}}}"
        )
    return EXIT_OK

"""Checks on step results: what a tester expects of a result, set without writing code.

A :class:`Check` says one thing about one step: its result has a value at ``path`` (is
present), that value equals / contains / is at least ``value``, a list there has at
least ``value`` items, or the step succeeds. Every test run, rehearsal and command-line
run evaluates the checks of the steps it reached (:func:`evaluate`) and reports each as a
:class:`CheckResult`: a status and a reason code with the value found (words are made at
the edge, :func:`check_message` / :func:`reason_message`).

Checks belong to the Studio, not to the recipe: they are never written into a manifest
(saved, published or shown). In memory they are keyed by the step's uid, so they follow
the step when it moves; stored (beside the recipe in the library, and in share files)
they are keyed by the step's position at that moment, which is always written together
with the manifest (:func:`checks_to_stored`, :func:`checks_from_stored`)::

    "checks": {"0": [{"kind": "present", "path": ["date"]}],
               "2": [{"kind": "min_items", "path": ["notes"], "value": 1},
                     {"kind": "succeeds"}]}
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING, Any, Literal, get_args

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from recipe_studio.core.messages import Message, message
from recipe_studio.core.references import (
    REFERENCE_WORDS,
    InterpolationError,
    JsonPath,
    StepRef,
    describe_reference,
    resolve_path,
    value_as_text,
)

if TYPE_CHECKING:
    from collections.abc import Callable, Mapping, Sequence

    from recipe_studio.core.references import ReferenceNaming

CheckKind = Literal["present", "equals", "contains", "at_least", "min_items", "succeeds"]
CHECK_KINDS: tuple[CheckKind, ...] = get_args(CheckKind)
#: Kinds that compare with a value the person gives.
KINDS_WITH_VALUE: frozenset[CheckKind] = frozenset({"equals", "contains", "at_least", "min_items"})
CheckStatus = Literal["passed", "failed", "not_checked"]
#: Why a check did not pass (``None`` when it passed).
CheckReason = Literal[
    "missing",
    "different",
    "not_contained",
    "too_small",
    "not_a_number",
    "too_few",
    "not_a_list",
    "step_failed",
    "stand_in",
    "not_run",
]
#: Step statuses in which the step did what it was asked (a tool's preview included).
SUCCEEDED = ("ok", "preview")


class Check(BaseModel):
    """One expectation about one step's result."""

    model_config = ConfigDict(frozen=True, extra="ignore")

    kind: CheckKind
    #: Where in the result (keys and 0-based list positions); ``()`` is the whole result.
    path: tuple[str | int, ...] = ()
    #: What ``equals``/``contains``/``at_least`` compare with; ``min_items``' count.
    value: Any = None

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {"kind": self.kind}
        if self.kind != "succeeds":
            data["path"] = list(self.path)
        if self.kind in KINDS_WITH_VALUE:
            data["value"] = self.value
        return data


class CheckResult(BaseModel):
    """How one check of step ``step`` (0-based) came out."""

    step: int
    check: Check
    status: CheckStatus
    reason: CheckReason | None = None
    #: What was found where the check looked (for "it is 3"), when it matters.
    actual: Any = None
    #: How many items were found (``too_few``).
    count: int | None = None

    @property
    def failed(self) -> bool:
        return self.status == "failed"

    def to_json(self) -> dict[str, Any]:
        return self.model_dump(mode="json")


def evaluate(
    check: Check, step: int, status: str | None, result: Any, *, stand_in: bool = False
) -> CheckResult:
    """Judge ``check`` on step ``step`` that ended with ``status`` and ``result``.

    ``status`` ``None``/``not_run``: the step was not reached. ``stand_in``: the result is
    an example made up by a rehearsal, so only "the step succeeds" can be judged.
    """

    def outcome(status: CheckStatus, reason: CheckReason | None = None, **more: Any) -> CheckResult:
        return CheckResult(step=step, check=check, status=status, reason=reason, **more)

    if status is None or status == "not_run":
        return outcome("not_checked", "not_run")
    if stand_in or status == "not_sent":
        return outcome("not_checked", "stand_in")
    if check.kind == "succeeds":
        return outcome("passed") if status in SUCCEEDED else outcome("failed", "step_failed")
    if status not in SUCCEEDED:
        return outcome("failed", "step_failed")
    try:
        found = resolve_path(result, check.path, where="result")
    except InterpolationError:
        return outcome("failed", "missing")
    return _compare(check, found, outcome)


def _compare(check: Check, found: Any, outcome: Callable[..., CheckResult]) -> CheckResult:
    if check.kind == "present":
        return outcome("passed") if found is not None else outcome("failed", "missing")
    if check.kind == "equals":
        same = same_value(found, check.value)
        return outcome("passed") if same else outcome("failed", "different", actual=found)
    if check.kind == "contains":
        if contains(found, check.value):
            return outcome("passed")
        return outcome("failed", "not_contained", actual=found)
    if check.kind == "at_least":
        number, limit = as_number(found), as_number(check.value)
        if number is None or limit is None:
            return outcome("failed", "not_a_number", actual=found)
        return (
            outcome("passed") if number >= limit else outcome("failed", "too_small", actual=found)
        )
    # min_items
    if not isinstance(found, list | dict):
        return outcome("failed", "not_a_list", actual=found)
    wanted = as_number(check.value) or 0
    if len(found) >= wanted:
        return outcome("passed", count=len(found))
    return outcome("failed", "too_few", count=len(found))


def same_value(found: Any, expected: Any) -> bool:
    """JSON equality: ``1 == 1.0``, but ``true`` is not ``1``."""
    if isinstance(found, bool) or isinstance(expected, bool):
        return type(found) is type(expected) and found == expected
    return bool(found == expected)


def contains(found: Any, expected: Any) -> bool:
    """Text within text, an item of a list, or a key of an object."""
    if isinstance(found, str):
        return value_as_text(expected) in found
    if isinstance(found, list):
        return any(same_value(item, expected) for item in found)
    if isinstance(found, dict):
        return isinstance(expected, str) and expected in found
    return False


def as_number(value: Any) -> float | None:
    """A number, also one written as text ("12.5"); ``None`` for anything else."""
    if isinstance(value, bool):
        return None
    if isinstance(value, int | float):
        return float(value) if math.isfinite(value) else None
    if isinstance(value, str):
        try:
            number = float(value.strip())
        except ValueError:
            return None
        return number if math.isfinite(number) else None
    return None


def evaluate_all(
    checks: Sequence[Check], step: int, status: str | None, result: Any, *, stand_in: bool = False
) -> list[CheckResult]:
    return [evaluate(check, step, status, result, stand_in=stand_in) for check in checks]


def failed_count(results: Sequence[CheckResult]) -> int:
    return sum(result.failed for result in results)


# --------------------------------------------------------------------------- words


def path_text(
    step: int,
    path: JsonPath,
    words: Mapping[str, str] = REFERENCE_WORDS,
    names: ReferenceNaming | None = None,
) -> str:
    """``Step 2 › notes › first › name`` (``words``: the GUI's translated ones;
    ``names``: the recipe's titles, "Step 2 › Notes › first › Name")."""
    return describe_reference(StepRef(index=step, path=tuple(path)), words, names)


def check_message(
    check: Check,
    step: int,
    words: Mapping[str, str] = REFERENCE_WORDS,
    names: ReferenceNaming | None = None,
) -> Message:
    """What the check expects, as a message (``Step 2 › date is present``)."""
    where = path_text(step, check.path, words, names)
    if check.kind == "succeeds":
        return message("check_succeeds", step=step + 1)
    if check.kind == "min_items":
        count = int(as_number(check.value) or 0)
        return message("check_min_items", path=where, count=count)
    return message(f"check_{check.kind}", path=where, value=value_as_text(check.value))


def reason_message(result: CheckResult) -> Message | None:
    """Why the check did not pass, as a message (``None`` when it passed)."""
    reason = result.reason
    if reason is None:
        return None
    if reason == "too_few":
        return message("check_too_few", count=result.count or 0)
    if reason in ("different", "not_contained", "too_small", "not_a_number", "not_a_list"):
        return message(f"check_{reason}", actual=value_as_text(result.actual))
    return message(f"check_{reason}")


def summary_message(results: Sequence[CheckResult]) -> Message | None:
    """``2 checks failed`` / ``All 3 checks passed``; ``None`` without checks."""
    failed = failed_count(results)
    if failed:
        return message("checks_failed", count=failed)
    passed = sum(result.status == "passed" for result in results)
    return message("checks_passed", count=passed) if passed else None


# --------------------------------------------------------------------------- storage

ChecksByUid = dict[str, list[Check]]


class _Stored(BaseModel):
    checks: dict[str, list[Check]] = Field(default_factory=dict)


def checks_to_stored(uids: Sequence[str], checks: Mapping[str, Sequence[Check]]) -> dict[str, Any]:
    """Checks keyed by step position (the steps' ``uids`` in order), the stored form."""
    position = {uid: index for index, uid in enumerate(uids)}
    return {
        str(position[uid]): [check.to_json() for check in items]
        for uid, items in checks.items()
        if uid in position and items
    }


def checks_from_stored(stored: Any, uids: Sequence[str]) -> ChecksByUid:
    """The stored form read back onto the steps ``uids``; anything unusable is left out
    (a hand-edited file must never stop a recipe from opening)."""
    if not isinstance(stored, dict):
        return {}
    out: ChecksByUid = {}
    for key, items in stored.items():
        if not (isinstance(key, str) and key.isdigit() and int(key) < len(uids)):
            continue
        kept = []
        for item in items if isinstance(items, list) else []:
            try:
                kept.append(Check.model_validate(item))
            except ValidationError:
                continue
        if kept:
            out[uids[int(key)]] = kept
    return out


def valid_stored(stored: Any) -> bool:
    """Whether ``stored`` has the stored form's shape (an object of lists)."""
    try:
        _Stored.model_validate({"checks": stored})
    except ValidationError:
        return False
    return True

"""The canonical recipe model (pydantic v2), independent of any platform's wire format.

Profiles (``recipe_studio.core.profiles``) read their wire format into these models and
write them back. Keys a profile does not know are kept in each model's extras and written
back, so a load/save round trip never drops what a user wrote.

Args keep the reference syntax of their *dialect*: ``template`` (``${name}``,
``${steps[N].result.KEY}``) for the recipe manifests, ``custom`` (``{"$input": ...}``,
``{"$step": ..., "path": ...}``) for custom tools. ``recipe_studio.core.convert`` moves a
recipe between dialects.
"""

from __future__ import annotations

import itertools
import os
from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field

Dialect = Literal["template", "custom"]

_uid_prefix = os.urandom(3).hex()
_uid_counter = itertools.count(1)


def new_uid() -> str:
    """A process-unique id for a step; never written to a manifest."""
    return f"{_uid_prefix}-{next(_uid_counter)}"


class _Open(BaseModel):
    model_config = ConfigDict(extra="allow", validate_assignment=False)

    #: Unknown keys whose names clash with a field of the model, kept verbatim.
    shadowed: dict[str, Any] = Field(default_factory=dict)

    def extras(self) -> dict[str, Any]:
        """Every key from the file this model does not know, to be written back."""
        return {**(self.__pydantic_extra__ or {}), **self.shadowed}

    @classmethod
    def with_extras(cls, known: dict[str, Any], unknown: dict[str, Any]) -> Any:
        """Build from known fields plus unknown keys, whatever the unknown keys are called."""
        plain = {k: v for k, v in unknown.items() if k not in cls.model_fields}
        clashing = {k: v for k, v in unknown.items() if k in cls.model_fields}
        return cls(**known, **plain, shadowed=clashing)


class Param(_Open):
    name: str
    #: ``None`` when the file gave no type.
    type: str | None = "string"
    has_default: bool = False
    default: Any = None
    description: str | None = None
    required: bool | None = None
    #: A param entry the reader could not understand, kept verbatim for writing back.
    raw: Any = None
    #: The Studio's own words for the param (:mod:`recipe_studio.core.param_words`): its
    #: title and an explanation, in the person's words. Never read from a manifest nor
    #: written into one (a manifest's own ``title`` key stays a manifest key, kept in
    #: ``shadowed``); they live beside the recipe, as the checks do.
    title: str = ""
    #: The person's explanation of the param (``description`` is the manifest's own field).
    explanation: str = ""


class ToolStep(_Open):
    kind: Literal["tool"] = "tool"
    uid: str = Field(default_factory=new_uid)
    tool: str = ""
    args: dict[str, Any] = Field(default_factory=dict)
    #: ``False`` when the file had no args key, so writing it back adds none.
    args_present: bool = True
    #: ``None`` when the file did not say; written back only when it did.
    optional: bool | None = None
    #: The custom-tool step id (the name other steps use in ``$step``).
    step_id: str | None = None

    @property
    def is_optional(self) -> bool:
        return bool(self.optional)


class WaitStep(_Open):
    kind: Literal["wait"] = "wait"
    uid: str = Field(default_factory=new_uid)
    seconds: float | int = 1
    #: ``{"wait": {"seconds": N}}`` is "object"; ``{"wait": N}`` is "number".
    form: Literal["object", "number"] = "object"
    wait_extras: dict[str, Any] = Field(default_factory=dict)


class RawStep(_Open):
    """A step the reader could not recognise, kept verbatim so saving loses nothing."""

    kind: Literal["raw"] = "raw"
    uid: str = Field(default_factory=new_uid)
    raw: Any = None


Step = Annotated[ToolStep | WaitStep | RawStep, Field(discriminator="kind")]


class Recipe(_Open):
    name: str = ""
    description: str | None = None
    params: list[Param] = Field(default_factory=list)
    steps: list[Step] = Field(default_factory=list)
    outputs: list[Any] | None = None
    schema_version: int | None = None
    dialect: Dialect = "template"
    #: Top-level values of the wrong type, kept verbatim so saving writes them back.
    invalid_fields: dict[str, Any] = Field(default_factory=dict)
    #: Top-level keys the file had, so writing back keeps e.g. an empty ``params``.
    present_keys: frozenset[str] = frozenset()

    def step_index(self, uid: str) -> int:
        for index, step in enumerate(self.steps):
            if step.uid == uid:
                return index
        raise KeyError(uid)

    def param_named(self, name: str) -> Param | None:
        for param in self.params:
            if param.name == name:
                return param
        return None

    def tools_used(self) -> list[str]:
        seen: dict[str, None] = {}
        for step in self.steps:
            if isinstance(step, ToolStep) and step.tool:
                seen.setdefault(step.tool, None)
        return list(seen)

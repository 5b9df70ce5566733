"""The one confirmation for clients on MCP 2026-07-28, which ask questions through
``input_required`` instead of server-to-client requests.

On that protocol the server cannot send ``elicitation/create`` in the middle of a call.
Instead the first ``tools/call`` of a recipe that changes something answers with an
``InputRequiredResult`` holding the confirmation (the same text and schema older clients
are asked), and the client calls again with the person's answer under
``input_responses["confirm"]`` and the ``request_state`` it was given. The state names the
recipe and its values and is used once, so an answer can only confirm the run it was asked
for.
"""

from __future__ import annotations

import json
import secrets
import time
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import mcp_types as types
from mcp_types.version import MODERN_PROTOCOL_VERSIONS

from recipe_studio.serve.describe import CONFIRM_SCHEMA, ServedRecipe, confirmation_message

if TYPE_CHECKING:
    from mcp.server.context import ServerRequestContext

    from recipe_studio.core.engine import PlannedAction

#: The key of the confirmation among the call's input requests.
CONFIRM_KEY = "confirm"
#: Seconds a person has to answer before the question must be asked again.
ANSWER_WITHIN = 30 * 60.0


def asks_through_input_required(ctx: ServerRequestContext[Any, Any]) -> bool:
    """A 2026-07-28 client that said it can answer questions (elicitation)."""
    if ctx.protocol_version not in MODERN_PROTOCOL_VERSIONS:
        return False
    capabilities = ctx.session.client_capabilities
    return capabilities is not None and capabilities.elicitation is not None


@dataclass(frozen=True)
class _Asked:
    recipe: str
    values: str
    until: float


class PendingQuestions:
    """The confirmations asked and not yet answered, by their ``request_state``."""

    def __init__(self) -> None:
        self._asked: dict[str, _Asked] = {}

    def ask(
        self, served: ServedRecipe, values: dict[str, Any], actions: list[PlannedAction]
    ) -> types.InputRequiredResult:
        now = time.monotonic()
        self._asked = {key: asked for key, asked in self._asked.items() if asked.until > now}
        state = secrets.token_urlsafe(16)
        self._asked[state] = _Asked(served.name, _key(values), now + ANSWER_WITHIN)
        question = types.ElicitRequest(
            params=types.ElicitRequestFormParams(
                message=confirmation_message(served, actions), requested_schema=CONFIRM_SCHEMA
            )
        )
        return types.InputRequiredResult(
            input_requests={CONFIRM_KEY: question}, request_state=state
        )

    def answer(
        self, served: ServedRecipe, values: dict[str, Any], params: types.CallToolRequestParams
    ) -> types.ElicitResult | None:
        """The person's answer to the question asked for this very run (``None``: none)."""
        state = params.request_state
        asked = self._asked.pop(state, None) if state is not None else None
        if asked is None or asked.until < time.monotonic():
            return None
        if asked.recipe != served.name or asked.values != _key(values):
            return None
        answer = (params.input_responses or {}).get(CONFIRM_KEY)
        return answer if isinstance(answer, types.ElicitResult) else None


def _key(values: dict[str, Any]) -> str:
    return json.dumps(values, sort_keys=True, default=str)

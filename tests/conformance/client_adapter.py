"""The MCP conformance suite's client under test: Recipe Studio's own MCP client.

``@modelcontextprotocol/conformance client --command "python client_adapter.py"`` starts a
test server for a scenario and runs this script with the server's URL. The script does
what Recipe Studio does with a server — connect, list the tools, call them — through
``recipe_studio.core.mcp_client``: every listed tool is called once, with arguments made
from its input schema, and a server's questions (elicitation) are answered the way
``recipe-studio run --yes`` answers them: with the defaults of the requested form.
Exit status 0 when every call got an answer, 1 otherwise.
"""

from __future__ import annotations

import json
import os
import sys
from typing import Any

from recipe_studio.core.mcp_client import Connection, McpClientError, ServerSpec, default_answer

SAMPLE = {"number": 1, "integer": 1, "string": "test", "boolean": True, "array": [], "object": {}}


def arguments_for(schema: dict[str, Any]) -> dict[str, Any]:
    """A value of the right type for each required argument."""
    properties = schema.get("properties") or {}
    required = schema.get("required") or []
    args: dict[str, Any] = {}
    for name in required:
        prop = properties.get(name) or {}
        kind = prop.get("type", "string")
        args[name] = prop.get("default", SAMPLE.get(kind if isinstance(kind, str) else "string"))
    return args


def follow_sign_in_page(url: str) -> bool:
    """The person's browser, for the suite's authorization servers (they approve at once):
    open the sign-in address and follow its redirects to the loopback receiver."""
    import httpx2

    httpx2.get(url, follow_redirects=True, timeout=30)
    return True


#: The client metadata document the suite's authorization servers expect (its CIMD scenario).
SUITE_METADATA_DOCUMENT = "https://conformance-test.local/client-metadata.json"


def set_up_sign_in(url: str) -> None:
    """Sign-ins in memory, and the connection set up as a person would from what the server's
    owner gave them (the suite's context): a client ID and its secret or private key, and
    for its machine-to-machine scenarios sign-in without a person. Every connection names
    the organisation's client metadata document; it is used only where the authorization
    server accepts such documents."""
    from recipe_studio.core.mcp_client import signin
    from recipe_studio.core.mcp_client.signin_setup import SignInSetup, save_setup, setup_problem

    signin.use_vault(signin.MemoryVault())
    context = json.loads(os.environ.get("MCP_CONFORMANCE_CONTEXT") or "{}")
    context = context if isinstance(context, dict) else {}
    machine = str(context.get("name", "")).startswith("auth/client-credentials-")
    setup = SignInSetup(
        mode="client_credentials" if machine else "browser",
        client_id=str(context.get("client_id") or ""),
        client_secret=str(context.get("client_secret") or ""),
        private_key=str(context.get("private_key_pem") or ""),
        client_metadata_url=SUITE_METADATA_DOCUMENT,
    )
    problem = setup_problem(setup)
    if problem is not None:
        raise SystemExit(f"the suite's credentials cannot be set up: {problem}")
    save_setup(url, setup)


def main(url: str) -> int:
    set_up_sign_in(url)
    try:
        connection = Connection.open(
            ServerSpec.http(url), elicitation=default_answer, open_page=follow_sign_in_page
        )
    except McpClientError as exc:
        print(f"connect failed: {exc}\n{exc.details}", file=sys.stderr)
        return 1
    failures = 0
    with connection:
        for tool in connection.list_tools():
            schema = dict(getattr(tool, "input_schema", None) or {})
            try:
                result = connection.call(tool.name, arguments_for(schema), timeout=30)
            except McpClientError as exc:
                failures += 1
                print(f"{tool.name}: {exc}\n{exc.details}", file=sys.stderr)
            else:
                print(f"{tool.name}: {result.content_text[:200]}")
    return 1 if failures else 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[-1]))

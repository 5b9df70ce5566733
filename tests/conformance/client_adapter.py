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


def use_suite_credentials(url: str) -> None:
    """Sign-ins in memory, and the client the suite registered beforehand, if it gave one."""
    from recipe_studio.core.mcp_client import signin

    vault = signin.MemoryVault()
    signin.use_vault(vault)
    context = json.loads(os.environ.get("MCP_CONFORMANCE_CONTEXT") or "{}")
    if isinstance(context, dict) and context.get("client_id"):
        client = {"client_id": context["client_id"]}
        if context.get("client_secret"):
            client["client_secret"] = context["client_secret"]
            client["token_endpoint_auth_method"] = "client_secret_basic"
        vault.set(f"client {url.rstrip('/')}", json.dumps(client))


def main(url: str) -> int:
    use_suite_credentials(url)
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

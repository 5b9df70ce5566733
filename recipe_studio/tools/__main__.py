"""Entry point for ``python -m recipe_studio.tools``: the built-in MCP tool server on stdio."""

from recipe_studio.tools.server import main

raise SystemExit(main())

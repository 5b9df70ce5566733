"""``recipe-studio serve``: the saved recipe library as an MCP server, one tool per recipe.

Qt-free, like :mod:`recipe_studio.core`. The pure parts (tool names, schemas, the
confirmation text, the client configuration entry, which recipes are served) import no
``mcp``; only :mod:`recipe_studio.serve.server` does, when the server starts.
"""

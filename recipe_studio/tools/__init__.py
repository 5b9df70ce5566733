"""Recipe Studio's built-in MCP tool server: LMCP-named tools that run on any computer.

The server is in :mod:`recipe_studio.tools.server`; each tool family has its own module
(``general``, ``notes``, ``files``, ``terminal``). Importing this package does not import
the MCP SDK.
"""

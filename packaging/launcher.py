"""The bundled app's entry point: the ``recipe-studio`` command line (the app by default).

The same binary also runs the built-in MCP tool server (``<binary> tool-server ...``),
which is how a bundle starts it: a frozen app cannot run ``python -m recipe_studio.tools``.
"""

import sys

from recipe_studio.core.child_env import release_dll_directory

# Windows: the bootloader's SetDllDirectoryW(<bundle>) would be inherited by every
# program the app starts; undone before anything else runs (no-op elsewhere).
release_dll_directory()

from recipe_studio.cli import main  # noqa: E402

if __name__ == "__main__":
    sys.exit(main())

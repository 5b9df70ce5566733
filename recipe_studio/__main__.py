"""Entry point for ``python -m recipe_studio``."""

from recipe_studio.cli import main

raise SystemExit(main())

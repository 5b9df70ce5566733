"""The PySide6 user interface: a thin layer over ``recipe_studio.core``."""

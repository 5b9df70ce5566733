"""Recipe Studio: build, check, test and publish LMCP recipes."""

__version__ = "0.1.0"

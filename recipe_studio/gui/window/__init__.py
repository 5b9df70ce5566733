"""The window room of the GUI (see docs/architecture.md)."""

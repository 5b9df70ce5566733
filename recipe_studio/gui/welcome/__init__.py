"""The welcome room of the GUI (see docs/architecture.md)."""

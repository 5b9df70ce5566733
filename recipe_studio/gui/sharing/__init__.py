"""The sharing room of the GUI (see docs/architecture.md)."""

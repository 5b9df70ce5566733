"""The versions room of the GUI (see docs/architecture.md)."""

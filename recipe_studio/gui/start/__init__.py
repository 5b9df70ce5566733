"""The start room of the GUI (see docs/architecture.md)."""

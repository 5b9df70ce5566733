"""The library room of the GUI (see docs/architecture.md)."""

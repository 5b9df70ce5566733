"""The recipe room of the GUI (see docs/architecture.md)."""

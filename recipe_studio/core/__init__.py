"""Qt-free core of Recipe Studio: models, profiles, references, validation, storage, runs.

Nothing under this package may import Qt; ``tests/test_architecture.py`` enforces it.
"""

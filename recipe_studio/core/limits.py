"""The limits every input is held to, in one place (documented for users in
docs/command-line.md, "Limits").

Anything beyond a limit is refused with a located problem or a one-line error, and each
limit is checked before the work it protects: a file's size before it is read, number
lengths before JSON is parsed, the step and reference counts before the recipe is read
and validated. They are far above anything a person writes by hand or the app produces.
"""

from __future__ import annotations

#: Largest file the Studio reads (validate, convert, import, run, the window's import).
MAX_FILE_BYTES = 64 * 1024 * 1024
#: Largest file in the library folder; a larger one is listed as broken without being
#: read, and a recipe whose stored file would be larger is not saved.
MAX_RECIPE_BYTES = 16 * 1024 * 1024
#: Deepest nesting of JSON objects and lists.
MAX_DEPTH = 200
#: Longest JSON text value or key, in characters.
MAX_STRING_CHARS = 1_000_000
#: Longest run of digits in a JSON number (Python's own int limit is 4,300 digits).
MAX_NUMBER_DIGITS = 400
#: Most steps in one recipe.
MAX_STEPS = 10_000
#: Most references (``${...}`` texts, ``{"$input"}``/``{"$step"}`` objects) in one file.
MAX_REFERENCES = 20_000
#: Most recipes in one bundle.
MAX_BUNDLE_RECIPES = 10_000
#: Longest recipe name, in characters.
MAX_NAME_CHARS = 500
#: Most characters of JSON one step's arguments may take once its references are filled
#: in (results repeated by references grow fast: a step doubling the one before reaches
#: gigabytes in 30 steps); beyond it the step fails before anything is sent.
MAX_EXPANDED_CHARS = 16 * 1024 * 1024
#: Longest message a server may send (one JSON-RPC line over stdio, in characters; one
#: JSON body or event over HTTP, in bytes); a longer one is skipped unread and the call
#: it answers fails with that said.
MAX_MESSAGE_CHARS = 64 * 1024 * 1024

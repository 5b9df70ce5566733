"""The welcome page and the ways into a recipe: the examples, the recent recipes.

``welcome`` (the page), ``opening`` (opening a library entry, a file or an example),
``first_run`` (the examples on a first start) and ``recent`` (the recent recipes). It may
use the editor and the rooms below it.
"""

"""The pages' template environment: Jinja reading a dict's keys before its attributes.

Jinja reads ``v.name`` by trying the attribute first and the key only when that fails: on the plain
dicts the views hand to the templates, every name of a page raised and caught an exception (about a
microsecond each, some hundred and fifty a table page). Here a dict's key is looked up first; what
is not a key is looked up as before (so a dict's methods still answer when no key has their name).
"""

from __future__ import annotations

from typing import Any

from jinja2 import Environment


class PageEnvironment(Environment):
    def getattr(self, obj: Any, attribute: str) -> Any:
        if type(obj) is dict:  # plain dicts only: the views' values and the page's words
            try:
                return obj[attribute]
            except KeyError:
                pass
        return super().getattr(obj, attribute)

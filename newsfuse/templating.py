"""Templating: the one Jinja2 environment every HTML output renders through.

Owns the HTML templates' loader and escaping: ``newsfuse/templates/*.html.j2``, autoescaped, so
article text, titles, outlet names and messages are escaped unless a template is told otherwise
(``|safe`` only on fragments that were themselves rendered by a template). Also owns the brief
page's stylesheet (``static/brief.css``), inlined by standalone pages and served by the web app.
"""

from __future__ import annotations

from functools import cache
from importlib import resources
from typing import Any

import jinja2


@cache
def environment() -> jinja2.Environment:
    """The shared environment: package templates, autoescaping on, undefined names an error."""
    return jinja2.Environment(
        loader=jinja2.PackageLoader("newsfuse", "templates"),
        autoescape=True,  # every template here is HTML
        undefined=jinja2.StrictUndefined,
        trim_blocks=True,
        lstrip_blocks=True,
        keep_trailing_newline=True,
    )


def render_template(name: str, **context: Any) -> str:
    """Render ``templates/<name>`` with ``context``."""
    return environment().get_template(name).render(**context)


CSS = resources.files("newsfuse").joinpath("static/brief.css").read_text(encoding="utf-8")

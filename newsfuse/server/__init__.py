"""The web service behind ``newsfuse serve``: a JSON API and web pages over the story store.

``create_app(db_path)`` builds the FastAPI app (``app.py``: routes, limits, errors, headers);
``service.py`` owns the store, cached story briefs and form input, ``schemas.py`` the request
bodies, ``pages.py`` the server-rendered HTML, ``static/`` the CSS and JavaScript it serves.
Needs the ``server`` extra: ``pip install 'newsfuse[server]'``.
"""

from .app import DEFAULT_MAX_BODY, create_app

__all__ = ["DEFAULT_MAX_BODY", "create_app"]

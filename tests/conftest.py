"""Shared fixtures: the bundled example, the real kobani story in ../shared, helpers."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
EXAMPLE = ROOT / "examples" / "velmora"
SHARED = Path(os.environ.get("NEWSFUSE_SHARED", ROOT.parent / "shared"))
KOBANI = SHARED / "examples" / "kobani"
MULTI_NEWS = SHARED / "data" / "multi_news"


def need(path: Path) -> Path:
    """The shared data CI provides; a local run without it skips, CI fails loudly."""
    if not path.exists():
        if os.environ.get("CI"):
            pytest.fail(f"{path} is missing: CI must have ../shared beside the clone")
        pytest.skip(f"{path} not available")
    return path


@pytest.fixture(scope="session")
def kobani_dir() -> Path:
    return need(KOBANI)


@pytest.fixture(scope="session")
def kobani_story(kobani_dir):
    from newsfuse.ingest import read_paths
    from newsfuse.pipeline import build_story

    return build_story(read_paths([str(kobani_dir)]).articles)


@pytest.fixture(scope="session")
def example_dir() -> Path:
    return EXAMPLE


@pytest.fixture(scope="session")
def example_story():
    from newsfuse.ingest import read_paths
    from newsfuse.pipeline import build_story

    return build_story(read_paths([str(EXAMPLE)]).articles)


@pytest.fixture(scope="session")
def multi_news_dir() -> Path:
    return need(MULTI_NEWS)


# ---------------------------------------------------------------------------------------------
# a threaded HTTP server on 127.0.0.1 in the test process (a slow handler blocks no other)


def _serve(host: str):
    """A threaded server on ``host``, started for a test module and stopped after it."""
    from pytest_httpserver import HTTPServer

    server = HTTPServer(host=host, port=0, threaded=True)
    server.start()
    yield server
    server.clear()
    if server.is_running():
        server.stop()


def _without_robots(server):
    """The server, cleared, with no robots.txt (404: everything allowed), for one test."""
    server.clear()
    server.expect_request("/robots.txt").respond_with_data("not here", status=404)
    yield server
    server.clear()


@pytest.fixture(scope="module")
def web_server():
    yield from _serve("127.0.0.1")


@pytest.fixture
def web(web_server):
    """The server, cleared, with no robots.txt (404: everything allowed)."""
    yield from _without_robots(web_server)


def pytest_configure(config):
    """The web service's worker processes fork from a fork server that has newsfuse loaded
    (``newsfuse.server.worker_boot``). In one test process the batch tests may start the
    (process-wide) fork server first: configure its preload before anything starts it, as
    ``newsfuse serve`` does in its own process."""
    try:
        from newsfuse.server.workers import _mp_context
    except ImportError:  # no server extra: no server tests
        return
    _mp_context()


@pytest.fixture(scope="module")
def internal_server():
    """A second server on 127.0.0.2, standing for an internal service that a feed's links or
    redirects must not reach (the operator gave only 127.0.0.1)."""
    yield from _serve("127.0.0.2")


@pytest.fixture
def internal(internal_server):
    yield from _without_robots(internal_server)

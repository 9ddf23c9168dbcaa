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

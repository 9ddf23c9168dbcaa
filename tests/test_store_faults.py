"""A story store that cannot be used says why (not a store, corrupt, edited, read-only) and
never loses or changes anything; read-only stores (and folders) can still be read."""

from __future__ import annotations

import os
import shutil
import sqlite3
import subprocess
import sys
import tempfile
from pathlib import Path

import pytest
from story_samples import QUAKE, articles

from newsfuse.model import StoreError
from newsfuse.store import StoryStore

NF = [sys.executable, "-m", "newsfuse.cli"]


@pytest.fixture()
def store_file(tmp_path):
    path = tmp_path / "ok.db"
    with StoryStore(path) as store:
        store.add_articles(articles(), now="2024-01-01T00:00:00+00:00")
    return path


def _copy(src: Path, name: str) -> Path:
    dst = src.parent / name
    shutil.copy(src, dst)
    return dst


def _sql(path: Path, statement: str) -> None:
    con = sqlite3.connect(path)
    con.execute(statement)
    con.commit()
    con.close()


def _cli(*args, env=None, user=None):
    cmd = [*NF, *args]
    if user is not None:
        cmd = ["setpriv", f"--reuid={user}", f"--regid={user}", "--clear-groups", *cmd]
    return subprocess.run(cmd, capture_output=True, text=True, env={**os.environ, **(env or {})})


def test_files_that_are_no_story_store_are_refused_untouched(tmp_path):
    junk = tmp_path / "junk.db"
    junk.write_text("hello\n")
    other = tmp_path / "other.db"
    _sql(other, "CREATE TABLE users (name TEXT)")
    before = other.read_bytes()
    folder = tmp_path / "folder.db"
    folder.mkdir()
    for path, message in ((junk, "not a newsfuse story store (not an SQLite database)"),
                          (other, "not a newsfuse story store (an SQLite database with other "
                                  "tables: users)"),
                          (folder, "a directory, not a story store file")):
        with pytest.raises(StoreError, match=message.replace("(", r"\(").replace(")", r"\)")):
            StoryStore(path)
        r = _cli("cluster", "--db", str(path))
        assert r.returncode == 4 and message in r.stderr and "Traceback" not in r.stderr
    assert other.read_bytes() == before and junk.read_text() == "hello\n"


def test_an_edited_or_emptied_meta_table_is_a_damaged_store(store_file):
    cases = {
        "news.db": ("UPDATE meta SET value = 'x' WHERE name = 'news'", "news counter as 'x'"),
        "params.db": ("UPDATE meta SET value = '{bad' WHERE name = 'params'",
                      "unreadable parameters"),
        "schema.db": ("UPDATE meta SET value = 'two' WHERE name = 'schema'", "schema 'two'"),
        "newer.db": ("UPDATE meta SET value = '99' WHERE name = 'schema'", "a newer newsfuse"),
        "empty.db": ("DELETE FROM meta", "meta table is empty, but it holds"),
    }
    for name, (statement, message) in cases.items():
        path = _copy(store_file, name)
        _sql(path, statement)
        before = path.read_bytes()
        with pytest.raises(StoreError, match=message):
            StoryStore(path)
        r = _cli("cluster", "--db", str(path))
        assert r.returncode == 4 and message in r.stderr and "Traceback" not in r.stderr
        assert path.read_bytes() == before  # nothing restarted, nothing rewritten


def test_a_corrupt_page_is_reported_as_corruption(store_file):
    path = _copy(store_file, "corrupt.db")
    data = bytearray(path.read_bytes())
    for offset in range(4096, len(data), 4096):  # every page's b-tree header but the first
        data[offset:offset + 16] = b"\xde\xad\xbe\xef" * 4
    path.write_bytes(bytes(data))
    r = _cli("digest", "--db", str(path))
    assert r.returncode == 4, r.stderr
    assert "the story store is corrupt" in r.stderr and "Traceback" not in r.stderr


def _other_user() -> int | None:
    """A user id to run as, when tests run as root (root ignores file permissions)."""
    if os.geteuid() != 0:
        return None
    if shutil.which("setpriv") is None:
        pytest.skip("running as root without setpriv: cannot make a file read-only to us")
    probe = subprocess.run(["setpriv", "--reuid=65534", "--regid=65534", "--clear-groups",
                            sys.executable, "-c", "import newsfuse.cli"], capture_output=True)
    if probe.returncode != 0:  # e.g. the checkout is in a folder only root may enter
        pytest.skip("running as root, and user nobody cannot run this checkout's Python")
    return 65534  # nobody


def test_read_only_store_and_folder_are_read_and_writes_say_why(store_file, example_dir):
    user = _other_user()
    folder = Path(tempfile.mkdtemp(prefix="newsfuse-ro-"))
    try:
        os.chmod(folder, 0o755)
        db = folder / "s.db"
        shutil.copy(store_file, db)
        os.chmod(db, 0o444)
        os.chmod(folder, 0o555)  # read-only folder: no -wal/-shm can be made beside it
        expected = _cli("cluster", "--db", str(store_file)).stdout
        r = _cli("cluster", "--db", str(db), user=user)
        assert r.returncode == 0, r.stderr
        assert r.stdout == expected
        r = _cli("digest", "--db", str(db), "-f", "json", user=user)
        assert r.returncode == 0 and '"stories"' in r.stdout, r.stderr
        r = _cli("cluster", "--db", str(db), str(example_dir), user=user)
        assert r.returncode == 4 and "is read-only" in r.stderr and "Traceback" not in r.stderr
        r = _cli("cluster", "--db", str(folder / "new.db"), str(example_dir), user=user)
        assert r.returncode == 4 and "may it be written" in r.stderr
        os.chmod(folder, 0o777)  # a read-only file in a folder that can be written
        r = _cli("cluster", "--db", str(db), user=user)
        assert r.returncode == 0 and r.stdout == expected, r.stderr
        os.chmod(folder, 0o755)
        assert sorted(p.name for p in folder.iterdir() if not p.name.startswith("s.db-")) \
            == ["s.db"]
    finally:
        os.chmod(folder, 0o755)
        shutil.rmtree(folder, ignore_errors=True)


def test_a_read_only_store_in_the_library_reads_and_refuses_writes(store_file):
    store = StoryStore(store_file)
    store.close()
    store.read_only = "a test"  # as opening a file that cannot be written sets it
    try:
        n_articles, n_stories = store.count()
        assert n_articles > 0 and len(store.stories()) == n_stories
        with pytest.raises(StoreError, match=r"read-only \(a test\)"):
            store.add_articles([QUAKE[0] + " A new paragraph about the aftershocks."])
        with pytest.raises(StoreError, match="read-only"):
            store.add_feed("https://example.com/rss")
        assert store.count() == (n_articles, n_stories)
    finally:
        store.close()

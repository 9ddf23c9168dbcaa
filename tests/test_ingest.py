import json

import pytest

from newsfuse.ingest import (
    article_from_object,
    decode,
    label_outlets,
    outlet_from_credits,
    outlet_from_url,
    parse_text_input,
    read_paths,
    split_multinews,
)
from newsfuse.model import Article, InputError


def test_text_file_headline_and_outlet_from_file_name(tmp_path):
    p = tmp_path / "harbor.txt"
    p.write_text("Storm hits coast\n\nThe storm made landfall on Monday. It was strong.\n")
    inp = read_paths([str(p)])
    [a] = label_outlets(inp.articles)
    assert a.title == "Storm hits coast"
    assert a.text.startswith("The storm made landfall")
    assert (a.outlet, a.outlet_from) == ("harbor", "file")


def test_first_line_that_is_a_sentence_is_not_a_headline():
    inp = parse_text_input("The storm made landfall on Monday.\nIt was strong.", "x", "x")
    assert inp.articles[0].title is None


def test_directory_is_read_sorted_and_hidden_files_skipped(tmp_path):
    for name in ["b.txt", "a.txt", ".hidden.txt"]:
        (tmp_path / name).write_text(f"Body of {name}. More text here.")
    inp = read_paths([str(tmp_path)])
    assert [a.id for a in inp.articles] == ["a", "b"]


def test_kobani_outlets_from_credits(kobani_dir):
    arts = label_outlets(read_paths([str(kobani_dir)]).articles)
    assert [a.outlet for a in arts][1:] == ["AP", "CNN"]
    assert arts[1].outlet_from == "credit"
    # The Independent names no outlet of its own ("Additional reporting by AP" credits AP)
    assert arts[0].outlet == "000_3a2f79721ea5d7d1" and arts[0].outlet_from == "file"


@pytest.mark.parametrize("text,outlet", [
    ("DENVER (AP) — Troy Tulowitzki has a tough name.", "AP"),
    ("WASHINGTON (Reuters) - The Senate voted.", "Reuters"),
    # a date in the dateline, an agency in lower case
    ("PARIS, Dec. 5 (AFP) - The Senate voted.", "AFP"),
    ("BERLIN, December 5 (dpa) - The Bundestag voted.", "dpa"),
    ("FLORENCE, Italy, Feb. 25 (UPI) -- The court ruled.", "UPI"),
    ("Officials said on Dec. 5 (Monday) - a holiday - that it would rain.", None),
    # a known wire's tag: no place, a place in title case, no dash, the underscore of old copy
    ("Dec 5 (Reuters) - Apple Inc said on Tuesday it would buy a startup.", "Reuters"),
    ("Washington, Dec 5 (Reuters) - The Senate passed the bill.", "Reuters"),
    ("NEW DELHI, Dec 5 (IANS) The government on Tuesday announced a new policy.", "IANS"),
    ("COEUR d'ALENE, Idaho (AP) _ A jury awarded $6.3 million.", "AP"),
    # Kyodo's name after the date, TASS between slashes, EFE's ".-", a colon after the tag
    ("TOKYO, Dec. 5, Kyodo -- Japan's top spokesman called the launch outrageous.", "Kyodo"),
    ("MOSCOW, December 5. /TASS/. The Kremlin said talks would resume.", "TASS"),
    ("Madrid, Dec 5 (EFE).- Spain's government approved the budget on Friday.", "EFE"),
    ("NEW DELHI, Dec 5 (IANS): The government announced a new policy.", "IANS"),
    ("The 2020/21 season ends in May, the league said.", None),
    ("(HealthDay News) -- Babies process memories during naps.", "HealthDay News"),
    ("The deal (AP) - reported by the wire - fell through.", None),
    ("Body.\n\nCNN's Brian Walker contributed to this report.", "CNN"),
    ("Body.\n\nNorthline News' Ada Kerrin contributed to this report.", "Northline News"),
    ("A caption. (AP Photo/Emrah Gurel)", "AP"),
    # a picture agency's credit or a video's is on every page that buys them: no outlet
    ("Bernie Sanders liked what he heard. REUTERS/Jonathan Ernst\n\nSen. Bernie Sanders "
     "was the lone Democratic hopeful to attend.", None),
    ("The president predicted these measures could have an effect on the global economy. "
     "(The Associated Press)\n\nObama spoke on Thursday.", None),
    ("Nothing here names an outlet.", None),
    # the Times' furniture, and the BBC's pages of 2012 that carry the same link
    ("Officials met.\n\nContinue reading the main story The talks went on.", "The New York Times"),
    ("Homs rescue fails\n\nPlease turn on JavaScript. Media requires JavaScript to play.\n\n"
     "Officials met.\n\nContinue reading the main story The talks went on.", "BBC"),
])
def test_outlet_from_credit_lines(text, outlet):
    assert outlet_from_credits(text) == outlet


def test_outlet_from_url():
    assert outlet_from_url("https://www.reuters.com/world/x") == "Reuters"
    assert outlet_from_url("https://news.example.org/a") == "news.example.org"
    assert outlet_from_url(None) is None


def test_json_articles_and_metadata(tmp_path):
    p = tmp_path / "arts.json"
    p.write_text(json.dumps([{"text": "One. Two.", "title": "T", "source": "Wire", "id": "w1"},
                             {"text": "Three. Four.", "url": "https://cnn.com/x"}]))
    arts = label_outlets(read_paths([str(p)]).articles)
    assert [(a.id, a.outlet, a.outlet_from) for a in arts] == [
        ("w1", "Wire", "metadata"), ("arts-1", "CNN", "url")]


def test_jsonl_bad_line_is_reported_and_rest_kept(tmp_path):
    p = tmp_path / "a.jsonl"
    p.write_text('{"text": "Good one. Yes."}\n{"text": \n{"title": "no text"}\n'
                 '{"text": "Good two. Yes."}\n')
    inp = read_paths([str(p)])
    assert len(inp.articles) == 2
    assert any(":2:" in w and "malformed JSON" in w for w in inp.warnings)
    assert any(":3:" in w and "no 'text'" in w for w in inp.warnings)


def test_cluster_objects_and_multinews_lines(tmp_path):
    p = tmp_path / "c.jsonl"
    p.write_text(json.dumps({"id": "c1", "documents": ["A. B.", {"text": "C. D."}]}) + "\n")
    inp = read_paths([str(p)])
    assert inp.clusters[0].id == "c1" and len(inp.clusters[0].articles) == 2
    assert split_multinews("First doc.NEWLINE_CHARMore. ||||| Second doc.") == [
        "First doc.\nMore.", "Second doc."]
    q = tmp_path / "mn.src"
    q.write_text("Doc one here. ||||| Doc two here.\nDoc three. ||||| Doc four.\n")
    inp = read_paths([str(q)])
    assert [len(c.articles) for c in inp.clusters] == [2, 2]


def test_html_through_trafilatura(tmp_path):
    body = " ".join(f"Sentence number {i} of the story about the storm." for i in range(30))
    p = tmp_path / "page.html"
    p.write_text(f"<html><head><title>Storm hits</title><meta property='og:site_name' "
                 f"content='Coast Times'></head><body><nav>Home | World</nav><article><h1>"
                 f"Storm hits</h1><p>{body}</p></article></body></html>")
    [a] = label_outlets(read_paths([str(p)]).articles)
    assert "Sentence number 3" in a.text and "Home | World" not in a.text
    assert a.title == "Storm hits" and a.outlet == "Coast Times"


def test_decode_refuses_binary_and_empty():
    with pytest.raises(InputError, match="binary"):
        decode(b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR", "img.png")
    with pytest.raises(InputError, match="empty"):
        decode(b"  \n", "e.txt")


def test_decode_invalid_utf8_replaces_and_warns():
    text, warns = decode("café ok".encode() + b"\xff\xfe bad", "x.txt")
    assert "\ufffd" in text and "café" in text
    assert warns and "x.txt" in warns[0] and "invalid UTF-8" in warns[0]


def test_bad_files_are_skipped_with_their_names(tmp_path):
    (tmp_path / "empty.txt").write_bytes(b"")
    (tmp_path / "bin.dat").write_bytes(b"\x00\x01\x02" * 100)
    (tmp_path / "good.txt").write_text("Good text here. And more.")
    inp = read_paths([str(tmp_path), str(tmp_path / "missing.txt")])
    assert [a.id for a in inp.articles] == ["good"]
    msgs = " ".join(str(e) for e in inp.errors)
    assert "empty.txt" in msgs and "bin.dat" in msgs and "missing.txt" in msgs


@pytest.mark.parametrize("obj,msg", [
    (42, "string or an object"), ({"text": 5}, "must be a string"), ({"text": "  "}, "empty"),
    ({"title": "x"}, "no 'text'"), ({"text": "ok", "title": ["x"]}, "'title'"),
])
def test_article_object_validation(obj, msg):
    with pytest.raises(InputError, match=msg):
        article_from_object(obj, "id", "here")


def test_stdin(monkeypatch):
    import io

    inp = read_paths(["-"], stdin=io.BytesIO(b"Headline here\n\nBody text. More body."))
    assert inp.articles[0].title == "Headline here"
    assert isinstance(inp.articles[0], Article)


def test_html_without_a_date_gets_none_not_an_invented_one(tmp_path):
    from newsfuse.ingest import read_paths

    body = ("<p>A bridge over the river collapsed during a storm on Monday night, officials "
            "said. No one was hurt, according to the police.</p><p>Engineers had warned for "
            "years that the structure was weak. The mayor said a new bridge would be built "
            "within two years.</p>")
    page = ("<!doctype html><html><head><title>Bridge collapses</title>{head}</head><body>"
            "<article><h1>Bridge collapses</h1>" + body + "</article>{foot}</body></html>")
    undated = tmp_path / "undated.html"  # a year in the footer is no publication date
    undated.write_text(page.format(head="", foot="<footer>\u00a9 2012 Example News</footer>"))
    dated = tmp_path / "dated.html"
    dated.write_text(page.format(head='<meta property="article:published_time" '
                                      'content="2015-02-03T10:00:00Z">', foot=""))
    arts = {a.id: a for a in read_paths([str(undated), str(dated)]).articles}
    assert arts["undated"].published is None
    assert arts["dated"].published == "2015-02-03"


def test_lone_surrogates_are_replaced_wherever_they_come_from():
    from newsfuse.ingest import article_from_object, coerce_articles
    from newsfuse.model import Article

    a = article_from_object({"text": "Bad \ud800 text.", "title": "T\udc80", "id": "x\ud800"},
                            "d", None)
    assert (a.text, a.title, a.id) == ("Bad \ufffd text.", "T\ufffd", "x\ufffd")
    b = coerce_articles([Article("i", "Also \udfff bad.", outlet="O\ud800")])[0]
    assert (b.text, b.outlet) == ("Also \ufffd bad.", "O\ufffd")
    for field in (a.text, a.title, b.text):
        field.encode("utf-8")


def test_a_truncated_gzip_input_keeps_its_complete_lines(tmp_path):
    import gzip

    from newsfuse.ingest import read_paths
    from newsfuse.model import ReadError

    lines = [json.dumps({"id": f"a{i}", "text": f"Article number {i} says the river rose."})
             for i in range(400)]
    data = gzip.compress(("\n".join(lines) + "\n").encode())
    p = tmp_path / "pile.jsonl.gz"
    p.write_bytes(data[:len(data) // 2])
    got = read_paths([str(p)])
    assert 10 < len(got.articles) < 400
    assert [a.id for a in got.articles] == [f"a{i}" for i in range(len(got.articles))]
    assert any(isinstance(e, ReadError) and "truncated gzip" in str(e) for e in got.errors)


def _article_from_text_by_lines(text: str) -> tuple[str, str | None]:
    """The line-split form ``article_from_text`` replaced (it split every document into lines)."""
    from newsfuse.ingest import looks_like_headline

    text = text.replace("\r\n", "\n").replace("\r", "\n")
    lines = text.split("\n")
    title = None
    for i, line in enumerate(lines):
        if line.strip():
            rest = "\n".join(lines[i + 1:])
            if looks_like_headline(line) and rest.strip():
                title = line.strip().lstrip("#").strip()
                text = rest
            break
    return text.strip("\n"), title


def test_article_from_text_finds_the_first_line_as_the_line_split_did():
    from hypothesis import given, settings
    from hypothesis import strategies as st

    from newsfuse.ingest import article_from_text

    pieces = st.sampled_from(["\n", "\r\n", "\r", " ", "  ", "# ", "Storm hits coast",
                              "The storm hit the coast on Monday.", "Photo: AP", "...", "\t",
                              "x" * 2001])

    @settings(max_examples=400, derandomize=True, deadline=None)
    @given(st.lists(pieces, max_size=10))
    def check(parts: list[str]) -> None:
        text = "".join(parts)
        art = article_from_text(text, "a", None)
        assert (art.text, art.title) == _article_from_text_by_lines(text)

    check()


def test_a_staff_credit_is_found_on_the_line_of_its_words():
    """``outlet_from_credits`` looks for "X's Y contributed to this report" from the start of
    the first line with "contributed to this" (no part of a match crosses a line): the credit
    on that line or a later one is found, one on no such line is not."""
    from newsfuse.ingest import outlet_from_credits

    body = "The council voted to close the plant.\n" * 40
    assert outlet_from_credits(body + "The Associated Press' Jane Doe contributed to this "
                               "report.") == "AP"
    assert outlet_from_credits(body + "Reuters' Al Poe contributed to this report.\n"
                               "More text.") == "Reuters"
    assert outlet_from_credits(body + "She contributed to this story.\nThe Boston Globe's "
                               "Ann Bo contributed to this report.") == "The Boston Globe"
    assert outlet_from_credits(body + "Nobody contributed to this report.") is None


def test_an_articles_id_settles_which_of_month_and_day_comes_first():
    from newsfuse.ingest import coerce_articles

    arts = coerce_articles([
        {"text": "Amnesty spoke on Monday.", "id": "APW19980601.0348", "published": "1998-01-06"},
        {"text": "Amnesty spoke again.", "id": "doc-b", "published": "1998-01-06"}])
    assert [a.published for a in arts] == ["1998-06-01", "1998-01-06"]


def test_a_lead_sentence_an_agency_signs_is_no_headline():
    from newsfuse.ingest import looks_like_headline

    assert not looks_like_headline("China will send a delegation to the talks next week, the "
                                   "ministry said. -- Reuters")
    assert looks_like_headline("China to send delegation to Geneva talks")


def test_a_long_first_line_that_tells_the_day_is_the_lead_not_a_headline():
    from newsfuse.ingest import looks_like_headline

    assert not looks_like_headline(
        "Obama Deputy Campaign Manager Stephanie Cutter and Romney campaign adviser Kevin "
        "Madden sparred on Sunday over the President Barack Obama's charge that the "
        "Republican presidential challenger suffered from “Romnesia”")
    assert looks_like_headline("Cutter and Madden spar on Sunday over Romnesia")
    assert looks_like_headline("Kim Kardashian's husband is dropped by her agent... but couple "
                               "put on a show of unity - and their rings - on night out")

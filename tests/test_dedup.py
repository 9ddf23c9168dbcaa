from newsfuse.dedup import canonical_url, content_fingerprint, host_of, outlet_key


def test_canonical_url_folds_what_does_not_name_another_page():
    assert canonical_url("HTTPS://Example.COM:443/a/b?utm_source=rss&b=2&a=1#top") == \
        "https://example.com/a/b?a=1&b=2"
    assert canonical_url("http://example.com") == "http://example.com/"
    assert canonical_url("https://ex.com/story?id=7&fbclid=x&gclid=y") == \
        "https://ex.com/story?id=7"
    # a different query value is a different page
    assert canonical_url("https://ex.com/story?id=7") != canonical_url("https://ex.com/story?id=8")


def test_canonical_url_refuses_what_is_not_a_web_address():
    for bad in (None, "", "   ", "mailto:a@b.c", "file:///etc/passwd", "ftp://x.org/f",
                "not a url", "http://", "javascript:alert(1)"):
        assert canonical_url(bad) is None, bad


def test_content_fingerprint_ignores_case_spacing_and_punctuation():
    a = "The river rose 3 metres overnight, officials said. Schools were closed."
    b = "the river   rose 3 metres overnight officials said\n\nSchools were closed!"
    assert content_fingerprint(a) == content_fingerprint(b)
    assert content_fingerprint(a) != content_fingerprint(a.replace("3", "4"))
    assert content_fingerprint("Read more") is None and content_fingerprint("") is None


def test_host_and_outlet_keys():
    assert host_of("https://News.Example.org/x") == "news.example.org"
    assert host_of("no host") is None
    assert outlet_key("  The  Guardian ") == outlet_key("the guardian")

"""Clean: keep the story, drop what is not the story.

Owns text normalisation (mojibake, quote styles, invisible characters, hard-wrapped lines) and
the removal of photo captions and credits, video teasers, section headings, bylines, credit lines
("Additional reporting by ...", "... contributed to this report"), share/subscribe prompts,
repeated paragraphs and whole non-news documents (web-archive notices, tweet-embed and cookie
banners). Every removal is recorded with its reason, so nothing disappears silently.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import replace

from .model import Article, Removal, Story

# ---------------------------------------------------------------------------------------------
# normalisation

_INVISIBLE = re.compile("[\u200b\u200c\u200d\u2060\ufeff\u00ad\x00-\x08\x0b\x0c\x0e-\x1f\x7f]")
# runs of whitespace other than one plain space (a plain single space needs no rewriting)
_SPACES = re.compile(r"(?:[\t\u00a0\u2000-\u200a\u202f\u205f\u3000]|  )"
                     r"[ \t\u00a0\u2000-\u200a\u202f\u205f\u3000]*")
_MOJIBAKE = re.compile("[\u00c2\u00c3][\u0080-\u00bf]|\u00e2\u20ac")


def normalize(text: str) -> str:
    """Unicode NFC, mojibake repaired, AP-style '' quotes made ", invisible characters dropped."""
    if _MOJIBAKE.search(text):
        import ftfy  # only when the text shows mojibake: ftfy is thorough but slow

        text = ftfy.fix_text(text, uncurl_quotes=False)
    if not unicodedata.is_normalized("NFC", text):
        text = unicodedata.normalize("NFC", text)
    text = _INVISIBLE.sub("", text)
    text = text.replace("''", '"').replace("``", '"')
    return text.replace("\r\n", "\n").replace("\r", "\n")


def paragraphs_of(text: str) -> list[str]:
    """Paragraphs: one per line, except hard-wrapped blocks (joined back into one)."""
    blocks = re.split(r"\n[ \t]*\n", _SPACES.sub(" ", text))
    out: list[str] = []
    for block in blocks:
        lines = [ln.strip() for ln in block.split("\n")]
        lines = [ln for ln in lines if ln]
        if not lines:
            continue
        if len(lines) > 2 and _hard_wrapped(lines):
            out.append(" ".join(lines))
        else:
            out.extend(lines)
    return out


def _hard_wrapped(lines: list[str]) -> bool:
    inner = lines[:-1]
    long_enough = sum(1 for ln in inner if 45 <= len(ln) <= 100)
    open_ended = sum(1 for ln in inner if not ln.endswith((".", "!", "?", '"', "”", ":")))
    return long_enough >= 0.8 * len(inner) and open_ended >= 0.5 * len(inner)


# ---------------------------------------------------------------------------------------------
# what is not the story

_PHOTO_CREDIT = (
    r"\((?:[^()]{0,60}\b)?(?:Photo|Photograph|Picture|Image|Video|Pool|File)s?\b[^()]{0,80}\)"
    r"|\((?:AP|Reuters|AFP|EPA|Getty Images|Getty|AFP/Getty Images|Shutterstock|"
    r"Associated Press|The Associated Press|Reuters/[^()]{1,40}|[A-Z][\w.]+/Getty Images)\)"
    r"|\bREUTERS/[A-Z][\w. -]{1,40}$|\bAP Photo/[^)]{1,60}$|\bGetty Images$|\bAFP$"
    r"|\b(?:Photo|Photograph|Image|Picture)(?: credit)?: ?[A-Z][^.]{0,60}$")
_CAPTION_END = re.compile(r"(?:" + _PHOTO_CREDIT + r")\s*(?:\((?:The )?Associated Press\))?\s*$")
_CAPTION_START = re.compile(
    r"^(?:FILE\s*[-–—]|FILE PHOTO|In this (?:[\w.,' -]{0,60})?(?:photo|picture|image|"
    r"file photo|frame grab|handout|undated|screen ?grab|video)|This (?:undated )?"
    r"(?:photo|picture|image|handout)|Image (?:caption|copyright)|Media caption|Photo:|"
    r"Photograph:|Caption:|Pictured:|Above:|Top:|Left:|Right:|PHOTO:|VIDEO:|WATCH:|Watch:|"
    r"Video:|Click to (?:enlarge|expand)|Enlarge this image|Hide caption|Toggle caption|"
    r"Play Video|Media playback)", re.I)
_TEASER = re.compile(r"(?:\s|^)(?:\d{1,2}:)?\d{1,2}:\d{2}\s*$")  # "... Kirkuk 02:27"
_CREDIT_START = re.compile(
    r"^(?:Additional reporting by\b|Reporting by\b|Writing by\b|Editing by\b|Compiled by\b|"
    r"With reporting by\b|Contributing:|Contributors?:|Follow (?:\w+ ){0,3}on (?:Twitter|"
    r"Facebook|Instagram)|Email (?:\w+ ){0,3}at\b|Contact (?:the )?(?:writer|reporter|author)|"
    r"Copyright \d{4}|©|\(?All rights reserved|This (?:material|article|story) may not be "
    r"(?:published|reproduced)|Associated Press writers?\b|AP writers?\b|\w+ \w+ is an? "
    r"(?:reporter|writer|correspondent|editor|columnist) (?:for|at|with)\b)", re.I)
_CREDIT_END = re.compile(r"contributed (?:to )?(?:this|the) (?:report|story|article)\W*$"
                         r"|contributed reporting\W*$", re.I)


def _is_credit(text: str) -> bool:
    return bool(_CREDIT_START.match(text) or _CREDIT_END.search(text[-60:]))


_BYLINE = re.compile(
    r"^(?:By\s+[A-Z][\w.'’-]+(?:\s+[A-Z][\w.'’-]+){0,3}(?:\s*(?:,|and|&)\s*[A-Z][\w.'’ -]+)*"
    r"(?:\s*[,|/-]\s*[\w .&]+)?$"
    r"|(?:Updated|Posted|Published|Last updated|Last modified)\b[^.]{0,80}"
    r"(?:\d{4}|[AP]M|GMT|ET|UTC)\b.{0,20}$)")
_PROMPT = re.compile(
    r"^(?:advertisement|sponsored|share(?: this| on \w+)?|tweet|email|print|comments?|"
    r"read more|related|see also|also:|more:|recommended|trending|most popular|"
    r"sign up|subscribe|continue reading|story continued below|click here|"
    r"skip (?:to )?(?:main )?content|back to top|next story|previous story|play video|"
    r"you may also like|show caption|text size|listen to this article|"
    r"facebook|twitter|pinterest|whatsapp|linkedin|reddit|google\+?)\b.{0,80}$", re.I)
# Web chrome that Multi-News-like crawls mix into articles. Matched on lowercased text; the
# trigger words (one of which every pattern contains) let the regex run only where it can match.
_WEB_PATTERNS = (
    r"internet archive|wayback machine|alexa internet|archive-it|web captures?|\bcrawls?\b|"
    r"\bwarc\b|tweet with a location|location (?:information|history) (?:to|from) your tweets|"
    r"location to your tweets|your tweet location|(?:enable|disabled?) (?:your )?javascript|"
    r"javascript is (?:disabled|required|not enabled)|browser (?:does not|doesn't) support|"
    r"(?:we|this (?:site|website)) uses? cookies|cookie (?:policy|settings|preferences)|"
    r"by continuing to (?:use|browse)|page (?:you (?:requested|are looking for) )?"
    r"(?:could not|cannot|can't|was not) be found|\b404\b.{0,20}not found|"
    r"not available right now|please try again later|rating is available when the video|"
    r"interactive transcript could not be loaded|log in to continue|must log in|"
    r"sign in (?:to|with|using)|create an account|terms of (?:service|use)|privacy policy|"
    r"newsletter|delivered (?:straight |directly )?to your inbox|sign up for (?:our|the)|"
    r"subscribe (?:to|now|today)|already a subscriber|verify you're not a robot|"
    r"may not be published, broadcast, rewritten|all rights reserved|"
    r"dns (?:settings|cache)|custom domain mapping|this page is not available|"
    r"learn more\W*$|try typing the web address|play video\W*$|please enable")
_WEB_TRIGGERS = ("archive", "wayback", "alexa", "web captur", "crawl", "warc", "tweet",
                 "javascript", "browser", "cookie", "continuing to", "be found", "404",
                 "right now", "try again", "rating is", "transcript", "log in", "sign in",
                 "account", "terms of", "privacy", "newsletter", "inbox", "sign up", "subscri",
                 "robot", "rewritten", "rights reserved", "dns", "domain mapping",
                 "not available", "learn more", "web address", "play video", "please enable")
_WEB_BOILERPLATE = re.compile(_WEB_PATTERNS)


def _trie_pattern(words: tuple[str, ...]) -> str:
    """One regex for a set of literals, factored by common prefixes (much faster than a|b|c)."""
    trie: dict = {}
    for w in words:
        node = trie
        for ch in w:
            node = node.setdefault(ch, {})
        node[""] = {}

    def build(node: dict) -> str:
        alts = [re.escape(ch) + build(sub) for ch, sub in sorted(node.items()) if ch]
        if not alts:
            return ""
        body = alts[0] if len(alts) == 1 else "(?:" + "|".join(alts) + ")"
        return f"(?:{body})?" if "" in node else body

    return build(trie)


_WEB_TRIGGER = re.compile(_trie_pattern(_WEB_TRIGGERS))


def is_web_boilerplate(text: str) -> bool:
    """True when text is web chrome: archive notices, tweet/cookie/login/subscribe banners."""
    low = text.lower()
    return _WEB_TRIGGER.search(low) is not None and _WEB_BOILERPLATE.search(low) is not None


_TWO_WORDS = re.compile(r"[^\W\d_]{2,}\W+(?:\d+\W+)*[^\W\d_]{2,}")
_CLOSERS = "\"”’'»)]"


def ends_sentence(text: str) -> bool:
    """Ends like a sentence: . ! ? or … (before closing quotes/brackets), or a closing quote."""
    t = text.rstrip()
    if t.endswith(('"', "”")):
        return True
    return t.rstrip(_CLOSERS).rstrip().endswith((".", "!", "?", "…"))


WEB_CHECK_WORDS = 80  # longer paragraphs are checked for web chrome sentence by sentence
# Web chrome (archive notices, tweet/cookie/login banners, subscribe prompts) comes as short
# lines, or as whole short documents. A long paragraph of a long article that mentions
# "privacy policy" is news about one: only short paragraphs and short documents are checked.
CHROME_PARAGRAPH_WORDS = 30
CHROME_DOCUMENT_WORDS = 400


def chrome_possible(paragraph_words: int, document_words: int) -> bool:
    """Whether a paragraph could be web chrome, by its length and its document's."""
    return paragraph_words <= CHROME_PARAGRAPH_WORDS or document_words <= CHROME_DOCUMENT_WORDS
_CREDIT_HINT = re.compile("Photo|Getty|REUTERS/|AFP|Image|Picture|Associated Press")


def _caption_end(text: str) -> bool:
    """Ends with a photo credit: "(AP Photo/Emrah Gurel)", "(Getty Images)", "Photo: X"."""
    tail = text[-200:].rstrip()
    if not (tail.endswith(")") or _CREDIT_HINT.search(tail)):
        return False
    return _CAPTION_END.search(tail) is not None


def paragraph_noise(par: str, web: bool = True) -> str | None:
    """Why a paragraph is not part of the story ('caption', 'teaser', ...), or None.

    ``web=False`` skips the web-chrome test (see ``chrome_possible``).
    """
    nwords = par.count(" ") + 1  # paragraphs_of leaves single spaces
    if not _TWO_WORDS.search(par):
        return "non-text"
    if nwords <= 40 and _is_credit(par):
        return "credit"
    if nwords <= 16 and _BYLINE.match(par):
        return "byline"
    if nwords <= 14 and _PROMPT.match(par):
        return "prompt"
    tail = par[-80:]
    if tail[-1:].isdigit() and _TEASER.search(tail) and not ends_sentence(tail[:-5]):
        return "video teaser"
    if _caption_end(par) or _CAPTION_START.match(par):
        return "caption"
    if web and nwords <= WEB_CHECK_WORDS and is_web_boilerplate(par):
        return "web boilerplate"
    if not ends_sentence(tail):
        return "heading" if nwords <= 8 else "caption or standfirst"
    return None


_BARE_CREDIT = re.compile(r"\(?(?:AP|Reuters|AFP|The Associated Press|Associated Press|"
                          r"Getty Images|[A-Z][\w.]+/Getty Images|AP Photo/[^)]+)\)?\.?")


def sentence_noise(sentence: str, web: bool = True) -> str | None:
    """Why a single sentence inside a kept paragraph is not story text, or None.

    ``web=False`` skips the web-chrome test, for sentences of a paragraph that already passed it.
    """
    s = sentence.strip()
    if not _TWO_WORDS.search(s):
        return "non-text"
    nwords = s.count(" ") + 1
    if nwords <= 8 and (_BARE_CREDIT.fullmatch(s) or _caption_end(s)):
        return "credit"
    if web and is_web_boilerplate(s):
        return "web boilerplate"
    if nwords <= 40 and _is_credit(s):
        return "credit"
    if nwords <= 8 and _PROMPT.match(s):
        return "prompt"
    return None


def clean_article(index: int, article: Article) -> tuple[list[str], list[Removal]]:
    """One article's story paragraphs and the removals, each with its reason."""
    pars = paragraphs_of(normalize(article.text))
    sizes = [p.count(" ") + 1 for p in pars]
    doc_words = sum(sizes)
    kept: list[str] = []
    removed: list[Removal] = []
    seen: set[str] = set()
    title_key = " ".join((article.title or "").lower().split())
    for par, size in zip(pars, sizes):
        key = par.lower()
        if title_key and key == title_key:
            reason: str | None = "headline"
        elif key in seen:
            reason = "repeated"
        else:
            reason = paragraph_noise(par, chrome_possible(size, doc_words))
        seen.add(key)
        if reason:
            removed.append(Removal(index, par, reason))
        else:
            kept.append(par)
    return kept, removed


MIN_NEWS_WORDS = 40  # less story text than this, next to web chrome, is not an article


def is_boilerplate(kept: list[str], removed: list[Removal]) -> bool:
    """A document that is web chrome (archive notice, tweet embed, login wall), not news."""
    words = sum(len(p.split()) for p in kept)
    chrome = sum(1 for r in removed if r.reason in ("web boilerplate", "prompt"))
    return words == 0 or (chrome > 0 and words < MIN_NEWS_WORDS) or \
        (chrome >= 2 and chrome >= len(kept))


def clean(story: Story) -> Story:
    """Clean every article of the story; record every removal and every non-news document."""
    paragraphs: list[tuple[str, ...]] = []
    removed: list[Removal] = []
    boilerplate = set(story.boilerplate)
    for i, art in enumerate(story.articles):
        kept, gone = clean_article(i, art)
        if is_boilerplate(kept, gone):
            boilerplate.add(i)
        paragraphs.append(tuple(kept))
        removed += gone
    return replace(story, paragraphs=tuple(paragraphs), removed=story.removed + tuple(removed),
                   boilerplate=frozenset(boilerplate))

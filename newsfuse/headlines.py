"""Headlines: what a story is called (pure functions).

Owns what can stand as a headline and how one is made. A headline is a real headline: an
article's title, cleaned (agency slugs, section labels and markup codes off; an ALL-CAPS title
recased from the article's own spelling of its words), or, when no article has a usable title,
the article's first story sentence (captions, credits, teasers and page chrome skipped; the
dateline off), cut to at most ``HEADLINE_WORDS`` words at a clause boundary where one fits.
Never a caption, credit, byline, timestamp, warning, prompt or page debris: ``problem`` says
why a candidate is not a headline, and ``ingest`` uses it so that such a first line is never
taken for an article's title.
"""

from __future__ import annotations

import re
from collections import Counter

from .clean import clean_article, normalize, paragraph_noise, sentence_noise
from .model import Article
from .terms import zipf

HEADLINE_WORDS = 20
LEAD_PARAGRAPHS = 12  # where an article's first story sentence is looked for
LEAD_CHARS = 4000

# -- what is not a headline -------------------------------------------------------------------
# paragraph_noise's reasons that rule a line out as a headline ("heading" and "caption or
# standfirst" only say a line does not end like a sentence, which headlines never do)
_NOISE = {"non-text": "debris", "credit": "credit", "byline": "credit", "prompt": "prompt",
          "video teaser": "caption", "caption": "caption", "web boilerplate": "debris",
          "repeated": "debris", "publication note": "debris"}
_SMALL = frozenset("a an and as at but by for from in into nor of on or over per the to up "
                   "via vs with".split())
_MARKUP = re.compile(r"&[A-Z]{2};")  # agency markup codes: &HT; &LR; &QL; &UR;
_CHECK_PATTERNS: tuple[tuple[str, str, int], ...] = (
    ("caption", r"\b(?:is|are) (?:shown|seen|pictured) (?:in|at|here|during|with|on)\b|"
                r"\bfile (?:photo|picture|image)\b|\bposes? for (?:a )?(?:photo|picture)|"
                r"\bpictured\b|\bphoto illustration\b|\bseen here\b|"
                r"\((?:left|right|center|centre|front|back|top|bottom|second from \w+)\)|"
                r"\((?:[^()]*\b)?(?:photo|image|picture|video)s?\b[^()]*\)|"
                r"\b(?:image|photo|picture) (?:copyright|caption|credit)\b|"
                r"\bmedia caption\b|\b(?:AP|Reuters|AFP|EPA) Photo\b|/Getty Images\b|"
                r"\bGetty Images\s*$|\b(?:photo|image)s? courtesy\b|"
                r"^(?:a|an|this|the|in this)?\s*(?:\w+ )?(?:photo|photograph|picture|image|"
                r"screenshot|screen grab|still|handout|frame)s? (?:of|from|shows?|showing|taken|"
                r"released|provided|made available)\b", re.I),
    ("credit", r"^[Bb][Yy]\s+[A-Z]|\b[Cc]opyright\b|©|\bcontributed to this (?:report|story)|"
               r"^(?:additional )?reporting by\b|\bstaff (?:writer|reporter)\b|"
               r"\b[A-Z][\w.'-]+ [A-Z][\w.'-]+/(?:AP|Reuters|AFP|Getty|EPA|The [A-Z]\w+)\b|"
               # a picture agency's name alone on a page's first line: its photo's credit
               r"^(?:Getty(?: Images)?|Shutterstock|iStock(?:photo)?|Corbis|WireImage|FilmMagic|"
               r"Splash News|Rex Features|AFP|EPA|Photo|Image|Credit)\s*$", 0),
    ("timestamp", r"^(?:\d+|an?|one|two|few) (?:second|minute|min|hour|hr|day|week|month|year)s?"
                  r" ago\b|^(?:published|posted|updated|last updated|update|uploaded|"
                  r"first published)\b|\|\s*updated\b|"
                  r"^(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*,? \w+ \d", re.I),
    ("warning", r"^warning\b|\bgraphic (?:nature|content|images?|video|footage)\b|"
                r"\bmay (?:find|be) (?:it |this |them )?(?:offensive|disturbing|upsetting)|"
                r"\bviewer discretion\b|^(?:trigger|content) warning\b", re.I),
    ("prompt", r"\bsign up\b|\bsubscribe\b|\bnewsletters?\b|\bbreaking news (?:emails|alerts)|"
               r"\bnews alerts\b|\bfollow (?:us|\S+ on)\b|\bclick (?:here|to)\b|"
               r"\benable javascript\b|\bcontinue reading\b|\badvertisement\b|"
               r"\bwant more (?:stories|news)\b|\bfree online\b|\bdownload (?:the|our) app\b|"
               r"\b(?:share|tweet|email|print) (?:this|on)\b|\bread more\b|\bwatch (?:the )?"
               r"(?:full )?video\b|\bplease (?:enable|log in|sign in)\b|\bdelivered (?:to you |"
               r"straight |right )?(?:daily|weekday|every|each|weekly|to your)\b", re.I),
    ("prompt", r"^(?:CLOSE|Play|Watch|Share|Tweet|Email|Print|Listen)\b(?:\s*$|\s+(?:Facebook|"
               r"Twitter|Video|Audio|Email|[|:])|\s+[A-Z][a-z]+\s*$)", 0),
    ("debris", r"\bmedia playback\b|\bfrom wikipedia\b|^the seed for\b|^story highlights\b|"
               r"^(?:most popular|most read|top stories|related|trending|latest news|"
               r"more news|editor'?s picks?)\b|>>|\|\s*(?:\w+\s*\|)|https?://|www\.|"
               r"\b[\w-]+\.(?:com|org|net|co\.uk)\b|\S@\S|(?:^|\s)@\w|"
               r"^(?:urgent|advisory|correction|bulletin|flash|budget|news summary|"
               r"eds?:|editors?:|note to editors)\b|^[\w' -]{0,40}\bstatement\b\s*$|"
               r"\bpage (?:url|you requested|you are looking for)\b|\bbookmark\b|"
               r"^this (?:story|article|post|page) (?:has been |was |is )?updated\b|"
               r"^(?:editor'?s note|note)\s*:|\bplans? to move\b|^these are the stories\b|"
               r"\bfor questions,? (?:please )?call\b", re.I),
    ("debris", r"[a-z]{3}[.!?][\"”’]?\s+[\"“‘]?[A-Z]", 0),  # two sentences: a standfirst
    ("debris", r"^[\"“‘'].{10,}[,.!?]?[\"”’']\s*,?\s+(?:said|says|according to)\b",
     re.I),  # a pull quote
    ("debris", r"^\$|^\w+ briefs$|^(?:adv|advance)\d", re.I),  # wire slugs: "$Adv03 health briefs"
)
_CHECKS = tuple((kind, re.compile(p, flags)) for kind, p, flags in _CHECK_PATTERNS)
_LEAD_IN = re.compile(r"[:;,]\s*$")
_FUNCTION_END = re.compile(
    r"(?:^|\s)(?:of|for|to|the|a|an|and|or|but|in|on|at|with|by|from|as|that|its|his|her|their|"
    r"who|which|is|are|was|were|has|have|into|over|after|before|than)\s*$|\w['’]s\s*$", re.I)
_DATE_TOKEN = re.compile(
    r"^(?:(?:jan|feb|mar|apr|may|jun|jul|aug|sept?|oct|nov|dec)[a-z]*|"
    r"(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*|\d{1,4}(?:st|nd|rd|th)?|[ap]\.?m|noon|midnight|"
    r"[ECMP][SD]T|GMT|UTC|BST|CET|\d{1,2}[:.]\d{2}(?:[ap]m)?|today|yesterday|updated|"
    r"published|posted|on|at|by|the|and|associated|press|reuters|ap|afp)\W*$", re.I)


def problem(text: str, *, labels: bool = True) -> str | None:
    """Why ``text`` cannot be a headline ("caption", "credit", "timestamp", "warning",
    "prompt", "debris", "truncated"), or None when it can. ``labels=False`` lets a short
    name-like line pass ("Tina Fey", "Harvard Law Record"): an article's own first line may be
    a short title, but a story is never called by a label."""
    t = " ".join(_MARKUP.sub(" ", text).split())
    words = t.split()
    if not re.search(r"[^\W\d_]{2}", t):
        return "debris"  # no word at all: a code, a number
    noise = paragraph_noise(t)
    if noise in _NOISE and (labels or noise != "non-text"):
        return _NOISE[noise]
    for kind, pattern in _CHECKS:
        if pattern.search(t):
            return kind
    if labels and len([w for w in words if re.search(r"[^\W\d_]{2}", w)]) < 3:
        return "debris"  # a fragment: a name, a section label
    if labels and len(words) <= 4 and not any(c.isdigit() for c in t) \
            and all(w[:1].isupper() or w.lower() in _SMALL for w in words) \
            and not t.endswith(("!", "?")):
        return "debris"  # a label or a name ("Harvard Law Record"), not a statement
    if any(c.isdigit() for c in t) and sum(1 for w in words if not _DATE_TOKEN.match(w)) <= 1:
        return "timestamp"  # "Associated Press Tue Feb 19, 2013 7:44 PM"
    if _LEAD_IN.search(t):
        return "debris"  # "A statement from the family:" introduces something else
    if t.endswith(("...", "…")) or _FUNCTION_END.search(t):
        return "truncated"  # a title cut off by the wire or the crawl: "... ahead of"
    return None


# -- cleaning -----------------------------------------------------------------------------------

_LABEL = re.compile(  # a section label or kicker before the headline proper
    r"^(?:commentary|editorial|analysis|news analysis|opinion|op-ed|review|exclusive|"
    r"breaking(?: news)?|watch|video|photos?|update[sd]?|live|urgent)\s*[:|–—-]\s+", re.I)
_SLUG_END = re.compile(r"\s*\((?:[A-Z]{1,4}|\w+ \d+|[A-Z][a-z]+)\)\s*$")  # "(DW)", "(AP)"
_SITE_END = re.compile(r"\s+[|–—-]\s+[^|–—-]{2,40}$")  # "Headline | Site Name", "Headline - CNN"
_DATELINE = re.compile(  # "TOKYO (CNN) —", "Tokyo (CNN)", "NEW YORK, May 18 (UPI) --"
    r"^(?:[A-Z][\w.'’-]*(?:[ ,]+(?:[A-Z][\w.'’-]*|\d{1,2}\b)){0,5},?\s*)?"
    r"(?:\((?:CNN|AP|Reuters|AFP|UPI|Xinhua|dpa|CBS|NBC|ABC|BBC)[^()]{0,20}\)\s*(?:[—–_-]{1,2}|:)?"
    r"|(?<=[A-Z.])\s*[—–_]{1,2}(?=\s))\s*")


# A first line that is the story's lead, not its title: it opens on a dateline, ends as a
# sentence inside a closing quotation ('... is "extremely provocative and outrageous."'), or
# ends a sentence with a photo credit after it ('... in 2013. (LUKE RAFFERTY / Staff)').
_QUOTED_SENTENCE_END = re.compile(r"\.[\"”’']+$")
# a long line that tells the day of what it reports ("... Kevin Madden sparred on Sunday over
# ..."): a lead sentence without its full stop; a headline leaves the day to the story
_TELLS_DAY = re.compile(r"\b(?:on|last|early|late) (?:Monday|Tuesday|Wednesday|Thursday|"
                        r"Friday|Saturday|Sunday)\b")
LONG_FIRST_LINE = 20  # a first line of more words than this that tells a day is a lead
_CREDIT_AFTER_SENTENCE = re.compile(r"[.!?][\"”’']?\s*\([A-Z][^()]{2,60}\)$")


def reads_as_lead(line: str) -> bool:
    """Whether an article's first line is its lead sentence (or a caption), not a headline:
    it opens on a dateline ("TOKYO (AP) —", "(CNN)"), ends a sentence inside a closing
    quotation mark, ends a sentence with a credit in parentheses, or runs long and tells the
    day ("... sparred on Sunday over ...")."""
    t = line.strip()
    return bool(_DATELINE.match(t) or _QUOTED_SENTENCE_END.search(t)
                or _CREDIT_AFTER_SENTENCE.search(t)
                or (len(t.split()) > LONG_FIRST_LINE and _TELLS_DAY.search(t)))


def _recase(title: str, body: str) -> str:
    """An ALL-CAPS title in the case the article itself writes its words: lower case when the
    text writes the word in lower case at least as often as capitalised, a name's capital,
    an acronym's capitals, a mixed form ("McDonald's") as written."""
    seen: dict[str, Counter[str]] = {}
    for w in re.findall(r"[A-Za-z][\w'’.-]*", body[:20000]):
        seen.setdefault(w.lower(), Counter())[w] += 1
    out = []
    for i, tok in enumerate(title.split()):
        core = re.sub(r"^\W+|\W+$", "", tok)
        if not core or not re.search(r"[A-Za-z]", core):
            out.append(tok)
            continue
        forms = seen.get(core.lower(), Counter())
        low = forms.get(core.lower(), 0)
        cap = forms.get(core.capitalize(), 0)
        up = forms.get(core.upper(), 0) if len(core) > 1 else 0
        mixed = [(n, f) for f, n in forms.items()
                 if f not in (core.lower(), core.capitalize(), core.upper())]
        if mixed:
            best = max(mixed)[1]
        elif low and low >= cap:
            best = core.lower()
        elif cap:
            best = core.capitalize()
        elif (up or (not forms and zipf(core.lower()) < 3.5)) and len(core) <= 4 \
                and core.lower() not in _SMALL:
            best = core.upper()  # an acronym ("FBI", "N.C."), not a word ("DEAL")
        else:
            best = core.lower()
        if i == 0:
            best = best[:1].upper() + best[1:]
        out.append(tok.replace(core, best, 1))
    return " ".join(out)


def _is_caps(text: str) -> bool:
    letters = [c for c in text if c.isalpha()]
    return len(letters) > 6 and sum(c.isupper() for c in letters) > 0.9 * len(letters)


def clean_title(title: str, body: str = "") -> str:
    """A title as a headline: markup codes, kicker labels, slugs and a trailing site name off,
    an ALL-CAPS title recased from ``body``."""
    t = " ".join(_MARKUP.sub(" ", normalize(title)).split())
    for _ in range(2):
        t = _LABEL.sub("", t)
    t = _SLUG_END.sub("", t)
    m = _SITE_END.search(t)
    if m and len(t[:m.start()].split()) >= 4:
        t = t[:m.start()]
    if _is_caps(t):
        t = _recase(t, body)
    return t.strip(" -–—|:")


# where a long sentence may be cut and still say what it said: before a dash or a semicolon,
# before a relative clause or an attribution set off by a comma, before ", and" / ", but"
_CUT = re.compile(r";\s|\s[—–]\s|\s--\s|,\s(?=(?:who|which|where|according to|and|but|"
                  r"police said|officials said|authorities said|said|saying)\s)"
                  r"|\s(?=according to\s)")


def shorten(text: str, words: int = HEADLINE_WORDS) -> str:
    """At most ``words`` words: whole when it fits (a final full stop dropped), else cut at the
    last safe clause boundary that keeps at least eight words, else cut with an ellipsis."""
    t = " ".join(text.split())
    ws = t.split()
    if len(ws) <= words:
        last = ws[-1] if ws else ""
        if t.endswith(".") and not t.endswith("..") and last.count(".") == 1 and len(last) > 2:
            return t[:-1]  # "... in Ipswich." -> "... in Ipswich"; "N.C." and "U.S." stay
        return t
    head = " ".join(ws[:words + 1])
    cuts = [m.start() for m in _CUT.finditer(head)]
    cuts = [c for c in cuts if 8 <= len(head[:c].split()) <= words]
    if cuts:
        cut = head[:cuts[-1]].rstrip(" ,;:-–—")
        if not _FUNCTION_END.search(cut):
            return cut
    kept = ws[:words]
    while kept and _FUNCTION_END.search(kept[-1]) and len(kept) > 8:
        kept.pop()
    return " ".join(kept).rstrip(",;:") + " …"


LEAD_WORDS = 60  # a lead is kept this long; ``shorten`` makes it a headline


def lead_sentence(text: str, title: str | None = None) -> str:
    """An article's first story sentence ("" when it has none): captions, credits, teasers,
    standfirsts and page chrome skipped, the dateline off; at most ``LEAD_WORDS`` words (pass
    it through ``shorten`` for a headline)."""
    from .segment import split_sentences  # sentencex: imported only when a lead is needed
    from .trim import trim_text

    kept, _ = clean_article(0, Article(id="", text=text[:LEAD_CHARS], title=title))
    for par in kept[:LEAD_PARAGRAPHS]:
        for sentence in split_sentences(par[:3000])[:6]:
            s = " ".join(_MARKUP.sub(" ", sentence).split())
            if sentence_noise(s):
                continue
            s = _DATELINE.sub("", trim_text(s) or s, count=1).strip()
            if len(s.split()) < 4 or problem(s) not in (None, "truncated"):
                continue
            if s.endswith(("?", ":")) or s[:1].islower():
                continue  # a question to the reader, a lead-in, a fragment
            return shorten(s, LEAD_WORDS)
    return ""


def untitled(n_articles: int) -> str:
    """What a story is called when no article has a title or a story sentence."""
    return f"Untitled story ({n_articles} article{'' if n_articles == 1 else 's'})"

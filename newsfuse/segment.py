"""Segment: cleaned paragraphs to Sentences.

Owns sentence boundaries (``sentencex``, Wikimedia's rule-based splitter, the same decisions as
pysbd on news text at ~300x its speed, plus repairs for quote marks left on the wrong side of a
boundary) and each sentence's tokens and content terms. Sentences that are credits or web
chrome inside an otherwise good paragraph are dropped here, using clean's rules.
"""

from __future__ import annotations

import re
from dataclasses import replace

import numpy as np
import sentencex

from .clean import (
    CAPTION_BEFORE_CREDIT,
    CAPTION_SENTENCE_WORDS,
    CHROME_DOCUMENT_WORDS,
    MONTH_DAY,
    WEB_CHECK_WORDS,
    WIRE_TAG,
    cut_off,
    is_boilerplate,
    pipe_credit,
    quote_marks,
    sentence_noise,
)
from .model import Removal, Sentence, Story
from .terms import (
    US_STATE_ABBREVIATIONS,
    vocabulary,
    word_numbers,
    word_numbers_of,
    word_table,
)

MAX_SENTENCE_CHARS = 2000  # longer "sentences" are lists or run-ons; they are split on ; or ,
MAX_SENTENCES = 2000  # per article; a news article has ~20-200; beyond this time and memory grow

_OPEN_QUOTE = re.compile(r"""\s*["“]\s*$""")
_ONLY_CLOSERS = re.compile(r"""^[\s"”’')\]]+$""")
_CLOSER_CHARS = frozenset("\"”’')]")  # what an _ONLY_CLOSERS match opens on, but for a space


def _opens_next(s: str, open_: bool = False) -> bool:
    """Whether the quote mark ending ``s`` opens the next sentence's quotation: read the marks
    in order, a curly one opening or closing, a straight one closing what is open and opening
    otherwise ('said: “Now I can go after her lawyer. "' closes; 'the broader “Operation
    Spartan Vanguard" initiative. "' opens). A straight mark after a comma and before a
    lower-case word closes whatever came before, even a quotation whose opening mark the source
    lost ('To Jerry's credit, he never censored anything," said Larry David ... "').
    ``open_``: whether a quotation is open where ``s`` starts (a sentence before it in the
    paragraph opened one: 'said: “Not only ... too.' + 'We have infused ... flowers." ')."""
    if '"' not in s:  # curly marks alone: the last one decides
        last = max(s.rfind("“"), s.rfind("”"))
        return open_ if last < 0 else s[last] == "“"
    for i, ch in quote_marks(s):
        if ch == "“":
            open_ = True
        elif ch == "”":
            open_ = False
        elif ch == '"':
            open_ = not open_ and not (s[i - 1:i] in (",", "?", "!") and
                                       s[i + 1:i + 2] == " " and s[i + 2:i + 3].islower())
    return open_


def split_sentences(paragraph: str) -> list[str]:
    """Sentences of one paragraph, with quote marks on the right side of every boundary."""
    # pieces split after a title or an initial are joined first, so a quotation's marks are
    # read over its whole sentence ('“Mr. ' + 'Kushner ... meetings," his lawyer said. "')
    pieces = _rejoin_tickers(sentencex.segment("en", paragraph))
    if "…" in paragraph:
        pieces = _split_ellipses(pieces)
    raw = _repair([s.strip() for s in pieces if s.strip()])
    out: list[str] = []
    carry = ""
    quoting = False  # a quotation is open where the piece starts
    for s in raw:  # (no piece is empty: raw keeps only pieces with text)
        s = carry + s
        carry = ""
        if out and (s[0] in _CLOSER_CHARS or s[0].isspace()) and _ONLY_CLOSERS.match(s):
            out[-1] += s
            continue
        if out and quoting and s[:2] in ('" ', "” "):  # the mark closing the one before
            out[-1] += s[0]
            s = s[2:].lstrip()
            quoting = False
        m = _OPEN_QUOTE.search(s[-8:]) if s[-1] in '"“ ' else None
        if m and _opens_next(s, quoting):
            m = _OPEN_QUOTE.search(s)
            carry = s[m.start():].strip()
            s = s[:m.start()].rstrip()
            quoting = False
            if not s:
                continue
        elif '"' in s or "“" in s or "”" in s:
            quoting = _opens_next(s, quoting)
        if out and ((s[0].islower() and not out[-1].endswith((".", "!", "?"))) or
                    (out[-1][-2:] in _ASKED_ENDS and _NAME_SPEAKS_NEXT.match(s))):
            # a piece that goes on the one before; or the speaker of a question or an
            # exclamation in quotation marks ('"Should Reagan not have talked about it?"' +
            # 'Gingrich said on CNN.': sentencex ends the sentence at the mark)
            out[-1] += " " + s
            continue
        out.append(s)
    if carry:
        if out:
            out[-1] += " " + carry
        else:
            out.append(carry)
    return [p for s in out for q in _split_missed(s) for p in _split_long(q)]


# An ellipsis written as one character before a capitalised word ("... when Facebook eventually
# changed the platform… Persson left the door open ..."): a sentence ends there, as sentencex
# ends one at three stops ("changed the platform... Persson left"); not inside a word
# ("…but this is where we part ways") nor inside a quotation, where sentencex does not end
# one at three stops either ('"We will fight... We will win," he said.')
_ELLIPSIS_END = re.compile(r"(?<=…)\s+(?=[\"“‘']?[A-Z])")


def _split_ellipses(pieces: list[str]) -> list[str]:
    out = []
    for p in pieces:
        start = 0
        for m in _ELLIPSIS_END.finditer(p) if "…" in p else ():
            before = p[:m.start()]
            if before.count("“") > before.count("”") or before.count('"') % 2:
                continue  # inside a quotation
            if not any(c.isalnum() for c in p[start:m.start()]):
                continue  # an ellipsis that opens the sentence ("… The officials
                # emphasized ..."): no sentence of its own (``trim`` shows it without)
            out.append(p[start:m.start()])
            start = m.end()
        out.append(p[start:])
    return out


# A stock ticker with its exchange ("Jimmy Choo CHOO.L for $1.2 billion", "(KORS.N)", "3786.KU"):
# sentencex splits at its stop though no space follows it. The piece before ends on a ticker
# (capitals or digits) and the stop, the next starts at once with the exchange's 1-2 capitals.
_TICKER_END = re.compile(r"(?:^|[\s(])[A-Z0-9&]{1,8}\.$")
_EXCHANGE_START = re.compile(r"[A-Z]{1,2}(?![A-Za-z])")


def _rejoin_tickers(pieces: list[str]) -> list[str]:
    out: list[str] = []
    for p in pieces:
        if out and out[-1][-1:] == "." and _EXCHANGE_START.match(p) and \
                _TICKER_END.search(out[-1][-10:]):
            out[-1] += p
        else:
            out.append(p)
    return out


# "... for treatment of hepatitis C. Prison officials decided ...": a capital letter after a
# lower-case word is no one's initial (an initial follows a name: "George W. Bush"), so a
# sentence ends there when a capitalised word follows, "A" and "I" too ("... caused by
# hepatitis B. A study in Thursday's ...").
_LETTER_END = re.compile(r"(?<![\w.'’-])(?!(?:de|da|di|do|du|del|della|dos|das|van|von|der|den|"
                         r"la|le|bin|ibn|al|el|y|e) )[a-z]{2,} [A-Z]\.(\s+)"
                         r"(?=[\"“]?(?:[A-Z][a-z]+|A|I)\s+[a-z])")  # "hepatitis B. A study"


# what every _LETTER_END match contains: tried first, it spares the costly pattern almost
# every sentence
_LETTER_HINT = re.compile(r" [A-Z]\.\s")


# "May" with a stop is never short for anything: a sentence ends there before a capital
# (sentencex reads it as an abbreviation: "... Festival in May. Zeta-Jones had recently ...")
_MAY_END = re.compile(r"(?<=\bMay\.)(\s+)(?=[\"“]?[A-Z])")
# A lower-case "no." before a capitalised word is the answer, not "No." before a number ("Well,
# no. Facebook has a history of ...", "Just a big fat no. That's not a prank"): sentencex reads
# it as the abbreviation.
_NO_END = re.compile(r"(?<=(?<![\w.'’-])no\.)(\s+)(?=[\"“‘']?[A-Z])")
# A state's abbreviation after its town ends a sentence before a capitalised word ("through
# Albert Lea, Minn. Iowa and Wisconsin activated ...", "in Birmingham, Ala. Days later, ...");
# sentencex reads it as an abbreviation inside one. Not before a title or a body of the place
# ("Portland, Ore. Mayor Ted Wheeler", "Darby, Pa. Police said" is two sentences either way)
_STATE_END = re.compile(  # (opens on ", ", not on a look-behind tried at every position)
    r", (?:" + "|".join(re.escape(a) for a in sorted(US_STATE_ABBREVIATIONS, key=len,
                                                          reverse=True)) +
    r")\.(\s+)(?!(?:Mayor|Gov|Sen|Rep|Sheriff|City|County|State|Fire|"
    r"School|Town|Councilman|Councilwoman|Police Chief|Chief|Sgt|Lt|Det|Officer)\b)"
    r"(?=[\"“]?[A-Z][\w'’]*\s)")


# A whole sentence in parentheses inside a paragraph ("... was ill. (Any ailments won't be known
# for weeks.) Scott's publicist ..."): sentencex keeps it with its neighbours; it is a sentence
# of its own (an aside, which selection reads as one) and so are they. Its opening parenthesis
# starts the piece or follows a sentence's end; one inside a sentence ("his Sunday night live
# (9 p.m.) HBO special") is no sentence.
_PAREN_CLOSE = re.compile(r"[.!?][\"”’]?\)(?=\s+[\"“]?[A-Z])")
_BEFORE_PAREN = re.compile(r"[.!?][\"”’]?\s+$")
# a stop after a word inside an aside, not after an abbreviation ("(9 p.m.)")
_WORD_STOP = re.compile(r"(?<![.\w])[a-z]{3,}[.!?]$")


def _split_paren_sentences(s: str) -> list[str]:
    out: list[str] = []
    start = 0
    for m in _PAREN_CLOSE.finditer(s):
        open_ = s.rfind("(", start, m.start())
        if open_ < 0 or ")" in s[open_:m.start()]:
            continue
        if s[open_ + 1:open_ + 2].isupper() and \
                (open_ == start or _BEFORE_PAREN.search(s, start, open_)):
            if open_ > start:
                out.append(s[start:open_].rstrip())
            out.append(s[open_:m.end()])
        elif _WORD_STOP.search(s, open_, m.start() + 1):  # "... (see chart.) And fell."
            out.append(s[start:m.end()])
        else:
            continue
        start = m.end()
        while start < len(s) and s[start] == " ":
            start += 1
    if not out:
        return [s]
    if start < len(s):
        out.append(s[start:])
    return out


# A quotation that ends a sentence before the next one starts ('"... she's never said no." For
# her part, Gillibrand ...'): sentencex leaves the two together when the quotation opens the
# piece. Not before its speaker ('"Why not?" Smith asked.').
_QUOTE_END = re.compile(r"(?<=[.!?][\"”])\s+(?=[A-Z])")
_SPEAKER_NEXT = re.compile(r"(?:[A-Z][\w.'’-]*\s+){1,4}(?:said|says|asked|asks|added|adds|told|"
                           r"wrote|writes|tweeted|explained|continued|recalled|replied|"
                           r"shouted|yelled|declared|insisted|noted|admitted|joked)\b|"
                           r"(?:He|She|They|I|We|It) (?:said|says|asked|asks|added|adds)\b")


_ASKED_ENDS = frozenset(('?"', '!"', "?”", "!”"))
# a name that speaks, not a capitalised pronoun: after the mark, "He said liberals ..." opens
# a sentence of its own (the quotation's speaker is written "he said")
_NAME_SPEAKS_NEXT = re.compile(r"(?!(?:He|She|They|I|We|It|You)\s)(?:" +
                               _SPEAKER_NEXT.pattern + ")")


def _split_quote_end(s: str) -> list[str]:
    for m in _QUOTE_END.finditer(s):
        before = s[:m.start()]
        if before.count('"') % 2 == 0 and before.count("“") == before.count("”") and \
                not _SPEAKER_NEXT.match(s, m.end()):
            return [before, *_split_quote_end(s[m.end():])]
    return [s]


def _split_missed(s: str) -> list[str]:
    """The sentence ends sentencex misses: after a quotation that opens the piece, around an
    aside in parentheses, after a state's abbreviation, after "May." or "no.", after a capital
    letter that ends a word's sentence."""
    # (a closing mark is looked for first: one character is found at memchr's speed, where each
    # of the six pairs costs as much as a scan of the sentence)
    if ('"' in s or "”" in s) and \
            ('." ' in s or '.” ' in s or '?" ' in s or '!" ' in s or '?” ' in s or '!” ' in s) \
            and _QUOTE_END.search(s):
        return [q for p in _split_quote_end(s) for q in _split_inside(p)]
    return _split_inside(s)


def _split_inside(s: str) -> list[str]:
    if ")" in s and (".) " in s or "?) " in s or "!) " in s or '.") ' in s or ".”) " in s):
        parts = _split_paren_sentences(s)
        if len(parts) > 1:
            return [q for p in parts for q in _split_inside(p)]
    if ". " not in s:  # (what every test below needs)
        return [s]
    if ", " in s:
        cuts = [m.span(1) for m in _STATE_END.finditer(s)]
        if cuts:
            ends = [0, *(x for span in cuts for x in span), len(s)]
            return [q for a, b in zip(ends[::2], ends[1::2]) for q in _split_inside(s[a:b])]
    for hint, end in (("May. ", _MAY_END), ("no. ", _NO_END)):
        if hint in s:
            parts = end.split(s)
            if len(parts) > 1:  # (the split keeps the spaces: every other part)
                return [q for p in parts[::2] for q in _split_inside(p)]
    if not _LETTER_HINT.search(s):
        return [s]
    out, start = [], 0
    for m in _LETTER_END.finditer(s):
        out.append(s[start:m.start(1)])
        start = m.end(1)
    return [s] if not out else [*out, s[start:]]


# Abbreviations that never end a sentence: titles and ranks before a name ("Ald. Ed Burke",
# "Lt. Gov. Dan Patrick"); and those that do not end one before a number ("No. 2", "Sept. 11").
_TITLES = frozenset(
    "Mr Mrs Ms Messrs Mmes Mme Mlle Dr Drs Prof Profs Rev Revs Msgr Fr Hon Gov Govs Lt Lts Gen "
    "Gens Col Cols Maj Capt Cpt Sgt Sgts Cpl Pvt Pfc Spc Adm Cmdr Cdr Brig Cmdt Ald Alds Atty "
    "Attys Supt Insp Det Asst Sen Sens Rep Reps Del Pres Amb Comm Cmsr Commr Ft Mt St Ste Adj Rt "
    "Sr Sra Srta Gov-elect".split())
_BEFORE_NUMBER = frozenset("No Nos Art Fig Figs Vol Vols Op Ch Pt Sec Jan Feb Mar Apr Jun Jul Aug "
                           "Sep Sept Oct Nov Dec".split())
# ("Det.-Sgt."; the capital first, what stands before it looked behind for: a pattern that
# opens on "^" or a class of what may stand there is tried at every position)
_LAST_TOKEN = re.compile(r"(?<![^\s(\"“-])([A-Z][a-z]{0,5}(?:-elect)?)\.$")
_INITIAL = re.compile(r"(?:^|\s)(?:[A-Z][a-z]+|[A-Z]\.)\s+(?:[A-Z]\.){1,3}$|^(?:[A-Z]\.){2,3}$")
_AFTER_TIME = re.compile(r"(?:[A-Z][A-Z]?[SDP]?T|GMT|UTC|BST|CET|IST|JST|AEST|Eastern|Central|"
                         r"Pacific|Mountain|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|"
                         r"Sunday|local time)\b")
_AGENCY_TAG = re.compile("^" + WIRE_TAG)
_INNER_CAPITAL = re.compile(r"[a-z]+[A-Z]")
_LETTER_BANG = re.compile(r"(?:^|\s)[A-Z]!$")  # "E!" (E! News); not "Stop!" nor "Wham!"
_LINK = re.compile(r"(?:https?:|www\.|pic\.)")  # a tweet's link after its "!" opens no clause
_VERSUS = re.compile(r"\s(?:vs|v)\.$")  # a case's name ("Clinton vs. City of New York")


# a piece that is only a dateline ending on a stop: a place, a date, maybe a tag in parentheses
# or between slashes ("MOSCOW, December 5.", "MOSCOW, December 5. /TASS/.", "Madrid, Dec 5
# (EFE).")
_DATELINE_PIECE = re.compile(r"[A-Z][\w.'’ -]{1,40}, " + MONTH_DAY +
                             r"(?: ?\([A-Z][\w ]{1,20}\))?\.(?: /[A-Z][\w .-]{1,30}/\.?)?$")


def _repair(pieces: list[str]) -> list[str]:
    """Join pieces split where no sentence ends: after a title or rank ("Ald.", "Gov."), an
    initial ("George W."), "vs." or "v." between a case's parties ("Clinton vs. New York
    City"), a one-letter name's "!" ("E! News") or a "!" before a lowercase word, "No."/month
    before a number, before a lowercase word, before an agency tag ("TAUNTON, Mass. (AP) —"),
    before a semicolon, comma or colon, or before a stray fragment ("p.m. ET.")."""
    out: list[str] = []
    for s in pieces:
        if out and (_joins(out[-1], s) or (
                out[-1][-1:] == "." and len(out[-1]) < 90 and ", " in out[-1] and
                _DATELINE_PIECE.match(out[-1]))):
            # (a dateline sentencex cut off at its date's or tag's stop: "MOSCOW, December 5."
            # + "/TASS/." + the lead; "Madrid, Dec 5 (EFE)." + "- The lead", EFE's ".-")
            glued = s[0] in ";,:" or (s[0] == "-" and out[-1].endswith(")."))
            out[-1] += ("" if glued else " ") + s
        else:
            out.append(s)
    return out


def _joins(prev: str, nxt: str) -> bool:
    first = nxt[0]
    if first in ";,:":  # no sentence opens on these ("Cape Cod, Mass." + "; Montauk, N.Y; ...")
        return True
    if prev.endswith("!"):  # a name with "!" in it ("told E! News", "Mamma Mia! in 2008")
        return (first.islower() and not _INNER_CAPITAL.match(nxt) and not _LINK.match(nxt)) or \
            (first.isupper() and _LETTER_BANG.search(prev[-3:]) is not None)
    if not prev.endswith("."):
        return False
    upper = first.isupper()
    # (each pattern is tried only where what it must end or start with is there)
    m = _LAST_TOKEN.search(prev[-12:]) if upper or first.isdigit() else None
    if m:
        word = m.group(1)
        if word in _TITLES and (upper or first.isdigit()):
            return True
        if word in _BEFORE_NUMBER and first.isdigit():
            return True
    if upper and len(prev) > 2 and prev[-2] in "sv" and _VERSUS.search(prev[-4:]):
        return True  # "Clinton vs. City of New York", "Roe v. Wade"
    if upper and len(prev) > 3 and "A" <= prev[-2] <= "Z" and _INITIAL.search(prev[-40:]):
        return True  # (an initial: a capital letter before the stop)
    if first.islower() and not _INNER_CAPITAL.match(nxt):  # not "iPhone", "eBay"
        return True
    if first == "(" and _AGENCY_TAG.match(nxt):
        return True
    if prev.endswith(("a.m.", "p.m.")) and _AFTER_TIME.match(nxt):
        return True  # "8:30 p.m. EDT Friday", "10 a.m. Monday"
    return len(nxt) <= 3 and nxt[:1].isalpha()  # "ET.", "Y." left over from "p.m. ET."


def _split_long(s: str) -> list[str]:
    if len(s) <= MAX_SENTENCE_CHARS:
        return [s]
    parts = re.split(r"(?<=[;,])\s+", s)
    out, cur = [], ""
    for p in parts:
        if cur and len(cur) + len(p) > MAX_SENTENCE_CHARS:
            out.append(cur)
            cur = p
        else:
            cur = f"{cur} {p}" if cur else p
    if cur:
        out.append(cur)
    return [c[i:i + MAX_SENTENCE_CHARS] for c in out for i in range(0, len(c), MAX_SENTENCE_CHARS)]


def segment(story: Story) -> Story:
    """Split every article's cleaned paragraphs into Sentences with their terms."""
    table = word_table()
    found: list[tuple[int, int, int, str]] = []  # article, index, paragraph, text
    sizes: list[int] = []  # the words of each text found
    removed: list[Removal] = []
    warnings: list[str] = []
    for a, pars in enumerate(story.paragraphs):
        index = 0
        doc_words = sum([p.count(" ") + 1 for p in pars])
        for p, par in enumerate(pars):
            if index >= MAX_SENTENCES:
                words = sum(len(x.split()) for x in pars[p:])
                warnings.append(f"article {a} ({story.articles[a].outlet}) is very long: only its "
                                f"first {MAX_SENTENCES} sentences were used ({words} words "
                                f"after that were not read)")
                break
            parts = split_sentences(par)
            # no whitespace but single spaces in the paragraph (printable: a space is the one
            # printable whitespace): then none in its sentences, which are pieces of it, joined
            # again by one space where at all, and its words are its spaces and one
            plain = "  " not in par and par.isprintable()
            # clean checked short paragraphs whole; long ones of short documents go by sentence
            web = par.count(" ") >= WEB_CHECK_WORDS and doc_words <= CHROME_DOCUMENT_WORDS
            # a picture's caption, then its credit after a pipe ("Judge Neil Gorsuch was on
            # the list ... | AP Photo Trump picks Gorsuch ..."): the caption is no story text
            credit = next((k for k, text in enumerate(parts) if pipe_credit(text)), -1) \
                if "|" in par else -1
            caption = 0 < credit <= CAPTION_BEFORE_CREDIT and \
                all(x.count(" ") < CAPTION_SENTENCE_WORDS for x in parts[:credit])
            for k, text in enumerate(parts):
                # a one-sentence paragraph was already checked whole by clean (but for a cut)
                reason = "caption" if caption and k < credit else \
                    sentence_noise(text, web) if len(parts) > 1 else \
                    "cut-off text" if cut_off(text) else None
                if reason:
                    removed.append(Removal(a, text, reason))
                    continue
                found.append((a, index, p, text))
                sizes.append(text.count(" ") + 1 if plain and text and text[0] != " " != text[-1]
                             else len(text.split()))
                index += 1
    numbers, bounds = word_numbers_of([f[3] for f in found], table)
    n_sentence_ids = len(numbers)
    ids: list[int] = []
    title_bounds = []
    for art in story.articles:  # headlines in the same vocabulary (selection weighs them)
        lo = n_sentence_ids + len(ids)
        if art.title:
            ids += word_numbers(art.title, table)
        title_bounds.append((lo, n_sentence_ids + len(ids)))
    vocab = vocabulary()
    every = vocab.load(np.concatenate([numbers, np.array(ids, dtype=np.int64)]),
                       table)  # the story's own stem ids
    titles = tuple(every[lo:hi] for lo, hi in title_bounds)
    all_ids = every[:n_sentence_ids]
    content = vocab.content[all_ids] if len(all_ids) else np.zeros(0, dtype=bool)
    # content words before each sentence
    before = np.concatenate([[0], np.cumsum(content)])[bounds].tolist()
    all_terms = all_ids[content]
    sentences = tuple([
        Sentence.make(k, a, i, p, text, sizes[k], all_ids[bounds[k]:bounds[k + 1]],
                      all_terms[before[k]:before[k + 1]], vocab=vocab)
        for k, (a, i, p, text) in enumerate(found)])
    # an article that lost sentences to web chrome may turn out to be chrome itself
    boilerplate = set(story.boilerplate)
    for a in {r.article for r in removed if r.reason == "web boilerplate"}:
        kept = [s.text for s in sentences if s.article == a]
        if is_boilerplate(kept, [r for r in story.removed + tuple(removed) if r.article == a]):
            boilerplate.add(a)
    return replace(story, sentences=sentences, removed=story.removed + tuple(removed),
                   warnings=story.warnings + tuple(warnings), boilerplate=frozenset(boilerplate),
                   title_ids=titles)

"""Clean: keep the story, drop what is not the story.

Owns text normalisation (mojibake, quote styles, invisible characters, hard-wrapped lines) and
the removal of photo captions and credits, video teasers, section headings, bylines, credit lines
("Additional reporting by ...", "... contributed to this report"), share/subscribe prompts,
repeated paragraphs and whole non-news documents (web-archive notices, tweet-embed and cookie
banners); and the markup of agency copy as the wires distribute it (LDC typesetting codes,
editors' codes, service and routing lines, slugs, copyright and byline lines run into the text,
budget entries, market-data widgets). A long paragraph of several sentences is never dropped
whole: one-paragraph wire copy loses only its code or credit tail. Every removal is recorded
with its reason, and ``left_out_reason`` says why an article contributes nothing.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Callable
from dataclasses import replace

from .model import Article, Removal, Story
from .terms import STOPWORDS, can_be_noun, only_adjective, rare_letter_pattern, words

# ---------------------------------------------------------------------------------------------
# normalisation

_INVISIBLE = re.compile("[\u200b\u200c\u200d\u200e\u200f\u2060\ufeff\u00ad\x00-\x08\x0b\x0c"
                        "\x0e-\x1f\x7f]")
# Windows-1252 punctuation read as Latin-1 leaves C1 control characters where quotes and dashes
# were ("the church\x92s", "\x97 San Diego lifeguards"): each is put back as the character
# cp1252 means by it (the five bytes cp1252 leaves undefined are dropped).
_C1 = re.compile("[\x80-\x9f]")
_CP1252 = {chr(b): bytes([b]).decode("cp1252", errors="ignore") for b in range(0x80, 0xA0)}
# (the next three open on the characters they match and look behind after them: a pattern
# that opens on a look-behind is tried at every position of an article, one that opens on a
# character jumps from one such character to the next; the same matches)
# a space decoded as "??" between two words ("Flu activity??is declining")
_LOST_SPACE = re.compile(r"\?\?(?<=[^\W\d_]\?\?)(?=[^\W\d_])")
# an entity whose "&amp;" was decoded and its ";" kept: "AT&T;", "E&ENews;" (after the agency
# typesetting codes, which are read first)
_ENTITY_TAIL = re.compile(r"&(?<=[A-Za-z]&)([A-Za-z]{1,8});")
# a stop and a quote mark with no space before the next sentence ('said no."For', 'wrong!”He')
_STOP_QUOTE_GLUED = re.compile(r"([\"”])(?<=[a-z0-9][.!?][\"”])(?=[A-Z])")
# the same, one pattern for each mark: a pattern that opens on one character is scanned for it
# at memchr's pace (about 3 instructions a character, against 50 for a class of two); the
# spaces the first puts in change nothing the second reads (its own three characters before
# the mark, the capital after it, the count of straight marks in the paragraph)
_STOP_QUOTE_GLUED_BY_MARK = (re.compile(r"(\")(?<=[a-z0-9][.!?]\")(?=[A-Z])"),
                             re.compile(r"(”)(?<=[a-z0-9][.!?]”)(?=[A-Z])"))
# spaces between a word and the comma, semicolon or full stop after it (not an ellipsis " ..."
# or ". . .", a figure or a name that opens on a stop: " .45 caliber", " .com"; nor after a
# figure: a paper's citations "41 , 42" are read as such). It opens on the first space after
# the word and looks behind for the word's letter: a pattern that opens on a letter class is
# tried at nearly every position (0.3 ms an article with a stray space); a later space of the
# run has a space, no letter, before it, so the matches are the same runs of spaces
_SPACE_BEFORE_STOP = re.compile(r" (?<=[^\W\d_] ) *(?=[,;](?!\w)|\.(?![.\w]| \.))")
# runs of whitespace other than one plain space (a plain single space needs no rewriting)
_SPACES = re.compile(r"(?:[\t\u00a0\u2000-\u200a\u202f\u205f\u3000]|  )"
                     r"[ \t\u00a0\u2000-\u200a\u202f\u205f\u3000]*")
# a character _SPACES needs (or else two spaces in a row)
_ODD_SPACE = re.compile(r"[\t\u00a0\u2000-\u200a\u202f\u205f\u3000]")
_BLANK_LINE = re.compile(r"\n[ \t]*\n")  # between paragraphs
# wire copy's opening single quote mark, a grave accent ("said, `Hey, you wanna copy ...?'"),
# not one of a pair (`` opens a double quotation)
_BACKTICK = re.compile(r"(?<!`)`(?!`)")
_MOJIBAKE = re.compile("[\u00c2\u00c3][\u0080-\u00bf]|\u00e2\u20ac")
# Typesetting codes of agency copy as the LDC distributes it (AQUAINT, DUC, TAC): &QL; &QC; &QR;
# end a paragraph ("quad left/centre/right"); &UR; &LR; &HT; and the rest mark layout only.
_LDC_BREAK = re.compile(r"\s*&Q[LCR];\s*")
_LDC_BREAK_CODE = re.compile(r"&Q[LCR];")  # (opens on "&": scanned at memchr's pace)


def _sub_ldc_breaks(text: str, repl: str) -> str:
    r"""``_LDC_BREAK.sub(repl, text)`` by a pattern that opens on the code: each match is a code
    with the whitespace around it, from the end of the match before (the leftmost match takes
    all of the run before a code). The pattern itself opens on ``\s*`` and so is tried at
    every position of an article: 126 us an LDC article."""
    out: list[str] = []
    last = 0
    n = len(text)
    for m in _LDC_BREAK_CODE.finditer(text):
        start, end = m.start(), m.end()
        if start < last:  # (inside the whitespace the match before took: none can be)
            continue
        while start > last and text[start - 1].isspace():
            start -= 1
        while end < n and text[end].isspace():
            end += 1
        out += (text[last:start], repl)
        last = end
    if not out:
        return text
    out.append(text[last:])
    return "".join(out)
_LDC_CODE = re.compile(r"&(?:UR|LR|HT|MD|TL|UL|IT|SM|FS|FT|RB|BD|TR|QF);")
# every character that _INVISIBLE, _C1 or _ODD_SPACE finds, in one class: one scan of an
# article tells whether any of the three can find anything (in 6 of 374 validation articles),
# where each scan costs about as much as this one (a character-class scan of the whole text)
_SPECIAL = re.compile("[\u2000-\u200f\u2060\ufeff\u00ad\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f\t"
                      "\u00a0\u202f\u205f\u3000]")


def normalize(text: str) -> str:
    """Unicode NFC, mojibake repaired (and a closing quote decoded as "\ufffd?", cp1252
    punctuation read as C1 controls, a space read as "??", an entity's stray ";"), AP-style ''
    quotes made " (a quotation inside one, ``a `b''', made "a 'b'"), invisible characters
    dropped, the space put back between a sentence's closing stop and quote mark and the next
    sentence."""
    return _normalized(text)[0]


def _normalized(text: str) -> tuple[str, bool]:
    """``normalize(text)``, and whether it may hold a character ``_ODD_SPACE`` finds (none
    of the rewrites after the ``_SPECIAL`` scan puts one in: C1 controls become punctuation,
    codes a plain space)."""
    if ("\u00c2" in text or "\u00c3" in text or ("\u20ac" in text and "\u00e2\u20ac" in text)) \
            and _MOJIBAKE.search(text):  # the characters mojibake starts with, first (and of
        # two, the rarer alone first: one character is searched for at memchr's pace, two at
        # a few instructions a character)
        import ftfy  # only when the text shows mojibake: ftfy is thorough but slow

        text = ftfy.fix_text(text, uncurl_quotes=False)
    if not unicodedata.is_normalized("NFC", text):
        text = unicodedata.normalize("NFC", text)
    # (every character of _SPECIAL is unprintable: a text printable but for its line ends, as
    # nearly all are, has none, found at a third of the class scan's cost)
    special = not text.replace("\n", "").replace("\r", "").isprintable() and \
        _SPECIAL.search(text) is not None
    if special:
        text = _INVISIBLE.sub("", text)
    if not text.isascii():
        if special and _C1.search(text):
            text = _C1.sub(lambda m: _CP1252[m.group()], text)
        if "\u2018" in text:  # an elided century is an apostrophe: "the mid-\u201870s"
            text = re.sub("\u2018(?=\\d0s\\b)", "\u2019", text)
    if "?" in text and "??" in text:
        text = _LOST_SPACE.sub(" ", text)
    if "&" in text and ";" in text:
        text = _LDC_CODE.sub(" ", text).replace("&AMP;", "&")
        text = re.sub(r" {2,}", " ", _sub_ldc_breaks(text, "\n\n"))
        text = _ENTITY_TAIL.sub(r"&\1", text)
    if "`" in text or "'''" in text:  # wire copy's quotation inside a quotation, ``a `b''' for
        # "a 'b'": the inner mark is the first to close and the last to open
        text = text.replace("'''", "'\"").replace("```", "\"'")
        text = _BACKTICK.sub("'", text.replace("``", '"'))  # a lone ` opens a single quote
    text = text.replace("''", '"').replace("``", '"')
    for mark, glued in zip('"\u201d', _STOP_QUOTE_GLUED_BY_MARK):
        if mark in text and glued.search(text):
            text = glued.sub(_space_around_mark, text)
    if "\ufffd" in text and "\ufffd?" in text:  # a closing curly quote lost to a bad decoding
        # ("sources\ufffd? have told him"): its last byte read as "?"
        text = text.replace("\ufffd?", "\u201d")
    if " ," in text or " ." in text or " ;" in text:  # a stray space before a stop or comma
        text = _SPACE_BEFORE_STOP.sub("", text)  # ("with their kids , and", "disorder .")
    return text.replace("\r\n", "\n").replace("\r", "\n"), special


def quote_marks(text: str) -> list[tuple[int, str]]:
    """Each double quote mark of ``text`` ('"', '“', '”') with its position, in order: what
    ``re.finditer('["“”]', text)`` finds, at half its cost (a scan for one character is
    memchr's; the class's is 25 instructions a character, and a match object each)."""
    out = []
    for mark in '"“”':
        i = text.find(mark)
        while i >= 0:
            out.append((i, mark))
            i = text.find(mark, i + 1)
    out.sort()
    return out


def _space_around_mark(m: re.Match[str]) -> str:
    """The missing space put on the right side of a quote mark glued between two sentences:
    after a closing mark ("”", or a straight mark that closes an open quotation), before an
    opening one."""
    mark = m.group()
    if mark == "\u201d":
        return mark + " "
    before = m.string[:m.start()]
    para = before[before.rfind("\n") + 1:]
    closes = para.count('"') % 2 == 1  # an odd count of straight marks before: one is open
    return mark + " " if closes else " " + mark


def paragraphs_of(text: str, odd_spaces: bool = True) -> list[str]:
    """Paragraphs: one per line, except hard-wrapped blocks (joined back into one).
    ``odd_spaces=False``: the text is known to hold no character ``_ODD_SPACE`` finds."""
    if "  " in text or "\t" in text or (odd_spaces and not text.isascii() and
                                        _ODD_SPACE.search(text)):
        text = _SPACES.sub(" ", text)
    blocks = _BLANK_LINE.split(text)
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
    long_enough = len([ln for ln in inner if 45 <= len(ln) <= 100])
    open_ended = len([ln for ln in inner if not ln.endswith((".", "!", "?", '"', "”", ":"))])
    return long_enough >= 0.8 * len(inner) and open_ended >= 0.5 * len(inner)


# ---------------------------------------------------------------------------------------------
# what is not the story

_PHOTO_CREDIT = (
    r"\((?:[^()]{0,60}\b)?(?:Photo|Photograph|Picture|Image|Video|Pool|File)s?\b[^()]{0,80}\)"
    r"|\((?:AP|Reuters|AFP|EPA|Getty Images|Getty|AFP/Getty Images|Shutterstock|"
    r"Associated Press|The Associated Press|Reuters/[^()]{1,40}|[A-Z][\w.]+/Getty Images)\)"
    # (each alternative opens on its first character, the word boundary or the stop before
    # it looked behind for after it: a search then tries the pattern at these characters only,
    # not at every position of the text's end)
    r"|R(?<!\wR)EUTERS/[A-Z][\w. -]{1,40}$|A(?<!\wA)P Photo/[^)]{1,60}$|G(?<!\wG)etty Images$"
    r"|A(?<!\wA)FP$"
    r"|(?:P(?<!\wP)(?:hoto|hotograph|icture)|I(?<!\wI)mage)(?: credit)?: ?[A-Z][^.]{0,60}$"
    r"|C(?<=[.!?] C)redit: [A-Z][^.]{0,60}(?:\.[^.]{0,40})?$")
_CAPTION_END = re.compile(r"(?:" + _PHOTO_CREDIT + r")\s*(?:\((?:The )?Associated Press\))?\s*$")
_CAPTION_START = re.compile(
    r"^(?:FILE\s*[-–—]|FILE PHOTO|In this (?:[\w.,' -]{0,60})?(?:photo|picture|image|"
    r"file photo|frame grab|handout|undated|screen ?grab|video)|This (?:undated )?"
    r"(?:photo|picture|image|handout)|Image (?:caption|copyright)|Media caption|Photo:|"
    r"Photograph:|Caption:|Pictured:|Above:|Top:|Left:|Right:|PHOTO:|VIDEO:|WATCH:|Watch:|"
    r"Video:|Click to (?:enlarge|expand)|Enlarge this image|Hide caption|Toggle caption|"
    r"Play Video|Media playback|"
    # a gallery's slide number ("1 of 12. Lieutenant Clayton Hunt ... pilot a P-8A") and a
    # caption that opens on its credit ("AFP/Getty Images NBA Finals MVP LeBron James ...")
    r"\d{1,3} of \d{1,3}\.?\s|(?:[A-Z][\w.]+/)?Getty Images\s|AP Photo\b|Enlarge Image\b)", re.I)
# a caption that opens on its photographer's credit, a full name and the agency ("Eric Gay / AP
# Senator Wendy Davis listens as ...", "Tom Williams/Getty Images Rep. Jackie Speier ...")
_CREDIT_FIRST = re.compile(r"(?:[A-Z][\w.'’-]+ ){1,2}[A-Z][\w.'’-]+ ?/ ?(?:AP|Reuters|AFP|EPA|"
                           r"Getty Images|The Associated Press|Associated Press)\s")


# how every _CAPTION_START match opens, lower-cased, up to its first part that is not a word
# written out; but for a slide number's digit and a credit's "/" ("AFP/Getty Images ...")
_CAPTION_OPENINGS = ("file", "in this ", "this ", "image ", "media ", "photo", "caption:",
                     "pictured:", "above:", "top:", "left:", "right:", "video:", "watch:",
                     "click to ", "enlarge ", "hide caption", "toggle caption", "play video",
                     "getty images", "ap photo")


def caption_start(par: str) -> bool:
    """Whether a paragraph opens as a caption does (``_CAPTION_START``, ``_CREDIT_FIRST``)."""
    # (the pattern, case-blind and of thirty alternatives, cost 8,000 instructions a paragraph:
    # an opening in ASCII, lower-cased, is first looked for among _CAPTION_OPENINGS)
    head = par[:16]
    if (not head.isascii() or head[:1].isdigit() or "/" in par or
            head.lower().startswith(_CAPTION_OPENINGS)) and _CAPTION_START.match(par) is not None:
        return True
    return "/" in par[:60] and _CREDIT_FIRST.match(par) is not None


# a caption's own words at its end: "... in this March 24, 2014 handout photo.", "... in this
# evidence photo released by the Connecticut State Police, December 27, 2013."
_IN_THIS_PHOTO = re.compile(r"\bin this [^.]{0,50}?\b(?:photo|picture|image|photograph)\b"
                            r"[^.]{0,80}\.[\"”’']?$", re.I)
CAPTION_WORDS = 60  # a caption told by its own words is at most this long
_TEASER = re.compile(r"(?:\s|^)(?:\d{1,2}:)?\d{1,2}:\d{2}\s*$")  # "... Kirkuk 02:27"
_CREDIT_START = re.compile(
    r"^(?:Additional reporting by\b|Reporting by\b|Writing by\b|Editing by\b|Compiled by\b|"
    r"With reporting by\b|Contributing:|Contributors?:|Follow (?:\w+ ){0,3}on (?:Twitter|"
    r"Facebook|Instagram)|Email (?:\w+ ){0,3}at\b|Contact (?:the )?(?:writer|reporter|author)|"
    r"Copyright \d{4}|©|\(?All rights reserved|This (?:material|article|story) may not be "
    r"(?:published|reproduced)|Associated Press writers?\b|AP writers?\b|\w+ \w+ is an? "
    r"(?:reporter|writer|correspondent|editor|columnist) (?:for|at|with)\b)", re.I)
# (its first letter outside the case-blind group: the engine jumps to the next "c")
_CREDIT_END = re.compile(r"[Cc](?i:ontributed (?:(?:to )?(?:this|the) (?:report|story|article)"
                         r"|reporting)\W*$)")


# how a _CREDIT_START match opens, lower-cased, but for its alternative "X Y is a reporter for",
# which has " is a" in it (no character outside ASCII matches these letters ignoring case:
# see _FOLDS_TO_ASCII)
_CREDIT_OPENINGS = ("additional", "reporting by", "writing by", "editing by", "compiled by",
                    "with reporting", "contribut", "follow ", "email ", "contact ", "copyright ",
                    "©", "(all rights", "all rights", "this ", "associated press", "ap writer")


def _is_credit(text: str) -> bool:
    # each pattern is tried only where the words every one of its matches has are there:
    # _CREDIT_END's "ontributed", _CREDIT_START's opening or " is a" (its first letter let
    # every sentence that opens on "The" or "A" through, 3,500 instructions each)
    low = _blind_lower(text)
    if (low is None or low.startswith(_CREDIT_OPENINGS) or " is a" in low) and \
            _CREDIT_START.match(text):
        return True
    return (low is None or "ontributed" in low) and _CREDIT_END.search(text[-60:]) is not None


# the page's note on its own changes, not the story: "This story has been corrected to show
# ...", "Correction: An earlier version of this post incorrectly gave ...", "Update 2: We’ve
# added a later statement ...", "Update: Some wording in this piece has been changed ..."
# ("The report has been revised" may be news about a report: only the page's own words)
_NOTE_LABEL = (r"(?:Update|UPDATE|Updated|UPDATED|Correction|CORRECTION|Clarification|"
               r"CLARIFICATION|Editor['’]s [Nn]ote|EDITOR['’]S NOTE|Note|NOTE)(?: \d{1,2})?:\s*")
_CHANGE_NOTE = re.compile(
    r"(?:" + _NOTE_LABEL + r")?"
    r"(?:(?:This|The) (?:story|article|post|piece|blog post)\b[^.]{0,40}?\b(?:has|have|had|was) "
    r"been (?:updated|corrected|changed|edited|amended|revised|clarified)\b"
    r"|(?:An|A) (?:earlier|previous|prior) version of this (?:story|article|post|piece|report)\b"
    r"|(?:Some|The) wording in this (?:story|article|post|piece)\b)"
    # "We've added ..." is the page's only after its label ("We have added 300 jobs" is news)
    r"|" + _NOTE_LABEL + r"We(?:'ve|’ve| have) (?:added|updated|changed|corrected)\b"
    # "Updated at 9:23 a.m. to correct the name of the driver."
    r"|Updated (?:at )?\d{1,2}(?::\d\d)? ?[ap]\.?m\.?(?: [A-Z]{2,4})?,? to (?:correct|clarify|"
    r"add|include|reflect|remove|fix)\b"
    # "This story was edited at 5:48 p.m. to correct quote from ...", "5 PM EASTERN UPDATE: Adds
    # D.C. police response." (a wire's note of what its new version adds)
    r"|This (?:story|article|post|piece)\b[^.]{0,40}?\b(?:was|were) "
    r"(?:updated|corrected|changed|edited|amended|revised)\b.{0,60}?\bto (?:correct|clarify|"
    r"add|include|reflect|remove|fix|show|note)\b"
    r"|\d{1,2}(?::\d\d)? ?[AaPp]\.?[Mm]\.?(?: [A-Z]{2,10})? UPDATE:|UPDATE \d?:? ?Adds\b"
    # a wire's or a page's note that the story is still being written: "THIS IS A BREAKING NEWS
    # UPDATE. AP's earlier story is below.", "This is a developing story. Check back for
    # updates."
    r"|THIS IS A BREAKING NEWS UPDATE\b|This is a breaking news (?:update|story)\b"
    r"|(?:AP|Reuters|CNN)['’]s earlier story (?:is|follows) below\b"
    r"|This (?:is a (?:developing|breaking)(?: news)? story|story is (?:developing|breaking))\b"
    # a wire's note that more copy comes, alone on its line: PA's "More follows...", "(More to
    # follow)", "Further details to follow.", "Updates to follow"
    r"|\(?(?:More|MORE|Further details|Details|Updates?|UPDATES?) (?:to follow|follows?)"
    r"(?:\.{1,3}|…)?\)?\s*$")


# a log's note on itself, not the story: a police department's daily crime report as a local
# site reprints it ("This report is published every weekday, except County holidays.", "The
# information in each report covers ... incidents ...", "This report is not a comprehensive list
# of every police event ...", "Addresses shown indicate blocks ...", "Note: Information contained
# in the Daily Crime Report is generally based on initial reports made to the Police Department.",
# "Follow-up investigations may reveal different or additional information."). Only the log's own
# words, in its own rhythm: news about a report ("This report is released each month by the
# Labor Department", "This list is published every year by Forbes", "The information in this
# report is based on preliminary reports from hospitals, the CDC said") is not a note.
_LOG_KIND = (r"(?:(?:daily |weekly )?(?:crime |police |arrest |incident )?"
             r"(?:report|log|blotter|list)s?)")
_PUBLICATION_NOTE = re.compile(
    r"(?:Note: )?(?:"
    r"(?:This|Each) " + _LOG_KIND + r" (?:is|are) (?:published|updated|compiled|posted|released|"
    r"issued) (?:every (?:week)?day|each (?:week)?day|daily|on weekdays|Monday through Friday)\b"
    r"|(?:The )?[Ii]nformation (?:in|contained in|included in) (?:each (?:[A-Z][a-z]+ )*"
    r"(?:[Rr]eport|[Ll]og|[Bb]lotter) covers [^.]{0,60}\b(?:incidents|crimes|arrests|calls)\b|"
    r"(?:this|the) (?:[A-Z][a-z]+ )*(?:[Rr]eport|[Ll]og|[Bb]lotter)s? is (?:generally )?based on "
    r"(?:initial|preliminary) reports (?:made )?to (?:the )?(?:[Pp]olice|[Ss]heriff)\b)"
    r"|This " + _LOG_KIND + r" (?:is|are) not (?:a |an )?(?:comprehensive|complete|"
    r"exhaustive|full) (?:list|record|log) of (?:every|all)\b"
    r"|Addresses (?:shown|listed|given) (?:indicate|reflect|show) (?:the )?(?:blocks?|"
    r"hundred blocks?|block numbers)\b"
    r"|(?:Follow-up|Further|Subsequent) investigations? may reveal (?:different|additional|new)"
    r"(?: or (?:different|additional|new))? information\.?$)")
# a sentence that says whose words or work it tells ("..., the CDC said.", "... by Forbes") is
# news about a report, not the log's note
# a wire's credits or signature after the last sentence of a paragraph: "... said Wednesday.
# (Reporting by Ben Blanchard; Editing by Robert Birsel)", "... ending months of uncertainty.
# -- Reuters"
# (an agency's signature after a sentence: one pattern for clean and ingest's headline test)
AGENCY_SIGNATURE = (r"(?:--|—|–|-)\s*(?:Reuters|AP|AFP|The Associated Press|Associated Press|"
                    r"Xinhua|Bloomberg|UPI|dpa)\.?")
_WIRE_CREDIT_TAIL = re.compile(r"(?<=[.!?\"”])\s+(?:\((?:Additional |With )?(?:[Rr]eporting|"
                               r"[Ww]riting|[Ee]diting|[Cc]ompiled) by [^()]{3,200}\)|"
                               + AGENCY_SIGNATURE + r")$")
_ATTRIBUTED = re.compile(r"\b(?:said|says|wrote|writes|reported|according to)\b|\bby [A-Z]")
PUBLICATION_NOTE_WORDS = 45  # a log's note on itself is a short sentence
# how a _PUBLICATION_NOTE can open
_NOTE_OPENINGS = ("Note: ", "This ", "Each ", "The information ", "The Information ",
                  "Information ", "information ", "Addresses ", "Follow-up ", "Further ",
                  "Subsequent ")


def publication_note(text: str) -> bool:
    """Whether a sentence is a log's note on itself, not the story (``_PUBLICATION_NOTE``)."""
    return text.startswith(_NOTE_OPENINGS) and text.count(" ") < PUBLICATION_NOTE_WORDS and \
        _PUBLICATION_NOTE.match(text) is not None and _ATTRIBUTED.search(text) is None


def _publication_notes(par: str) -> bool:
    """A paragraph of a log's notes on itself: it opens on one and most of its sentences are
    notes (one sentence of when "some incidents may appear" with two notes beside it says
    nothing of the story either). Read by paragraph only: a log prints its notes apart from
    its entries, and a story's own paragraph keeps its sentences."""
    if not par.startswith(_NOTE_OPENINGS) or _PUBLICATION_NOTE.match(par) is None:
        return False
    sentences = _SENTENCE_END.split(par)
    notes = sum(1 for s in sentences if publication_note(s.strip()))
    return 2 * notes > len(sentences)


# the page's note on where the piece first ran, not the story: "This story first appeared in
# the Aug. 23-Sept. 5 issue of The Hollywood Reporter magazine.", "An edited version of this
# article first appeared in the Jan. 24 issue of Billboard.", "A version of this article appears
# in print on ..., on Page A8 of the New York edition", "This article was originally published
# with the title ...". Only the page's own "this": "The article appeared in the Times on
# Sunday", "This report was published by the Labor Department" are news.
_FIRST_RAN = re.compile(
    r"\(?(?:This (?:story|article|post|piece|essay|column|interview)"
    r"|An? (?:[a-z]+ )?version of this (?:story|article|post|piece|essay|column|interview))"
    r"(?: (?:was|has been|is|will be))? (?:first |originally |also |previously )?"
    r"(?:appeared|appears|published|ran|runs|printed|posted)\b")


def first_ran_note(text: str) -> bool:
    """Whether a paragraph is the page's note on where the piece first ran (``_FIRST_RAN``)."""
    return text[:1] in "TA(" and text.count(" ") < 60 and _FIRST_RAN.match(text) is not None


def change_note(text: str) -> bool:
    """Whether a line is the page's note on how it changed the story (``_CHANGE_NOTE``)."""
    return text[:1] in "TAUCENtucen0123456789MDF(" and _CHANGE_NOTE.match(text) is not None


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
    r"(?:have|got) a (?:news )?tip|send (?:us )?(?:your )?(?:news )?tips|"
    r"facebook|twitter|pinterest|whatsapp|linkedin|reddit|google\+?)\b.{0,80}$", re.I)
# Web chrome that Multi-News-like crawls mix into articles. Matched on lowercased text; the
# trigger words (one of which every pattern contains) let the regex run only where it can match.
_WEB_PATTERNS = (
    r"internet archive|wayback machine|alexa internet|archive-it|web captures?|"
    r"(?<!to a )\b(?:web |site )?crawl(?:s|ed|er|ing)?\b|"
    r"\bwarc\b|tweet with a location|location (?:information|history) (?:to|from) your tweets|"
    r"location to your tweets|your tweet location|(?:enable|disabled?) (?:your )?javascript|"
    r"javascript is (?:disabled|required|not enabled)|browser (?:does not|doesn't) support|"
    r"(?:we|this (?:site|website)) uses? cookies|cookie (?:policy|settings|preferences)|"
    r"by continuing to (?:use|browse)|page (?:you (?:requested|are looking for) )?"
    r"(?:could not|cannot|can't|was not) be found|\b404\b.{0,20}not found|"
    r"not available right now|please try again later|rating is available when the video|"
    r"interactive transcript could not be loaded|log in to continue|must log in|"
    r"sign in (?:to|with|using)|create an account|terms of (?:service|use)|privacy policy|"
    r"(?:our|free|daily|weekly|email|e-mail) newsletters?|newsletter (?:sign|subscri)|"
    r"delivered (?:straight |directly )?to your (?:e-?mail )?inbox|sign up for (?:our|the)|"
    r"sign up for [\w ]{1,30} newsletters?|"
    r"subscribe (?:to|now|today)|already a subscriber|verify you're not a robot|"
    r"may not be published, broadcast, rewritten|all rights reserved|"
    r"dns (?:settings|cache)|custom domain mapping|this page is not available|"
    r"learn more\W*$|try typing the web address|play video\W*$|please enable|"
    r"get breaking news alerts|stories that matter,? delivered|"
    r"(?:data|files?|crawls?) (?:is|are) (?:currently )?not publicly accessible|"
    # the United Nations' standard disclaimer under its maps
    r"designations employed and the presentation of (?:the )?material|"
    # a magazine page's stand-in for an embedded post ("This content is imported from Twitter.
    # You may be able to find the same content in another format ..."), Reuters' page footer
    r"this content is imported from\b|find the same content in another format|"
    r"thomson reuters trust principles")
_WEB_TRIGGERS = ("archive", "wayback", "alexa", "web captur", "crawl", "warc", "tweet",
                 "javascript", "browser", "cookie", "continuing to", "be found", "404",
                 "right now", "try again", "rating is", "transcript", "log in", "sign in",
                 "account", "terms of", "privacy", "newsletter", "inbox", "sign up", "subscri",
                 "robot", "rewritten", "rights reserved", "dns", "domain mapping",
                 "not available", "learn more", "web address", "play video", "please enable",
                 "breaking news alerts", "that matter", "publicly", "designations",
                 "imported from", "same content", "trust principles")
_WEB_BOILERPLATE = re.compile(_WEB_PATTERNS)


# (whether a trigger is there, each looked for from its rarest letter: 17,000 instructions a
# paragraph as a trie of their first letters, a quarter less so)
_WEB_TRIGGER = re.compile(rare_letter_pattern(_WEB_TRIGGERS))


def is_web_boilerplate(text: str) -> bool:
    """True when text is web chrome: archive notices, tweet/cookie/login/subscribe banners."""
    low = _lower(text)
    return _WEB_TRIGGER.search(low) is not None and _WEB_BOILERPLATE.search(low) is not None


_TWO_WORDS = re.compile(r"[^\W\d_]{2,}\W+(?:\d+\W+)*[^\W\d_]{2,}")
# two ASCII words at the start: a _TWO_WORDS match, found at a third of the cost (two thirds of
# paragraphs and sentences open so)
_TWO_ASCII_WORDS = re.compile(r"[A-Za-z]{2,} [A-Za-z]{2}")


def _has_two_words(text: str) -> bool:
    return _TWO_ASCII_WORDS.match(text) is not None or _TWO_WORDS.search(text) is not None

_CLOSERS = "\"”’'»)]"


def ends_sentence(text: str) -> bool:
    """Ends like a sentence: . ! ? or … (before closing quotes/brackets), or a closing quote."""
    t = text.rstrip()
    return t.endswith(('"', "”")) or _ends_on_stop(t)


def _ends_on_stop(text: str) -> bool:
    """Whether text ends on . ! ? or … before any closing quotes or brackets."""
    return text.rstrip(_CLOSERS).rstrip().endswith((".", "!", "?", "…"))


WEB_CHECK_WORDS = 80  # longer paragraphs are checked for web chrome sentence by sentence
# Web chrome (archive notices, tweet/cookie/login banners, subscribe prompts) comes as short
# lines, or as whole short documents. A long paragraph of a long article that mentions
# "privacy policy" is news about one: only short paragraphs and short documents are checked.
CHROME_PARAGRAPH_WORDS = 30
CHROME_DOCUMENT_WORDS = 400


def chrome_possible(paragraph_words: int, document_words: int) -> bool:
    """Whether a paragraph could be web chrome, by its length and its document's."""
    return paragraph_words <= CHROME_PARAGRAPH_WORDS or document_words <= CHROME_DOCUMENT_WORDS


# a photo's caption as a bare noun phrase, what it shows and by whom ("Campaign mailer sent by
# GOP state Senate candidate Ed Charamut."): no determiner or pronoun first, and after "by" only
# a name and nouns ("Troops sent by Russia entered Crimea." goes on with a verb: a sentence)
_BY_CAPTION = re.compile(
    r"(?!(?:The|A|An|This|That|These|Those|It|He|She|They|We|I|His|Her|Its|Their|Our|My)\b)"
    r"[A-Z][a-z]+(?: [a-z-]+){0,3} (?:sent|taken|released|provided|obtained|posted|shared|"
    r"published|distributed|shown|photographed|pictured|captured|filmed|issued|made) by "
    r"((?:[\w.'’-]+ ){0,8}[A-Z][\w'’-]+)\.$")


def _by_caption(par: str) -> bool:
    """Whether ``par`` is a caption as a bare noun phrase (``_BY_CAPTION``)."""
    m = _BY_CAPTION.match(par)
    return m is not None and all(not w[:1].islower() or w in ("of", "the", "and", "for") or
                                 can_be_noun(w) for w in m.group(1).split())


def _caption_end(text: str) -> bool:
    """Ends with a photo credit: "(AP Photo/Emrah Gurel)", "(Getty Images)", "Photo: X"."""
    tail = text[-200:].rstrip()
    if not tail.endswith(")"):
        # then only a credit that ends the text can match, with the word of its kind in its
        # last _CREDIT_END_CHARS characters: those words looked for one by one there (a search
        # for the class of their first letters tried the pattern at each capital letter, 8,000
        # instructions a paragraph; a word's search is one memchr-paced scan)
        end = tail[-_CREDIT_END_CHARS:]
        if not ("Photo" in end or "Getty" in end or "REUTERS/" in end or "AFP" in end or
                "Image" in end or "Picture" in end or "Credit: " in end):
            return False
    return _CAPTION_END.search(tail) is not None


# the longest of _CAPTION_END's credits that end the text without a parenthesis: "Credit: ",
# a capital, [^.]{0,60}, "." and [^.]{0,40}
_CREDIT_END_CHARS = 110


# ---------------------------------------------------------------------------------------------
# agency copy: the AP, the New York Times News Service and Xinhua as their wires distribute it

# A whole paragraph that is an instruction to editors or a service line, not story text.
_EDITORS_NOTE = re.compile(
    r"^\(?(?:for use by (?:clients of )?(?:the )?(?:new york times|n\.y\. times)|"
    r"story filed by|\(?distributed by|to purchase this material|to publish this article|"
    r"editors?:|editor's note:|eds?\.?:|attn:|attention editors|nonsubscribers:|subscribers:|"
    r"optional (?:trim|sidebar|add)|"
    r"\(?(?:begin|end) optional|\(?story can end here|\(?excerpts? from .{0,60}follows?|"
    r"\(?story (?:will move|has moved|moved) in the|(?:(?:xxxx )?end of story|endit|more|nn|"
    r"nnnn|-0-)\W*$|on the net:?|production notes:?|how to reach us|the weekend duty editors|"
    r"coxnet budget|for questions,? please call|these are the stories|here is \w+'?s? package|"
    r"[\w .'’-]{3,60} plans to move the following|"
    r"photo and graphics information|"
    r"col\. \d+ of\b|new america news service|the n\.y\. times news service|"
    r"(?:news )?budget information|[-–]+ ?(?:u\.s\.|latin america|europe|asia|canada|"
    r"australia|africa|middle east)[^:]{0,30}:|\(?visit (?:the )?[\w.'’ -]{0,40}(?:online|"
    r"web ?site)|(?:in|at) (?:atlanta|washington|new york)[^:]{0,20}: [a-z]+ [a-z]+,? \(?\d)",
    re.I)
# how an _EDITORS_NOTE match opens after its "(" (two at most), lower-cased: its first words,
# or enough of them to tell it from a story's opening ("the weekend", not "the"); but for "X
# plans to move the following"
_EDITORS_OPENINGS = ("for use by", "story ", "distributed by", "to purchase", "to publish",
                     "ed", "attn", "attention editors", "nonsubscribers", "subscribers",
                     "optional ", "begin optional", "end", "excerpt", "xxxx ", "more", "nn",
                     "-", "–", "on the net", "production notes", "how to reach", "the weekend",
                     "coxnet", "for questions", "these are the", "here is ", "photo and",
                     "col. ", "new america", "the n.y.", "news budget", "budget information",
                     "visit ", "in atlanta", "in washington", "in new york", "at atlanta",
                     "at washington", "at new york")


def _editors_note_possible(par: str) -> bool:
    """Whether ``_EDITORS_NOTE`` can match: the paragraph, in ASCII, opens as one of
    ``_EDITORS_OPENINGS`` (case-blind and of some forty alternatives, the pattern cost 15,000
    instructions a paragraph; a story's paragraph opens on none of them)."""
    head = par[:24].lstrip("(")
    return not head.isascii() or head.lower().startswith(_EDITORS_OPENINGS) or \
        _may_have(par, "plans to move the following")
# Wire trim and routing notes anywhere in a paragraph, e.g. "(Story will move in the ``s''
# category.)" after a budget entry.
def _routing_note_possible(par: str) -> bool:
    r"""Whether ``_ROUTING_NOTE`` can match: each of its notes opens on "(" and "story", "for
    use", "begin", "end" or "optional" (the pattern opens on ``\s*`` and is tried at every
    position)."""
    low = _blind_lower(par)
    return low is None or any(w in low for w in _ROUTING_WORDS)


_ROUTING_WORDS = ("(story", "(for use", "(begin", "(end", "(optional")
_ROUTING_NOTE = re.compile(r"\s*\((?:story (?:will move|has moved|moved) in the|for use by|"
                           r"begin optional|end optional|story can end here|optional add)"
                           r"[^()]{0,80}\)\.?", re.I)
# A photo caption run into the story's first sentence, ended by its agency credit in brackets
# (a page layout that prints "... on protesters [Reuters] Libyan leader Muammar Gaddafi has ...").
_LEAD_CAPTION = re.compile(
    r"[^\[\].!?]{10,300}?\s\[(?:Reuters|AFP|AP|EPA|Getty Images|Al Jazeera|Anadolu|"
    r"[A-Z][\w.]+/(?:Reuters|AFP|AP|EPA|Getty Images))\]\s+(?=[\"“‘A-Z])")
# Copyright lines: "c.1998 The Boston Globe", "C. 1998 Cox News Service", "(c) 2000 ...".
_COPYRIGHT = re.compile(
    r"^(?:\(c\)|[cC]\.|©|Copyright)\s*(?:19|20)\d\d,?\s+(?:(?!By\b)(?:The|of|and|&|"
    r"[A-Z][a-z][\w&'’-]*|[A-Z]\.(?:[A-Z]\.)*|[A-Z]{2,4}\b)\s*)+")
# A writer's note: "(Veronica Flores is a columnist for ...)", "X writes for the Y",
# "E-mail X at ...", "Reach X at ...", "X's e-mail address is ...".
_AUTHOR_NOTE = re.compile(
    r"^\(?(?:[A-Z][\w.'’-]*\s+){1,4}(?:writes|reports)(?: occasionally)? (?:for|from)\b|"
    # a beat, the name often doubled by the page: "Mark Joseph Stern Mark Joseph Stern covers
    # courts and the law for Slate."
    r"^(?:[A-Z][\w.'’-]*\s+){1,6}covers [a-z][\w ,&'’-]{1,60}? for (?:[A-Z][\w.'’-]*\s?){1,4}\.?$|"
    r"^\(?(?:[A-Z][\w.'’-]*\s+){1,4}is (?:a|an|the) (?:[\w-]+ ){0,6}(?:writer|columnist|"
    r"correspondent|reporter|editor|critic|contributor|free-?lance|freelance)"
    r"(?:\.| (?:for|at|with|of|in|based)\b)|"
    r"^\(?(?:[Ee]-?mail|Reach|Contact|Write to) (?:[A-Z][\w.'’-]*\s+){1,4}at\b|"
    r"\bcan be reached (?:by e-?mail |by phone )?at\b|['’]s e-?mail address is\b|"
    r"^\(?(?:This|The) (?:article|story|column) (?:is|was) (?:excerpted|adapted|reprinted) from")
# (every alternative opens on a letter, the word boundary before "is" checked after it: the
# pattern is then tried only at those letters, three times faster than at every position)
_AUTHOR_HINT = re.compile(r"writes|reports|covers|is(?<!\wis) (?:a|an|the)\b|Mail|mail|Reach|"
                          r"Contact|Write to|reached|article is|article was|story is|story was|"
                          r"column is|column was")


def _author_hint(par: str) -> bool:
    """Whether ``_AUTHOR_HINT`` finds one of its words in ``par``: each word it can find, or a
    part of it, is first looked for on its own (the pattern, tried at each of eleven letters,
    cost 19,000 instructions a paragraph; one word's search costs a few hundred)."""
    return ("writes" in par or "reports" in par or "covers" in par or "is a" in par or
            "is the" in par or "ail" in par or "Reach" in par or "Contact" in par or
            "Write to" in par or "reached" in par or "article " in par or "story " in par or
            "column " in par) and _AUTHOR_HINT.search(par) is not None
# Editors' codes at the end of agency copy, after the last sentence: "(jai/mr)", "(rn/cm/sl)",
# "dh-hla", "(AE-HH)", "MORE", "nn", dpa's "dpa sw xx", Xinhua's "(Cyprus-Israel-Spying Case)" and
# transmission stamps "19/11/98 21:36 GMT NNNN".
_END_CODE = re.compile(
    r"(?<=[.!?\"”’')\]])(?:\s+(?:\([a-z]{1,5}(?:[/-][a-z]{1,5}){0,4}\)|[a-z]{1,5}(?:[/-][a-z]{1,5})"
    r"{1,4}|[b-df-hj-np-tv-z]{2,3}|\(?[A-Z]{1,4}(?:[/-][A-Z]{1,4}){1,4}\)?|MORE|ENDIT|NNNN\b.*|_{2,}|-{3,}|"
    # an agency's own signature among them: "dpa sw xx", "==Kyodo"
    r"dpa|==\s?Kyodo|"
    r"(?:[A-Z][a-z]+[-/]){1,5}[A-Z][\w]*|\((?:[A-Z][a-z]+[-/])+[A-Z][\w.]*(?: [\w.]+){0,4}\)|"
    r"\d\d/\d\d/\d\d \d\d:\d\d GMT.*|MOVED(?: [A-Z]+)?|WITH PHOTOS(?: and LAYOUTS)?\.?|"
    r"\((?:for use by|story (?:will move|has moved) in)[^()]{0,80}\)\.?))+\s*$")
# A slug of a budget entry: "BKN-THIEL-COLUMN (Undated) _ ...", "GA-DELEG _ ...", "NAPSTER _".
_SLUG = re.compile(r"^(?:[A-Z][A-Z0-9]*-[A-Z0-9-]*[A-Z0-9]|[A-Z][A-Z0-9]{2,})"
                   r"(?:\s*\([^()]{1,40}\))?\s*_\s+")
_HYPHEN_SLUG = re.compile(r"^[A-Z][A-Z0-9]*-[A-Z0-9-]*[A-Z0-9](?:\s*\([^()]{1,40}\))?\s+_\s")
_BUDGET_MARK = re.compile(r"\bMOVED(?: [A-Z]+DAY)?\b|\(Story (?:will move|has moved) in the|"
                          r"\bBUDGET\b|DUTY EDITORS|WITH PHOTOS|^These are the stories|"
                          r"plans to move the following|"
                          r"^Here is \w+'?S? package of|"
                          r"\. By [A-Z][a-z]+(?: [A-Z]\.)? [A-Z][a-z]+$")
_TRAILING_BYLINE = re.compile(r"(?<=[.!?\"”])\s+By [A-Z][\w'’-]+(?: [A-Z][\w.'’-]*){1,3}\.?$")
# The tag of an agency or service that signs a dateline or opens its copy: "DENVER (AP) —",
# "NAIROBI, June 12 (Xinhua) --", "TUESDAY, Dec. 1 (HealthDay News) --". One list for every stage
# that reads one (clean, segment, trim), so a wire one stage knows is known to all.
WIRE_NAMES = (r"AP|Reuters|AFP|UPI|Xinhua|XINHUA|Bloomberg|dpa|Kyodo|Itar-Tass|Interfax|CNN|"
              r"HealthDay(?: News)?|CNA|Yonhap|ANSA|EFE|PTI|IANS|AAP|Anadolu|TASS|RIA Novosti|"
              r"KCNA|Bernama|Antara|MENA|IRNA|KUNA|Prensa Latina|Notimex|Lusa|Belga|Tanjug")
WIRE_TAG = r"\((?:" + WIRE_NAMES + r")\)"
# a dateline's day as agencies write it after the place: "Dec. 5", "December 5", "5 December",
# "Dec" (trim's and segment's datelines of more agencies)
MONTH_DAY = (r"(?:\d{1,2} )?(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec)[a-z]*\.?"
             r"(?: \d{1,2})?")
# A wire headline run into the first paragraph: "Armed Basque group announces cease-fire
# MADRID, Spain (AP) _ The armed ...".
_INNER_DATELINE = re.compile(
    r"(?<=[a-z0-9'’\"”])\s+(?=[A-Z][A-Z'’.-]{2,}(?:[ ,]+[A-Z][\w.'’-]*){0,4}\s*" + WIRE_TAG +
    r"\s*(?:_|--|—|–|-)\s)")
# Byline run into the start of a paragraph of one-paragraph copy: "By RENEE GRAHAM BOSTON _".
_LEAD_BYLINE = re.compile(r"^\(?By\s+[A-Z][A-Z'’-]+(?:\s+(?:[A-Z]\.|[A-Z][A-Z'’-]+)){1,2}\)?\s+"
                          r"(?=[A-Z])")
_LEAD_SERVICE = re.compile(r"^\(?(?:For use by (?:clients of )?(?:the )?New York Times News "
                           r"Service(?: clients)?|Distributed by [^()]{3,60})\)?\s*", re.I)
_XINHUA_BYLINE = re.compile(r"^\(by [A-Z][\w'’-]+(?: [A-Z][\w'’-]+){0,3}\)$")
# Market-data widgets of finance pages glued into text: "3786.KU -2.22% ... Market Cap RM3.68
# Billion".
_WIDGET = re.compile(
    r"\(?\b[A-Z0-9]{1,6}\.[A-Z]{1,3}\)?\s*[-+−]?\s?\d+(?:\.\d+)?%(?:[^%]{0,160}?\b(?:Market Cap|"
    r"Mkt Cap|Market Value|Volume|P/E(?: Ratio)?)\s*:?\s*[A-Z]{0,3}\$?\s?\d[\d,.]*\s*"
    r"(?:Trillion|Billion|Million|Thousand|[TBMK]n?\b)?)?")
_AGENCY_TAG_HINT = re.compile(WIRE_TAG)
# A page's deck, photo caption or call for pictures before the story's own opening tag: "Just an
# hour or two a week confers life-extension benefits, researcher contends. (HealthDay)—A
# little jogging ...", "Are you there? Send us your images or video. (CNN) -- ...", "A handout
# photo ... shows blind activist Chen Guangcheng (C) ... BEIJING (Reuters) - ...".
_BEFORE_OPENING_TAG = re.compile(
    r"^.{10,300}?[.!?][\"”’]?\s+(?=(?:[A-Z][\w.'’-]*(?:[ ,/]+[A-Z][\w.'’-]*){0,4},?\s*)?" +
    WIRE_TAG + r"\s*(?:—|--|–|-|_))")
_OPENING_TAG_HINT = re.compile(WIRE_TAG)
# A known wire's tag that opens its copy (group 1: the agency), after its dateline in any case
# or none, before a dash, an underscore or at once the text: "LONDON, Dec 5 (dpa) - The Labour
# Party ...", "Dec 5 (Reuters) - Apple Inc said ...", "NEW DELHI, Dec 5 (IANS) The government
# ...", "COEUR d'ALENE, Idaho (AP) _ A jury ...". Such copy is the agency's story, never a
# caption or standfirst, whatever code or note of no known kind follows its last sentence
# (``wire_story``); ingest reads the outlet from it.
# Also EFE's ".-" and a colon after the tag, TASS's "MOSCOW, December 5. /TASS/. " and
# Kyodo's "TOKYO, Dec. 5, Kyodo -- " (the agency in group 1, 2 or 3: ``wire_name``).
WIRE_OPENING = re.compile(r"\s*(?:[A-Z][\w.'’-]*(?:[ ,]+(?:[A-Z][\w.'’-]*|"
                          r"[a-z]{1,2}['’][A-Z][\w.'’-]*|\d{1,4})){0,6}\s*)?"
                          r"(?:\((" + WIRE_NAMES + r")\)\s*(?:(?:\.-|:|[—–_-]+)\s*)?|"
                          r"\.?\s*/(TASS|ITAR-TASS|Itar-Tass)/\.?\s*|,\s*(Kyodo)\s*--?\s*)"
                          r"[\"“'‘(]?[A-Z]")


def wire_opening(text: str, within: int) -> re.Match[str] | None:
    """``WIRE_OPENING.match(text)``, tried only when the first ``within`` characters hold what
    a match has there: a parenthesis, a slash or Kyodo's name."""
    head = text[:within]
    if "(" not in head and "/" not in head and "Kyodo" not in head:
        return None
    return WIRE_OPENING.match(text)


def wire_name(m: re.Match[str]) -> str:
    """The agency a ``WIRE_OPENING`` match names."""
    return m.group(1) or m.group(2) or m.group(3)


_LAST_END = re.compile(r"[.!?…][\"”’')\]]*(?=\s+\S)")
_TABLE_ROW = re.compile(r"^(?:[^_]{0,40}\s_\s){3,}[^_]*$")


def wire_story(par: str) -> tuple[str, str] | None:
    """(story, tail) of a paragraph of agency copy that opens on its dateline and ends in a few
    words after its last sentence (a code or note of no known kind: "... the Royal Mail sale.
    dpa sw xx"), or None: such a paragraph is the story, not a caption or standfirst."""
    if not wire_opening(par, 60):
        return None
    ends = list(_LAST_END.finditer(par))
    if not ends:
        return None
    head, tail = par[:ends[-1].end()], par[ends[-1].end():].strip()
    if len(tail.split()) > 12 or len(head.split()) < 8 or tail.endswith(":"):
        return None  # a tail that leads in to what follows: a standfirst's ("(all times local):")
    return head, tail


def agency_noise(par: str) -> str | None:
    """Why a whole paragraph of agency copy is not story text, or None."""
    nwords = par.count(" ") + 1
    if nwords <= 40 and _editors_note_possible(par) and _EDITORS_NOTE.match(par):
        return "editors' note"
    if nwords <= 40 and _COPYRIGHT.match(par) and len(_COPYRIGHT.match(par)[0]) >= len(par) - 2:
        return "copyright"
    if nwords <= 60 and (par.startswith("(") or nwords <= 25) and \
            _author_hint(par) and _AUTHOR_NOTE.search(par):
        return "credit"
    if nwords <= 8 and _XINHUA_BYLINE.match(par):
        return "byline"
    if nwords >= 6 and " _ " in par and _TABLE_ROW.match(par) and \
            sum(ch.isdigit() for ch in par) >= 6:
        return "table"
    if par.startswith("(") and par.endswith(")") and nwords <= 60 and \
            re.search(r"\b(?:www\.|https?://|e-?mail|subscribe|purchase|publish|tearsheet)", par,
                      re.I):
        return "editors' note"
    return None


def strip_agency_markup(par: str) -> tuple[str, list[tuple[str, str]]]:
    """A paragraph without the wire's markup run into it: a leading copyright, service line or
    byline, a photo caption ended by its bracketed credit, a headline before the dateline, a
    deck, caption or call for pictures before the story's opening tag ("(HealthDay)—"),
    trailing editors' codes, routing notes and market widgets. Returns the rest and each
    (piece, reason) cut."""
    cut: list[tuple[str, str]] = []
    lead = par[:1] in "cC(©FDB" and par[:3] not in ("Con", "Cou", "Cal", "Chi", "Can", "Car")
    for _ in range(3 if lead else 0):  # leading pieces, in any order: copyright, service, byline
        m = _COPYRIGHT.match(par)
        if m and len(m[0]) < len(par) - 20:
            cut.append((m[0].strip(), "copyright"))
            par = par[m.end():]
            continue
        m = _LEAD_SERVICE.match(par)
        if m and m[0].strip() and len(m[0]) < len(par) - 20:
            cut.append((m[0].strip(), "editors' note"))
            par = par[m.end():]
            continue
        m = _LEAD_BYLINE.match(par)
        if m and len(m[0]) < len(par) - 20 and len(par.split()) > 12:
            cut.append((m[0].strip(), "byline"))
            par = par[m.end():]
            continue
        break
    if ") " in par[:200] and _AGENCY_TAG_HINT.search(par[:200]):
        m = _INNER_DATELINE.search(par[:200])
        if m and not re.search(r"[.!?]", par[:m.start()]) and len(par[:m.start()].split()) <= 20:
            cut.append((par[:m.start()].strip(), "headline"))
            par = par[m.end():]
    if "(" in par[10:330] and _OPENING_TAG_HINT.search(par[10:330]) and \
            (m := _BEFORE_OPENING_TAG.match(par)) and len(m[0]) < len(par) - 20 and \
            re.search(r"(?<![\w.'’-])[a-z]{3,}\b", m[0]):  # words, not a dateline's place
        cut.append((m[0].strip(), "caption or standfirst"))
        par = par[m.end():]
    if "]" in par[:330] and (m := _LEAD_CAPTION.match(par)) and len(m[0]) < len(par) - 20:
        cut.append((m[0].strip(), "caption"))
        par = par[m.end():]
    if "(" in par and _routing_note_possible(par) and _ROUTING_NOTE.search(par):
        cut += [(n.strip(), "editors' note") for n in _ROUTING_NOTE.findall(par)]
        par = _ROUTING_NOTE.sub("", par).strip()
    # an editors' code follows the last sentence's end; a paragraph ending on one has none
    m = None if par[-1:] in '.!?"”’\'' and not par.endswith("PHOTOS.") else \
        _END_CODE.search(par[-120:])
    if m and len(par) > 40:
        start = len(par) - 120 + m.start() if len(par) > 120 else m.start()
        cut.append((par[start:].strip(), "editors' code"))
        par = par[:start].rstrip()
    if "%" in par:
        for w in _WIDGET.finditer(par):
            if len(w[0]) >= 8:
                cut.append((w[0].strip(), "market data"))
        if cut and cut[-1][1] == "market data":
            par = re.sub(r"\s{2,}", " ", _WIDGET.sub(lambda w: "" if len(w[0]) >= 8 else w[0],
                                                      par)).strip()
    return par, cut


_BUDGET_KEYS = ("MOVED", "tory will move", "tory has moved", "BUDGET", "DUTY EDITORS",
                "WITH PHOTOS", "These are the stories", "Here is ", "plans to move the")


def is_budget(pars: list[str]) -> bool:
    """A news service's budget or package: the day's stories, each under a slug."""
    slugs = len([p for p in pars if p[:1].isupper() and "_" in p[:60] and _HYPHEN_SLUG.match(p)])
    text = "\n".join(pars)
    keys = [k for k in _BUDGET_KEYS if k in text]  # those anywhere, then paragraph by paragraph
    # the marks sit at an entry's start or end ("These are the stories ...", "... MOVED")
    marks = len([p for p in pars if ((keys and any(k in p for k in keys)) or "By " in p[-40:]) and
                 (_BUDGET_MARK.search(p[:60]) or (len(p) > 60 and _BUDGET_MARK.search(p[-90:])))])
    return slugs >= 3 or (marks >= 1 and slugs >= 1) or marks >= 3


def strip_budget_entry(par: str) -> tuple[str, list[tuple[str, str]]]:
    """A budget entry without its slug ("NAPSTER _") and trailing byline ("By Tom Abate")."""
    cut: list[tuple[str, str]] = []
    m = _SLUG.match(par)
    if m and len(m[0]) < len(par) - 20:
        cut.append((m[0].strip(), "slug"))
        par = par[m.end():]
    m = _TRAILING_BYLINE.search(par)
    if m:
        cut.append((m[0].strip(), "byline"))
        par = par[:m.start()]
    return par, cut


# a page's label before an embedded post, for screen readers ("Skip Twitter post by
# @MorganGodfery Jacinda Ardern arrived at hospital ...": the post's text follows it)
_SKIP_EMBED = re.compile(r"Skip (?:Twitter|Instagram|Facebook|YouTube|TikTok) (?:post|content)"
                         r"(?: \d+)?(?: by\b|,)")


def _bracketed(par: str) -> bool:
    """Whether the whole paragraph is one bracketed aside: the bracket that opens it closes at
    its end ("[Rapinoe responds after the game: ‘It’s [expletive] unbelievable.’]", "[image via
    Shutterstock]", "[Sign up for The Daily 202 ...]"), not "[1] ... [2]"."""
    depth = 0
    for k, ch in enumerate(par):
        if ch == "[":
            depth += 1
        elif ch == "]":
            depth -= 1
            if depth == 0:
                return k == len(par) - 1
    return False


# A review's or a programme's credits block, told by two of its labels or a cast list:
# "A Sony Pictures Entertainment release of ... Produced by Rob Tapert, Sam Raimi. Executive
# producers, ...", "Reviewed at SXSW ... MPAA Rating: R. Running time: 91 MIN.", "Warner
# Brothers presents a film directed by ... Rated PG-13 (...). Running time: 118 minutes.",
# "For HBO: produced and directed by Marty Callner; Jerry Seinfeld, executive producer.",
# "With: Jane Levy, Shiloh Fernandez, Lou Taylor Pucci." A review's own sentence that names its
# director or writers ("Written by Alvarez and Rodo Sayagues ..., the story begins ...") has
# none of these labels.
CREDITS_BLOCK_WORDS = 150
_CREDITS_LABELS = (
    # as labels, not a story's "will serve as executive producer ... produced by Telepictures"
    re.compile(r"(?:^|[.;:] )[Pp]roduced (?:and directed )?by [A-Z]"),
    re.compile(r"(?:^|[.;] )(?:Executive |Associate |Co-)[Pp]roducers?,|"
               r", (?:executive |associate |co-)[Pp]roducers?[.;]"),
    re.compile(r"\bScreenplay[,:]"),
    re.compile(r"\bCamera \("),
    re.compile(r"\b(?:[Pp]roduction|[Cc]ostume) designer,"),
    re.compile(r"\bMPAA [Rr]ating:|\bRated (?:G|PG|PG-13|R|NC-17)\b"),
    re.compile(r"\bRunning time:"),
    re.compile(r"^Reviewed at\b"),
    re.compile(r"\bpresents an? (?:film|movie|documentary)\b|\brelease of an? [A-Z]"),
)
_CAST_LIST = re.compile(r"With: [A-Z][\w.'’ -]{0,40}(?:, (?:and )?[A-Z][\w.'’ -]{0,40})*\.?")


def _credits_block(par: str) -> bool:
    """A credits block (``_CREDITS_LABELS``): two kinds of its labels, or a cast list alone."""
    if not ("roduce" in par or "Running time" in par or "ating:" in par or "Rated " in par or
            "Reviewed at" in par or "Screenplay" in par or "Camera (" in par or
            "designer," in par or "presents a " in par or "release of " in par or
            "With: " in par):
        return False  # none of the words its labels are written with (tested one by one:
        # asked of most paragraphs, a generator over a tuple cost a third more)
    if par.startswith("With: ") and _CAST_LIST.fullmatch(par):
        return True
    return sum(1 for label in _CREDITS_LABELS if label.search(par)) >= 2


def paragraph_noise(par: str, web: bool = True) -> str | None:
    """Why a paragraph is not part of the story ('caption', 'teaser', ...), or None.

    ``web=False`` skips the web-chrome test (see ``chrome_possible``).
    """
    nwords = par.count(" ") + 1  # paragraphs_of leaves single spaces
    if not _has_two_words(par):
        return "non-text"
    if par[:1] == "[" and par[-1:] == "]" and _bracketed(par):
        return "link"  # a related story's headline, a credit or a note, set off in brackets
    if nwords <= 40 and _is_credit(par):
        return "credit"
    if nwords <= CREDITS_BLOCK_WORDS and _credits_block(par):
        return "credit"
    if (nwords <= 40 and change_note(par)) or first_ran_note(par):
        return "editors' note"
    if nwords <= 3 * PUBLICATION_NOTE_WORDS and _publication_notes(par):
        return "publication note"
    if nwords <= 16 and _BYLINE.match(par):
        return "byline"
    if nwords <= 14 and _PROMPT.match(par):
        return "prompt"
    if nwords <= 30 and calls_reader(par):
        return "prompt"
    if nwords <= 25 and _signs_up(par):  # "--------- Sign up for Denver7 email alerts ..."
        return "prompt"
    if nwords <= TO_READER_WORDS and talks_to_reader(par) and \
            _SENTENCE_END.search(par) is None:  # one sentence: the paragraph is the aside
        return "aside to the reader"
    agency = agency_noise(par) if nwords <= 60 else None
    if agency:
        return agency
    if nwords <= 12 and ("http" in par or "www." in par or ".com/" in par) and \
            _LINK.search(par):
        return "link"
    tail = par[-80:]
    if tail[-1:].isdigit() and _TEASER.search(tail) and not ends_sentence(tail[:-5]):
        return "video teaser"
    if nwords <= 16 and par.startswith("Raw: "):  # a wire video's title in a list of clips
        return "video teaser"
    if "(@" in tail and _TWEET.search(tail):
        return "embedded tweet"
    if par.startswith("Skip ") and _SKIP_EMBED.match(par):
        return "embedded tweet"
    if _caption_end(par) or caption_start(par) or (nwords <= 20 and _by_caption(par)) or \
            (nwords <= 45 and ("(" in par or par[-2:-1].isdigit()) and _placed_caption(par)) or \
            (nwords <= CAPTION_WORDS and "n this " in par[-150:] and _IN_THIS_PHOTO.search(par)):
        return "caption"
    if web and nwords <= WEB_CHECK_WORDS and is_web_boilerplate(par):
        return "web boilerplate"
    if not ends_sentence(tail):
        return "heading" if nwords <= 8 else "caption or standfirst"
    if 5 <= nwords <= 30 and _SENTENCE_END.search(par) is None and title_cased(par):
        return "headline"  # a related story's, alone in its paragraph (or its article)
    return None


# a wire photo caption: who stands where in the picture, then where and when it was taken
# ("French President Francois Hollande (R) speaks with Interior minister Bernard Cazeneuve (C)
# ... at the Elysee Palace in Paris, April 22, 2015."); a party's "(R)" alone ("Rep. Steve
# King (R) routinely makes the news") ends on no date
_PLACED = re.compile(r"[A-Z][\w.'’-]+ \((?:L|R|C|[Ll]eft|[Rr]ight|[Cc]ent(?:re|er)|2nd [LR]|"
                     r"[Ff]ront)\)")
_PHOTO_DATE = re.compile(r"\b(?:January|February|March|April|May|June|July|August|September|"
                         r"October|November|December) \d{1,2}, (?:19|20)\d\d\.(?:\s+Picture "
                         r"taken [^.]{0,40}\.)?\s*$")


# a wire photo caption's close: the place, then the day with no "on" ("... outside the Notre
# Dame Cathedral ... in Paris, April 22, 2015.", "... shooting in Newtown, Connecticut December
# 14, 2014."); a story says "on April 22"
_PLACE_DATE = re.compile(r"\b[A-Z][a-z]+,? (?:January|February|March|April|May|June|July|August|"
                         r"September|October|November|December) \d{1,2}, (?:19|20)\d\d\.\s*$")
PLACE_DATE_CAPTION_WORDS = 45


def _placed_caption(par: str) -> bool:
    """A wire photo caption (``_PLACED`` and a closing date); by "(R)" alone, a party's
    letter as well, only with no one speaking ("Gov. Rick Perry (R) signed the bill Friday,
    officials said on June 3, 2011."). Without a placing, one sentence of at most
    ``PLACE_DATE_CAPTION_WORDS`` words that ends on a place and its day, no one speaking."""
    if _PHOTO_DATE.search(par) is None:
        return False
    if par.count(" ") < PLACE_DATE_CAPTION_WORDS and _PLACE_DATE.search(par[-60:]) and \
            not any(_ABBREVIATION_BEFORE.search(par, 0, m.start() + 1) is None
                    for m in _SENTENCE_END.finditer(par)) and _SPEAKS.search(par) is None:
        return True
    places = {m.group(0).rsplit(" ", 1)[1] for m in _PLACED.finditer(par)}
    return bool(places - {"(R)"}) or (bool(places) and _SPEAKS.search(par) is None)


_SPEAKS = re.compile(r"\b(?:said|says|told|tells|announced|added)\b")
# a stop that ends an abbreviation or an initial, not a sentence ("outside of St. Rose of Lima
# Church ..."): searched to end at the stop
_ABBREVIATION_BEFORE = re.compile(r"(?:\b(?:St|Ste|Mt|Ft|Dr|Mr|Mrs|Ms|Gov|Sen|Rep|Gen|Lt|Col|"
                                  r"Sgt|Capt|Rev|Jr|Sr|Ave|Blvd|Rd|No)|(?<![\w.])[A-Z])\.$")


_TWEET = re.compile(r"[—–-]\s*[^—–()]{1,60}\(@\w{1,30}\)\s+[A-Z][a-z]+ \d{1,2}, \d{4}\s*$")
# Whole-paragraph rules for captions and unfinished text apply up to this size; a longer
# paragraph of several sentences is story text (one-paragraph wire copy, a page whose line
# breaks were lost) and loses only its unfinished or credit tail.
LONG_PARAGRAPH_WORDS = 120
_SENTENCE_END = re.compile(r"[.!?…][\"”’')\]]*(?:\[\d+\])*\s+(?=[\"“‘'(\[]?[A-Z0-9])")


# Photo galleries and video carousels flattened into text ("Hide Caption 12 of 132 Photos:",
# "22 of 68 Skip in Skip x Embed x Share CLOSE").
_GALLERY = re.compile(r"\bHide Caption \d+ of \d+|\b\d+ of \d+ (?:Photos?:|Skip\b)|"
                      r"\bPhotos: Photos:|Embed x Share|\bBack to Gallery\b")


def _long_story_paragraph(par: str, nwords: int) -> bool:
    """Several sentences of prose: not a gallery, a table of figures or text in capitals."""
    if nwords < LONG_PARAGRAPH_WORDS or len(_SENTENCE_END.findall(par)) < 2:
        return False
    if _GALLERY.search(par):
        return False
    letters = sum(map(str.isalpha, par))
    upper = sum(map(str.isupper, par))
    digits = sum(map(str.isdigit, par))
    return upper < 0.3 * letters and digits < 0.2 * (letters + digits)


def split_tail(par: str) -> tuple[str, str]:
    """(story part, tail): the paragraph cut after its last sentence end that is followed by
    a caption credit or unfinished text."""
    tail = par[-300:]
    m = _CAPTION_END.search(tail) if _caption_end(par) else None
    if m:
        cut = len(par) - len(tail) + m.start()
        head = par[:cut].rstrip()
        if ends_sentence(head):
            return head, par[cut:].strip()
    ends = list(_SENTENCE_END.finditer(par))
    if not ends:
        return par, ""
    cut = ends[-1].end()
    return par[:cut].rstrip(), par[cut:].strip()


# a page's related-story box after a photo credit: "| AP Photo Trump picks Gorsuch for Supreme
# Court The 49-year-old ...", "| John Shinkle/POLITICO Congressional leaders reach ..."
_PIPE_CREDIT = re.compile(r"\|\s+(?:[A-Z][\w.'’-]*\s+){0,3}?(?:[\w.'’-]*/[A-Z][\w.]+|AP Photo|"
                          r"Getty Images|Photo:?)\b", re.I)
_BARE_CREDIT = re.compile(r"\(?(?:AP|Reuters|AFP|The Associated Press|Associated Press|"
                          r"Getty Images|[A-Z][\w.]+/Getty Images|AP Photo/[^)]+)\)?\.?")


CAPTION_BEFORE_CREDIT = 2  # sentences of a paragraph before a piped credit read as its caption
CAPTION_SENTENCE_WORDS = 40  # ... each at most this long


def pipe_credit(sentence: str) -> bool:
    """Whether a sentence opens on a photo credit after a pipe, the way some pages set a
    picture's caption, its credit and a related story in one paragraph ("| AP Photo Trump
    picks Gorsuch for Supreme Court ..."): what stands before it in the paragraph is the
    picture's caption (``segment`` leaves it out too)."""
    return sentence[:1] == "|" and _PIPE_CREDIT.match(sentence) is not None


def sentence_noise(sentence: str, web: bool = True) -> str | None:
    """Why a single sentence inside a kept paragraph is not story text, or None.

    ``web=False`` skips the web-chrome test, for sentences of a paragraph that already passed it.
    """
    s = sentence.strip()
    if not _has_two_words(s):
        return "non-text"
    nwords = s.count(" ") + 1
    if nwords <= 8 and (_BARE_CREDIT.fullmatch(s) or _caption_end(s)):
        return "credit"
    if pipe_credit(s):
        return "caption"
    if s.startswith("Raw: ") and nwords <= 16:  # a wire video's title ("Raw: Extreme cold
        return "video teaser"  # temperatures in much of U.S. | 0:53")
    if s.startswith(("Credit: ", "Photo credit: ", "Image credit: ")):  # a caption's credit
        return "credit"  # run into the next sentence: "Credit: Matthew Kanan, Stanford ..."
    if ("Caption" in s or "Photos" in s or "Skip" in s or "Embed" in s or "Gallery" in s) and \
            _GALLERY.search(s):
        return "caption"
    if web and is_web_boilerplate(s):
        return "web boilerplate"
    if nwords <= 40 and _is_credit(s):
        return "credit"
    if nwords <= 40 and change_note(s):
        return "editors' note"
    if nwords <= 8 and _PROMPT.match(s):
        return "prompt"
    if nwords <= 12 and ("http" in s or "www." in s or ".com/" in s) and _LINK.search(s):
        return "link"
    if nwords <= 25 and _signs_up(s):
        return "prompt"
    if nwords <= 30 and calls_reader(s):
        return "prompt"
    if nwords <= TO_READER_WORDS and talks_to_reader(s):
        return "aside to the reader"
    if ("transcript" in s or "final form" in s or "authoritative" in s) and _NOTICE.search(s):
        return "web boilerplate"
    if cut_off(s):
        return "cut-off text"
    if nwords >= 5 and title_cased(s):
        return "headline"
    return None


# the small words a headline capitalises and a sentence does not ("Amanda Seyfried Took Her
# Husband To The ...", "US Not In The Top 20")
_HEADLINE_SMALL = frozenset("""To The Her His Of In For And A An On At With From By Is Are Was
Were Be As Into Than Their Its Our Your My""".split())


def title_cased(text: str) -> bool:
    """Whether a sentence is written as a headline: every word or nearly (four in five)
    capitalised, two small words among them ("For Date Night, Amanda Seyfried Took Her Husband
    To The Bache...", a related story's headline run into the text), not in capitals
    throughout (a transcript's or a list's shouting)."""
    # (first a cheap look at the six words after the first: three in lower case, and a
    # sentence that is one is far more likely than a headline of fifteen words and more)
    if sum(1 for w in text.split(None, 7)[1:7] if w[:1].islower()) >= 3:
        return False
    words = _HEADLINE_WORD.findall(text)
    if len(words) < 5:
        return False
    caps = [w for w in words if w[0].isupper()]
    if len(caps) * 5 < len(words) * 4 or sum(1 for w in caps if w.isupper() and len(w) > 1) * 2 \
            > len(caps):
        return False
    return sum(1 for w in words[1:] if w in _HEADLINE_SMALL) >= 2


_HEADLINE_WORD = re.compile(r"[^\W\d_][\w'’-]*")


# an adjective its noun never followed: "... the plane down in such unfavorable ...", "...
# according to new ..." (not a predicate: "Penalty run-ups are just getting ridiculous ...")
_ADJECTIVE_CUT = re.compile(r"\b(?:the|a|an|such|its|his|her|their|our|this|these|those|my|"
                           r"your|to|of|in|on|for|with|by|from|at|into|very|more|most)\s+"
                           r"([a-z][a-z-]+)\s*(?:\.\.\.|…)$")


def cut_off(sentence: str) -> bool:
    """A teaser's sentence its page cut off mid-phrase ("... the work of governments,...",
    "... in such unfavorable ...")."""
    if not sentence.endswith(("...", "…")):
        return False
    tail = sentence[-40:]
    if _CUT_OFF.search(tail):
        return True
    m = _ADJECTIVE_CUT.search(tail)
    return m is not None and only_adjective(m.group(1))


# a teaser cut off mid-phrase by its page: "... alongside the work of governments,...",
# "The researchers also are investigating whether...", "when Faye Dunaway read out the…"
# (not a speaker trailing off at a phrase's end: "was below our expectations...", "well…")
_CUT_OFF = re.compile(r"(?:,|\b(?:the|a|an|to|of|and|or|with|that|whether|her|his|their|its|"
                      r"our|your|in|on|for|at|by|from|as|is|are|was|were|will|would|have|has|"
                      r"had|be|into|about|than))\s*(?:\.\.\.|…)$", re.I)


# A broadcaster's standing notice under its transcripts, in long pages too: no story says it.
_NOTICE = re.compile(r"transcripts? (?:is|are) (?:created|produced) on a rush deadline|"
                     r"text may not be in its final form|"
                     r"authoritative record of [\w'’ ]{1,40} is the audio")


# a page's call to the reader, anywhere in any article: "Playbook PM Sign up for our must-read
# newsletter ...", "You must confirm your signature in your email for your vote to count."
def _signs_up(text: str) -> bool:
    """The page's call to sign up for its newsletter or alerts (``_SIGN_UP``)."""
    return ("Sign up" in text or "Subscribe" in text or text.startswith("You must")) and \
        _SIGN_UP.search(text) is not None


_SIGN_UP = re.compile(r"\b(?:Sign up|Subscribe) (?:for|to|now)\b.{0,60}\b(?:newsletter|email|"
                      r"alerts?|updates)\b|^You must (?:confirm|log in|sign in|register)\b")


# the page asking the reader to act ("To learn more about Kolb, click here.", "This booklet is
# free and you may download a copy here.", "Please sign up here.", "Thank you for supporting the
# campaign ...") or naming its sponsor ("This booklet was made possible in part through the
# financial support of ..."): addressed to the page's reader, not part of any story. A
# sentence that opens on a quotation ("we thank you for your support," the family said) is
# someone's words, and never matches the anchored alternatives.
_CALL_TRIGGER = re.compile(r"here\b|^(?:please|thank you|you are|you can|(?:or,? )?keep up|"
                           r"for more)\b|"
                           r"made possible|the jump\W*$", re.I)
_CALL_TO_ACTION = re.compile(
    r"\b(?:click|tap)(?: on)? here\b|"
    r"\b(?:download|sign up|register|subscribe|donate|enroll)\b(?:\W+\w+){0,4}?\W+here\b|"
    r"^please (?:sign up|register|click|tap|subscribe|donate|share|follow|like us|visit|"
    r"support|join|enroll|consider)\b|"
    r"^thank you for (?:supporting|reading|visiting|signing|subscribing|donating|joining|"
    r"watching|listening)\b|"
    r"\bmade possible (?:in part )?(?:through|by|with) (?:the )?(?:generous |financial |kind )?"
    r"(?:support|sponsorship|funding) (?:of|from)\b|"
    # "You are encouraged to download and share ...", "Keep up with the best of Bloomberg
    # Politics.", "For more about the FPL guidelines, see this article by ...", "Details on her
    # potential 'Dancing' dreams after the jump!"
    r"^you are (?:encouraged|invited|welcome) to (?:download|share|print|sign|subscribe|follow|"
    r"join|contact|visit)\b|^keep up with (?:the best of|all the latest)\b|"
    # "Or, keep up-to-date on the latest news and weather with the Denver7 apps for iPhone"
    r"^(?:or,? )?keep up(?:-to-date| to date)? (?:on|with) (?:the latest|all the latest)\b|"
    # "You can follow their journey on The One Show and on the Rickshaw Challenge website"
    # (not "You can see the strain ... on the carriers": the writer's way of telling a fact)
    r"^you can (?:now |also )?(?:follow|watch|read|listen to|stream|download|donate|vote|"
    r"sign up|subscribe)\b[^.]{0,80}?\b(?:on|at|online|website|below|above)\b|"
    r"^for more (?:about|on|information)\b[^.]{0,80}?\bsee (?:this|our|the)\b|"
    r"\bafter the jump\W*$", re.I)



# the writer talking to the page's reader, not telling the story: "Check out the posts below.",
# "Read on for the backstage reactions ...", "If you've ever eaten a McRib, your first reaction
# ...", "You may have seen some of the articles ...", "Picture a volcanic eruption: ...", "...
# here are 20 of Wiig's most memorable bits.", "Celebuzz has compiled a list of ...". Not a
# sentence that opens on a quotation (someone's words).
_TO_READER = re.compile(
    r"^(?:Check out|Read on\b|Scroll down|Take a look at|Here are (?:\w+ ){0,2}(?:\d+|two|three|"
    r"four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty)\b|If you(?:'ve|’ve| have) "
    r"ever\b|You may have (?:seen|heard|noticed|read)\b|As you(?:'ll|’ll| will| "
    r"may| might)? (?:have )?(?:noticed|seen|heard)\b|Picture (?:a|an|this)\b|Imagine (?:a|an|"
    r"this|being)\b)|\bhere are (?:the )?(?:\d+|two|three|four|five|six|seven|eight|nine|ten|"
    r"eleven|twelve|fifteen|twenty) (?:of|things|moments|ways|reasons)\b|\bhas compiled a "
    r"list\b|\bread on (?:for|to)\b|"
    # a stock aside that tells nothing ("Only time will tell.", "Stay tuned.", "Just saying."),
    # or the writer's own congratulations ("Congratulations to Patrick Stewart on his newly
    # earned PhD."; not someone's: "Congratulations to the team, Obama wrote.")
    r"^(?:(?:Only )?time will tell|Just saying|Watch this space|We['’]ll see)\W*$|"
    r"^Stay tuned\b|^Congratulations (?:to|on)\b(?!.*\b(?:said|says|wrote|writes|tweeted|"
    r"posted|told)\b)", re.I)
TO_READER_WORDS = 45


# what every _TO_READER match starts with (at the text's start) or has (anywhere), lower-cased
_TO_READER_OPENINGS = ("check out", "read on", "scroll down", "take a look at", "here are",
                       "if you", "you may have", "as you", "picture ", "imagine ", "only time",
                       "time will", "just saying", "watch this", "we'll see", "we’ll see",
                       "stay tuned", "congratulations")


# the characters outside ASCII that a case-blind pattern takes for an ASCII letter (the dotted
# and dotless i, the long s, the Kelvin sign; checked against every character in the tests)
_FOLDS_TO_ASCII = ("\u0130", "\u0131", "\u017f", "\u212a")  # İ, ı, ſ, the Kelvin sign


_LAST_LOWERED: tuple[str, str, bool] = ("", "", True)  # the last text _lower lower-cased


def _lower(text: str) -> str:
    """``text.lower()``, kept for the text last asked about: the tests of a paragraph or a
    sentence one after another (the calls to the reader, the asides, web chrome, credits) read
    one lower-casing of it. (The entry is one tuple, replaced whole, and holds the text, so
    the identity test can never meet another text at the same address.)"""
    last = _LAST_LOWERED
    if last[0] is text:
        return last[1]
    return _lowered(text)[1]


def _lowered(text: str) -> tuple[str, str, bool]:
    global _LAST_LOWERED
    blind = text.isascii() or not ("\u0130" in text or "\u0131" in text or
                                   "\u017f" in text or "\u212a" in text)  # (_FOLDS_TO_ASCII)
    _LAST_LOWERED = last = (text, text.lower(), blind)
    return last


def _blind_lower(text: str) -> str | None:
    """``text`` lower-cased, where every match of a case-blind pattern of ASCII words is one of
    those words lower-cased (a text without ``_FOLDS_TO_ASCII``: curly quotes and accents do
    not matter); None where it may not be."""
    last = _LAST_LOWERED
    if last[0] is not text:
        last = _lowered(text)
    return last[1] if last[2] else None


def _may_have(text: str, words: str) -> bool:
    """Whether a case-blind pattern's match that has ``words`` (lower-case ASCII) in it can be
    in ``text``: False only when ``text`` lower-cased does not have them."""
    low = _blind_lower(text)
    return low is None or words in low


def talks_to_reader(text: str) -> bool:
    """Whether ``text`` is the writer talking to the page's reader (``_TO_READER``)."""
    if text[:1] in "\"“'‘":
        return False
    low = _blind_lower(text)  # the words every match has, looked for first: the pattern,
    # case-blind and opening on \b, is tried at every position
    if low is not None and not (low.startswith(_TO_READER_OPENINGS) or "here are " in low or
                                "has compiled a list" in low or "read on " in low):
        return False
    return _TO_READER.search(text) is not None


# the verbs of _CALL_TO_ACTION's calls that end on "here"
_CALL_VERBS = ("click", "tap", "download", "sign up", "register", "subscribe", "donate", "enroll")


# what points at the page, not the story: "Watch the video above", "click here", "Below, the six
# revelations ...", a question to the reader (select never chooses it, compare lists no fact of it)
_NOT_BRIEF = re.compile(
    r"\b(?:see|watch|pictured|shown|seen|video|photos?|images?|clip|gallery|map|chart|graphic)"
    r"\s+(?:above|below)\b|\b(?:above|below)\s+(?:video|photo|image|clip|tweet)|"
    r"\bclick\b(?!\s+of\b)|\bscroll\b|\b(?:read|see) (?:more|the full)\b|\?[\"”’']?\s*$|^Below\b|"
    r"[,(]\s*below\s*[,.:;)…]|\bbelow\s*:", re.I)
_NOT_BRIEF_LOWER = re.compile(_NOT_BRIEF.pattern.replace("^Below", "^below"))  # on lower-cased
# ASCII text: the same


def refers_to_page(text: str) -> bool:
    """"Watch the video above", "click here", or a question to the reader."""
    t = text.rstrip()
    if t.endswith(("?", '?"', "?”", "?’", "?'")):
        return True
    low = t.lower()  # a word every page reference has, before the pattern
    if not ("above" in low or "below" in low or "click" in low or "scroll" in low or
            "read " in low or "see " in low):
        return False
    if t.isascii():  # ignoring case is lower-casing here (the pattern without it is faster)
        return _NOT_BRIEF_LOWER.search(low) is not None
    return _NOT_BRIEF.search(t) is not None


def calls_reader(text: str) -> bool:
    """True when ``text`` is the page asking its reader to act or naming its sponsor
    (``_CALL_TO_ACTION``). Not when the call is someone's quoted words (a fundraising email
    quoted in a story) or an aside in parentheses inside a story sentence ("... a fundraiser
    on Saturday, Dec. 13. (Click here to see the flyer)": the sentence is news)."""
    low = _blind_lower(text)  # the words every call has, looked for first
    if low is not None and not (("here" in low and any(w in low for w in _CALL_VERBS)) or
                                "made possible" in low or "the jump" in low or
                                low.startswith(("please", "thank you", "you are", "keep up",
                                                "for more", "or, keep up", "or keep up",
                                                "you can"))):
        return False
    if _CALL_TRIGGER.search(text) is None or any(q in text for q in '"“”'):
        return False
    m = _CALL_TO_ACTION.search(text)
    return m is not None and text.rfind("(", 0, m.start()) <= text.rfind(")", 0, m.start())


# Whole documents that are not a story, whatever their sentences look like: a news service's
# budget or advisory to editors (the day's stories, when they move), a video page's
# description (channel promotion, links, credits, lyrics), a page that lists other stories.
NOT_NEWS = {"news budget": "a news service's budget or advisory to editors (the stories it "
                           "will move, not a story)",
            "video description": "a video page's description (channel promotion, links and "
                                 "credits)",
            "story list": "a page listing other stories (each one's headline and teaser printed "
                          "twice)"}
_VIDEO_HEADER = re.compile(r"(?:Published|Uploaded|Streamed live) on [A-Z][a-z]{2} \d{1,2}, "
                           r"\d{4}$")
_ADVISORY = re.compile(r"\b(?:(?:story|stories|feature|article|package)\b[^.]{0,40}?\b(?:to move|"
                       r"will move|scheduled to move|plans? to move)\b|will move (?:tonight|"
                       r"today|tomorrow)|we will move\b|^EDITORS:|^\(?story to move\b)", re.I)
_LINK = re.compile(r"https?://|www\.|\.com/")
VIDEO_PROSE_WORDS = 200  # a video page with this much prose is a story in its own right
# where a video page's description ends and its furniture starts: links, channel promotion,
# credits ("Subscribe NOW to The Tonight Show: http://...", "Follow Jimmy:", "CAST")
_VIDEO_FURNITURE = re.compile(
    r"(?:https?://|www\.|\.com/)|^(?:Subscribe|Follow|Like|Watch|Get more|For more|Check out|"
    r"Connect with|Visit|Download|Listen|Stream|Buy|Shop|Music:|CAST|CREW|Credits?:|"
    r"Director|Producer|Written by|Directed by|SUBSCRIBE|FOLLOW)\b|^[-_=]{5,}|[➜►▶]",
    re.I)


def _advisory(par: str) -> bool:
    """``_ADVISORY`` found in the paragraph. Every alternative has "move" in it (no character
    but M and m matches "m" ignoring case, and so on) or starts the paragraph with "EDITORS:":
    the pattern is tried only then."""
    # (every alternative but "EDITORS:" has "to move" or "will move" in it)
    return (par[:1] in "eE" or _may_have(par, "to move") or _may_have(par, "will move")) and \
        _ADVISORY.search(par) is not None


def document_kind(pars: list[str]) -> str | None:
    """'news budget' or 'video description' when the whole document is one (``NOT_NEWS``):
    a video page is one when its description, up to its first link or promotion, has no
    sentence of story text."""
    if not pars:
        return None
    if is_budget(pars) or len([p for p in pars[:12] if _advisory(p)]) >= 2:
        return "news budget"
    if is_story_list(pars):
        return "story list"
    if pars[0][:1] in "PUS" and _VIDEO_HEADER.match(pars[0]):
        desc = video_description(pars)
        if not any(len(p.split()) >= 8 and ends_sentence(p) and paragraph_noise(p) is None
                   and sum(c.isupper() for c in p) < 0.3 * sum(c.isalpha() for c in p)
                   for p in desc):
            return "video description"
    return None


PROBE_CHARS = 32  # a stretch of text this long found twice in a paragraph was printed twice
LISTED_WORDS = 16  # a listing's item has at least a headline and a sentence of teaser
TEASER_WORDS = 8  # a cut-off teaser has at least this many words
CUT_TEASERS = 4


def _doubled(par: str) -> bool:
    """Whether the paragraph prints its text twice, as a widget that shows each item's headline
    and teaser twice does ("Hunting Park Fire Displaces 18 People Hunting Park Fire Displaces
    18 People A fire has destroyed ..."): the stretch at a quarter or at three quarters of the
    paragraph occurs in it twice."""
    n = len(par)
    for i in (n // 4, 3 * n // 4):
        probe = par[i:i + PROBE_CHARS]
        # of words, not a rule of dashes or dots ("- - - - - -")
        if par.count(probe) > 1 and sum(c.isalpha() for c in probe) >= PROBE_CHARS // 2:
            return True
    return False


def is_story_list(pars: list[str]) -> bool:
    """A page of other stories' teasers ("Local News More>>", "Most Popular Stories", a
    science site's feed): at least two of its paragraphs of LISTED_WORDS words or more, and
    half of them, print a run of words twice; or at least CUT_TEASERS of its paragraphs of
    TEASER_WORDS words or more, and half of them, end cut off ("..."). A story that repeats
    a caption, or ends a paragraph on an ellipsis, does so once or twice."""
    items = [p for p in pars if p.count(" ") + 1 >= TEASER_WORDS]
    if len(items) < 2:
        return False
    cut = len([p for p in items if p.endswith(("...", "…"))])
    if cut >= CUT_TEASERS and 2 * cut >= len(items):
        return True
    items = [p for p in items if p.count(" ") + 1 >= LISTED_WORDS]
    doubled = 0
    for k, p in enumerate(items):  # read until the rest could not make enough of them
        left = len(items) - k
        if doubled + left < 2 or 2 * (doubled + left) < len(items):
            return False
        doubled += _doubled(p)
    return doubled >= 2 and 2 * doubled >= len(items)


def video_description(pars: list[str]) -> list[str]:
    """A video page's description: its paragraphs after the "Published on ..." header up to
    the first link, promotion or credits line; the whole page when it is a long report."""
    if sum(len(p.split()) for p in pars[1:] if len(p.split()) >= 12 and not _LINK.search(p)
           and ends_sentence(p)) >= VIDEO_PROSE_WORDS:
        return pars[1:]
    out = []
    for p in pars[1:]:
        if _VIDEO_FURNITURE.search(p):
            break
        out.append(p)
    return out


# Xinhua's digest of other papers opens on "The following are major news items in leading
# Turkish newspapers on Thursday." (each item then stands on its own, after a "-- ").
_INDEX_LINE = re.compile(r"^(?:[A-Z][\w.,' ]{0,60}\(Xinhua\)\s*(?:--|_|—)\s*)?The following are "
                         r"(?:the )?(?:major|main|some|top|highlights)[^.]{0,80}\.?$")
_LIST_DASH = re.compile(r"^(?:--|—|–)\s+(?=[\"“A-Z0-9])")


# ESPN's "Editor's Picks" box: other stories' headlines, each glued to its teaser ("Hayes' lawyer
# suggests 2nd gun at Smith killing John Fuller, the attorney for ..."), the last teaser ending
# on "2 Related".
_PICKS = ("Editor's Picks ", "Editor\u2019s Picks ")
PICKS = 4  # paragraphs of the box at most
_PICKS_END = re.compile(r"\s\d{1,2} Related$")


def _without_picks(index: int, pars: list[str], removed: list[Removal]) -> list[str]:
    out: list[str] = []
    box = 0  # paragraphs of the box still to come
    for p in pars:
        if p.startswith(_PICKS):
            box = PICKS
        if box:
            removed.append(Removal(index, p, "teaser"))
            box = 0 if _PICKS_END.search(p) else box - 1
            continue
        out.append(p)
    return out


# a name's link widget run into the text (The Hill): the name, the full name with other stories'
# headlines glued to it, then "MORE" ("Donald Trump Donald John TrumpTrump Jr. getting ... tax
# plan MORE panned Democratic ..." is "Donald Trump panned Democratic ...")
_LINK_WIDGET = re.compile(r"\b((?:[A-Z][\w.'’-]+ ){1,2}([A-Z][\w'’-]+)) (?:[A-Z][\w.'’-]* ){1,3}\2"
                          r"(?=[A-Z])[^\n]{0,400}? MORE(['’]s)? (?=[a-z])")
# a byline and date glued before the lead ("By By Karen Graham Oct 31, 2015 in Entertainment A
# famous photograph ...")
_GLUED_BYLINE = re.compile(r"By (?:By )?(?:[A-Z][\w.'’-]+ ){1,3}(?:Jan|Feb|Mar|Apr|May|Jun|Jul|"
                           r"Aug|Sep|Sept|Oct|Nov|Dec)[a-z]*\.? \d{1,2}, (?:19|20)\d\d"
                           r"(?: in (?:[A-Z][\w&]+ ){1,2})? ?(?=[A-Z\"“])")


def _without_glued_furniture(index: int, par: str, removed: list[Removal]) -> str:
    """``par`` without a name's link widget or a glued byline (each recorded as removed)."""
    if par.startswith("By "):
        m = _GLUED_BYLINE.match(par)
        if m and len(par) > m.end() + 40:
            removed.append(Removal(index, m.group().strip(), "byline"))
            par = par[m.end():]
    if " MORE" in par:
        for m in reversed(list(_LINK_WIDGET.finditer(par))):
            end = m.start(3) if m.group(3) else m.end()
            removed.append(Removal(index, par[m.end(1):end].strip(), "link widget"))
            par = par[:m.start()] + m.group(1) + (m.group(3) or "") + " " + par[m.end():]
    return par


HIGHLIGHTS = 6  # a page's highlights box: its first paragraph and at most this many more


def _highlights(pars: list[str]) -> int:
    """How many paragraphs a page's "Story highlights" box takes at its top (CNN): its bullet
    points end on no full stop, even those that end on a quotation ('chiefs calls him
    "gentleman"'), which ``paragraph_noise`` would keep as a sentence."""
    n = 0
    while n < min(len(pars), HIGHLIGHTS + 1) and pars[n].count(" ") < 40 and \
            not _ends_on_stop(pars[n]):
        n += 1
    return n


# an entry's label in a police log run into its first sentence: the offence in capitals, the
# case number, the block ("UNLAWFUL ENTRY, 2017-07210024, 800 block of 22nd Street S. At
# approximately 1:24 a.m. ..."): a heading, not the story's words
_LOG_ENTRY = re.compile(
    r"[A-Z][A-Z/&' -]{2,40}, (?:#\s?)?\d{2,4}-\d{5,}, (?:[^,.]|(?<=\b[NSEW])\.){0,60}?\b(?:Street|"
    r"St|Avenue|Ave|Road|Rd|"
    r"Boulevard|Blvd|Highway|Hwy|Pike|Drive|Dr|Lane|Ln|Way|Place|Pl|Court|Ct|Parkway|Pkwy|"
    r"Circle|Square|Plaza|Terrace)\b\.?(?: (?:N|S|E|W|NE|NW|SE|SW)\b\.?)?(?:\.\s+|\s*$)")


def clean_article(index: int, article: Article,
                  others: Callable[[], str] | None = None) -> tuple[list[str], list[Removal]]:
    """One article's story paragraphs and the removals, each with its reason.

    ``others`` gives the text of the story's other articles (asked only of a police log): the
    log's entries that tell none of what they report are left out (``_other_entries``).
    """
    pars = paragraphs_of(*_normalized(article.text))
    removed: list[Removal] = []
    kind = document_kind(pars)
    if kind is not None:
        text = " ".join(pars)
        return [], [Removal(index, text[:300], kind)]
    if pars and pars[0][:1] in "PUS" and _VIDEO_HEADER.match(pars[0]):
        desc = video_description(pars)
        removed.append(Removal(index, pars[0], "video page furniture"))
        removed += [Removal(index, p, "video page furniture") for p in pars[1 + len(desc):]]
        pars = desc
    if any(p.startswith(_PICKS) for p in pars):
        pars = _without_picks(index, pars, removed)
    if pars and pars[0].startswith("Story highlights "):
        n = _highlights(pars)
        removed += [Removal(index, p, "caption or standfirst") for p in pars[:n]]
        pars = pars[n:]
    sizes = [p.count(" ") + 1 for p in pars]
    doc_words = sum(sizes)
    kept: list[str] = []
    entries: list[str] = []  # a police log's entries, each without its label
    seen: set[str] = set()
    title_key = " ".join((article.title or "").lower().split())
    for par, size in zip(pars, sizes):
        key = par.lower()
        if title_key and key == title_key:
            removed.append(Removal(index, par, "headline"))
            continue
        if key in seen:
            removed.append(Removal(index, par, "repeated"))
            continue
        seen.add(key)
        if " MORE" in par or par.startswith("By "):
            par = _without_glued_furniture(index, par, removed)
        if par[:1] in "-—–" and _LIST_DASH.match(par):
            par = par[_LIST_DASH.match(par).end():]  # type: ignore[union-attr]
        if par[:1].isupper() and par[1:2].isupper() and (entry := _LOG_ENTRY.match(par)):
            label = entry[0]
            removed.append(Removal(index, label.strip(), "heading"))
            par = par[len(label):]
            if not par:
                continue
            size = par.count(" ") + 1
            entries.append(par)
        if size <= 30 and "following are" in par and _INDEX_LINE.match(par):  # Xinhua
            removed.append(Removal(index, par, "editors' note"))
            continue
        if ((par[-1:] == ")" and "by " in par[-230:]) or
                ("-" in par[-40:] or "—" in par[-40:] or "–" in par[-40:])) and \
                (tail := _WIRE_CREDIT_TAIL.search(par, max(0, len(par) - 240))):
            removed.append(Removal(index, tail[0].strip(), "credit"))  # "... said Wednesday.
            par = par[:tail.start()]  # (Reporting by Ben Blanchard; Editing by Robert Birsel)"
            size = par.count(" ") + 1
        reason = paragraph_noise(par, chrome_possible(size, doc_words))
        if reason is None or reason in ("caption", "caption or standfirst", "heading"):
            par, cut = strip_agency_markup(par)
            removed += [Removal(index, text, why) for text, why in cut]
            if cut and par:
                size = par.count(" ") + 1
                reason = paragraph_noise(par, chrome_possible(size, doc_words))
            elif not par:
                continue
        if reason == "caption or standfirst" and (parts := wire_story(par)):
            par, tail = parts
            removed.append(Removal(index, tail, paragraph_noise(tail) or "unfinished sentence"))
            reason = None
        elif reason in ("caption", "caption or standfirst") and \
                _long_story_paragraph(par, size) and not caption_start(par):
            par, tail = split_tail(par)
            if tail:
                removed.append(Removal(index, tail, paragraph_noise(tail) or "unfinished sentence"))
            reason = None
        if reason:
            removed.append(Removal(index, par, reason))
        else:
            kept.append(par)
    if len(kept) >= 2 and _author_hint(kept[-1]) and kept[-1].count(" ") < 60 and \
            _AUTHOR_NOTE.match(kept[-1]):
        # an opinion piece's last paragraph that says who wrote it ("Carville is a political
        # contributor for Fox News and ARISE News. He also serves as a professor at Tulane
        # ... His column will appear twice a month in The Hill."): its author's note
        removed.append(Removal(index, kept.pop(), "credit"))
    if len(entries) >= 2 and others is not None and (text := others()):
        gone = _other_entries(entries, text)
        removed += [Removal(index, p, "other log entry") for p in kept if p in gone]
        kept = [p for p in kept if p not in gone]
    if len(kept) >= 3 and _headed_below(pars, kept[0], removed) and _told_again_below(kept):
        removed.append(Removal(index, kept.pop(0), "standfirst"))
    return kept, removed


_HEADING_REASONS = frozenset(("heading", "headline", "caption or standfirst"))


def _headed_below(pars: list[str], first: str, removed: list[Removal]) -> bool:
    """Whether the paragraph right after an article's first story paragraph is one cleaning
    left out as a heading (a page's description, then its headline, then its story): the cheap
    look before ``_told_again_below`` reads every sentence."""
    try:
        k = pars.index(first)
    except ValueError:
        return False
    return k + 1 < len(pars) and any(r.text == pars[k + 1] and r.reason in _HEADING_REASONS
                                     for r in removed)


DECK_WORDS = 8  # a deck told again below has at least this many content words
DECK_LATER_SHARE = 0.9  # of the later sentence's content words, the deck gives this share
DECK_SHARE = 0.55  # ... and that is this share of the deck's own
DECK_SHORTER = 0.85  # the story's own sentence is this much shorter at most (not a list's
# next item told alike: "robbed bank number 1 ...", "robbed bank number 2 ...")
_DECK_SENTENCE_END = re.compile(r"(?<=[a-z0-9][.!?])[\"”’]?\s+(?=[\"“‘]?[A-Z])")


def _deck_words(text: str) -> set[str]:
    return set(words(text)) - STOPWORDS


def _told_again_below(pars: list[str]) -> bool:
    """Whether an article's first paragraph is a page's description printed above its
    headline and story: one sentence that a sentence below tells again in fewer words, nearly
    all of them its own
    ("President Donald Trump did not refer to any specific comments from San Juan Mayor Carmen
    Yulín Cruz that indicated ..." above "Trump did not refer to any specific comments from
    Cruz that indicated ..." in the story's seventh paragraph): the story keeps its own lead."""
    first = pars[0]
    if len(_DECK_SENTENCE_END.split(first)) != 1:
        return False
    deck = _deck_words(first)
    if len(deck) < DECK_WORDS:
        return False
    for par in pars[1:]:
        for sentence in _DECK_SENTENCE_END.split(par):
            said = _deck_words(sentence)
            shared = len(said & deck)
            if DECK_WORDS - 2 <= len(said) <= DECK_SHORTER * len(deck) and \
                    shared >= DECK_LATER_SHARE * len(said) and shared >= DECK_SHARE * len(deck):
                return True
    return False


LOG_ENTRY_WORDS = 3  # an entry that tells what the other articles report shares this many words


def _other_entries(entries: list[str], others: str) -> set[str]:
    """The entries of a police log that tell another incident than the story's: a log reprinted
    beside reports of one of its incidents lists a robbery, a larceny and a stolen car as well.
    Each entry is scored by its own words (not those every entry has: "police responded to the
    report of ...") that the other articles have too; the best entry and those scoring half as
    much stay. A log no other article tells from (no entry with LOG_ENTRY_WORDS) stays whole."""
    own = [{w for w in words(e) if len(w) > 2 and w not in STOPWORDS} for e in entries]
    common = set.intersection(*own)
    theirs = set(words(others))
    scores = [len((ws - common) & theirs) for ws in own]
    best = max(scores)
    if best < LOG_ENTRY_WORDS:
        return set()
    return {e for e, n in zip(entries, scores) if 2 * n < best}


MIN_NEWS_WORDS = 40  # less story text than this, next to web chrome, is not an article


def is_boilerplate(kept: list[str], removed: list[Removal]) -> bool:
    """A document that is web chrome (archive notice, tweet embed, login wall), not news."""
    chrome = sum(1 for r in removed if r.reason in ("web boilerplate", "prompt"))
    if not chrome:  # then only whether there are words at all
        return not any(p.split() for p in kept)
    words = sum(len(p.split()) for p in kept)
    if words < CHROME_DOCUMENT_WORDS and any(
            r.reason == "web boilerplate" and _NOT_FOUND.search(r.text) for r in removed):
        return True  # an error page: what it says around its notice is the site's help text
        # ("If you are trying to reach a page from a bookmark, the page URL may have changed.")
    return words == 0 or words < MIN_NEWS_WORDS or (chrome >= 2 and chrome >= len(kept))


# a site's notice that the page asked for is not there
_NOT_FOUND = re.compile(r"\bpage (?:you (?:requested|are looking for) )?(?:could not|cannot|can't|"
                        r"was not) be found|\b404\b.{0,20}not found|this page is not available",
                        re.I)


_SINGULAR = {"web boilerplate": "web boilerplate paragraph",
             "video page furniture": "video page line", "copyright": "copyright line",
             "market data": "market-data widget", "non-text": "non-text line"}
_PLURAL = {"caption or standfirst": "captions or standfirsts",
           "video page furniture": "video page lines", "copyright": "copyright lines",
           "web boilerplate": "web boilerplate paragraphs", "market data": "market-data widgets",
           "editors' code": "editors' codes", "editors' note": "editors' notes",
           "non-text": "non-text lines", "repeated": "repeated paragraphs",
           "aside to the reader": "asides to the reader", "other log entry": "other log entries"}


def count_phrase(n: int, reason: str) -> str:
    """ "1 caption", "3 editors' notes", "2 captions or standfirsts"."""
    if n == 1:
        return f"1 {_SINGULAR.get(reason, reason)}"
    return f"{n} {_PLURAL.get(reason, reason + 's')}"


def left_out_reason(article: Article, removed: list[Removal], boilerplate: bool,
                    has_text: bool) -> str | None:
    """Why an article contributes nothing to a brief, for every output to show; None if it does.

    ``removed`` are the article's removals, ``has_text`` whether it kept any story sentence.
    """
    if has_text and not boilerplate:
        return None
    if not article.text.strip():
        return "the article has no text"
    kind = next((r for r in removed if r.reason in NOT_NEWS), None)
    if kind is not None:
        ellipsis = "\u2026" if len(kind.text) > 80 else ""
        return f"not news: {NOT_NEWS[kind.reason]} (\u201c{kind.text[:80]}{ellipsis}\u201d)"
    words: dict[str, int] = {}
    for r in removed:
        words[r.reason] = words.get(r.reason, 0) + len(r.text.split())
    counts: dict[str, int] = {}
    for r in removed:
        counts[r.reason] = counts.get(r.reason, 0) + 1
    parts = [count_phrase(counts[k], k) for k in sorted(words, key=lambda k: -words[k])]
    what = ", ".join(parts[:4]) + (f" and {len(parts) - 4} more" if len(parts) > 4 else "")
    first = next((r.text for r in sorted(removed, key=lambda r: -len(r.text))), "")
    ellipsis = "\u2026" if len(first) > 80 else ""
    quote = f" (\u201c{first[:80]}{ellipsis}\u201d)" if first else ""
    chrome = sum(words.get(k, 0) for k in ("web boilerplate", "prompt"))
    if has_text or chrome >= 0.5 * sum(words.values()):
        return (f"not news: a web page of mostly furniture ({what}){quote} with too little story "
                "text to summarise")
    if not removed:
        return "no sentence of story text could be read from it"
    return f"no story text: everything in it was removed as {what}{quote}"


def clean(story: Story) -> Story:
    """Clean every article of the story; record every removal and every non-news document."""
    paragraphs: list[tuple[str, ...]] = []
    removed: list[Removal] = []
    boilerplate = set(story.boilerplate)
    articles = []
    for i, art in enumerate(story.articles):
        title = clean_title(art.title)
        if title != art.title:
            art = replace(art, title=title)
        articles.append(art)
        kept, gone = clean_article(i, art, lambda i=i: " ".join(
            a.text for j, a in enumerate(story.articles) if j != i))
        if is_boilerplate(kept, gone):
            boilerplate.add(i)
        paragraphs.append(tuple(kept))
        removed += gone
    return replace(story, articles=tuple(articles), paragraphs=tuple(paragraphs),
                   removed=story.removed + tuple(removed), boilerplate=frozenset(boilerplate))


def clean_title(title: str | None) -> str | None:
    """A headline without wire markup ("&HT;", "&QL;"); None when nothing is left."""
    if not title or "&" not in title:
        return title
    t = " ".join(_LDC_CODE.sub(" ", _sub_ldc_breaks(title, " ")).split())
    return t if _TWO_WORDS.search(t) or (t and t[0].isalnum()) else None

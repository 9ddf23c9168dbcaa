"""Trim: faithful shortening of single sentences (the "compress" stage).

Owns what may be cut from a source sentence without changing what it says: a dateline ("DENVER (AP)
—", "FORT WAYNE, Ind. (WANE)"), an outlet tag ("(CNN)"), a page's section label ("Updated | ",
"UPDATE: "), a photo or video credit run into the sentence ("AP American Airlines on Thursday said
...", "William Wei, Business Insider Facebook is buying ..."), a list item's bullet or number ("• ",
"* ", "- ", "2) ", the wires' "_ "), a page's placeholder ("[Video Link]"), a leading connective
that only adds or links ("But", "And", "Also,") to a sentence the brief may not show (a contrast,
"However,", "Still,", "Instead,", stays: cut, the sentence would read as the brief's sentence before
it says, so ``refs`` asks for its source's sentence before it instead), an outlet's pointer to its
own reporting or page ("As previously reported,", "As we noted above,"); and, inside it, a paper's
pointers to its figures, tables and numbered references ("(Fig. 1)", "(Table 3)", "[12]", "(refs.
3-5)") and its citations by DOI, which point at nothing a brief's reader has, an ellipsis that opens
the sentence ("… The officials emphasized ..."), and the citation numbers a page flattened onto a
sentence's start ("41 , 42 A recent review ..."). Nothing else inside the sentence is rewritten:
ordinary parentheses stay; the wires' typewriter dash " _ " is shown as the dash it stands for; a
lead-in a paper sets in capitals ("THE DÁIL IS to sit ...") is shown as its article writes the words
("The Dáil is to sit ..."): letters change, not words. Marks are added, never a word: the opening
quote mark of a quotation the sentence starts inside of, when it goes on to say who spoke ('"To
Jerry's credit, he never censored anything," said Larry David'), and the closing mark of a quotation
that runs on to a later paragraph ('A hospital spokesman said: "Two hospitals have fresh
evidence."').
"""

from __future__ import annotations

import re
from dataclasses import replace

from .clean import MONTH_DAY, WIRE_TAG, quote_marks
from .model import Sentence, Story

# A dateline in any agency style: "DENVER (AP) — ", "WASHINGTON _ ", "MOBILE, Ala. (AP) -- ",
# "NAIROBI, June 12 (Xinhua) -- ", "ANDREWS, N.C._", "COEUR d'ALENE, Idaho _ ",
# "VELMORA, Dravan Highlands (Meridian Wire) — ".
_DATELINE = re.compile(
    r"^(?:DATELINE\s*-?\s*)?[A-Z][A-Z.'’-]*[A-Z.](?:\s+(?:[A-Z][A-Z.'’-]*|[a-z]{1,2}['’][A-Z]+))*"
    r"(?:,\s*[A-Z][A-Za-z.'’-]*(?:\s+[A-Z][A-Za-z.'’-]*){0,3})?"
    r"(?:,?\s*(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec)[a-z]*\.?\s+\d{1,2})?"
    # a hyphen with a space on one side at least: "U.S.-Russian" is a word, not a dateline
    # (a press release's wire between slashes: "NEW YORK, Jan. 5, 2005 /PRNewswire/ --")
    # Kyodo's name after the date: "TOKYO, Dec. 5, Kyodo --"
    r"(?:,\s*\d{4})?(?:,\s*Kyodo)?"
    r"(?:\s*(?:\([^()]{1,40}\)|/[A-Z][\w .-]{1,40}/)?\s*(?:[—–]|--|(?<=\s)-|"
    r"-(?=\s)|_)|"
    # a broadcaster's call sign with no dash: "FORT WAYNE, Ind. (WANE) The Fort Wayne mother"
    r"\s*\([A-Z]{2,6}\)\s)\s*(?=[A-Z\"“'‘(])")
# With an agency tag the place may be in any case: "Madrid, June 24 (Xinhua) --",
# "Washington (CNN) Vermont Sen. Bernie Sanders ...", "Taipei, Jan. 5 (CNA) Taiwan will ...",
# "EILAT (ISRAEL), April 30 (Xinhua) --".
_TAGGED_DATELINE = re.compile(
    r"^[A-Z][\w.'’ -]{1,30}(?:\([A-Z][\w ]{1,20}\))?(?:,\s*[\w.'’ -]{1,30})?\s*"
    # a known wire, or any agency's capitals ("Manila (PNA) --"), then a dash or EFE's ".-"
    # ("Madrid, Dec 5 (EFE).- ")
    r"(?:" + WIRE_TAG + r"|\([A-Z]{2,6}\))\s*"
    r"(?:[—–]|--?|_|\.-)\s*(?=[A-Z\"“'‘(])"
    # a colon after the tag only after a date ("Islamabad, Dec 5 (APP): ", "KATHMANDU, Dec 5
    # (RSS): "): "REP. SUSAN BROOKS (R-IN): " and "SEN. SMITH (GOP): " are a transcript's
    r"|^[A-Z][\w.'’ -]{1,30}, " + MONTH_DAY + r" \([A-Z][\w ]{1,20}\):\s*(?=[A-Z\"“'‘])"
    # with no dash, the place in capitalised words: "Washington (CNN) Vermont Sen. Bernie ..."
    r"|^[A-Z][\w.'’-]*(?: [A-Z][\w.'’-]*){0,3}(?:, [A-Z][\w.'’-]*(?: [A-Z][\w.'’-]*){0,2})?"
    # or a date after it: "Taipei, Jan. 5 (CNA) Taiwan will send ..."
    r"(?:,? (?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec)[a-z]*\.? \d{1,2})?"
    r" " + WIRE_TAG + r" (?=[A-Z\"“'‘])")
# TASS's dateline: "MOSCOW, December 5. /TASS/. ", "Moscow, Dec. 5. /TASS/."
_SLASHED_DATELINE = re.compile(r"^[A-Z][\w.'’ -]{1,40}, " + MONTH_DAY +
                               r"\.\s*/[A-Z][\w .-]{1,30}/\.?\s*(?=[A-Z\"“'‘])")
# the place and date after an outlet's tag: "(ANSA) - Rome, December 5 - The ..."
_PLACE_DATE_DASH = re.compile(r"^[A-Z][\w.'’ -]{1,30}, " + MONTH_DAY +
                              r" (?:[—–]|--?) (?=[A-Z\"“'‘])")
# "WASHINGTON The Senate passed ...": a place in capitals run into the text, no separator
# (or places: "SINGAPORE/BEIJING Flamboyant former basketball star ...")
_BARE_DATELINE = re.compile(r"^(?:[A-Z]{3,}(?:/[A-Z]{3,})+|[A-Z]{4,}|[A-Z]{3,} [A-Z]{3,})"
                            r"(?:, [A-Z][a-z]+\.|,)? "  # a state's abbreviation ("NEWTOWN,
                            # Conn. Parents ..."), or the comma alone: the word after it is the
                            # text's ("PRETORIA/KHARTOUM, Sudanese President Omar al-Bashir")
                            r"(?=[A-Z][a-z]|A [a-zA-Z])")  # "DUBAI A Bahraini court ..."
# a page's label or widget in capitals, three words or more, run into the sentence after it:
# "COUNTDOWN TO 2020 The race for 2020 starts now.", "SHARE COPY LINK Broward Circuit Judge
# ...", "MOST READ IN LIVING GREAT BRITISH BUZZ OFF We rate ..." (not a lead in capitals that goes
# on in lower case: "THE TOWNHOUSE that served as ...", nor "A U.S. Army spokesman")
_CAPS_LABEL = re.compile(r"(?!A )[A-Z0-9][A-Z0-9'’&.-]*(?: [A-Z0-9][A-Z0-9'’&.-]*){2,} "
                         r"(?=[A-Z][a-z])")
_OUTLET_TAG = re.compile("^" + WIRE_TAG + r"\s*[—–-]*\s*")
# a photo or video credit run into the sentence after it ("AP American Airlines on Thursday said
# ...", "KARE-TV A video shows ...", "COM 'I want you ...'" left of "DEVONJAMESXXX.COM"); not the
# agency as the sentence's subject ("AP reported ...") or in a name ("AP Top 25")
_CREDIT = re.compile(r"^(?:(?:AP|AFP|Getty Images|(?:[A-Z]{3,5}-)?TV)\s+(?!(?:Top|Photo|Poll|"
                     r"Stylebook|Exclusive|News)\b)(?=[A-Z][a-z]* [A-Za-z])"
                     r"|(?:[A-Z0-9-]+\.)?COM\s+(?=[\"“'‘A-Z]))")
# a photographer's credit, a full name and the outlet after a comma, run into the sentence
# ("William Wei, Business Insider Facebook is buying Oculus VR ..."); not the outlet's
# people ("Jim Edwards, Business Insider Deputy Editor, said ...")
_NAMED_CREDIT = re.compile(r"^(?:[A-Z][\w.'’-]+ ){1,2}[A-Z][\w.'’-]+, (?:Business Insider|"
                           r"Getty Images)\s+(?!(?i:editor|deputy|senior|executive|chief|"
                           r"reporter|correspondent|writer|columnist|contributor|staff|"
                           r"founder|co-founder|CEO|publisher|managing)\b)(?=[A-Z\"“])")
# a page's section label before a pipe: "Updated | When the first humans left Africa ...",
# "THE FACT CHECKER | Rep. Adam Smith (D-Wash.) said ..."
_LABEL = re.compile(r"^[A-Z][A-Za-z]*(?: [A-Z][A-Za-z]*){0,3} \|\s+(?=[A-Z0-9\"“‘(])"
                    # and before a colon: "UPDATE: Authorities positively identified the two
                    # bodies ...", "ORIGINAL STORY: Iditarod frontrunners ...", "UNDATED: ..."
                    r"|^(?:UPDATE|Update|UPDATED|Updated|ORIGINAL STORY|Original story|EARLIER|"
                    r"UNDATED|BREAKING(?: NEWS)?|Breaking(?: [Nn]ews)?|DEVELOPING)(?: \d{1,2})?"
                    r"(?: \([^()]{1,40}\))?:\s+(?=[A-Z0-9\"“‘(])")
# a list item's bullet, and the wires' underscore ("_ Almost 55 percent of U.S. adults ...", a
# dateline's separator left alone); not a dash: "— Julie Bowen, asked ..." is an attribution
_BULLET = re.compile(r"^(?:[*•·▪►◦-]\s+|_\s*|\d{1,2}\)\s+)(?=[A-Z0-9\"“‘(])")
# a page's placeholder for what it embedded: "[Video Link] The Wilco track ...", "[Photo]"
_PLACEHOLDER = re.compile(r"^\[(?:Video|Image|Photo|Audio|Embed|Gallery|Slideshow)(?: \w+)?\]\s*"
                          r"(?=[A-Z0-9\"“‘(])")
# a web wire's time stamp before its dateline
# an ellipsis that opens a sentence, marking words left out before it in a quoted document
# ("… The officials emphasized that they know of no instance ..."): it points at nothing a
# brief's reader has
_LEADING_ELLIPSIS = re.compile(r"(?:…|\.\.\.)\s*(?=[\"“‘]?[A-Z])")
_STAMP = re.compile(r"\d{4}-\d{2}-\d{2}(?:[ T]\d{2}:\d{2}(?::\d{2})?)?\s+(?=[A-Z])")
# a monitoring service's editor's note that opens a translated report (FBIS: "[Text] Beijing, 5
# Jan (XINHUA) -- ...", "[passage omitted] The delegation will ...", "[Excerpt]", "[Article by
# Li Ming]"): the service's words, not the report's
_EDITORS_NOTE = re.compile(r"^\[(?:(?:FBIS )?(?:Translated |Transcribed )?Text|Excerpts?|"
                           r"[Pp]assages? omitted|Editorial Report|Unattributed (?:report|"
                           r"article|commentary)|(?:Article|Report|Commentary|Dispatch|Interview)"
                           r" (?:by|with) [^\[\]]{3,80})\]\s*(?=[A-Z0-9\"“‘(])")
# A paper's pointer to its figures, tables or references: "(Fig. 1)", "(Figure 2b)", "(see Table
# 3)", "(Figs. 1 and 2)", "(Extended Data Fig. 4a,b)", "(refs. 3-5)", "(ref. 12)"; and bracketed
# citation numbers "[12]", "[3, 5-7]". Only a keyword and numbers inside: "(Figure skater)", "(3
# million)" or "[sic]" are not.
_NUM = r"\d{1,3}[a-z]?(?:\s*[,–-]\s*\d{0,3}[a-z]?)*"
_PAPER_POINTER = re.compile(
    r"\s*\((?:see\s+)?(?:(?:Extended\s+Data\s+|Supplementary\s+)?(?:Figs?\.|Figures?|Tables?)|"
    r"refs?\.?|[Rr]eferences?)\s*" + _NUM + r"(?:\s*(?:and|&|;)\s*(?:(?:Figs?\.|Figures?|"
    r"Tables?)\s*)?" + _NUM + r")*\)|\s*\[" + _NUM + r"\]")
# what every _PAPER_POINTER match has (its opening \s* makes it try every position)
_POINTER_HINT = re.compile(r"\((?:see\s+)?(?:Extended|Supplementary|Fig|Table|ref|[Rr]eference)"
                           r"|\[\d")
# a paper's citation with its DOI in parentheses ("... reduces the animals' methane emissions
# by 30% (Proc. Natl. Acad. Sci. USA 2015, DOI: 10.1073/pnas.1504124112)."): a pointer too
_DOI_CITATION = re.compile(r"\s*\([^()]{0,200}?\b(?:DOI|doi)\s*:\s*[^()\s]{1,100}\)")
# in a sentence that has such a pointer, superscript citation numbers flattened onto a word
# ("forearc region14,16,18", "central Oregon13")
_SUPERSCRIPT_CITATION = re.compile(r"(?<=[a-z]{3})\d{1,3}(?:[,–-]\d{1,3})*(?=[\s.,;:)]|$)")
# A quotation whose opening mark the sentence lacks: its first mark closes ('To Jerry's credit,
# he never censored anything," said Larry David': the wire copy lost it, or the quotation
# opened a sentence before). Shown alone, the sentence gets the opening mark back, at its start,
# when the words after the closing mark say who spoke.
_FIRST_MARK = re.compile('["“”]')
_SAID_AFTER = re.compile(r"(?:\w+ ){0,6}?(?:said|says|added|adds|told|continued|wrote|writes|"
                         r"explained|asked|recalled|insisted|noted)\b")
# a paper's citation numbers flattened onto the start of the next sentence ("... and behaviour
# change. 41 , 42 A recent review defined ..."): two or more, each set off by " , "
_LEADING_CITATIONS = re.compile(r"\d{1,3}(?: , \d{1,3})+ (?=[A-Z][a-z]*\s)")
# a company's stock code as a wire gives it after the name, in brackets ("Kellogg Co (K.N)",
# "Michael Kors (KORS.N)"; New York, London, Nasdaq, Tokyo): a market's code, not what the
# sentence says
_MARKETS = ("N", "L", "O", "OQ", "T")
_TICKER = re.compile(r" \([A-Z0-9]{1,6}\.(?:" + "|".join(_MARKETS) + r")\)(?=[\s,.;:])")
# an outlet pointing at its own reporting or page ("As previously reported, Williams announced
# ...", "As we noted above, the ..."): a brief's reader has neither, and the sentence says the
# same without it (not a source it names: "As reported in Science, ..." stays)
_SELF_REFERENCE = re.compile(
    r"As (?:we |I )?(?:had |have )?(?:previously |earlier |first |exclusively |already )?"
    r"(?:reported|noted|mentioned|wrote|revealed)"
    r"(?: (?:above|below|earlier|before|previously|last (?:week|month|year)|"
    r"earlier this (?:week|month|year|summer|spring|fall|autumn|winter)))?,\s*"
    r"(?=[A-Za-z\"“])")
_CONNECTIVES = frozenset("But And So Meanwhile Also Moreover Furthermore Besides "
                         "In Additionally Indeed Then Now".split())
_CONNECTIVE = re.compile(
    r"^(?:But|And|So|Meanwhile|Also|Moreover|Furthermore|Besides|"
    r"In addition(?! to\b)|Additionally|Indeed|Then|Now)"
    r"(?:,\s*|\s+(?=[a-z\"“]|[A-Z][a-z]))"
    # (not before the verb it inverts: "So did the state Republican Party ...", "Then came the
    # complaint.", "Now is the time ..." are broken without it, "But is it dangerous?" kept whole)
    r"(?!(?:did|does|do|is|was|were|are|has|have|had|will|would|can|could|should|must|may|"
    r"might|came|comes|went|goes)\b)"
    # (nor "So" of degree, which its word needs: "So far, no one has been arrested", "So many
    # Amerasians continue to search", "So much of the city was flooded that ...", "So long as")
    r"(?!(?<=So )(?:far|many|much|long|few|little|that|as|too|often|soon|well|very|badly|"
    r"severe|serious|great|bad|good|hard|close|strong|large|big|small|high|low|quickly|fast)\b)")


def trim_text(text: str) -> str:
    """The shortest faithful form of ``text``; the text itself when nothing can go."""
    t = text
    if t[:1] in "….":
        m = _LEADING_ELLIPSIS.match(t)
        if m and m.end() < len(t) - 20:
            t = t[m.end():]  # "… The officials emphasized that ..."
    if t[:2] in ("19", "20") and (m := _STAMP.match(t)) and m.end() < len(t) - 20:
        t = t[m.end():]  # "2005-01-05 12:30:00 BEIJING, Jan. 5 (Xinhua) -- ..."
    if t[:1] == "[":
        m = _EDITORS_NOTE.match(t)
        if m and m.end() < len(t) - 20:
            t = t[m.end():]
    for _ in range(2):  # "DATELINE -CALCUTTA _ CALCUTTA _ ..."
        m = _DATELINE.match(t) if t[:2].isupper() and t[1:2] != " " else None  # (not "A ")
        if m is None and ")" in t[:80]:
            m = _TAGGED_DATELINE.match(t)
        if m is None and "/" in t[:60]:
            m = _SLASHED_DATELINE.match(t)
        if m is None and t[:3].isupper():  # a bare dateline opens on three capitals
            m = _BARE_DATELINE.match(t)
        if not (m and m.end() < len(t) - 20):
            break
        t = t[m.end():]
    if t[:3].isupper() and not t[:3].isdigit():
        m = _CAPS_LABEL.match(t)
        if m and m.end() < len(t) - 20:
            t = t[m.end():]
    if " |" in t[:40] or ": " in t[:30]:
        m = _LABEL.match(t)
        if m and m.end() < len(t) - 20:
            t = t[m.end():]
    # (every _CREDIT match but "Getty Images" opens on two capitals, or a capital and a stop,
    # a hyphen or a digit: "The", "A" and "Two" are not tried)
    if t[:5].isupper() or (t[:1] in "AGCKT" and (t[:2].isupper() or t.startswith("Getty"))):
        m = _CREDIT.match(t)
        if m and m.end() < len(t) - 20:
            t = t[m.end():]
    if ", " in t[:40] and ("Business Insider " in t[:60] or "Getty Images " in t[:60]):
        m = _NAMED_CREDIT.match(t)
        if m and m.end() < len(t) - 20:
            t = t[m.end():]
    if t.startswith("("):
        t = _OUTLET_TAG.sub("", t)
        if t != text and (m := _PLACE_DATE_DASH.match(t)) and m.end() < len(t) - 20:
            t = t[m.end():]
    elif t[:1] in "*•·▪►◦-_" or (t[:1].isdigit() and ")" in t[1:3]):
        t = _BULLET.sub("", t)
    elif t.startswith("["):
        t = _PLACEHOLDER.sub("", t)
    if t[:1].isdigit() and " , " in t[:12]:
        m = _LEADING_CITATIONS.match(t)
        if m and m.end() < len(t) - 20:
            t = t[m.end():]
    if ("(" in t or "[" in t) and _POINTER_HINT.search(t) and _PAPER_POINTER.search(t):
        t = _SUPERSCRIPT_CITATION.sub("", _PAPER_POINTER.sub("", t))
    if ("DOI" in t or "doi:" in t) and "(" in t:
        t = _DOI_CITATION.sub("", t)
    m = _CONNECTIVE.match(t) if t.split(" ", 1)[0].rstrip(",") in _CONNECTIVES else None
    if m is None and t[:3] == "As ":
        m = _SELF_REFERENCE.match(t)
    if m and len(t) - m.end() > 20:
        rest = t[m.end():]
        t = rest[:1].upper() + rest[1:]
    if ")" in t and _TICKER.search(t):
        t = _TICKER.sub("", t)  # "Kellogg Co (K.N) on Tuesday pulled out ..."
    if '"' in t or "”" in t:
        t = _lost_opening(t)
    if '"' in t or "“" in t:
        t = _open_to_the_end(t)
    if " _ " in t:  # the wires' dash in typewriter copy ("twice as many Americans _ one-third
        t = t.replace(" _ ", " \u2014 ")  # of all adults _ to consider ...")
    return t if t != text else ""


_FEET = re.compile(r"\d['’]\d{1,2}$")


def _open_to_the_end(t: str) -> str:
    """``t`` with the closing mark of a quotation that runs to its end: a quotation of several
    paragraphs closes only in its last ('A hospital spokesman said: "Two hospitals have told us
    they have fresh evidence.' goes on in the next paragraph), and shown alone the sentence
    closes it. The marks are read in order: a curly one opens or closes, a straight one closes
    what is open (of either kind: pages mix them, '“... spit it out," Cpl. Sam Winkler told
    ...') and opens otherwise; a mark after feet and inches is a measure ('6’2”')."""
    if not t.endswith((".", "!", "?", "…")):
        return t
    opener = ""
    for i, ch in quote_marks(t):
        if i > 2 and t[i - 1].isdigit() and _FEET.search(t, 0, i):
            continue  # 6’2”: feet and inches
        if ch == "“":
            opener = ch
        elif ch == "”":
            opener = ""
        else:
            opener = "" if opener else ch
    return t + ("”" if opener == "“" else '"') if opener else t


def _lost_opening(t: str) -> str:
    """``t`` with the opening mark of a quotation that starts it restored, when its first quote
    mark closes and the sentence goes on to say who spoke ('anything," said Larry David';
    'her," the statement continued'): a curly closing mark, or a straight one set hard after a
    comma, "?" or "!" and before a space, which no opening mark is. A mark after a digit is a
    measure ('approximately 6’2”'). A quotation that runs to the sentence's end keeps its lone
    closing mark: restored, the sentence would be read as a statement with no speaker, and the
    outlets that report its fact in their own words would lose their marks."""
    m = _FIRST_MARK.search(t)
    i = m.start() if m else 0
    if not m or not i or t[i - 1].isdigit() or t[i + 1:i + 2] != " " or \
            not _SAID_AFTER.match(t, i + 2):
        return t
    if m.group() == "”" or t[i - 1] in ",?!":
        return ("“" if m.group() == "”" else '"') + t
    return t


# A label in capitals before a colon that opens a sentence: a transcript's speaker ("MARTIN: It
# started out as a simple walk ...", "PRESIDENT OBAMA: Yeah.", "REP. SUSAN BROOKS (R-IN): ..."),
# a section's head ("HIS HEALTH: While by no means cured, ..."), a page's own ("READ ALSO:") or a
# dateline with a colon ("LAHORE: An enraged mob ..."); three characters at least, not an
# interview's "Q:" / "A:". The one reading of labels: trim takes the host's and a section's off,
# selection keeps a transcript's short talk out (``select._unlabelled_turns``).
LABEL = re.compile(r"[A-Z][A-Z.'’-]+(?: [A-Z][A-Z.'’-]*){0,5}(?: \([^()]{1,30}\))?: ")
# what opens the words of a turn trim may show without its label: a sentence, a quotation
_TURN_WORDS = re.compile(r"[\"“‘A-Z0-9]")


def label_of(text: str) -> str:
    """The label in capitals (``LABEL``) that opens ``text``, "" when none."""
    if not text[:2].isupper():
        return ""
    m = LABEL.match(text)
    return m.group() if m else ""


def _turn_label(text: str) -> str:
    """``label_of`` where the words after the label open as a sentence or a quotation."""
    label = label_of(text)
    return label if label and _TURN_WORDS.match(text, len(label)) else ""


# the words after the label speak for its speaker: shown without it, no one would be speaking
_OWN_VOICE = re.compile(r"^[\"“‘]|\b(?:I|I['’](?:m|ve|d|ll)|me|my|mine|[Ww]e|[Oo]ur|us|"
                        r"[Yy]ou|[Yy]our)\b")
# a dateline in capitalised words before a dash, opening an article's first sentence ("Flint —
# Sixteen months after ..."); an apposition goes on in lower case ("Cliven Bundy -- the Nevada
# rancher ...")
_WORDS_DATELINE = re.compile(r"[A-Z][a-z]+(?: [A-Z][a-z]+){0,2}(?:, [A-Z][a-z]+\.?)? (?:—|–|--) "
                             r"(?=[A-Z][a-z])")


# an answer set after its question as "Q. ... ?" / "A. ..." (or with colons), as New York Times
# service copy prints a reader's questions: the answer's label is no part of its words ("A.
# Kennedy took off from Essex County Airport ..." is no "A. Kennedy"; segment leaves "Q." alone)
_ANSWER_LABEL = re.compile(r"A[.:] (?=[\"“A-Z0-9])")


def trim(story: Story) -> Story:
    """Give every sentence its trimmed form (``Sentence.trimmed``; "" when unchanged)."""
    labels = _labels(story)
    turn: tuple[int, int, str] | None = None  # (article, paragraph, label) of the open turn
    sents = []
    for s in story.sentences:
        counts = labels.get(s.article)
        said_by = ""
        if counts and max(counts.values()) > 1:  # a transcript
            label = _turn_label(s.text)
            if label:
                turn = (s.article, s.paragraph, label)
            elif turn and turn[:2] == (s.article, s.paragraph) and not _host(turn[2], counts):
                said_by = turn[2]  # a guest's turn goes on: "LEE: Slaves didn't free
                # themselves. There were abolitionists ..."
        asked = s.text[:2] in ("A.", "A:") and s.id > 0 and \
            story.sentences[s.id - 1].article == s.article and \
            story.sentences[s.id - 1].text.rstrip("\"”’ ").endswith("?")
        sents.append(_trim_one(s, counts, said_by, asked))
    if any(_SMALL_CAPS_LEAD.match(s.display) for s in sents):
        sents = [_recased(s, story) if _SMALL_CAPS_LEAD.match(s.display) else s for s in sents]
    return replace(story, sentences=tuple(sents))


# a lead-in set in capitals, a paper's style for its first words ("THE DÁIL IS to sit late
# tonight ...", "THE SHOCKING and tragic death of ..."): a function word of two letters or more
# first ("A CNN employee" is an acronym), then lower case
_SMALL_CAPS_LEAD = re.compile(r"(?:THE|THERE|AN|IN|IT|ON|AT|AS|WHEN|AFTER|THIS|FOR|IF)"
                              r"(?:\s+[A-ZÀ-Þ'’-]{2,}){0,4}(?=\s+[a-z])")
_CAPS_WORD = re.compile(r"[A-ZÀ-Þ'’-]{2,}|[A-Z]")


def _recased(s: Sentence, story: Story) -> Sentence:
    """``s`` with its lead-in in capitals set as the rest of its article writes the words
    ("The Dáil is to sit ..."): a word the article writes in mixed case takes that form, any
    other goes to lower case, the first word capitalised. Letters, not words, change."""
    m = _SMALL_CAPS_LEAD.match(s.display)
    if m is None:
        return s
    forms: dict[str, str] = {}
    for t in (x.text for x in story.sentences if x.article == s.article and x.id != s.id):
        for w in re.findall(r"(?<=[\w,;] )[A-ZÀ-Þ][A-ZÀ-Þa-zà-ÿ'’-]+", t):  # (not a sentence's
            forms.setdefault(w.lower(), w)  # first word, capitalised as the first; "CNN", an
            # acronym the article writes so, stays)
    lead = _CAPS_WORD.sub(lambda w: forms.get(w.group(0).lower(), w.group(0).lower()),
                          m.group(0))
    shown = lead[:1].upper() + lead[1:] + s.display[m.end():]
    return Sentence.make(s.id, s.article, s.index, s.paragraph, s.text, s.words, s.token_ids,
                         s.term_ids, shown, len(shown.split()), s.vocab)


def _host(label: str, counts: dict[str, int]) -> bool:
    """Whether ``label`` opens more of its transcript's turns than any other (the host's)."""
    most = sorted(counts.values(), reverse=True)
    n = counts.get(label, 0)
    return n == most[0] > 1 and (len(most) == 1 or most[1] < n)


def _labels(story: Story) -> dict[int, dict[str, int]]:
    """For each article with labelled sentences, how often each label opens one (a label is
    counted where ``_turn_label`` finds one; "MARTIN: " and "OPAL LEE: " are two labels)."""
    out: dict[int, dict[str, int]] = {}
    for s in story.sentences:
        if ": " in s.text[:60]:
            label = _turn_label(s.text)
            if label:
                counts = out.setdefault(s.article, {})
                counts[label] = counts.get(label, 0) + 1
    return out


def _unlabelled(t: str, index: int, labels: dict[str, int] | None) -> str:
    """``t`` without the label in capitals that opens it, when the label is not what says who
    speaks: a dateline, a section's head (a label that opens one sentence of its article), or
    the label an article's turns open with most often (a transcript's host: "MARTIN: Opal Lee
    has been trying to get President Obama to make Juneteenth a national holiday ..."), when the
    words after it do not speak in their own voice (no "I", "we", "you", no quotation: "OPAL
    LEE: I kept telling family and friends ..." keeps its label). Without labels, an article's
    first sentence loses a dateline of capitalised words before a dash ("Flint — Sixteen months
    after ...")."""
    if labels:
        label = _turn_label(t)
        if not label or len(t) - len(label) < 20 or _OWN_VOICE.search(t, len(label)):
            return t
        if max(labels.values()) == 1 or _host(label, labels):
            return t[len(label):]  # no label opens two sentences (no transcript), or the host's
        return t
    if index == 0 and (" —" in t[:40] or " –" in t[:40] or " --" in t[:40]):
        m = _WORDS_DATELINE.match(t)
        if m and len(t) - m.end() > 20:
            return t[m.end():]
    return t


def _trim_one(s: Sentence, labels: dict[str, int] | None = None, said_by: str = "",
              asked: bool = False) -> Sentence:
    """``s`` with its trimmed form; ``said_by``: the label of the guest's turn in a transcript
    that ``s`` goes on, shown as a marked edit before it ("[LEE:] There were abolitionists
    ..."): alone, the guest's words would read as the brief's own. ``asked``: it answers the
    question before it, and may open on the answer's label (``_ANSWER_LABEL``)."""
    t = trim_text(s.text)
    shown = _unlabelled(t or s.text, s.index, labels)
    if asked and (answer := _ANSWER_LABEL.match(shown)):
        shown = shown[answer.end():]
    if said_by:
        shown = f"[{said_by.rstrip()}] {shown}"
    if shown != (t or s.text):
        t = shown
    if not t:
        return s
    return Sentence.make(s.id, s.article, s.index, s.paragraph, s.text, s.words, s.token_ids,
                         s.term_ids, t, len(t.split()), s.vocab)

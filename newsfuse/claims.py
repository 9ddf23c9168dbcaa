"""Claims: what a sentence asserts, and whether another outlet's sentence tells the same fact.

Owns the reading of a sentence's claim (``claim_parts``: its main predicate, the subject's
names, its figures; ``governed``: the actions its predicate governs), the words news uses for
one happening (``_SAME_PREDICATE``; phrasal verbs for the governed actions: "strike out" =
"delete", "hand out" = "distribute"), and the same-fact tests ``align`` marks outlets with:
``same_claim`` (the two share a claim's plain words, not only its names) and ``verified`` (the
same quotation, or the same predicate about the same subject with figures that agree, and no
other action governed: "allows users to search and download" is not "allows them to store and
catalog"; a hedge such as "are considered" as the only predicate is told by the same figures).
Precision first: a missing mark is better than a wrong one."""

from __future__ import annotations

import re
from collections.abc import Iterable
from functools import lru_cache
from itertools import pairwise
from typing import NamedTuple

from .terms import (
    STOP_STEMS,
    US_STATE_ABBREVIATIONS,
    WORD_NUMBER,
    fold,
    only_adjective,
    stem,
    stem_all,
    trie_pattern,
    word_classes,
    word_value,
    zipf,
)

_PLAIN_WORD = re.compile(r"(?<![\w'’-])(?:[a-z][a-z'’-]+|\d[\d,.]*)")
MIN_CLAIM_SHARE = 0.4  # share of the plainer sentence's ordinary words the other must share
_COUNTS = frozenset(stem(w) for w in """
one two three four five six seven eight nine ten eleven twelve dozen dozens hundred hundreds
thousand thousands million millions billion first second third fourth fifth sixth last only
""".split())


@lru_cache(maxsize=32768)
def plain_terms(text: str) -> frozenset[str]:
    """Stems of a sentence's ordinary words and figures: what it says about its names (a
    hyphen after "co" dropped: "co-ordinating" is "coordinating", "co-founder" "cofounder")."""
    words = {w.rstrip(".,") for w in _PLAIN_WORD.findall(text)}
    if "co-" in text:
        words = {"co" + w[3:] if w[:3] == "co-" else w for w in words}
    return frozenset(stem_all(words)).difference(STOP_STEMS)


# a sentence's closing attribution, at its end (", regional officials said.", ", the police said
# in an arrest affidavit.", ", said Tomas Ilvane, head of ..."): who says it, not what it says of
# the event
_ATTRIBUTION_TAIL = re.compile(r",\s+(?:(?:[\w'’.-]+\s+){1,6}?(?:said|says|reported|announced|"
                               r"told\s+\w+)(?:\s+[\w'’.-]+){0,4}|(?:said|says)\s[^;]*)"
                               r"\s*[.!?]?[\"”’]?\s*$")


def unattributed(text: str) -> str:
    """``text`` without its closing attribution (``_ATTRIBUTION_TAIL``)."""
    return _ATTRIBUTION_TAIL.sub("", text)  # (asked of two leads only: no shortcut)


def lead_words_alike(x: str, y: str) -> int:
    """The ordinary words (``plain_terms``, figures aside) two articles' leads share outside
    their closing attributions: what they say of the event, not only its names (select's
    repeat test of two leads, ``align``'s mark of one lead by another)."""
    shared = _said_terms(x) & _said_terms(y)
    return sum(1 for t in shared if not t[:1].isdigit())


@lru_cache(maxsize=4096)
def _said_terms(text: str) -> frozenset[str]:
    return plain_terms(unattributed(text))


# verbs of reacting to what happened: a lead of one tells the event only in passing
_REACTIONS = frozenset("praise welcome hail applaud laud commend celebrate cheer condemn "
                       "criticize criticise denounce decry slam blast lambaste mourn lament "
                       "regret react respond defend oppose".split())


def leads_alike(x: str, y: str, words: int) -> bool:
    """Whether two articles' leads tell one event in the outlets' own words, read for a mark
    (``align``): ``words`` ordinary words in common outside their attributions
    (``lead_words_alike``), no quotation and no negation in either, and no figures or counts
    of their own in each ("six students charged" / "Eight people have been arrested"), neither a
    reaction (``_REACTIONS``) nor a finding or a statement (``tells_finding``, ``has_speaker``),
    the known kind of happening either tells as its main predicate (``fact_of``) told as a
    verb in the other too, and LEAD_CORE_WORDS ordinary words of y's main clause in x."""
    if has_quote(x) or has_quote(y) or lead_words_alike(x, y) < words or \
            _core_shared(y, x) < LEAD_CORE_WORDS:
        return False  # (the cheap tests first: most pairs end here)
    if _negation_in(unattributed(x), unattributed(y)) or \
            any(main_verb(t) in _REACTIONS or _EV["criticize"] in fact_of(t).events
                for t in (x, y)):
        return False  # a reaction tells the event only in passing ("officials praised the
        # Supreme Court's decision to strike down the president's line-item veto power")
    ex, ey = fact_of(x).events, fact_of(y).events
    if (ex and ex.isdisjoint(verb_events(y))) or (ey and ey.isdisjoint(verb_events(x))):
        return False  # a known happening the other does not tell: another of one incident ("Two
        # police officers were wounded when a man opened fire ..." / "Officers returned fire in
        # the council chambers, killing the man.")
    gx, gy = _anchors(x).figures | _counts(x), _anchors(y).figures | _counts(y)
    if gx and gy and not (gx <= gy or gy <= gx):
        return False  # figures or counts of their own in each ("Eight people including three
        # children were injured" / "Eight people, including two children, were injured")
    # a finding or a statement is what it says, which the tests of findings and speech read
    # ("investigators have concluded pilot error caused the crash" is not told by
    # "investigators interviewed the pilots")
    return not any(tells_finding(t) or has_speaker(t) for t in (x, y))


# ordinary words of a lead's main clause (before any comma, relative or time clause) the other
# lead must give: what it says happened, not the background both give ("the judge who sentenced
# a former Stanford athlete ...", "the crash that killed Polish President Lech Kaczynski")
LEAD_CORE_WORDS = 2
_CORE_CUT = re.compile(r",|;|:|\s[-–—]\s|\s(?:who|which|whose|whom|that|where|when|after|before|"
                       r"as|while|because|since)\s", re.I)


def _core_shared(x: str, y: str) -> int:
    """The ordinary words (figures aside) of ``x``'s main clause that ``y`` gives outside its
    closing attribution."""
    return sum(1 for w in _core_terms(x) & _said_terms(y) if not w[:1].isdigit())


@lru_cache(maxsize=4096)
def _core_terms(text: str) -> frozenset[str]:
    t = unattributed(text)
    if _opening(_words(t)[1]) and "," in t:  # its main clause after an opening phrase
        t = t[t.index(",") + 1:]  # ("Despite being in American theaters for less than a
        # month, Furious 7 just grossed a billion dollars ...")
    m = _CORE_CUT.search(t)
    return plain_terms(t[:m.start()] if m else t)


@lru_cache(maxsize=1024)
def _closed_compounds(text: str) -> frozenset[str]:
    """Stems of a sentence's two-word compounds written as one ("case worker": "caseworker",
    "web site": "website"), as another outlet may spell them."""
    words = _PLAIN_WORD.findall(text)
    return frozenset(stem(a + b) for a, b in pairwise(words)
                     if a.isalpha() and b.isalpha() and len(a) > 2 and len(b) > 2)


def same_claim(x: str, y: str) -> bool:
    """Whether two sentences of independent outlets say the same thing, not only name the same
    people and places: they share at least two ordinary words, and at least MIN_CLAIM_SHARE of
    the plainer one's ordinary words and figures. Outlets share names, not wording: two sentences
    that both name "Aryan Nations" and "compound" but say different things about them were
    most of the wrong matches above the similarity threshold."""
    px, py = plain_terms(x), plain_terms(y)
    both = px & py
    words = len([t for t in both if not t[:1].isdigit()])
    if words < 2 or len(both) < MIN_CLAIM_SHARE * min(len(px), len(py)):
        return False
    nx, ny = px & _COUNTS, py & _COUNTS  # "three bombings" / "six bombings", "first" / "second"
    return not (nx and ny and not nx & ny)


# ---------------------------------------------------------------------------------------------
# a support link between independent outlets must be verified, not only similar: the two
# sentences tell the same happening (its predicate), about the same people (the subject's
# name) and with the same figures. Neighbouring facts of one story share most of their words
# ("charged in three bombings" / "wanted for questioning in three bombings"; "Congress
# overturned the vetoes of 38 projects" / "Clinton used his veto to strike out 38 projects").

_TOKEN = re.compile(r"[A-Za-z]\w*+(?:[-'’.]++\w++)*+|\d++(?:[-,.:/]++\d++)*+|,")
_AUX = frozenset("""
is are was were be been being has have had will would could can may might must should shall do
does did to not also never then now already still just reportedly allegedly repeatedly
officially formally finally later earlier again all both each
""".split())
_NO_PREDICATE = frozenset("""
said says say saying told tell tells telling added adds according reported reports asked
quoted noted stated explained announced confirmed claimed described wrote writes insisted
believed believe believes expected estimated thought considered
find finds found show shows showed shown suggest suggests suggested conclude concludes
concluded indicate indicates indicated known called named seen made get got
be been being have has had do does did go going went gone come came take took
""".split())
_DETERMINERS = frozenset("""
a an the his her its their our my your this that these those some any no every each another
other such one two three four five six seven eight nine ten several many few more most
""".split())
_INTRO = frozenset("in on at after before during for with as since by from to under despite "
                   "among amid following like unlike until".split())
_FUNCTION = _DETERMINERS | _AUX | _INTRO | frozenset(
    "he she it they we you i him her them us me and or but that who which of about into "
    "up out down off over".split())
_COPULA_FORMS = frozenset("is are was were".split())
_RELATIVE = frozenset("who whom whose which that where when while after before because if "
                      "as since although though until".split())
# words that open a sentence before its subject ("However, Smith was ..."): no names
_SENTENCE_ADVERBS = frozenset("""
however meanwhile instead elsewhere nevertheless moreover furthermore therefore thus hence
throughout overall nationwide yesterday today tonight earlier later separately additionally
indeed finally ultimately currently previously recently afterward afterwards overnight
fortunately unfortunately specifically surprisingly interestingly ironically notably
importantly sadly luckily thankfully clearly obviously apparently initially originally
eventually similarly likewise consequently accordingly still although though otherwise
""".split())
_NOT_NAMES = frozenset("""
Monday Tuesday Wednesday Thursday Friday Saturday Sunday January February March April May June
July August September October November December Jan Feb Mar Apr Jun Jul Aug Sep Sept Oct Nov
Dec The A An In On At For From By With Of And But Or If When While After Before Since As To He
She It They We I His Her Its Their This That These Those Mr Mrs Ms Dr U.S. US American
President Prime Minister Secretary Sen Rep Gov Gen Judge Justice Chief Officer Police
Across Amid Among Around Along Against Throughout Through Within Without Beyond Behind Upon
Toward Towards Despite During Under Over Inside Outside Near Between Beneath Above Below Via
""".split()) | frozenset(w.capitalize() for w in _SENTENCE_ADVERBS)
_POSSESSIVE = re.compile(r"['’]s?$")  # "Friday's" is "Friday": no name
# a name after a lower-case Arabic particle ("al-Bashir", "el-Sisi", "bin-Talal")
_PARTICLE_NAME = re.compile(r"(?:al|el|ad|as|ash|at|az|ibn|bin|abu)-[A-Z]")
_APPOSED = frozenset("a an the one one-half who whose his her its their".split())


def _apposed(words: list[str], k: int) -> bool:
    """Whether the capitalised word ``k`` opening a sentence is a name set off by an
    apposition or relative clause ("Prodigy, one-half of Mobb Deep, died", "Rudolph, 33,
    is charged", "Hope, who ..."), though an English noun."""
    return k + 2 < len(words) and words[k + 1] == "," and \
        (words[k + 2].lower() in _APPOSED or words[k + 2][:1].isdigit())


_NUMBER_WORDS = frozenset("hundred hundreds thousand thousands million millions billion billions "
                          "dozen dozens percent".split())
# counts that open a sentence ("Three colleges, Yale University, ..."): no names
_NUMERALS = _NUMBER_WORDS | frozenset(
    "one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen "
    "sixteen seventeen eighteen nineteen twenty thirty forty fifty sixty seventy eighty ninety "
    "both several many some".split())


_QUOTED = re.compile(r'"[^"]*(?:"|$)|“[^”]*(?:”|$)')
_SPEECH = frozenset("said says say saying told tell tells telling added adds according asked "
                    "quoted noted stated wrote writes insisted".split())
SHARED_QUOTE_WORDS = 7  # two outlets quoting the same words (this many in a row) tell one thing
_QUOTED_NEGATION = frozenset("not never no nothing nobody none".split())  # (as quoted words
# are read: lower-cased, "don't" as "do", "not")


# a contraction after a letter ("we'll", "don't"): the mark or the "n", then the letter before it
# looked behind (the same matches as "(?<=[a-z])['’](ll|re|ve|m|d)\b|(?<=[a-z])n['’]t\b", whose
# look-behind first is tried at every position; opening on a character class, the engine skips
# to the next "n" or mark)
_CONTRACTION = re.compile(r"[n'’](?:(?<=[a-z]['’])(ll|re|ve|m|d)\b|(?<=[a-z]n)['’]t\b)")
_EXPANDED = {"ll": " will", "re": " are", "ve": " have", "m": " am", "d": " would"}
# "it's", "that's", "there's": "it is" (a "has" they stand for just matches nothing)
_IS_CONTRACTION = re.compile(r"\b([Ii]t|[Tt]hat|[Tt]here|[Hh]ere|[Ww]hat|[Ww]ho|[Hh]e|[Ss]he|"
                             r"[Ww]here)'s\b")


_QUOTE_WORD = re.compile(r"[a-z0-9]+(?:['’][a-z]+)?")
# every byte but a lower-case ASCII letter or digit blanked (``quote_words``, bytes.translate)
_NOT_QUOTE_WORD = bytes(c if chr(c) in "abcdefghijklmnopqrstuvwxyz0123456789" else 32
                        for c in range(256))


def quote_words(quote: str) -> list[str]:
    """The words of a quotation, lower case, contractions written out ("We'll clarify this"
    and "We will clarify this" are one quotation; "can't": "ca not", as "cannot" is not)."""
    low = quote.lower()
    if "’" in low:
        low = low.replace("’", "'")  # one apostrophe, curly or straight ("children’s")
    if "'" in low:
        low = _CONTRACTION.sub(lambda m: _EXPANDED[m.group(1)] if m.group(1) else " not", low)
    elif low.isascii():  # (no mark: every word is a run of letters and digits, split at the
        # rest blanked, at a third of the pattern's cost)
        return low.encode("ascii").translate(_NOT_QUOTE_WORD).decode("ascii").split()
    return _QUOTE_WORD.findall(low)


_STRAIGHT = re.compile(r'"[^"]*(?:"|$)')
# a quotation in single marks ('Barack really thinks ... doesn't like that as much.'), its
# apostrophes inside words; read only where no double marks are
_SINGLE = re.compile(r"(?<![\w'’])[‘'](?=[A-Za-z])((?:[^'‘’]|(?<=\w)['’](?=\w))*?[\w.,!?])"
                     r"['’](?![A-Za-z])")


@lru_cache(maxsize=32768)
def quotations(text: str) -> tuple[str, ...]:
    """The quotations of a sentence, outermost: curly marks read as nested ("“We apologize to
    “Moonlight,” “La La Land” ... for the error”" is one quotation), straight double marks in
    pairs, single marks ('...', ‘...’) where the sentence has no double marks. A quotation
    left open runs to the sentence's end."""
    out: list[str] = []
    if "“" in text or "”" in text:
        depth = start = 0
        for i, ch in enumerate(text):
            if ch == "“":
                if not depth:
                    start = i + 1
                depth += 1
            elif ch == "”" and depth:
                depth -= 1
                if not depth:
                    out.append(text[start:i])
        if depth:
            out.append(text[start:])
    if '"' in text:
        out += _STRAIGHT.findall(text)
    if not out and ("'" in text or "‘" in text):
        out += _SINGLE.findall(text)
    return tuple(out)


def has_quote(text: str) -> bool:
    """Whether a sentence quotes anyone (``quotations``)."""
    if '"' in text or "“" in text:
        return True
    return ("'" in text or "‘" in text) and bool(quotations(text))


@lru_cache(maxsize=32768)
def _paired_runs(text: str, n: int = SHARED_QUOTE_WORDS) -> frozenset[tuple[str, ...]]:
    """Every run of ``n`` words inside a pair of double quotation marks of ``text``, marks
    read in pairs, not nested: the support links' test (``verified``)."""
    out: set[tuple[str, ...]] = set()
    for q in _QUOTED.findall(text):
        w = quote_words(q)
        out.update(tuple(w[i:i + n]) for i in range(len(w) - n + 1))
    return frozenset(out)


def negation_left_out(words: tuple[str, ...] | list[str], covered: list[bool],
                      near: int = 3) -> bool:
    """Whether a quotation's ``covered`` words (those another quotes too) stop short of a "not"
    just after or before them (``near`` words): the other quotes what the statement is about,
    not what it says of it ("the procedures authorized by the line-item veto act are not
    authorized by the Constitution" / "no opinion about the wisdom of the procedures authorized
    by the Line Item Veto Act"). A negation in another clause leaves the shared one whole
    ("I don't know how else to cut it, ... I'm the victor, but I was the victim too")."""
    for j, w in enumerate(words):
        if w in _QUOTED_NEGATION and not covered[j] and \
                any(covered[max(0, j - near):j + near + 1]):
            return True
    return False


def runs_stop_short(text: str, runs: frozenset[tuple[str, ...]], n: int) -> bool:
    """Whether the runs of ``n`` words ``text``'s quotations share with another's (``runs``)
    stop short of a "not" in one of them (``negation_left_out``)."""
    for q in quotations(text):
        w = tuple(quote_words(q))
        covered = _covered(w, runs, n)
        if any(covered) and negation_left_out(w, covered):
            return True
    return False


@lru_cache(maxsize=32768)
def quoted_runs(text: str, n: int = SHARED_QUOTE_WORDS, is_too: bool = False
                ) -> frozenset[tuple[str, ...]]:
    """Every run of ``n`` words inside the quotation marks of ``text`` (``quote_words`` of
    ``quotations``); ``is_too``: "it's", "that's" ... written out as "it is" (one speaker's
    "It's time to go underwater" and "It is time to go underwater")."""
    out: set[tuple[str, ...]] = set()
    for q in quotations(text):
        if is_too and ("'s" in q or "’s" in q):
            q = _IS_CONTRACTION.sub(r"\1 is", q.replace("’", "'"))
        w = quote_words(q)
        out.update(tuple(w[i:i + n]) for i in range(len(w) - n + 1))
    return frozenset(out)


class ClaimParts(NamedTuple):
    predicate: frozenset[str]  # the main predicate's stem (at most one)
    stems: frozenset[str]  # every word's stem (and a verb's lemma's stem)
    names: frozenset[str]
    subject: frozenset[str]  # names before the main predicate
    figures: frozenset[str]


@lru_cache(maxsize=32768)
def claim_parts(text: str) -> ClaimParts:
    """(main predicate, all stems, names, figures) of a sentence, for ``verified``. The main
    predicate is the first verb the sentence asserts outside a relative or subordinate clause:
    a word that can be a verb after an auxiliary or "to" ("is charged", "want to question"),
    a verb-only word ("overturned"), or the first lower-case word after the opening subject
    ("Agents want", "Vasiliades faces"); speech verbs ("said") are no predicate. Names are
    capitalised words (a sentence's first word only when the next is capitalised too or it
    is no English word: "Rodriguez, who ..." but not "Agents want");
    figures, the numbers it gives. Predicates and stems are compared as verb lemmas' stems
    ("wanted" = "want"). Names are read without accents ("José" = "Jose", ``terms.fold``)."""
    text = fold(text)
    toks = _TOKEN.findall(text)
    stems = set(stem_all([t.lower().rstrip(".") for t in toks if t != ","]))
    if '"' in text or "“" in text:  # a quotation's verbs are the speaker's, not the claim's
        text = _QUOTED.sub(" , ", text)
        toks = _TOKEN.findall(text)
    preds: list[str] = []
    frames: list[str] = []
    clause = False
    names: set[str] = set()
    subject: set[str] = set()  # names before the main predicate, outside an opening phrase
    order: list[str] = []  # the subject's names in order (for its acronym, "#is")
    intro = bool(toks) and toks[0].lower() in _INTRO
    copula = False  # the main clause's verb is "is" / "was" ...
    complement = False  # ... and a relative clause in what follows it has closed
    opening = True  # still in the sentence's opening noun phrase
    aside = False  # inside an apposition after the subject ("Rudolph, a carpenter, ...")
    for k, t in enumerate(toks):
        low = t.lower()
        if t == ",":
            if opening and intro:
                intro = False
                continue  # "In February, Congress ...": the subject comes next
            aside = opening and not aside and k > 0
            continue
        if t[:1].isupper():
            if (k > 0 or (k + 1 < len(toks) and toks[k + 1][:1].isupper()) or
                    _name_alone(t)) and \
                    t not in _NOT_NAMES and len(t) > 1 and (k > 0 or low not in _NUMERALS):
                name = _POSSESSIVE.sub("", t.rstrip(".")).lower()  # "Napster's"
                names.add(name)
                if not preds and not intro and not aside and not clause:
                    subject.add(name)
                    order.append(name)
            elif k == 0 and low.endswith("ed"):
                verb, noun, lemma = word_classes(low)
                if verb and not noun:  # "Killed were Kennedy, his wife and her sister."
                    preds.append(stem(lemma))
                    opening = False
            continue
        if not t[:1].isalpha():
            continue
        can_verb, can_noun, lemma = word_classes(low)
        if can_verb:
            stems.add(stem(lemma))
        if aside or intro:
            continue  # an apposition or the opening phrase ("For the first time since ...,")
        was_opening = opening
        if low in _RELATIVE:
            clause, opening = True, False
            continue
        if low in _COPULA_FORMS and not clause and not preds and not intro:
            copula = True
        if low in _AUX or low in _NO_PREDICATE or not can_verb:
            if low in _NO_PREDICATE and can_verb and low not in _SPEECH and not clause:
                frames.append(stem(lemma))  # "was first reported by": if nothing else
            if low in _DETERMINERS or low in ("of", "and"):
                continue
            opening = opening and not can_verb
            continue
        nxt = toks[k + 1] if k + 1 < len(toks) else ""
        if was_opening and can_noun and nxt[:1].isalpha() and nxt[:1].islower() and \
                nxt not in _FUNCTION and not nxt.endswith("ly"):
            continue  # "The software program allows", "A police official said": a noun
        opening = False
        prev = toks[k - 1].lower() if k else ""
        prev2 = toks[k - 2].lower() if k > 1 else ""
        if prev in _DETERMINERS or prev in _INTRO or prev in _NUMBER_WORDS or \
                prev[:1].isdigit() or (prev[:1].isalpha() and only_adjective(prev)):
            continue  # "On board", "the practice", "4 million people", "A new study"
        nxt = toks[k + 1] if k + 1 < len(toks) else ""
        verb = (prev in _AUX and prev not in ("all", "both", "each")) or \
            (prev.endswith("ly") and prev2 in _AUX) or \
            (not can_noun and prev not in _DETERMINERS) or \
            (was_opening and k > 0 and (nxt.lower() in _FUNCTION or nxt[:1].isupper() or
                                        nxt[:1].isdigit() or nxt.endswith("ly")) and
             not (can_noun and nxt.lower() in _AUX and nxt.lower() != "to"))
        if verb and not clause and not (copula and complement):
            preds.append(stem(lemma))
        if verb and clause:
            clause = False  # the clause's own verb: what follows is the main clause again,
            complement = copula  # unless that was a copula's, whose complement the clause
            # is in ("The statement ... was in response to a Washington Post story that
            # intelligence agencies have identified individuals ... who provided WikiLeaks
            # with thousands of hacked emails": no main predicate "hacked")
    figures = frozenset(t.replace(",", "") for t in toks if t[:1].isdigit())
    if len(order) >= 2:  # "Islamic State" is also "IS", "ISIS"
        subject.add("#" + "".join(w[0] for w in order))
    return ClaimParts(frozenset(preds[:1] or frames[:1]), frozenset(stems), frozenset(names),
                      frozenset(subject), figures)


# Predicates news tells in other words; one group is one predicate.
_SAME_PREDICATE = [frozenset(stem(w) for w in g.split()) for g in (
    "kill killed die died dead death deaths",
    "acknowledge acknowledged confirm confirmed admit admitted concede conceded",
    "defeat defeated beat rout routed",
    "arrest arrested detain detained custody held",
    "injure injured wound wounded hurt",
    "resign resigned quit",
    "approve approved endorse endorsed pass passed",
    "sue sued lawsuit suit",
    "accuse accused allege alleged",
    "charge charged indict indicted",
    "find found discover discovered unearth unearthed",
    "announce announced unveil unveiled",
    "plan planned intend intended",
    "fire fired dismiss dismissed sack sacked oust ousted",
    "crash crashed plunge plunged",
    "withdraw withdrew withdrawn retreat retreated expel expelled",
    "hand handed give gave given distribute distributed",
    "reach reached cross crossed top topped surpass surpassed",
    "release released free freed",
    "kidnap kidnapped abduct abducted",
    "buy bought acquire acquired purchase purchased",
    "cancel cancelled canceled scrap scrapped",
    "delete deleted remove removed eliminate eliminated cut",
    "establish established create created form formed",
)]
_SAME = {w: g for g in _SAME_PREDICATE for w in g}
# a hedge read as the predicate when the sentence asserts no other ("97 million adults are
# considered overweight"): the other outlet tells the same figures without the hedge
_HEDGES = frozenset(stem(w) for w in "consider believe estimate think".split())
# "X promised an inquiry" = "X said an inquiry would examine ..."
_COMMISSIVE = frozenset(stem(w) for w in "promise promised pledge pledged vow vowed".split())
_WOULD = re.compile(r"\b(?:said|says|told|announced)\b[^.;]{0,80}\b(?:would|will)\b")


def _told(pred: frozenset[str], stems: frozenset[str], text: str) -> bool:
    """Whether the predicate ``pred`` (of one sentence) is told in ``text`` (stems ``stems``):
    the same stem, one of its group (``_SAME_PREDICATE``), or a promise as a "said ...
    would"."""
    if pred & stems:
        return True
    if any(p in _SAME and _SAME[p] & stems for p in pred):
        return True
    return bool(pred & _COMMISSIVE) and _WOULD.search(text) is not None


CLOSE_WITHOUT_PREDICATE = 0.8  # a sentence with no predicate found: this close, or the other's


def verified(x: str, y: str, similarity: float = 0.0) -> bool:
    """Whether ``y`` (another outlet's sentence, already similar) reports what ``x`` says: the
    same quotation (SHARED_QUOTE_WORDS words in a row), or: x's main predicate is in y (by
    stem: "want to question" / "wanted for questioning", not "charged"), y names whom x is
    about (x's names before its predicate, or their initials: "Islamic State" / "Isis") when
    y names anyone, and they give no figures that all differ (nor none when x gives one,
    unless near-copies). When x has no predicate found ("On board were ..."), only
    near-copies stand (``similarity``, cosine, at least CLOSE_WITHOUT_PREDICATE). Links
    between one outlet's updates of its story are verified too unless near-copies
    (DUPLICATE_THRESHOLD); another outlet's edit of wire copy is not. Precision
    first: a missing mark is better than a wrong one."""
    if ('"' in x or "“" in x) and ('"' in y or "“" in y) and \
            (shared := _paired_runs(x) & _paired_runs(y)) and \
            not runs_stop_short(x, shared, SHARED_QUOTE_WORDS) and \
            not runs_stop_short(y, shared, SHARED_QUOTE_WORDS):
        return True  # the same quotation: the same statement (not when one says "not" of the
        # words both quote: ``negation_left_out``)
    px, _, _, jx, fx = claim_parts(x)
    _, sy, ny, _, fy = claim_parts(y)
    if px and not _told(px, sy, y) and not (px <= _HEDGES and fx and fx <= fy):
        return False  # the other does not tell what this one asserts
    if not px and similarity < CLOSE_WITHOUT_PREDICATE:
        return False  # no predicate found here: only near-copies stand
    if jx and ny and not jx & ny and not any(
            a[0] == "#" and len(n) <= 5 and n.startswith(a[1:]) for a in jx for n in ny):
        return False  # about someone else: "Rodriguez was charged" / "Vasiliades faces"
    if fx and not fy and similarity < CLOSE_WITHOUT_PREDICATE:
        return False  # "In a 6-3 decision, the high court ruled": the other gives no figure
    if fx and fy and not fx & fy:
        return False
    gx = frozenset(map(_canon, governed(x, px)))
    gy = frozenset(map(_canon, governed(y, px))) if gx else frozenset()
    # "allows users to search and download" / "allows them to store and catalog": another
    # action, unless either sentence also tells the other's ("planned to drop her off" /
    # "was flying to drop her off, after which he planned to fly on")
    return not (gx and gy and not gx & gy and not gx <= _stems(y) and not gy <= _stems(x))


def _canon(st: str) -> str:
    """One stem for a ``_SAME_PREDICATE`` group's words (the stem itself outside them)."""
    return min(_SAME[st]) if st in _SAME else st


def _stems(text: str) -> frozenset[str]:
    return frozenset(map(_canon, claim_parts(_phrased(text)).stems))


# phrasal verbs news writes for a one-word verb, for the governed actions
_PHRASES = [(re.compile(p, re.I), r) for p, r in (
    (r"\b(?:strike|strikes|striking|struck)\s+out\b", "delete"),
    (r"\b(?:cross|crossed|crosses)\s+out\b", "delete"),
    (r"\b(?:pull|pulled|pulling|pulls)\s+(?:out|back)\b", "withdraw"),
    (r"\b(?:hand|handed|handing|hands|give|gave|giving|gives)\s+out\b", "distribute"),
    (r"\b(?:set|sets|setting)\s+up\b", "establish"),
    (r"\b(?:call|called|calling|calls)\s+off\b", "cancel"),
)]


def _phrased(text: str) -> str:
    if " out" in text or " off" in text or " up" in text or " back" in text:
        for pattern, repl in _PHRASES:
            text = pattern.sub(repl, text)
    return text


GOVERNED_WINDOW = 6  # tokens after the predicate in which its "to" + verb is looked for


@lru_cache(maxsize=32768)
def governed(text: str, predicate: frozenset[str]) -> frozenset[str]:
    """The verbs the first word of ``predicate`` (a predicate's stems, or their
    ``_SAME_PREDICATE`` group) in ``text`` governs: "allows Internet users *to search* for and
    *download* music", "authorizes the president *to enact*, *to amend* ...". Empty when the
    predicate is not found or governs no verb (outside quotations)."""
    if not predicate:
        return frozenset()
    group = set(predicate)
    for p in predicate:
        group |= _SAME.get(p, frozenset())
    text = _phrased(text)
    if '"' in text or "“" in text:
        text = _QUOTED.sub(" , ", text)
    toks = [t.lower() for t in _TOKEN.findall(text)]
    for k, t in enumerate(toks):
        if not t[:1].isalpha():
            continue
        verb, _, lemma = word_classes(t)
        if stem(t) not in group and not (verb and stem(lemma) in group):
            continue
        out: set[str] = set()
        end = min(len(toks), k + 1 + GOVERNED_WINDOW)
        m = k + 1
        while m < end:
            w = toks[m]
            if w in (";", ":") or (w in _RELATIVE and w != "that" and not out):
                break
            if w == "to" and m + 1 < len(toks) and toks[m + 1][:1].isalpha() and \
                    toks[m + 1] not in _FUNCTION:
                v, _, lem = word_classes(toks[m + 1])
                if v:
                    out.add(stem(lem))
                    end = min(len(toks), m + 2 + GOVERNED_WINDOW)  # "to search for and download"
                    m += 2
                    continue
            if out and w in ("and", "or") and m + 1 < len(toks):
                v, _, lem = word_classes(toks[m + 1])
                if v and toks[m + 1] not in _FUNCTION and toks[m + 1] != "to":
                    out.add(stem(lem))
            m += 1
        return frozenset(out)
    return frozenset()


# ---------------------------------------------------------------------------------------------
# one fact in other words: a brief sentence and another outlet's sentence that say the same
# thing with a different main verb and few shared words ("the Supreme Court struck down the
# line-item veto" / "declared the line-item veto unconstitutional"; a jury "awarded $6.3
# million against" / "ordered to pay $6.3 million"). Word overlap is no evidence at that
# distance (neighbouring facts of one story share most of their words): the judgement rests on
# a main predicate that is a known kind of happening, told in the other sentence in any of
# news's words for it, neither negated nor only planned or possible in one of them alone
# ("will vote" is not "voted"), and on anchors that must agree (the subject's names, the
# figures, the weekdays, what the predicate acts on).

# one kind of happening a line: the verbs news uses for it (general English, not a story's)
_EVENT_WORDS = [frozenset(stem(w) for w in g.split()) for g in (
    "invalidate invalidated overturn overturned nullify nullified annul annulled void voided "
    "quash quashed",
    "kill killed slay slew slain murder murdered assassinate assassinated",
    "die died dead",
    "shoot shot",
    "injure injured wound wounded hurt",
    "charge charged indict indicted",
    "convict convicted",
    "acquit acquitted",
    "sentence sentenced imprison imprisoned jail jailed",
    "award awarded",
    "arrest arrested detain detained apprehend apprehended",
    "resign resigned quit",
    "approve approved pass passed adopt adopted ratify ratified",
    "reject rejected",
    "sue sued",
    "acquire acquired buy bought purchase purchased",
    "withdraw withdrew withdrawn retreat retreated",
    "elect elected",
    "ban banned prohibit prohibited outlaw outlawed",
    "release released free freed",
    "kidnap kidnapped abduct abducted",
    "cancel cancelled canceled scrap scrapped",
    "admit admitted acknowledge acknowledged concede conceded",
    "surpass surpassed top topped cross crossed",
    "evacuate evacuated",
    "crash crashed",
    "explode exploded blew",
    "erupt erupted",
    "collapse collapsed",
    "rescue rescued",
    "fire fired dismiss dismissed sack sacked oust ousted",
    "deport deported",
    "execute executed",
    "marry married wed",
    "birth",
    "blame blamed",
    "list listed",
    "truce",
    # the kinds of happening news tells most (general English, a kind's verbs alike)
    "attack attacked assault assaulted",
    "raid raided stormed",
    "hospitalize hospitalized hospitalise hospitalised",
    "flee fled escape escaped",
    "seize seized confiscate confiscated",
    "appoint appointed hire hired",
    "rise rose risen climb climbed soar soared surge surged",
    "raise raised increase increased hike hiked boost boosted",
    "fall fell fallen plunge plunged plummet plummeted tumble tumbled slump slumped",
    "reduce reduced slash slashed decrease decreased lower lowered",
    "end ended halt halted terminate terminated",
    "defeat defeated rout routed",
    "investigate investigated probe probed",
    "scrutinize scrutinized scrutinise scrutinised scrutiny",
    "surrender surrendered",
    "endorse endorsed",
    "disappear disappeared vanish vanished",
    "criticize criticized criticise criticised blast blasted slam slammed lambaste lambasted "
    "rebuke rebuked berate berated denounce denounced condemn condemned decry decried assail "
    "assailed castigate castigated excoriate excoriated",
    # a deal reached: told only by its phrases ("reached a deal", "a deal has been agreed")
    "pact",
    "identify identified identifies",
    "depart departed leave left",
    "praise praised laud lauded commend commended applaud applauded",
    "search searched hunt hunted scour scoured",
    "sanction sanctioned",
    "topple toppled",
    "stab stabbed",
)]
_EVENT = {w: f"#{k}" for k, g in enumerate(_EVENT_WORDS) for w in g}
_EV = {name: _EVENT[stem(name)] for name in (
    "invalidate", "kill", "die", "shoot", "charge", "convict", "acquit", "sentence", "award",
    "arrest", "resign", "approve", "withdraw", "release", "explode", "birth", "blame", "list",
    "sue", "truce", "hospitalize", "end", "investigate", "arrest", "attack", "scrutinize",
    "surrender", "flee", "disappear", "criticize", "pact", "kidnap", "raid", "endorse", "ban",
    "identify", "depart", "rescue", "search", "sanction", "topple")}
# the words between a verb and the noun of its happening ("announced an open-ended
# cease-fire"), none of which makes it another happening ("announced the end of its truce")
_BETWEEN = r"(?:(?!(?:end|ending|ended|collapse|breach|violation|violations|break|breaking|" \
    r"extension|extend|extending|resumption|renewal|offer|proposal|call|calls|talks?|plans?|" \
    r"hopes?|possibility|prospects?|rumou?rs?|reports?)\b)[\w'’-]+" \
    r"(?:,(?=\s+(?!(?:and|but|or|which|who|that|when|after|as)\b)))?\s+){0,4}?"
# (adjectives in a row may be set off by commas: "began an open-ended, unconditional
# cease-fire")
_UNDER = r"\b(?:is|are|was|were|be|been|being|remains?|remained|stays?|stayed|comes?|came|" \
    r"coming|falls?|fell|fallen|placed|put)\s+(?:now\s+|still\s+|also\s+|formally\s+)?" \
    r"under\s+(?:(?!(?:no|not)\b)[\w'’.-]+\s+){0,2}?"
# the words between a light verb and the noun of its happening ("made two arrests"), none a
# negation ("made no arrests")
_LIGHT_BETWEEN = r"(?:(?!(?:no|not|any|never|without)\b)[\w'’-]+\s+){0,3}?"
# the phrases news writes for one of those happenings: (pattern, event); the event is told at
# the phrase's first word
_EVENT_PHRASES = [(re.compile(p, re.I), _EV[e]) for p, e in (
    (r"\b(?:str(?:ike|ikes|uck|iking))\s+down\b", "invalidate"),
    (r"\b(?:thr(?:ow|ew|own|owing|ows))\s+out\b", "invalidate"),
    (r"\b(?:declar|rul|found|find|hold|held)\w*\b(?:\s+[\w'’-]+){0,6}?\s+unconstitutional\b",
     "invalidate"),
    (r"\b(?:shot|gunned|gun|guns|gunning)\s+(?:\w+\s+){0,3}?(?:dead|down)\b", "kill"),
    (r"\bshot\s+and\s+killed\b", "kill"),
    # "has claimed nearly 800 lives", "costing 12 lives"; "left 30 people dead"
    (r"\b(?:claim|claims|claimed|claiming|cost|costs|costing)\s+(?:(?:the\s+)?[\w,'’-]+\s+)"
     r"{0,3}?lives\b", "kill"),
    (r"\b(?:left|leave|leaves|leaving)\s+(?:[\w,'’-]+\s+){0,3}?(?:people\s+|persons\s+)?"
     r"dead\b", "kill"),
    (r"\b(?:open|opens|opened|opening)\s+fire\b", "shoot"),
    # "shots rang out", "gunfire erupted (broke out)": someone shot
    (r"\b(?:shots?|gunshots?|gunfire)\s+(?:rang|rings|ring|ringing|erupted|erupts|"
     r"broke|breaks)\s+out\b|\b(?:gunfire|shooting)\s+(?:erupted|erupts)\b", "shoot"),
    (r"\bfired\s+(?:shots\s+)?(?:on|at|into)\b", "shoot"),
    (r"\b(?:pass|passes|passed|passing)\s+away\b", "die"),
    # "was thrown to his death by his brother" / "tossed his brother to his death": a killing;
    # "fell (plunged, jumped) to her death": a death
    (r"\b(?:thr(?:ow|ew|own|owing|ows)|toss(?:ed|es|ing)?|push(?:ed|es|ing)?|"
     r"shov(?:e|ed|es|ing)|hurl(?:ed|s|ing)?|beat(?:en|s|ing)?|stab(?:bed|s|bing)?|"
     r"crush(?:ed|es|ing)?)\s+(?:[\w'’-]+\s+){0,4}?to\s+(?:his|her|their|its)\s+deaths?\b",
     "kill"),
    (r"\b(?:fell|falls?|falling|plunged?|plunges|plunging|jumped|jumps?|jumping|leapt|leaped|"
     r"leaps?|leaping)\s+(?:[\w'’-]+\s+){0,5}?to\s+(?:his|her|their|its)\s+deaths?\b", "die"),
    # a death told by a copula: "X is dead", "was found dead" (not "dead set against", "a dead
    # end", "shot dead": a killing)
    (r"\b(?:is|are|was|were|been)\s+(?:now\s+|found\s+|confirmed\s+|reported\s+|pronounced\s+)?"
     r"dead\b(?!\s+(?:set|end|ends|heat|last|wrong|serious|center|centre|even|ahead|on|"
     r"against)\b)", "die"),
    # a state its subject is put in: "is under scrutiny by the FBI" / "has come under FBI
    # scrutiny"; "remains under investigation"; "was placed under arrest": the subject is
    # the one acted on (as a passive's)
    (_UNDER + r"(?:investigation|probe)\b", "investigate"),
    (_UNDER + r"scrutiny\b", "scrutinize"),
    (_UNDER + r"arrest\b", "arrest"),
    (_UNDER + r"attack\b", "attack"),
    (r"\b(?:face|faces|faced|facing)\s+(?:\w+\s+){0,3}?(?:charges?|counts?\s+of)\b",
     "charge"),
    # "was arraigned Wednesday on charges of child luring" = "was charged Wednesday with"
    (r"\barraigned\s+(?:\w+\s+){0,3}?on\s+(?:\w+\s+){0,3}?(?:charges?|counts?)\b", "charge"),
    (r"\b(?:found|find|finds)\s+(?:\w+\s+){0,2}?guilty\b", "convict"),
    (r"\b(?:found|find|finds)\s+(?:\w+\s+){0,2}?not\s+guilty\b", "acquit"),
    (r"\b(?:order|orders|ordered|ordering)\s+(?:[\w'’-]+\s+){0,6}?to\s+pay\b", "award"),
    (r"\b(?:sent|sends|send)\s+(?:\w+\s+){0,3}?to\s+(?:prison|jail)\b", "sentence"),
    (r"\b(?:taken|took|take)\s+into\s+custody\b", "arrest"),
    (r"\bbooked\s+(?:into|in|at)\s+(?:the\s+)?(?:[\w'’-]+\s+){0,3}?(?:jail|custody)\b",
     "arrest"),
    (r"\b(?:step|steps|stepped|stepping)\s+down\b", "resign"),
    (r"\b(?:turn|turns|turned|turning)\s+(?:himself|herself|themselves)\s+in\b", "surrender"),
    (r"\b(?:vote|votes|voted|voting)\s+(?:to\s+)?(?:approve|for|in\s+favou?r\s+of)\b",
     "approve"),
    (r"\b(?:push|pushed|pushes|muscled?|muscles|rammed|rams?|steered|steers?|forced|forces?)"
     r"\s+(?:[\w'’-]+\s+){1,5}?through\b(?!\s+(?:the\s+)?(?:crowd|window|door|wall|streets?))",
     "approve"),
    (r"\b(?:pull|pulls|pulled|pulling)\s+(?:out|back)\b", "withdraw"),
    (r"\b(?:forc|driv|push)\w*\s+(?:\w+\s+){0,2}?(?:out|to\s+withdraw|to\s+retreat)\b",
     "withdraw"),
    (r"\b(?:set|sets|setting)\s+(?:\w+\s+)?free\b", "release"),
    (r"\b(?:blew|blown|blow|blows)\s+up\b", "explode"),
    (r"\b(?:gave|give|gives|given|giving)\s+birth\b", "birth"),
    (r"\b(?:welcomed?|welcomes|welcoming)\s+(?:\w+\s+){0,3}?(?:baby|son|daughter|child|twins)\b",
     "birth"),
    (r"\b(?:gave|give|gives|given|giving|cited?|cites|citing)\s+(?:\w+\s+){0,3}?reasons?\b",
     "blame"),
    (r"\b(?:is|are|was|were|becomes?|became|remains?|remained)\s+(?:now\s+|still\s+)?"
     r"(?:the|a)\s+(?:\w+\s+)?reasons?\b", "blame"),
    # on a list: "remains on the FBI's list of the 10 most-wanted", "is on the FBI's Ten Most
    # Wanted List", "was placed (added, put) on its most wanted list"
    (r"\b(?:is|are|was|were|remains?|remained|stays?|stayed)\s+(?:still\s+)?on\s+"
     r"(?:[\w'’.-]+\s+){0,6}?list\b", "list"),
    (r"\b(?:placed|added|put)\s+(?:[\w'’.-]+\s+){0,3}?(?:on|to)\s+(?:[\w'’.-]+\s+){0,6}?"
     r"list\b", "list"),
    # a happening told by its noun after a verb that starts it: "filed a lawsuit against" =
    # "sued"; "announced (declared, called, began observing) an open-ended cease-fire"
    (r"\b(?:file|files|filed|filing|bring|brings|brought|bringing|launch|launched|launches|"
     r"launching)\s+" + _BETWEEN + r"(?:law)?suits?\b(?!\s+(?:of|and)\b)", "sue"),
    (r"\b(?:announc(?:e|es|ed|ing)|declar(?:e|es|ed|ing)|call(?:ed|ing)?(?!\s+off)|"
     r"beg(?:in|ins|an|un)|start(?:s|ed)?|initiat(?:e|es|ed)|observ(?:e|es|ed|ing)|"
     r"agree(?:s|d)?\s+to|ordered)\s+" + _BETWEEN +
     r"(?:cease-?fire|truce)s?\b", "truce"),
    # "was rushed to a hospital", "remains in intensive care" = "was hospitalized"
    (r"\b(?:admitted|taken|rushed|airlifted|flown|brought)\s+to\s+(?:a\s+|the\s+)?"
     r"(?:[\w'’-]+\s+){0,3}?hospital\b", "hospitalize"),
    (r"\b(?:is|are|was|were|remains?|remained)\s+(?:still\s+)?(?:in\s+)?(?:(?:critical|"
     r"serious|stable|fair|grave)\s+condition\s+)?in\s+(?:a\s+|the\s+)?(?:intensive\s+care|"
     r"hospital)\b", "hospitalize"),
    (r"\b(?:cut|cuts|cutting)\s+off\b", "end"),
    # "laid into his father", "lashed out at the council" = criticized
    (r"\b(?:laid|lays|laying)\s+into\b|\blash(?:ed|es|ing)?\s+out\s+(?:at|against)\b",
     "criticize"),
    # "went (has gone) missing", "was reported missing" = disappeared
    (r"\b(?:go|goes|went|gone|going)\s+missing\b|\b(?:is|are|was|were|been|being)\s+"
     r"reported\s+missing\b", "disappear"),
    # a fugitive's state: "has been on the run since ...", "has been a fugitive since ...",
    # "remains in hiding" = fled (the subject is the one who fled)
    (r"\b(?:is|are|was|were|been|remains?|remained|stays?|stayed)\s+(?:still\s+)?"
     r"(?:on\s+the\s+run|a\s+fugitive|in\s+hiding)\b", "flee"),
    (r"\b(?:launch|launched|launches|launching|open|opened|opens|opening|begin|began|begun|"
     r"start|started|starts)\s+" + _BETWEEN + r"(?:investigation|probe|inquiry)\b",
     "investigate"),
    # a deal reached: "reached (struck, sealed, agreed on, converged on, approved) a deal
    # (an accord, agreement, pact)"; "A deal ... has been agreed (reached, approved)"
    (r"\b(?:reach(?:es|ed|ing)?|str(?:ike|ikes|uck|iking)|seal(?:s|ed|ing)?|"
     r"clinch(?:es|ed|ing)?|agree(?:s|d|ing)?\s+(?:on|to)|converg(?:e|es|ed|ing)\s+on|"
     r"hammer(?:s|ed|ing)?\s+out|approv(?:e|es|ed|ing)|adopt(?:s|ed|ing)?)\s+" + _BETWEEN +
     r"(?:deal|accord|agreement|pact)s?\b", "pact"),
    (r"\b(?:deal|accord|agreement|pact)\b[^,;.:]{0,100}?\b(?:has|have|had|was|were|is|are)\s+"
     r"(?:now\s+|finally\s+)?(?:been\s+)?(?:agreed|reached|struck|sealed|clinched|approved|"
     r"adopted)\b", "pact"),
    # a happening told by its noun after a light verb: "made two arrests" = "arrested",
    # "carried out (launched, staged) an attack" = "attacked", "tendered his resignation" =
    # "resigned", "took (held) them hostage" = "kidnapped", "gave acupuncture a qualified
    # endorsement" = "endorsed", "imposed a ban" = "banned", "filed charges" = "charged"; no
    # negation between the two ("made no arrests")
    (r"\b(?:made|make|makes|making)\s+" + _LIGHT_BETWEEN + r"arrests?\b", "arrest"),
    (r"\b(?:carr(?:y|ies|ied|ying)\s+out|launch(?:es|ed|ing)?|stag(?:e|es|ed|ing)|"
     r"mount(?:s|ed|ing)?|conduct(?:s|ed|ing)?)\s+" + _LIGHT_BETWEEN +
     r"(?:attacks?|assaults?)\b(?!\s+(?:on|against)\s+(?:his|her|their)\s+"
     r"(?:record|character|policies|policy|views?|critics?)\b)", "attack"),
    (r"\b(?:carr(?:y|ies|ied|ying)\s+out|launch(?:es|ed|ing)?|stag(?:e|es|ed|ing)|"
     r"conduct(?:s|ed|ing)?)\s+" + _LIGHT_BETWEEN + r"raids?\b", "raid"),
    (r"\b(?:carr(?:y|ies|ied|ying)\s+out|launch(?:es|ed|ing)?|mount(?:s|ed|ing)?|"
     r"conduct(?:s|ed|ing)?|perform(?:s|ed|ing)?)\s+(?:(?!(?:no|not|any|never|without|to|"
     r"and)\b)[\w'’-]+\s+){0,3}?rescues?\b",
     "rescue"),
    (r"\b(?:tender(?:s|ed|ing)?|submit(?:s|ted|ting)?|hand(?:s|ed|ing)?\s+in|"
     r"announc(?:e|es|ed|ing))\s+(?:his|her|their)\s+resignations?\b", "resign"),
    (r"\b(?:t(?:ake|akes|ook|aken|aking)|h(?:old|olds|eld|olding))\s+" + _LIGHT_BETWEEN +
     r"hostages?\b", "kidnap"),
    (r"\b(?:g(?:ave|ive|ives|iven|iving))\s+" + _LIGHT_BETWEEN + r"(?:a|an|its|his|her|their)\s+"
     r"(?:[\w'’-]+\s+)?endorsement\b", "endorse"),
    (r"\b(?:impos(?:e|es|ed|ing)|issu(?:e|es|ed|ing)|slap(?:s|ped|ping)?)\s+" + _LIGHT_BETWEEN +
     r"bans?\s+(?:on|against)\b", "ban"),
    (r"\b(?:fil(?:e|es|ed|ing)|br(?:ing|ings|ought|inging)|press(?:es|ed|ing)?|"
     r"lodg(?:e|es|ed|ing))\s+" + _LIGHT_BETWEEN + r"charges?\s+against\b", "charge"),
    # "issued (returned, handed up) six indictments against Johnson" = "indicted him"
    (r"\b(?:issu(?:e|es|ed|ing)|return(?:s|ed|ing)?|hand(?:s|ed|ing)?\s+(?:up|down)|"
     r"br(?:ing|ings|ought|inging))\s+" + _LIGHT_BETWEEN + r"indictments?\s+against\b",
     "charge"),
    # "confirmed (released, provided, revealed) the identities of the two bodies as ..." =
    # "identified the two bodies as ..."
    (r"\b(?:confirm(?:s|ed|ing)?|releas(?:e|es|ed|ing)|provid(?:e|es|ed|ing)|"
     r"reveal(?:s|ed|ing)?|disclos(?:e|es|ed|ing))\s+" + _LIGHT_BETWEEN +
     r"identit(?:y|ies)\b", "identify"),
    # "started (launched, are conducting) a massive search" = "searched"; not "called off"
    (r"\b(?:st(?:art|arts|arted|arting)|beg(?:in|ins|an|un|inning)|launch(?:es|ed|ing)?|"
     r"conduct(?:s|ed|ing)?|mount(?:s|ed|ing)?|resum(?:e|es|ed|ing)|"
     r"intensif(?:y|ies|ied|ying)|expand(?:s|ed|ing)?)\s+" + _LIGHT_BETWEEN +
     r"(?-i:searche?s?|manhunts?)\b", "search"),
    # "flew out of South Africa on Monday" = "left the country Monday"
    (r"\b(?:fl(?:y|ies|ew|own|ying))\s+out\s+of\b", "depart"),
    # "announced new sanctions against Moscow" = "imposed (slapped, levied) sanctions on";
    # not their easing, lifting, end, threat or plan ("announced the lifting of sanctions")
    (r"\b(?:announc(?:e|es|ed|ing)|impos(?:e|es|ed|ing)|slap(?:s|ped|ping)?|lev(?:y|ies|ied|"
     r"ying)|unveil(?:s|ed|ing)?|expand(?:s|ed|ing)?|widen(?:s|ed|ing)?|tighten(?:s|ed|ing)?)\s+"
     r"(?:(?!(?:no|not|any|never|without|end|ending|easing|eased|lifting|lifted|relief|removal|"
     r"waivers?|suspension|threats?|threatened|possible|possibility|plans?|proposals?|"
     r"proposed)\b)[\w'’-]+\s+){0,3}?sanctions\b", "sanction"),
    # "knocking over (down) a 300-pound security robot" = "was punched to the ground"
    (r"\bknock(?:s|ed|ing)?\s+(?:[\w'’-]+\s+){0,4}?(?:over|down)\b(?!\s+(?:on|by)\b)|"
     r"\b(?:punch|push|shov|throw|thrown|threw|knock)(?:e|es|ed|ing|s)?\s+to\s+the\s+ground\b",
     "topple"),
)]
# a cheap first look: a sentence with none of these words tells none of the happenings above
# (the event verbs' stems, then the phrases' words)
_PHRASE_WORDS = ("strike", "strikes", "struck", "striking", "throw", "threw", "thrown",
                 "unconstitutional", "gunned", "gun", "guns", "gunning", "dead", "fire",
                 "fired", "away", "face", "faces", "faced", "facing", "guilty", "pay",
                 "prison", "jail", "custody", "counts", "booked", "step", "steps", "stepped",
                 "stepping", "shots", "gunshot", "gunshots", "gunfire", "shooting",
                 "through", "pull", "pulls", "pulled", "pulling", "forced", "forces",
                 "driven", "drove", "pushed", "free", "blew", "blown", "birth", "baby", "lives",
                 "list", "lawsuit", "lawsuits", "suit", "suits", "cease-fire", "ceasefire",
                 "truce", "cease-fires", "ceasefires", "truces", "hospital", "care", "off",
                 "investigation", "inquiry", "scrutiny", "death", "deaths", "arraigned",
                 "turned", "laid", "lays", "laying", "lash", "lashed", "lashes", "lashing",
                 "reason", "reasons", "out", "down", "up", "vote", "votes", "voted",
                 "hostage", "hostages", "identity", "identities", "missing",
                 "deal", "deals", "accord", "accords", "agreement", "agreements", "pacts",
                 "voting", "run", "fugitive", "hiding", "fly", "flies", "flew", "flown",
                 "flying", "indictment", "indictments", "searches", "manhunt", "manhunts",
                 "sanctions", "knock", "knocks", "knocked", "knocking", "ground")
_HINT = re.compile(r"\b(?:" + trie_pattern(sorted({st for g in _EVENT_WORDS for st in g})) +
                   r"|" + trie_pattern(sorted(_PHRASE_WORDS)) + r")", re.I)
_HINT_LOWER = re.compile(_HINT.pattern)  # (its words are lower-case) on lower-cased ASCII text
# happenings that act on nothing: what follows them is when and where ("died Tuesday" /
# "died in Las Vegas"), which the figures and weekdays already compare
_INTRANSITIVE = frozenset(_EVENT[stem(w)] for w in
                          "die resign crash explode erupt collapse retreat disappear pact".split())
# happenings told as a state of their subject ("remains on the FBI's most wanted list"): the
# subject is the one acted on, as a passive's
_STATES = frozenset({_EV["list"]})
_FACES = frozenset("face faces faced facing".split())
_STATE_VERBS = frozenset("is are was were remain remains remained stay stays stayed".split())
_NEGATION = frozenset("not n't never no neither nor without denied deny denies refused refuse "
                      "refuses failed fail fails".split())
_MODAL = frozenset("will would may might could should can shall must to plan plans planned "
                   "planning intend intends intended expect expects expected likely unlikely "
                   "want wants wanted seek seeks sought hope hopes hoped aim aims aimed "
                   "threaten threatens threatened propose proposes proposed vow vows vowed "
                   "promise promises promised pledge pledges pledged consider considers "
                   "considering if whether ready".split())
_PRONOUNS = frozenset("he she it they we i you who".split())
_CONTRACTED = frozenset("he she it that there what who where here".split())  # "it's", "he's"
_DAYS = frozenset("monday tuesday wednesday thursday friday saturday sunday".split())
# a word (a letter, its word characters, then inner punctuation each followed by word characters:
# "U.S", "o’Neill's", "co-founder"), a figure, or a clause mark; written without backtracking
# (possessive), the tokens of "[A-Za-z][\w'’.-]*[\w]|[A-Za-z]|\d[\d,.]*\d|\d|[,;:]" at fewer
# instructions a word (as ``_TOKEN``)
_WORD = re.compile(r"[A-Za-z]\w*+(?:[-'’.]++\w++)*+|\d++(?:[,.]++\d++)*+|[,;:]")
MIN_FACT_SHARE = 0.2  # share of the shorter sentence's content words the two share
MIN_FACT_WORDS = 4  # and at least this many
OBJECT_WORDS = 3  # content words after the predicate that name what it acts on
DETAIL_WORDS = 6  # content words after it in which what the thing is in, of or over is read
_OF = frozenset("of in over on against about into".split())


class Fact(NamedTuple):
    events: frozenset[str]  # the main predicate's kind of happening ("#k"); empty: none known
    negated: bool
    modal: bool
    subject: frozenset[str]  # names before the predicate
    names: frozenset[str]
    figures: frozenset[str]
    days: frozenset[str]
    object: frozenset[str]  # content stems just after the predicate
    doers: tuple[frozenset[str], ...] = ()  # the subject's names by doer, when several
    passive: bool = False  # "Napster has been sued by the RIAA": the subject is acted on
    agent: frozenset[str] = frozenset()  # the names after a passive's "by" (the doer)
    head: frozenset[str] = frozenset()  # the subject's own words ("an Algerian man" of "An
    # Algerian man suspected of ...": before a preposition, relative clause or comma)
    lead: str = ""  # the first word of what the predicate acts on ("a man suspected": "man")
    verb: str = ""  # the main predicate's first word, lowercased
    thing: str = ""  # the first common noun of what it acts on (none: its first word)
    anaphor: str = ""  # a subject told by a pronoun ("he") or a description ("the group":
    # its noun's stem) that names no one: the article's sentence before may say who
    detail: str = ""  # what the thing it acts on is of, in or over ("a copyright in the
    # designs": "design")
    after: str = ""  # the word right after the predicate, lowercased ("thrown to his death
    # from the roof": "from")
    described: frozenset[str] = frozenset()  # the names of an apposition that describes the
    # subject ("Stacey Plaskett, Congress' delegate from the Virgin Islands, ...": "congress",
    # "virgin", "islands"; "ETA, an acronym for Basque Homeland and Freedom, ...")
    modified: bool = False  # the subject's names only say of where or what it is ("A former
    # Millis police officer", "An Ohio woman"): a description, not the one it names


@lru_cache(maxsize=32768)
def _words(text: str) -> tuple[str, list[str], list[int]]:
    """(the text, quotations out and accents dropped: ``terms.fold``; its words; their
    offsets). Read once per text (the lists are shared: never changed): the parse of the
    happenings (``_parsed``), the main verb of a sentence of none, its opening noun phrase,
    its nouns and their sums each read the same words."""
    plain = fold(_QUOTED.sub(" ; ", text) if ('"' in text or "“" in text) else text)
    ms = list(_WORD.finditer(plain))
    return plain, [m.group() for m in ms], [m.start() for m in ms]


_TO_ADVERBS = frozenset("just either also even then not never still only soon further".split())


# passive verbs that hedge what follows them ("were suspected of spying", "are believed to be
# hiding"): the happening is the verb after them (``_hedged``), no plan (``_flags``)
_HEDGE_VERBS = frozenset("suspected believed thought said known reported".split())


def _flags(words: list[str], k: int) -> tuple[bool, bool]:
    """(negated, modal) of the predicate at word ``k``: a negation, or a modal word or "to",
    among the four words before it within its clause ("they'll": "will")."""
    before: list[str] = []
    for w in reversed(words[max(0, k - 4):k]):
        if w in (",", ";", ":"):
            break
        before.append(w.lower().replace("’", "'"))
    if len(before) >= 3 and before[0] == "have" and before[1] == "to" and before[2] in _SEEMS:
        before = before[3:]  # "appear to have converged": a hedge on what was done, not a plan
    elif len(before) >= 3 and before[0] == "be" and before[1] == "to" and \
            before[2] in _HEDGE_VERBS:
        before = before[3:]  # "were believed to be spying": what is suspected, not a plan
    neg = any(w in _NEGATION or w.endswith("n't") for w in before)
    if "to" in before and not any((w in _MODAL and w != "to") or w.endswith("'ll")
                                  for w in before):
        at = before.index("to")  # (``before`` runs back from the predicate)
        # the word after "to" (and its adverbs: "to legally purchase"), before the predicate
        first = next((w for w in words[k - at:k] if not (
            w.lower() in _TO_ADVERBS or (w.endswith("ly") and _mid_adverb(w.lower())))), "")
        if first and (first[:1].isupper() or first[:1].isdigit() or first in _DETERMINERS or
                      not word_classes(first.lower())[0]):
            return neg, False  # "to" of a place or person ("In an e-mail Monday to Mayor
            # Tim Flaherty announcing her resignation"), not an infinitive's ("to free
            # Gaiduk and allow him")
    return neg, any(w in _MODAL or w.endswith("'ll") for w in before)  # "they'll receive"


def _verb_at(words: list[str], k: int, told: bool = False) -> bool:
    """Whether word ``k`` is used as a verb: a word that can be one, not after a determiner,
    number or adjective, and either after an auxiliary, "to", "not" or an adverb, or a form
    only a verb has ("overturned", "struck"), or an "-s" form after a name or pronoun. A
    participle ("injuring two") tells a happening (``told``) but is no sentence's predicate."""
    if (k and words[k][:1].isupper()) or (len(words[k]) > 1 and words[k].isupper()):
        return False  # a name ("Collin Rose has died", "WANE reports that"), not a verb
    if not k and len(words) > 1 and words[1].lower() in _FINITE_WORDS and \
            not words[0].lower().endswith("ed"):
        return False  # "Rose is the first officer to be killed", "Hear was sold": the
        # subject, its verb next ("Killed were Kennedy, ..." stays the happening)
    if not k and words[0][:1].isupper() and len(words) > 1 and _past_form(words[1]) and \
            words[1].lower() not in _AUX and not _past_form(words[0].lower()):
        return False  # "Hays reported from New York": the subject, its verb next
    if not k and words[0][:1].isupper() and len(words) > 2 and words[1][:1].islower() and \
            words[1].lower().endswith("s") and not words[1].lower().endswith("ss") and \
            word_classes(words[1].lower())[0] and \
            word_classes(words[1].lower())[2] != words[1].lower() and \
            (not word_classes(words[1].lower())[1] or words[2].lower() in _DETERMINERS or
             words[2][:1] in "$0123456789") and not _past_form(words[0].lower()):
        return False  # "Google makes $100 million a day": the subject, its verb next
    low = words[k].lower()
    verb, noun, lemma = word_classes(low)
    if not verb or low in _AUX:
        return False
    prev = words[k - 1].lower() if k else ""
    if low == "even" and prev != "to":
        return False  # "it's not even in the top 20", "did not even try": an adverb
    if k == 1 and low.endswith("s") and low != lemma and \
            (only_adjective(prev) or _gerund(prev)) and \
            not (len(words) > 2 and words[2].lower() in _DETERMINERS):
        return False  # "Working mothers with TV roles usually get", "Growing crops for
        # biofuel requires": the opening word's noun, not a name and its verb ("Flooding
        # remains a concern" is one)
    if prev in _INTRO and prev not in _ADVERB_TOO and _past_form(words[k]):
        return False  # "in developed countries", "with added sugar": an adjective
    if not k and _past_form(words[0].lower()) and len(words) > 2 and words[1][:1].isupper() and \
            words[1] not in _NOT_NAMES and _verb_after_name(words, 1):
        return False  # "Emboldened House Republicans issued a rebuke": the opening participle
        # describes the name that does what follows ("Killed were ...", "Arrested Monday
        # was ..." stay the happening)
    if prev in _DETERMINERS or prev[:1].isdigit() or prev in ("'s", "’s") or \
            (prev[:1].isalpha() and prev not in _AUX and only_adjective(prev) and
             not (k > 1 and words[k - 1][:1].isupper())):
        return False  # (a name is no adjective: "Mobb Deep died", "Chris Brown said")
    if prev.endswith(("'s", "’s")) and prev[:-2] not in _CONTRACTED:
        return False  # "ETA's armed drive": a possessive's noun, not a verb
    prev2 = words[k - 2].lower() if k > 1 else ""
    if _mid_adverb(prev) and k > 2 and prev2.endswith("s") and \
            words[k - 3][:1].isupper() and _plain_verb(low):
        return True  # "CIA documents officially acknowledge": a plural subject's verb
    if _mid_adverb(prev) and k > 1 and prev2.endswith("s") and not prev2.endswith("ss") and \
            prev2 not in _FUNCTION and _past_form(words[k]) and k + 1 < len(words) and \
            (words[k + 1].lower() in _DETERMINERS or
             (words[k + 1][:1].isupper() and words[k + 1] not in _NOT_NAMES)):
        return True  # "Conservative lawmakers mostly supported the bill", "police and
        # firefighters eventually rescued Hackett": a plural's past verb, then what it acts on
        # (not "the documents newly released show")
    if prev.endswith("ly") or (prev == "long" and prev2 in _HAVE):  # "was quickly arrested",
        # "he officially resigned", "ETA has long demanded"
        return prev2 in _AUX or prev2 in _PRONOUNS or \
            (words[k - 2][:1].isupper() and
             not (prev2 in ("a", "an", "the") and _mid_adverb(prev)))  # (not "A recently
        # published study reveals", but "His reply kicked off", "This partly depends")
    if (prev in _BE or (prev in ("not", "never") and k > 1 and words[k - 2].lower() in _BE)) \
            and low == lemma and low not in _BARE_PARTICIPLES:
        return False  # "most of the swimmers were fine", "were not separate": an adjective
    if prev in _BEFORE_NO_S_VERB and low.endswith("s") and low != lemma and \
            not low.endswith("ss"):
        return False  # "We've had patrols out", "both parties": an "-s" form is a noun here
    if prev in _HAVE and low == lemma and low not in _BARE_PARTICIPLES:
        return False  # "NBC News has long insisted", "she had sex with": no participle
    if prev == "all" and k > 1 and (words[k - 2].lower() in _INTRO or
                                    words[k - 2].lower() == "of"):
        return False  # "the No. 3 most-shared ad of all time", "for all ages": a noun
    if prev == "to" and low == "date" and (k + 1 == len(words) or
                                           words[k + 1].lower() in _AFTER_TO_DATE):
        return False  # "the most comprehensive effort to date to establish": "so far"
    if prev in _AUX or prev in ("not", "n't", "never") or prev.endswith("n't") or \
            (prev == "even" and (prev2 in ("not", "n't", "never") or prev2.endswith("n't"))):
        return True  # ("will not even consider leasing")
    if low in _BARE_PASTS and k and k + 1 < len(words) and \
            (prev not in _FUNCTION or prev in _PRONOUNS) and \
            (words[k + 1].lower() in _DETERMINERS or words[k + 1].lower() in _OBJECTS or
             words[k + 1].lower() in _PARTICLES or words[k + 1][:1].isupper() or
             words[k + 1][:1] in "$0123456789"):
        return True  # "A stray bullet hit the little girl", "The storm cost the city $1
        # billion", "Police set up a perimeter": a past form that is its plain form, then what
        # it acts on
    if low.endswith("ing") and not told:
        return False  # a participle ("passing a bill", "working in ..."), not what is asserted
    if not noun or low.endswith("ed") or (low != lemma and not low.endswith("s")):
        return True
    if low in _GROUP_NOUNS and k + 1 < len(words) and \
            ((_DEMONYM.search(words[k - 1]) is not None and _past_form(words[k + 1])) or
             words[k - 1].lower().endswith(_BACKED)):
        return False  # "Syrian forces launched", "Israeli troops killed": a people's plural
        # noun before its verb, not an "-s" verb
    if k == 2 and low.endswith("s") and words[1][:1].isupper() and _gerund(words[0].lower()):
        return False  # "Prescribing ADHD drugs to children is not justifiable": a gerund's
        # object, not a name and its verb
    nxt = k + 1
    if nxt + 1 < len(words) and _mid_adverb(words[nxt].lower()):
        nxt += 1  # "CIA documents officially acknowledge the site"
    if nxt < len(words) and words[k - 1][:1].isupper() and prev not in _PRONOUNS and \
            (words[nxt].lower() in _FINITE_WORDS or
             (_past_form(words[nxt]) and _no_object(words, nxt + 1)) or
             (nxt > k + 1 and _plain_verb(words[nxt].lower()))):
        return False  # "Bollywood stars descended in", "Michael Kors shares fell 1.2
        # percent", "CIA documents officially acknowledge": a plural noun after a name, its
        # verb next ("Jordan plans increased spending" is a name and its verb)
    return low.endswith("s") and low != lemma and \
        (prev in _PRONOUNS or (k > 0 and words[k - 1][:1].isupper()))


# what follows "to date" meaning "so far" ("the largest to date.", "effort to date to
# establish", "to date in the U.S."), not "to date" someone
_AFTER_TO_DATE = frozenset(", ; : . ) to and but or is are was were has have had in on at for "
                           "by of than that from".split())
# adverbs between a subject and its verb ("also", "now"; and any "-ly" word)
_MID_ADVERBS = frozenset("also now still often never already".split())


# prepositions that are adverbs too before a verb ("has since resigned", "had twice before
# threatened", "as expected")
_ADVERB_TOO = frozenset("to as since before after".split())


def _verb_after_name(words: list[str], j: int) -> bool:
    """Whether the run of capitalised words from ``j`` is followed by a past or "-s" verb that
    is no form of "be" (the name's own verb: "House Republicans issued")."""
    while j < len(words) and words[j][:1].isupper():
        j += 1
    if j >= len(words) or words[j].lower() in _BE:
        return False
    low = words[j].lower()
    verb, _, lemma = word_classes(low)
    return _past_form(words[j]) or (verb and low.endswith("s") and low != lemma)


def _capitals_word(word: str) -> bool:
    """Whether ``word`` is written in capitals, as an acronym or a station's call letters
    ("DART", "NASA", "WANE"): a name even where it opens a sentence."""
    return len(word) > 1 and word.isupper() and word.isalpha()


def _name_alone(word: str) -> bool:
    """Whether a capitalised word is a name by itself, even opening a sentence: written in
    capitals ("DART pledged") or no English noun or verb ("Rodriguez, who ...")."""
    return _capitals_word(word) or not any(word_classes(word.lower())[:2])


def _gerund(low: str) -> bool:
    """Whether ``low`` is a verb's "-ing" form ("prescribing"; not "morning" or "thing")."""
    verb, _, lemma = word_classes(low)
    return verb and low.endswith("ing") and lemma != low


def _mid_adverb(low: str) -> bool:
    """Whether ``low`` is an adverb that may stand between a subject and its verb ("also",
    "officially"; not "monthly" or "early", which are nouns or adjectives too)."""
    return low in _MID_ADVERBS or (low.endswith("ly") and not word_classes(low)[1] and
                                   not only_adjective(low))


def _plain_verb(low: str) -> bool:
    """Whether ``low`` is a verb's plain form ("acknowledge", "show"; not "shows")."""
    verb, _, lemma = word_classes(low)
    return verb and low == lemma and not low.endswith("s")


# auxiliaries (and quantifiers) after which no verb takes its "-s" form ("had patrols", "will
# rounds", "both parties"); adverbs ("also represents", "now weighs") are not among them
_BEFORE_NO_S_VERB = frozenset("is are was were be been being has have had will would could can "
                              "may might must should shall do does did to all both each".split())
# the pronouns a verb acts on
_OBJECTS = frozenset("him her them it us me himself herself themselves itself".split())
# verbs whose past participle is their plain form ("was cut", "were hit", "has been set")
_BARE_PARTICIPLES = frozenset("""
put cut set hit hurt shut let cast bet spread quit cost burst upset broadcast forecast read
shed split thrust rid bid run come become beat bust fit slit spit wed knit
""".split())
# verbs whose past form is their plain form too ("hit", "cut"; not "ran" or "came", nor the
# light "put", "set", "let", which tell no fact of their own)
_BARE_PASTS = _BARE_PARTICIPLES - frozenset(
    "put set let read run come become beat bust fit slit spit wed knit".split())


# the plural nouns of armed groups and their arms that are verbs too ("forces", "troops"),
# after a people's adjective ("Syrian", "Israeli", "Kurdish", "Chinese", "French")
_GROUP_NOUNS = frozenset("forces troops rebels guards jets ships planes shells bombs tanks "
                         "militias".split())
_HAVE = frozenset("has have had".split())
# the group's backer before it: "Russian-backed forces", "U.S.-led troops"
_BACKED = ("-backed", "-led", "-allied", "-aligned", "-supported", "-armed")
_DEMONYM = re.compile(r"^[A-Z][a-z]+(?:an|ian|i|ese|ish|ch)$")


def _past_form(word: str) -> bool:
    """Whether a word is a verb's past form ("launched", "killed", "seized", "took")."""
    low = word.lower()
    if not word[:1].islower():
        return False
    verb, _, lemma = word_classes(low)
    return verb and low != lemma and not low.endswith(("s", "ing"))


@lru_cache(maxsize=32768)
def events_told(text: str) -> frozenset[tuple[str, bool, bool]]:
    """Every known kind of happening ``text`` tells as a verb (outside quotations), each with
    (negated, modal) where it is told."""
    _, words, _, found = _parsed(text)
    return frozenset((ev, *_flags(words, k)) for k, _, ev, _ in found)


@lru_cache(maxsize=32768)
def _parsed(text: str) -> tuple[str, list[str], list[int], list[tuple[int, int, str, bool]]]:
    """(text without quotations, its words, their offsets, every happening told as a verb:
    (first word, word after the last, event, only as a participle))."""
    plain, words, starts = _words(text)
    out = []
    near: set[str] = set()
    for k, w in enumerate(words):
        low = w.lower()
        if low[:3] in _PREFIXES:  # a word that may be a key: only those are stemmed
            st = stem(low)
            ev = _EVENT.get(st)
            if ev is not None and _verb_at(words, k, True):
                out.append((k, k + 1, ev, not _verb_at(words, k)))
            near |= _KEYS.get(st, frozenset())
    for pattern, ev in _EVENT_PHRASES if near else ():  # (no key word: no phrase to read)
        if ev in near and pattern.search(plain):
            for m in pattern.finditer(plain):
                k = next((i for i, st in enumerate(starts) if st >= m.start()), -1)
                if k >= 0:
                    end = next((i for i, st in enumerate(starts) if st >= m.end()), len(words))
                    out.append((k, end, ev, False))
    return plain, words, starts, out


# what follows an adjective that opens a phrase before the subject ("Fresh from ...", "Unable to"),
# not a quantity's ("Few of the fathers ever met ...": the subject)
_QUANTITY_WORDS = frozenset("few many most several some all none much little more less each both "
                            "either neither half".split())
_AFTER_OPENING_ADJECTIVE = frozenset("from to at of for with about".split())
# the words of a span of time before "after" or "before" at a sentence's start
_TIME_BEFORE_AFTER = frozenset("""
just only shortly soon not long a an few several less more than nearly almost about some
moment moments second seconds minute minutes hour hours day days week weeks month months year
years one two three four five six seven eight nine ten
""".split())


def _opening(words: list[str]) -> bool:
    """Whether a sentence opens on a phrase before its subject ("In February, ...", "After
    the vote, ..."): a preposition, but not a figure's "At least" / "Up to"."""
    if len(words) > 1 and words[1] == "," and words[0].lower() in _SENTENCE_ADVERBS:
        return True  # "However, ...", "Meanwhile, ..."
    if words and _participle_opening(words[0].lower()) and "," in words[3:16]:
        return True  # "Working into Friday's pre-dawn hours, senators approved ..."
    if len(words) > 2 and "," in words[1:16] and (
            (words[0].lower() == "thanks" and words[1].lower() == "to") or
            (_past_form(words[0].lower()) and
             (words[1] == "," or words[1].lower() in _AFTER_OPENING_PARTICIPLE or
              words[1].lower() in _INTRO or words[1].endswith("ly")) and
             not any(w.lower() in _FINITE_WORDS for w in words[1:words.index(",")]))):
        return True  # "Shamed by reports of their living conditions, Congress enacted ...",
        # "Founded in 1990, the company ...", "Thanks to a push ..., authorities learned"; not
        # an inverted sentence ("Killed in the attack were three soldiers, officials said")
    if len(words) > 3 and words[1].lower() in _AFTER_OPENING_ADJECTIVE and \
            only_adjective(words[0].lower()) and words[0].lower() not in _QUANTITY_WORDS and \
            "," in words[3:20] and \
            not any(w.lower() in _FINITE_WORDS for w in words[2:words.index(",")]):
        return True  # "Fresh from the debut of its Double Down Dog, KFC has unveiled ...",
        # "Unable to pull Angela to safety by himself, he went back": how the subject was
    if len(words) > 3 and words[0].lower() in _TIME_BEFORE_AFTER:
        k = next((i for i, w in enumerate(words[:6]) if w.lower() not in _TIME_BEFORE_AFTER
                  and not w[:1].isdigit()), 0)
        if k and words[k].lower() in ("after", "before") and "," in words[k + 2:k + 25]:
            return True  # "Moments after Edward leaves her, Bella stumbles ...", "Two days
            # before the vote, the senator ...": when, not who
    return bool(words) and words[0].lower() in _INTRO and not (
        len(words) > 1 and words[0].lower() in ("at", "up") and
        words[1].lower() in ("least", "most", "to"))


def _past_frame(words: list[str], start: int, cut: int, where: int) -> int:
    """Where a sentence's subject begins after a reporting frame before it ("Syrian state
    television said three "terrorists" ... were killed", "Police said Tuesday that the man was
    arrested"): the reported clause's subject is the fact's, not the speaker's. ``start``
    unchanged when there is none (a frame after the predicate is the sentence's ending:
    "..., police said"; "told" needs its "that": "told reporters the man ..." is left)."""
    for k in range(start + 1, where):
        low = words[k].lower()
        if low not in _FRAMES or low in _NOT_FRAMES or words[k - 1].lower() in _AUX_BEFORE_FRAME:
            continue
        if k > cut and ("," in words[k + 1:where] or words[k - 1] != ","):
            continue  # after the subject's apposition or relative clause ("A French security
            # official, who was not authorized ..., said the suspect ... was arrested"), and no
            # comma in the reported clause ("Police, who said the man was armed, arrested him")
        rest = [w.lower() for w in words[k + 1:min(k + 6, where)]]
        if "that" in rest:
            new = k + 2 + rest.index("that")
        elif low.startswith(("tel", "told")) and (new := _told_outlet(words, k)) > 0:
            pass  # "tells The Associated Press two people ... were stabbed"
        elif low.startswith(("tel", "told", "ask")):
            return start
        else:
            new = k + 1
            while new < where and (words[new].lower() in _DAYS or words[new] == "," or
                                   words[new].lower() in ("on", "late", "early", "last")):
                new += 1
        if new >= where or re.split(r"['’]", words[new].lower())[0] in _BACK_TO_SPEAKER:
            return start  # "Kellogg confirmed that its plant had been seized": the speaker's
        return new
    return start


def _told_outlet(words: list[str], k: int) -> int:
    """After "told" / "tells" at ``k``: where the reported clause begins when whom it was told
    is a name ("told The Associated Press two people were stabbed", "tells CNN the man was
    ...") and a count or article opens the clause; -1 otherwise ("told reporters the man ..."
    stays the speaker's: which words are whom and which the clause is, only a name shows)."""
    j = k + 1
    if j < len(words) and words[j] in ("The", "the"):
        j += 1
    first = j
    while j < len(words) and words[j][:1].isupper() and len(words[j]) > 1 and \
            words[j] not in _NOT_NAMES:
        j += 1
    if j == first or j >= len(words):
        return -1
    low = words[j].lower()
    if words[j][:1].isdigit():  # a count ("told CNN 13 people were hurt"), not the name's own
        # number ("told NewsChannel 15 she didn't have the heart ...")
        nxt = words[j + 1] if j + 1 < len(words) else ""
        return j if nxt[:1].isalpha() and nxt.islower() and nxt not in _FUNCTION and \
            nxt not in _RELATIVE and nxt not in ("how", "what", "why") else -1
    return j if low in ("a", "an", "the") or low in _NUMERALS else -1


_NOT_FRAMES = frozenset("according quoted noted".split())
_BACK_TO_SPEAKER = frozenset("its their his her he she they it we our i my".split())
_AUX_BEFORE_FRAME = frozenset("be been being is was were are".split())  # "is said to", "was told"


# what follows a past participle (``_past_form``) that opens a phrase ("Shamed by", "Asked
# whether", "Tucked away"), not a noun it describes ("Perceived effectiveness measures", "United
# Airlines")
_AFTER_OPENING_PARTICIPLE = frozenset("by with as to into whether how why what about up out "
                                      "away off back".split())


@lru_cache(maxsize=4096)
def _participle_opening(low: str) -> bool:
    """Whether a sentence's first word is a present participle that opens a phrase before
    the subject ("Working ...", "Citing ...", "Speaking ..."): an -ing form of a verb ("king"
    and "nothing" are not)."""
    if not low.endswith("ing"):
        return False
    verb, _, lemma = word_classes(low)
    return verb and lemma != low


def _reduced_relative(words: list[str], k: int, clause: bool = False) -> bool:
    """"A mailer sent by ...", "children killed in the shooting have ...": a participle after
    a noun that describes it, not the sentence's predicate. ``clause``: the finite verb that
    shows it must come before the next comma ("Michael Kors agreed to buy Jimmy Choo for $1.2
    billion, snapping up a company whose stilettos have been made famous": no)."""
    low = words[k].lower()
    prev = words[k - 1].lower() if k else ""
    if not k or prev in _AUX or prev in _PRONOUNS or prev in _RELATIVE or prev in _TODAY or \
            low == word_classes(low)[2] or low.endswith(("s", "ing")):
        return False  # (not a noun before it: "The European Parliament today voted to ...")
    if low in _ONLY_INTRANSITIVE and not any(w.lower() in _SUBORDINATE or w.lower() in _WHAT
                                             for w in words[:k]):
        return False  # no passive: "A U.S. Navy SEAL trainee died Monday after passing out in
        # a pool, NBC News has learned" is what died (in a clause of its own, "when the train
        # arrived at Deep Ellum, the fight tumbled out", "What happened in Benghazi has been
        # scrutinized", the verb after it asserts)
    if prev.endswith("ly") and k > 1 and words[k - 2].lower() in _AUX:
        return False  # "is being widely denounced for ...": an auxiliary, an adverb, the verb
    nxt = words[k + 1].lower() if k + 1 < len(words) else ""
    after = k + 2  # where what follows the preposition starts
    if (nxt in _DAYS or nxt in ("yesterday", "today")) and k > 1 and words[k - 1].islower() and \
            words[k - 2].lower() in _DETERMINERS:  # "A study released Tuesday by the CDC
        k += 1  # showed", "The man arrested Monday was charged": when, then as without it
        nxt = words[k + 1].lower() if k + 1 < len(words) else ""
        after = k + 2
    elif nxt in ("last", "earlier") and k + 2 < len(words) and \
            words[k + 2].lower() in _SPAN_NOUNS and words[k - 1].islower() and \
            _noun_phrase_before(words, k):  # "A former Millis police officer -- indicted last
        k += 2  # week for allegedly making a hoax bomb threat -- was found dead": when, then
        nxt = words[k + 1].lower() if k + 1 < len(words) else ""  # as without it
        after = k + 2
    if nxt in ("out", "up", "off", "down", "back") and k + 2 < len(words) and \
            (words[k + 2].lower() in _INTRO or words[k + 2].lower() == "of"):
        nxt, after = words[k + 2].lower(), k + 3  # "a homeland carved out of parts of Spain"
    if nxt == "by" or (nxt in _FINITE_WORDS and words[k - 1].islower()):
        return True  # "a mailer sent by", "the students charged were involved"
    if nxt in _SUBORDINATE and after < len(words) and words[after].lower() in _SUBJECT_PRONOUNS:
        return False  # "The girl died after she was left ...": a clause of when follows
    # "the fugitive charged in four bombings", "a man suspected of planning an attack": after
    # a common noun, before a preposition
    rest = words[after:]
    if clause:
        rest = rest[:next((i for i, w in enumerate(rest) if w in (",", ";", ":")), len(rest))]
    return (nxt in _INTRO or nxt == "of") and (words[k - 1].islower() or
                                               _finite_next(rest))


_PARTICLES = frozenset("out up down off over away back".split())
# past forms of verbs that act on nothing, so have no passive participle to describe a noun
_ONLY_INTRANSITIVE = frozenset("""died arrived happened occurred collapsed erupted disappeared
vanished perished fainted""".split())
_WHAT = frozenset("what where who whose which".split())
# the spans "last" or "earlier" may name as when ("indicted last week")
_SPAN_NOUNS = frozenset("week month year weekend spring summer fall autumn winter".split())


def _noun_phrase_before(words: list[str], k: int) -> bool:
    """Whether the words before ``k`` are a noun phrase from its determiner on ("A former
    Millis police officer"): a determiner opens it within five words, and no word between is
    a verb's finite form or a clause mark."""
    for j in range(k - 1, max(-1, k - 6), -1):
        low = words[j].lower()
        if low in _DETERMINERS:
            return j < k - 1
        if low in _FINITE_WORDS or low in (",", ";", ":") or _past_form(words[j]):
            return False
    return False


def _no_object(words: list[str], j: int) -> bool:
    """Whether word ``j`` opens no noun (the end, a comma, a figure, a preposition, a particle
    or a determiner): what follows a verb that has no object of its own."""
    if j >= len(words):
        return True
    w = words[j].lower()
    return w in (",", ";", ":") or w[:1].isdigit() or w in _INTRO or w in _PARTICLES or \
        w in _DETERMINERS or w == "of"


_TODAY = frozenset("today yesterday tonight".split())
_NOT_AFTER_ASIDE = frozenset("to not all both each".split())


def _set_off(words: list[str], k: int) -> bool:
    """Whether the past participle at ``k`` opens a phrase set off by commas right after the
    sentence's subject ("The study, published Tuesday in the journal Science, looked at ...",
    "The suspect, identified as John Smith, was arrested"): a comma before it that ends the
    subject (no comma before that but an opening phrase's, no verb in the subject), a comma
    that closes it, and a verb right after that. A verb after an apposition ("John Yeager, a
    skinhead from California, leaped") or in a series ("struck her, grabbed her") is not one."""
    if k < 2 or words[k - 1] != "," or not _past_form(words[k]):
        return False
    commas = [j for j in range(k - 1) if words[j] in (",", ";", ":")]
    if len(commas) > 1 or (commas and not _opening(words)):
        return False
    start = commas[0] + 1 if commas else 0
    if any(w.lower() in _FINITE_WORDS or _past_form(w) for w in words[start:k - 1]):
        return False
    for j in range(k + 1, min(len(words) - 1, k + 30)):
        w = words[j]
        if w in (";", ":") or (w in ("and", "or", "but") and not words[j + 1][:1].isupper()):
            return False  # (not "the Journal of Psychiatry and Neuroscience")
        if w == ",":
            nxt = words[j + 1]
            low = nxt.lower()
            verb, _, lemma = word_classes(low)
            return (low in _AUX and low not in _NOT_AFTER_ASIDE) or _past_form(nxt) or \
                (nxt[:1].islower() and verb and low.endswith("s") and low != lemma)
    return False


def _finite_next(rest: list[str]) -> bool:
    """Whether a finite verb in ``rest`` is the sentence's own, after a participle phrase
    ("Rudolph wanted in four bombings was ..."), not one of a clause of its own or of a verb
    joined by "and" ("Gadhafi appeared for a minute and made remarks to say he was ...")."""
    for k, w in enumerate(rest):
        low = w.lower()
        if low in _FINITE_WORDS:
            prev = rest[k - 1].lower() if k else ""
            return prev not in _PRONOUNS and prev not in _RELATIVE
        if low in ("and", "or", "but") and k + 1 < len(rest) and \
                rest[k + 1].lower() in _FINITE_WORDS and rest[k + 1].lower() not in _MODAL:
            return True  # "Delegates ... met at their headquarters and have recommended" (not
            # "Trump arrived in Poland on Wednesday and will give a speech": what is to come)
        if low in ("and", "or", "but", "to") or low in _RELATIVE:
            return False
    return False


_FINITE = re.compile(r"\b(?:is|are|was|were|has|have|had|will|would)\b", re.I)
_SKIP_VERBS = frozenset(stem(w) for w in (_SPEECH | _NO_PREDICATE))
_FRAMES = _SPEECH | frozenset(
    "reported reports announced announces confirmed confirms claimed claims alleged alleges "
    "tweeted".split())  # a finding ("the judge found ...") is the sentence's own fact
_FINITE_WORDS = frozenset("is are was were has have had will would".split())
_BE = frozenset("is are was were be been".split())
_PASSIVE_AUX = _BE | {"being", "get", "got", "gets", "gotten"}
# verbs whose meaning is in what follows them, or that tell no happening: no fact of their own
_LIGHT_VERBS = frozenset("""
be have do make take give get go come put set keep hold let use include involve seem
become remain stay look see know think believe feel want need like try help say tell ask call
mean show find add note report announce continue begin start stop happen occur lead bring
follow allow provide offer expect hope plan seek
""".split())


_SEEMS = frozenset("appear appears appeared seem seems seemed".split())
# participles that name what something is taken for ("those children -- known as Amerasians
# -- endured ...", "the man identified as Rudolph had appeared"): their "as" opens no clause
_NAMED_AS = frozenset("known identified described regarded seen viewed billed branded labeled "
                      "labelled dubbed characterized characterised touted hailed listed "
                      "classified recognized recognised considered designated".split())
_SUBORDINATE = frozenset("after before when while because although though if unless once "
                         "until since as".split())


def _verb_told(text: str, lemma: str) -> frozenset[tuple[str, bool, bool]]:
    """("=" + lemma, negated, modal) wherever ``text`` uses the verb ``lemma`` as a verb
    (outside quotations)."""
    _, words, _, _ = _parsed(text)
    return frozenset(("=" + lemma, *_flags(words, k)) for k, w in enumerate(words)
                     if w[:1].islower() and _verb_at(words, k, True) and
                     (word_classes(w.lower())[2] == lemma or
                      (lemma == "urge" and word_classes(w.lower())[2] == "call" and
                       _called_on(words, k))))


def fact_of(text: str, any_verb: bool = False) -> Fact:
    """The main fact a sentence tells (for ``same_fact``): the kind of happening of its main
    predicate (the first verb outside an opening phrase and relative clauses, speech verbs
    skipped: "Police said he was arrested" tells "arrested"), whether it is negated or only
    planned, expected or possible, and the anchors (the subject's names, all names, figures,
    weekdays, what the predicate acts on, the content words). No kind when the main predicate
    is a verb of no known kind, unless ``any_verb``: then a verb of no known kind is its own
    ("=" and its lemma: "was placed on the list" / "placed him on the list"), but not a verb
    of saying, being, having or another that tells little by itself (``_LIGHT_VERBS``)."""
    return _fact_any(text) if any_verb else _fact(text)


@lru_cache(maxsize=32768)
def _fact_any(text: str) -> Fact:
    return _fact(text, True)


@lru_cache(maxsize=32768)
def fact_events(text: str) -> frozenset[str]:
    """``fact_of(text, True).events`` (none when it tells no fact), read without the rest of
    the fact (its subject, names, figures, what the predicate acts on): the known happenings of
    its main predicate, else that verb's own kind ("=" and its lemma). Two sentences whose sets
    share nothing tell no one happening (``select``'s repeat test), settled before their facts
    are read."""
    at, _ = _known_at(_parsed(text)[3])
    verb = main_verb(text)
    if not at and not verb:
        return frozenset()
    events = frozenset(at.get(_known_main(text, True), ()))
    if not events:
        return frozenset({"=" + verb}) if verb else frozenset()
    return events


@lru_cache(maxsize=32768)
def verb_events(text: str) -> frozenset[str]:
    """Every known kind of happening the sentence tells as a verb (not only as a participle):
    what ``fact_of(text).events`` can hold, read without the rest of the fact. Two sentences
    whose sets share nothing tell no known happening in common, which most pairs of a brief's
    sentences settle on before their facts are read (``select``'s repeat tests)."""
    _, _, _, found = _parsed(text)
    return frozenset(ev for _, _, ev, participle in found if not participle)


def _known_at(found: list[tuple[int, int, str, bool]]) -> tuple[dict[int, set[str]],
                                                                dict[int, int]]:
    """The known happenings told as a verb (not only as a participle), by first word, and
    where each one's words end."""
    at: dict[int, set[str]] = {}
    span: dict[int, int] = {}
    for k, end, ev, participle in found:
        if participle:
            continue
        at.setdefault(k, set()).add(ev)
        span[k] = max(span.get(k, k + 1), end)
    return at, span


def _main_at(words: list[str], at: dict[int, set[str]], any_verb: bool) -> int:
    """The word of the main predicate (-1: none): the first verb outside an opening phrase,
    relative clauses (and, ``any_verb``, clauses of when or why), speech verbs and frames
    skipped, infinitives of a known happening skipped."""
    intro = _opening(words)
    clause = False
    aside = False  # the relative clause is set off by commas: it ends at the next one
    resume = False
    fallback = -1  # a past form read as a reduced relative, the predicate if none follows
    infinitive: set[str] = set()
    for k, w in enumerate(words):
        low = w.lower()
        if w in (",", ";", ":"):
            intro = False
            if aside:  # "ETA, whose name stands for ..., has killed": its verb unseen or not,
                clause = aside = False  # the clause is over
                resume = True  # and a verb comes next: "The pressure on X, whose ..., comes"
            continue
        if intro or not w[:1].isalpha():
            continue
        if resume and low not in _AUX:
            resume = False
            if w[:1].islower() and word_classes(low)[0] and k not in at and \
                    not low.endswith("ing") and low not in _RELATIVE and \
                    low not in _INTRO and low not in _FRAMES:
                return k
        if low in ("who", "which", "whom", "whose"):
            clause = True
            aside = bool(k) and words[k - 1] == ","
            continue
        if any_verb and low in _SUBORDINATE and k + 1 < len(words) and \
                not words[k + 1][:1].isdigit() and not words[k + 1].lower().endswith("ing") and \
                not (k and words[k - 1].lower() in _HAVE) and \
                not (low == "as" and k and words[k - 1].lower() in _NAMED_AS):
            intro = True  # "said that after three officers entered a lab, he pulled ...":
            continue  # a clause of when or why up to its comma is not what is asserted
        if low in _SEEMS and k + 2 < len(words) and words[k + 1].lower() == "to" and \
                words[k + 2].lower() == "have":
            continue  # "195 countries appear to have converged on a deal": what was done
        if low == "there" and k + 1 < len(words) and words[k + 1].lower() in _BE:
            break  # "there was no evidence linking ...": what is asserted is no happening
        if clause and not aside and low in _COPULA_FORMS and _copula_closes(words, k, at):
            clause = False  # "two people who were part of a counter-protest ... were
            continue  # stabbed": the copula is the clause's own verb, not "stabbed"
        if not (k in at or _verb_at(words, k)):
            continue
        if _after_preposition(words, k):
            continue  # "died after being left in a car seat": a phrase's verb, not the predicate
        if not clause and not aside and _set_off(words, k):
            aside = True  # "The study, published Tuesday in Science, looked at ...": the
            continue  # participle's phrase describes the subject; the verb after it asserts
        if _reduced_relative(words, k, any_verb):
            if fallback < 0 and not clause and not aside:
                fallback = k  # "Berlusconi's conservatives won in a 316-301 vote": if no
            continue  # other verb asserts anything, the past form was the predicate
        if clause:
            clause = False  # the relative clause's own verb
            continue
        if aside:
            continue  # still in the clause set off by commas ("..., who had fled, ...")
        if k in at:
            if (k and words[k - 1].lower() == "to") or at[k] <= infinitive:
                infinitive |= at[k]  # "has five days to cancel X, or cancel Y": the same
                continue  # "Attempts to evacuate ... have failed": an infinitive is no predicate
            return k
        if low in _FRAMES:
            continue  # "Police said (that) ...", "A survey found ...": the fact is what follows
        if k > 1 and words[k - 1].lower() == "to" and words[k - 2].lower().endswith("ing"):
            continue  # "after failing to take her son to a doctor ... was sentenced"
        if k > 1 and words[k - 1].lower() == "to" and words[k - 2].lower() in _PURPOSE_NOUNS and \
                _finite_next(words[k + 1:]):
            if fallback < 0:
                fallback = k  # "The ongoing search efforts to locate Jack have included":
            continue  # a noun's infinitive; the verb after it asserts
        return _hedged(words, _committed(words, k, at))
    return fallback


def _copula_closes(words: list[str], k: int, at: dict[int, set[str]]) -> bool:
    """Whether the copula at ``k``, inside a relative clause, is that clause's own verb: what
    follows it (past adverbs such as "first", "also") is no verb, participle, auxiliary or
    negation ("who were part of a counter-protest", "who is on HQ's board", "who are
    overweight"), as in "who was first elected" it is not."""
    j = k + 1
    while j < len(words) and (words[j].lower() in _CLAUSE_ADVERBS or
                              (words[j].lower().endswith("ly") and len(words[j]) > 3)):
        j += 1
    if j >= len(words) or not words[j][:1].isalpha() or j in at:
        return False
    low = words[j].lower()
    return not (_verb_at(words, j) or _past_form(low) or low.endswith("ing") or
                low in _AUX or low in _NEGATION)


# what may stand between a copula and its participle: adverbs ("who was first elected", "who
# is now charged", "who was not armed") and a progressive "being" ("who was being treated")
_CLAUSE_ADVERBS = frozenset("first also still now then later once already previously recently "
                            "never not often long since newly just being".split())


_GERUND_AUX = frozenset("being having been".split())


# the nouns of a purpose or a means, before "to" and a verb ("efforts to locate Jack have
# included ...", "Failure to pay would result in ...", "her determination to lose weight has")
_PURPOSE_NOUNS = frozenset("""
effort efforts attempt attempts plan plans bid bids move moves push drive campaign campaigns
failure determination decision decisions ability inability refusal right rights power
""".split())


def _after_preposition(words: list[str], k: int) -> bool:
    """Whether the verb at ``k`` is a participle of a phrase a preposition opens ("after being
    left", "without having been told", "for being drunk"): the phrase says when or why, and
    the predicate is the verb before it ("The girl died after being left ...")."""
    j = k - 1
    while j > 0 and (words[j].lower() in _GERUND_AUX or words[j].lower().endswith("ly")):
        j -= 1
    if j == k - 1 or words[j + 1].lower() not in ("being", "having"):
        return False
    return words[j].lower() in _INTRO or words[j].lower() in ("without", "upon", "of")


_COMMITS = frozenset("agree agrees agreed plan plans planned planning decide decides decided "
                     "set".split())


def _committed(words: list[str], k: int, at: dict[int, set[str]]) -> int:
    """The predicate a commitment at word ``k`` is to ("agreed to buy", "plans to fly", "is
    set to enter": the verb after "to", told as only planned): ``k`` itself otherwise
    ("wants to", "hopes to", "decided not to" stay their own)."""
    low = words[k].lower()
    if low not in _COMMITS or k + 2 >= len(words) or words[k + 1].lower() != "to" or \
            (low == "set" and not (k and words[k - 1].lower() in _BE)):
        return k
    j = k + 2
    nxt = words[j]
    if j in at or (nxt[:1].islower() and word_classes(nxt.lower())[0] and
                   word_classes(nxt.lower())[2] == nxt.lower()):
        return j  # a bare verb ("buy", "fly"), or a known happening's
    return k


# a report denied: "rumors that the two were spying ... were not true", "denied reports that"
# (``same_fact``: not the fact the report tells)
_DENIAL_NOUNS = r"(?:rumou?rs?|reports?|claims?|allegations?|suggestions?|speculation)"
_REPORT_DENIED = re.compile(
    r"\b" + _DENIAL_NOUNS + r"\s+that\b[^.;:]*?\b(?:is|are|was|were)\s+(?:not\s+true|untrue|"
    r"false|baseless|unfounded|groundless)\b|\b(?:denied|denies|deny|denying|dismissed|dismisses|"
    r"rejected|rejects)\s+(?:the\s+|all\s+)?" + _DENIAL_NOUNS + r"\s+that\b", re.I)


def _hedged(words: list[str], k: int) -> int:
    """The predicate a passive hedge at word ``k`` holds ("were suspected of spying", "were
    believed to be spying", "is thought to be hiding": the verb in -ing after it, what is
    told as suspected); ``k`` itself otherwise ("were suspected", "is believed to have")."""
    low = words[k].lower()
    if low not in _HEDGE_VERBS or not k or words[k - 1].lower() not in _BE or k + 2 >= len(words):
        return k
    nxt = words[k + 1].lower()
    j = k + 2 if low == "suspected" and nxt == "of" else \
        k + 3 if nxt == "to" and words[k + 2].lower() == "be" and k + 3 < len(words) else -1
    if j < 0 or not words[j].lower().endswith("ing") or not word_classes(words[j].lower())[0]:
        return k
    return j


@lru_cache(maxsize=32768)
def _known_main(text: str, any_verb: bool) -> int:
    """``_main_at`` of the text's words and the known happenings it tells (``_parsed``): read
    once per text and reading, which ``main_verb`` and every kind of ``_fact`` of a text ask
    alike (``fact_of(text, True)`` after its cheap look, ``main_verb``, asked it twice)."""
    _, words, _, found = _parsed(text)
    return _main_at(words, _known_at(found)[0], any_verb)


@lru_cache(maxsize=32768)
def main_verb(text: str, known: bool = True) -> str:
    """The lemma of a sentence's main predicate when it is a verb of no known kind that
    tells something by itself ("survived", "placed"; not "said", "made", "is"), else "": the
    cheap first look of ``same_fact(..., any_verb=True)``. ``known=False`` says the sentence
    has no word of a known happening (``event_keys``): its words are read alone."""
    if known:
        _, words, _, found = _parsed(text)
        at, _ = _known_at(found)
    else:
        words, at = _words(text)[1], {}
    if not at and len(words) > 2 and words[0].lower() == "it" and words[1].lower() in _BE:
        return ""  # "It is kind of amazing that ... Cosby still responds ...": a view
    where = _known_main(text, True) if known else _main_at(words, at, True)
    if where < 0 or where in at:
        return ""
    lemma = word_classes(words[where].lower())[2]
    if lemma == "appear" and where + 1 < len(words) and \
            words[where + 1].lower() in ("to", "as", "that", "likely", "unlikely"):
        return ""  # "appears to have converged": a hedge, not an appearance
    if lemma == "find" and _found_thing(words, where):
        return lemma
    if lemma == "call" and _summoned(words, where):
        return lemma
    if words[where].lower() == "given" and where and words[where - 1].lower() in _BEFORE_GIVEN \
            and where + 1 < len(words) and words[where + 1].lower() in _DETERMINERS:
        return lemma  # "were incorrectly given the best actress award envelope", "had been
        # given the wrong category envelope": what someone received, not a light "gave a talk"
    if lemma == "call" and _called_on(words, where):
        return "urge"  # "Amnesty on Tuesday called on countries to pressure ...": urged
    return "" if lemma in _LIGHT_VERBS or stem(lemma) in _SKIP_VERBS else lemma


# what "given" follows when it tells what someone received ("were incorrectly given the ...")
_BEFORE_GIVEN = _PASSIVE_AUX | frozenset("mistakenly wrongly incorrectly accidentally".split())


def _called_on(words: list[str], k: int) -> bool:
    """Whether "call" at ``k`` is "called on" someone to do something: news's other words for
    "urged" ("called on the government to release", not "called on Smith at his home")."""
    if k + 2 >= len(words) or words[k + 1].lower() != "on":
        return False
    for j in range(k + 2, min(len(words) - 1, k + 12)):
        w = words[j].lower()
        if w in (",", ";", ":"):
            return False
        if w == "to":
            verb, _, lemma = word_classes(words[j + 1].lower())
            return verb and lemma == words[j + 1].lower()
    return False


def _summoned(words: list[str], k: int) -> bool:
    """Whether "called" at ``k`` tells that someone was sent for ("Police were called to the
    scene", "troops were called in"), not what someone was called or said."""
    return 0 < k < len(words) - 1 and words[k].lower() == "called" and \
        words[k - 1].lower() in _PASSIVE_AUX and words[k + 1].lower() in ("to", "in", "out") and \
        not (k + 2 < len(words) and words[k + 1].lower() == "to" and
             word_classes(words[k + 2].lower())[0] and not word_classes(words[k + 2].lower())[1])


_FOUND_AFTER = frozenset("the a an his her their its".split())
_FOUND_VERBS = _FINITE_WORDS | frozenset("could can may might did does do".split())


def _found_thing(words: list[str], k: int) -> bool:
    """Whether "found" at ``k`` tells a discovery, what was found ("Police ... found the little
    boy, Shimron Smith, unconscious", "the team found the footage"), not a finding ("found
    that ...", "found the drug cut deaths", "found no evidence"): its object opens on a
    determiner or a name, and no verb follows in the object's next three words."""
    if k + 2 >= len(words) or words[k].lower() not in ("found", "finds", "find"):
        return False
    nxt = words[k + 1]
    if not (nxt.lower() in _FOUND_AFTER or (nxt[:1].isupper() and nxt.lower() not in _FUNCTION)):
        return False
    for w in words[k + 2:k + 5]:
        if w in (",", ";", ":"):
            break
        low = w.lower()
        if low in _FOUND_VERBS or low in _RELATIVE or (w[:1].islower() and _past_form(w)):
            return False  # "found the plane had ...", "found the drug reduced ..."
    return True


def _apposed_name(words: list[str], k: int) -> list[str]:
    """The name set off by commas after the comma at ``k`` ("the little boy, Shimron Smith,
    ..."), lower-cased; none unless every word up to the next comma is capitalised (at most
    three words) and a comma closes it."""
    name: list[str] = []
    for w in words[k + 1:k + 5]:
        if w == ",":
            return name
        if not w[:1].isupper() or w in _NOT_NAMES:
            return []
        name.append(_POSSESSIVE.sub("", w.rstrip(".")).lower())
    return []


def anchor_names(text: str) -> frozenset[str]:
    """The names a sentence gives, lower-cased (a state's also as "@" and its name: ``Fact``)."""
    return _anchors(text).names


@lru_cache(maxsize=32768)
def _anchors(text: str) -> Fact:
    """A sentence's anchors (names, figures, weekdays) when its main predicate tells no known
    happening: what a sentence that tells one by its noun is compared on."""
    return _fact(text, anchors=True)


@lru_cache(maxsize=32768)
def _fact(text: str, any_verb: bool = False, anchors: bool = False) -> Fact:
    plain, words, starts, found = _parsed(text)
    at, span = _known_at(found)
    if not at and not any_verb and not anchors:
        return _NO_FACT  # no known happening told as a verb anywhere
    where = _known_main(text, any_verb)
    if any_verb:
        events = fact_events(text)  # (one reading of them: ``select`` asks them alone first)
        if not events:
            return _NO_FACT  # no happening of any kind: nothing to compare
        if anchors and not at.get(where):
            where = -1  # (no predicate of a known kind read: only the anchors)
    else:
        events = frozenset(at.get(where, ()))
        if not events and anchors:
            where = -1  # no predicate read: only the anchors
    names: set[str] = set()
    subject: set[str] = set()
    order: list[str] = []
    # the subject: the names before the predicate, after an opening phrase ("In a video
    # released by ..., ") and before an apposition or relative clause ("Rodriguez, who ...
    # Vasiliades' interpreter, was charged"); none when a copula is the predicate ("X was the
    # reason": no doer)
    start = 0
    if _opening(words):
        start = next((k + 1 for k, w in enumerate(words) if w == ","), len(words))
    cut = next((k for k in range(start, max(where, start)) if words[k] == "," or
                words[k].lower() in ("who", "which", "whose", "whom")), where)
    start = _past_frame(words, start, cut, where)
    if 0 < start < where and words[start].lower() in _SUBORDINATE and \
            (comma := next((k for k in range(start + 1, where) if words[k] == ","), 0)):
        start = comma + 1  # "Police said that as she pulled into the driveway at the home on
        # Virginia Avenue, she dialed 911": the clause of when is not the subject
    if start >= cut:  # (the subject after a frame: the clause's own, up to its comma)
        cut = next((k for k in range(start, max(where, start)) if words[k] == "," or
                    words[k].lower() in ("who", "which", "whose", "whom")), where)
    # a state told by a copula ("X is dead", "X is under investigation"): X is its subject
    state = where >= 0 and any(w.lower() in ("dead", "under", "run", "fugitive", "hiding")
                               for w in words[where + 1:span.get(where, where + 1)])
    if where >= 0 and words[where].lower() in _BE and not state:
        cut = start
    groups: list[set[str]] = [set()]
    for k, w in enumerate(words):  # names: capitalised words (the first only before another
        # or when no English word)
        if (w[:1].isupper() or _PARTICLE_NAME.match(w) is not None) and len(w) > 1 and \
                w not in _NOT_NAMES and _POSSESSIVE.sub("", w) not in _NOT_NAMES and \
                (k > 0 or w.lower() not in _NUMERALS) and \
                (k > 0 or (len(words) > 1 and words[1][:1].isupper()) or _apposed(words, k) or
                 _name_alone(w)):
            name = _POSSESSIVE.sub("", w.rstrip(".")).lower()
            if name in _STATE_ABBREVIATIONS and plain[starts[k] + len(w):][:1] == ".":
                name = _STATE_ABBREVIATIONS[name]  # "Fort Calhoun, Neb." / "Nebraska"
            names.add(name)
            if start <= k < cut:
                subject.add(name)
                order.append(name)
                groups[-1].add(name)
        elif start <= k < cut and w.lower() in ("and", "&") and groups[-1] and \
                not _one_name(words, k):
            groups.append(set())  # "The RIAA and the band Metallica": two doers
    if len(order) >= 2:  # "Islamic State" is also "IS", "ISIS"
        subject.add("#" + "".join(n[0] for n in order))
    if names & _STATE_WORDS:  # "The Seoul government" / "South Korea": one state
        for m in _STATE.finditer(plain):
            country = "@" + _STATE_OF[m.group(m.lastindex or 0).lower()]
            names.add(country)
            k = next((i for i, st in enumerate(starts) if st >= m.start()), len(words))
            if start <= k < cut:
                subject.add(country)
    figures = frozenset(w.replace(",", "") for k, w in enumerate(words) if w[:1].isdigit()
                        and not (k and _MONTH.match(words[k - 1]))  # "Sept. 1": a day
                        and not _age(words, k))
    neg, modal = _flags(words, where) if where >= 0 else (False, False)
    obj: list[str] = []  # what it acts on: content words up to the clause's end
    thing = ""  # its first common noun ("a statement by the EU"; none: its first word)
    detail = ""  # the first word after a preposition after it ("a copyright in the designs")
    after = False  # a preposition came after the thing
    seen = 0  # content words read after the predicate
    first = span.get(where, where + 1)
    skip = first
    if where >= 0 and first + 2 < len(words) and words[first].lower() == "as" and \
            only_adjective(words[first + 1].lower()):
        skip = first + 2  # "struck down as unconstitutional a law giving ...": how it was
        # judged, not what it acts on (the law)
    for j, w in enumerate(words[skip:] if where >= 0 else (), skip):
        low = w.lower()
        if low in (",", ";", ":") or (low in _RELATIVE and low != "that" and obj):
            name = _apposed_name(words, j) if low == "," and obj else []
            if name:  # "found the little boy, Shimron Smith, unconscious": the name set off
                obj.extend(name)  # after it is what it acts on
                thing = name[0]
            break
        if thing and not after and obj and obj[-1] == thing and low in _OF:
            after = True  # "a copyright in (over, of) ...", right after the thing
        if not low[:1].isalnum() or low in _FUNCTION or low in _NO_PREDICATE:
            continue
        if low in _DAYS or _MONTH.match(w):
            continue  # when, not what: the weekdays are compared on their own
        if low == "custody" and words[j - 1].lower() in ("from", "in", "into"):
            continue  # where ("released from custody", "remains in custody"), not what
        if w[:1].isupper() or w[:1].isdigit():
            word = _POSSESSIVE.sub("", w.rstrip(".")).lower().replace(",", "")
            noun = not w[:1].isdigit()
        else:
            word = stem(low.rstrip("."))
            if word in STOP_STEMS or word in _SKIP_VERBS:
                continue
            noun = not only_adjective(low)
            if not thing and noun and len(obj) < OBJECT_WORDS:
                thing = word  # "intense scrutiny", "the European Union's attitude": the noun
        if after and noun and not detail:
            detail = word
        if len(obj) < OBJECT_WORDS:
            obj.append(word)
        if len(obj) >= OBJECT_WORDS and (detail or not thing):
            break
        seen += 1
        if seen >= DETAIL_WORDS:
            break
    # the days of the fact: none of a clause of when or why after the predicate ("has died
    # after he was shot in the head Tuesday night": not a death on Tuesday)
    until = next((k for k in range(where + 1, len(words)) if words[k].lower() in _SUBORDINATE),
                 len(words)) if where >= 0 else len(words)
    days = frozenset(w.lower() for w in words[:until] if w.lower() in _DAYS)
    aux = where - 2 if where > 1 and _mid_adverb(words[where - 1].lower()) else where - 1
    passive = (aux >= 0 and words[aux].lower() in _PASSIVE_AUX and
               words[where].lower() != word_classes(words[where].lower())[2] and
               not words[where].lower().endswith("ing")) or \
        (bool(events & _STATES) and words[where].lower() in _STATE_VERBS) or \
        (_EV["charge"] in events and words[where].lower() in _FACES) or \
        (state and "under" in (w.lower() for w in words[where:span[where]]))  # "Rudolph is on the
    # list", "McCullum faces two counts": he is the one it is done to
    agent: set[str] = set()
    if passive:  # the doer: the names of "by ..." up to the clause's end
        end = span.get(where, where + 1)
        rest = words[end:]
        at_by = next((k for k, w in enumerate(rest[:8]) if w.lower() == "by"), -1)
        common = False  # a common noun of the doer's own read ("by the state attorney")
        for w in rest[at_by + 1:] if at_by >= 0 else ():
            if w in (",", ";", ":") or (common and w.lower() in _WHERE_IN):
                break  # ("by the state attorney in Florida": where, not who)
            if w[:1].isupper() and w not in _NOT_NAMES:
                agent.add(_POSSESSIVE.sub("", w.rstrip(".")).lower())
            elif w.isalpha() and w.islower() and w not in _DETERMINERS:
                common = True
    head: set[str] = set()
    for w in words[start:cut] if where >= 0 else ():
        low = w.lower()
        if not head and low in ("at", "up", "least", "most", "to"):
            continue  # "At least three rebels": a figure's words
        if low in _INTRO or low in _RELATIVE or low in (",", "of") or low in _SEEMS:
            break
        if low[:1].isalnum() and low not in _FUNCTION:
            head.add(_POSSESSIVE.sub("", w.rstrip(".")).lower() if w[:1].isupper()
                     else stem(low))
    described: set[str] = set()
    if subject and where >= 0 and cut < where and words[cut] == "," and cut + 1 < where and \
            (words[cut + 1][:1].islower() or _POSSESSIVE.search(words[cut + 1]) is not None or
             plain[starts[cut + 1] + len(words[cut + 1]):][:1] in ("'", "’")):
        for w in words[cut + 1:where]:  # "X, an acronym for Basque Homeland and Freedom, has"
            if w in (",", ";", ":") or w.lower() in _RELATIVE:
                break
            if w[:1].isupper() and w not in _NOT_NAMES and \
                    _POSSESSIVE.sub("", w) not in _NOT_NAMES:
                described.add(_POSSESSIVE.sub("", w.rstrip(".")).lower())
    modified = bool(subject) and _modifiers_only(words[start:cut])
    anaphor = ""
    if where >= 0 and not subject:  # "He was arrested", "The group has killed": who is it?
        own = [w.lower() for w in words[start:cut] if w.lower() not in _AUX]
        if len(own) > 1 and own[-1] in _SEEMS:
            own = own[:-1]  # "The suspect appears to have fled": "the suspect"
        if len(own) == 1 and own[0] in _SUBJECT_PRONOUNS:
            anaphor = own[0]
        elif 2 <= len(own) <= 3 and own[0] in ("the", "this", "that") and \
                all(w.isalpha() for w in own[1:]) and not only_adjective(own[-1]):
            anaphor = stem(own[-1])
    return Fact(events, neg, modal, frozenset(subject), frozenset(names), figures, days,
                frozenset(obj),
                tuple(frozenset(g) for g in groups if g) if len(groups) > 1 else (),
                passive, frozenset(agent), frozenset(head), obj[0] if obj else "",
                words[where].lower() if where >= 0 else "", thing or (obj[0] if obj else ""),
                anaphor, detail, words[first].lower() if where >= 0 and first < len(words) else "",
                frozenset(described), modified)


def _modifiers_only(span: list[str]) -> bool:
    """Whether a subject's words are an indefinite description whose names say of where or
    what it is ("A former Millis police officer", "An Ohio woman"): "a" or "an", then the
    names, each followed by a common noun of the description."""
    while span and span[-1].lower() in _AUX:
        span = span[:-1]  # ("A man from Texas was arrested": not one)
    if len(span) < 3 or span[0].lower() not in ("a", "an"):
        return False
    last = max((k for k, w in enumerate(span) if w[:1].isupper() and k), default=0)
    if any(w.lower() in _INTRO or w.lower() == "of" for w in span[:last]):
        return False  # ("A history of the U-2 program written by CIA officials")
    return 0 < last < len(span) - 1 and span[last + 1][:1].islower() and \
        span[last + 1].isalpha() and not only_adjective(span[last + 1].lower())


_SUBJECT_PRONOUNS = frozenset("he she it they".split())
_OPENING_WORD = re.compile(r"\s*[\"“‘']?([A-Z][a-z'’-]+)\b")


def _opening_word(text: str, names: frozenset[str]) -> frozenset[str]:
    """The stem of a sentence's first word when it is an ordinary word capitalised only as
    the first ("Audio of nine of Dunn's calls was released": "audio"), not a name."""
    m = _OPENING_WORD.match(text)
    if m is None or m.group(1).lower() in names:
        return frozenset()
    return frozenset({stem(m.group(1).lower())}) - STOP_STEMS


# the prepositions that say where a doer is ("by the state attorney in Florida")
_WHERE_IN = frozenset("in at near outside inside".split())
# words after a passive's predicate that say where or how, not what it acts on
_WHERE_FROM = frozenset("from outside near at behind off onto inside across through during "
                        "multiple several repeatedly".split())
# the last word of an institution's name ("the House Ways and Means Committee")
_INSTITUTIONS = frozenset("""
Committee Commission Department Council Agency Institute Institutes Foundation University
College Center Centre Party Society Board Bank Fund Association Authority Bureau Service
Administration Office Ministry Court Company Co Corp Corporation Inc Group Trust Organization
Organisation Union League Federation
""".split())


_BODY_WORD = re.compile(r"\b([A-Z][\w'’.-]*)\s+(" + "|".join(sorted(_INSTITUTIONS)) + r")\b")
_INSTITUTION_WORDS = frozenset(w.lower() for w in _INSTITUTIONS)


def _other_bodies(x: str, y: str, shared: frozenset[str]) -> bool:
    """Whether the names two subjects share (``shared``) are only institutions' words ("court",
    "committee") that x and y name with other words before them: "The Supreme Court" / "a
    U.S. District Court", "the House Judiciary Committee" / "the Senate Judiciary
    Committee" are other bodies; "the Court" names none."""
    if not shared or not shared <= _INSTITUTION_WORDS:
        return False
    def before(text: str) -> dict[str, set[str]]:
        out: dict[str, set[str]] = {}
        for m in _BODY_WORD.finditer(text):
            if m.group(1) not in _NOT_NAMES:
                out.setdefault(m.group(2).lower(), set()).add(m.group(1).lower())
        return out
    bx, by = before(x), before(y)
    return any(bx.get(w) and by.get(w) and not bx[w] & by[w] for w in shared)


def _one_name(words: list[str], k: int) -> bool:
    """Whether the "and" at word ``k`` is inside one institution's name ("House Ways and Means
    Committee", "Bureau of Alcohol, Tobacco and Firearms" is not read): a name word before
    the word before it, and the capitalised words after it ending on an institution's word."""
    if k < 2 or not (words[k - 1][:1].isupper() and words[k - 2][:1].isupper() and
                     words[k - 2] not in _NOT_NAMES):
        return False
    j = k + 1
    while j < len(words) and words[j][:1].isupper():
        j += 1
    return j > k + 1 and words[j - 1] in _INSTITUTIONS
# the US states as agency copy abbreviates them after a place ("Birmingham, Ala.", the table
# in ``terms``), read as their names when the abbreviation's full stop follows ("Miss." and
# "Ind." left out: a title, a party; the dotted "N.Y." reads as no one word here)
_STATE_ABBREVIATIONS = {a.lower(): n.lower() for a, n in US_STATE_ABBREVIATIONS.items()
                        if a not in ("Miss", "Ind") and "." not in a}


# a state told by its name, or by its capital's or its people's name before "government"
# ("The Seoul government has released ..." / "South Korea has released ..."; "the Chinese
# authorities" / "China"): one participant. The capital alone is a place ("in Seoul"), and a
# capital's "authorities" only of states whose capital stands for the state in news (not
# "London authorities", "Paris authorities": often the city's own)
_STATES_NAMED = [line.split("|") for line in """
South Korea|Seoul|South Korean
North Korea|Pyongyang|North Korean
China|Beijing|Chinese
Japan|Tokyo|Japanese
Russia|Moscow|Russian
Iran|Tehran|Iranian
Afghanistan|Kabul|Afghan
Iraq|Baghdad|Iraqi
Syria|Damascus|Syrian
Turkey|Ankara|Turkish
Greece|Athens|Greek
Egypt|Cairo|Egyptian
Ukraine|Kiev|Ukrainian
Ukraine|Kyiv|Ukrainian
Pakistan|Islamabad|Pakistani
India|New Delhi|Indian
Saudi Arabia|Riyadh|Saudi
Taiwan|Taipei|Taiwanese
Cuba|Havana|Cuban
Venezuela|Caracas|Venezuelan
Cyprus|Nicosia|Cypriot
Libya|Tripoli|Libyan
Sudan|Khartoum|Sudanese
Vietnam|Hanoi|Vietnamese
""".strip().splitlines()]
_GOVERNMENT = r"\s+(?:government|authorities|administration|regime|leadership)\b"
_STATE_OF = {}
for _country, _capital, _people in _STATES_NAMED:
    _STATE_OF.update({_country.lower(): _country.lower(), _capital.lower(): _country.lower(),
                      _people.lower(): _country.lower()})
_STATE = re.compile(r"\b(?:(" + "|".join(sorted({c for c, _, _ in _STATES_NAMED}, key=len,
                                                 reverse=True)) +
                    r")(?!\s+(?:Korean?|Arabian?))(?:['’]s)?|(" +
                    "|".join(sorted({x for _, c, p in _STATES_NAMED for x in (c, p)}, key=len,
                                    reverse=True)) + r")(?=" + _GOVERNMENT + r"))\b")
_STATE_WORDS = frozenset(w.lower() for row in _STATES_NAMED for x in row for w in x.split())


# a body's general noun refers on to the previous sentence's named subject as a pronoun does
# ("ETA, which stands for ..., has killed ..." / "The group began observing a cease-fire")
_BODIES = frozenset(stem(w) for w in "group organization organisation movement party company "
                    "firm band agency militia coalition network".split())


def _resolved(fact: Fact, context: str) -> tuple[Fact, frozenset[str]]:
    """``fact`` (of an article's sentence whose subject names no one: "He was charged",
    "The group has killed") with the subject of ``context``, the sentence before it in its
    article, when that one names its subject and the pronoun, or the description's noun
    among that subject's own words ("The armed Basque separatist group ETA ..." / "The
    group ..."), points to it: a subject goes on from one sentence to the next. Else
    ``fact`` itself. Also the names it gained. Asked only when the other sentence names its
    subject: who y's is matters only then."""
    if not fact.anaphor or not context:
        return fact, frozenset()
    who, own = _topic(context)
    if not who or not (fact.anaphor in _SUBJECT_PRONOUNS or fact.anaphor in own or
                       fact.anaphor in _BODIES):
        return fact, frozenset()
    subject = who | ({"#" + "".join(n[0] for n in sorted(who))} if len(who) > 1 else set())
    return fact._replace(subject=frozenset(subject), names=fact.names | who,
                         head=fact.head | who), who


@lru_cache(maxsize=32768)
def _topic(text: str) -> tuple[frozenset[str], frozenset[str]]:
    """(the names, the other words' stems) of a sentence's opening noun phrase, after an
    opening phrase and up to its first verb, comma or relative word: whom it is about ("The
    Basque separatist group ETA claimed ...": "basque", "eta"; "separatist", "group")."""
    _, words, _ = _words(text)
    start = next((k + 1 for k, w in enumerate(words) if w == ","), len(words)) \
        if _opening(words) else 0
    names: set[str] = set()
    own: set[str] = set()
    for k in range(start, len(words)):
        w = words[k]
        low = w.lower()
        if w in (",", ";", ":") or low in _RELATIVE:
            break
        if (w[:1].isupper() or _PARTICLE_NAME.match(w) is not None) and len(w) > 1 and \
                w not in _NOT_NAMES and (k > start or low not in _NUMERALS) and \
                (k > start or (k + 1 < len(words) and words[k + 1][:1].isupper()) or
                 _apposed(words, k) or _name_alone(w)):
            names.add(_POSSESSIVE.sub("", w.rstrip(".")).lower())
            continue
        if low in _AUX or low in _FRAMES or (k > start and _verb_at(words, k)):
            break
        if low[:1].isalpha() and low not in _FUNCTION:
            own.add(stem(low))
    return frozenset(names), frozenset(own)


def _age(words: list[str], k: int) -> bool:
    """Whether the figure at word ``k`` is a person's age set off after the name ("Rudolph,
    33, is charged"): who, not what happened."""
    return k >= 2 and words[k - 1] == "," and words[k - 2][:1].isupper() and \
        words[k].isdigit() and int(words[k]) < 120 and \
        (k + 1 == len(words) or words[k + 1] in (",", ";"))


def _content(text: str, fact: Fact) -> frozenset[str]:
    """A sentence's content stems, names and figures included (what two facts share), a
    hyphen's spellings as one ("cease-fire" / "ceasefire")."""
    out = plain_terms(text) | fact.names | fact.figures
    return frozenset(t.replace("-", "") for t in out) if any("-" in t for t in out) else out


_NO_FACT = Fact(frozenset(), False, False, frozenset(), frozenset(), frozenset(), frozenset(),
               frozenset())


_COPULAS = _BE | frozenset("become becomes became remain remains remained".split())
_CAUSE_ENDS = _RELATIVE | _SUBORDINATE | frozenset("and but or".split())


def _cause(text: str, verb: str) -> tuple[frozenset[str], frozenset[str], bool]:
    """What "X is (has become, remains) the reason" says is the reason: (the names, the other
    words' stems, told only by a pronoun or "the" and a noun or two) of the words before the
    copula ``verb`` in its clause; no words: not read."""
    _, words, _ = _words(text)
    k = next((i for i, w in enumerate(words) if w.lower() == verb), -1)
    own: list[str] = []
    for w in reversed(words[:k] if k > 0 else ()):
        if w in (",", ";", ":") or w.lower() in _CAUSE_ENDS:
            break
        own.append(w)
    own.reverse()
    first = k - len(own)  # a sentence's first word is a name before another ("Hepatitis C")
    while own and (own[-1].lower() in _AUX or own[-1].lower() in ("now", "still", "also")):
        own.pop()
    named = [w[:1].isupper() and w not in _NOT_NAMES and
             (first + i > 0 or (i + 1 < len(own) and own[i + 1][:1].isupper()) or
              _name_alone(w)) for i, w in enumerate(own)]
    names = frozenset(_POSSESSIVE.sub("", w.rstrip(".")).lower()
                      for w, n in zip(own, named) if n)
    stems = frozenset(stem(w.lower()) for w, n in zip(own, named)
                      if not n and w.lower() not in _FUNCTION)
    low = [w.lower() for w in own]
    told_before = bool(low) and (low == ["it"] or low == ["they"] or (
        low[0] in ("the", "this", "that", "these", "those", "its") and len(low) <= 3
        and not names))
    return names, stems, told_before or not low


def _same_cause(x: str, vx: str, y: str, vy: str) -> bool:
    """Whether two sentences that say "X is the reason" give the same X: the same name or
    word; or one says it only by a pronoun or a definite description ("The disease", "it": its
    article said which before) or not in words read, and the other so too or by a name ("The
    disease" / "Hepatitis C"; not "The disease" / "Alcohol abuse": another cause)."""
    nx, ox, open_x = _cause(x, vx)
    ny, oy, open_y = _cause(y, vy)
    if _names_meet(nx, ny) or ox & oy:
        return True
    return (open_x or bool(nx)) and (open_y or bool(ny)) and (open_x or open_y)


def _names_meet(a: frozenset[str], b: frozenset[str]) -> bool:
    """Whether two sets of names share one (or a subject's acronym: "#is" / "isis")."""
    if a & b:
        return True
    return any(_alias(p, q) or _alias(q, p) for p in a for q in b)


def _subject_named(fx: Fact, names: frozenset[str]) -> bool:
    """Whether ``names`` (another sentence's) name x's subject: one of its names, or every
    name of the apposition that describes it, two or more ("Stacey Plaskett, Congress'
    delegate from the Virgin Islands" / "a delegate to Congress from the U.S. Virgin
    Islands"; "ETA, an acronym for Basque Homeland and Freedom" / "The group, whose name
    means Basque Homeland and Freedom"); one name of it says too little ("Smith, of Boston"
    / "a Boston man")."""
    return _names_meet(fx.subject, names) or \
        (len(fx.described) >= 2 and fx.described <= names)


# words that make a description another one ("a second suspect", "another man", "also")
_ANOTHER = frozenset("another other others second third fourth also too both fellow "
                     "more several".split())


def _described(fx: Fact, fy: Fact, y: str, modified: bool = False) -> bool:
    """Whether y (for a mark) tells x's happening as its own main predicate of a subject it
    describes and names no one in ("The 24-year-old electronics student ... was detained",
    "A 20-year-old woman was arrested", "The judge sentenced him"): not a pronoun, not the
    officials named by no name ("Police", "Authorities"), no word of another one ("a second
    suspect", "also"), not a body's general noun ("The group began ...": whose group, the
    sentence before says: ``_resolved``); the anchors (days, figures such as the age, what it
    acts on, the words shared) decide the rest, and ``_told_as`` asks the description a word
    of x's subject ("a Flagler County woman" / "a 20-year-old woman"). ``modified`` (a
    brief's repeat): y's description may name where or what its subject is, when x names that
    too ("A former Millis police officer ... was found dead" / "Bryan Johnson ... was found
    dead in his home in Millis"); for a mark one place's name says too little of who."""
    own = modified and fy.modified and fy.subject <= fx.names
    if (fy.subject and not own) or not fy.head or \
            not fy.events & fx.events or fx.passive != fy.passive \
            or fy.anaphor in _SUBJECT_PRONOUNS or fy.anaphor in _BODIES \
            or (fy.head & _GENERIC_STEMS and not own):
        return False
    words = _words(y)[1]
    if words and words[0][:1].isupper() and words[0].lower() not in _DETERMINERS and \
            words[0].lower() not in _NUMERALS:
        return False  # a name the parse does not read as one ("Smith faces ...", "King was
        # arrested": a surname that is also a word), or an opening phrase
    return _ANOTHER.isdisjoint(w.lower() for w in words)


def _other_names(fx: Fact) -> frozenset[str]:
    """x's names beyond its subject and the apposition that describes it."""
    return frozenset(n for n in fx.names - fx.subject - fx.described if not n.startswith("#"))


def _clause_anchored(x: str, fx: Fact, y: str) -> bool:
    """Whether a clause of y that tells x's happening as a verb (from the word after a comma,
    a colon or a word that opens a clause, up to the next comma) gives something of x's own
    beyond the happening and the common nouns of its subject: one of its names, days,
    figures, counts or other content words ("three months after ETA began observing an
    open-ended ceasefire"; "just before it disappeared Friday night"; "injuring two of
    them"; not "shortly after their plane disappeared last weekend")."""
    _, words, _, found = _parsed(y)
    own = frozenset(w for w in (_content(x, fx) | fx.names | fx.days | fx.figures |
                                _counts(x)) - (fx.head - fx.names - fx.figures)
                    if w not in _EVENT)  # (a figure of its subject's is its own: "A
    # 300-pound ... robot was punched to the ground" / "after knocking over a 300-pound
    # security robot")
    for k, end, ev, _participle in found:
        if ev not in fx.events:
            continue
        a = k
        while a > 0 and words[a - 1] not in (",", ";", ":") and \
                words[a - 1].lower() not in _CLAUSE_STARTS:
            a -= 1
        b = end
        while b < len(words) and words[b] not in (",", ";", ":"):
            b += 1
        if _counts(" ".join(words[a:b])) & own:
            return True
        for w in words[a:b]:
            low = w.lower()
            if low in own or stem(low) in own or \
                    _POSSESSIVE.sub("", w.rstrip(".")).lower() in own or \
                    w.replace(",", "") in own:
                return True
    return False


# the grounds a passive's "on" gives ("were arrested on federal terrorism charges"), and any
# grounds at all
_ANY_GROUNDS = re.compile(r"\b(?:charg(?:e|es|ed|ing)|suspicion|warrants?)\b", re.I)
_GROUND_WORDS = frozenset({"charg", "suspicion", "warrant"})  # (their stems)


def _on_grounds(text: str, verb: str) -> bool:
    """Whether what follows ``verb`` in ``text`` is its grounds: "on (federal terrorism)
    charges", "on suspicion of", "on a warrant"."""
    return bool(verb) and re.search(
        r"\b" + re.escape(verb) + r"\s+on\s+(?:[\w'’-]+\s+){0,4}?(?:charges?\b|suspicion\b|"
        r"(?:an?\s+)?(?:[\w'’-]+\s+)?warrants?\b)", text) is not None


_OFFENCE = re.compile(r"\b(?i:charged|charges?|counts?|accused|suspicion|faces|facing)\s+"
                      r"(?:(?:him|her|them|[A-Z][\w'’.-]*)\s+){0,3}"
                      r"(?i:with|of|in)\s+((?:[\w'’-]+[,.]?\s*){1,12})")
OFFENCE_WORDS = 2  # plain words of the offences two sentences must share


def _offences(text: str) -> frozenset[str]:
    """The plain words of the offences a sentence names after "charged with", "charges of",
    "counts of", "suspicion of" ("first-degree possession of marijuana": "first-degre",
    "possess", "marijuana")."""
    return frozenset().union(*(plain_terms(m.group(1)) for m in _OFFENCE.finditer(text))) \
        - _COUNTS


def _same_offences(x: str, y: str) -> bool:
    """Whether two sentences name OFFENCE_WORDS plain words of the same offences."""
    return len(_offences(x) & _offences(y)) >= OFFENCE_WORDS


def _alias(p: str, q: str) -> bool:
    """"#is" (the initials of "Islamic State") or "is" for "isis": a short name the other
    starts with; or a people's plural for its adjective ("israelis" for "israeli": "the
    arrest of two Israelis" / "arrested two Israeli men", ``_PEOPLES``)."""
    if q == p + "s" and _PEOPLES.search(p):
        return True
    if p in _SHORT_TITLES:
        return False  # "St." of "St. Clair Shores" is no short name of "State"
    p = p.removeprefix("#")
    return 2 <= len(p) < len(q) <= 5 and q.startswith(p)


# the abbreviations a place or a person's name opens with, which shorten a word, not a name
_SHORT_TITLES = frozenset("st mt ft dr mr ms mrs jr sr gen gov sen rep lt col sgt".split())


_PEOPLES = re.compile(r"[a-z]{2}(?:i|ian|ean|ican)$")  # a people's adjective (not "evan")


QUOTE_SHARE = 0.5  # a sentence this much quotation tells the statement (not a fact around it)


# the words of each phrase (``_EVENT_PHRASES``) that tell its happening is near
_PHRASE_KEYS = {_EV[e]: frozenset(stem(w) for w in ws.split()) for e, ws in (
    ("invalidate", "strike struck throw threw thrown unconstitutional"),
    ("kill", "shot gunned gun dead lives death deaths"),
    ("shoot", "opened fire fired shots shot gunshots gunfire"),
    ("die", "passed away lives life dead death deaths"),
    ("charge", "faces charges counts arraigned"),  # (and "filed charges against")
    ("convict", "guilty"), ("acquit", "guilty"), ("award", "ordered pay"),
    ("surrender", "turned turn turns turning"),
    ("sentence", "sent prison jail"), ("arrest", "custody booked arrest arrests"),
    ("resign", "step resignation"),
    ("approve", "voted through"), ("withdraw", "pulled forced driven drive pushed"),
    ("release", "free"), ("explode", "blew blown"), ("birth", "birth welcomed baby"),
    ("blame", "reason"), ("list", "list"), ("sue", "lawsuit suit suits lawsuits"),
    ("truce", "cease cease-fire ceasefire truce cease-fires ceasefires truces"),
    ("flee", "run fugitive hiding"),
    ("hospitalize", "hospital care"), ("end", "cut off"), ("criticize", "laid into lash"),
    ("investigate", "investigation probe inquiry"), ("attack", "attack attacks assault assaults"),
    ("scrutinize", "scrutiny"), ("pact", "deal deals accord accords agreement agreements"),
    ("kidnap", "hostage hostages"), ("endorse", "endorsement"), ("raid", "raids"),
    ("ban", "ban bans"), ("identify", "identity identities"), ("disappear", "missing"),
    ("depart", "fly flies flew flown flying"), ("sanction", "sanctions"),
    ("topple", "knock knocked knocking ground"))}
_KEYS: dict[str, frozenset[str]] = {}
for _g in _EVENT_WORDS:
    for _w in _g:
        _KEYS[_w] = _KEYS.get(_w, frozenset()) | {_EVENT[_w]}
for _ev, _ws in _PHRASE_KEYS.items():
    for _w in _ws:
        _KEYS[_w] = _KEYS.get(_w, frozenset()) | {_ev}


_PREFIXES = frozenset(st[:3] for st in _KEYS) | frozenset(
    w[:3] for g in ("sue shot struck threw thrown gunned blew blown bought slew slain sent drove "
                    "driven withdrew",) for w in g.split())


# the nouns news writes for those happenings (a derivation table, the happening's noun for
# its verb: "the arrest of Eric Rudolph" / "Rudolph was arrested"; "Prodigy's death" /
# "Prodigy died"); only the nouns that name the happening itself (not "charge": "in charge";
# not "release": "a press release"; not "deal", "ruling": of no one kind)
_NOUN_FORMS = {_EVENT[stem(e)]: frozenset(ws.split()) for e, ws in (
    ("kill", "killing killings murder murders slaying slayings assassination"),
    ("die", "death"),
    ("shoot", "shooting shootings"),
    ("charge", "indictment"),
    ("convict", "conviction convictions"),
    ("acquit", "acquittal"),
    ("arrest", "arrest arrests detention"),
    ("resign", "resignation"),
    ("approve", "approval passage adoption ratification"),
    ("reject", "rejection"),
    ("acquire", "acquisition purchase takeover"),
    ("withdraw", "withdrawal pullout"),
    ("ban", "ban prohibition"),
    ("kidnap", "kidnapping abduction"),
    ("cancel", "cancellation"),
    ("evacuate", "evacuation"),
    ("crash", "crash"),
    ("explode", "explosion"),
    ("erupt", "eruption"),
    ("collapse", "collapse"),
    ("rescue", "rescue"),
    ("fire", "dismissal firing ouster sacking"),
    ("deport", "deportation"),
    ("execute", "execution"),
    ("marry", "marriage wedding"),
    ("attack", "attack attacks assault"),
    ("raid", "raid"),
    ("seize", "seizure"),
    ("appoint", "appointment"),
    ("sentence", "imprisonment jailing"),
    ("hospitalize", "hospitalization hospitalisation"),
    ("surrender", "surrender"),
    ("endorse", "endorsement"),
    ("disappear", "disappearance"),
    ("truce", "cease-fire ceasefire truce"),
    ("sue", "lawsuit lawsuits suit suits"),
    ("search", "search manhunt"),
)}
_NOUN_EVENT = {w: ev for ev, ws in _NOUN_FORMS.items() for w in ws}
_NOUN_KEYS: dict[str, frozenset[str]] = {}
# nouns of a happening told with its sum ("a $6.3 million judgment against ...", "the $2.6
# billion takeover"): the sum is the participant that anchors it (``nouns_with_sum``)
_SUM_NOUNS = {**{w: e for w, e in _NOUN_EVENT.items() if w not in ("suit", "suits")},
              "judgment": _EV["award"], "judgement": _EV["award"],
              "verdict": _EV["award"], "award": _EV["award"], "lawsuit": _EV["sue"]}
for _w, _ev in _SUM_NOUNS.items():
    _NOUN_KEYS[stem(_w)] = _NOUN_KEYS.get(stem(_w), frozenset()) | {_ev}
# words before the noun that make it another happening than one told as done: not done, only
# possible, sought or feared ("no arrests", "the planned acquisition", "called for his
# resignation", "a warrant for his arrest"), or another instance ("a previous attack")
_NOUN_BLOCK = _NEGATION | _MODAL | frozenset("""
alleged attempted failed possible potential planned proposed pending expected rumored rumoured
threatened feared imminent looming another previous earlier prior similar first second third
past future any without avoid prevent call calls called calling demand demands demanded
demanding urge urges urged urging seek seeks sought warrant warrants against oppose opposed
opposes opposing risk threat threats fear fears possibility prospect chance chances attempt
attempts bid plot plots mock fake staged since end ending ended collapse collapsed breach
breaches breached violation violations break breaking broke broken extension extend
extended renewal renew renewed resumption lifting lift lifted
""".split())
# nouns after it that make it a modifier of another thing ("the arrest warrant", "the death
# toll", "the murder trial"): no happening told
_NOUN_COMPOUND = frozenset("""
warrant warrants toll tolls penalty penalties row rows trial trials case cases charge charges
rate rates threat threats plot plots attempt attempts bid bids talks plan plans order orders
record records certificate certificates squad squads scene scenes site sites report reports
count counts sentence sentences investigation investigations probe inquiry rumor rumors rumour
rumours course courses test tests victim victims suspect suspects weapon weapons list lists
note notes anniversary anniversaries ceremony ceremonies photo photos video videos dress
helicopter helicopters dog dogs team teams mode alarm alarms risk risks
""".split())
# the names of the happening's participants in the noun's phrase: its possessor ("Rudolph's
# arrest"), "of" or "against" ("the arrest of Eric Rudolph", "a lawsuit against Napster": the
# one it is done to) and "by" ("the killing of X by police")
_NOUN_ROLE = frozenset("of by against".split())
_INSIDE_NAME = frozenset("of for on".split())  # small words inside one name
NOUN_WINDOW = 12  # words after the noun in which its participants are read
# nouns told with a kind before them that is no other happening ("copyright infringement
# suits", "a civil rights lawsuit"): a suit of any kind is a suit
_KINDS_BEFORE = frozenset({"#" + str(k) for k, g in enumerate(_EVENT_WORDS) if stem("sue") in g})


def _noun_participants(words: list[str], k: int) -> tuple[frozenset[str], frozenset[str],
                                                          tuple[frozenset[str], ...]] | None:
    """(possessor, "of" names, the doers named after "by": each the words of its last name,
    the ones before a description being its modifiers: "the militant Basque separatist group
    Eta") of the happening's noun at word ``k``, or None when
    the noun is no happening told as done (``_NOUN_BLOCK`` before it in its clause, a
    compound's first word after it, no determiner, possessive, adjective or date before it:
    "the Sept. 18 cease-fire")."""
    prev = words[k - 1] if k else ""
    low_prev = prev.lower()
    nxt = words[k + 1].lower() if k + 1 < len(words) else ""
    if nxt in _NOUN_COMPOUND or (nxt[:1].isalpha() and nxt == words[k + 1] and
                                 word_classes(nxt)[1] and not word_classes(nxt)[0] and
                                 nxt not in _INTRO and nxt not in _RELATIVE and
                                 nxt not in _FUNCTION and nxt not in _DAYS and
                                 not only_adjective(nxt)):
        return None  # "the arrest warrant", "the death toll": the noun modifies another
    for w in reversed(words[max(0, k - 4):k]):
        if w in (",", ";", ":"):
            break
        lw = w.lower().replace("’", "'")
        if lw in _NOUN_BLOCK or lw.endswith("n't"):
            return None
    if not (low_prev in _DETERMINERS or low_prev in ("his", "her", "their", "its") or
            low_prev.endswith(("'s", "’s", "s'")) or prev in _NOT_NAMES or
            _MONTH.match(prev) or low_prev in _DAYS or
            (prev.isdigit() and k > 1 and _MONTH.match(words[k - 2]) is not None) or
            (low_prev[:1].isalpha() and only_adjective(low_prev)) or
            (_NOUN_EVENT.get(words[k].lower()) in _KINDS_BEFORE and low_prev.isalpha())):
        return None  # "a heart attack", "market crash": a compound, or no noun phrase
    possessor: set[str] = set()
    j = k - 1
    while j > 0 and k - j <= 3 and words[j].islower() and \
            ("-" in words[j] or only_adjective(words[j])):
        j -= 1  # "the ETA's week-long unilateral truce": the possessor before its modifiers
    while j >= 0 and (words[j][:1].isupper() or words[j].lower().endswith(("'s", "’s"))):
        if words[j][:1].isupper() and words[j] not in _NOT_NAMES:
            possessor.add(_POSSESSIVE.sub("", words[j].rstrip(".")).lower())
        j -= 1
        if j >= 0 and not words[j][:1].isupper():
            break
    if not any(w.lower().endswith(("'s", "’s", "s'")) for w in words[max(0, j - 1):k]):
        possessor = set()  # capitalised words before it but no possessive: no possessor
    roles: dict[str, set[str]] = {"of": set(), "by": set()}
    heads: list[set[str]] = [set()]  # the "by" phrase's doers, each its last name's words
    run = False  # the last word read was part of a name
    role = ""
    for w in words[k + 1:k + 1 + NOUN_WINDOW]:
        low = w.lower()
        if low in (",", ";", ":") or (low in _RELATIVE and low != "of"):
            break
        if low in _NOUN_ROLE:
            role = "of" if low == "against" else low
            continue
        if not role:
            if low in _INTRO:
                break  # "his arrest in Texas": where, not whom
            continue
        if low in ("his", "her", "their", "its") and not roles[role]:
            return None  # "the death of his father Harold Lima": someone's relative
        if w[:1].isupper() and w not in _NOT_NAMES:
            name = _POSSESSIVE.sub("", w.rstrip(".")).lower()
            roles[role].add(name)
            if role == "by":
                if not run:
                    heads[-1] = set()  # a later name is the doer's own ("the militant
                    # Basque separatist group Eta": Eta)
                heads[-1].add(name)
                run = True
            continue
        if role == "by" and low in ("and", "&"):
            heads.append(set())  # "by Dr. Dre and the RIAA": two doers
        elif run and low in _INSIDE_NAME:
            continue  # "Association of America": one name
        run = False
        if low in _INTRO and low not in _NOUN_ROLE:
            role = ""  # the "of" phrase is over
    by = tuple(frozenset(h) for h in heads if h) if len(heads) > 1 else \
        (frozenset(roles["by"]),) if roles["by"] else ()
    if by and len(heads) == 1 and heads[0]:
        by = (frozenset(heads[0]),)
    return frozenset(possessor), frozenset(roles["of"]), by


_SUIT = frozenset(("suit", "suits"))  # a lawsuit, or clothing: told by its legal words
_FILED = frozenset("file files filed filing bring brings brought settle settles settled "
                   "drop drops dropped dismiss dismisses dismissed".split())


def _legal_suit(words: list[str], k: int) -> bool:
    """Whether "suit" at word ``k`` is a lawsuit: "against" after it in its clause, or "by"
    right after it or its filing ("a suit against Napster", "suits filed by the RIAA"), or a
    filing word just before it
    ("filed suit", "settled the suit"); a possessor alone is no lawsuit ("Santa's suit")."""
    if any(w.lower() in _FILED for w in words[max(0, k - 3):k]):
        return True
    prev = words[k].lower()
    for w in words[k + 1:k + 1 + NOUN_WINDOW]:
        low = w.lower()
        if low in (",", ";", ":", ".") or low in _RELATIVE:
            return False
        if low == "against" or (low == "by" and (prev in _SUIT or prev in _FILED)):
            return True  # "suits filed by", "a suit by"; not "the suit was photographed by"
        prev = low
    return False


@lru_cache(maxsize=32768)
def nouns_told(text: str) -> tuple[tuple[str, frozenset[str], frozenset[str],
                                         tuple[frozenset[str], ...]], ...]:
    """Every known kind of happening ``text`` tells by its noun, as done (outside
    quotations): (event, possessor, "of" names, the doers named after "by")."""
    _, words, _ = _words(text)
    out = []
    for k, w in enumerate(words):
        ev = _NOUN_EVENT.get(w.lower()) if w[:1].islower() else None
        if ev is not None and w in _SUIT and not _legal_suit(words, k):
            continue  # "Santa's suit", "a dark suit": clothing
        if ev is not None:
            parts = _noun_participants(words, k)
            if parts is not None:
                out.append((ev, *parts))
    return tuple(out)


_KEY_WORD = re.compile(r"\b(?:" + trie_pattern(sorted(set(_KEYS) | set(_NOUN_KEYS))) +
                       r")[\w'’-]*")


@lru_cache(maxsize=32768)
def happenings_named(text: str) -> frozenset[str]:
    """The happenings a sentence has a word of, by a verb, a phrase or a noun (``event_keys``
    of its words with ``nouns``, read from the text): a sentence with none of x's tells none
    of x's."""
    out: frozenset[str] = frozenset()
    for m in _KEY_WORD.finditer(text.lower()):
        st = stem(m.group())
        out |= _KEYS.get(st, frozenset()) | _NOUN_KEYS.get(st, frozenset())
    return out


_SUM_WORDS = frozenset("million billion trillion".split())


@lru_cache(maxsize=32768)
def nouns_with_sum(text: str) -> tuple[tuple[str, str], ...]:
    """Every known kind of happening ``text`` tells by its noun after a sum of money, as done
    (outside quotations): (event, the sum's figure). "a $6.3 million jury verdict returned
    Thursday": (award, "6.3"); not "sought a $5 million judgment" (only sought), "a $5 million
    lawsuit threat" (a compound's first word)."""
    plain, words, starts = _words(text)
    out = []
    for k, w in enumerate(words):
        ev = _SUM_NOUNS.get(w) if w[:1].islower() else None
        if ev is None or k < 2:
            continue
        if k + 1 < len(words) and words[k + 1].lower() in _NOUN_COMPOUND:
            continue
        j = k - 1
        if words[j][:1].islower() and words[j] not in _SUM_WORDS and j > 1:
            j -= 1  # one word between: "a $6.3 million jury verdict"
        if words[j] in _SUM_WORDS:
            j -= 1
        if j < 1 or not words[j][:1].isdigit() or plain[starts[j] - 1:starts[j]] != "$":
            continue
        before = words[max(0, j - 4):j]
        if before[-1].lower() not in _DETERMINERS | {"his", "her", "their", "its"}:
            continue
        if any(b.lower().replace("’", "'") in _NOUN_BLOCK or b.lower().endswith("n't")
               for b in before):
            continue
        out.append((ev, words[j].replace(",", "")))
    return tuple(out)


def _noun_link(fx: Fact, y: str) -> bool:
    """Whether ``y`` tells the happening of x's fact (``fx``) by its noun, with the same
    participants: named in the noun's phrase, and in their roles (the one it was done to
    after "of", the doer after "by"; a happening that acts on nothing: its subject); x told
    as done (not negated, not only planned)."""
    if fx.negated or fx.modal:
        return False
    intransitive = fx.events <= _INTRANSITIVE
    if intransitive:
        done_to, doer = fx.subject, frozenset()
    elif fx.passive:
        done_to, doer = fx.subject, fx.agent
    else:
        done_to, doer = fx.names - fx.subject, fx.subject
    for ev, possessor, of, doers in nouns_told(y):
        if ev not in fx.events or any(not _within(g, fx.names) for g in (possessor, of)):
            continue  # a name x does not give: someone else ("the death of his father Harold
            # Lima" is not "Devin Lima has died")
        # of the doers after "by", one that x names (the others did it with it: "suits filed
        # by Dr. Dre and the RIAA" tell the RIAA's suit)
        by = next((g for g in doers if _within(g, fx.names)), frozenset())
        if doers and not by:
            continue
        if of and not _names_meet(of, done_to):
            continue  # "the killing of someone else"
        if by and (not _names_meet(by, done_to) if intransitive else
                   (doer and not _names_meet(by, doer))):
            continue  # another doer (a happening that acts on nothing: "the Sept. 18
            # cease-fire by the armed separatist group ETA" names its subject after "by")
        if possessor and not (_names_meet(possessor, done_to) or
                              (doer and _names_meet(possessor, doer))):
            continue
        if of or (by and (doer or intransitive)) or possessor:
            return True  # a participant named in the noun's phrase, in its role
    return _sum_link(fx, y)


def _sum_link(fx: Fact, y: str) -> bool:
    """Whether ``y`` tells x's happening by its noun after the same sum x gives ("A jury
    awarded $6.3 million to ..." / "a $6.3 million judgment against ...")."""
    return not (fx.negated or fx.modal) and \
        any(ev in fx.events and figure in fx.figures for ev, figure in nouns_with_sum(y))


_CLAUSE_STARTS = _RELATIVE | _SUBORDINATE | frozenset("and but or why whether".split())
# the officials a sentence names by no name ("Authorities", "Police", "Investigators")
_GENERIC_DOERS = frozenset("""
authorities officials police investigators detectives prosecutors officers deputies
""".split())
_GENERIC_STEMS = frozenset(stem(w) for w in _GENERIC_DOERS)


def _told_as(x: str, fx: Fact, y: str) -> bool:
    """Whether y tells x's happening (``fx``) as a verb the way x does, read strictly (for a
    mark): the same negation and modality, a "not" or "never" before a verb joined by "or"
    or "and" reaching it ("haven't named Rudolph a suspect or charged him"); no subject of
    its own in its clause that x does not name when both are told in the same voice ("after
    a federal judge struck down the line-item veto" / "The Supreme Court struck down"); and
    when both name what it acts on, one name in common ("is charged in three Atlanta-area
    bombings" / "is charged in the Jan. 29 bombing of the New Woman All Women clinic")."""
    _, words, _, found = _parsed(y)
    own = fx.subject | fx.head | fx.names
    _, xw, _, xfound = _parsed(x)
    at = next((k for k, _, ev, participle in xfound
               if ev in fx.events and not participle and xw[k].lower() == fx.verb), -1)
    obj_names = _acted_on(xw, at, 6) if at >= 0 else set()
    reason = _EV["blame"] in fx.events and fx.verb in _COPULAS  # "X is the reason" told by
    # both: X is compared by ``_same_cause``
    for k, _end, ev, _participle in found:
        if ev not in fx.events:
            continue
        neg, modal = _flags(words, k)
        clause: list[str] = []  # the clause before the verb, last word first
        for w in reversed(words[:k]):
            if w in (",", ";", ":") or (w.lower() in _CLAUSE_STARTS and
                                        w.lower() not in ("and", "or", "nor")):
                break
            clause.append(w)
        conj = next((i for i, w in enumerate(clause) if w.lower() in ("and", "or", "nor")), -1)
        if conj >= 0 and any(w in ("not", "never") or w.lower().endswith("n't")
                             for w in clause[conj + 1:conj + 6]):
            neg = True  # "haven't named Rudolph a suspect or charged him"
        if (neg, modal) != (fx.negated, fx.modal):
            continue
        aux = k - 2 if k > 1 and _mid_adverb(words[k - 1].lower()) else k - 1
        passive = aux >= 0 and words[aux].lower() in _PASSIVE_AUX and \
            not words[k].lower().endswith("ing")  # ("are airing": no passive)
        phrase = clause if conj < 0 else clause[:conj]
        if conj >= 0 and conj == len(clause) - 1 and len(clause) < k and \
                words[k - len(clause) - 1] == ",":
            phrase = []  # ", and Germany have identified": a list's last member, not the
            # subject ("Maltese and his team of researchers from the U.S., Switzerland, and
            # Germany have identified")
        phrase = list(reversed(phrase))  # from the clause's start
        while phrase and (phrase[-1].lower() in _AUX or phrase[-1].lower() in _NEGATION or
                          phrase[-1].lower().endswith(("n't", "ly"))):
            phrase.pop()  # "has been", "also", "quickly"
        if passive == fx.passive and 1 <= len(phrase) <= 5 and \
                not (reason and ev == _EV["blame"] and words[k].lower() in _COPULAS) and \
                (phrase[0].lower() in _DETERMINERS or all(w[:1].isupper() for w in phrase)) and \
                not any(w[:1].islower() and word_classes(w.lower())[0] and
                        not word_classes(w.lower())[1] for w in phrase):
            subject = {_POSSESSIVE.sub("", w.rstrip(".")).lower() if w[:1].isupper()
                       else stem(w.lower()) for w in phrase
                       if w not in _NOT_NAMES and w.lower() not in _FUNCTION}
            subject |= {"@" + _STATE_OF[m.group(m.lastindex or 0).lower()]
                        for m in _STATE.finditer(" ".join(phrase))}  # "South Korea": a state
            if all(w.lower() in _GENERIC_DOERS for w in phrase if w.lower() not in _FUNCTION):
                subject = set()  # "Authorities identified ..." / "Police confirmed ...": no
                # one named, the same officials in other words
            if subject and not subject & own and not _names_meet(frozenset(subject), own) \
                    and not set(stem_all(subject)).intersection(stem_all(own)) and \
                    not (fx.subject and phrase[0].lower() in _DETERMINERS and
                         all(w[:1].islower() or w[:1].isdigit() for w in phrase[1:]) and
                         _retold(x, fx, y)):
                continue  # another subject does it ("a federal judge struck down"); a
                # body named by its members' word is not another ("The Senate" / "senators")
        if obj_names and passive == fx.passive:  # what it acts on: the names up to the
            theirs = _acted_on(words, k, 10)  # clause's end
            if theirs and not theirs & obj_names:
                continue  # acts on another named thing
        return True
    return False


def _retold(x: str, fx: Fact, y: str) -> bool:
    """Whether y retells most of x in x's own words beyond its subject: at least five content
    words in common and half of the shorter's ("Katera Barker was found dead Wednesday after
    being left in a car seat all day inside a pickup truck" / "The 1-year-old girl died after
    being left in a car seat all day in a pickup truck"), so that y's description of the one
    x names ("The 1-year-old girl") may be read as the same one."""
    cx = _content(x, fx) - fx.subject - fx.names
    cy = _content(y, fact_of(y))
    shared = cx & cy
    return len(shared) >= 5 and 2 * len(shared) >= min(len(cx), len(cy))


_PLACE_WORDS = frozenset("through across into onto over against toward towards via near "
                         "outside inside around behind beyond past along among between "
                         "within throughout".split())


def _acted_on(words: list[str], k: int, n: int) -> set[str]:
    """The names (their hyphen's parts) of what the verb at word ``k`` acts on: up to ``n``
    words after it, to the clause's end, not a doer after "by"; after the first common noun
    only through "of" ("in three Atlanta-area bombings"; "the bombing of the New Woman All
    Women clinic")."""
    out: set[str] = set()
    noun = False
    for w in words[k + 1:k + 1 + n]:
        low = w.lower()
        if w in (",", ";", ":") or low in _RELATIVE or low == "by":
            break
        if noun and (low in _INTRO or low in _PLACE_WORDS):
            break  # "... bombings at the park": where, no longer what
        if w[:1].isupper() and w not in _NOT_NAMES and not _MONTH.match(w):
            out |= set(_POSSESSIVE.sub("", w.rstrip(".")).lower().split("-"))
        elif low[:1].isalpha() and low not in _DETERMINERS and low not in _AUX and \
                low not in _INTRO and low != "of" and word_classes(low)[1] and \
                not only_adjective(low):
            noun = True
    return out


def _within(a: frozenset[str], b: frozenset[str]) -> bool:
    """Whether every name of ``a`` is one of ``b`` (or a short name of one: ``_alias``)."""
    return all(p in b or any(_alias(p, q) or _alias(q, p) for q in b) for p in a)


def event_keys(stems: Iterable[str], nouns: bool = False) -> frozenset[str]:
    """The happenings a sentence of these word stems may tell (``Sentence.tokens``): two
    sentences with none in common and no quotation in both are never ``same_fact``, so this
    set intersection spares the full reading of almost every pair. ``nouns``: also those it
    may tell by a noun (``nouns_told``, read for a mark)."""
    out: frozenset[str] = frozenset()
    for st in stems:
        hit = _KEYS.get(st)
        if hit is not None:
            out |= hit
        if nouns:
            hit = _NOUN_KEYS.get(st)
            if hit is not None:
                out |= hit
    return out


@lru_cache(maxsize=32768)
def may_tell_event(text: str) -> bool:
    """Whether a sentence has a word of a known happening (``_EVENT_WORDS``, the phrases):
    the cheap test before ``fact_of``."""
    if text.isascii():  # ignoring case is lower-casing here (the pattern without it is faster)
        return _HINT_LOWER.search(text.lower()) is not None
    return _HINT.search(text) is not None


_JOINED = re.compile(r",\s+(?:and|but)\s+(?=[A-Z]|(?:the|a|an|his|her|their|its)\s)")


# a happening told by its noun with what it did in a relative clause, read as a clause of its
# own: "the Jan. 29, 1998, bombing of a Birmingham abortion clinic that killed a police officer"
_THAT_HAPPENED = re.compile(r"\b(the\s+(?:(?!the\b)[\w.,'’-]+\s+){0,10}?(?:bombing|explosion|"
                            r"blast|attack|crash|shooting|fire|storm|earthquake)(?:\s+(?:of|at|in|on|near)\s+"
                            r"(?:[\w.,'’-]+\s+){1,8}?)?)\s*(that|which)\s+(?=(?:killed|injured|"
                            r"wounded|destroyed|left)\b)")


@lru_cache(maxsize=32768)
def noun_clauses(text: str) -> tuple[str, ...]:
    """A happening a sentence tells by its noun with what it did in a relative clause, as a
    sentence of its own ("Rudolph has been on the run since the January 1998 bombing of a
    Birmingham, Ala., abortion clinic that killed an off-duty police officer and severely
    wounded a nurse": "The January 1998 bombing of a Birmingham, Ala., abortion clinic killed
    an off-duty police officer and severely wounded a nurse"): the background a later
    article restates as its own sentence (read for a mark with ``main``: y's own predicate)."""
    plain = _words(text)[0]
    out = []
    for m in _THAT_HAPPENED.finditer(plain):
        rest = m.group(1).strip() + " " + plain[m.end(2):].strip()
        rest = rest[:1].upper() + rest[1:]
        fact = fact_of(rest)
        if fact.events and not fact.negated and not fact.modal:
            out.append(rest)
    return tuple(out)


@lru_cache(maxsize=32768)
def later_clauses(text: str) -> tuple[str, ...]:
    """The main clauses a sentence joins to its first by ", and" or ", but", each with a
    subject it names and a known happening of its own ("The boy, Jordan Belliveau, died, and
    Ms. Stinson was arrested Tuesday and charged with ... murder": "Ms. Stinson was arrested
    Tuesday and charged with ... murder"), outside quotations; a first clause must come before
    (a verb before the comma: "Smith, and Jones were charged" is one subject). Another
    outlet's sentence that tells one of them tells one of the sentence's facts (``same_fact``
    on the clause, for a mark)."""
    out = list(_joined_verbs(text)) if " and " in text else []
    if ", and " not in text and ", but " not in text:
        return tuple(out)
    plain, words, starts = _words(text)
    for m in _JOINED.finditer(plain):
        k = next((i for i, st in enumerate(starts) if st >= m.start()), len(words))
        if not any(w[:1].islower() and _verb_at(words, i) for i, w in enumerate(words[:k])):
            continue  # no verb before: a list in the subject, not a clause
        rest = plain[m.end():].strip()
        rest = rest[:1].upper() + rest[1:]
        fact = fact_of(rest)
        if fact.events and fact.subject and not fact.negated and not fact.modal:
            out.append(rest)
    return tuple(out)


def _joined_verbs(text: str) -> tuple[str, ...]:
    """The predicates a sentence joins by "and" to its first, a verb in the past after a
    first one in the past with no auxiliary, told of the same subject ("He returned to his
    home ... and left a few minutes after that via a ride-share service for Nashville
    International Airport": "He left a few minutes after that via ..."), each with a known
    happening of its own (not "was arrested and charged": the second shares the first's
    auxiliary). The subject may be a pronoun: who it is, the sentence before says."""
    plain, words, starts = _words(text)
    first = next((k for k, w in enumerate(words) if w[:1].islower() and _verb_at(words, k)), -1)
    if first <= 0 or not _past_form(words[first]) or words[first - 1].lower() in _AUX or \
            words[first].lower() in _AUX:
        return ()
    out = []
    for k in range(first + 2, len(words) - 1):
        if words[k] != "and" or words[k - 1] == "," or not _past_form(words[k + 1]) or \
                words[k + 1].lower() in _AUX or not _verb_at(words, k + 1):
            continue
        if any(w[:1].islower() and _verb_at(words, i) for i, w in enumerate(words[first + 1:k],
                                                                            first + 1)):
            break  # a verb between: the "and" joins another clause's ("detailed the day she
            # abducted and killed her two young children")
        rest = plain[:starts[first]] + plain[starts[k + 1]:]
        fact = fact_of(rest)
        if fact.events and (fact.subject or fact.anaphor) and not fact.negated and \
                not fact.modal and _past_form(fact.verb) and fact.verb == words[k + 1]:
            out.append(rest)
    return tuple(out)


@lru_cache(maxsize=32768)
def statement(text: str) -> tuple[tuple[str, ...], ...]:
    """The quoted words of a sentence that is mostly quotation (QUOTE_SHARE of its words;
    titles such as "We Are Never Ever Getting Back Together", every word capitalised, are
    no quotation), one tuple per quotation; () for any other sentence."""
    if not has_quote(text):
        return ()
    quotes = [q for q in quotations(text) if not _title(q)]
    inside = tuple(tuple(quote_words(q)) for q in quotes)
    n = sum(map(len, inside))
    if n < SHARED_QUOTE_WORDS or n < QUOTE_SHARE * len(text.split()):
        return ()
    return inside


def same_statement(x: str, y: str) -> bool:
    """Whether x is mostly a quotation (``statement``) that y quotes too: runs of
    SHARED_QUOTE_WORDS words cover QUOTE_SHARE of x's quoted words, and y is a sentence,
    not only the quotation's fragment."""
    inside = statement(x)
    if not inside or not has_quote(y) or len(y.split()) < 8:
        return False
    sx, sy = _speakers(x), _speakers(y)
    if sx and sy and not sx & sy:
        return False  # the same words put in another's mouth: outlets disagree on who spoke
    n = sum(map(len, inside))
    runs = quoted_runs(y)
    covered = [_covered(w, runs, SHARED_QUOTE_WORDS) for w in inside]
    if any(negation_left_out(w, c) for w, c in zip(inside, covered)):
        return False
    return sum(map(sum, covered)) >= QUOTE_SHARE * n


# a verb that reports what someone said, or how they called something ("panned ... as a
# 'terrible person'", "citing the 'deterioration'")
# (the forms that are no noun too: not "the United States", "the state budget", "insurance
# claims", "brands", "labels")
_REPORTING = re.compile(
    r"\b(?:say|says|said|saying|tells?|told|telling|add(?:s|ed|ing)?|according|writes?|wrote|"
    r"writing|call(?:s|ed|ing)?|insist(?:s|ed|ing)?|admit(?:s|ted|ting)?|acknowledg(?:e|es|ed|"
    r"ing)|announc(?:e|es|ed|ing)|declar(?:e|es|ed|ing)|describ(?:e|es|ed|ing)|cit(?:e|es|ed|"
    r"ing)|claim(?:ed|ing)|warn(?:s|ed|ing)?|argu(?:e|es|ed|ing)|stat(?:ed|ing)|"
    r"tweet(?:s|ed|ing)?|label(?:l?ed|l?ing)|brand(?:ed|ing)|dubb(?:ed|ing)|accus(?:e|es|ed|"
    r"ing)|pann(?:ed|ing)|vow(?:s|ed|ing)?|complain(?:s|ed|ing)?|explain(?:s|ed|ing)?|"
    r"criticis(?:e|es|ed|ing)|criticiz(?:e|es|ed|ing))\b", re.I)


def _by_first_letter(pattern: str) -> re.Pattern[str]:
    """``\\b(?:word|...)\\b`` of lower-case words (each a letter, then letters and groups of
    them), the same matches, written as the words by their first letter, each group opening on
    that letter and looking behind for the boundary before it: opening on ``\\b``, a pattern is
    tried at every position of a text; this one only at those letters (a third of the
    instructions). Of a case-blind pattern, it is the one for lower-cased ASCII text."""
    assert pattern.startswith(r"\b(?:") and pattern.endswith(r")\b")
    words: list[str] = [""]
    depth = 0
    for ch in pattern[5:-3]:  # the alternatives at the top
        depth += (ch == "(") - (ch == ")")
        if ch == "|" and not depth:
            words.append("")
        else:
            words[-1] += ch
    groups: dict[str, list[str]] = {}
    for w in words:
        assert w[:1].isalpha() and w[:1].islower(), w
        groups.setdefault(w[0], []).append(w[1:])
    return re.compile("|".join(rf"{c}(?<!\w.)(?:{'|'.join(rest)})\b"
                               for c, rest in groups.items()))


_REPORTING_LOWER = _by_first_letter(_REPORTING.pattern)
_TITLE_SMALL = frozenset("of the a an and in on to with for at by from or".split())
QUOTED_BACK_WORDS = 8  # a quotation this short, inside a report, is a fragment of the statement
QUOTED_BACK_COMMON = 4.5  # a lone quoted word commoner than this (Zipf) is anyone's word
QUOTED_BACK_MORE = 3  # y's quotation says at least this many words more than the fragment ...
QUOTED_BACK_RUN = 4  # ... unless the fragment is this long
PLAIN_FRAGMENT_WORDS = 2  # words no function word in a fragment of common words only


_TITLE_WORD = re.compile(r"[A-Za-z][\w'’]*")  # a title's words (``_named_title``, ``_title``)


def _named_title(quote: str) -> bool:
    """A title or name in quotation marks ("State of the Union", "Gone with the Wind"): every
    word capitalised but the small ones."""
    words = _TITLE_WORD.findall(quote)
    return bool(words) and words[0][0].isupper() and \
        all(w[0].isupper() or w.lower() in _TITLE_SMALL for w in words)


def quoted_back(x: str, y: str) -> tuple[str, ...]:
    """The words of a short quotation with which x reports a speaker's words that y gives
    within the statement it quotes (empty when there is none): one statement told twice,
    reported and quoted ("Newt Gingrich says ... address ... was 'naive.'" / "'It's just
    stunningly, breathtakingly naive,' the former House speaker ... said"; "Trump said he
    would move to fortify U.S. borders 'even more'" / "'... We are going to strengthen our
    borders even more,' he wrote in a tweet"). x must report speech outside its quotation (a
    verb of saying or calling: a term in quotation marks, "the 'comfort women'", is no one's
    statement); the fragment is at most QUOTED_BACK_WORDS words with a content word (a lone
    word no commoner than QUOTED_BACK_COMMON), not a title; y's quotation holds it in a run and
    says QUOTED_BACK_MORE words more (or the fragment is QUOTED_BACK_RUN words long), and y is
    a statement: mostly quotation or reporting speech itself (not a charge's name: "a one-year
    sentence for 'insulting a public officer'")."""
    if not has_quote(x) or not has_quote(y):
        return ()
    if not _reports_outside(x):
        return ()
    named = bool(_speakers(x, True)) and bool(_speakers(y, True))
    if named and not one_speaker(x, y):
        return ()  # each names its speaker, and not one: two statements, however alike
        # ("Trump called the report 'fake news'" / "'This is fake news ...,' Sanders said")
    inner = _stated_quotes(y)
    if not inner:
        return ()
    # a phrase of common words only is a fragment when both name its one speaker ("Bill
    # Cosby says ... he's 'never seen anything like' his situation" / "'I've been in this
    # business 52 years, and I've never seen anything like this,' Cosby said")
    said = [f" {' '.join(v)} " for v in inner]  # (no word holds a space: a run of words
    # in a quotation is a substring of its words joined by spaces)
    for w in _back_fragments(x) + (_plain_fragments(x) if named else ()):
        n = len(w)
        run = f" {' '.join(w)} "
        for v, joined in zip(inner, said):
            if (len(v) >= n + QUOTED_BACK_MORE or n >= QUOTED_BACK_RUN) and run in joined:
                return w
    return ()


_FRAGMENT_OPENERS = frozenset("as a an the of to".split())


def quoted_from(x: str, y: str) -> tuple[str, ...]:
    """The words of a short quotation with which x reports what y says in its own words, out
    of quotation marks (empty when there is none): y is the statement x quotes from, one
    statement told twice ("The paper had previously criticized the Trump administration plan
    'as bad policy and worse politics'" / the editorial's "President Trump is asking
    Republicans to start a bidding war ..., which is bad policy and worse politics"). x must
    report speech outside its quotation; the fragment is QUOTED_BACK_RUN to QUOTED_BACK_WORDS
    words with a content word (``_back_fragments``), in y as a run of words."""
    if not has_quote(x) or not _reports_outside(x):
        return ()
    frags = [w[1:] if w[0] in _FRAGMENT_OPENERS else w for w in _back_fragments(x)]
    frags = [w for w in frags if len(w) >= QUOTED_BACK_RUN]  # ("as bad policy ...": its
    # words from "bad")
    if not frags:
        return ()
    plain = f" {' '.join(quote_words(_QUOTED.sub(' ; ', y)))} "
    return next((w for w in frags if f" {' '.join(w)} " in plain), ())


# ``quoted_back``'s reading of each text, once per text (a brief asks it of many pairs)
@lru_cache(maxsize=32768)
def _reports_outside(x: str) -> bool:
    """Whether x reports speech outside its quotations (a verb of saying or calling)."""
    outside = _QUOTED.sub(" ", x)
    if outside.isascii():  # (ignoring case is lower-casing here: ``_REPORTING_LOWER``)
        return _REPORTING_LOWER.search(outside.lower()) is not None
    return _REPORTING.search(outside) is not None


@lru_cache(maxsize=32768)
def _stated_quotes(y: str) -> tuple[tuple[str, ...], ...]:
    """The words of y's quotations (titles aside) when y is a statement (mostly quotation,
    or reporting speech itself); () otherwise."""
    inner = tuple(w for w in _quote_word_lists(y) if w)
    if not inner:
        return ()
    stated = sum(map(len, inner)) >= QUOTE_SHARE * len(y.split()) or _reports_outside(y)
    return inner if stated else ()


@lru_cache(maxsize=32768)
def _quote_word_lists(x: str) -> tuple[tuple[str, ...], ...]:
    """The words of each of x's quotations that is no title (``quote_words``), in order."""
    return tuple(tuple(quote_words(q)) for q in quotations(x) if not _named_title(q))


@lru_cache(maxsize=32768)
def _capital_words(x: str) -> frozenset[str]:
    """x's capitalised words, lower-cased (the names a speaker may be one of)."""
    return frozenset(w.lower() for w in re.findall(r"\b[A-Z][\w'’-]+", x))


@lru_cache(maxsize=32768)
def _back_fragments(x: str) -> tuple[tuple[str, ...], ...]:
    """x's quotations short enough to be a fragment of a statement: at most
    QUOTED_BACK_WORDS words with a content word (a lone word no commoner than
    QUOTED_BACK_COMMON), not a title; in order."""
    out = []
    for w in _quote_word_lists(x):
        n = len(w)
        content = [t for t in w if stem(t) not in STOP_STEMS]
        if not content or n > QUOTED_BACK_WORDS or \
                (len(content) == 1 and n < QUOTED_BACK_RUN and
                 zipf(content[0]) > QUOTED_BACK_COMMON):
            continue
        out.append(w)
    return tuple(out)


@lru_cache(maxsize=32768)
def _plain_fragments(x: str) -> tuple[tuple[str, ...], ...]:
    """x's short quotations of common words only that ``_back_fragments`` leaves out, long
    enough to be one speaker's phrase: QUOTED_BACK_RUN to QUOTED_BACK_WORDS words, at least
    PLAIN_FRAGMENT_WORDS of them no function word ("never seen anything like")."""
    out = []
    for w in _quote_word_lists(x):
        if QUOTED_BACK_RUN <= len(w) <= QUOTED_BACK_WORDS and \
                all(stem(t) in STOP_STEMS for t in w) and \
                sum(t not in _FUNCTION for t in w) >= PLAIN_FRAGMENT_WORDS:
            out.append(w)
    return tuple(out)


RESTATED_QUOTE_WORDS = 4  # plain words a report and the quote after it share, to be one


def quote_restates(x: str, y: str, next_to: bool = False) -> bool:
    """Whether y, a sentence that is mostly quotation (``statement``), quotes the statement x
    reports in its own words: x reports speech (a verb of saying outside its quotations) and
    is no quotation itself, the two share RESTATED_QUOTE_WORDS plain words (verbs of saying
    aside), and y's speaker is named in x ("President Trump knows Matthew G. Whitaker, White
    House counselor Kellyanne Conway said Sunday ..." / "'The president does know Matt
    Whitaker, has gotten to know him ...,' Conway said"), or y names no one and comes right
    after x in its article (``next_to``: "he said", or the quote alone). The test for a writer
    who reports a statement and quotes it in the next lines; only one article's nearby
    sentences are asked (a quote from a sentence far off, or another article, is another
    occasion)."""
    if statement(x) or not statement(y) or not _reports_outside(x):
        return False
    if len((plain_terms(x) & plain_terms(y)) - _SKIP_VERBS) < RESTATED_QUOTE_WORDS:
        return False
    sy = _speakers(y, True)
    if not sy:
        return next_to
    return bool(sy & _capital_words(x))


SPEECH_WORDS = 4  # content words two accounts of one speaker's words share at least ...
SPEECH_SHARE = 0.5  # ... and this share of the shorter account's content words
_NEGATED = re.compile(r"\b(?:not|no|never|nor|neither|nobody|nothing|none|cannot)\b|n[’']t\b",
                      re.I)


def one_speaker(x: str, y: str) -> bool:
    """Whether both sentences attribute their words to one speaker named in both (a name
    that is no English noun: "said Mr Cazeneuve" / "said Interior Minister Bernard
    Cazeneuve"; not "Officials said", "Sheriff ... said": anyone of them)."""
    sx = _speakers(x, True)
    return bool(sx) and any(not word_classes(w)[1] for w in sx & _speakers(y, True))


@lru_cache(maxsize=32768)
def quote_keys(x: str) -> frozenset[str]:
    """The longest word of each of x's quotations (lower case, at least QUOTE_KEY_CHARS
    letters): a sentence that quotes the same words has it too, the cheap look for other
    outlets' quotations of one statement however little else they share (``same_quoted``)."""
    out = set()
    for w in _quote_word_lists(x):
        key = max(w, key=len, default="")
        if len(key) >= QUOTE_KEY_CHARS:
            out.add(key)
    return frozenset(out)


QUOTE_KEY_CHARS = 4


def same_quoted(x: str, y: str, before: str = "") -> bool:
    """Whether two outlets quote one speaker's same statement, one of them in part: one
    speaker named in both (``one_speaker``) and SHARED_QUOTE_WORDS words in a row inside both
    quotations ("'While anyone can purchase our shares ..., we find it puzzling given our
    extremely public stance on the illegal subsidies that Qatar ... receive,' Parker wrote" /
    "American's chief executive, Doug Parker, said that rival Qatar Airways' plan was
    'puzzling given our extremely public stance on the illegal subsidies'"), or one reports
    the statement with a short quotation the other's quotation holds (``quoted_back``, either
    way: "McMaster said Trump will deliver a speech that will ... 'emergence as a European
    power'" / "His address will 'celebrate Poland's emergence as a European power', HR
    McMaster says"): a mark, where ``same_statement`` asks that the run cover most of x's
    quotation (a repeat). ``before``: the sentence before y in its article, whose speaker a
    y that is only a quotation goes on quoting."""
    if not (has_quote(x) and has_quote(y)):
        return False
    # (or y only a quotation, its speaker the one the sentence before it names ('"We haven't
    # had a single detection in six days," ... Angus Houston said. "It's time to go
    # underwater."'): one speaker if that one is x's)
    if not one_speaker(x, y) and not (
            before and y.lstrip()[:1] in "\"“" and not _speakers(y, True) and
            one_speaker(x, before) and has_quote(before)):
        return False
    shared = quoted_runs(x, SPEAKER_QUOTE_WORDS, True) & quoted_runs(y, SPEAKER_QUOTE_WORDS, True)
    if shared and (runs_stop_short(x, shared, SPEAKER_QUOTE_WORDS) or
                   runs_stop_short(y, shared, SPEAKER_QUOTE_WORDS)):
        return False  # the same words said of one thing, and "not" said of it by one only
    return bool(shared) or bool(quoted_back(x, y)) or bool(quoted_back(y, x))


SPEAKER_QUOTE_WORDS = 5  # one speaker named in both, quoted in these many words in a row: one
# statement ('"It is time to go underwater," said Air Chief Marshal Angus Houston' / '...
# Angus Houston said. "It's time to go underwater."'); with no speaker, SHARED_QUOTE_WORDS


def same_speech(x: str, y: str) -> bool:
    """Whether two outlets give one speaker's same words, quoted or reported ("'The family told
    us it is incorrect that he has inoperable brain cancer,' said Craig Harvey" / "Craig
    Harvey said ... the director's family told investigators it was 'incorrect' that the
    filmmaker had brain cancer"; "Sollecito said Knox left his apartment to take a shower" /
    "Sollecito said the American had left his flat ... to take a shower"): a speaker named in
    both ("said Mr Cazeneuve" / "said Interior Minister Bernard Cazeneuve"), SPEECH_WORDS
    content words shared and SPEECH_SHARE of the shorter account's, as many negations in
    both ("The THC did not make the rats less intelligent" is not "they became lazy"),
    figures that agree (one's all among the other's), and the happening x reports, when it
    reads one (``fact_of``), told in y too, or its verb (quotations included)."""
    if not one_speaker(x, y):
        return False
    cx, cy = plain_terms(x) - _SKIP_VERBS, plain_terms(y) - _SKIP_VERBS
    shared = cx & cy
    if len(shared) < SPEECH_WORDS or len(shared) < SPEECH_SHARE * min(len(cx), len(cy)):
        return False
    if _stated_negations(x) != _stated_negations(y):
        return False  # one says it is not so (as many negations in both)
    fx = fact_of(x, True)
    if fx.events and stem(word_classes(fx.verb)[2]) not in claim_parts(y).stems and \
            not fx.events & {e for e, _, _ in events_told(y)}:
        return False  # what x reports is done is not in y: "Lovelace was pulled out of the
        # pool ..., Davids said" is not Davids' "students tread water ... in a pool"
    for gx, gy in (({t for t in cx if t[:1].isdigit()}, {t for t in cy if t[:1].isdigit()}),
                   (_counts(x), _counts(y))):
        if gx and gy and not (gx <= gy or gy <= gx):
            return False  # other figures: another statement
    return True


def has_speaker(text: str) -> bool:
    """Whether a sentence names whom it quotes or reports ("said Craig Harvey"): the cheap
    first look of ``same_speech``."""
    return bool(_speakers(text, True))


_SPEAKER = re.compile(
    r"\b(?:said|says|told|tells|wrote|writes|added|adds)\s+((?:[A-Z][\w'’.-]+\s*){1,3})|"
    r"((?:[A-Z][\w'’.-]+\s+){1,3})(?:also\s+|allegedly\s+|later\s+)?"
    r"(?:said|says|told|tells|wrote|writes|added|adds)\b")


_SPEAKER_TITLED = re.compile(
    r"\b(?:said|says|told|tells|wrote|writes|added|adds)\s+((?:[A-Z][\w'’.-]+\s*){1,6})|"
    # (an ordinal before a name is part of it: "The U.S. 7th Fleet said")
    # (each alternative that opens on a repeated name looks ahead for its first character
    # first: the repeat is not set up at every position of the text)
    r"(?=[A-Z\d])((?:(?:[A-Z][\w'’.-]+|\d+(?:st|nd|rd|th)(?=\s+[A-Z]))\s+){1,6})"
    r"(?:also\s+|allegedly\s+|later\s+)?"
    r"(?:said|says|told|tells|wrote|writes|added|adds)\b|"
    # "according to a statement from US 7th Fleet", "according to Police Chief Ann Lee"
    r"\baccording\s+to\s+(?:(?:a|an|the)\s+)?(?:statement\s+(?:from|by)\s+(?:the\s+)?)?"
    r"((?:[A-Z0-9][\w'’.-]*\s*){1,6})|"
    # "Peggie Krippendorf, a spokeswoman for the D.A., said": the name before the apposition
    # (or a clause that says who: "Air Chief Marshal Houston, who heads the joint agency
    # co-ordinating the search effort, said")
    r"(?=[A-Z])((?:[A-Z][\w'’.-]+\s+){0,4}[A-Z][\w'’.-]+),\s+(?:a|an|the|who)\s+[^,;\"“”]{3,80}?,\s+"
    r"(?:said|says|told|tells|added|adds)\b|"
    # "American's chief executive, Doug Parker, said": the name set off after its role
    # (after a role in lower case: not a place's state, "in Harris County, Texas, said")
    r"\b[a-z]+,\s+((?:[A-Z][\w'’.-]+\s+){0,4}[A-Z][\w'’.-]+),\s+(?:also\s+)?"
    r"(?:said|says|told|tells|wrote|writes|added|adds)\b|"
    # "Fox News host Sean Hannity — who had been one of Bundy's champions — said": the name
    # before an aside set off by dashes
    r"(?=[A-Z])((?:[A-Z][\w'’.-]+\s+){0,4}[A-Z][\w'’.-]+)\s+(?:[—–]|--)\s+[^—–;\"“”]{3,100}?\s+"
    r"(?:[—–]|--)\s+(?:also\s+)?(?:said|says|told|tells|wrote|writes|added|adds)\b|"
    # "Kushner's attorney on Thursday said": the one a lawyer or spokesperson speaks for
    r"(?=[A-Z])((?:[A-Z][\w.-]+\s+){0,2}[A-Z][\w.-]+)['’]s\s+(?:attorney|lawyer|"
    r"spokes(?:man|woman|person)|representative|publicist)\s+(?:on\s+[A-Z][a-z]+\s+)?"
    r"(?:said|says|told|tells)\b|"
    # "Hannity admitted he's 'pissed off' ..., saying, '...'": the sentence's subject says; not
    # a sentence opening on a preposition or a linking word, whose capitals are no subject ("In
    # Washington officials reacted ..., saying", "After Obama spoke the crowd cheered, saying")
    r"^\s*(?!(?:In|On|At|After|Before|When|As|While|Since|During|Despite|Following|Meanwhile|"
    r"Later|Earlier|Then|But|And|Yet|So|Still|Also|However|Although|Though|If|Once|Until|Under|"
    r"With|Without|From|For|By|Over|Amid|Among|Across|Outside|Inside|Near|Like|Unlike)\b)"
    r"((?:[A-Z][\w'’.-]+\s+){0,3}[A-Z][\w'’.-]+)\s+[a-z][^\"“”]{0,150}?,\s+saying\b")


@lru_cache(maxsize=32768)
def _speakers(text: str, titled: bool = False) -> frozenset[str]:
    """The names that attribute a quotation ("Rodriguez told", "said Jason Aaron"); with
    ``titled``, up to six capitalised words ("said Interior Minister Bernard Cazeneuve")."""
    if not ("said" in text or "says" in text or "told" in text or "tells" in text or
            "wrote" in text or "writes" in text or "added" in text or "adds" in text or
            (titled and "according" in text) or "saying" in text):
        return frozenset()  # no word of saying: the patterns need not be tried (each word
        # tested on its own: no generator for a test asked of most sentences)
    plain = fold(_QUOTED.sub(" ; ", text))
    out: set[str] = set()
    for m in (_SPEAKER_TITLED if titled else _SPEAKER).finditer(plain):
        for w in next((g for g in m.groups() if g), "").split():
            w = _POSSESSIVE.sub("", w.rstrip(".,"))
            if w not in _NOT_NAMES and len(w) > 1:
                out.add(w.lower())
    return frozenset(out)


def _title(quote: str) -> bool:
    words = _TITLE_WORD.findall(quote)
    return bool(words) and sum([w[0].isupper() for w in words]) >= 0.8 * len(words)


_MONTH = re.compile(r"(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec)[a-z]*\.?$")

_NUMBER_WORD = {w: str(k) for k, w in enumerate(
    "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen "
    "fifteen sixteen seventeen eighteen nineteen twenty".split())}
_COUNTED = re.compile(r"\b(two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|"
                      r"thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty)"
                      r"\b", re.I)


@lru_cache(maxsize=32768)
def _counts(text: str) -> frozenset[str]:
    """The counts a sentence gives in words ("three children": 3), compared with the other's
    counts in words (figures in digits are compared with figures)."""
    return frozenset(_NUMBER_WORD[m.group().lower()] for m in _COUNTED.finditer(text))


def _years(figures: frozenset[str]) -> frozenset[str]:
    return frozenset(f for f in figures if len(f) == 4 and f[:2] in ("18", "19", "20"))


_SPAN = re.compile(r"\b(\d+)-(?:year|month|week|day|hour|decade|century)s?\b(?![- ]old\b)", re.I)


_ONE_PERSON = frozenset("man woman boy girl".split())  # (stems: their own)


def _one_named_one_described(acts: frozenset[str], fx: Fact, fy: Fact) -> bool:
    """For a brief's repeat (``described_too``): whom x's predicate acts on named in one and
    described by no name in the other ("eventually rescued Hackett" / "rescued a 58-year-old
    man"), as a subject may be (``_described``)."""
    if acts & _ONE_PERSON:  # (a name alone, no "the": a surname, not "the Sea Breeze")
        return len(fy.object) == 1 and fy.after in fy.object <= fy.names
    return len(acts) == 1 and fx.after in acts <= fx.names and \
        bool(fy.object & (_ONE_PERSON | {"person"})) and not fy.object & fy.names


_AGE = re.compile(r"\b(\d+)-year-old\b", re.I)


def _ages(text: str) -> frozenset[str]:
    """The ages a sentence gives ("a 58-year-old man": 58): what describes the one acted on,
    not how many ("rescued a 58-year-old man" / "rescued a person" gives no other figure)."""
    return frozenset(m.group(1) for m in _AGE.finditer(text)) if "-year-old" in text \
        else frozenset()


# how long something has gone on ("for more than two years": "two years")
_DURATION = re.compile(r"\bfor\s+(?:(?:more|less|fewer)\s+than\s+|nearly\s+|almost\s+|about\s+|"
                       r"over\s+|some\s+)?(\w+\s+(?:year|month|week|day|hour)s?)\b", re.I)


@lru_cache(maxsize=32768)
def _spans(text: str) -> frozenset[str]:
    """The figures of lengths of time written as one word ("its 30-year campaign", "a
    10-day siege"; not ages, "a 24-year-old man")."""
    return frozenset(m.group(1) for m in _SPAN.finditer(text)) if "-" in text else frozenset()


# (it opens on the first digit and looks behind after it: tried only where a digit is, not at
# every position of the sentence; the same matches)
_RARE_FIGURE = re.compile(r"\d(?<![\w.,]\d)(?:\d{0,2}(?:,\d{3})+(?:\.\d+)?(?![\w,])|"
                          r"\d{2,}(?:\.\d+)?(?![\w,]))")


@lru_cache(maxsize=32768)
def rare_figures(text: str) -> tuple[str, ...]:
    """Figures of three digits or more that are no year ("$76,328", "17.9" is not), and
    figures with their scale ("$3 million": "3m"), in order, written alike ("76,328":
    "76328")."""
    out = []
    for m in _RARE_FIGURE.finditer(text):
        f = m.group().replace(",", "")
        if not (len(f) == 4 and f[:2] in ("18", "19", "20")):
            out.append((m.start(), f))
    if "illion" in text:  # "$3 million", "1.2 billion": a figure with its scale, instead
        scaled = {m.start(): m.group(1) + m.group(2)[0].lower()  # of its number alone
                  for m in _SCALED_FIGURE.finditer(text)}
        out = [(k, f) for k, f in out if k not in scaled] + list(scaled.items())
    return tuple(f for _, f in sorted(out))


_SCALED_FIGURE = re.compile(r"(?<![\w.,])(\d+(?:\.\d+)?)\s+(million|billion|trillion)\b", re.I)


SAME_WORDS_RUN = 10  # words in a row that two sentences share, for ``same_words``
SAME_WORDS_SHARE = 0.67  # share of x's words such runs must cover (two thirds)


@lru_cache(maxsize=32768)
def _word_runs(text: str, n: int = SAME_WORDS_RUN) -> tuple[tuple[str, ...],
                                                             frozenset[tuple[str, ...]]]:
    """(a sentence's words, lower case, contractions written out; every run of ``n``)."""
    w = tuple(quote_words(text))
    return w, frozenset(zip(*[w[i:] for i in range(n)]))  # (n >= 1: the runs w[i:i + n])


SPOKEN_RUN = 8  # words in a row two reports of one statement share, for ``same_report``
SPOKEN_SHARE = 0.4  # share of the shorter report's words such runs must cover


def same_report(x: str, y: str) -> bool:
    """Whether two sentences report one statement in largely the same words, the speaker
    named in one and described in the other ("A 26-year-old Nulato man says he was returning
    home from Koyukuk after a night of drinking when he struck Aliy Zirkle and Jeff King's
    teams" / "Demoski spoke to KTUU-TV, saying he was returning home from a night of drinking
    when he struck Aliy Zirkle and Jeff King's teams"): both tell what someone says, runs of
    SPOKEN_RUN words in a row cover SPOKEN_SHARE of the shorter, as many negations in both,
    figures that agree, and no speakers named in both who differ (outlets that put one
    quotation in two mouths disagree: both stay). Looser than a mark: selection's repeat
    test only."""
    if not (_says(x) and _says(y)):
        return False
    (wx, _), (wy, _) = _word_runs(x), _word_runs(y)
    short, other = (wx, y) if len(wx) <= len(wy) else (wy, x)
    n = SPOKEN_RUN
    if len(short) < n:
        return False
    if sum(_covered(short, _word_runs(other, n)[1], n)) < SPOKEN_SHARE * len(short):
        return False
    if negation_count(x) != negation_count(y):
        return False
    sx, sy = _speakers(x), _speakers(y)
    if sx and sy and not sx & sy:
        return False  # the same words put in another's mouth: a disagreement, no repeat
    fx = {w for w in wx if w.isdigit()}
    fy = {w for w in wy if w.isdigit()}
    return not (fx and fy and not (fx <= fy or fy <= fx))


_SAYING = _by_first_letter(r"\b(?:said|says|saying|told|tells|telling|according)\b")


# a text's own readings for the tests of pairs (``same_speech``, ``same_report``): once a text
@lru_cache(maxsize=32768)
def _says(text: str) -> bool:
    """Whether a sentence tells what someone says (``_SAYING``)."""
    return _SAYING.search(text) is not None


@lru_cache(maxsize=32768)
def negation_count(text: str) -> int:
    """How many negations a sentence has (``_NEGATED``: "not", "never", "n't", ...)."""
    return len(_NEGATED.findall(text))


# a clause of reason or time set off before the words it explains ("said that given no signals
# had been detected in six days, it was time to go underwater"): its negation is the reason's,
# not the statement's
_REASON_CLAUSE = re.compile(r"\b(?:given|because|since|after|although|though|while|when)\b"
                            r"[^,;:\"“”]*,", re.I)


def _stated_negations(text: str) -> int:
    """``negation_count`` of what a sentence states, its clauses of reason or time left out."""
    if not _NEGATED.search(text):
        return 0
    return negation_count(_REASON_CLAUSE.sub(" ", text))


def _covered(words: tuple[str, ...], runs: frozenset[tuple[str, ...]], n: int) -> list[bool]:
    """Which of ``words`` lie in a run of ``n`` words in a row that ``runs`` holds."""
    covered = [False] * len(words)
    for i in range(len(words) - n + 1):
        if words[i:i + n] in runs:
            covered[i:i + n] = [True] * n
    return covered


ONLY_QUOTE_SHARE = 0.9  # a sentence this much quotation is the statement alone ("'I'm the
# victor, but I was the victim too.'"), which needs no verb of saying to be one


def same_quotation(x: str, y: str) -> bool:
    """Whether y gives the words of the statement x quotes, quoted or as its own text (the
    press release, the page, the transcript itself; another outlet's shorter quotation):
    x is a statement (``statement``) that reports speech (a verb of saying outside the
    quotation, or nothing but the quotation: not a lyric or a phrase a sentence is about,
    "the line will change from 'True patriot love in all thy sons command'"), and runs of
    SHARED_QUOTE_WORDS words in a row of x's quotations that y has too cover QUOTE_SHARE of
    one of them or of y's words ("'I mean I don't know how else to cut it, ... I'm the
    victor, but I was the victim too'" / "'I'm the victor but I was the victim too'"); not
    when each names its speaker and not one (the same words in another's mouth), nor the
    words of a title ("his HBO special, 'I'm Telling You for the Last Time'"). A mark only:
    a long quotation and another outlet's part of it are one statement told twice, not a
    repeat to drop."""
    inside = statement(x)
    if not inside:
        return False
    reports = _reports_outside(x)
    if not reports and sum(map(len, inside)) < ONLY_QUOTE_SHARE * len(x.split()):
        return False
    sx, sy = _speakers(x, True), _speakers(y, True)
    if sx and sy and not one_speaker(x, y):
        return False
    if sy and not sx and reports and not sy & _capital_words(x):
        return False  # x's speaker told by no name ("police said"), y's named and not in x:
        # the same words ("Our thoughts and prayers are with the families of the victims")
        # may be anyone's
    k = SHARED_QUOTE_WORDS
    wy, runs = _word_runs(y, k)
    if len(wy) < k:
        return False
    seen: set[tuple[str, ...]] = set()
    for w in _quote_word_lists(x):
        covered = _covered(w, runs, k)
        if negation_left_out(w, covered):
            return False
        if sum(covered) >= QUOTE_SHARE * len(w) and len(w) >= k:
            return True
        seen.update(w[i:i + k] for i in range(len(w) - k + 1) if covered[i])
    return sum(_covered(wy, frozenset(seen), k)) >= QUOTE_SHARE * len(wy)


def same_words(x: str, y: str) -> bool:
    """Whether y repeats most of x word for word (an outlet's edit of the same copy, a quotation
    told as narrative): runs of SAME_WORDS_RUN words in a row that y has too cover
    SAME_WORDS_SHARE of x's words, and what x says outside them holds no negation and no
    figure y does not give ('According to Salon, Peinovich took to the forum to write, "As I
    am sure you all know, I was doxxed and an ill-advised attempt to fool the media ... led me
    to not talk to you people ..."' / the forum post itself). A sentence of two facts of which
    y repeats one is not covered enough ("For about a decade it operated unhindered; the
    criminals running the operation were able to pay off corrupt officials ...")."""
    wx, _ = _word_runs(x)
    if len(wx) < SAME_WORDS_RUN:
        return False
    wy, runs = _word_runs(y)
    covered = _covered(wx, runs, SAME_WORDS_RUN)
    if sum(covered) < SAME_WORDS_SHARE * len(wx):
        return False
    rest = [w for w, c in zip(wx, covered) if not c]
    if any(w in _NEGATION or w == "not" for w in rest):
        return False  # "... but it did not ..." outside what they share
    figures = set(wy)
    return all(w in figures for w in rest if w[:1].isdigit())


# an acronym's gloss: "ETA stands for Basque Homeland and Freedom", "ETA, an acronym for ...",
# "ETA, or Basque Homeland and Freedom,", "ETA, whose name stands for ...", "GPS (Global
# Positioning System)"; the expansion: capitalised words ("and", "of", "the", "for" between)
_EXPANSION = r"([A-Z][\w'’-]*(?:(?:\s+(?:and|of|the|for|de|del|la))?\s+[A-Z][\w'’-]*)*)"
# (an acronym, its initials, an abbreviation: "for", "that stands for", "in the Basque language
# for"; after "is a", "is an", ", a", ", whose name is a" ...)
_ACRONYM_FOR = (r"(?:[\w'’-]+\s+){0,3}?(?:acronym|initials|abbreviation)(?:\s+(?:that|which)\s+"
                r"stands|\s+in\s+(?:the\s+)?[\w'’-]+(?:\s+language)?)?\s+for")
_GLOSS = re.compile(
    r"\b([A-Z]{2,6})(?:\s+(?:stands|stood|is\s+short)\s+for|\s+is\s+(?:a|an)\s+" + _ACRONYM_FOR +
    r"|,\s+(?:(?:a|an|the)\s+)?" + _ACRONYM_FOR + r"|,\s+or|,\s+which\s+"
    r"stands\s+for|,\s+whose\s+(?:\w+\s+){0,2}?(?:name|initials)\s+(?:stands?\s+for|means?|"
    r"is\s+(?:a|an)\s+" + _ACRONYM_FOR + r")|"
    r"\s+\()\s*(?:the\s+)?" + _EXPANSION)
_GLOSS_ONLY = re.compile(r"^(?:In\s+[\w\s]{1,30},\s+)?[A-Z]{2,6}\s+(?:(?:stands|stood|is\s+"
                         r"short)\s+for|is\s+(?:a|an)\s+" + _ACRONYM_FOR + r")\s+")


@lru_cache(maxsize=32768)
def glosses(text: str) -> frozenset[tuple[str, frozenset[str]]]:
    """The acronyms a sentence spells out: (acronym, the expansion's capitalised words)."""
    if not any(c.isupper() for c in text[1:]):
        return frozenset()
    out = set()
    for m in _GLOSS.finditer(text + " "):
        words = frozenset(w.lower() for w in re.findall(r"[A-Z][\w'’-]*", m.group(2) or ""))
        if len(words) >= 2:
            out.add((m.group(1), words))
    return frozenset(out)


def only_gloss(x: str) -> bool:
    """Whether a sentence only spells out an acronym ("In the Basque language, ETA stands for
    Basque Freedom and Homeland.")."""
    return _GLOSS_ONLY.match(x) is not None and len(x.split()) <= 16


def same_gloss(x: str, y: str) -> bool:
    """Whether x only spells out an acronym (``only_gloss``) and y spells it out the same, in
    any of agency copy's ways ("ETA, or Basque Homeland and Freedom, has been fighting since
    1968 ...")."""
    if not only_gloss(x):
        return False
    gx = glosses(x)
    return bool(gx) and bool(gx & glosses(y))


# one person's two names told as one ("Enoch is actually Mike Peinovich", "the man known as
# Mike Enoch was revealed to be ... Mike Peinovich"): the alias before, the full name after
_NAME = r"[A-Z][\w'’-]+(?:\s+[A-Z][\w'’-]+){0,3}"
_IS_REALLY = re.compile(
    r"\b(?:is|was|are|were)\s+(?:actually|in\s+fact|really|revealed\s+to\s+be|unmasked\s+as|"
    r"exposed\s+as|outed\s+as)\s+(?:(?:an?|the)\s+(?:[\w'’-]+\s+){0,5}?(?:named|called)\s+)?"
    r"(?P<real>[A-Z][\w'’-]+(?:\s+[A-Z][\w'’-]+){1,3})")
_KNOWN_AS = re.compile(r"\b(?:known|called|named)\s+(?:[\w'’]+\s+){0,4}?as\s+[\"“]?(" + _NAME +
                       r")|(" + _NAME + r")\s*[,\"”]*\s*$")
_DENIED = re.compile(r"\b(?:not|never|no|denied|denies|deny|denying)\b|n't\b")


def identities(text: str) -> frozenset[tuple[str, str]]:
    """(alias, real name) of each identity ``text`` asserts, each the last word of the name,
    lower-case ("Enoch is actually Mike Peinovich", "the leader, hitherto known as Enoch, was
    in fact Mike Peinovich": ("enoch", "peinovich")): the real name a full name, the alias a
    name "known as" in the clause before or right before the verb; none when denied ("denied
    he was Enoch")."""
    out = set()
    for m in _IS_REALLY.finditer(text):
        start = max(text.rfind(";", 0, m.start()), text.rfind(". ", 0, m.start()), 0)
        before = text[start:m.start()]
        if _DENIED.search(before[-60:].lower()):
            continue
        known = list(_KNOWN_AS.finditer(before))
        if not known:
            continue
        alias = known[-1].group(1) or known[-1].group(2)
        if known[-1].group(2) and known[-1].start() == 0:
            continue  # the sentence's first words ("The Truth is actually ..."): no alias
        a = alias.split()[-1].lower()
        b = m.group("real").split()[-1].lower()
        if a != b:
            out.add((a, b))
    return frozenset(out)


_NOT_NAMES_LOWER = frozenset(w.lower() for w in _NOT_NAMES)


def same_identity(x: str, y: str) -> bool:
    """Whether x and y assert one person's two names are one (``identities``): the same alias
    and the same real name."""
    ix = identities(x)
    return bool(ix) and bool(ix & identities(y))


RARE_FIGURES = 2  # this many of x's rare figures, all in y in x's order: one statement of them


def _negation_in(x: str, y: str) -> bool:
    """Whether either sentence holds a negation word ("not", "never", "didn't"): no shortcut
    to one fact by its figures, names or counts."""
    return any(w in _NEGATION or w.endswith("n't") for w in (x.lower().split() + y.lower().split()))


FIGURE_TOPIC_WORDS = 1  # plain words (not of time or measure) two sentences with the same rare
# figures share when they share no name
_FIGURE_WORDS = frozenset(stem(w) for w in (
    "year years month months week weeks day days percent per cent about some nearly almost "
    "more than less estimated estimate total number people person average rate".split()))


def same_figures(x: str, y: str) -> bool:
    """Whether y gives every rare figure of x (RARE_FIGURES at least), in x's order, and a name
    of x: "The most expensive place ... was Manhattan ($76,328) ... Utah ($15,257)" / "Manhattan
    and Long Island have the highest average wedding spend ($76,328 and $55,327), and Arkansas
    and Utah the lowest ($15,257 ...)". The same figures the other way round are not ("rose
    from 12,500 to 17,900" / "fell from 17,900 to 12,500")."""
    fx = rare_figures(x)
    if len(set(fx)) < RARE_FIGURES:
        return False
    fy = rare_figures(y)
    at = -1
    for f in fx:
        nxt = next((i for i in range(at + 1, len(fy)) if fy[i] == f), -1)
        if nxt < 0:
            return False
        at = nxt
    if _negation_in(x, y):
        return False  # a negation anywhere: no shortcut
    if _capitalised(x) & _capitalised(y):
        return True
    # no name both give: what the figures count, in a plain word both give ("In the United
    # States alone, hepatitis C now causes 8,000 to 10,000 deaths a year" / "Hepatitis C
    # infects an estimated four million Americans and kills 8,000 to 10,000 a year")
    # ... of x's main clause: not figures of a clause set off by commas ("The good news for the
    # tower's residents, who paid from $1.6 million to $10 million for their condominiums, is
    # that ... a solution" is no report of what they paid)
    if len(set(rare_figures(_SET_OFF_CLAUSE.sub(",", x)))) < RARE_FIGURES:
        return False
    shared = {w for w in plain_terms(x[:1].lower() + x[1:]) & plain_terms(y[:1].lower() + y[1:])
              if not w[:1].isdigit() and w not in _FIGURE_WORDS}
    return len(shared) >= FIGURE_TOPIC_WORDS


_SET_OFF_CLAUSE = re.compile(r",\s+(?:who|whom|whose|which|where|when)\b[^,;]*,?")


_TALLY = re.compile(r"\b(\d{1,3})\s*(?:-|–|—|\s+to\s+)\s*(\d{1,3})\b")
_VOTE = re.compile(r"\bvot(?:e|es|ed|ing)\b", re.I)


def tallies(text: str) -> frozenset[tuple[int, int]]:
    """The vote counts a sentence gives ("by a near party-line 52-46 vote", "voted 9 to 0"):
    a count of two figures within a few words of a vote, the larger first."""
    if ("vot" not in text and "Vot" not in text) or not _VOTE.search(text):
        return frozenset()
    out = set()
    for m in _TALLY.finditer(text):
        near = text[max(0, m.start() - 40):m.end() + 25]
        a, b = int(m.group(1)), int(m.group(2))
        if _VOTE.search(near) and a + b >= 3:
            out.add((max(a, b), min(a, b)))
    return frozenset(out)


def same_tally(x: str, y: str) -> bool:
    """Whether y gives the count of the vote x tells ("senators approved the blueprint by a
    near party-line 52-46 vote" / "The 52-46 vote on the non-binding budget resolution"): one
    chamber's count of one vote, a figure pair no other vote of one story shares. Neither may
    be negated or only planned ("is expected to pass 52-46")."""
    tx = tallies(x)
    if not tx or not tx & tallies(y):
        return False
    for t in (x, y):
        low = t.lower()
        if any(w in _NEGATION or w.endswith("n't") for w in low.split()) or \
                re.search(r"\b(?:expected|likely|would|could|may|might|will|if)\b", low):
            return False
    return True


_FULL_NAME = re.compile(r"\b[A-Z][a-z'’]+(?:\s+[A-Z]\.)?\s+[A-Z][\w'’-]*[a-z]\b")


@lru_cache(maxsize=1024)
def _full_names(text: str) -> frozenset[str]:
    """The full names a sentence gives ("Vin Diesel", "Jordana Brewster")."""
    return frozenset(m.group(0) for m in _FULL_NAME.finditer(text))


def same_cast(x: str, y: str) -> bool:
    """Whether y names the same people x lists, CAST_NAMES full names at least and every one of
    x's, with a verb of x's own ("“Furious 7” is directed by James Wan and stars Vin Diesel,
    Dwayne Johnson, ... and Ludacris" / "The James Wan-directed film, which stars Vin Diesel,
    ..."): a list that long is one fact told twice. A negation in either is no shortcut."""
    names = _full_names(x)
    if len(names) < CAST_NAMES:
        return False
    if not all(n in y for n in names) or \
            not all(re.search(r"\b" + re.escape(n) + r"\b", y) for n in names):
        return False  # (the cheap test first: a pattern built per name churns ``re``'s cache)
    if _negation_in(x, y):
        return False
    verb = main_verb(x, False)
    return bool(verb) and stem(verb).removesuffix("e") in y.lower()


CAST_NAMES = 4


_EXACT_COUNT = re.compile(r"(?<![\w.,$£€])(\d{1,3}(?:,\d{3})+|\d{4,})(?:-|\s+)([a-z]{3,})\b")


@lru_cache(maxsize=4096)
def counted(text: str) -> frozenset[tuple[str, str]]:
    """A sentence's exact counts of a thing: a figure of four digits or more that is no year,
    with the word it counts ("a narrow 9,610-vote lead": ("9610", "vote"))."""
    if not _DIGIT.search(text):
        return frozenset()
    out = set()
    for m in _EXACT_COUNT.finditer(text):
        f = m.group(1).replace(",", "")
        if len(f) == 4 and f[:2] in ("18", "19", "20") and "," not in m.group(1):
            continue  # a year ("2012 election")
        if f.rstrip("0") and len(f.rstrip("0")) >= 3:  # exact, not a round "10,000"
            out.add((f, stem(m.group(2))))
    return frozenset(out)


def same_count(x: str, y: str) -> bool:
    """Whether y gives x's exact count of the same thing and a name of x's ("Kyrsten Sinema
    took a narrow 9,610-vote lead over ... Martha McSally" / "Kyrsten Sinema and ... Martha
    McSally separated by just 9,610 votes"): a figure of three significant digits or more,
    not round and no year, counting one thing in both, is one fact told twice. A negation in
    either is no shortcut."""
    cx = counted(x)
    if not cx or not cx & counted(y):
        return False
    if _negation_in(x, y):
        return False
    return bool(_capitalised(x) & _capitalised(y))


# a share of a group ("55 percent", "17.9%"), not a whole, a half or nothing
_SHARE = re.compile(r"(?<![\w.,$-])(\d{1,2}(?:\.\d+)?|" + WORD_NUMBER + r")\s*(?:%|percent\b|"
                    r"per\s+cent\b)(?!\s+(?:over|above|below|under)\b)", re.I)
# (not a measure against a mark: "more than 30 percent over their ideal body weight" is how
# obesity is defined, no share of people; "30% less" is a share of what was)
_NO_SHARES = frozenset("0 50 100".split())
# when a statistic is of: its months, years and weekdays ("in March" is not "in April")
_WHEN_WORD = re.compile(r"\b(?:January|February|March|April|June|July|August|September|October|"
                        r"November|December|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|"
                        r"Sunday|(?:19|20)\d\d)\b")
SHARE_WORDS = 3  # plain words two sentences that give one share share (one fewer with a name)


@lru_cache(maxsize=4096)
def shares(text: str) -> frozenset[str]:
    """The shares of a group a sentence gives ("55 percent", "17.9%": "55", "17.9")."""
    if "%" not in text and "cent" not in text:
        return frozenset()
    out = set()
    for m in _SHARE.finditer(text):
        f = m.group(1)
        if not f[:1].isdigit():  # "Ten percent": 10
            value = word_value(f)
            if value is None:
                continue
            f = str(int(value))
        out.add(f)
    return frozenset(out) - _NO_SHARES


def same_share(x: str, y: str) -> bool:
    """Whether y gives every share x gives, of what x gives it of: SHARE_WORDS plain words in
    common (one fewer with a name in common) ("Some 97 million American adults, or 55
    percent, are considered overweight or obese." / "The percentage of American adults who
    are overweight or obese has risen from about 43 percent ... to about 55 percent today."),
    in no other month, year or weekday. The same share of the same people is one statistic told
    twice; a negation in either is no shortcut."""
    sx = shares(x)
    if not sx or not sx <= shares(y):
        return False
    if _negation_in(x, y):
        return False
    wx, wy = set(_WHEN_WORD.findall(x)), set(_WHEN_WORD.findall(y))
    if wx and wy and not wx & wy:
        return False  # another month, year or day: another statistic ("10 percent of ...
        # electricity ... in March" / "... in April")
    shared = {w for w in plain_terms(x[:1].lower() + x[1:]) & plain_terms(y[:1].lower() + y[1:])
              if not w[:1].isdigit() and w not in _FIGURE_WORDS and w not in STOP_STEMS}
    return len(shared) >= SHARE_WORDS or \
        (len(shared) >= SHARE_WORDS - 1 and bool(_capitalised(x) & _capitalised(y)))


# counts of things (a small figure and the plural noun it counts, maybe after two words: "45
# volunteers", "75 acronyms", "12 new cases"), not of time or measure
_THING_COUNT = re.compile(r"(?<![\w.,$£€%-])(\d{1,3}(?:,\d{3})*)(?:-|\s+)(?:[a-z]+\s+){0,2}"
                          r"([a-z]{3,}s)\b")
_NOT_THINGS = frozenset(stem(w) for w in """years months weeks days hours minutes seconds times
percent points miles feet inches pounds dollars cents degrees kilometers meters ounces acres
others ones""".split())
SAME_COUNTS = 2  # counts of distinct things two sentences share: one fact told twice


@lru_cache(maxsize=4096)
def thing_counts(text: str) -> frozenset[tuple[str, str]]:
    """A sentence's counts of things: (figure, the stem of what it counts), no year ("45
    volunteers": ("45", "volunt"))."""
    if not _DIGIT.search(text):
        return frozenset()
    out = set()
    for m in _THING_COUNT.finditer(text):
        f = m.group(1).replace(",", "")
        if len(f) == 4 and f[:2] in ("18", "19", "20"):
            continue
        noun = stem(m.group(2))
        if noun not in _NOT_THINGS:
            out.add((f, noun))
    return frozenset(out)


def same_counts(x: str, y: str) -> bool:
    """Whether y gives SAME_COUNTS of x's counts of things, each of another thing and by
    another figure, in any order, and a name of x's ("researchers ... observed the brain
    signals of 45 volunteers as they read a list of 75 acronyms, such as FBI and DVD" /
    "Researchers at BU read a list of 75 acronyms, such as FBI and DVD, to 45 volunteers"):
    the same figures counting the same things are one report of them. A negation in either
    is no shortcut."""
    cx = thing_counts(x)
    if len(cx) < SAME_COUNTS:
        return False
    shared = cx & thing_counts(y)
    if len({f for f, _ in shared}) < SAME_COUNTS or len({n for _, n in shared}) < SAME_COUNTS:
        return False
    if _negation_in(x, y):
        return False
    return bool(_capitalised(x) & _capitalised(y))


def same_figured(x: str, y: str) -> bool:
    """Whether y gives x's rare figures and x's counts of things, at least RARE_FIGURES
    distinct figures in all with one of each kind, and a name of x's ("used his line-item
    veto power to strike out 38 projects worth 287 million U.S. dollars" / "killing 38
    military construction projects in 24 states worth 287 million U.S. dollars"): the same
    sum and the same count of the same things are one report of them. A negation in either
    is no shortcut."""
    rare = set(rare_figures(x))
    counts = thing_counts(x)
    if not rare or not counts or len(rare | {f for f, _ in counts}) < RARE_FIGURES:
        return False
    if not rare <= set(rare_figures(y)) or not counts <= thing_counts(y):
        return False
    if _negation_in(x, y):
        return False
    return bool(_capitalised(x) & _capitalised(y))


def _capitalised(text: str) -> frozenset[str]:
    """The capitalised words of a sentence but its first (names, roughly)."""
    return frozenset(w.lower() for w in re.findall(r"(?<=\s)[A-Z][\w'’.-]*\w", fold(text))
                     if w not in _NOT_NAMES)


# ---- outlets that tell one fact in other words, read for a mark (``align.mark_paraphrases``)

EXACT_DIGITS = 5  # a sum of this many significant digits ("$136,927.07": 136927) names one payment
_PAY = r"(?:pay|pays|paid|paying|payment|payments|check|cheque|handed\s+over|received|receives|" \
    r"donated|donation|wired|transferred)"
_OWED = frozenset("order ordered orders owe owes owed owing must demand demands demanded seek "
                  "seeks sought asked ask asks will would could may might should plan plans "
                  "planned required require requires refuse refused refuses judgment award "
                  "awarded fine fined estimate estimated".split())
_DIGIT_COMMA = re.compile(r"(?<=\d),(?=\d{3})")
_PAID = re.compile(r"\b" + _PAY + r"\b((?:\s+[\w'’-]+){0,5}?)\s+([$£€]?)(\d+(?:\.\d+)?)\b"
                   r"(?:\s+([a-z]+))?", re.I)
_MONEY = frozenset("dollars dollar euros euro pounds pound cents".split())
_DIGIT = re.compile(r"\d")
_LONG_NUMBER = re.compile(r"\d[\d,]{4}")
_PAY_WORDS = ("pay", "paid", "check", "cheque", "handed", "receive", "donat", "wired",
              "transferred")
_LETTERS = re.compile(r"[A-Za-z][\w'’-]*")  # (compiled once: the module's patterns built
# per call would churn ``re``'s cache)
_RUN_WORD = re.compile(r"[\w'’-]+")
_BARE_WORD = re.compile(r"[\w-]+")


@lru_cache(maxsize=4096)
def _paid_sums(text: str) -> frozenset[str]:
    """The exact sums (EXACT_DIGITS significant digits, no scale) a sentence tells as paid,
    handed over or received: a word of payment at most five words before the figure ("handed
    over a check for $136,927.07"; "received a payment of $136,927.07")."""
    low = text.lower()
    if not _LONG_NUMBER.search(text) or not any(w in low for w in _PAY_WORDS):
        return frozenset()  # (most sentences: no regular expression of alternatives run)
    plain = _DIGIT_COMMA.sub("", fold(text))
    out = set()
    for m in _PAID.finditer(plain):
        f = m.group(3).rstrip("0").removesuffix(".") if "." in m.group(3) else m.group(3)
        if len(f.replace(".", "").rstrip("0")) < EXACT_DIGITS or _DIGIT.search(m.group(1)):
            continue
        unit = (m.group(4) or "").lower()
        if not m.group(2) and ((unit.endswith("s") and unit not in _MONEY) or
                               (unit not in _MONEY and
                               m.group(0).lower().startswith(("receiv", "transfer")))):
            continue  # "received 29,805 votes": a count, no payment; cents are the sum's
            # ("$136,927.07" and "$136,927.95" are two payments)
        out.add(f)
    return frozenset(out)


def tells_sum(text: str) -> bool:
    """Whether a sentence tells an exact sum paid or received (``same_sum`` may read it)."""
    return bool(_paid_sums(text))


def same_sum(x: str, y: str) -> bool:
    """Whether y tells the payment x tells by its exact sum: one sum of EXACT_DIGITS significant
    digits that both tell as paid, handed over or received (``_paid_sums``), a name of x's in y,
    and in neither a negation or a word of a sum owed, ordered, sought or planned (``_OWED``):
    "Aaron Klein ... handed over a check for $136,927.07" / "the agency received a payment of
    $136,927.07 from Aaron Klein on Monday". A sum no two outlets would give by chance is one
    payment; "was ordered to pay $136,927.07" is another fact than "paid $136,927.07"."""
    sums = _paid_sums(x)
    if not sums or not sums & _paid_sums(y):
        return False
    for text in (x, y):
        low = text.lower().replace("’", "'").split()
        if any(w.strip(".,;:\"'") in _NEGATION or w.endswith("n't") or
               w.strip(".,;:\"'") in _OWED for w in low):
            return False
    return bool(_capitalised(x) & _capitalised(y))


_FINDS = re.compile(r"\b(?:(?:has|have|had)\s+)?(?:(?:concluded|concludes|determined|determines)"
                    r"\s+(?:that\s+)?|(?:found|finds)\s+that\s+)", re.I)  # ("found the body":
# a discovery, not a finding)
_FOUND_IN = re.compile(r"\b(?:conclu\w*|found|findings?|determin\w*|confirm\w*)\b", re.I)
_HEDGES_OF_FINDING = frozenset("may might could can likely unlikely probably possibly possible "
                               "perhaps suspect suspects suspected suspicion expected expect "
                               "expects will would whether if not never no nor cannot "
                               "preliminary believe believes believed appears appear seems "
                               "seem theory theories".split())
_REJECTING = ("contradict", "disput", "reject", "refut", "challeng", "question", "deny",
              "denie", "denied", "overturn", "debunk", "dismiss", "discredit", "disprov")
_HEARSAY = frozenset("claim claims claimed speculation speculated theory theories allegation "
                     "allegations alleged rumor rumors rumour rumours assertion assertions "
                     "myth myths".split())  # (what was found, headed by these, only said;
# "findings confirm early speculation that ..." is the finding)
_COMPLEMENT_END = re.compile(r"[,;:(]|\s(?:that|which|who|whom|whose|where|when|while|after|"
                             r"before|because|since|although|though|as|if|according)\s")
FINDING_CORE = 3  # content words the finding itself must have, told all but one in the other
_DIRECTIONS = frozenset(stem(w) for w in "increase increased increases decrease decreased "
                        "decreases higher lower more less fewer greater smaller larger rise "
                        "rose fall fell raise raised reduce reduced cut better worse up down "
                        "above below less least most only".split())


@lru_cache(maxsize=4096)
def _finding(text: str) -> tuple[str, frozenset[str]] | None:
    """(the words before a sentence's finding verb, the content stems of what was found) when
    its main predicate is a finding ("Federal investigators have concluded pilot error caused
    the plane crash that killed ...": {pilot, error, caus, plane, crash}): the verb
    "concluded" or "determined", or "found that", with no relative or subordinate word before
    it, what was found up to its first comma or clause (FINDING_CORE content words at least),
    no hedge in it."""
    low = text.lower()
    if "conclude" not in low and "determine" not in low and "s that" not in low and \
            "d that" not in low:
        return None  # (no regular expression of alternatives run on most sentences)
    m = _FINDS.search(text)
    if m is None:
        return None
    before = text[:m.start()]
    if not before.strip() or len(before.split()) > 20 or \
            any(w.lower().strip(",") in _RELATIVE | _SUBORDINATE | _NEGATION | _MODAL
                for w in before.split()):
        return None
    rest = text[m.end():]
    end = _COMPLEMENT_END.search(rest, 1)
    core = rest[:end.start()] if end else rest
    words = [w.lower() for w in _LETTERS.findall(fold(core))]
    if any(w in _HEDGES_OF_FINDING or w.endswith("n't") for w in words):
        return None
    stems = frozenset(stem(w) for w in words if len(w) > 2 and w not in _FUNCTION)
    return (before, stems) if len(stems) >= FINDING_CORE else None


def tells_finding(text: str) -> bool:
    """Whether a sentence's main predicate is a finding (``same_finding`` may read it)."""
    return _finding(text) is not None


def same_finding(x: str, y: str) -> bool:
    """Whether y tells the finding x tells (``_finding``: "Federal investigators have concluded
    pilot error caused the plane crash ...") in other words: a word of finding in y
    ("determined", "findings confirm", "concludes") followed by all but one of what was found
    ("The National Transportation Safety Board determined the cause of the crash was pilot
    error"; "The NTSB findings confirm early speculation that pilot error caused the crash"),
    no hedge in y up to the finding's last word ("pilot error is suspected to be the cause";
    "is likely to attribute the cause"; "might never be determined") and no negation; a
    finder x names (a capitalised word before the verb: "The NIH concluded") named in y too.
    A finding only suspected or expected is another fact."""
    fx = _finding(x)
    if fx is None:
        return False
    before, core = fx
    m = _FOUND_IN.search(y)
    if m is None:
        return False
    head = [w.lower() for w in _LETTERS.findall(fold(y[:m.end()]))]
    after = [stem(w.lower()) for w in _LETTERS.findall(fold(y[m.end():]))]
    if len(core.intersection(after)) < max(len(core) - 1, 0.75 * len(core)):
        return False
    if (core & _DIRECTIONS) - set(after) or (set(after) & _DIRECTIONS) - core:
        return False  # "at an increased risk" / "at a decreased risk": the word left out is
        # the finding
    last = max(k for k, st in enumerate(after) if st in core)  # the finding told up to here
    told = head + [w.lower() for w in _LETTERS.findall(fold(y[m.end():]))][:last + 1]
    if any(w in _HEDGES_OF_FINDING or w.endswith("n't") for w in told):
        return False  # ("... was pilot error and said Kennedy likely became disoriented":
        # a hedge after the finding is another statement)
    if any(w.startswith(_REJECTING) for w in told) or \
            (any(w in _HEARSAY for w in told) and not any(w.startswith("confirm") for w in told)):
        return False  # "The new findings contradict earlier claims that pilot error caused
        # the plane crash": what is rejected, or only claimed, is not found
    lows = [w.lower() for w in _LETTERS.findall(fold(y[m.end():]))][:last + 1]
    start = max((k + 1 for k, w in enumerate(lows) if w == "that"), default=0)
    span = {stem(w) for w in lows[start:] if len(w) > 2 and w not in _FUNCTION}
    if not core <= span and span - core:
        return False  # a word of the finding left out and another in its place: "women"
        # for "men", "prevents" for "causes" is the opposite finding
    finder = _capitalised(" " + before) - _capitalised(" " + before.split()[0])
    return not finder or bool(finder & (_capitalised(" " + y) | {w.lower() for w in
                                                                 _ACRONYM.findall(y)}))


_NAME_RUN = re.compile(r"(?<=\s)(?:[A-Z][\w'’.-]*\w\s+(?:(?:of|for|the|de)\s+)?)*[A-Z][\w'’-]*\w")
_YEAR = re.compile(r"\b(?:1[89]|20)\d\d\b")
_RECALLED = re.compile(r"\b(?:since|the\s+time|last\s+year|previous|previously|earlier|"
                       r"years?\s+ago|once|in\s+(?:1[89]|20)\d\d)\b", re.I)  # (an earlier
# incident recalled)
ACT_WINDOW = 4  # words after y's verb in which what x's predicate acts on is read


def same_act(x: str, y: str) -> bool:
    """Whether y tells, in a clause of its own ("... was interrupted when infamous prankster
    Vitalii Sediuk rushed the carpet and ..."), the act x tells as its main predicate, a verb
    of no known kind done by someone x names by no name ("A man rushed onto the red carpet at
    the Cannes Film Festival and dove beneath the dress of actress America Ferrera"): the same
    verb, neither negated nor planned nor done by "another", what x's verb acts on among
    ACT_WINDOW words after it, every name x gives (half its words: "Ferrera"), no
    figure in x and no other weekday. A man x leaves unnamed may be named by y; a subject x
    names is read by ``same_fact``."""
    verb = main_verb(x)
    if not verb:
        return False
    fx = fact_of(x, True)
    if fx.events != {"=" + verb} or fx.negated or fx.modal or fx.passive or fx.subject or \
            fx.figures or not fx.names:
        return False
    acts = fx.object - fx.names
    if not acts:
        return False
    xw = _words(x)[1]
    k = next((k for k, w in enumerate(xw) if word_classes(w.lower())[2] == verb), 0)
    if not k or xw[k - 1] == "," or any(w.lower() in _NEGATION | _MODAL or
                                        w.lower().endswith("n't") for w in xw):
        return False  # a participle after a comma is no main predicate ("The study,
        # published online Monday in ..., might have implications"); nothing negated or
        # only possible
    names = [set(w.lower() for w in _RUN_WORD.findall(m.group()) if w[0].isupper())
             for m in _NAME_RUN.finditer(fold(x))]
    ylow = {w.lower() for w in _BARE_WORD.findall(fold(y))}  # ("Ferrera's")
    if any(2 * len(g & ylow) < len(g) for g in (g - _NOT_NAMES_LOWER for g in names)):
        return False  # half of each name's words ("American Ferrera" for "America Ferrera";
        # not "the Venice festival" for "the Cannes Film Festival")
    words = _words(y)[1]
    for k, w in enumerate(words):
        if word_classes(w.lower())[2] != verb or not _verb_at(words, k):
            continue
        near = {v.lower() for v in words[max(0, k - 5):k]}
        if near & (_NEGATION | _MODAL | _ANOTHER) or any(v.endswith("n't") for v in near):
            continue
        after = {stem(v.lower()) for v in words[k + 1:k + 1 + ACT_WINDOW]}
        if acts & after:  # (y read as a whole last: most pairs settle before)
            if (_YEAR.findall(y) and set(_YEAR.findall(y)) != set(_YEAR.findall(x))) or \
                    (_RECALLED.search(y) and not _RECALLED.search(x)):
                return False  # "... after a man scaled the White House fence in 2014";
                # "joked about the time an Iraqi journalist threw a shoe": an earlier one
            return not fx.days or not fact_of(y, True).days or \
                bool(fx.days & fact_of(y, True).days)
    return False


_GROUP_NOUN = (r"(?:group|organi[sz]ation|committee|foundation|company|charity|nonprofit|"
               r"non-profit|firm|band|party|movement|coalition|fund|association|society|club|"
               r"network|campaign|union|alliance|center|centre|institute|council)")  # (the name
# the verb's own object, or "a group called ...": never "launched a missile from <Place>")
_FOUNDED = re.compile(r"\b(?:(?:formed|founded|co-founded|established)\s+(?:(?:a|an|the|"
                      r"their|his|her|its)\s+)?(?:(?:new\s+)?" + _GROUP_NOUN + r"\s+)?"
                      r"(?:(?:called|named)\s+)?|(?:started|launched|created|set\s+up)\s+"
                      r"(?:a|an|the|their|his|her|its)\s+(?:new\s+)?" + _GROUP_NOUN +
                      r"\s+(?:called|named)\s+)[\"“]?"
                      r"((?:The\s+)?(?:[A-Z][\w'’-]*\s+(?:(?:of|for|and)\s+)?){2,}[A-Z][\w'’-]*\w)")


@lru_cache(maxsize=4096)
def _founded(text: str) -> frozenset[str]:
    """The name (three capitalised words at least) a sentence tells as formed, founded,
    started, launched, created or set up, as its words (lower case, no "the"); none when a
    negation or a word of plan comes before the verb."""
    low = text.lower()
    if not ("formed" in low or "founded" in low or "started" in low or "launched" in low or
            "created" in low or "established" in low or "set up" in low):
        return frozenset()
    m = _FOUNDED.search(text)
    if m is None or any(w.lower() in _NEGATION | _MODAL or w.lower().endswith("n't")
                        for w in text[:m.start()].split()):
        return frozenset()
    return frozenset(w.lower() for w in m.group(1).split()) - {"the", "of", "for", "and"}


def tells_founding(text: str) -> bool:
    """Whether a sentence tells a named group formed or founded (``same_founding``)."""
    return bool(_founded(text))


def same_founding(x: str, y: str) -> bool:
    """Whether y tells the founding of the group x names as formed, founded or started: the
    same name of three capitalised words at least ("They formed "The Implant Truth Survivors
    Committee" to educate women" / "They've also started a group called The Implant Truth
    Survivors Committee"), told as formed, founded, started, launched, created or set up in
    both, nothing negated or planned before the verb. One named group is founded once."""
    name = _founded(x)
    return len(name) >= 3 and name == _founded(y)


_MOURNED = re.compile(r"\b(?:mourn|mourns|mourned|mourning|grieve|grieves|grieved|grieving)\s+"
                      r"(?:the\s+)?(?:(?:recent|sudden|untimely|tragic|unexpected|shocking)\s+)?"
                      r"(?:death|passing)\s+of\s+(?:(?:[a-z][\w-]*\s+){0,5}?)"
                      r"((?:[A-Z][\w'’.-]*\s+){1,3}[A-Z][\w'’-]*\w)(?=\s*(?:[,.;]|$|\s(?:on|at|in|"
                      r"after|who)\b))")


def mourned_deaths(text: str) -> tuple[str, ...]:
    """The death a sentence tells by its main predicate's mourning ("Musician Brad Fischetti
    ... is mourning the recent death of friend and band mate Devin Lima"), as a sentence of its
    own ("Devin Lima died."): an outlet that tells that death as its own main predicate ("LFO
    singer Devin Lima has died after a yearlong battle with stage 4 cancer") reports the news
    the mourning tells (read for a mark with ``main``). The one mourned must be named (two
    capitalised words at least) right after "the death of" and its description; the mourning
    must be the sentence's main predicate, not negated."""
    if "death of" not in text and "passing of" not in text:
        return ()
    m = _MOURNED.search(text)
    if m is None or main_verb(text, False) not in ("mourn", "grieve"):
        return ()
    if any(w.lower() in _NEGATION or w.lower().endswith("n't") for w in text[:m.start()].split()):
        return ()
    return (f"{m.group(1)} died.",)


def dies_by_name(death: str, y: str) -> bool:
    """Whether y's dying subject can be the one ``mourned_deaths`` names ("Devin Lima
    died."): the name in y, not a possessive ("Devin Lima's father died in 2015") nor followed
    by another noun before the verb, other than an apposition set off by commas; no year in y
    (a death years ago is another's or recalled)."""
    name = death.removesuffix(" died.")
    text = fold(y)
    k = text.find(name)
    if k < 0 or _YEAR.search(text):
        return False
    rest = text[k + len(name):]
    return not re.match(r"['’]s?\b|\s+[A-Z]", rest)


# a name of capitalised words, small words inside it ("Recording Industry Association of
# America", "National Institutes of Health", "Bureau of Alcohol and Firearms")
_LONG_NAME = re.compile(r"\b[A-Z][a-z]+(?:(?:\s+(?:of|for|on|and|the))*\s+[A-Z][a-z]+)+\b")
_ACRONYM = re.compile(r"\b[A-Z]{3,6}\b")


@lru_cache(maxsize=32768)
def _long_names(text: str) -> dict[str, str]:
    """The names of three capitalised words or more ``text`` spells out, by their initials
    ("RIAA": "Recording Industry Association of America"; "The Recording ..." gives it too)."""
    out: dict[str, str] = {}
    for m in _LONG_NAME.finditer(text):
        if " and the " in m.group():
            continue  # two bodies ("the Progressive Caucus and the Black Caucus")
        caps = list(re.finditer(r"[A-Z][a-z]+", m.group()))
        # the whole name, or the name after its article: never a tail of a longer name ("The
        # American Academy of Medical Acupuncture" is no "AMA": that is another body)
        for k in (0, 1) if caps[0].group() in ("The", "A", "An") else (0,):
            if len(caps) - k >= 3:
                name = m.group()[caps[k].start():]
                out.setdefault("".join(c.group()[0] for c in caps[k:]), name)
    return out


def spelled_out(text: str, other: str) -> str:
    """``text`` with each acronym it writes ("the RIAA") spelled out as ``other`` spells out
    a name of those initials ("the Recording Industry Association of America"): one name
    however an outlet writes it, so the two sentences name it alike."""
    if not any(map(str.isupper, text[1:])):
        return text
    found = {m.group() for m in _ACRONYM.finditer(text)}
    if not found:
        return text
    names = _long_names(other)
    for acronym in found & names.keys():
        text = re.sub(rf"\b{acronym}\b", names[acronym], text)
    return text


# a subject of others than those the story is about ("Two other trainees have died ...",
# "Another man was hurt", "Other states have proposed ..."), with no name set beside it ("The
# other boy, 8-year-old Jonathan Martinez, died ..." names him): told by a sentence that speaks
# of others too, never by one of the story's own ("A 23-year-old trainee died ...")
_OTHERS_FIRST = re.compile(r"[\"“‘]?(?:(?:But|And|So|Yet)\s+)?(?:(?:the|a|an|\d+|one|two|three|"
                           r"four|five|six|seven|eight|nine|ten|several|many|some|most|at\s+"
                           r"least\s+\w+)\s+)?(?:other|another)\b(?![^,]{0,40},\s+(?:[\w-]+\s+)"
                           r"{0,3}[A-Z][a-z]+\s+[A-Z])", re.I)
_OTHERS = re.compile(r"\b(?:other|others|another|more)\b", re.I)


def told_in_passing(x: str, y: str) -> bool:
    """Whether ``y`` tells the fact ``x`` tells (as a mark reads it, ``same_fact``) only in a
    clause of its own, its main predicate telling another ("... Persson said he's canceling
    plans ... after hearing the news the company is being acquired by Facebook" for "Facebook
    is buying Oculus VR ...")."""
    return same_fact(x, y, marks=True) and not same_fact(x, y, main=True, marks=True)


def same_fact(x: str, y: str, min_words: int = MIN_FACT_WORDS, main: bool = False,
              any_verb: bool = False, context: str = "", marks: bool = False,
              described_too: bool = False, own_context: str = "") -> bool:
    """Whether ``y`` (another outlet's sentence) reports the main fact ``x`` tells, in any
    words. The same quotation (SHARED_QUOTE_WORDS words in a row) is the same statement.
    Otherwise x's main predicate must be a known kind of happening (``_EVENT_WORDS``,
    ``_EVENT_PHRASES``) that y tells as a verb in any of news's words for it ("struck down" /
    "declared unconstitutional" / "overturned"; "awarded" / "ordered to pay"), negated in
    both or neither and only planned or possible in both or neither ("will vote" is not
    "voted"); and the anchors agree: y names x's subject (when x names one; someone else as
    the subject of the same happening is another fact), gives one of x's figures (when x gives
    any, and no other figures only), names one of x's names, no other weekday, tells one of
    the words just after x's predicate (what it acts on), and the two share at least
    MIN_FACT_SHARE of the shorter one's content words. With ``any_verb`` a main predicate of
    no known kind is its own kind (``fact_of``), told in y by the same verb, with the same
    anchors. ``context``: the sentence before y in its article, which may name whom y's
    subject ("He", "The group") means (``_resolved``). ``marks`` (a mark, not select's repeat
    test): y may also tell x's happening by its noun, the participants named in the noun's
    phrase in their roles ("Rudolph was arrested" / "the arrest of Eric Rudolph":
    ``_noun_link``); and y's verb is read more strictly (``_told_as``): a negation anywhere
    before it in its clause ("haven't named Rudolph a suspect or charged him"), a subject of
    its own that is not x's ("a federal judge struck down" is not "The Supreme Court struck
    down"), and a name x's predicate acts on that y does not give ("charged in three
    Atlanta-area bombings" / "charged in the bombing of the clinic in Birmingham") are
    another fact. For a mark, an acronym one of them writes is read as the name the other
    spells out (``spelled_out``: "sued by the Recording Industry Association of America" /
    "The RIAA ... sued"). ``described_too`` (a brief's repeat, not a mark): y may describe
    x's subject by no name, as for a mark, and then need not give x's other names ("Tennis
    superstar Serena Williams gave birth to a baby girl at St. Mary's Medical Center" / "The
    tennis champion, 35, gave birth to her first child, a baby girl"). ``own_context``: the
    sentence before x in its article, which may name whom x's subject means, as ``context``
    does for y's ("The group began observing an open-ended cease-fire" after "ETA ..." / "ETA
    began an indefinite cease-fire"). Precision first: a missing mark is better than a wrong
    one."""
    if marks:
        x, y = spelled_out(x, y), spelled_out(y, x)
    if has_quote(x) and has_quote(y) and same_statement(x, y):
        return True  # a statement: most of x is the quotation y gives too
    if _OTHERS_FIRST.match(x) and not _OTHERS.search(y):
        return False  # of others than the story's own (``_OTHERS_FIRST``)
    if ("that" in x or "that" in y) and \
            bool(_REPORT_DENIED.search(x)) != bool(_REPORT_DENIED.search(y)):
        return False  # one denies what the other tells ("rumors that the two were spying on
        # behalf of Turkey were not true" / "were suspected of spying on behalf of Turkey")
    linked = described = charged = arrested = False
    if any_verb and same_figures(x, y):
        return True  # "Manhattan ($76,328) ... Utah ($15,257)": the same rare figures
    if any_verb:
        verb = main_verb(x)
        if verb and main_verb(y) != verb:
            return False  # a verb of no known kind must be y's own predicate too
        fx = _resolved(fact_of(x, True), own_context if marks else "")[0]
        if not fx.events:
            return False
        told = events_told(y) if may_tell_event(y) else frozenset()
        for ev in fx.events:
            if ev[0] == "=":
                told |= _verb_told(y, ev[1:])
        if not any((ev, fx.negated, fx.modal) in told for ev in fx.events):
            return False
        fy, who = _resolved(fact_of(y, True), context if fx.subject else "")
        if not fy.events & fx.events or (not fx.subject and fy.head and fx.head and
                                         not fy.head & fx.head and fx.passive == fy.passive):
            return False  # a verb of no known kind must be y's own predicate, of one subject
            # ("the suspect entered" / "three officers entered"; named: the names decide)
    else:
        if not may_tell_event(x) or not (marks or may_tell_event(y)):
            return False
        fx = _resolved(fact_of(x), own_context if marks else "")[0]
        if not fx.events:
            return False
        if marks and fx.events == {_EV["arrest"]} and not fx.negated and not fx.modal and \
                (_EV["charge"], False, False) in events_told(x) and _same_offences(x, y):
            charged = True
            fx = fx._replace(events=fx.events | {_EV["charge"]})  # "arrested White and
            # charged him with first-degree possession of marijuana" / "White is charged
            # with first-degree possession of marijuana": one arrest on those charges
        if not any((ev, fx.negated, fx.modal) in events_told(y) for ev in fx.events):
            if not (marks and _noun_link(fx, y)):
                return False
            linked = True  # told by its noun ("the arrest of Eric Rudolph")
        elif marks and not _told_as(x, fx, y):
            return False
        fy, who = _resolved(fact_of(y), context if fx.subject or charged else "")
        if linked and not fy.events:
            fy = _anchors(y)
        # (the one x's doers arrested and charged, named by y's subject: "Authorities have
        # arrested ... Kenneth White and charged him" / "White is charged")
        arrested = charged and bool((fx.names - fx.subject) & fy.head)
        if charged and not (fx.head - _NOT_NAMES_LOWER) & fy.head and \
                not _subject_named(fx, fy.names) and not _described(fx, fy, y) and \
                not (not fx.passive and arrested):
            return False  # the charges of one of x's: y's subject must be x's, or describe
            # him by no name ("The vicar faces ..."), or be the one x's doers arrested
            # ("Authorities have arrested ... Kenneth White and charged him" / "White is
            # charged"); "Smith faces the same counts" is a co-defendant
    if main and not fy.events & fx.events:
        return False  # y tells it only in passing ("Bae, who was jailed for 15 years, ...")
    if marks and not any_verb and not linked and not fy.events & fx.events and \
            not _clause_anchored(x, fx, y):
        return False  # told only in a clause of y's, with nothing of x's own in it: a
        # passing mention ("The dog is safe -- it was taken to Massachusetts ..., shortly
        # after their plane disappeared last weekend" / "disappeared late Friday off the
        # Massachusetts coast")
    if fy.events & fx.events and (fy.negated, fy.modal) != (fx.negated, fx.modal):
        return False  # y's own main predicate is the same happening, negated or only planned
    # one happening told in the other voice ("the RIAA sued Napster" / "Napster has been
    # sued by the RIAA"; "police arrested a man" / "a man was arrested"): the one acted on is
    # the passive's subject, the doer its "by ..." (none named: any doer)
    act, pas = (fy, fx) if fx.passive else (fx, fy)
    swap = bool(fy.events & fx.events) and fx.passive != fy.passive and act.verb not in _BE
    if swap:  # ("X is the reason" / "X is blamed": a copula, no doer to swap)
        if pas.agent and not (act.subject and _names_meet(pas.agent, act.subject)):
            return False  # "sued by the RIAA" / "Metallica sued": another doer
        if not (act.lead and act.lead in pas.head) and \
                not _names_meet(pas.head & pas.subject, act.names - act.subject) and \
                not (charged and (act.names - act.subject) & pas.head):
            return False  # another one acted on ("arrested a man" / "a woman was arrested";
            # the one charged may be named by his surname first: "White is charged")
        if fx.passive and fx.subject and not _subject_named(fx, fy.names):
            return False
    elif fx.subject and not _subject_named(fx, fy.names):
        if not ((marks or described_too) and _described(fx, fy, y, described_too)):
            return False
        described = True  # x names its subject, y describes it ("Sid Ahmed Ghlam, a
        # 24-year-old Algerian national, was detained on Sunday" / "The 24-year-old
        # electronics student ... was detained on Sunday")
    if fx.events & fy.events == {_EV["criticize"]} and not fx.subject:
        return False  # who criticizes is the fact: "Members of Congress are decrying the
        # decision" is not told by whoever else "criticized the decision"
    if _EV["blame"] in fx.events & fy.events and fx.verb in _COPULAS and fy.verb in _COPULAS \
            and not _same_cause(x, fx.verb, y, fy.verb):
        return False  # "Hepatitis C is the leading reason for ..." / "Alcohol abuse is ..."
    if any(not _names_meet(g, fy.names) for g in fx.doers):
        return False  # "The RIAA and Metallica sued" / "Metallica and Dr. Dre sued": not both
    if not swap and fx.subject and fy.subject and fy.events & fx.events and \
            not _subject_named(fx, fy.names if fx.modified and described_too else fy.subject) \
            and not (described_too and fy.modified and fy.subject <= fx.names):
        return False  # the same happening, done by or to someone else (for a brief's repeat,
        # a description's names may say only where or what: "A former Millis police officer
        # ... was found dead" / "Bryan Johnson ... was found dead in his home in Millis"; for
        # a mark, one name of a place says too little of who)
    if fx.subject and fy.subject and _other_bodies(x, y, fx.subject & fy.subject):
        return False  # "The Supreme Court struck down" / "a U.S. District Court ruled":
        # one institution's word in common, another body
    if fx.names and not fx.names & fy.names and not _subject_named(fx, fy.names) and \
            not (described and (described_too or not _other_names(fx))) and \
            not arrested:  # ("White is charged": a surname that is also a word, capitalised
        return False  # as the first)
    if described and not described_too and _other_names(fx) and \
            not _other_names(fx) & fy.names:
        return False  # x's other names: y must name one ("in Paris")
    shared_events = fx.events & fy.events  # (a happening told both ways: "approved an accord"
    # is a deal reached too; what "approved" acts on is no anchor of the deal "agreed")
    acts = frozenset() if fx.events <= _INTRANSITIVE or \
        (shared_events and shared_events <= _INTRANSITIVE) else fx.object  # what it acts on
    if acts and fx.passive and fx.after in _WHERE_FROM:
        acts = acts | fx.head  # a passive's subject is what it acts on, and what follows it
        # may be where or how ("A 4-year-old boy was thrown to his death from the roof ...":
        # "boy" too)
    elif acts and fx.passive and fx.after == "on" and _on_grounds(x, fx.verb):
        # what follows is on what grounds ("were arrested on federal terrorism charges"): y
        # may leave them out ("The Oakland pair was arrested Friday by the FBI"), its
        # subject then being what x's predicate acts on; grounds of y's own must be x's in
        # their own words, not only the word "charges" ("arrested Friday on drug charges")
        acts = (acts - _GROUND_WORDS or acts) if _ANY_GROUNDS.search(y) else acts | fx.head
    # years and spans ("since 1968", "its 30-year campaign") say when, and are compared on
    # their own: two years that differ are another occasion (the 1996 cease-fire is not the
    # 1998 one); a year or a span one of them leaves out is no other figure
    yx, yy = _years(fx.figures), _years(fy.figures)
    if yx and yy and not yx & yy:
        return False
    sx, sy = _spans(x), _spans(y)
    if sx and sy and not sx & sy:
        return False
    in_words = _counts(y)  # x's figures y writes in words ("the FBI's Ten Most Wanted")
    ages = _ages(x) if not fy.figures else frozenset()
    for gx, gy in ((fx.figures - yx - sx, fy.figures - yy - sy), (_counts(x), in_words)):
        if gx and not (gx <= gy | in_words or (gy and gy <= gx) or
                       (not gy and not gx & acts - ages)):
            return False  # "13 of the 20 children" / "eight of the children": other figures
            # (none is no other figure, unless a figure is what x's predicate acts on)
    if fx.days and fy.days and not fx.days & fy.days and not (linked and _sum_link(fx, y)):
        # (a happening told by its noun and its sum: y's weekday is its own verb's, "vowed
        # Saturday ..., despite a $6.3 million judgment")
        return False
    if acts and not acts & (fy.names | fy.figures | plain_terms(y) | in_words) and \
            not (any(len(a) > 5 and a in y.replace(" ", "") for a in acts) and
                 acts & _closed_compounds(y)) and not acts & _opening_word(y, fy.names) and \
            not (acts & _ONE_PERSON and "person" in fy.object) and \
            not any(a in _STATE_OF and "@" + _STATE_OF[a] in fy.names for a in acts) and \
            not (described_too and _one_named_one_described(acts, fx, fy)) and \
            not arrested:
        return False  # not what x's predicate acts on ("blamed for deaths" / "for a pileup";
        # "a person" may be the man or woman x names: "rescued a 58-year-old man" / "found
        # and rescued a person from the water"; a state by its capital: "new sanctions against
        # Moscow" / "in response to Russia's annexation moves")
    if _EV["search"] in shared_events and fx.lead and \
            fx.lead not in fy.names | plain_terms(y) | fy.head:
        return False  # whom or what was sought, in both: "searched for Rudolph for two years"
        # is not "searched his home for two years"
    if _EV["search"] in shared_events and \
            (dx := {m.group(1) for m in _DURATION.finditer(x)}) and \
            not dx & {m.group(1) for m in _DURATION.finditer(y)}:
        return False  # how long it has gone on is the search's fact ("has searched for
        # Rudolph for more than two years" is not told by "are hunting for Rudolph in the
        # forest")
    if any_verb and fx.thing and any(e[0] == "=" for e in fx.events) and \
            not {fx.thing, fx.detail or fx.thing} <= fy.names | fy.figures | plain_terms(y):
        return False  # a verb of no known kind, the thing it acts on named in both: "welcomed
        # a statement by the EU" is not "welcomed the EU's attitude"; nor what it is in, of
        # or over: "asserts a copyright in the designs of Klingon ships" is not "asserted a
        # copyright over Klingon"
    # read last: most pairs settle before (a figure y writes in words is one of its words)
    cx, cy = _content(x, fx), _content(y, fy) | who | in_words
    shared = cx & cy
    # the same happening told in other words ("died" / "is dead") is one thing they share
    other_words = (bool(fx.events & fy.events) or linked) and \
        not any(t in _EVENT and _EVENT[t] in fx.events for t in shared)
    return len(shared) + other_words >= max(min_words,
                                            MIN_FACT_SHARE * min(len(cx), len(cy)))

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
from functools import lru_cache
from typing import NamedTuple

from .terms import STOP_STEMS, only_adjective, stem, word_classes

_PLAIN_WORD = re.compile(r"(?<![\w'’-])(?:[a-z][a-z'’-]+|\d[\d,.]*)")
MIN_CLAIM_SHARE = 0.4  # share of the plainer sentence's ordinary words the other must share
_COUNTS = frozenset(stem(w) for w in """
one two three four five six seven eight nine ten eleven twelve dozen dozens hundred hundreds
thousand thousands million millions billion first second third fourth fifth sixth last only
""".split())


@lru_cache(maxsize=32768)
def plain_terms(text: str) -> frozenset[str]:
    """Stems of a sentence's ordinary words and figures: what it says about its names."""
    return frozenset(st for st in map(stem, {w.rstrip(".,") for w in _PLAIN_WORD.findall(text)})
                     if st not in STOP_STEMS)


def same_claim(x: str, y: str) -> bool:
    """Whether two sentences of independent outlets say the same thing, not only name the same
    people and places: they share at least two ordinary words, and at least MIN_CLAIM_SHARE of
    the plainer one's ordinary words and figures. Outlets share names, not wording: two sentences
    that both name "Aryan Nations" and "compound" but say different things about them were
    most of the wrong matches above the similarity threshold."""
    px, py = plain_terms(x), plain_terms(y)
    both = px & py
    words = sum(1 for t in both if not t[:1].isdigit())
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

_TOKEN = re.compile(r"[A-Za-z][\w'’.-]*[\w]|[A-Za-z]|\d[\d,.:/-]*\d|\d|,")
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
_RELATIVE = frozenset("who whom whose which that where when while after before because if "
                      "as since although though until".split())
_NOT_NAMES = frozenset("""
Monday Tuesday Wednesday Thursday Friday Saturday Sunday January February March April May June
July August September October November December Jan Feb Mar Apr Jun Jul Aug Sep Sept Oct Nov
Dec The A An In On At For From By With Of And But Or If When While After Before Since As To He
She It They We I His Her Its Their This That These Those Mr Mrs Ms Dr U.S. US American
President Prime Minister Secretary Sen Rep Gov Gen Judge Justice Chief Officer Police
""".split())


_NUMBER_WORDS = frozenset("hundred hundreds thousand thousands million millions billion billions "
                          "dozen dozens percent".split())


_QUOTED = re.compile(r'"[^"]*(?:"|$)|“[^”]*(?:”|$)')
_SPEECH = frozenset("said says say saying told tell tells telling added adds according asked "
                    "quoted noted stated wrote writes insisted".split())
SHARED_QUOTE_WORDS = 7  # two outlets quoting the same words (this many in a row) tell one thing


def quoted_runs(text: str, n: int = SHARED_QUOTE_WORDS) -> frozenset[tuple[str, ...]]:
    """Every run of ``n`` words inside the quotation marks of ``text`` (lower case)."""
    out: set[tuple[str, ...]] = set()
    for q in _QUOTED.findall(text):
        w = re.findall(r"[a-z0-9]+(?:['’][a-z]+)?", q.lower())
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
    ("wanted" = "want")."""
    stems = {stem(t.lower().rstrip(".")) for t in _TOKEN.findall(text) if t != ","}
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
                    not any(word_classes(low)[:2])) and \
                    t not in _NOT_NAMES and len(t) > 1:
                name = re.sub(r"['’]s?$", "", t.rstrip(".")).lower()  # "Napster's"
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
        if verb and not clause:
            preds.append(stem(lemma))
        if verb and clause:
            clause = False  # the clause's own verb: what follows is the main clause again
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
    if ('"' in x or "“" in x) and ('"' in y or "“" in y) and quoted_runs(x) & quoted_runs(y):
        return True  # the same quotation: the same statement
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

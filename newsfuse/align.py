"""Align: which articles report each sentence, and which articles copy which.

Owns sentence similarity (cosine over rarity-weighted stemmed content terms, computed as one
sparse product per article pair), cross-source support (every article with a sentence that says
the same thing: similar, and between independent outlets verified to tell the same claim,
``verified``), derivations (wire reprints and edits: many shared sentences, or a credit such as
"Additional reporting by AP" naming another article's outlet), lineages (families of derived
articles, so that a reprint never counts as an independent source) and voices (independent
outlets: one outlet's several articles, and what was copied from it, are one). Derivations
follow the articles' dates, and an outlet's rewrite of its own story is an "update", not a copy.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import replace
from functools import lru_cache
from typing import NamedTuple

import numpy as np
from scipy import sparse

from .dates import parse_date
from .groups import DisjointSets
from .model import Alignment, Derivation, Sentence, Story
from .terms import (
    STOP_STEMS,
    only_adjective,
    rarity_by_id,
    stem,
    use_vocabulary,
    word_classes,
)

SUPPORT_THRESHOLD = 0.5  # cosine at which a reprint's sentence reports the same fact
INDEPENDENT_THRESHOLD = 0.6  # the same across independent outlets (precision first)
DUPLICATE_THRESHOLD = 0.75  # cosine at which a sentence is a copy (wire reprint / light edit)
DERIVED_SHARE = 0.3  # share of an article's sentences copied from another to call it derived
MIN_SHARED_TERMS = 3
VERIFY = True  # independent outlets' links verified (``verified``)
DENSE_LIMIT = 4000  # up to this many sentences, all similarities are kept as one dense matrix


def vectorize(sentences: tuple[Sentence, ...] | list[Sentence]) -> sparse.csr_matrix:
    """Binary content-term vectors weighted by term rarity, L2-normalised per sentence.

    Columns are the process-wide stem ids of ``terms``, so vectors of any two sentences, from
    any story, are comparable.
    """
    ids = [s.term_ids for s in sentences]
    lens = np.fromiter((len(x) for x in ids), dtype=np.int64, count=len(ids))
    cols = np.concatenate(ids) if ids else np.zeros(0, dtype=np.int64)
    rows = np.repeat(np.arange(len(ids)), lens)
    weights = rarity_by_id()
    width = len(weights)  # grows with the vocabulary; columns beyond it are never used
    m = sparse.csr_matrix((np.ones(len(cols)), (rows, cols)), shape=(len(ids), width))
    m.sum_duplicates()
    m.data = weights[m.indices]
    counts = np.diff(m.indptr)
    sq = np.zeros(len(counts))
    nz = counts > 0
    sq[nz] = np.add.reduceat(m.data * m.data, m.indptr[:-1][nz])
    norms = np.sqrt(sq)
    norms[norms == 0] = 1.0
    m.data /= np.repeat(norms, counts)
    return m


SPARSE_PRODUCT = 150  # from this many sentences a sparse product beats the dense one (2x at 300)


def dense_similarity(sentences: tuple[Sentence, ...] | list[Sentence]) -> np.ndarray:
    """All-pairs cosine of the ``vectorize`` vectors, as a dense matrix (for small stories)."""
    if len(sentences) >= SPARSE_PRODUCT:
        vec = vectorize(sentences)
        return (vec @ vec.T).toarray()
    ids = [s.term_ids for s in sentences]
    lens = np.fromiter((len(x) for x in ids), dtype=np.int64, count=len(ids))
    allids = np.concatenate(ids) if ids else np.zeros(0, dtype=np.int64)
    uniq, cols = np.unique(allids, return_inverse=True)
    m = np.zeros((len(ids), len(uniq)), dtype=np.float32)  # float32: half the product's cost
    m[np.repeat(np.arange(len(ids)), lens), cols] = rarity_by_id()[allids]
    norms = np.sqrt(np.einsum("ij,ij->i", m, m))
    norms[norms == 0] = 1.0
    m /= norms[:, None]
    return (m @ m.T).astype(np.float64)


def shared_terms(a: Sentence, b: Sentence) -> int:
    return len(set(a.term_ids.tolist()).intersection(b.term_ids.tolist()))


_CREDIT_SOURCE = re.compile(
    r"(?:additional reporting by|reporting by|with reporting from|material from|"
    r"contributing:|information from|with files from)\s+(?:the\s+)?([A-Z][\w.&' -]{1,60})"
    r"|(?:^|\.\s+)(?:the\s+)?([A-Z][\w.&' -]{1,40}?)\s+contributed to this (?:report|story)",
    re.I)
_ALIASES = {"associated press": "ap", "the associated press": "ap", "ap": "ap",
            "reuters": "reuters", "thomson reuters": "reuters", "afp": "afp",
            "agence france-presse": "afp", "agence france presse": "afp"}


@lru_cache(maxsize=4096)
def outlet_key(name: str) -> str:
    """One key per outlet however it is written ("The Associated Press", "AP")."""
    n = re.sub(r"\s+", " ", name.strip().strip(".").lower())
    n = re.sub(r"\b(?:news agency|news service|staff|wire services?|writers?)\b", "", n).strip()
    return _ALIASES.get(n, n.removeprefix("the "))


def credited_outlets(story: Story, article: int) -> list[str]:
    """Outlets an article credits for material ("Additional reporting by AP")."""
    texts = [r.text for r in story.removed if r.article == article and r.reason == "credit"]
    out = []
    for t in texts:
        if re.search(r"['’]s\s+[A-Z]\w+\s+[A-Z]", t) and "contributed" in t:
            continue  # "CNN's Brian Walker contributed": the outlet's own staff
        for m in _CREDIT_SOURCE.finditer(t):
            name = (m.group(1) or m.group(2) or "").strip()
            name = re.split(r"\s+(?:and|in|from|with)\s+|[;,]", name)[0]
            if name:
                out.append(outlet_key(name))
    return out


def align(story: Story, support_threshold: float = SUPPORT_THRESHOLD,
          independent_threshold: float = INDEPENDENT_THRESHOLD) -> Story:
    """Cross-source support for every sentence, derivations and lineages of articles.

    Within a lineage (an article and its reprints/edits) a sentence is supported at cosine
    ``support_threshold``; across independent lineages word overlap misleads more often
    (independent outlets share names and places, not wording), so ``independent_threshold``.
    """
    with use_vocabulary(story.vocab):
        return _align(story, support_threshold, independent_threshold)


def _align(story: Story, support_threshold: float, independent_threshold: float) -> Story:
    sents = story.sentences
    n_art = len(story.articles)
    by_art = [[s.id for s in sents if s.article == a] for a in range(n_art)]
    copied = np.zeros((n_art, n_art))  # copied[a, b]: share of a's sentences found in b
    small = len(sents) <= DENSE_LIMIT
    full = dense_similarity(sents) if sents and small else None
    vec = vectorize(sents) if sents and not small else None
    blocks: dict[tuple[int, int], np.ndarray] = {}
    for a in range(n_art):
        ia = by_art[a]
        for b in range(a + 1, n_art):
            ib = by_art[b]
            if not ia or not ib:
                continue
            if full is not None:  # sentence ids are contiguous per article
                sim = full[ia[0]:ia[-1] + 1, ib[0]:ib[-1] + 1]
            else:
                sim = (vec[ia] @ vec[ib].T).toarray()
            blocks[a, b] = sim
            copied[a, b] = float((sim.max(axis=1) >= DUPLICATE_THRESHOLD).mean())
            copied[b, a] = float((sim.max(axis=0) >= DUPLICATE_THRESHOLD).mean())
    derivations = _derivations(story, copied, by_art)
    lineage = _lineages(n_art, derivations)
    support: list[list[tuple[int, int, float]]] = [[] for _ in sents]
    keys = [outlet_key(x.outlet) if x.outlet and x.outlet_from in _NAMED_OUTLET else None
            for x in story.articles]
    near: list[tuple[int, int]] = []  # similar enough to be marked, but a neighbouring fact
    for (a, b), sim in blocks.items():
        thr = support_threshold if lineage[a] == lineage[b] else independent_threshold
        strict = lineage[a] != lineage[b]
        # one outlet's updates of its own story tell new facts in old words: verified too
        # (another outlet's edit of wire copy rewords the same facts: not)
        update = not strict and keys[a] is not None and keys[a] == keys[b]
        _link(sents, by_art[a], by_art[b], sim, support, thr, a, b, strict, near, update)
        _link(sents, by_art[b], by_art[a], sim.T, support, thr, b, a, strict, near, update)
    al = Alignment(support=tuple(tuple(sorted(s)) for s in support),
                   derivations=tuple(derivations), lineage=tuple(lineage), vectors=vec,
                   similarity=full, voice=voices(story, derivations), near=tuple(near))
    return replace(story, alignment=al)


def _link(sents, ia, ib, sim, support, thr, a, b, strict=False, near=None,
          update=False) -> None:
    best = sim.argmax(axis=1)
    vals = sim[np.arange(len(ia)), best]
    for r in np.flatnonzero(vals >= thr).tolist():
        i, j = ia[r], ib[best[r]]
        if shared_terms(sents[i], sents[j]) < MIN_SHARED_TERMS:
            continue
        v = float(vals[r])
        if (not strict or same_claim(sents[i].text, sents[j].text)) and \
                (not VERIFY or (not strict and (not update or v >= DUPLICATE_THRESHOLD)) or
                 verified(sents[i].display, sents[j].display, v)):
            support[i].append((b, j, v))
        elif near is not None:
            near.append((i, j))  # the same words for a neighbouring fact: never both in a brief


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
                names.add(t.rstrip(".").lower())
                if not preds and not intro and not aside and not clause:
                    subject.add(t.rstrip(".").lower())
                    order.append(t.rstrip(".").lower())
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
)]
_SAME = {w: g for g in _SAME_PREDICATE for w in g}
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
    if px and not _told(px, sy, y):
        return False  # the other does not tell what this one asserts
    if not px and similarity < CLOSE_WITHOUT_PREDICATE:
        return False  # no predicate found here: only near-copies stand
    if jx and ny and not jx & ny and not any(
            a[0] == "#" and len(n) <= 5 and n.startswith(a[1:]) for a in jx for n in ny):
        return False  # about someone else: "Rodriguez was charged" / "Vasiliades faces"
    if fx and not fy and similarity < CLOSE_WITHOUT_PREDICATE:
        return False  # "In a 6-3 decision, the high court ruled": the other gives no figure
    return not (fx and fy and not fx & fy)


def _derivations(story: Story, copied: np.ndarray, by_art: list[list[int]]) -> list[Derivation]:
    """Which article reuses which. A copy is never dated before its source (when both dates
    are known); between two articles of the same day the one copying the larger share of the
    other's sentences is the derived one. An outlet reworking its own earlier article is an
    "update" of it; reusing another outlet's text is a "copy"."""
    n_art = len(story.articles)
    keys = [outlet_key(a.outlet or "") for a in story.articles]
    dates = [parse_date(a.published) for a in story.articles]

    def not_before(a: int, b: int) -> bool:  # a may derive from b as far as dates say
        return dates[a] is None or dates[b] is None or dates[a] >= dates[b]

    def make(a: int, b: int, share: float, credit: str | None = None) -> Derivation:
        outlet = story.articles[b].outlet
        same = keys[a] == keys[b] and story.articles[a].outlet_from in _NAMED_OUTLET \
            and story.articles[b].outlet_from in _NAMED_OUTLET
        if same:
            when = f" of {dates[b].isoformat()}" if dates[b] else ""
            evidence = f"{share:.0%} of its sentences repeat {outlet}'s own article{when}"
        elif credit is not None:
            evidence = f"credits {outlet} (\"{credit}\"); {share:.0%} of its sentences copied"
        else:
            evidence = f"{share:.0%} of its sentences are copies of sentences in {outlet}"
        return Derivation(a, b, evidence, share, kind="update" if same else "copy")

    out: list[Derivation] = []
    done: set[int] = set()
    for a in range(n_art):
        credits = credited_outlets(story, a)
        sources = [b for b in range(n_art) if b != a and keys[b] in credits and not_before(a, b)]
        if sources:
            b = max(sources, key=lambda b: (copied[a, b], -b))
            out.append(make(a, b, float(copied[a, b]), _credit_text(story, a)))
            done.add(a)
    for a in range(n_art):
        if a in done or len(by_art[a]) < 2:
            continue
        cands = [(copied[a, b], b) for b in range(n_art) if b != a
                 and copied[a, b] >= DERIVED_SHARE and not_before(a, b)
                 and (copied[a, b] >= copied[b, a] - 1e-9 or not not_before(b, a))]
        for share, b in sorted(cands, reverse=True):
            if any(d.article == b and d.derived_from == a for d in out):
                continue
            if share == copied[b, a] and b > a and b not in done and not_before(b, a):
                # identical texts of the same day: the earlier article is taken as the original
                continue
            out.append(make(a, b, float(share)))
            done.add(a)
            break
    return out


_NAMED_OUTLET = frozenset({"metadata", "url", "credit"})  # outlet_from values naming an outlet


def _credit_text(story: Story, a: int) -> str:
    return next((r.text for r in story.removed if r.article == a and r.reason == "credit"), "")


def voices(story: Story, derivations: Sequence[Derivation]) -> tuple[int, ...]:
    """Each article's independent voice (a representative article): the outlet of the article
    it was copied from (following copies to their source), else its own outlet when one is
    named, else the article itself. An outlet's several articles are one voice (AP on Monday
    and AP on Tuesday); one New York Times article crediting the AP is AP's voice, not every
    Times article."""
    n = len(story.articles)
    source = {d.article: d.derived_from for d in derivations}

    def root(a: int) -> int:
        seen = {a}
        while a in source and source[a] not in seen:
            a = source[a]
            seen.add(a)
        return a

    sets = DisjointSets(range(n))
    first: dict[str, int] = {}
    for i in range(n):
        r = root(i)
        art = story.articles[r]
        key = outlet_key(art.outlet) if art.outlet_from in _NAMED_OUTLET and art.outlet \
            else f"#{r}"
        if key in first:
            sets.union(first[key], i)
        else:
            first[key] = i
    return tuple(sets.find(i) for i in range(n))


def _lineages(n: int, derivations: list[Derivation]) -> list[int]:
    families = DisjointSets(range(n))
    for d in derivations:
        families.union(d.article, d.derived_from)
    return [families.find(i) for i in range(n)]

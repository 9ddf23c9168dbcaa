"""Entities: names in the articles, and which spellings name the same thing.

Owns finding proper-name mentions (runs of capitalised words, acronyms, names with particles
such as "al-" or "of"), and merging variants into one entity: case ("Ayn al-Islam" / "Ayn
Al-Islam"), transliteration ("Aamaq" / "Amak": same consonant skeleton), acronyms ("SOHR" for
"Syrian Observatory for Human Rights", "IS" for "Islamic State", "ISIS" / "IS"), explicit
aliases in the text ("the People's Protection Units known as the YPG", "X, or Y", "X (Y)"),
and a surname standing for a full name ("Ilvane" for "Tomas Ilvane").
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass, field

from ..groups import DisjointSets
from ..model import Story
from ..terms import zipf

# words that start sentences or are capitalised for other reasons than being names
_NOT_NAMES = frozenset("""
A An The This That These Those It Its He She They We I You His Her Their Our My Your But And Or
So Yet If When While Where After Before As At By For From In Into Of On Onto Over To With
Without Under Since Until During Despite Although Though Because Once Then There Here What Which
Who Whom Whose Why How Not No Yes Also Still Even Just Only Some Many Most Much More Less Such
Both Each Every All Any Other Another One Two Three Four Five Six Seven Eight Nine Ten Mr Mrs Ms
Dr Monday Tuesday Wednesday Thursday Friday Saturday Sunday January February March April May
June July August September October November December Jan Feb Mar Apr Jun Jul Aug Sep Sept Oct
Nov Dec Today Yesterday Tomorrow Recently Meanwhile However Moreover According Earlier Later
Last Next New Former Several Said Says
""".split())
_PARTICLES = frozenset({"al", "el", "bin", "ibn", "de", "del", "der", "van", "von", "da", "di",
                        "of", "for", "and", "the", "la", "le", "du"})
_GENERIC = frozenset("news agency agencies group party company co inc corp corporation ltd llc "
                     "times post network channel tv radio media press service foundation "
                     "institute university association council committee".split())
_WORD = re.compile(r"[A-Za-z][\w’'.-]*")
_TITLES = re.compile(r"^(?:Brig|Gen|Col|Lt|Capt|Maj|Sgt|Rep|Sen|Gov|Pres|Prof|Rev|St|Mr|Mrs|Ms|"
                     r"Dr|President|Governor|Mayor|Minister|General|Senator|King|Queen|Prince)\.?$")


@dataclass
class Mention:
    text: str
    article: int
    sentence: int  # Sentence.id


@dataclass
class Entity:
    name: str  # the most frequent spelling
    variants: list[str]
    articles: list[int]
    mentions: list[Mention] = field(default_factory=list, repr=False)

    def to_dict(self) -> dict:
        return {"name": self.name, "variants": self.variants, "articles": self.articles}


def _strip(w: str) -> str:
    return w.strip(".,;:!?\"“”‘’'()[]")


_MODIFIER = re.compile(r"^(?:(?:pro|anti|non|ex|post|pre)-|.*-(?:led|based|held|backed|linked|"
                       r"aligned|born|owned|run|controlled|style|era|like)$)", re.I)


def name_spans(text: str) -> list[tuple[str, bool]]:
    """Proper-name mentions of one sentence, each with whether it opens the sentence."""
    words = text.split()
    out: list[tuple[str, bool]] = []
    run: list[str] = []
    run_start = False

    def flush() -> None:
        nonlocal run_start
        while run and _strip(run[-1]).lower() in _PARTICLES:
            run.pop()
        while run and _TITLES.match(_strip(run[0])) and len(run) > 1:
            run.pop(0)
        parts = [run]
        poss = [j for j, w in enumerate(run) if re.search(r"['’]s\W*$", w)]
        if poss and len(run) - poss[0] - 1 < 2:  # "Iraq's Kurdish" is two names
            parts = [run[:poss[0] + 1], run[poss[0] + 1:]]
        for k, part in enumerate(parts):
            name = re.sub(r"['’]s$", "", " ".join(_strip(w) for w in part))
            if len(name) > 1 and name not in _NOT_NAMES and not _TITLES.match(name):
                out.append((name, run_start and k == 0))
        run.clear()
        run_start = False

    for i, raw in enumerate(words):
        w = _strip(raw)
        starts = i == 0 or words[i - 1].endswith((".", "!", "?", ":", '"', "“", "—"))
        cap = bool(w) and w[0].isupper() and any(c.isalpha() for c in w)
        if not w or _MODIFIER.match(w) or raw.startswith("("):
            flush()
            if raw.startswith("(") and cap and not _MODIFIER.match(w):
                run.append(raw)
                run_start = False
        elif cap and w not in _NOT_NAMES:
            if not run:
                run_start = starts
            run.append(raw)
        elif (run and w.lower() in _PARTICLES - {"and"} and i + 1 < len(words) and \
                _strip(words[i + 1])[:1].isupper()) or (run and re.match(r"^(?:al|el)-[A-Z]", w)):
            run.append(raw)
        else:
            flush()
        if run and (raw.endswith((",", ";", ":", ")")) or (w != raw.rstrip(".,;:").strip("(")
                    and raw.endswith(('"', "”")))):
            flush()
    flush()
    return out


def skeleton(name: str) -> str:
    """A transliteration-tolerant key: consonants only, q->k, doubled letters collapsed."""
    s = unicodedata.normalize("NFKD", name.lower())
    s = "".join(c for c in s if c.isalpha())
    s = s.replace("q", "k").replace("ph", "f").replace("ck", "k").replace("c", "k")
    s = re.sub(r"[aeiouyhw]", "", s)
    return re.sub(r"(.)\1+", r"\1", s)


def initials(name: str) -> str:
    parts = [p for p in re.split(r"[\s-]+", name) if p and p.lower() not in _PARTICLES]
    return "".join(p[0] for p in parts if p[0].isalpha()).upper()


def _key(name: str) -> str:
    return re.sub(r"[\s’'-]+", " ", name.casefold().replace(".", "")).strip()


_ALIAS_PATTERNS = (
    re.compile(r"(?P<a>[A-Z][\w’'-]*(?: [A-Z][\w’'-]*)+),? (?:also )?known as (?:the )?"
               r"(?P<b>[A-Z][\w’'-]*(?: [A-Z][\w’'-]*)*)"),
    re.compile(r"(?P<a>[A-Z][\w’'-]*(?: [A-Z][\w’'-]*)*),? or (?:the )?(?P<b>[A-Z][\w’'-]*(?: "
               r"[A-Z][\w’'-]*)+)(?= --|,| —|\))"),
    re.compile(r"(?P<a>[A-Z][\w’'-]*(?: (?:[A-Z][\w’'-]*|for|of|and))* [A-Z][\w’'-]*) "
               r"\((?P<b>[A-Z]{2,6})\)"),
    re.compile(r"(?P<a>[A-Z][\w’'-]*(?: [A-Z][\w’'-]*)*) \(also known as (?:the )?"
               r"(?P<b>[A-Z][\w’'-]*(?: [A-Z][\w’'-]*)*)\)"),
)


def explicit_aliases(text: str) -> list[tuple[str, str]]:
    out = []
    for pat in _ALIAS_PATTERNS:
        for m in pat.finditer(text):
            a = re.sub(r"^(?:The|the) ", "", m.group("a"))
            b = m.group("b")
            if a not in _NOT_NAMES and b not in _NOT_NAMES:
                out.append((a, b))
    return out


def same_entity(a: str, b: str) -> bool:
    """Whether two spellings plausibly name the same thing (without context)."""
    if _key(a) == _key(b):
        return True
    single_words = " " not in a and " " not in b and a.isalpha() and b.isalpha()
    if single_words and min(len(a), len(b)) >= 4 and not (a.isupper() or b.isupper()) and \
            skeleton(a) == skeleton(b) and len(skeleton(a)) >= 2 and a[0].lower() == b[0].lower():
        return True  # transliterations: Aamaq / Amak
    for x, y in ((a, b), (b, a)):
        if x.isupper() and 2 <= len(x) <= 6 and " " in y and initials(y) == x:
            return True
        if x.isupper() and y.isupper() and 2 <= len(x) < len(y) <= 6 and y.startswith(x) and \
                len(x) >= 2 and x not in ("US", "UN", "EU", "UK"):
            return True
    return False


def extract_entities(story: Story) -> list[Entity]:
    """Entities of the story with their spelling variants and the articles that name them."""
    mentions: list[Mention] = []
    uf: DisjointSets[str] = DisjointSets()
    openers: list[Mention] = []
    long_openers: list[Mention] = []
    inner: set[str] = set()
    for s in story.sentences:
        for name, opens in name_spans(s.text):
            bucket = mentions if not opens else openers if " " not in name else long_openers
            bucket.append(Mention(name, s.article, s.id))
            if not opens:
                inner.add(name)
        for a, b in explicit_aliases(s.text):
            uf.union(_key(a), _key(b))
    # a capitalised first word is a name only if it is capitalised mid-sentence somewhere too
    mentions += [m for m in openers if m.text in inner]
    for m in long_openers:  # "Residents of Velmora" opening a sentence: "Residents" is no name
        first, _, rest = m.text.partition(" ")
        inner_words = {w for n in inner for w in n.split()}
        if first not in inner_words and zipf(first.lower()) >= 3.5:
            m.text = re.sub(r"^(?:(?:of|for|and|the|in|from)\s+)+", "", rest) or m.text
    mentions += long_openers
    spellings: dict[str, dict[str, int]] = {}
    for m in mentions:
        spellings.setdefault(_key(m.text), {}).setdefault(m.text, 0)
        spellings[_key(m.text)][m.text] += 1
    keys = sorted(spellings)
    rep = {k: max(spellings[k], key=lambda v: (spellings[k][v], v)) for k in keys}
    for i, k in enumerate(keys):
        for k2 in keys[i + 1:]:
            if same_entity(rep[k], rep[k2]):
                uf.union(k, k2)
    # a single word stands for the one longer name it ends ("Ilvane" for "Tomas Ilvane") or
    # begins ("Aamaq" / "Amak" for "Aamaq News Agency")
    multi = [k for k in keys if " " in k]
    for k in keys:
        if " " in k or len(k) < 4:
            continue
        owners = [m for m in multi if same_entity(m.split()[-1], rep[k])
                  or (same_entity(m.split()[0], rep[k])
                      and all(w in _GENERIC for w in m.split()[1:]))]
        if len(owners) == 1:
            uf.union(k, owners[0])
    groups: dict[str, list[Mention]] = {}
    for m in mentions:
        groups.setdefault(uf.find(_key(m.text)), []).append(m)
    out = []
    for ms in groups.values():
        counts: dict[str, int] = {}
        for m in ms:
            counts[m.text] = counts.get(m.text, 0) + 1
        name = max(counts, key=lambda v: (counts[v], len(v), v))
        out.append(Entity(name=name, variants=sorted(counts, key=lambda v: (-counts[v], v)),
                          articles=sorted({m.article for m in ms}), mentions=ms))
    out.sort(key=lambda e: (-len(e.articles), -len(e.mentions), e.name))
    return out


class Aliases:
    """Lookup: do two names (as written) denote the same entity of this story?"""

    def __init__(self, entities: list[Entity]):
        self._id: dict[str, int] = {}
        for i, e in enumerate(entities):
            for v in e.variants:
                self._id[_key(v)] = i

    def same(self, a: str, b: str) -> bool:
        ka, kb = _key(a), _key(b)
        if ka == kb:
            return True
        ia, ib = self._id.get(ka), self._id.get(kb)
        if ia is not None and ia == ib:
            return True
        return same_entity(a, b)

    def known(self, a: str) -> bool:
        return _key(a) in self._id

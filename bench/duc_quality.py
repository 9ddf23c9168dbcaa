"""Focused briefs on DUC 2007 dev, through the user-facing `newsfuse eval`.

    python bench/duc_quality.py [--data ../shared/data/duc2007/dev.jsonl] [--out bench/results]

1. `newsfuse eval dev.jsonl --words 250 --generic`: newsfuse answering each topic, the same
   ignoring it (the generic brief), lead and LexRank, in one process: ROUGE-2 and ROUGE-SU4
   recall as DUC reports them (jackknifed over the four references) beside ROUGE F1, and
   throughput (so the focused/generic time ratio);
2. the cross-validation of the focused brief's tuned parameters (bench/tune_focus.py: the
   setting chosen on 4/5 of the topics, scored on the other fifth);
Writes duc.md and duc.json to --out.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
DATA = ROOT.parent / "shared" / "data" / "duc2007" / "dev.jsonl"
# the neighbourhood of the defaults that cross-validation chooses from
GRID = ["focus_position_scale=8,30", "focus_floor=1.0,3.0", "focus_sentence=5,10,20",
        "focus_length_power=0.5,0.8,1.0", "feedback_weight=0.3,0.6", "signature_weight=0.2,0.4"]


def run_eval(data: Path, words: int) -> dict:
    cmd = [sys.executable, "-m", "newsfuse.cli", "eval", str(data), "--words", str(words),
           "--generic", "--baselines", "lead,lexrank", "--format", "json", "--quiet"]
    out = subprocess.run(cmd, check=True, capture_output=True, text=True, cwd=ROOT).stdout
    return json.loads(out)


def cross_validation(data: Path, words: int) -> dict:
    cmd = [sys.executable, str(ROOT / "bench" / "tune_focus.py"), "--data", str(data),
           "--words", str(words), "--grid", *GRID]
    out = subprocess.run(cmd, check=True, capture_output=True, text=True, cwd=ROOT).stdout
    lines = out.strip().splitlines()
    res = {"grid": GRID, "folds": [ln for ln in lines if ln.startswith("fold")]}
    for ln in lines:
        if ln.startswith(("cross-validated", "in-sample best")):
            key = "cross_validated" if ln.startswith("cross") else "in_sample_best"
            r2 = float(ln.split("R2 ")[1].split()[0])
            su4 = float(ln.split("SU4 ")[1].split()[0])
            res[key] = {"rouge2_recall": r2, "rouge_su4_recall": su4, "line": ln}
    return res


def table(result: dict) -> str:
    rows = result["results"]
    lex = next((r for r in rows if r["system"] == "lexrank"), None)
    lines = ["| system | ROUGE-2 recall | ROUGE-SU4 recall | R2 95% interval | R1 F1 | R2 F1 | "
             "clusters/s | x LexRank speed |", "|---|---|---|---|---|---|---|---|"]
    for r in rows:
        ratio = r["clusters_per_second"] / lex["clusters_per_second"] if lex else float("nan")
        lo, hi = r["rouge2_recall_ci"]
        lines.append(f"| {r['system']} | {r['rouge2_recall']:.2f} | {r['rouge_su4_recall']:.2f} "
                     f"| {lo:.2f}-{hi:.2f} | {r['rouge1']:.2f} | {r['rouge2']:.2f} | "
                     f"{r['clusters_per_second']:.1f} | {ratio:.1f} |")
    return "\n".join(lines)


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--data", default=str(DATA))
    ap.add_argument("--out", default=str(ROOT / "bench" / "results"))
    ap.add_argument("--words", type=int, default=250)
    args = ap.parse_args()
    data, out = Path(args.data), Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    figures: dict = {"focused": run_eval(data, args.words)}
    rows = {r["system"]: r for r in figures["focused"]["results"]}
    ratio = rows["newsfuse-fast-generic"]["clusters_per_second"] / \
        rows["newsfuse-fast"]["clusters_per_second"]
    figures["focused_time_ratio"] = round(ratio, 3)
    md = [f"# newsfuse on DUC 2007 dev ({figures['focused']['clusters']} topics, "
          f"{args.words} words)", "",
          "ROUGE-2 / ROUGE-SU4 recall as DUC reports them (newsfuse/rouge.py = ROUGE-1.5.5 "
          "-n 2 -x -m -2 4 -u -f A -l 250, jackknifed over the 4 references; mean over "
          "topics, 95% bootstrap interval), beside ROUGE F1 (rouge-score, best reference).", "",
          "## Focused briefs (the topic as the question)", "", table(figures["focused"]), "",
          f"Time of a focused brief / a generic brief: {ratio:.2f} (CPU seconds, same "
          f"process).", ""]
    print("\n".join(md), flush=True)
    cv = cross_validation(data, args.words)
    figures["cross_validation"] = cv
    md += ["## Cross-validation of the focused brief's parameters", "",
           f"Grid: {', '.join(GRID)}; 5 folds of 3 topics, the setting with the best mean "
           f"ROUGE-2 (at 200, 250 and 300 words) on the other 12 topics scored on the 3.", ""]
    md += [f"- {ln}" for ln in cv["folds"]]
    for key in ("in_sample_best", "cross_validated"):
        if key in cv:
            md.append(f"- {cv[key]['line']}")
    md.append("")
    (out / "duc.md").write_text("\n".join(md) + "\n")
    (out / "duc.json").write_text(json.dumps(figures, indent=2) + "\n")
    print("\n".join(md))


if __name__ == "__main__":
    main()

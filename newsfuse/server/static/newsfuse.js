// newsfuse web app. The pages work without this script (sentences are <details>); it adds
// "show all / hide all" and highlights, in the source list, the outlets of an open sentence.
"use strict";

document.addEventListener("DOMContentLoaded", () => {
  const sentences = Array.from(document.querySelectorAll("details.s"));
  const tools = document.getElementById("brief-tools");
  if (tools && sentences.length) {
    tools.hidden = false;
    document.getElementById("open-all").addEventListener("click", () => {
      sentences.forEach((d) => { d.open = true; });
    });
    document.getElementById("close-all").addEventListener("click", () => {
      sentences.forEach((d) => { d.open = false; });
    });
  }
  const highlight = () => {
    const on = new Set();
    sentences.filter((d) => d.open).forEach((d) => {
      (d.dataset.sources || "").split(" ").filter(Boolean).forEach((a) => on.add(a));
    });
    document.querySelectorAll("section.sources tbody tr").forEach((tr) => {
      tr.classList.toggle("hl", on.has(tr.id.replace("src", "")));
    });
  };
  sentences.forEach((d) => d.addEventListener("toggle", highlight));

  const form = document.getElementById("paste-form");
  if (form) {
    form.addEventListener("submit", () => {
      const button = document.getElementById("paste-submit");
      button.textContent = "Briefing\u2026";
      // disabled after the browser has collected the form (a disabled button is not sent)
      setTimeout(() => { button.disabled = true; }, 0);
    });
  }
});

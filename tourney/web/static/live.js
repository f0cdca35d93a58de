// The live page: fetch the content again when the server says the file changed; run the round's clock.
"use strict";
(function () {
  const live = document.getElementById("live");
  let offset = 0;

  function tick() {
    const timer = document.getElementById("timer");
    if (!timer || !timer.dataset.ends) return;
    const left = Math.round((Date.parse(timer.dataset.ends) - (Date.now() + offset)) / 1000);
    if (left <= 0) { timer.textContent = timer.dataset.up; return; }
    const h = Math.floor(left / 3600), m = Math.floor(left % 3600 / 60), s = left % 60;
    timer.textContent = timer.dataset.left + " " + (h ? h + ":" : "") + String(m).padStart(2, "0") + ":" +
      String(s).padStart(2, "0");
  }

  function clock() {
    const timer = document.getElementById("timer");
    if (timer && timer.dataset.now) offset = Date.parse(timer.dataset.now) - Date.now();
    tick();
  }

  async function refresh() {
    const response = await fetch("/live/body", {credentials: "same-origin"});
    if (!response.ok) return;
    const html = await response.text();
    const doc = new DOMParser().parseFromString(html, "text/html");
    live.replaceChildren(...doc.body.childNodes);
    clock();
  }

  clock();
  setInterval(tick, 1000);
  const events = new EventSource("/live/events");
  events.addEventListener("changed", refresh);
})();

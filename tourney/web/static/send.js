// Sending a deal over a club's Wi-Fi: what the phone typed stays in its local storage until the server
// confirms it; a send that gets no answer says so and is tried again under the same key, which the
// server recognises, so a deal sent twice counts once. Also the call for the referee.
"use strict";
(function () {
  const table = window.TourneyTable;
  const entry = table.entry;
  const byId = id => document.getElementById(id);
  const DRAFT = "tourney:" + table.page.base + ":draft", OUTBOX = "tourney:" + table.page.base + ":outbox";
  const RETRY_SECONDS = 5;
  let retry = null;

  function load(name) {
    try { return JSON.parse(localStorage.getItem(name) || "null"); } catch (e) { return null; }
  }
  function keep(name, value) {
    try {
      if (value === null) localStorage.removeItem(name); else localStorage.setItem(name, JSON.stringify(value));
    } catch (e) { /* private mode: nothing is kept, the form still works */ }
  }

  function typed(deal) {
    return Object.values(deal.seats).some(seat => seat.hand) || !!deal.void;
  }

  function keepDraft() {
    const deal = table.deal();
    keep(DRAFT, typed(deal) ? {number: table.page.number, correcting: table.page.correcting, deal: deal} : null);
  }

  function newKey() {
    const bytes = new Uint8Array(12);
    crypto.getRandomValues(bytes);
    return Array.from(bytes, b => b.toString(16).padStart(2, "0")).join("");
  }

  function say(message) { byId("answer").textContent = message; }

  function waitAndRetry(left) {
    say(entry.dataset.notSent.replace("{s}", left));
    retry = setTimeout(() => { if (left > 1) waitAndRetry(left - 1); else flush(); }, 1000);
  }

  // send what waits in the outbox; keep it there until the server has answered
  async function flush() {
    const out = load(OUTBOX);
    if (!out) return;
    if (retry) { clearTimeout(retry); retry = null; }
    say(entry.dataset.sending);
    let answer;
    try {
      answer = await table.post("deal", out);
    } catch (e) {
      answer = null;  // no answer at all: the network or the server is down
    }
    if (!answer || answer.status >= 500) { waitAndRetry(RETRY_SECONDS); return; }
    keep(OUTBOX, null);
    say(answer.message);
    if (answer.ok) {
      keep(DRAFT, null);
      setTimeout(() => location.reload(), 1200);
    } else {
      table.show(answer);
    }
  }

  function send() {
    keepDraft();
    keep(OUTBOX, {number: table.page.number, deal: table.deal(), key: newKey(), seating: table.page.seating});
    flush();
  }

  function restore() {
    const out = load(OUTBOX), draft = out || load(DRAFT);
    if (!draft) return;
    const pending = Array.from(document.querySelectorAll("button.edit")).map(b => Number(b.dataset.number));
    const fits = draft.number === table.page.number || pending.includes(draft.number);
    if (!fits) { keep(DRAFT, null); keep(OUTBOX, null); return; }
    table.page.correcting = !!draft.correcting || draft.number !== table.page.number;
    table.page.number = draft.number;
    entry.hidden = false;
    table.setTitle();
    table.fill(draft.deal, {});
    say(entry.dataset.restored);
    table.later();
    if (out) flush();
  }

  // the call for the referee: "called at 10:42", then "the referee is coming" once acknowledged
  const callState = byId("call-state");
  function showCall(state) {
    if (!state || !("state" in state)) return;
    callState.textContent = state.message || "";
    callState.className = "call-" + state.state;
  }
  async function askCall() {
    try {
      const response = await fetch(table.page.base + "/call", {credentials: "same-origin"});
      if (response.ok) showCall(await response.json());
    } catch (e) { /* asked again on the next change */ }
  }
  byId("call").addEventListener("click", async () => {
    try {
      const answer = await table.post("call", {reason: byId("call-reason").value});
      if (answer.ok) showCall(answer); else callState.textContent = answer.message;
    } catch (e) {
      callState.textContent = callState.dataset.failed;
    }
  });
  setInterval(() => { if (callState.className === "call-waiting") askCall(); }, 15000);

  // When the referee approves, rejects or answers a call (or another phone sends), show it, unless a
  // deal is being typed or waits to be sent.
  const events = new EventSource("/live/events");
  events.addEventListener("changed", () => {
    const typing = Array.from(document.querySelectorAll(".hand, .score, .tiles")).some(i => i.value.trim() !== "");
    if (!typing && !load(OUTBOX)) location.reload(); else askCall();
  });

  window.TourneySend = {send: send, keepDraft: keepDraft};
  if (entry) restore();
})();

// The table page: tile palette, the deal as it will be recorded (scored by the server), sending it.
// No scoring happens here: the server scores with the same service as the referee's window.
// Sending, keeping what was typed on the phone and calling the referee are in send.js.
"use strict";
(function () {
  const entry = document.getElementById("entry");
  const WINDS = ["E", "S", "W", "N"];
  const base = (entry && entry.dataset.base) ||
    (document.getElementById("send-totals") || {dataset: {}}).dataset.base || location.pathname;
  const page = {base: base, number: entry ? Number(entry.dataset.number) : 1, correcting: false};
  // who sits where as this page shows it: sent with each deal and totals, so that a table drawn again
  // since the page was loaded is refused rather than credited to other players
  const seen = document.getElementById("seating");
  page.seating = seen && seen.dataset.seen ? JSON.parse(seen.dataset.seen) : null;
  let focused = document.getElementById("hand-E");
  let timer = null;
  let asked = 0;  // every edit and every preview asked counts: an answer to an older form is dropped
  let lastAnswer = null;

  async function post(what, body) {
    if ((what === "deal" || what === "totals") && !("seating" in body)) body = {...body, seating: page.seating};
    const response = await fetch(base + "/" + what, {
      method: "POST", headers: {"Content-Type": "application/json"}, body: JSON.stringify(body),
      credentials: "same-origin"});
    let answer;
    try { answer = await response.json(); } catch (e) { answer = {ok: false, message: await response.text()}; }
    answer.status = response.status;
    return answer;
  }

  const byId = id => document.getElementById(id);

  function deal() {
    const seats = {};
    for (const w of WINDS) seats[w] = Object.assign({hand: byId("hand-" + w).value.trim()}, extras(w));
    const out = Object.assign({seats: seats}, riichiTable());
    // riichi: a chombo ends the hand without a win (docs/notation.md, riichi)
    const chombo = Object.values(seats).some(seat => seat.chombo);
    if (byId("void").checked || chombo) {
      out.void = true;
      for (const w of WINDS) {
        const tenpai = byId("tenpai-" + w);
        if (tenpai && !chombo) seats[w].tenpai = tenpai.checked;
      }
      return out;
    }
    // one winner, or several on the same discard where the rules allow it (riichi EMA)
    for (const winner of document.querySelectorAll("input[name=winner]:checked")) {
      const flags = Array.from(document.querySelectorAll(".flag:checked")).map(f => f.value)
        .filter(f => f !== "ippatsu" || seats[winner.value].riichi || seats[winner.value].double_riichi);
      seats[winner.value].win = {tile: byId("win-tile").value.trim(), from: byId("win-from").value, flags: flags};
    }
    return out;
  }

  // Riichi's deal keys: the dora indicators, and honba and sticks when they differ from the flow's.
  function riichiTable() {
    const out = {};
    for (const key of ["dora", "ura_dora"]) {
      const field = byId(key);
      const tiles = field ? field.value.trim().split(/\s+/).filter(t => t) : [];
      if (tiles.length) out[key] = tiles;
    }
    for (const key of ["honba", "riichi_sticks"]) {
      const field = byId(key);
      if (field && field.value.trim() !== "" && field.value !== field.dataset.carried) out[key] = Number(field.value);
    }
    return out;
  }

  // Optional seat keys (docs/notation.md, a deal): American dead hand, a penalty, Singapore's instant rows.
  function extras(w) {
    const out = {};
    const riichi = byId("riichi-" + w), chombo = byId("chombo-" + w);
    if (riichi && riichi.value) out[riichi.value] = true;
    if (chombo && chombo.checked) out.chombo = true;
    const dead = byId("dead-" + w);
    if (dead && dead.checked) out.dead = true;
    const penalty = byId("penalty-" + w);
    if (penalty && penalty.value.trim() !== "") out.penalty = Number(penalty.value);
    const rows = document.querySelectorAll("#instant-" + w + " .instant-row");
    if (rows.length) out.instant = Array.from(rows).map(row => {
      const record = JSON.parse(row.dataset.record);
      const from = row.querySelector("select"), dealt = row.querySelector("input");
      if (from) { if (from.value) record.from = from.value; else delete record.from; }
      if (dealt) record.dealt = dealt.checked;
      return record;
    });
    return out;
  }

  function showInstant(w, rows) {
    const box = byId("instant-" + w);
    if (!box) return;
    // the same rows as the form shows (the phone's own choices coming back): leave them under the finger
    const names = JSON.stringify(rows.map(r => r.name));
    if (box.dataset.names === names &&
        JSON.stringify(extras(w).instant || []) === JSON.stringify(rows.map(r => r.record))) return;
    box.dataset.names = names;
    box.replaceChildren();
    if (!rows.length) return;
    box.appendChild(text("div", box.dataset.title, "instant-title"));
    for (const row of rows) {
      const line = document.createElement("div");
      line.className = "instant-row";
      line.dataset.record = JSON.stringify(row.record);
      line.appendChild(text("span", row.name + " ", "what"));
      if (row.record.kind === "kong" && !row.record.concealed) {
        const pick = document.createElement("select");
        pick.appendChild(new Option(box.dataset.from + ": " + box.dataset.none, ""));
        for (const o of WINDS) {
          if (o !== w) pick.appendChild(new Option(box.dataset.from + " " + box.dataset["wind" + o], o));
        }
        pick.value = row.record.from || "";
        pick.addEventListener("change", later);
        line.appendChild(pick);
      } else if ("dealt" in row.record) {
        const label = document.createElement("label");
        const tick = document.createElement("input");
        tick.type = "checkbox"; tick.checked = !!row.record.dealt;
        tick.addEventListener("change", later);
        label.appendChild(tick);
        label.appendChild(document.createTextNode(" " + box.dataset.dealt));
        line.appendChild(label);
      }
      box.appendChild(line);
    }
  }

  function fill(entryJson, names) {
    const seats = entryJson.seats || {};
    document.querySelectorAll("input[name=winner]").forEach(r => { r.checked = false; });
    document.querySelectorAll(".flag").forEach(f => { f.checked = false; });
    byId("win-tile").value = "";
    byId("void").checked = !!entryJson.void;
    for (const key of ["dora", "ura_dora"]) {
      const field = byId(key);
      if (field) field.value = (entryJson[key] || []).join(" ");
    }
    for (const key of ["honba", "riichi_sticks"]) {
      const field = byId(key);
      if (field) field.value = key in entryJson ? entryJson[key] : field.dataset.carried;
    }
    for (const w of WINDS) {
      const seat = seats[w] || {};
      byId("hand-" + w).value = seat.hand || "";
      const dead = byId("dead-" + w), penalty = byId("penalty-" + w);
      if (dead) dead.checked = !!seat.dead;
      if (penalty) penalty.value = typeof seat.penalty === "number" ? seat.penalty : "";
      const riichi = byId("riichi-" + w);
      if (riichi) {
        riichi.value = seat.double_riichi ? "double_riichi" : seat.riichi ? "riichi" : "";
        byId("tenpai-" + w).checked = "tenpai" in seat ? !!seat.tenpai : !!riichi.value;
        byId("chombo-" + w).checked = !!seat.chombo;
      }
      // the rows' words as the page said them when it was sent (the preview that follows says them again)
      showInstant(w, (seat.instant || []).map((r, i) => ({record: r, name: ((names || {})[w] || [])[i] || r.kind})));
      if (seat.win) {
        byId("win-" + w).checked = true;
        byId("win-tile").value = seat.win.tile || "";
        byId("win-from").value = seat.win.from || "self";
        (seat.win.flags || []).forEach(f => {
          const box = document.querySelector(".flag[value='" + f + "']");
          if (box) box.checked = true;
        });
      }
    }
  }

  function text(tag, content, cls) {
    const node = document.createElement(tag);
    node.textContent = content;
    if (cls) node.className = cls;
    return node;
  }

  function seatName(w) {
    const seat = document.querySelector(".seat[data-wind='" + w + "'] .name");
    return seat ? seat.textContent : w;
  }

  // The deal as it will be recorded: every hand in its groups, who won, the tile, from whom, how.
  function review(answer) {
    const box = byId("review"), d = box.dataset, shown = deal();
    box.replaceChildren();
    for (const w of WINDS) {
      const hand = (answer && answer.ok && answer.hands && answer.hands[w]) || shown.seats[w].hand;
      const line = text("div", "", "review-hand");
      line.appendChild(text("span", d["wind" + w] + " · " + seatName(w), "who"));
      line.appendChild(text("span", hand || "—", "groups"));
      box.appendChild(line);
    }
    const winners = WINDS.filter(w => shown.seats[w].win);
    if (shown.void || !winners.length) { box.appendChild(text("div", d.void, "review-win")); return; }
    for (const w of winners) {
      const win = shown.seats[w].win;
      const from = win.from === "self" ? d.self : d.from + " " + seatName(win.from) + " (" + d["wind" + win.from] + ")";
      const flags = win.flags.map(f => document.querySelector(".flag[value='" + f + "']").dataset.words);
      box.appendChild(text("div", d.winner + ": " + seatName(w) + " (" + d["wind" + w] + ") · " + d.tile + " " +
        (win.tile || d.none) + " · " + from + " · " + (flags.join(", ") || d.noFlags), "review-win"));
    }
  }

  function clearProblems() {
    document.querySelectorAll(".problem").forEach(p => { p.textContent = ""; });
  }

  function show(answer) {
    const body = byId("preview-body");
    lastAnswer = answer;
    body.replaceChildren();
    clearProblems();
    if (answer.ok && answer.net) {  // the seats of the deal shown (a correction names its own deal's)
      for (const n of answer.net) {
        const seat = document.querySelector(".seat[data-wind='" + n.wind + "'] .name");
        if (seat) seat.textContent = n.name;
      }
    }
    review(answer);
    if (!answer.ok) {
      const spot = byId("problem-" + (answer.seat || "")) || byId("problem-");
      spot.textContent = answer.message;
      return;
    }
    for (const [w, rows] of Object.entries(answer.instant || {})) showInstant(w, rows);
    for (const seat of answer.seats) {
      if (!seat.items.length && !seat.score) continue;
      const worth = seat.han_fu ? seat.han_fu + (seat.limit ? " — " + seat.limit : "") + " — " + seat.score
        : seat.score + (seat.limit ? " (" + seat.limit + ")" : "");
      body.appendChild(text("div", seat.name + ": " + worth, "score-line"));
      for (const item of seat.items) {
        const row = document.createElement("div");
        row.className = "item";
        row.appendChild(text("span", item.rule, "rule"));
        row.appendChild(text("span", item.name, "what"));
        row.appendChild(text("span", item.value, "value"));
        body.appendChild(row);
      }
    }
    for (const line of answer.payments) body.appendChild(text("div", line, "payment"));
    for (const line of answer.sticks || []) body.appendChild(text("div", line, "payment sticks"));
    const net = answer.net.map(n => n.name + " " + (n.points > 0 ? "+" : "") + n.points).join(" · ");
    byId("review").appendChild(text("div", net, "score-line net"));
  }

  async function preview() {
    const mine = ++asked;
    let answer;
    try {
      answer = await post("preview", {number: page.number, deal: deal()});
    } catch (e) {
      if (mine === asked) review(null);  // no server: the deal as typed
      return;
    }
    if (mine === asked) show(answer);
  }

  function later() {
    asked++;  // the review is redrawn when the answer comes: redrawn now, it would move the Send button
    if (window.TourneySend) window.TourneySend.keepDraft();
    if (timer) clearTimeout(timer);
    timer = setTimeout(preview, 250);
  }

  function setTitle() {
    const title = byId("entry-title");
    const template = page.correcting ? title.dataset.correct : title.dataset.template;
    title.textContent = template.replace("{n}", page.number);
  }

  function focus(input) {
    document.querySelectorAll(".hand, .tiles, #win-tile").forEach(h => h.classList.remove("focused"));
    focused = input;
    input.classList.add("focused");
    byId("win-hint").textContent = input.id === "win-tile" ? byId("pick-win").dataset.asking : "";
  }

  // the palette writes into the field that has the focus, and nowhere else
  function tap(tile) {
    if (!focused) return;
    if (focused.id === "win-tile") {
      if (tile === "⌫") focused.value = "";
      else if (/^[0-9]?[a-zA-Z]+$/.test(tile)) focused.value = tile;
    } else if (tile === "⌫") {
      focused.value = focused.classList.contains("tiles")
        ? focused.value.trim().split(/\s+/).slice(0, -1).join(" ") : window.TourneyTiles.remove(focused.value);
    } else if (focused.classList.contains("tiles")) {
      focused.value = (focused.value.trim() + " " + tile).trim();
    } else {
      focused.value = window.TourneyTiles.add(focused.value, tile);
    }
    later();
  }

  if (entry) {
    document.querySelectorAll(".hand, .tiles, #win-tile").forEach(input => {
      input.addEventListener("focus", () => focus(input));
      input.addEventListener("input", later);
    });
    document.querySelectorAll("select.riichi").forEach(select => select.addEventListener("change", () => {
      if (select.value) byId("tenpai-" + select.dataset.wind).checked = true;
    }));
    document.querySelectorAll(".counter").forEach(input => input.addEventListener("input", later));
    focused.classList.add("focused");
    byId("pick-win").addEventListener("click", () => { byId("win-tile").focus(); focus(byId("win-tile")); });
    // a palette tap must not take the focus from the field it writes into
    document.querySelectorAll("#palette button").forEach(button => {
      button.addEventListener("mousedown", event => event.preventDefault());
      button.addEventListener("click", () => tap(button.dataset.tile));
    });
    document.querySelectorAll("#entry input, #entry select").forEach(i => i.addEventListener("change", later));
    byId("send").addEventListener("click", () => window.TourneySend.send());
    document.querySelectorAll("button.edit").forEach(b => b.addEventListener("click", () => {
      page.number = Number(b.dataset.number);
      page.correcting = true;
      entry.hidden = false;
      setTitle();
      fill(JSON.parse(b.dataset.entry), JSON.parse(b.dataset.names || "{}"));
      entry.scrollIntoView();
      later();
    }));
    document.querySelectorAll("button.confirm").forEach(b => b.addEventListener("click", async () => {
      const answer = await post("deal", {number: Number(b.dataset.number), deal: JSON.parse(b.dataset.entry)});
      byId("answer").textContent = answer.message;
      if (answer.ok) setTimeout(() => location.reload(), 1200);
    }));
    review(null);
  }

  const totals = byId("send-totals");
  if (totals) totals.addEventListener("click", async () => {
    const scores = Array.from(document.querySelectorAll("#totals .score")).map(i => i.value);
    const chombo = {};
    document.querySelectorAll("#totals .chombo-count").forEach(i => {
      if (i.value.trim() !== "" && i.value.trim() !== "0") chombo[i.dataset.wind] = i.value.trim();
    });
    const answer = await post("totals", {scores: scores, chombo: chombo});
    byId("totals-answer").textContent = answer.message;
    if (answer.ok) setTimeout(() => location.reload(), 1200);
  });

  window.TourneyTable = {page: page, deal: deal, fill: fill, show: show, later: later, setTitle: setTitle,
                         post: post, entry: entry, lastAnswer: () => lastAnswer};
})();

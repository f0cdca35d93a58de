// The table page: tile palette, the engine's preview (asked of the server), sending deals and totals.
// No scoring happens here: the server scores with the same service as the referee's window.
"use strict";
(function () {
  const entry = document.getElementById("entry");
  const base = (entry && entry.dataset.base) ||
    (document.getElementById("send-totals") || {dataset: {}}).dataset.base || location.pathname;
  let focused = document.getElementById("hand-E");
  let number = entry ? Number(entry.dataset.number) : 1;
  let timer = null;
  let asked = 0;  // every edit and every preview asked counts: an answer to an older form is dropped

  async function post(what, body) {
    const response = await fetch(base + "/" + what, {
      method: "POST", headers: {"Content-Type": "application/json"}, body: JSON.stringify(body),
      credentials: "same-origin"});
    let answer;
    try { answer = await response.json(); } catch (e) { answer = {ok: false, message: await response.text()}; }
    return answer;
  }

  function deal() {
    const seats = {};
    for (const w of ["E", "S", "W", "N"]) seats[w] = Object.assign(
      {hand: document.getElementById("hand-" + w).value.trim()}, extras(w));
    const out = Object.assign({seats: seats}, riichiTable());
    // riichi: a chombo ends the hand without a win (docs/notation.md, riichi)
    const chombo = Object.values(seats).some(seat => seat.chombo);
    if (document.getElementById("void").checked || chombo) {
      out.void = true;
      for (const w of ["E", "S", "W", "N"]) {
        const tenpai = document.getElementById("tenpai-" + w);
        if (tenpai && !chombo) seats[w].tenpai = tenpai.checked;
      }
      return out;
    }
    // one winner, or several on the same discard where the rules allow it (riichi EMA)
    for (const winner of document.querySelectorAll("input[name=winner]:checked")) {
      const flags = Array.from(document.querySelectorAll(".flag:checked")).map(f => f.value)
        .filter(f => f !== "ippatsu" || seats[winner.value].riichi || seats[winner.value].double_riichi);
      seats[winner.value].win = {tile: document.getElementById("win-tile").value.trim(),
                                 from: document.getElementById("win-from").value, flags: flags};
    }
    return out;
  }

  // Riichi's deal keys: the dora indicators, and honba and sticks when they differ from the flow's.
  function riichiTable() {
    const out = {};
    for (const key of ["dora", "ura_dora"]) {
      const field = document.getElementById(key);
      const tiles = field ? field.value.trim().split(/\s+/).filter(t => t) : [];
      if (tiles.length) out[key] = tiles;
    }
    for (const key of ["honba", "riichi_sticks"]) {
      const field = document.getElementById(key);
      if (field && field.value.trim() !== "" && field.value !== field.dataset.carried) out[key] = Number(field.value);
    }
    return out;
  }

  // Optional seat keys (docs/notation.md, a deal): American dead hand, a penalty, Singapore's instant rows.
  function extras(w) {
    const out = {};
    const riichi = document.getElementById("riichi-" + w), chombo = document.getElementById("chombo-" + w);
    if (riichi && riichi.value) out[riichi.value] = true;
    if (chombo && chombo.checked) out.chombo = true;
    const dead = document.getElementById("dead-" + w);
    if (dead && dead.checked) out.dead = true;
    const penalty = document.getElementById("penalty-" + w);
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
    const box = document.getElementById("instant-" + w);
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
        for (const o of ["E", "S", "W", "N"]) {
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
    document.getElementById("void").checked = !!entryJson.void;
    for (const key of ["dora", "ura_dora"]) {
      const field = document.getElementById(key);
      if (field) field.value = (entryJson[key] || []).join(" ");
    }
    for (const key of ["honba", "riichi_sticks"]) {
      const field = document.getElementById(key);
      if (field) field.value = key in entryJson ? entryJson[key] : field.dataset.carried;
    }
    for (const w of ["E", "S", "W", "N"]) {
      const seat = seats[w] || {};
      document.getElementById("hand-" + w).value = seat.hand || "";
      const dead = document.getElementById("dead-" + w), penalty = document.getElementById("penalty-" + w);
      if (dead) dead.checked = !!seat.dead;
      if (penalty) penalty.value = typeof seat.penalty === "number" ? seat.penalty : "";
      const riichi = document.getElementById("riichi-" + w);
      if (riichi) {
        riichi.value = seat.double_riichi ? "double_riichi" : seat.riichi ? "riichi" : "";
        document.getElementById("tenpai-" + w).checked = "tenpai" in seat ? !!seat.tenpai : !!riichi.value;
        document.getElementById("chombo-" + w).checked = !!seat.chombo;
      }
      // the rows' words as the page said them when it was sent (the preview that follows says them again)
      showInstant(w, (seat.instant || []).map((r, i) => ({record: r, name: ((names || {})[w] || [])[i] || r.kind})));
      if (seat.win) {
        document.getElementById("win-" + w).checked = true;
        document.getElementById("win-tile").value = seat.win.tile || "";
        document.getElementById("win-from").value = seat.win.from || "self";
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

  function clearProblems() {
    document.querySelectorAll(".problem").forEach(p => { p.textContent = ""; });
  }

  function show(answer) {
    const body = document.getElementById("preview-body");
    body.replaceChildren();
    clearProblems();
    if (!answer.ok) {
      const spot = document.getElementById("problem-" + (answer.seat || "")) || document.getElementById("problem-");
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
    body.appendChild(text("div", net, "score-line net"));
  }

  async function preview() {
    const mine = ++asked;
    const answer = await post("preview", {number: number, deal: deal()});
    if (mine === asked) show(answer);
  }

  function later() {
    asked++;
    if (timer) clearTimeout(timer);
    timer = setTimeout(preview, 250);
  }

  if (entry) {
    // the palette's tiles go to the hand last touched, or to riichi's dora indicators
    document.querySelectorAll(".hand, .tiles").forEach(input => {
      input.addEventListener("focus", () => {
        document.querySelectorAll(".hand, .tiles").forEach(h => h.classList.remove("focused"));
        focused = input; input.classList.add("focused");
      });
      input.addEventListener("input", later);
    });
    document.querySelectorAll("select.riichi").forEach(select => select.addEventListener("change", () => {
      if (select.value) document.getElementById("tenpai-" + select.dataset.wind).checked = true;
    }));
    document.querySelectorAll(".counter").forEach(input => input.addEventListener("input", later));
    focused.classList.add("focused");
    document.querySelectorAll("#palette button").forEach(button => {
      button.addEventListener("click", () => {
        const tile = button.dataset.tile;
        if (tile === "⌫") focused.value = focused.value.slice(0, -1);
        else if (focused.classList.contains("tiles")) focused.value = (focused.value.trim() + " " + tile).trim();
        else focused.value += tile;
        if (/^[0-9]?[a-zA-Z]+$/.test(tile) && focused.classList.contains("hand")) {
          document.getElementById("win-tile").value = tile;
        }
        later();
      });
    });
    document.querySelectorAll("#entry input, #entry select").forEach(i => i.addEventListener("change", later));
    document.getElementById("win-tile").addEventListener("input", later);
    document.getElementById("send").addEventListener("click", async () => {
      const answer = await post("deal", {number: number, deal: deal()});
      document.getElementById("answer").textContent = answer.message;
      if (answer.ok) setTimeout(() => location.reload(), 1200); else show(answer);
    });
    document.querySelectorAll("button.edit").forEach(b => b.addEventListener("click", () => {
      number = Number(b.dataset.number);
      const title = document.getElementById("entry-title");
      title.textContent = title.dataset.template.replace("{n}", number);
      fill(JSON.parse(b.dataset.entry), JSON.parse(b.dataset.names || "{}"));
      entry.scrollIntoView();
      preview();
    }));
    document.querySelectorAll("button.confirm").forEach(b => b.addEventListener("click", async () => {
      const answer = await post("deal", {number: Number(b.dataset.number), deal: JSON.parse(b.dataset.entry)});
      document.getElementById("answer").textContent = answer.message;
      if (answer.ok) setTimeout(() => location.reload(), 1200);
    }));
  }

  // When the referee approves or rejects (or another phone sends), show it, unless a deal is being typed.
  const events = new EventSource("/live/events");
  events.addEventListener("changed", () => {
    const typing = Array.from(document.querySelectorAll(".hand, .score, .tiles")).some(i => i.value.trim() !== "");
    if (!typing) location.reload();
  });

  const totals = document.getElementById("send-totals");
  if (totals) totals.addEventListener("click", async () => {
    const scores = Array.from(document.querySelectorAll("#totals .score")).map(i => i.value);
    const chombo = {};
    document.querySelectorAll("#totals .chombo-count").forEach(i => {
      if (i.value.trim() !== "" && i.value.trim() !== "0") chombo[i.dataset.wind] = i.value.trim();
    });
    const answer = await post("totals", {scores: scores, chombo: chombo});
    document.getElementById("totals-answer").textContent = answer.message;
    if (answer.ok) setTimeout(() => location.reload(), 1200);
  });
})();

// hoyle web table: lobby and table, plain ES module (no build step, no external assets).
// Everything from the server is written with textContent, never as HTML.

const $main = document.getElementById("main");
const $error = document.getElementById("error");

function el(tag, attrs = {}, ...kids) {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (v === undefined || v === null || v === false) continue;
    if (k === "class") e.className = v;
    else if (k === "text") e.textContent = v;
    else if (k.startsWith("on")) e.addEventListener(k.slice(2), v);
    else e.setAttribute(k, v === true ? "" : v);
  }
  for (const kid of kids.flat()) {
    if (kid === null || kid === undefined || kid === false) continue;
    e.append(kid instanceof Node ? kid : document.createTextNode(String(kid)));
  }
  return e;
}

function showError(msg) {
  if (!msg) { $error.classList.add("hidden"); $error.textContent = ""; return; }
  $error.textContent = msg;
  $error.classList.remove("hidden");
}

async function api(path, body) {
  const opts = body === undefined ? {} : {
    method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) };
  const r = await fetch(path, opts);
  const data = await r.json().catch(() => ({ error: `HTTP ${r.status}` }));
  if (!r.ok) throw new Error(data.error + (data.law ? ` (${data.law})` : ""));
  return data;
}

// ----- cards -------------------------------------------------------------------------------
const CARD_RE = /^(10|[2-9TJQKA])([CDHS])$/;
const SUITS = { C: "♣", D: "♦", H: "♥", S: "♠" };
const isCard = (x) => typeof x === "string" && (CARD_RE.test(x) || x === "JKR" || x === "JKR2");
const isCardList = (v) => Array.isArray(v) && v.length > 0 && v.every(isCard);

function cardEl(text, opts = {}) {
  const m = CARD_RE.exec(text);
  const c = el("div", { class: "card" + (opts.small ? " small" : ""), "data-card": text,
                        title: text });
  if (!m) { c.append(el("span", { class: "r", text: "★" }), el("span", { class: "s", text: "JKR" })); return c; }
  const rank = m[1] === "T" ? "10" : m[1];
  if (m[2] === "D" || m[2] === "H") c.classList.add("red");
  c.append(el("span", { class: "r", text: rank }), el("span", { class: "s", text: SUITS[m[2]] }));
  return c;
}
const backEl = (small) => el("div", { class: "card back" + (small ? " small" : ""), title: "face down" });

function cardsEl(list, small) { return el("div", { class: "cards" }, list.map((c) => cardEl(c, { small }))); }

// generic value rendering for whatever a game's view holds
function valueEl(v, depth = 0) {
  if (isCardList(v)) return cardsEl(v, true);
  if (isCard(v)) return cardEl(v, { small: true });
  if (Array.isArray(v)) {
    if (v.length && typeof v[0] === "object" && v[0] !== null) {
      return el("div", {}, v.map((x) => el("div", { class: "kv" }, kvEls(x, depth + 1))));
    }
    return el("span", { text: v.map((x) => (typeof x === "object" ? JSON.stringify(x) : String(x))).join(", ") || "—" });
  }
  if (v && typeof v === "object") return el("div", { class: "kv" }, kvEls(v, depth + 1));
  if (typeof v === "boolean") return el("span", { text: v ? "yes" : "no" });
  return el("span", { text: v === null ? "—" : String(v) });
}
function kvEls(obj, depth = 0) {
  return Object.entries(obj).map(([k, v]) =>
    el("div", {}, el("span", { class: "k", text: k.replace(/_/g, " ") + ": " }), valueEl(v, depth)));
}

// ----- lobby ---------------------------------------------------------------------------------
async function lobby() {
  document.title = "hoyle — lobby";
  const [games, tables] = await Promise.all([api("/api/games"), api("/api/tables")]);
  $main.replaceChildren();
  const families = [...new Set(games.map((g) => g.family))];
  const gameSel = el("select", { id: "game" }, families.map((f) => el("optgroup", { label: f },
    games.filter((g) => g.family === f).map((g) => el("option", { value: g.slug, text: `${g.title} (${g.slug})` })))));
  const pref = games.find((g) => g.slug === "draw-poker-foster" || g.slug === "draw-poker");
  if (pref) gameSel.value = pref.slug;
  const playersIn = el("input", { type: "number", id: "players" });
  const nameIn = el("input", { type: "text", id: "table-name", placeholder: "table name", maxlength: "200" });
  const optsBox = el("div", { id: "options" });
  const seatsBox = el("div", { id: "seats", class: "row" });
  const summary = el("p", { class: "summary" });
  // whist and bridge (g.pbn): deal the boards of a PBN file, uploaded or pasted, as given
  const pbnText = el("textarea", { id: "pbn-text", rows: "6", cols: "60", spellcheck: "false",
    placeholder: '[Dealer "W"]\n[Deal "W:.KQJ73.AKJ65.972 AKQ75.84.T2.J854 JT62.5.Q93.AKQ63 9843.AT962.874.T"]' });
  const pbnFile = el("input", { type: "file", id: "pbn-file", accept: ".pbn,text/plain" });
  pbnFile.addEventListener("change", async () => {
    const f = pbnFile.files && pbnFile.files[0];
    if (!f) return;
    if (f.size > 200000) { showError("That file is larger than a PBN file of deals (200,000 bytes at most)."); return; }
    pbnText.value = await f.text();
  });
  const pbnBox = el("details", { id: "pbn", class: "pbn-deal hidden" },
    el("summary", { text: "Deal given hands (a PBN file)" }),
    el("p", { class: "meta", text: "Each board of the file is dealt as given (its hands and dealer), one deal per board; leave empty for shuffled deals." }),
    el("div", { class: "row" }, el("label", {}, "PBN file ", pbnFile)), pbnText);

  // a game with a score card (g.score_card): a "score only" table, the deals played with a
  // real pack at the club's own table and each result entered as announced (no cards dealt)
  const scoreOnlyIn = el("input", { type: "checkbox", id: "score-only" });
  const scoreOnlyBox = el("div", { class: "row hidden", id: "score-only-box" }, el("label", {}, scoreOnlyIn,
    " score only: play with a real pack at your own table and enter each deal's result as announced (no cards dealt)"));
  const scoreOnly = () => !!(game().score_card && scoreOnlyIn.checked);
  function game() { return games.find((g) => g.slug === gameSel.value); }
  function drawSeats() {
    const g = game(); const n = Math.max(g.min_players, Math.min(g.max_players, +playersIn.value || g.default_players));
    seatsBox.replaceChildren();
    if (scoreOnly()) {             // every seat a person's: whoever sits may enter the deals
      seatsBox.append(el("span", { class: "meta", text: `${g.default_players} seats for people (no bots); anyone seated may enter the deals` }));
      return;
    }
    for (let i = 0; i < n; i++) {
      const s = el("select", { "data-seat": i, class: "seat-kind" },
        el("option", { value: "human", text: "person" }),
        g.bots.map((b) => el("option", { value: "bot:" + b, text: b + " bot" })));
      // a person punts by default: where a seat keeps the bank (house_seat), the next seat is theirs
      const mine = g.house_seat === null || g.house_seat === undefined ? 0 : (g.house_seat + 1) % n;
      s.value = i === mine ? "human" : "bot:" + (g.default_bot || g.bots[g.bots.length - 1]);
      seatsBox.append(el("label", {}, `seat ${i}`, s));
    }
  }
  function drawGame() {
    const g = game();
    playersIn.min = g.min_players; playersIn.max = g.max_players; playersIn.value = g.default_players;
    summary.textContent = (g.summary || "") + (g.source ? ` — ${g.source}` : "");
    scoreOnlyBox.classList.toggle("hidden", !g.score_card);
    if (!g.score_card) scoreOnlyIn.checked = false;
    pbnBox.classList.toggle("hidden", !g.pbn || scoreOnly());
    playersIn.disabled = scoreOnly();
    optsBox.replaceChildren();
    for (const o of g.options) {
      let input;
      if (o.type === "bool") { input = el("input", { type: "checkbox", "data-opt": o.name }); input.checked = !!o.default; }
      else if (o.choices) {
        // a choice of none (null) reads as words, never "null"
        input = el("select", { "data-opt": o.name }, o.choices.map((c) => el("option", { value: String(c),
          text: c === null ? "none" : Array.isArray(c) ? c.join(", ") : String(c) })));
        input.value = String(o.default);
      } else if (o.type === "int") {
        input = el("input", { type: "number", "data-opt": o.name, value: o.default ?? "", min: o.min ?? undefined, max: o.max ?? undefined });
      } else {
        input = el("input", { type: "text", "data-opt": o.name, value: Array.isArray(o.default) ? o.default.join(",") : (o.default ?? "") });
      }
      input.dataset.default = JSON.stringify(o.default);
      optsBox.append(el("div", { class: "opt" }, el("span", { text: o.name.replace(/_/g, " ") }), input,
        el("small", { text: o.doc + (o.source ? ` (${o.source})` : "") })));
    }
    drawSeats();
  }
  gameSel.addEventListener("change", drawGame);
  scoreOnlyIn.addEventListener("change", drawGame);
  playersIn.addEventListener("change", drawSeats);

  const listIn = el("input", { type: "checkbox", id: "listed" });
  async function create() {
    showError(null);
    const rules = {};
    for (const inp of optsBox.querySelectorAll("[data-opt]")) {
      const name = inp.dataset.opt; const def = JSON.parse(inp.dataset.default);
      let v = inp.type === "checkbox" ? inp.checked : inp.value;
      if (inp.tagName === "SELECT" && v === "null") v = null;
      if (inp.type === "number") v = v === "" ? null : Number(v);
      const same = Array.isArray(def) ? v === def.join(",") : v === def || String(v) === String(def);
      if (!same) rules[name] = v;
    }
    const seats = [...seatsBox.querySelectorAll(".seat-kind")].map((s) => s.value);
    try {
      // a table with a person's seat is private unless asked (joined by its link only)
      const only = scoreOnly();
      const pbn = !only && game().pbn && pbnText.value.trim() ? pbnText.value : undefined;
      const t = await api("/api/tables", only
        ? { game: gameSel.value, score_only: true, rules, name: nameIn.value || undefined, private: listIn.checked ? false : undefined }
        : { game: gameSel.value, players: seats.length, rules, seats, name: nameIn.value || undefined,
          private: listIn.checked ? false : undefined, pbn });
      location.assign(t.url);
    } catch (e) { showError(e.message); }
  }

  // the game, the seats and Create at the top; the rule options (the book's defaults) below
  $main.append(
    el("section", { class: "panel" }, el("h2", { text: "New table" }),
      el("div", { class: "row" }, el("label", {}, "game", gameSel), el("label", {}, "players", playersIn), nameIn,
        el("button", { class: "primary", id: "create", onclick: create, text: "Create table" })),
      summary, scoreOnlyBox, el("div", { class: "row" }, el("strong", { text: "Seats" }), seatsBox),
      el("div", { class: "row" }, el("label", {}, listIn, " list it in the lobby (else: joined by its link only)")),
      pbnBox,
      el("details", { class: "rule-options" }, el("summary", { text: "Rule options (the book's defaults)" }), optsBox)),
    el("section", { class: "panel" }, el("h2", { text: "Tables" }),
      tables.length ? el("table", { class: "list" },
        el("tr", {}, el("th", { text: "table" }), el("th", { text: "game" }), el("th", { text: "seats" }), el("th", { text: "deal" })),
        tables.map((t) => el("tr", {},
          el("td", {}, el("a", { href: t.url, text: t.name || t.id })), el("td", { text: t.game + (t.score_only ? " (score only)" : "") }),
          el("td", { text: t.seats.map((s) => (s.open ? "open" : s.name)).join(", ") }), el("td", { text: String(t.deal) }))))
        : el("p", { text: "No tables yet." })));
  drawGame();
}

// ----- table -----------------------------------------------------------------------------------
const T = { id: null, token: null, seat: null, ws: null, msg: null, selected: new Set(), choices: {}, showLast: false, retry: 0, info: null, closedForGood: false, boardSel: [], entryDraft: "" };
const tokenKey = (id) => `hoyle-token-${id}`;

async function tablePage(id) {
  T.id = id;
  const saved = JSON.parse(localStorage.getItem(tokenKey(id)) || "null");
  T.info = await api(`/api/tables/${encodeURIComponent(id)}`);
  document.title = `hoyle — ${T.info.title}`;
  if (saved) { T.token = saved.token; T.seat = saved.seat; connect(); return; }
  drawJoin();
}

function drawJoin() {
  const open = T.info.seats.filter((s) => s.open);
  const nameIn = el("input", { type: "text", id: "player-name", placeholder: "your name", maxlength: "24" });
  $main.replaceChildren(el("section", { class: "panel" },
    el("h2", { text: `${T.info.title}: ${T.info.name}` }),
    el("p", {}, "Invite others with this link: ", el("span", { class: "invite", text: location.href })),
    open.length ? el("div", { class: "row" }, nameIn, open.map((s) =>
      el("button", { class: "primary join", "data-seat": s.seat, text: `Take seat ${s.seat}`, onclick: () => join(s.seat, nameIn.value) })))
      : el("p", { text: "Every seat is taken." }),
    el("div", { class: "row" }, el("button", { id: "watch", text: "Watch", onclick: () => { T.token = null; T.seat = null; connect(); } }))));
}

async function join(seat, name) {
  showError(null);
  try {
    const r = await api(`/api/tables/${encodeURIComponent(T.id)}/join`, { seat, name });
    localStorage.setItem(tokenKey(T.id), JSON.stringify({ token: r.token, seat: r.seat }));
    T.token = r.token; T.seat = r.seat; connect();
  } catch (e) { showError(e.message); }
}

function connect() {
  const proto = location.protocol === "https:" ? "wss:" : "ws:";
  const ws = new WebSocket(`${proto}//${location.host}/ws/${encodeURIComponent(T.id)}`);
  T.ws = ws;
  ws.addEventListener("open", () => { T.retry = 0; ws.send(JSON.stringify({ type: "hello", token: T.token })); });
  ws.addEventListener("message", (ev) => {
    const m = JSON.parse(ev.data);
    if (m.type === "state") { showError(null); T.msg = m; T.selected.clear(); drawTable(); }
    else if (m.type === "seats" && T.msg) { T.msg.seats = m.seats; drawTable(); }
    else if (m.type === "ack") T.entryDraft = "";     // a score card's typed line was taken
    else if (m.type === "error") showError(m.message + (m.law ? ` (${m.law})` : ""));
  });
  ws.addEventListener("close", (ev) => {
    if (T.ws !== ws) return;
    if (ev.code === 4401) {           // the token is not valid here: forget it
      localStorage.removeItem(tokenKey(T.id)); T.token = null;
      showError("Your seat token was refused; take a seat again or watch."); drawJoin(); return;
    }
    if (ev.code === 4404) { showError("No such table."); return; }
    // any other code reconnects and resyncs (the server sends the whole state on hello):
    // 4413 (this page fell behind reading), 4429 (too many connections or messages), 4503
    // (the database is unavailable), a dropped network
    if (ev.code === 4503) showError("The server's database is unavailable; reconnecting…");
    if (ev.code === 4429) showError(ev.reason || "Too many connections or messages; reconnecting…");
    const wait = Math.min(5000, 300 * 2 ** T.retry++);
    setTimeout(() => { if (T.ws === ws) connect(); }, wait);   // reconnecting with the token resumes
  });
}

function send(action) {
  if (!T.ws || T.ws.readyState !== WebSocket.OPEN || !T.msg) return;
  T.ws.send(JSON.stringify({ type: "act", action, seq: T.msg.seq }));
}

// fetch a finished deal's record with this seat's token and save it as a file; the anchor with
// `download` on a blob: URL is a navigation, not a fetch, so the CSP's connect-src is untouched
async function downloadRecord(url, deal, ext = "json") {
  showError(null);
  try {
    const r = await fetch(url, { headers: { Authorization: `Bearer ${T.token}` } });
    if (!r.ok) {
      const data = await r.json().catch(() => ({ error: `HTTP ${r.status}` }));
      throw new Error(data.error);
    }
    const blob = new Blob([await r.text()], { type: ext === "pbn" ? "text/plain" : "application/json" });
    const href = URL.createObjectURL(blob);
    const a = el("a", { href, download: `${T.id}-deal-${deal}.${ext}`, class: "hidden" });
    document.body.append(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(href), 10000);
  } catch (e) { showError(`The record could not be downloaded: ${e.message}`); }
}

// each seat's settled total after each finished deal of the session, from 0, as a small line
// beside the seat's total: an inline SVG (no library), its values kept in data-values
const SVG_NS = "http://www.w3.org/2000/svg";
function runningChart(seat, running) {
  if (!Array.isArray(running) || !running.length) return null;
  const vals = [0, ...running.map((r) => Number(r[seat]) || 0)];
  const w = 120, h = 28, pad = 2;
  const lo = Math.min(0, ...vals), hi = Math.max(0, ...vals), span = (hi - lo) || 1;
  const x = (i) => pad + (i * (w - 2 * pad)) / (vals.length - 1);
  const y = (v) => h - pad - ((v - lo) * (h - 2 * pad)) / span;
  const svg = document.createElementNS(SVG_NS, "svg");
  for (const [k, v] of Object.entries({ class: "running", width: w, height: h, viewBox: `0 0 ${w} ${h}`,
    role: "img", "aria-label": `running total over ${vals.length - 1} deals`, "data-values": vals.join(" ") })) {
    svg.setAttribute(k, v);
  }
  const axis = document.createElementNS(SVG_NS, "line");
  for (const [k, v] of Object.entries({ x1: pad, x2: w - pad, y1: y(0), y2: y(0), class: "zero" })) axis.setAttribute(k, v);
  const line = document.createElementNS(SVG_NS, "polyline");
  line.setAttribute("points", vals.map((v, i) => `${x(i).toFixed(1)},${y(v).toFixed(1)}`).join(" "));
  const title = document.createElementNS(SVG_NS, "title");
  title.textContent = `running total, deal by deal: ${vals.slice(1).join(", ")}`;
  svg.append(title, axis, line);
  return svg;
}

// ----- the table: one layout per kind of game (m.game.layout, chosen by the server from the
// game's traits and family); every layout draws its seats, its centre and the controls the
// same way, so a new kind (board, tiles, score pad) adds one function to LAYOUTS.
const COMPASS = ["N", "E", "S", "W"];
const fmtNet = (v) => (v > 0 ? "+" : "") + v;
const netClass = (v) => (v > 0 ? "plus" : v < 0 ? "minus" : "");
function seatName(m, s) { return s.open ? "(open)" : s.name || (s.kind === "human" ? "a player" : "a bot"); }

// the compass point of seat i, where the view names the viewer's (view.seat "N") and seats go
// clockwise; a spectator's view names none: seat 0 is North
function compassOf(m, i) {
  const v = m.view || {};
  const mine = typeof v.seat === "string" ? COMPASS.indexOf(v.seat) : -1;
  if (m.seats.length !== 4 || (m.game && m.game.layout) !== "trick") return null;
  if (mine < 0 || m.seat === null) return COMPASS[i];
  return COMPASS[(mine + i - m.seat + 8) % 4];
}
function seatLabel(m, i) {
  const c = compassOf(m, i);
  if (c) return c;
  if ((m.game && m.game.layout) === "trick" && Array.isArray(m.seat_names) && m.seat_names.length === m.seats.length) return m.seat_names[i];
  return (m.game && m.game.layout) === "banking" && i === bankSeatOf(m) ? "bank" : `seat ${i}`;
}
// the seat that keeps the bank in a banking game (the view's banker or dealer; else seat 0)
function bankSeatOf(m) {
  const v = m.view || {};
  return [v.banker, typeof v.dealer === "number" ? v.dealer : undefined, 0].find((x) => typeof x === "number");
}

function seatHead(m, s, extra = []) {
  const me = m.seat === s.seat;
  return [el("div", { class: "name" }, el("span", { class: "where", text: seatLabel(m, s.seat) }), " ",
             el("span", { text: seatName(m, s) + (me ? " (you)" : "") }), ...extra),
          el("div", { class: "meta", text: `${s.kind === "human" ? (s.connected ? "here" : "away") : "bot"} · total ${fmtNet(m.totals[s.seat] ?? 0)}` }),
          ...[runningChart(s.seat, m.running)].filter(Boolean)];
}
function seatShell(m, s, cls = "") {
  const me = m.seat === s.seat;
  return el("div", { class: `seat ${cls}` + (me ? " me" : "") + (m.to_act === s.seat ? " to-act" : ""), "data-seat": s.seat });
}
// face-down cards fanned (overlapping), with their number
function backs(n, small = true) {
  return el("div", { class: "cards fan", title: `${n} card${n === 1 ? "" : "s"}` }, Array.from({ length: Math.min(n, 13) }, () => backEl(small)),
    el("span", { class: "count", text: String(n) }));
}
function cardsOrBacks(list, small = true) {
  return el("div", { class: "cards" }, list.map((c) => (isCard(c) ? cardEl(c, { small }) : backEl(small))));
}

// the person's hand and the card controls: a click selects a card (or several), the button
// names the action and plays it (the same everywhere: no card is played by one click)
function handEl(m, v) {
  const cardCtls = (m.controls || []).filter((c) => c.kind === "cards");
  const legalCards = new Set(cardCtls.flatMap((c) => c.options.flatMap((o) => o.cards)));
  const hand = el("div", { class: "hand", id: "hand" }, el("div", { class: "meta", text: "Your hand" }));
  const row = el("div", { class: "cards" });
  const single = cardCtls.length && cardCtls.every((c) => c.options.every((o) => o.cards.length === 1));
  // at a trick game the hand is sorted as a player holds it: by suit, the ace high
  const order = (c) => "SHCD".indexOf(c.slice(-1)) * 20 - "23456789TJQKA".indexOf(c.slice(0, -1));
  const cards = (m.game.layout === "trick" && (v.hand || []).every(isCard)) ? [...v.hand].sort((a, b) => order(a) - order(b)) : (v.hand || []);
  for (const c of cards) {
    const ce = cardEl(c);
    if (cardCtls.length) {
      ce.classList.add("pick", legalCards.has(c) ? "legal" : "dim");
      if (T.selected.has(c)) ce.classList.add("selected");
      if (legalCards.has(c) || !single) ce.addEventListener("click", () => {
        if (single) { const had = T.selected.has(c); T.selected.clear(); if (!had) T.selected.add(c); }
        else if (T.selected.has(c)) T.selected.delete(c); else T.selected.add(c);
        drawTable();
      });
    }
    row.append(ce);
  }
  hand.append(row);
  return hand;
}

function controlsEl(m) {
  const box = el("div", { class: "controls", id: "controls" });
  if (!m.controls) return box;
  for (const c of m.controls) {
    if (c.kind === "line") {
      // a score card: the deal's result typed as announced (the terminal's line format), or
      // "correct N: LINE"; the server's score card checks it and refuses it with the reason
      const inp = el("input", { type: "text", id: "entry", class: "entry", maxlength: "200", size: "40",
        placeholder: c.placeholder || "", title: c.format || "", autocomplete: "off", spellcheck: "false" });
      const go = () => { const text = inp.value.trim(); if (text) send(text); };   // kept until the ack
      inp.addEventListener("keydown", (ev) => { if (ev.key === "Enter") go(); });
      inp.addEventListener("input", () => { T.entryDraft = inp.value; });
      if (T.entryDraft) inp.value = T.entryDraft;
      box.append(el("span", { class: "ctl" }, inp, el("button", { class: "primary act", id: "enter", text: "enter", onclick: go })));
      if (c.format) box.append(el("div", { class: "meta", id: "entry-format", text: c.format }));
      continue;
    }
    if (c.kind === "button") {
      box.append(el("button", { class: "primary act", "data-action": c.action, text: c.verb, onclick: () => send(c.action) }));
    } else if (c.kind === "amount") {
      // the amounts the game allows: a button each where they are few (2|10|50), else a number
      if (c.values && c.values.length <= 6) {
        box.append(el("span", { class: "ctl" }, el("span", { text: c.verb }), c.values.map((n) =>
          el("button", { class: "primary act", "data-verb": c.verb, "data-action": `${c.verb} ${n}`, text: String(n), onclick: () => send(`${c.verb} ${n}`) }))));
        continue;
      }
      const inp = el("input", { type: "number", min: c.min, max: c.max, value: c.min, "data-verb": c.verb, class: "amount" });
      box.append(el("span", { class: "ctl" }, inp, el("button", { class: "primary act", "data-verb": c.verb, text: `${c.verb} (${c.min}–${c.max})`,
        onclick: () => {
          const n = Number(inp.value);
          if (!Number.isInteger(n) || n < c.min || n > c.max || (c.values && !c.values.includes(n))) {
            showError(`${c.verb}: choose a whole number from ${c.min} to ${c.max}`); return;
          }
          send(`${c.verb} ${n}`);
        } })));
    } else if (c.kind === "cards") {
      const key = (cards) => [...cards].sort().join(" ");
      const chosen = key(T.selected);
      const match = c.options.find((o) => key(o.cards) === chosen);
      if (match) {
        box.append(el("button", { class: "primary act confirm", "data-verb": c.verb, "data-action": match.action,
          text: match.cards.length ? `${c.verb} ${match.cards.map(pretty).join(" ")}` : c.verb, onclick: () => send(match.action) }));
      } else if (c.options.some((o) => o.cards.length === 0)) {
        const none = c.options.find((o) => o.cards.length === 0);
        box.append(el("button", { class: "primary act", "data-verb": c.verb, "data-action": none.action, text: `${c.verb} none`, onclick: () => send(none.action) }));
        box.append(el("span", { class: "hint", text: `or click cards in your hand to ${c.verb} them` }));
      } else {
        box.append(el("span", { class: "hint", "data-verb": c.verb, text: T.selected.size ? `no ${c.verb} of those cards is allowed` : `click a card in your hand to ${c.verb} it` }));
      }
    } else if (placesOf(c.actions)) {
      // many actions of one shape (faro's bet RANK STAKE): a choice per place, and the button
      // plays the combination only where it is one of the legal actions
      const places = placesOf(c.actions);
      const legalSet = new Set(c.actions);
      const sels = places.map((vals, i) => el("select", { "data-verb": c.verb, "data-place": i + 1 }, vals.map((x) => el("option", { value: x, text: x }))));
      const btn = el("button", { class: "primary act", "data-verb": c.verb });
      const update = () => {
        const a = [c.verb, ...sels.map((x) => x.value)].join(" ");
        btn.textContent = a; btn.disabled = !legalSet.has(a); btn.dataset.action = a;
        btn.title = legalSet.has(a) ? "" : "not allowed now: choose another";
      };
      // a choice made survives the page being drawn again (another seat acts, a watcher joins)
      sels.forEach((x, i) => {
        const kept = T.choices[`${c.verb}#${i + 1}`];
        if (kept !== undefined && places[i].includes(kept)) x.value = kept;
        x.addEventListener("change", () => { T.choices[`${c.verb}#${i + 1}`] = x.value; update(); });
      });
      btn.addEventListener("click", () => { if (legalSet.has(btn.dataset.action)) send(btn.dataset.action); });
      update();
      box.append(el("span", { class: "ctl" }, el("span", { text: c.verb }), sels, btn));
    } else {
      const sel = el("select", { "data-verb": c.verb }, c.actions.map((a) => el("option", { value: a, text: a })));
      box.append(el("span", { class: "ctl" }, sel, el("button", { class: "primary act", "data-verb": c.verb, text: c.verb, onclick: () => send(sel.value) })));
    }
  }
  return box;
}
// the places of many actions of one verb and one length (["bet two 2", "bet two 10", ...] ->
// [["two", ...], ["2", "10"]]), or null where they are few or of several shapes
function placesOf(actions) {
  const toks = actions.map((a) => a.split(" "));
  const n = toks[0].length;
  if (actions.length <= 8 || n < 3 || !toks.every((t) => t.length === n)) return null;
  return Array.from({ length: n - 1 }, (_, i) => [...new Set(toks.map((t) => t[i + 1]))]);
}
function pretty(c) { const m = CARD_RE.exec(c); return m ? (m[1] === "T" ? "10" : m[1]) + SUITS[m[2]] : c; }

// ----- the trick table: N at the top, the person's seat at the bottom when seated
function trickLayout(m, felt) {
  const v = m.view || {};
  const n = m.seats.length;
  const byCompass = (c) => m.seats.find((s) => compassOf(m, s.seat) === c);
  const sides = v.tricks && ("NS" in v.tricks || "EW" in v.tricks);
  const myC = m.seat !== null ? compassOf(m, m.seat) : "S";
  const rot = n === 4 ? (COMPASS.indexOf(myC) + 2) % 4 : 0;    // the compass point drawn at the top
  const place = (k) => COMPASS[(rot + k) % 4];                 // 0 top, 1 right, 2 bottom, 3 left
  const where = ["top", "right", "bottom", "left"];
  // the trick in progress; once the deal is over, the last trick where it fell
  const showEnd = m.over && !(v.trick || []).length && v.last_trick;
  const trick = Object.fromEntries(((showEnd ? v.last_trick.cards : v.trick) || []).map(([p, c]) => [p, c]));
  const grid = el("div", { class: "compass", id: "compass" });
  if (n !== 4 || !byCompass("N")) return ringLayout(m, felt);
  for (let k = 0; k < 4; k++) {
    const c = place(k); const s = byCompass(c); if (!s) continue;
    const box = seatShell(m, s, where[k]);
    const partner = sides && m.seat !== null && s.seat !== m.seat && (COMPASS.indexOf(c) - COMPASS.indexOf(myC) + 4) % 4 === 2;
    const dealer = v.dealer === c;
    box.append(...seatHead(m, s, [partner ? el("span", { class: "tag partner", text: "partner" }) : null,
      dealer ? el("span", { class: "tag", text: "dealer" }) : null]));
    const won = v.tricks ? (sides ? v.tricks[c === "N" || c === "S" ? "NS" : "EW"] : v.tricks[c]) : undefined;
    if (won !== undefined) box.append(el("div", { class: "meta", text: `tricks ${sides ? "(side) " : ""}${won}` }));
    const dummy = v.dummy_hands && v.dummy_hands[c];
    if (Array.isArray(dummy)) box.append(el("div", { class: "meta", text: "dummy" }), cardsOrBacks(dummy));
    else if (s.seat !== m.seat && v.hand_sizes && v.hand_sizes[c]) box.append(backs(v.hand_sizes[c]));
    if (m.over && m.outcome) box.append(el("div", { class: "net " + netClass(m.outcome[s.seat]), text: fmtNet(m.outcome[s.seat]) }));
    grid.append(box);
  }
  const centre = el("div", { class: "trick", id: "trick" });
  for (let k = 0; k < 4; k++) {
    const c = place(k);
    centre.append(el("div", { class: "slot " + where[k], "data-compass": c },
      trick[c] ? cardEl(trick[c]) : el("div", { class: "card empty", text: v.to_act === c ? "…" : "" })));
  }
  centre.append(el("div", { class: "trick-info", text: trickInfo(v, showEnd).join(" · ") }));
  grid.append(centre);
  felt.append(grid);
  lastTrickEl(v, felt);
  return ["seat", "hand", "hand_sizes", "trick", "tricks", "dummy_hands", "last_trick", "trump", "turned_card", "trick_number", "score", "dealer", "to_act", "played"];
}

// the line under the trick: trumps, the turned card, the trick's number, the contract or bid, the score
function trickInfo(v, showEnd, names = null) {
  // a score listed by seat is written with the seats' names
  const entries = Array.isArray(v.score) && names && names.length === v.score.length ? v.score.map((x, i) => [names[i], x])
    : v.score && typeof v.score === "object" ? Object.entries(v.score) : null;
  const score = entries ? entries.map(([k, x]) => `${k} ${typeof x === "object" ? JSON.stringify(x) : x}`).join(", ") : v.score;
  const info = [v.trump !== undefined ? `trumps: ${v.trump || "none"}` : null,
    v.turned_card || v.turn_up ? `turned ${pretty(v.turned_card || v.turn_up)}` : null,
    v.trick_number ? `trick ${v.trick_number}` : null,
    v.contract ? `contract: ${typeof v.contract === "object" ? JSON.stringify(v.contract) : v.contract}` : null,
    v.bid ? `bid: ${v.bid}${v.bidder ? " by " + v.bidder : ""}` : null,
    score !== undefined && score !== null && score !== "" ? `score ${score}` : null].filter(Boolean);
  if (showEnd) info.unshift(`the last trick, won by ${v.last_trick.won_by}`);
  return info;
}

// the last trick, folded under the table (open once asked for, across redraws)
function lastTrickEl(v, felt) {
  if (v.last_trick) {
    const lt = v.last_trick;
    const d = el("details", { class: "last-trick", id: "last-trick" }, el("summary", { text: "the last trick" }),
      el("div", { class: "row" }, (lt.cards || []).map(([p, c]) => el("span", { class: "lt" }, el("b", { text: p + " " }), cardEl(c, { small: true }))),
        el("span", { text: lt.won_by ? `won by ${lt.won_by}` : "" })));
    if (T.showLast) d.open = true;
    d.addEventListener("toggle", () => { T.showLast = d.open; });
    felt.append(d);
  }
}

// ----- a trick table for any number of seats (two-hand, cut-throat, five to seven hands, and
// four seats not named by the compass): the seats round an oval, the person's at the bottom and
// the others clockwise from it; the trick in the centre in the order played, each card under
// the name of the seat that played it. A seat is named by the view's "players" list where
// there is one (the names its trick and dealer use), else by its number.
function ringLayout(m, felt) {
  const v = m.view || {};
  const n = m.seats.length;
  const names = Array.isArray(m.seat_names) && m.seat_names.length === n ? m.seat_names : m.seats.map((s) => String(s.seat));
  const me = m.seat !== null && m.seat !== undefined ? m.seat : 0;
  const showEnd = m.over && !(v.trick || []).length && v.last_trick;
  const played = ((showEnd ? v.last_trick.cards : v.trick) || []).filter((x) => Array.isArray(x) && x.length === 2);
  const ring = el("div", { class: "ring", id: "ring", "data-seats": String(n) });
  const count = (obj, s) => (Array.isArray(obj) ? obj[s.seat] : obj && typeof obj === "object" ? obj[names[s.seat]] : undefined);
  for (const s of m.seats) {
    const k = (s.seat - me + n) % n;
    const th = Math.PI / 2 + (k * 2 * Math.PI) / n;
    const box = seatShell(m, s, "around");
    box.style.left = `${(50 + 40 * Math.cos(th)).toFixed(1)}%`;
    box.style.top = `${(50 + 38 * Math.sin(th)).toFixed(1)}%`;
    const dealer = v.dealer !== undefined && (String(v.dealer) === names[s.seat]);
    box.append(...seatHead(m, s, [dealer ? el("span", { class: "tag", text: "dealer" }) : null]));
    const won = count(v.tricks, s);
    if (typeof won === "number") box.append(el("div", { class: "meta", text: `tricks ${won}` }));
    const size = count(v.hand_sizes, s);
    if (s.seat !== m.seat && typeof size === "number" && size > 0) box.append(backs(size));
    if (m.over && m.outcome) box.append(el("div", { class: "net " + netClass(m.outcome[s.seat]), text: fmtNet(m.outcome[s.seat]) }));
    ring.append(box);
  }
  const centre = el("div", { class: "ring-trick", id: "trick" });
  const row = el("div", { class: "row" });
  for (const [p, c] of played) row.append(el("div", { class: "slot", "data-player": String(p) }, el("div", { class: "meta", text: String(p) }), cardEl(c)));
  const toAct = v.to_act !== undefined && v.to_act !== null ? String(v.to_act) : null;
  if (!showEnd && toAct !== null && !m.over) row.append(el("div", { class: "slot" }, el("div", { class: "meta", text: toAct }), el("div", { class: "card empty", text: "…" })));
  centre.append(row, el("div", { class: "trick-info", text: trickInfo(v, showEnd, names).join(" · ") }));
  ring.append(centre);
  felt.append(ring);
  lastTrickEl(v, felt);
  return ["seat", "hand", "hand_sizes", "trick", "tricks", "last_trick", "trump", "turned_card", "turn_up", "trick_number", "score", "dealer", "to_act", "played"];
}

// ----- the poker table: seats with stack, bet and status; the pot in the centre
function pokerLayout(m, felt) {
  const v = m.view || {};
  let shownMine = false;
  const rows = Array.isArray(v.seats) ? v.seats : [];
  const ring = el("div", { class: "seats ring" });
  for (const s of m.seats) {
    const p = rows.find((r) => r.seat === s.seat) || {};
    const status = !p.in && p.in !== undefined ? "sitting out" : p.folded ? "folded" : p.all_in ? "all in" : m.to_act === s.seat ? "to act" : "in";
    const box = seatShell(m, s, p.folded ? "folded" : "");
    const won = Array.isArray(v.winners) && v.winners.includes(s.seat);
    if (won) box.classList.add("winner");
    const tags = [won ? el("span", { class: "tag winner", text: "wins" }) : null,
      v.dealer === s.seat ? el("span", { class: "tag", text: "dealer" }) : null,
      v.age === s.seat ? el("span", { class: "tag", text: "age" }) : null];
    box.append(...seatHead(m, s, tags));
    box.append(el("div", { class: "kv meta" }, el("span", { text: `stack ${p.stack ?? "—"}` }), el("span", { text: `bet ${p.bet ?? 0}` }),
      el("span", { class: "status", text: status }), p.drew !== null && p.drew !== undefined ? el("span", { text: `drew ${p.drew}` }) : null));
    if (isCardList(p.shown)) {
      box.append(cardsEl(p.shown, true), p.hand_value ? el("div", { class: "meta", text: p.hand_value }) : null);
      if (s.seat === m.seat && m.over) shownMine = true;       // the hand is drawn in the seat
    }
    else if (s.seat === m.seat && isCardList(v.hand)) { /* the person's own hand is drawn below */ }
    else if (typeof p.cards === "number" && p.cards > 0) box.append(backs(p.cards));
    if (m.over && m.outcome) box.append(el("div", { class: "net " + netClass(m.outcome[s.seat]), text: fmtNet(m.outcome[s.seat]) }));
    ring.append(box);
  }
  felt.append(ring);
  const centre = el("div", { class: "center" });
  if (v.pot !== undefined) centre.append(el("span", { class: "pot", id: "pot", text: `pot ${v.pot}` }));
  if (v.to_call) centre.append(el("span", { class: "meta", text: ` to call ${v.to_call}` }));
  if (v.limit) centre.append(el("span", { class: "meta", text: ` · limit ${v.limit}` }));
  if (v.phase) centre.append(el("div", { class: "meta", text: v.phase }));
  // seed 004's draw games: spit in the ocean's widow card, stormy weather's table cards
  if (isCardList(v.widow)) centre.append(el("div", { class: "row" }, el("span", { class: "meta", text: "widow" }), cardsEl(v.widow, true)));
  if (Array.isArray(v.table)) centre.append(el("div", { class: "row" }, el("span", { class: "meta", text: "table" }),
    v.table.length ? cardsEl(v.table, true) : null, v.table_down ? backs(v.table_down) : null));
  felt.append(centre);
  return ["seats", "pot", "to_call", "limit", "phase", "dealer", "age", "to_act", "seat", "hand", "winners",
    isCardList(v.widow) ? "widow" : null, Array.isArray(v.table) ? "table" : null, Array.isArray(v.table) ? "table_down" : null,
    shownMine ? "!hand" : null];
}

// ----- the banking layout: the bank above, the punters' stakes on the layout below
const RANKS = ["ace", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "jack", "queen", "king"];
const RANK_CARD = { ace: "AS", two: "2S", three: "3S", four: "4S", five: "5S", six: "6S", seven: "7S", eight: "8S", nine: "9S", ten: "TS", jack: "JS", queen: "QS", king: "KS" };
function bankingLayout(m, felt) {
  const v = m.view || {};
  const bankSeat = bankSeatOf(m);
  const used = ["seat", "to_act", "phase", "banker", "dealer", "dealer_cards", "dealer_total", "bank", "boxes", "bets", "hands",
    "soda", "showing", "turns", "case_keeper", "columns", "settled_last_turn", "net_so_far", "hoc", "stakes", "outcome"];
  const bank = el("div", { class: "bank", id: "bank" });
  const bs = m.seats.find((s) => s.seat === bankSeat);
  bank.append(el("div", { class: "name", text: `the bank — ${bs ? seatName(m, bs) : "seat " + bankSeat}${m.seat === bankSeat ? " (you)" : ""}` }));
  const dealerCards = Array.isArray(v.dealer_cards) ? v.dealer_cards : Array.isArray(v.dealer) ? v.dealer : null;
  if (dealerCards) bank.append(dealerCards.length ? cardsOrBacks(dealerCards, false) : el("div", { class: "meta", text: "no cards yet" }));
  if (v.dealer_total !== null && v.dealer_total !== undefined) bank.append(el("div", { class: "meta", text: `total ${v.dealer_total}` }));
  if (typeof v.bank === "number") bank.append(el("div", { class: "pot", text: `bank ${v.bank}` }));
  if (v.soda) {
    bank.append(el("div", { class: "row" }, el("span", { class: "meta", text: "soda" }), cardEl(v.soda, { small: true }),
      el("span", { class: "meta", text: "showing" }), cardEl(v.showing, { small: true }),
      v.hoc ? el("span", { class: "meta", text: "hoc" }) : null, v.hoc ? cardEl(v.hoc, { small: true }) : null,
      el("span", { class: "meta", text: `turn ${(v.turns || []).length + (v.hoc ? 0 : 1)} of 25` })));
    const last = (v.turns || []).slice(-1)[0];
    if (last) bank.append(el("div", { class: "meta", text: `last turn: ${pretty(last[0])} lost, ${pretty(last[1])} won` }));
  }
  if (v.hands && typeof v.hands === "object") {
    bank.append(el("div", { class: "row" }, Object.entries(v.hands).map(([k, h]) => el("div", { class: "bhand" },
      el("div", { class: "meta", text: `${k}${h.point !== null && h.point !== undefined ? " — point " + h.point : ""}` }),
      isCardList(h.cards) ? cardsEl(h.cards, true) : el("div", { class: "meta", text: "no cards yet" })))));
  }
  felt.append(bank);
  const layout = el("div", { class: "layout", id: "layout" });
  if (v.case_keeper) {            // faro: the spade suit on the cloth, each punter's stakes on its rank
    for (const r of RANKS) {
      const on = (v.bets || []).filter((b) => b[2] === r);
      layout.append(el("div", { class: "rank-slot", "data-rank": r }, cardEl(RANK_CARD[r], { small: true }),
        el("div", { class: "meta", text: `${v.case_keeper[r]} left` }),
        on.map((b) => el("div", { class: "chip" + (b[1] === "copper" ? " copper" : ""), title: `${b[1] === "copper" ? "coppered (to lose)" : "open (to win)"}: ${b[3]} by seat ${b[0]}` },
          el("div", { text: b[0] === m.seat ? "you" : seatLabel(m, b[0]) }), el("b", { text: `${b[3]}${b[1] === "copper" ? " ⊘" : ""}` })))));
    }
    const other = (v.bets || []).filter((b) => !RANKS.includes(b[2]));
    if (other.length) layout.append(el("div", { class: "meta", text: other.map((b) => `seat ${b[0]} ${b[1]} ${[].concat(b[2]).join(" ")} ${b[3]}`).join("; ") }));
  }
  felt.append(layout);
  const ring = el("div", { class: "seats" });
  const boxes = Array.isArray(v.boxes) ? v.boxes : [];
  const net = v.outcome || v.net_so_far;
  for (const s of m.seats) {
    if (s.seat === bankSeat) continue;
    const box = seatShell(m, s, "punter");
    box.append(...seatHead(m, s));
    for (const b of boxes.filter((x) => x.seat === s.seat)) {
      box.append(b.cards && b.cards.length ? cardsOrBacks(b.cards) : el("div", { class: "meta", text: "no cards yet" }));
      box.append(el("div", { class: "kv meta" }, el("span", { class: "stake", text: `stake ${b.stake}` }),
        b.total !== undefined && !(b.cards || []).includes("??") && (b.cards || []).length ? el("span", { text: `total ${b.total}` + (b.total > 21 ? " (bust)" : "") }) : null,
        b.status ? el("span", { text: b.status }) : null, b.done ? el("span", { text: "done" }) : null));
    }
    if (!boxes.length && Array.isArray(v.stakes) && v.stakes[s.seat]) box.append(el("div", { class: "meta stake", text: `stake ${v.stakes[s.seat]}` }));
    const mine = Array.isArray(v.bets) && !v.case_keeper ? v.bets.filter((b) => (Array.isArray(b) ? b[0] : b.seat) === s.seat) : [];
    for (const b of mine) box.append(el("div", { class: "meta stake", text: Array.isArray(b) ? `stake ${b.slice(1).join(" ")}` : `stake ${b.stake ?? b.amount ?? ""} ${b.on ?? b.side ?? ""}` }));
    if (Array.isArray(net)) box.append(el("div", { class: "net " + netClass(net[s.seat]), text: `${v.outcome ? "net" : "so far"} ${fmtNet(net[s.seat])}` }));
    ring.append(box);
  }
  felt.append(ring);
  return used;
}

// ----- any other game (dice, score pads; board and tile games to come): the seats and the view
function tableLayout(m, felt) {
  const v = m.view || {};
  const plKey = ["players", "seats", "hands"].find((k) => Array.isArray(v[k]) && v[k].length && v[k].every((p) => p && typeof p === "object" && "seat" in p));
  const players = plKey ? v[plKey] : [];
  const ring = el("div", { class: "seats" });
  for (const s of m.seats) {
    const box = seatShell(m, s);
    box.append(...seatHead(m, s));
    const p = players.find((x) => x && x.seat === s.seat);
    if (p) {
      const rest = { ...p }; delete rest.seat;
      for (const key of ["hand", "cards", "shows", "up", "down"]) {
        if (isCardList(rest[key])) { box.append(cardsEl(rest[key], true)); delete rest[key]; }
      }
      if (typeof rest.cards === "number" && s.seat !== m.seat) { box.append(backs(rest.cards)); delete rest.cards; }
      box.append(el("div", { class: "kv meta" }, kvEls(rest)));
    }
    if (m.over && m.outcome) box.append(el("div", { class: "net " + netClass(m.outcome[s.seat]), text: fmtNet(m.outcome[s.seat]) }));
    ring.append(box);
  }
  felt.append(ring);
  if (v.pot !== undefined) felt.append(el("div", { class: "center" }, el("span", { class: "pot", id: "pot", text: `pot ${typeof v.pot === "object" ? JSON.stringify(v.pot) : v.pot}` })));
  return [plKey, "pot", "seat"];
}


// ----- the board layout (chess, draughts, reversi, gobang, morris, halma): the view's "board"
// (docs/ARCHITECTURE.md, "Board positions": rows, cols, cells, names, pieces, last) drawn as
// squares; a click on squares builds a move (from, then to; a capture's landings one by one, or
// just its two ends; one click where a move names one square), sent once it is a legal move
// alone; the move box below (the controls) lists every legal move as well.
const squaresOf = (move) => (move.match(/[a-s]\d{1,2}|\d{1,2}/g) || []);
function boardMoves(m) {
  return (m.controls || []).filter((c) => c.kind === "choice" && c.verb === "move").flatMap((c) => c.actions);
}
function boardClick(m, name) {
  const moves = boardMoves(m).map((a) => [a, squaresOf(a)]);
  const tryWith = (sel) => {
    const same = (t) => t.length === sel.length && t.every((x, i) => x === sel[i]);
    const exact = moves.filter(([, t]) => same(t));
    if (exact.length === 1) { T.boardSel = []; send(exact[0][0]); return true; }
    const ends = sel.length >= 2 ? moves.filter(([, t]) => t[0] === sel[0] && t[t.length - 1] === sel[sel.length - 1]) : [];
    if (!exact.length && ends.length === 1) { T.boardSel = []; send(ends[0][0]); return true; }
    if (exact.length > 1 || moves.some(([, t]) => t.length > sel.length && sel.every((x, i) => t[i] === x))) {
      T.boardSel = sel; drawTable(); return true;
    }
    return false;
  };
  if (!tryWith([...T.boardSel, name]) && !tryWith([name])) { T.boardSel = []; drawTable(); }
}
function boardLayout(m, felt) {
  const v = m.view || {};
  const b = v.board;
  if (!b || !Array.isArray(b.cells)) return tableLayout(m, felt);
  const ring = el("div", { class: "seats ring" });
  for (const s of m.seats) {
    const box = seatShell(m, s);
    const colour = v.colours ? v.colours[s.seat] : null;
    box.append(...seatHead(m, s, [colour ? el("span", { class: "tag", text: colour }) : null]));
    if (m.over && m.outcome) box.append(el("div", { class: "net " + netClass(m.outcome[s.seat]), text: fmtNet(m.outcome[s.seat]) }));
    ring.append(box);
  }
  felt.append(ring);
  const moves = m.to_act === m.seat && m.seat !== null ? boardMoves(m) : [];
  const sel = T.boardSel;
  const next = new Set(moves.map(squaresOf).filter((t) => t.length > sel.length && sel.every((x, i) => t[i] === x)).map((t) => t[sel.length]));
  const last = new Set(b.last || []);
  // sizes set through the CSSOM (the page's CSP allows no inline style attributes)
  const sq = b.cols > 16 ? "1.55rem" : b.cols > 10 ? "1.9rem" : "2.6rem";
  const sized = (e, cols, rows) => {
    e.style.setProperty("--sq", sq);
    if (cols) e.style.gridTemplateColumns = `repeat(${cols}, ${sq})`;
    if (rows) e.style.gridTemplateRows = `repeat(${rows}, ${sq})`;
    return e;
  };
  const grid = sized(el("div", { class: `board style-${b.style || "checkered"}`, id: "board", "data-rows": b.rows, "data-cols": b.cols }), b.cols, b.rows);
  for (let r = 0; r < b.rows; r++) {
    for (let c = 0; c < b.cols; c++) {
      const cell = b.cells[r][c];
      const name = b.names[r][c];
      const cls = ["sq", cell === " " ? "void" : (r + c) % 2 ? "dark" : "light"];
      if (name !== null && last.has(name)) cls.push("last");
      if (name !== null && sel.includes(name)) cls.push("sel");
      if (name !== null && next.has(name)) cls.push(sel.length ? "target" : "movable");
      const cellEl = el("div", { class: cls.join(" "), "data-square": name ?? "", title: name ?? "" });
      const p = (b.pieces || {})[cell];
      if (p) {
        cellEl.append(p.glyph ? el("span", { class: `glyph side${p.side}`, text: p.glyph, title: p.label })
          : el("span", { class: `disc side${p.side}` + (p.king ? " king" : "") + (p.colour ? ` colour-${p.colour}` : ""), title: p.label, text: p.king ? "♛" : "" }));
      }
      if (name !== null && moves.length) cellEl.addEventListener("click", () => boardClick(m, name));
      grid.append(cellEl);
    }
  }
  const files = b.files ? sized(el("div", { class: "files meta" }, [...b.files].map((f) => el("span", { text: f }))), b.cols, 0) : null;
  const ranks = (b.ranks || []).some(Boolean) ? sized(el("div", { class: "ranks meta" }, b.ranks.map((x) => el("span", { text: x }))), 0, b.rows) : null;
  felt.append(el("div", { class: "board-wrap" }, ranks, el("div", {}, grid, files)));
  const status = [v.end ? `over: ${v.end}` : `${v.to_move} to move`, v.check ? "check" : null,
    v.last ? `last move ${v.last}` : null, sel.length ? `selected ${sel.join(" ")} (click a marked square)` : null].filter(Boolean);
  felt.append(el("div", { class: "meta board-status", id: "board-status", text: status.join(" · ") }));
  return ["board", "position", "fen", "to_move", "last", "check", "seat"];
}

// ----- the score pad (bowling, billiards, pool, shuffleboard: games played at a real table):
// the view's "sheet" holds one line per seat (frames and running totals, or points and
// innings) and "next" says what is to be reported; the report buttons are the controls below.
function scorepadLayout(m, felt) {
  const v = m.view || {};
  const sheet = Array.isArray(v.sheet) ? v.sheet : [];
  const pad = el("div", { class: "scorepad", id: "scorepad" });
  const card = !!m.score_only;      // a score card's sheet: the deals, not one line a seat
  if (card) pad.classList.add("score-card");
  // a score card names who sits where once players have joined (a pad's lines name them)
  if (v.players) felt.append(el("div", { class: "meta", id: "pad-players", text: String(v.players) }));
  sheet.forEach((line, i) => {
    const mine = !card && i === m.seat;
    const now = !card && i === m.to_act && !m.over;
    pad.append(el("div", { class: "pad-line" + (mine ? " mine" : "") + (now ? " to-act" : ""), "data-seat": i, text: String(line) }));
  });
  felt.append(pad);
  if (v.next) felt.append(el("div", { class: "meta", id: "pad-next", text: `next: ${v.next}` }));
  if (v.result) felt.append(el("div", { class: "meta", id: "pad-result", text: String(v.result) }));
  return ["sheet", "names", "players", "scores", "next", "result", "frames", "to_act", "seat", "line_format", "card", "settlement", "deals"];
}

const LAYOUTS = { trick: trickLayout, poker: pokerLayout, banking: bankingLayout, board: boardLayout, scorepad: scorepadLayout, table: tableLayout };

function outcomeEl(m) {
  const oc = el("div", { class: "outcome", id: "outcome" }, el("strong", { text: "Result" }),
    el("div", { class: "result-line" }, m.seats.map((s) => el("span", { class: "res", "data-seat": s.seat },
      el("span", { class: "where", text: seatLabel(m, s.seat) }), ` ${seatName(m, s)}${m.seat === s.seat ? " (you)" : ""} `,
      el("span", { class: "net " + netClass(m.outcome[s.seat]), text: fmtNet(m.outcome[s.seat]) })))));
  // a game settled by the rubber: the deal only moves the rubber on (the seats' totals are the rubbers)
  const st = m.settlement;
  if (st && st.by === "rubber") {
    for (const line of st.rubbers || []) oc.append(el("div", { class: "rubber", text: line }));
    if (st.pending) oc.append(el("div", { class: "rubber meta", text: st.pending }));
  }
  const row = el("div", { class: "row" });
  // a table dealing a PBN file's boards stops after the last one
  const more = !(m.boards && m.deal >= m.boards);
  if (m.seat !== null && more) row.append(el("button", { class: "primary", id: "next-deal", text: m.score_only ? "New score card" : "Next deal", onclick: () => T.ws.send(JSON.stringify({ type: "next" })) }));
  if (!more) row.append(el("span", { class: "meta", id: "boards-done", text: `every board of the PBN file is played (${m.boards})` }));
  // the record is the whole deal (every hand): only a seated player (with its token) gets it
  if (m.record_url && m.seat !== null && T.token) {
    const url = m.record_url, deal = m.deal;
    row.append(el("button", { id: "record", text: m.score_only ? "download the card (JSON: the lines as typed, the sheet)" : "download the record (hoyle replay)", onclick: () => downloadRecord(url, deal) }));
  }
  // whist and bridge: the deal as PBN (the hands, the auction and the play), on the same terms
  if (m.pbn_url && m.seat !== null && T.token) {
    const url = m.pbn_url, deal = m.deal;
    row.append(el("button", { id: "pbn-download", text: "download as PBN", onclick: () => downloadRecord(url, deal, "pbn") }));
  }
  oc.append(row);
  return oc;
}

function drawTable() {
  const m = T.msg; if (!m) return;
  const v = m.view || {};
  const kind = (m.game && m.game.layout) || "table";
  const felt = el("section", { class: `felt layout-${kind}`, id: "table", "data-layout": kind });
  const who = m.seats.find((s) => s.seat === m.to_act);
  felt.append(el("div", { class: "row", id: "status" }, el("strong", { text: `${m.game.title}` }), el("span", { text: m.boards ? `board ${m.deal} of ${m.boards}` : m.score_only ? `score card ${m.deal}, ${(v.deals || 0)} deals entered` : `deal ${m.deal}` }),
    el("span", { text: m.waiting ? "— waiting for every seat to be taken" : m.score_only ? (m.over ? "— the card is closed"
      : m.seat !== null ? "— enter each deal's result as it is announced" : "— watching the score card") : m.over ? "— the deal is over"
      : m.to_act === m.seat && m.seat !== null ? "— your turn" : who ? `— ${seatLabel(m, who.seat)} ${seatName(m, who)} to act` : "" })));
  const used = (LAYOUTS[kind] || tableLayout)(m, felt).filter(Boolean);
  if (m.over && m.outcome) felt.append(outcomeEl(m));
  if (Array.isArray(v.hand) && v.hand.length && m.seat !== null && !used.includes("!hand")) felt.append(handEl(m, v));
  felt.append(controlsEl(m));
  // what the layout does not draw, folded away under "more about the deal"
  const rest = { ...v }; for (const k of [...used, "hand", "log", "game", "code", "form", "outcome"]) delete rest[k];
  if (Object.keys(rest).length) felt.append(el("details", { class: "details" }, el("summary", { text: "more about the deal" }), el("div", { class: "kv" }, kvEls(rest))));
  const side = el("section", { class: "panel" }, el("h3", { text: "The deal" }),
    el("ol", { class: "log", id: "log" }, (m.log || []).map((ln) => el("li", { text: ln }))),
    el("p", {}, "Invite: ", el("span", { class: "invite", text: `${location.origin}/table/${m.table}` })),
    el("p", {}, el("a", { href: `/api/tables/${m.table}/stats`, text: "statistics" }), " · ",
      el("a", { href: `/api/tables/${m.table}/deals`, text: "finished deals" })));
  $main.replaceChildren(el("div", { class: "grid2" }, felt, side));
  const log = document.getElementById("log"); log.scrollTop = log.scrollHeight;
  const entry = document.getElementById("entry");     // a score card: ready for the next line
  if (entry && m.score_only) entry.focus();
}

// ----- routing --------------------------------------------------------------------------------------
const path = location.pathname;
const tm = /^\/table\/([^/]+)$/.exec(path);
(tm ? tablePage(decodeURIComponent(tm[1])) : lobby()).catch((e) => showError(e.message));

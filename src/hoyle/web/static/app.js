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

  function game() { return games.find((g) => g.slug === gameSel.value); }
  function drawSeats() {
    const g = game(); const n = Math.max(g.min_players, Math.min(g.max_players, +playersIn.value || g.default_players));
    seatsBox.replaceChildren();
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
    optsBox.replaceChildren();
    for (const o of g.options) {
      let input;
      if (o.type === "bool") { input = el("input", { type: "checkbox", "data-opt": o.name }); input.checked = !!o.default; }
      else if (o.choices) {
        input = el("select", { "data-opt": o.name }, o.choices.map((c) => el("option", { value: String(c), text: String(c) })));
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
  playersIn.addEventListener("change", drawSeats);

  const listIn = el("input", { type: "checkbox", id: "listed" });
  async function create() {
    showError(null);
    const rules = {};
    for (const inp of optsBox.querySelectorAll("[data-opt]")) {
      const name = inp.dataset.opt; const def = JSON.parse(inp.dataset.default);
      let v = inp.type === "checkbox" ? inp.checked : inp.value;
      if (inp.type === "number") v = v === "" ? null : Number(v);
      const same = Array.isArray(def) ? v === def.join(",") : v === def || String(v) === String(def);
      if (!same) rules[name] = v;
    }
    const seats = [...seatsBox.querySelectorAll(".seat-kind")].map((s) => s.value);
    try {
      // a table with a person's seat is private unless asked (joined by its link only)
      const t = await api("/api/tables", { game: gameSel.value, players: seats.length, rules, seats, name: nameIn.value || undefined,
        private: listIn.checked ? false : undefined });
      location.assign(t.url);
    } catch (e) { showError(e.message); }
  }

  $main.append(
    el("section", { class: "panel" }, el("h2", { text: "New table" }),
      el("div", { class: "row" }, el("label", {}, "game", gameSel), el("label", {}, "players", playersIn), nameIn),
      summary, el("h3", { text: "Rule options" }), optsBox, el("h3", { text: "Seats" }), seatsBox,
      el("div", { class: "row" }, el("label", {}, listIn, " list it in the lobby (else: joined by its link only)"),
        el("button", { class: "primary", id: "create", onclick: create, text: "Create table" }))),
    el("section", { class: "panel" }, el("h2", { text: "Tables" }),
      tables.length ? el("table", { class: "list" },
        el("tr", {}, el("th", { text: "table" }), el("th", { text: "game" }), el("th", { text: "seats" }), el("th", { text: "deal" })),
        tables.map((t) => el("tr", {},
          el("td", {}, el("a", { href: t.url, text: t.name || t.id })), el("td", { text: t.game }),
          el("td", { text: t.seats.map((s) => (s.open ? "open" : s.name)).join(", ") }), el("td", { text: String(t.deal) }))))
        : el("p", { text: "No tables yet." })));
  drawGame();
}

// ----- table -----------------------------------------------------------------------------------
const T = { id: null, token: null, seat: null, ws: null, msg: null, selected: new Set(), retry: 0, info: null, closedForGood: false };
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
  const nameIn = el("input", { type: "text", id: "player-name", placeholder: "your name", maxlength: "40" });
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
async function downloadRecord(url, deal) {
  showError(null);
  try {
    const r = await fetch(url, { headers: { Authorization: `Bearer ${T.token}` } });
    if (!r.ok) {
      const data = await r.json().catch(() => ({ error: `HTTP ${r.status}` }));
      throw new Error(data.error);
    }
    const blob = new Blob([await r.text()], { type: "application/json" });
    const href = URL.createObjectURL(blob);
    const a = el("a", { href, download: `${T.id}-deal-${deal}.json`, class: "hidden" });
    document.body.append(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(href), 10000);
  } catch (e) { showError(`The record could not be downloaded: ${e.message}`); }
}

function seatBox(s, m, player) {
  const me = m.seat === s.seat;
  const box = el("div", { class: "seat" + (me ? " me" : "") + (m.to_act === s.seat ? " to-act" : ""), "data-seat": s.seat });
  box.append(el("div", { class: "name", text: `${s.seat}. ${s.open ? "(open)" : s.name}${me ? " — you" : ""}` }),
    el("div", { class: "meta", text: `${s.kind}${s.kind === "human" ? (s.connected ? ", here" : ", away") : ""} · total ${m.totals[s.seat] ?? 0}` }));
  if (player) {
    const rest = { ...player }; delete rest.seat;
    for (const key of ["hand", "cards", "shows", "up", "down"]) {
      if (isCardList(rest[key])) { box.append(cardsEl(rest[key], true)); delete rest[key]; }
    }
    if (typeof rest.cards === "number" && !me) {
      box.append(el("div", { class: "cards" }, Array.from({ length: Math.min(rest.cards, 13) }, () => backEl(true))));
      delete rest.cards;
    }
    box.append(el("div", { class: "kv meta" }, kvEls(rest)));
  }
  if (m.over && m.outcome) {
    const v = m.outcome[s.seat];
    box.append(el("div", { class: v > 0 ? "plus" : v < 0 ? "minus" : "", text: (v > 0 ? "+" : "") + v }));
  }
  return box;
}

function controlsEl(m) {
  const box = el("div", { class: "controls", id: "controls" });
  if (!m.controls) return box;
  for (const c of m.controls) {
    if (c.kind === "button") {
      box.append(el("button", { class: "primary act", "data-action": c.action, text: c.verb, onclick: () => send(c.action) }));
    } else if (c.kind === "amount") {
      const inp = el("input", { type: "number", min: c.min, max: c.max, value: c.min, "data-verb": c.verb, class: "amount" });
      box.append(el("span", { class: "ctl" }, inp, el("button", { class: "primary act", "data-verb": c.verb, text: c.verb,
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
      const label = T.selected.size ? `${c.verb} ${[...T.selected].join(" ")}` : `${c.verb} (none)`;
      box.append(el("button", { class: "primary act", "data-verb": c.verb, disabled: !match, text: label,
        title: "click cards in your hand to choose them", onclick: () => match && send(match.action) }));
    } else {
      const sel = el("select", { "data-verb": c.verb }, c.actions.map((a) => el("option", { value: a, text: a })));
      box.append(el("span", { class: "ctl" }, sel, el("button", { class: "primary act", "data-verb": c.verb, text: c.verb, onclick: () => send(sel.value) })));
    }
  }
  return box;
}

function drawTable() {
  const m = T.msg; if (!m) return;
  const v = m.view || {};
  // a list of per-seat entries, under whichever name the game uses
  const plKey = ["players", "seats", "hands"].find((k) => Array.isArray(v[k]) && v[k].length && v[k].every((p) => p && typeof p === "object" && "seat" in p));
  const players = plKey ? v[plKey] : [];
  const cardCtls = (m.controls || []).filter((c) => c.kind === "cards");
  const cardVerbs = new Set(cardCtls.map((c) => c.verb));
  const legalCards = new Set(cardCtls.flatMap((c) => c.options.flatMap((o) => o.cards)));
  const felt = el("section", { class: "felt", id: "table" });
  felt.append(el("div", { class: "row", id: "status" }, el("strong", { text: `${m.game.title}` }), el("span", { text: `deal ${m.deal}` }),
    el("span", { text: m.waiting ? "— waiting for every seat to be taken" : m.over ? "— the deal is over" : `— seat ${m.to_act} to act` })));
  felt.append(el("div", { class: "seats" }, m.seats.map((s) => seatBox(s, m, players.find((p) => p && p.seat === s.seat)))));
  const centre = el("div", { class: "center" });
  if (v.pot !== undefined) centre.append(el("span", { class: "pot", id: "pot", text: `pot ${typeof v.pot === "object" ? JSON.stringify(v.pot) : v.pot}` }));
  felt.append(centre);
  if (isCardList(v.hand) || Array.isArray(v.hand)) {
    const hand = el("div", { class: "hand", id: "hand" }, el("div", { text: "Your hand" }));
    const row = el("div", { class: "cards" });
    for (const c of v.hand || []) {
      const ce = cardEl(c);
      if (cardVerbs.size) {
        ce.classList.add("pick", legalCards.has(c) ? "legal" : "dim");
        if (T.selected.has(c)) ce.classList.add("selected");
        ce.addEventListener("click", () => {
          // one verb that takes exactly one card (play a card): a click on a legal card plays it
          if (cardCtls.length === 1 && cardCtls[0].options.every((o) => o.cards.length === 1)) {
            const o = cardCtls[0].options.find((o) => o.cards[0] === c);
            if (o) send(o.action);
            return;
          }
          T.selected.has(c) ? T.selected.delete(c) : T.selected.add(c); drawTable();
        });
      }
      row.append(ce);
    }
    hand.append(row); felt.append(hand);
  }
  felt.append(controlsEl(m));
  const rest = { ...v }; for (const k of [plKey, "hand", "pot", "log"]) if (k) delete rest[k];
  if (Object.keys(rest).length) felt.append(el("details", { class: "details", open: true }, el("summary", { text: "the table" }), el("div", { class: "kv" }, kvEls(rest))));
  if (m.over) {
    const detailsEl = felt.querySelector("details.details");
    const oc = el("div", { class: "outcome", id: "outcome" }, el("strong", { text: "Result: " }),
      m.seats.map((s) => el("span", { class: m.outcome[s.seat] > 0 ? "plus" : m.outcome[s.seat] < 0 ? "minus" : "",
        text: ` ${s.name || "seat " + s.seat} ${m.outcome[s.seat] > 0 ? "+" : ""}${m.outcome[s.seat]} ` })));
    // a game settled by the rubber: the deal only moves the rubber on (the seats' totals are the rubbers)
    const st = m.settlement;
    if (st && st.by === "rubber") {
      for (const line of st.rubbers || []) oc.append(el("div", { class: "rubber", text: line }));
      if (st.pending) oc.append(el("div", { class: "rubber meta", text: st.pending }));
    }
    const row = el("div", { class: "row" });
    if (m.seat !== null) row.append(el("button", { class: "primary", id: "next-deal", text: "Next deal", onclick: () => T.ws.send(JSON.stringify({ type: "next" })) }));
    // the record is the whole deal (every hand): only a seated player (with its token) gets it
    if (m.record_url && m.seat !== null && T.token) {
      const url = m.record_url, deal = m.deal;
      row.append(el("button", { id: "record", text: "download the record (hoyle replay)", onclick: () => downloadRecord(url, deal) }));
    }
    oc.append(row);
    if (detailsEl) felt.insertBefore(oc, detailsEl); else felt.append(oc);
  }
  const side = el("section", { class: "panel" }, el("h3", { text: "The deal" }),
    el("ol", { class: "log", id: "log" }, (m.log || []).map((ln) => el("li", { text: ln }))),
    el("p", {}, "Invite: ", el("span", { class: "invite", text: `${location.origin}/table/${m.table}` })),
    el("p", {}, el("a", { href: `/api/tables/${m.table}/stats`, text: "statistics" }), " · ",
      el("a", { href: `/api/tables/${m.table}/deals`, text: "finished deals" })));
  $main.replaceChildren(el("div", { class: "grid2" }, felt, side));
  const log = document.getElementById("log"); log.scrollTop = log.scrollHeight;
}

// ----- routing --------------------------------------------------------------------------------------
const path = location.pathname;
const tm = /^\/table\/([^/]+)$/.exec(path);
(tm ? tablePage(decodeURIComponent(tm[1])) : lobby()).catch((e) => showError(e.message));

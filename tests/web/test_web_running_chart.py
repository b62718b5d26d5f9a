"""The web table's running chart (issue 17 item 17): each seat's settled total after each
finished deal of the session is sent as ``running`` and drawn beside the seat's total as a
small inline SVG line from 0. After the table leaves memory and is loaded again, the line is
rebuilt from the stored outcomes. The browser test plays two deals and reads the chart."""

from __future__ import annotations

import re

import pytest
from webtest_helpers import ARTIFACTS, CHROMIUM_ARGS, join_table, make_table, seeded_client


@pytest.fixture
def client(tmp_path, mini):
    with seeded_client(tmp_path / "run.db", first_seed=300) as c:
        yield c


@pytest.fixture
def browser_page(chromium_path):
    from playwright.sync_api import sync_playwright
    with sync_playwright() as p:
        b = p.chromium.launch(executable_path=chromium_path, args=CHROMIUM_ARGS, headless=True)
        page = b.new_page(viewport={"width": 1120, "height": 860})
        yield page
        b.close()


def _deal_out(ws, deal: int) -> dict:
    """Play seat 0's turns (its last legal action) until deal ``deal`` is over; its last state."""
    while True:
        m = ws.receive_json()
        if m["type"] != "state" or m["deal"] != deal:
            continue
        if m["over"]:
            return m
        if m["to_act"] == 0:
            ws.send_json({"type": "act", "action": m["legal"][-1], "seq": m["seq"]})


def test_running_totals_are_sent_deal_by_deal_and_survive_a_reload(client):
    mgr = client.app.state.manager
    tid = make_table(client, ("human", "bot:random"), players=2)["id"]
    tok = join_table(client, tid, 0)
    outcomes = []
    with client.websocket_connect(f"/ws/{tid}") as ws:
        ws.send_json({"type": "hello", "token": tok})
        first = _deal_out(ws, 1)
        outcomes.append(first["outcome"])
        assert first["running"] == [first["outcome"]]
        ws.send_json({"type": "next"})
        second = _deal_out(ws, 2)
        outcomes.append(second["outcome"])
    want = [outcomes[0], [a + b for a, b in zip(*outcomes)]]
    assert second["running"] == want and second["totals"] == want[-1]
    assert tid in mgr.unload_idle(0) and tid not in mgr.live
    client.get(f"/api/tables/{tid}")                  # loaded again from the store
    assert mgr.live[tid].running == want


def test_browser_draws_the_running_total_beside_each_seat(browser_page, make_server, mini):
    from test_web_browser import _lobby_create_and_sit, _play_deal
    server = make_server(bot_delay=0.02)
    page = browser_page
    _lobby_create_and_sit(page, server, mini.slug, 3, "Ada")
    _play_deal(page)
    page.click("#next-deal")
    page.wait_for_selector("#outcome", state="detached")
    _play_deal(page)
    charts = page.locator(".seat svg.running")
    assert charts.count() == 3
    totals = []
    for i in range(3):
        seat = page.locator(f".seat[data-seat='{i}']")
        total = int(re.search(r"total ([+-]?\d+)", seat.locator(".meta").first.inner_text()).group(1))
        vals = [int(v) for v in seat.locator("svg.running").get_attribute("data-values").split()]
        assert len(vals) == 3 and vals[0] == 0 and vals[-1] == total      # 0, after deal 1, after deal 2
        assert len(seat.locator("svg.running polyline").get_attribute("points").split()) == 3
        totals.append(total)
    assert sum(totals) == 0                          # the test game is zero-sum
    ARTIFACTS.mkdir(exist_ok=True)
    page.screenshot(path=str(ARTIFACTS / "running-chart.png"), full_page=True)

"""A score-only table end to end in a real browser (issue 16 item 5, the browser half): the
lobby's "score only" box, a seat taken, each deal's result typed into the entry line as the
players announce it, a refused line explained and left in the box, and the closed card's
settlement. Playwright drives the system Chromium against ``hoyle serve`` in a subprocess
(the fixtures of :mod:`test_web_browser` and ``conftest.py``).

The rubber is the one ``tests/web/test_web_score_only.py`` keeps through the websocket: by
English whist laws 1-11 (seeds/001 part 2), North-South win it 2-0, worth 6 points.
"""

from __future__ import annotations

import re

from test_web_browser import browser  # noqa: F401  (the fixture: Playwright's Chromium)
from webtest_helpers import ARTIFACTS


def _entry(page, line: str) -> None:
    page.fill("#entry", line)
    page.press("#entry", "Enter")


def _wait_deals(page, n: int) -> None:
    page.wait_for_selector(f"#status :text('{n} deals entered')", timeout=5000)


def test_browser_keeps_a_whist_score_card(browser, make_server):  # noqa: F811
    server = make_server()
    page = browser.new_page(viewport={"width": 1120, "height": 860})
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.goto(server.base + "/")
    page.select_option("#game", "whist-english")
    assert page.locator("#score-only-box").is_visible()
    page.check("#score-only")
    assert page.locator("select.seat-kind").count() == 0          # no bots at a score card
    assert "4 seats for people" in page.locator("body").inner_text()
    page.click("#create")
    page.wait_for_url(re.compile(r".*/table/[^/]+$"))
    page.fill("#player-name", "Ada")
    page.click("button.join[data-seat='0']")
    page.wait_for_selector("#entry")
    assert "score card 1, 0 deals entered" in page.locator("#status").inner_text()
    assert page.locator("#scorepad .pad-line").first.inner_text() == "Whist (English short whist): game 5 points"

    _entry(page, "NS 9")
    _wait_deals(page, 1)
    assert page.locator("#scorepad").inner_text().count("deal 1 (W deals): NS 9 tricks") == 1
    assert page.input_value("#entry") == ""                        # taken: the box is empty again
    _entry(page, "EW 8")
    _wait_deals(page, 2)
    sheet = page.locator("#scorepad").inner_text()

    _entry(page, "NS 14")                                          # fourteen tricks: refused
    page.wait_for_selector("#error:not(.hidden)", timeout=5000)
    assert "13 tricks in a deal" in page.locator("#error").inner_text()
    assert page.input_value("#entry") == "NS 14"                   # kept, to be put right
    assert page.locator("#scorepad").inner_text() == sheet         # the card is unchanged

    _entry(page, "correct 1: NS 10")                               # EW law 11: in time
    page.wait_for_selector("#scorepad :text('deal 1 (W deals): NS 10 tricks')", timeout=5000)
    assert page.locator("#error").is_hidden()
    for n, line in enumerate(["NS 8", "EW 8", "NS 12 honours NS 4"], start=3):
        _entry(page, line)
        _wait_deals(page, n)
    assert "rubber: North-South win 2-0, worth 6 points" in page.locator("#scorepad").inner_text()

    page.click("#controls button[data-action='close']")
    page.wait_for_selector("#outcome", timeout=5000)
    assert page.locator("#entry").count() == 0                     # a closed card takes no more
    assert "settled: NS +6, EW -6 points (each partner)" in page.locator("#pad-result").inner_text()
    nets = [page.locator(f"#outcome .res[data-seat='{s}'] .net").inner_text() for s in range(4)]
    assert nets == ["+6", "-6", "+6", "-6"]
    assert page.locator("#next-deal").inner_text() == "New score card"
    ARTIFACTS.mkdir(exist_ok=True)
    page.screenshot(path=str(ARTIFACTS / "score-only-whist.png"), full_page=True)
    assert not errors, errors

"""Bad WebSocket messages (issue 20 §2, first bullet; issue 10 item 4): every message the
table cannot take is answered with an ``error``, the connection stays open, the table is
unchanged, and nothing reaches the server log as a traceback.

The exact inputs: the actions ``raise --5``, ``bet ①``, ``bet ²`` (and ``bet ٣``, which was
silently read as 3), JSON nested 1,000 deep, text that is not JSON, an action of 100,000
characters, and values of the wrong type.
"""

from __future__ import annotations

import json
import logging

import pytest

from webtest_helpers import seeded_client


@pytest.fixture
def client(tmp_path, mini):
    with seeded_client(tmp_path / "bad.db") as c:
        yield c


def _seated_table(client):
    r = client.post("/api/tables", json={"game": "web-test-draw", "players": 2,
                                         "seats": ["human", "human"]})
    assert r.status_code == 201, r.text
    tid = r.json()["id"]
    toks = [client.post(f"/api/tables/{tid}/join", json={"seat": s, "name": f"P{s}"}).json()["token"]
            for s in (0, 1)]
    return tid, toks


def _state(ws) -> dict:
    m = ws.receive_json()
    while m["type"] != "state":
        m = ws.receive_json()
    return m


BAD_ACTIONS = ["raise --5", "bet ①", "bet ²", "bet ٣", "bet 1e3", "bet 5.5", "bet +2", "bet --",
               "bet \u212aS"]


def test_bad_messages_get_an_error_and_the_socket_stays_open(client, caplog):
    caplog.set_level(logging.DEBUG)
    tid, (tok0, _) = _seated_table(client)
    with client.websocket_connect(f"/ws/{tid}") as ws:
        ws.send_json({"type": "hello", "token": tok0})
        st = _state(ws)
        assert st["to_act"] == 0 and "bet 2" in st["legal"]
        seq, view = st["seq"], st["view"]
        nested = "[" * 1000 + "]" * 1000
        deep_obj = '{"type": "act", "action": ' + "[" * 1000 + "]" * 1000 + "}"
        cases = [(json.dumps({"type": "act", "action": a, "seq": seq}, ensure_ascii=False),
                  "not an action") for a in BAD_ACTIONS]
        cases += [
            (nested, "nested too deeply"),
            (deep_obj, "nested too deeply"),
            ("not json at all", "not valid JSON"),
            ("", "not valid JSON"),
            ("\x00\x01", "not valid JSON"),
            (json.dumps({"type": "act", "action": "bet " + "9" * 100_000}), "message too large"),
            (json.dumps({"type": "act", "action": "bet 2" + " " * 150 + "x" * 60, "seq": seq}),
             "at most 200 characters"),
            (json.dumps({"type": 5}), 'JSON object with a "type"'),
            (json.dumps({"type": None}), 'JSON object with a "type"'),
            (json.dumps({"type": ["act"]}), 'JSON object with a "type"'),
            (json.dumps(["act"]), 'JSON object with a "type"'),
            (json.dumps("act"), 'JSON object with a "type"'),
            (json.dumps(7), 'JSON object with a "type"'),
            (json.dumps(None), 'JSON object with a "type"'),
            (json.dumps({"type": "act"}), "an action is text"),
            (json.dumps({"type": "act", "action": None}), "an action is text"),
            (json.dumps({"type": "act", "action": 2}), "an action is text"),
            (json.dumps({"type": "act", "action": ["bet", 2]}), "an action is text"),
            (json.dumps({"type": "act", "action": {"verb": "bet"}}), "an action is text"),
            (json.dumps({"type": "act", "action": True}), "an action is text"),
            (json.dumps({"type": "act", "action": "bet 2", "seq": "0"}), "seq must be an integer"),
            (json.dumps({"type": "act", "action": "bet 2", "seq": 1.5}), "seq must be an integer"),
            (json.dumps({"type": "act", "action": "bet 2", "seq": [0]}), "seq must be an integer"),
            (json.dumps({"type": "act", "action": "bet 2", "seq": True}), "seq must be an integer"),
            (json.dumps({"type": "x" * 3000}), "unknown message type"),
            (json.dumps({"type": "hello", "token": {"a": 1}}), "already greeted"),
            ('{"type": "act", "action": "bet 2", "seq": 1e400}', "seq must be an integer"),
            ('{"type": "act", "action": "\\ud800", "seq": 0}', "not an action"),
        ]
        for text, needle in cases:
            ws.send_text(text)
            m = ws.receive_json()
            assert m["type"] == "error" and needle in m["message"], (text[:60], m)
            assert m["seq"] == seq and len(m["message"]) < 300, m
        ws.send_bytes(b"[" * 1000)
        assert "not binary" in ws.receive_json()["message"]
        ws.send_json({"type": "ping"})                      # still open and answering
        assert ws.receive_json() == {"type": "pong", "seq": seq}
        ws.send_json({"type": "act", "action": "bet 2", "seq": seq})   # and it still plays
        assert ws.receive_json()["type"] == "ack"
    with client.websocket_connect(f"/ws/{tid}") as ws:
        ws.send_json({"type": "hello", "token": tok0})
        after = _state(ws)
        assert after["seq"] == seq + 1 and after["view"]["pot"] == view["pot"] + 2
    for rec in caplog.records:
        assert rec.exc_info is None and "Traceback" not in rec.getMessage(), rec.getMessage()


def test_the_state_message_carries_the_action_specs(client):
    tid, (tok0, _) = _seated_table(client)
    with client.websocket_connect(f"/ws/{tid}") as ws:
        ws.send_json({"type": "hello", "token": tok0})
        st = _state(ws)
    specs = {s["verb"]: s for s in st["specs"]}
    assert specs["bet"]["args"] == [{"kind": "int", "name": "amount", "min": 1, "max": 3,
                                     "unit": "chips"}]
    assert specs["bet"]["text"] == "bet takes one amount: 1 to 3 chips"
    assert specs["pass"]["args"] == [] and set(specs) == {"fold", "pass", "bet"}
    # every legal action is in the notation the table reads back
    assert all(any(a.split()[0] == s["verb"] for s in st["specs"]) for a in st["legal"])


def test_a_nested_http_body_is_a_400(client):
    r = client.post("/api/tables", content=b"[" * 5000 + b"]" * 5000,
                    headers={"content-type": "application/json"})
    assert r.status_code == 400 and "nested too deeply" in r.json()["error"]

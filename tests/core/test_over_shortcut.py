"""A game's ``is_over`` written as a shortcut of ``to_act is None`` (``over_beside``, issue 18)
answers exactly as ``to_act is None`` does, at every position of seeded random deals of every
registered game that keeps one; a subclass that reads another ``to_act`` gets the plain
definition back."""

from __future__ import annotations

import random

import pytest

from hoyle.core import SeededShuffler, all_games
from hoyle.core.actions import Action
from hoyle.core.chance import CHANCE
from hoyle.core.state import GameState, over_beside


def _shortcut(cls: type) -> object:
    return getattr(getattr(cls, "is_over", None), "fget", None)


_KEEPING = [g for g in all_games() if getattr(_shortcut(g.state_cls), "_over_beside", None) is not None]


def test_the_trick_games_keep_one():
    slugs = {g.slug for g in _KEEPING}
    assert {"whist-english", "auction-bridge"} <= slugs


@pytest.mark.parametrize("game", _KEEPING, ids=lambda g: g.slug)
def test_is_over_is_to_act_is_none_at_every_position(game):
    cls = game.state_cls
    assert cls.to_act is _shortcut(cls)._over_beside      # type: ignore[attr-defined]
    rng = random.Random(7)
    for seed in range(3):
        st = game.new_deal(game.players, None, SeededShuffler(seed))
        for _ in range(2_000):
            assert st.is_over is (st.to_act is None)
            if st.is_over:
                break
            if st.to_act == CHANCE:
                st.apply(st.sample_chance())
                continue
            legal = st.legal_actions()
            st.apply(legal[rng.randrange(len(legal))])
            c = st.clone()
            assert c.is_over is (c.to_act is None)


class _Base(GameState):
    def __init__(self, done: bool = False):
        super().__init__(1)
        self.done = done

    @property
    def to_act(self):
        return None if self.done else 0

    @over_beside(to_act)
    def is_over(self):
        return self.done

    def legal_actions(self):
        return [Action("go")]

    def _apply(self, action):
        self.done = True


class _OtherTurn(_Base):
    """Another ``to_act``: never over, whatever ``done`` says."""

    @property
    def to_act(self):
        return 0


class _Mixin:
    @property
    def to_act(self):
        return 0


class _MixedIn(_Mixin, _Base):
    pass


class _Same(_Base):
    pass


def test_the_shortcut_stays_beside_its_own_to_act():
    assert _Same.is_over is _Base.is_over
    assert _Same(done=True).is_over is True


@pytest.mark.parametrize("cls", [_OtherTurn, _MixedIn])
def test_another_to_act_gets_the_plain_definition(cls):
    assert cls.is_over is GameState.is_over
    st = cls(done=True)
    assert st.is_over is False and st.to_act == 0

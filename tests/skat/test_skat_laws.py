"""Refusals in skat and frog: a word that is not a skat word gets the usual "not allowed now (you
may: ...)", with no law; a real skat word out of place still cites its law (Foster 1914, Laws of
Skat, seed 001 part 4)."""

import pytest

from hoyle.core.errors import IllegalAction
from hoyle.core.registry import get_game


@pytest.mark.parametrize("slug", ["skat", "frog"])
def test_a_word_that_is_not_skat_gets_the_usual_refusal_not_a_law(slug):
    st = get_game(slug).new_deal()
    with pytest.raises(IllegalAction, match="not allowed now") as e:
        st.apply(st.parse_action("xyzzy"))
    assert e.value.law is None


def test_a_skat_word_out_of_place_cites_its_law():
    st = get_game("skat").new_deal()
    with pytest.raises(IllegalAction) as e:
        st.apply(st.parse_action("discard 7D"))
    assert e.value.law and "law" in e.value.law

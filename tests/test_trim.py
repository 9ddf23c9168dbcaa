import pytest

from newsfuse.trim import trim_text


@pytest.mark.parametrize("text,expected", [
    ("DENVER (AP) — Troy Tulowitzki has a tough name to spell, even at his ballpark.",
     "Troy Tulowitzki has a tough name to spell, even at his ballpark."),
    ("WASHINGTON—The chairman of the committee promised a total review.",
     "The chairman of the committee promised a total review."),
    ("(CNN) — The man was arrested on Friday after a long chase.",
     "The man was arrested on Friday after a long chase."),
    ("But the reason behind their withdrawal was the airstrikes, he said.",
     "The reason behind their withdrawal was the airstrikes, he said."),
    ("However, the success of the coalition airstrikes will be hard to replicate.",
     "The success of the coalition airstrikes will be hard to replicate."),
])
def test_trims(text, expected):
    assert trim_text(text) == expected


@pytest.mark.parametrize("text", [
    "A 20-year-old man - who was not named - said so.",
    "Then-President Obama said it on Monday.",
    "So-called experts disagree about this and many other things.",
    "US troops - who were there - said it was fine.",
])
def test_leaves_whole_sentences_alone(text):
    assert trim_text(text) == ""

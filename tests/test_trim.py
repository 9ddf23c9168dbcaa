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


@pytest.mark.parametrize("text,expected", [
    ("MOSCOW (AP) _ Serious human rights violations persist in Russia, Amnesty said.",
     "Serious human rights violations persist in Russia, Amnesty said."),
    ("MOBILE, Ala. (AP) -- A white supremacist arrested after buying grenades spoke.",
     "A white supremacist arrested after buying grenades spoke."),
    ("NAIROBI, June 12 (Xinhua) -- Kenyan President Daniel arap Moi has accused Amnesty.",
     "Kenyan President Daniel arap Moi has accused Amnesty."),
    ("Madrid, June 24 (Xinhua) -- Prime Minister Jose Maria Aznar said the cease-fire began.",
     "Prime Minister Jose Maria Aznar said the cease-fire began."),
    ("WASHINGTON _ The conviction of John William King last week closed a chapter.",
     "The conviction of John William King last week closed a chapter."),
    ("ANDREWS, N.C._Nine days after Eric Robert Rudolph walked out of the mountains.",
     "Nine days after Eric Robert Rudolph walked out of the mountains."),
    ("COEUR d'ALENE, Idaho _ Issuing a verdict that civil rights groups hope will count.",
     "Issuing a verdict that civil rights groups hope will count."),
    ("DATELINE -CALCUTTA _ CALCUTTA _ The 21st century is drawing near in Calcutta.",
     "The 21st century is drawing near in Calcutta."),
    ("BOSTON -- Forty-eight hours after the plane plunged into the ocean, it ended.",
     "Forty-eight hours after the plane plunged into the ocean, it ended."),
])
def test_agency_datelines(text, expected):
    assert trim_text(text) == expected


def test_in_addition_to_is_not_a_connective():
    text = "In addition to the Olympic bombing, Rudolph is charged with the clinic bombings."
    assert trim_text(text) == ""
    assert trim_text("In addition, Rudolph is charged with the 1997 clinic bombings.") == \
        "Rudolph is charged with the 1997 clinic bombings."

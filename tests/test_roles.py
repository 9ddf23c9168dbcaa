"""Roles: who a story says a person is, read from a title before the name or an apposition."""

from newsfuse.roles import (
    Role,
    apposition_after,
    chosen_role,
    find_name,
    gives_role,
    names_in,
    roles_in,
    title_before,
)


def _after(text: str, name: str) -> str | None:
    return apposition_after(text, text.index(name) + len(name))


def _before(text: str, name: str) -> str | None:
    return title_before(text, text.index(name))


def test_a_title_right_before_the_name_is_a_role():
    # MN 3391, 4328, train 6151: the titles the outlets write before a name
    assert _before("Four days later, lawyer Paxton Guymon said.", "Paxton") == "lawyer"
    assert _before("says study co-author Sarah Laszlo", "Sarah") == "study co-author"
    assert _before("EIA analyst Owen Comstock said", "Owen") == "EIA analyst"
    # the text's first word, capitalised only as such, is lower-cased; a title is not
    assert _before("Lawyer Paxton Guymon holds a photograph.", "Paxton") == "lawyer"
    assert _before("President Donald Trump lobbed a crass insult", "Donald") == "President"
    # not across a parenthesis, not a bare generic word, not out of a longer run of capitals,
    # not a word that is no role
    assert _before("led by an irascible lieutenant (Samuel L. Jackson)", "Samuel") is None
    assert _before("task force chief Woody Enderson said", "Woody") is None
    assert _before("In Ramallah, Israel Palestinian National Authority PNA President Yasser "
                   "Arafat renewed", "Yasser") is None
    assert _before("Police arrested John Smith on Monday.", "John") is None
    assert _before("Did President Donald Trump know?", "Donald") == "President"  # (MN 2986)
    # not past a comma or a figure: MN 576's "scheduled for April 28, Hayes' attorney John
    # Fuller" (a checker found "[April Hayes' attorney John] Fuller": no April Hayes)
    assert _before("The hearing has been scheduled for April 28, Hayes' attorney John Fuller "
                   "confirmed.", "John") == "Hayes' attorney"
    assert _before("On Tuesday Hayes' attorney John Fuller spoke.", "John") == "Hayes' attorney"
    # roles of the arts, the press and office (MN 3501, 4378, 2094), and "Mr." is no role
    assert _before("Guitarist Jimmy Page, 70, has spent two years", "Jimmy") == "guitarist"
    assert _before("said Fox News host Sean Hannity.", "Sean") == "Fox News host"
    assert _before("House Minority Leader Nancy Pelosi said", "Nancy") == "House Minority Leader"
    assert _before("with Senate Majority Leader Harry Reid", "Harry") == "Senate Majority Leader"
    assert _before("the bombing suspect Eric Rudolph", "Eric") == "suspect"
    assert _before("Mr. Noah Oppenheim said", "Noah") is None
    # a capital the text's opening gives may be a name's or only the sentence's: no role read
    # ("Series writer Jason Aaron", MN 2531), but an acronym is a name ("EIA analyst")
    assert _before("Series writer Jason Aaron emphasizes the point.", "Jason") is None
    assert _before("Google analyst Jane Roe said.", "Jane") is None


def test_an_apposition_after_the_name_is_a_role_without_its_article():
    assert _after("Not yet, said Efraim Levy, a S&P Capital IQ equity analyst.",
                  "Efraim Levy") == "S&P Capital IQ equity analyst"
    # a description with a clause or a preposition is no role a brief can set before a name
    assert _after("John Smith, a man who lives nearby, said.", "John Smith") is None
    assert _after("Jane Roe, the head of the agency, said.", "Jane Roe") is None
    assert _after("Jane Roe, a 34-year-old mother of three, said.", "Jane Roe") is None
    # where they work is no part of it ("at", "with", ...; "of" is); its plain words describe
    # it (train 13054), but not an age, and not a word too general once cut (train 7308)
    assert _after("Carrie Makarewicz, an urban planning professor at the University of Colorado "
                  "Denver, on the other hand, said", "Carrie Makarewicz") == \
        "urban planning professor"
    assert _after("John Smith, a professor at Yale who studies bees, said", "John Smith") == \
        "professor"
    assert _after("Akin Birdal, a former president of the Human Rights Association, served",
                  "Akin Birdal") is None
    assert _after("Eric Rudolph, a 31-year-old outdoorsman and carpenter, is charged",
                  "Eric Rudolph") is None
    assert _after("Susan Gomes, the officer in charge of the case, updated reporters",
                  "Susan Gomes") is None


def test_a_mention_that_already_says_who_gets_no_role():
    def given(text: str, name: str) -> bool:
        i = text.index(name)
        return gives_role(text, i, i + len(name))
    assert given("Injured British journalist Paul Conroy has been rescued.", "Paul Conroy")
    assert given("Brand Manager at KFC Jocelyn Bynoe said.", "Jocelyn Bynoe")
    assert given("Sen. Dick Durbin said.", "Dick Durbin")
    assert given("said Mark Ball, DART spokesman.", "Mark Ball")
    assert given("Kassie Siegel of the Center for Biological Diversity said.", "Kassie Siegel")
    assert given("a cast including John Goodman, Samuel L. Jackson, Brie Larson and more",
                 "Samuel L. Jackson")
    assert not given("Investigators told the Hardings, Paxton Guymon said.", "Paxton Guymon")
    assert not given("Paxton Guymon said the tea was laced.", "Paxton Guymon")
    assert not given("Mr. Noah Oppenheim said.", "Noah Oppenheim")  # an honorific says no role
    assert not given("said Ms. Jane Roe.", "Jane Roe")
    assert given("said Dr. Jane Roe.", "Jane Roe")


def test_a_name_is_not_a_longer_one():
    assert find_name("President John F. Kennedy was shot.", "John F. Kennedy") == (10, 25)
    assert find_name("John F. Kennedy Jr. was flying the plane.", "John F. Kennedy") is None
    assert find_name("Kennedy-Smith and John Kennedy-Smith", "John Kennedy") is None
    text = "“Headlines of fire,” [Efraim] Levy said."
    m = find_name(text, "Efraim Levy")
    assert m is not None and text[m.start:m.end] == "[Efraim] Levy"
    text = "Seth [Rogen]'s attention"
    m = find_name(text, "Seth Rogen")
    assert m is not None and text[m.start:m.end] == "Seth [Rogen]"
    assert find_name("Levy said, and Efraim then left.", "Efraim Levy") is None


def test_the_role_given_is_the_own_articles_else_one_all_agree_on():
    texts = [(0, "Not yet, said Efraim Levy, a S&P Capital IQ equity analyst."),
             (1, "Equity analyst Efraim Levy kept his rating."),
             (1, '"Judge Efraim Levy," the crowd chanted.')]  # (a quotation gives none)
    roles = roles_in(texts, "Efraim Levy")
    assert [r.words for r in roles] == ["S&P Capital IQ equity analyst", "equity analyst"]
    assert chosen_role(roles, 1).words == "equity analyst"
    assert chosen_role(roles, 2).words == "S&P Capital IQ equity analyst"  # both "analyst":
    # the fullest (DUC D0720E: "Palestinian President" over "President")
    differ = [Role("lawyer", 0, ""), Role("judge", 1, "")]
    assert chosen_role(differ, 2) is None


def test_a_shorter_role_says_the_same_in_fewer_words():
    # DUC D0729G: "FBI special agent" and "FBI agent" (one fits where the other does not)
    from newsfuse.roles import shorter_roles
    roles = [Role("FBI agent", 8, ""), Role("FBI special agent", 19, ""), Role("agent", 3, ""),
             Role("task force chief", 2, "")]
    assert [r.words for r in shorter_roles(roles, roles[1])] == ["FBI agent", "agent"]
    assert shorter_roles(roles, roles[2]) == []


def test_the_names_a_text_may_give_are_capitalised_words_in_a_row():
    assert names_in("Yesterday President Donald Trump met Samuel L. Jackson, [Efraim] Levy "
                    "said.") == ["Yesterday President", "President Donald", "Donald Trump",
                                 "Samuel L. Jackson", "Efraim Levy"]
    assert names_in("The rapper's mother, Fatima Johnson's friend, spoke.") == ["Fatima Johnson"]

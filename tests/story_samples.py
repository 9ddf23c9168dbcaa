"""Sample articles for the tests: stories (three made-up reports each) and two non-news
documents."""

from newsfuse.model import Article

QUAKE = [
    "A magnitude 6.8 earthquake struck the Andean town of Huaraz on Monday, collapsing the "
    "cathedral tower and killing at least 12 people, Peru's civil defence institute said. "
    "Rescuers dug through rubble in the Huaraz market district overnight.",
    "Peru's civil defence institute raised the Huaraz earthquake toll to 12 dead on Tuesday. "
    "The cathedral tower in Huaraz fell during the quake, and aftershocks rattled the Ancash "
    "region as rescuers searched the market district.",
    "Survivors of the Huaraz earthquake camped outside their homes in Ancash as aftershocks "
    "continued. The collapsed cathedral tower has become a symbol of the disaster, and rescuers "
    "in the market district said hope was fading.",
]
MERGER = [
    "Brewing giant Kestrel Holdings agreed to buy rival Ostmark Breweries for $9 billion, the "
    "companies said, creating Europe's third-largest beer maker. Ostmark shareholders will "
    "receive 41 euros a share in cash.",
    "Kestrel Holdings will pay 41 euros a share for Ostmark Breweries, valuing the brewer at "
    "about $9 billion. Analysts said competition regulators would scrutinise the Kestrel "
    "Ostmark deal closely.",
]
# three reports of one death whose leads tell it in other words: a brief takes the fact once
# (the marks find that the second lead tells the first's: ``align.told_twice``)
DIVER = [
    "A 23-year-old Navy diver trainee died last week during his second week of basic training "
    "in Port Verran, Oregon, a Navy spokesman said. The trainee lost consciousness during a "
    "pool exercise on Thursday and was taken to a hospital, where he was pronounced dead. The "
    "Navy has opened an investigation into the death. The course is known as one of the "
    "hardest in the military, and most trainees do not finish it.",
    "Seaman Tomas Radek Halvorsen, 23, of Bell Harbor, Maine, died during the grueling diver "
    "course at Naval Station Port Verran in Oregon. Halvorsen had enlisted in the Navy in 2015, "
    "according to his family. His mother said he had dreamed of becoming a diver since he was a "
    "boy. Navy officials said the cause of death had not been determined.",
    "The death of a Navy diver trainee in Oregon has renewed questions about the safety of the "
    "training. Two other trainees have died at Port Verran since 2013. Seaman Tomas Radek "
    "Halvorsen died on Thursday after a pool exercise, officials said.",
]
TWEET = ("Tweet with a location\n\nYou can add location information to your Tweets, such as "
         "your city or precise location, from the web and via third-party applications. You "
         "always have the option to delete your Tweet location history. Learn more")
ARCHIVE = ("Starting in 1996, Alexa Internet has been donating their crawl data to the Internet "
           "Archive. Flowing in every day, these data are added to the Wayback Machine after an "
           "embargo period.")


def articles(extra=()):
    arts = [Article(id=f"quake-{i}", text=t) for i, t in enumerate(QUAKE)]
    arts += [Article(id=f"merger-{i}", text=t) for i, t in enumerate(MERGER)]
    return arts + list(extra)

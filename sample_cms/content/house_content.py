"""Each house's content before ids, times and image URLs are derived: Fjordby's hand-written seeds, or for a smaller
house a share of the sample's films, and culture productions, articles and information pages written for it from a
few templates."""

from __future__ import annotations

from dataclasses import dataclass, replace

from sample_cms.content.articles import ARTICLES
from sample_cms.content.culture import CULTURE
from sample_cms.content.films import FILMS_COMING, FILMS_NOW
from sample_cms.content.houses import House
from sample_cms.content.seeds import ArticleSeed, CultureSeed, FilmSeed, Link, StaticPageSeed
from sample_cms.content.static_pages import STATIC_PAGES


@dataclass(frozen=True)
class HouseSeeds:
    """What one house's CMS holds, before ids, times and image URLs are derived."""

    films_now: tuple[FilmSeed, ...]
    films_coming: tuple[FilmSeed, ...]
    culture: tuple[CultureSeed, ...]
    articles: tuple[ArticleSeed, ...]
    static_pages: tuple[StaticPageSeed, ...]


def _culture(house: House) -> list[CultureSeed]:
    town, title = house.town, house.title
    return [
        CultureSeed(
            title=f"Julekonsert med {town} mannskor",
            category="Konsert",
            summary=f"{town} mannskor synger julen inn med kjente og kjære julesanger, med kulturskolens strykere som gjester.",
            body=(
                f"<p>Tradisjonen tro fyller {town} mannskor salen med julesanger i desember. I år får koret besøk av "
                "kulturskolens strykere, og kvelden avsluttes med allsang.</p>"
                "<p>Konserten varer omtrent halvannen time med pause.</p>"
            ),
            duration=90,
            venue_room="Storsalen",
            features=("Allsang",),
            featured=True,
            evening_time="19:00",
        ),
        CultureSeed(
            title=f"Lokalrevyen i {town}: Helt på kanten",
            category="Revy",
            summary=f"Lokale krefter tar for seg årets hendelser i {town}, med sang, sketsjer og et glimt i øyet.",
            body=(
                f"<p>Revygjengen er tilbake med nye tekster om alt som har skjedd i {town} det siste året, fra "
                "veiarbeidet i sentrum til kommunestyrets lengste møte.</p>"
                "<p>Passer for alle over tolv år. Baren er åpen før forestillingen og i pausen.</p>"
            ),
            duration=120,
            venue_room="Storsalen",
            features=("Bar",),
            shows=3,
        ),
        CultureSeed(
            title="Barneteater: Reven og månen",
            category="Barn",
            summary="En eventyrlig forestilling om en rev som vil fange månen. For barn fra tre år.",
            body=(
                "<p>Reven Rikke har bestemt seg: i natt skal hun fange månen. Med dukker, musikk og mye humor tar "
                "forestillingen de minste med på en reise over skogen og opp mot stjernene.</p>"
                "<p>Barn under to år går gratis på fanget.</p>"
            ),
            duration=45,
            venue_room="Lillesalen",
            features=("Barnevennlig",),
            shows=3,
            evening_time="12:00",
        ),
        CultureSeed(
            title="Jazzkveld i foajeen",
            category="Jazz",
            summary=f"{town} jazzklubb inviterer til en uformell kveld med husbandet og gjestesolister.",
            body=(
                f"<p>Første fredag i måneden gjør {town} jazzklubb foajeen om til jazzklubb. Husbandet spiller "
                "standarder, og gjestesolistene byttes fra gang til gang.</p>"
                "<p>Fri plassering ved bordene. Kom tidlig for de beste plassene.</p>"
            ),
            duration=100,
            venue_room="Foajeen",
            features=("Fri plassering", "Bar"),
            evening_time="20:00",
        ),
        CultureSeed(
            title=f"Foredrag: {town} før og nå",
            category="Foredrag",
            summary=f"Historielaget viser gamle bilder og forteller hvordan {town} har forandret seg på hundre år.",
            body=(
                f"<p>{town} historielag har samlet hundrevis av bilder fra gamle album. Se gatene, butikkene og "
                "menneskene slik de var, og hør historiene bak.</p>"
                f"<p>Foredraget holdes i samarbeid med {title}. Kaffe og kaker i pausen.</p>"
            ),
            duration=75,
            venue_room="Lillesalen",
            evening_time="18:00",
        ),
        CultureSeed(
            title="Seniordans på ettermiddagen",
            category="Seniorsenter",
            summary="Gammeldans og swing for seniorer, med levende musikk og kaffe i pausen.",
            body=(
                "<p>Ta med danseskoene! Trekkspillorkesteret spiller vals, reinlender og swing hele ettermiddagen, "
                "og det er god plass for dem som heller vil lytte.</p>"
                "<p>Salen har heis og teleslynge.</p>"
            ),
            duration=120,
            venue_room="Storsalen",
            shows=4,
            evening_time="13:00",
        ),
    ]


def _articles(house: House) -> list[ArticleSeed]:
    title, town, mail = house.title, house.town, f"post@{house.domain}"
    return [
        ArticleSeed(
            title="Velkommen til våre nye nettsider",
            slug="velkommen-til-nye-nettsider",
            author="Redaksjonen",
            content=(
                f"<p>Nå finner du hele programmet til {title} på ett sted: kino, konserter, teater og alt som skjer "
                "i huset, med billetter et tastetrykk unna.</p>"
                f'<p>Savner du noe? Skriv til oss på <a href="mailto:{mail}">{mail}</a>.</p>'
            ),
            days_ago=3,
        ),
        ArticleSeed(
            title="Åpningstider i jula",
            slug="apningstider-i-jula",
            author="Billettluka",
            content=(
                "<p>Kinoen viser film hver dag i jula, også 1. juledag fra klokka 15. Billettluka er stengt julaften "
                "og nyttårsaften, men billetter kan kjøpes på nett som vanlig.</p>"
                f"<p>God jul fra alle oss i {title}!</p>"
            ),
            days_ago=10,
        ),
        ArticleSeed(
            title="Nytt lerret og ny lyd i salen",
            slug="nytt-lerret-og-ny-lyd",
            author="Driftsavdelingen",
            content=(
                f"<p>Storsalen har fått nytt lerret og nytt lydanlegg, og publikum i {town} kan nå se film med "
                "skarpere bilde og tydeligere tale.</p>"
                "<p>Oppgraderingen er finansiert av kommunen med tilskudd fra Film &amp; Kino.</p>"
            ),
            days_ago=21,
        ),
        ArticleSeed(
            title=f"Bli frivillig i {title}",
            slug="bli-frivillig",
            author="Frivilligkoordinatoren",
            content=(
                "<p>Vi trenger flere frivillige til konserter, revy og kinodager. Du får gratis billetter, nye venner "
                "og en fot innenfor i kulturlivet.</p>"
                f'<p>Meld deg på <a href="mailto:{mail}">{mail}</a>.</p>'
            ),
            days_ago=35,
        ),
    ]


def _privacy(house: House) -> ArticleSeed:
    mail = f"post@{house.domain}"
    return ArticleSeed(
        title="Personvernerklæring",
        slug="personvernerklaering",
        author=house.title,
        content=(
            f"<p>{house.title} behandler personopplysninger når du kjøper billetter, melder deg på nyhetsbrevet eller "
            "kontakter oss. Vi lagrer bare det vi trenger, og aldri lenger enn loven krever.</p>"
            "<h2>Dine rettigheter</h2>"
            "<p>Du kan be om innsyn i, retting av og sletting av opplysningene om deg. Skriv til "
            f'<a href="mailto:{mail}">{mail}</a>.</p>'
        ),
        days_ago=200,
    )


def _static_pages(house: House) -> list[StaticPageSeed]:
    return [
        StaticPageSeed(
            path="/om-oss",
            title="Om oss",
            description=f"{house.title} er kulturhuset i {house.town}: kino, konserter, teater og møteplasser.",
            keywords=f"om oss, kulturhus, {house.town.lower()}",
            content=(
                f"<p>{house.title} er kulturhuset i {house.town}, med kino, konserter, teater og møteplasser for alle "
                f"aldre. Huset eies av {house.town} kommune og drives med god hjelp fra frivillige.</p>"
            ),
            links=(Link("Praktisk informasjon", "/praktisk-informasjon"),),
        ),
        StaticPageSeed(
            path="/praktisk-informasjon",
            title="Praktisk informasjon",
            description=f"Adresse, billettluke, parkering og tilgjengelighet i {house.title}.",
            keywords="praktisk informasjon, billetter, parkering",
            content=(
                f"<p>Du finner oss i {house.street}. Billettluka åpner en halv time før første forestilling.</p>"
                "<h2>Tilgjengelighet</h2>"
                "<p>Alle salene har trinnfri adkomst, plass til rullestol og teleslynge. Ledsagere går gratis.</p>"
                "<h2>Parkering</h2><p>Gratis parkering bak huset etter klokka 17.</p>"
            ),
        ),
    ]


def house_seeds(house: House, index: int) -> HouseSeeds:
    """The content of the `index`-th house (from 0): Fjordby's own; for a smaller one every other film showing, three
    coming, three culture productions and three articles, picked by `index` so the houses' programmes differ, its
    first two films featured."""
    if house.full:
        return HouseSeeds(FILMS_NOW, FILMS_COMING, CULTURE, ARTICLES, STATIC_PAGES)
    films = [replace(film, featured=n < 2) for n, film in enumerate(FILMS_NOW[index % 2 :: 2])]
    culture = _culture(house)
    articles = _articles(house)
    return HouseSeeds(
        films_now=tuple(films),
        films_coming=tuple(FILMS_COMING[index % 3 :: 2][:3]),
        culture=tuple(culture[(index + k) % len(culture)] for k in range(3)),
        articles=(_privacy(house), *(articles[(index + k) % len(articles)] for k in range(2))),
        static_pages=tuple(_static_pages(house)),
    )

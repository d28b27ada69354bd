"""The houses the sample CMS serves, one published site each: Fjordby kulturhus in full, and smaller houses with their
own names, partners, menus and content."""

from __future__ import annotations

from dataclasses import dataclass

from sample_cms.content.ids import stable_id

FJORDBY_SITE_ID = "8c1e5f0a-5a8e-4b8e-9a51-2f0c3d0b7a11"


@dataclass(frozen=True)
class House:
    """A culture house: its site's names, its membership partner, and how much of the sample's programme it shows."""

    key: str  # the venue slug of its ticketing, and the folder of its pictures
    title: str
    town: str
    partner: int
    street: str  # «Storgata 1, 1234 Fjordby»
    domain: str  # its web address and e-mail domain, «fjordbykulturhus.no»
    analytics_id: str | None = None  # the contract's nullable `analyticsId` and `facebookPixelId`
    pixel_id: str | None = None
    full: bool = False  # Fjordby: every page and record the sample has; the others a smaller share

    @property
    def site_id(self) -> str:
        return FJORDBY_SITE_ID if self.full else stable_id("site", self.key)


FJORDBY = House(
    key="fjordby",
    title="Fjordby kulturhus",
    town="Fjordby",
    partner=118,
    street="Storgata 1, 1234 Fjordby",
    domain="fjordbykulturhus.no",
    analytics_id="G-FJORDBY123",
    pixel_id="123456789012345",
    full=True,
)

# Nordvik's members log in with partner 178's provider, and it has analytics only; the others' partners have no
# membership provider, so their sites have no member area, and they have no trackers.
HOUSES: tuple[House, ...] = (
    FJORDBY,
    House(
        "nordvik",
        "Nordvik kino og kulturscene",
        "Nordvik",
        178,
        "Havnegata 12, 8800 Nordvik",
        "nordvikkino.no",
        analytics_id="G-NORDVIK178",
    ),
    House("solbakken", "Solbakken kulturhus", "Solbakken", 4711, "Kirkevegen 3, 2650 Solbakken", "solbakkenkultur.no"),
    House("strandvik", "Strandvik kino", "Strandvik", 4712, "Strandgata 40, 5450 Strandvik", "strandvikkino.no"),
    House("elvedal", "Elvedal kulturhus", "Elvedal", 4713, "Brugata 2, 2480 Elvedal", "elvedalkulturhus.no"),
    House("berglia", "Berglia kulturscene", "Berglia", 4714, "Torget 5, 7340 Berglia", "bergliakultur.no"),
)
DEFAULT_HOUSES = 3

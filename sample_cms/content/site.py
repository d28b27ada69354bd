"""The sample sites: a house's site with its theme and pages (Fjordby's with every page of the spec), and Fjordby's
unpublished staging copy."""

from __future__ import annotations

from typing import Any

from sample_cms.content.house_content import HouseSeeds
from sample_cms.content.houses import FJORDBY, House
from sample_cms.content.ids import stable_id
from sample_cms.content.seeds import StaticPageSeed

SITE_ID = FJORDBY.site_id
STAGING_SITE_ID = "3d2b7e44-0c7a-4f53-8f0e-1a6c9b5d2e90"
VENUE = FJORDBY.key

Json = dict[str, Any]

# Block components by kind, with the release train versions the spec names.
_VERSIONS = {"program": "8", "ticket-list": "5", "ticket": "5", "cover": "2", "card-list": "2"}
_MODELS = {
    "title": [("text", "string")],
    "content": [("content", "markdown"), ("links", "collection")],
    "cover": [("title", "string"), ("image", "string"), ("text", "string")],
}


def _theme(house: House, images: str) -> Json:
    return {
        "id": stable_id("theme", house.site_id),
        "name": house.town,
        "train": "v1",
        "variant": "variant-12",
        "favicon": f"{images}/profil/favicon.png",
        "logo": f"{images}/profil/logo.png",
        "logoAlt": f"{images}/profil/logo-hvit.png",
        "search": {"submitPath": "/sok", "enabled": True},
        "language": {"submitPath": "/", "enabled": False, "languageIcon": "globe"},
        "menu": _menu(house),
        "footer": _footer() if house.full else _small_footer(house),
    }


def _menu(house: House) -> list[Json]:
    header = _FULL_HEADER if house.full else _SMALL_HEADER
    footer = [("Personvernerklæring", "/article/personvernerklaering", None, None)]
    if house.full:
        footer.append(("Info om cookies", "/article/info-om-cookies", None, None))
    items: list[Json] = []
    for place, entries in (("header", header), ("footer", footer)):
        order_in_parent: dict[str | None, int] = {}
        for label, path, new_window, parent in entries:
            order_in_parent[parent] = order_in_parent.get(parent, 0) + 1
            item: Json = {
                "id": stable_id("menu", place, label),
                "path": path,
                "label": label,
                "parent": stable_id("menu", place, parent) if parent else "",
                "place": place,
                "locale": "nb",
                "order": order_in_parent[parent],
            }
            if new_window is not None:  # optional in the contract: most items leave it out
                item["openInNewWindow"] = new_window
            items.append(item)
    return items


# The menus' entries: (label, path, opens in a new window or None when the item leaves it out, parent's label).
_FULL_HEADER: list[tuple[str, str, bool | None, str | None]] = [
    ("jazz", f"/{VENUE}-jazz", True, None),
    ("Kulturprogram", "/kulturprogram", None, None),
    ("Den Store Kinodagen", "/den-store-kinodagen", False, None),
    ("Kino", "/kino", None, None),
    ("Praktisk info", "/praktisk-informasjon", None, None),
    ("Utleie", "/", None, None),
    ("Møterom og selskap", "/moterom-og-selskap", None, "Utleie"),
    ("Kinovestibylen og kinoteatret", "/kinovestibylen-og-kinoteatret", None, "Utleie"),
    ("Paviljongen", "/paviljongen", None, "Utleie"),
    ("Nyheter", "/nyheter", None, None),
    ("Om oss", "/om-oss", None, None),
]
_SMALL_HEADER: list[tuple[str, str, bool | None, str | None]] = [
    ("Kino", "/kino", None, None),
    ("Kommende filmer", "/kommende", None, None),
    ("Kulturprogram", "/kulturprogram", None, None),
    ("Nyheter", "/nyheter", None, None),
    ("Praktisk info", "/praktisk-informasjon", None, None),
    ("Om oss", "/om-oss", None, None),
]


def _column(title: str, order: int, items: list[tuple[str, str, str | None]]) -> Json:
    return {
        "locale": "nb",
        "title": title,
        "order": order,
        "items": [
            {"type": kind, "value": value, **({"href": href} if href else {}), "order": n}
            for n, (kind, value, href) in enumerate(items, start=1)
        ],
    }


def _small_footer(house: House) -> list[Json]:
    mail = f"post@{house.domain}"
    return [
        _column("Kontakt", 1, [("text", house.street, None), ("link", mail, f"mailto:{mail}")]),
        _column("Følg oss", 2, [("link", "Facebook", f"https://www.facebook.com/{house.key}")]),
    ]


def _footer() -> list[Json]:
    return [
        _column(
            "Kontakt",
            1,
            [
                ("text", "Storgata 1, 1234 Fjordby", None),
                ("link", "post@fjordbykulturhus.no", "mailto:post@fjordbykulturhus.no"),
                ("html", "<p>Billettluka åpner <strong>én time</strong> før første forestilling.</p>", None),
            ],
        ),
        _column(
            "Følg oss",
            2,
            [
                ("link", "Facebook", "https://www.facebook.com/fjordbykulturhus"),
                ("link", "Instagram", "https://www.instagram.com/fjordbykulturhus"),
                ("link", "Last ned appen (App Store)", "https://apps.apple.com/no/app/fjordby-kino/id1234567890"),
                (
                    "link",
                    "Last ned appen (Google Play)",
                    "https://play.google.com/store/apps/details?id=no.fjordby.kino",
                ),
            ],
        ),
        _column(
            "Lenker",
            3,
            [
                ("title", "Nyttige lenker", None),
                ("link", "Billetthjelp", "mailto:billetthjelp@fjordbykulturhus.no"),
                ("link", "Fjordby bibliotek", "https://bibliotek.fjordby.kommune.no"),
                ("link", "Fjordby seniorsenter", f"/{VENUE}-seniorsenter"),
                ("link", "Mat og servering", "/mat-og-servering"),
            ],
        ),
    ]


def _template(rows: int = 1) -> Json:
    screen = {size: {"span": 12, "order": 0} for size in ("xs", "md", "lg")}
    return {
        "rows": [{"container": True, "index": row, "columns": [{"index": 0, "screen": screen}]} for row in range(rows)]
    }


def _front_template() -> Json:
    """The front page's: a first row of two columns on a large screen (the slideshow, and beside it «Dagens program»,
    so tonight's showtimes are in the first screen), one under the other on a phone; then one column."""
    first = [
        {"index": column, "screen": {"xs": {"span": 12, "order": 0}, "md": {"span": 12, "order": 0}, "lg": lg}}
        for column, lg in enumerate(({"span": 8, "order": 0}, {"span": 4, "order": 0}))
    ]
    full = _template()["rows"][0]["columns"]
    return {
        "rows": [{"container": True, "index": 0, "columns": first}, {"container": True, "index": 1, "columns": full}]
    }


def _filter(prop: str, value: object) -> Json:
    return {"property": prop, "value": value, "operator": "eq"}


def _source(name: str, model: str, *filters: Json, collection: bool = True) -> Json:
    return {"name": name, "model": model, "collection": collection, "filter": list(filters)}


def _block(page_key: str, kind: str, order: int, *, hide: bool = False, place: tuple[int, int] = (0, 0)) -> Json:
    model = "".join(part.title() for part in kind.split("-")) + "Component"
    properties = [
        {
            "name": name,
            "type": kind_,
            "icon": "",
            "hidden": False,
            **({"prototype": {"title": "string", "url": "string"}} if kind_ == "collection" else {}),
        }
        for name, kind_ in _MODELS.get(kind, [("title", "string")])
    ]
    return {
        "id": stable_id("block", page_key, kind, order),
        "component": f"cw-component-{kind}",
        "hide": hide,
        "place": {"row": place[0], "column": place[1], "order": order},
        "metadata": {"model": model, "version": _VERSIONS.get(kind, "1"), "properties": properties},
    }


def _meta(title: str, description: str, keywords: str, bindings: Json | None = None) -> Json:
    return {
        "data": [
            {
                "locale": "nb",
                "title": title,
                "description": description,
                "keywords": keywords,
                "image": None,
                "facebookVerificationCode": None,
                "bindings": bindings or {},
            }
        ]
    }


def _bind(path: str, source: str | None) -> Json:
    return {"binding": path, "source": source}


class _PageBook:
    """Collects pages and the management API's block data for them; without `bindings`, a block's data keeps its
    static fields only, as most CMSs give it (the contract's rule then says which records it shows)."""

    def __init__(self, bindings: bool) -> None:
        self.pages: list[Json] = []
        self.block_data: list[Json] = []

        self.bindings = bindings

    def add(
        self,
        path: str,
        title: str,
        meta: Json,
        blocks: list[tuple[str, Json]],
        sources: list[Json] | None = None,
        page_type: str = "standard",
        template: Json | None = None,
    ) -> None:
        """A page; a block's data may say `_hide` (the CMS's flag) and `_place` (its row and column of `template`)."""
        page_id = stable_id("page", path)
        page_blocks = []
        for order, (kind, data) in enumerate(blocks, start=1):
            block = _block(path, kind, order, hide=bool(data.pop("_hide", False)), place=data.pop("_place", (0, 0)))
            page_blocks.append(block)
            if not self.bindings:
                data.pop("bindings", None)
            self.block_data.append(
                {
                    "blockId": block["id"],
                    "pageId": page_id,
                    "data": {"locale": "nb", "id": stable_id("block-data", block["id"]), "bindings": {}, **data},
                }
            )
        self.pages.append(
            {
                "id": page_id,
                "title": title,
                "path": path,
                "layout": "page-header-footer",
                "pageType": page_type,
                "template": template or _template(),
                "sources": sources or [],
                "blocks": page_blocks,
                "meta": meta,
            }
        )


def _listing(source: str, title: str | None = None) -> Json:
    """Block data for a block that lists every record of a page source (the empty path is the source itself)."""
    data: Json = {"bindings": {"items": _bind("", source)}}
    if title:
        data["title"] = title
    return data


def _quick_links() -> Json:
    return {
        "links": [
            {"title": "Kinoprogram", "url": "/program"},
            {"title": "Kommende filmer", "url": "/kommende"},
            {"title": "Kulturprogram", "url": "/kulturprogram"},
            {"title": "Praktisk informasjon", "url": "/praktisk-informasjon"},
        ]
    }


# Static pages that list the productions of one category as cards: (category, the list's heading).
_CATEGORY_LISTS = {
    f"/{VENUE}-jazz": ("Jazz", "Årets konserter"),
    f"/{VENUE}-seniorsenter": ("Seniorsenter", "Dette skjer på seniorsenteret"),
}


def _static_page(book: _PageBook, seed: StaticPageSeed, images: str) -> None:
    blocks: list[tuple[str, Json]] = []
    if seed.cover_image:
        blocks.append(("cover", {"title": seed.title, "image": f"{images}/sider/{seed.cover_image}.jpg"}))
    blocks.append(("title", {"text": seed.title}))
    blocks.append(
        ("content", {"content": seed.content, "links": [{"title": x.title, "url": x.url} for x in seed.links]})
    )
    sources: list[Json] = []
    if seed.path in _CATEGORY_LISTS:
        category, heading = _CATEGORY_LISTS[seed.path]
        sources.append(_source("categoryProductions", "production", _filter("category", category)))
        blocks.append(("card-list", _listing("categoryProductions", heading)))
    book.add(
        seed.path,
        seed.title,
        _meta(seed.title, seed.description, seed.keywords),
        blocks,
        sources,
        page_type="ordinary",
    )


def _pages(house: House, seeds: HouseSeeds, images: str, bindings: bool) -> _PageBook:
    """The house's pages: Fjordby's every page of the spec's route table; a smaller house's the programme, news,
    search and its own information pages."""
    book = _PageBook(bindings)
    movies = _source("movies", "production", _filter("object", "movie"), _filter("objectClass", "movie"))
    book.add(
        "/",
        "Forside",
        _meta(
            "Forside",
            f"Kino, konserter, teater og jazz i {house.title}. Se programmet og kjøp billetter.",
            f"kino, kulturhus, konserter, teater, {house.key}",
        ),
        [
            ("slideshow", _listing("featuredMovies") | {"_place": (0, 0)}),
            ("quick-links", _quick_links() | {"_place": (1, 0)}),
            ("cover-flow", _listing("featuredProductions", "Aktuelt i kulturhuset") | {"_place": (1, 0)}),
            ("culture-program", _listing("cultureProductions", "Kulturprogram") | {"_place": (1, 0)}),
            ("card-list", _listing("articles", "Nyheter") | {"_place": (1, 0)}),
            ("schedule", _listing("filmEvents", "Dagens program") | {"_place": (0, 1)}),
        ],
        # The sources in the order the contract's rule reads them: the blocks of a model take that model's sources
        # in block order, so without bindings the site shows what these bindings say.
        [
            _source("featuredMovies", "production", _filter("object", "movie"), _filter("featured", True)),
            _source("featuredProductions", "production", _filter("object", "culture"), _filter("featured", True)),
            _source("filmEvents", "event", _filter("production.object", "movie")),
            _source("cultureEvents", "event", _filter("production.object", "culture")),
            _source("articles", "article"),
            _source("cultureProductions", "production", _filter("object", "culture")),
        ],
        template=_front_template(),
    )
    for path, title in (("/kino", "Kino"), ("/program", "Kinoprogram")):
        book.add(
            path,
            title,
            _meta(title, f"Se hvilke filmer som går på {house.town} kino, og kjøp billetter.", "kino, film, program"),
            [("title", {"text": title}), ("quick-links", _quick_links()), ("program", _listing("movies"))],
            [movies],
        )
    book.add(
        "/kommende",
        "Kommende filmer",
        _meta("Kommende filmer", f"Filmene som snart kommer på {house.town} kino.", "kino, premiere, kommende filmer"),
        [("program", _listing("comingMovies", "Kommende filmer"))],
        [_source("comingMovies", "production", _filter("object", "movie"), _filter("objectClass", "movie_coming"))],
    )
    if house.full:
        _fjordby_pages(book, images)
    book.add(
        "/kulturprogram",
        "Kulturprogram",
        _meta("Kulturprogram", f"Konserter, teater, revy og jazz i {house.title}.", "kultur, konsert, teater"),
        [("culture-program", _listing("culture"))],
        [_source("culture", "production", _filter("object", "culture"))],
    )
    book.add(
        "/nyheter",
        "Nyheter",
        _meta("Nyheter", f"Siste nytt fra {house.title}.", "nyheter, kulturhus"),
        [("card-list", _listing("articles", "Nyheter"))],
        [_source("articles", "article")],
    )
    _record_pages(book)
    book.add(
        "/sok",
        "Søk",
        _meta("Søk", "Søk i filmer, arrangementer, nyheter og sider.", "søk"),
        [("search-field", {"placeholder": "Søk etter filmer og arrangementer"}), ("search-results", {})],
    )
    book.add(
        "/nyhetsbrev",
        "Nyhetsbrev",
        _meta("Nyhetsbrev", f"Meld deg på nyhetsbrevet fra {house.title}.", "nyhetsbrev"),
        [
            ("title", {"text": "Nyhetsbrev"}),
            ("news-subscribe", {"title": "Meld deg på nyhetsbrevet", "_hide": False}),
            # An editor's draft block: hidden blocks stay in the CMS but never reach the site.
            ("content", {"content": "<p>Utkast: vinnere av månedens trekning.</p>", "links": [], "_hide": True}),
        ],
    )
    for seed in seeds.static_pages:
        _static_page(book, seed, images)
    return book


def _fjordby_pages(book: _PageBook, images: str) -> None:
    """The pages only Fjordby has: all films and their showings, and Den Store Kinodagen."""
    book.add(
        "/filmer",
        "Filmer",
        _meta("Filmer", "Alle filmer og visninger på Fjordby kino.", "filmer, visninger"),
        [("events", _listing("films"))],
        [_source("films", "production", _filter("object", "movie"))],
    )
    book.add(
        "/den-store-kinodagen",
        "Den Store Kinodagen",
        _meta(
            "Den Store Kinodagen",
            "Én dag, mange filmer og billige billetter: Den Store Kinodagen i Fjordby.",
            "kinodagen, kino, fjordby",
        ),
        [
            ("cover", {"title": "Den Store Kinodagen", "image": f"{images}/sider/kinodagen.jpg"}),
            ("title", {"text": "Den Store Kinodagen"}),
            ("program", _listing("movies")),
        ],
        [_source("movies", "production", _filter("object", "movie"))],
    )


def _record_pages(book: _PageBook) -> None:
    """The templates of an article's, a film's and a culture production's page."""
    book.add(
        "/article/:article",
        "Artikkel",
        _meta(
            "Artikkel",
            "",
            "",
            {"title": _bind("title", "article"), "image": _bind("image", "article")},
        ),
        [
            ("cover", {"bindings": {"title": _bind("title", "article"), "image": _bind("image", "article")}}),
            ("article", {"bindings": {"article": _bind("", "article")}}),
        ],
        [_source("article", "article", _filter("slug", "@param"), collection=False)],
    )
    production_bindings = {
        "title": _bind("title", "production"),
        "image": _bind("assets[type=first_image].url", "production"),
    }
    book.add(
        "/:production",
        "Film",
        _meta(
            "Film",
            "",
            "",
            {
                "title": _bind("title", "production"),
                "description": _bind("contents[0].body", "production"),
                "keywords": _bind("features", "production"),
                "image": _bind("assets[type=first_image].url", "production"),
            },
        ),
        [
            ("cover", {"bindings": dict(production_bindings)}),
            ("ticket-list", _listing("events")),
            ("movie-info", {"bindings": {"production": _bind("", "production")}}),
        ],
        [
            _source(
                "production",
                "production",
                _filter("parentSlug", "@param"),
                _filter("object", "movie"),
                collection=False,
            ),
            _source("events", "event", _filter("production.parentSlug", "@param")),
        ],
    )
    book.add(
        "/:culture",
        "Kultur",
        _meta(
            "Kultur",
            "",
            "",
            {
                "title": _bind("title", "production"),
                "description": _bind("contents[0].summary", "production"),
                "image": _bind("assets[type=first_image].url", "production"),
            },
        ),
        [
            ("cover", {"bindings": dict(production_bindings)}),
            ("ticket-list", _listing("events")),
            ("movie-info", {"bindings": {"production": _bind("", "production")}}),
            ("news-subscribe", {"title": "Få nyheter fra kulturhuset på e-post"}),
        ],
        [
            _source(
                "production",
                "production",
                _filter("pageReference", "@param"),
                _filter("object", "culture"),
                collection=False,
            ),
            _source("events", "event", _filter("production.pageReference", "@param")),
        ],
    )


def build_site(
    house: House, seeds: HouseSeeds, images: str, partners: list[int] | None, bindings: bool
) -> tuple[Json, list[Json]]:
    """The house's published site as `/v1/sites` gives it, and the block data of its pages; `images` is the base of
    its image URLs, `partners` its partner ids in place of the house's, `bindings` false for block data without
    bindings."""
    book = _pages(house, seeds, images, bindings)
    aliases = [{"fromPath": "/billetter", "toPath": "/kino"}]
    if house.full:
        aliases.append({"fromPath": "/jazz", "toPath": f"/{VENUE}-jazz"})
    site = {
        "id": house.site_id,
        "title": house.title,
        "host": f"https://www.{house.domain}",
        "venue": house.key,
        "stage": "production",
        "published": True,
        "partners": [house.partner] if partners is None else partners,
        "aliases": aliases,
        "locale": {"available": ["nb"], "default": "nb", "enabled": ["nb"]},
        "components": [
            {"id": stable_id("component", kind), "name": kind, "version": version, "train": "v1"}
            for kind, version in sorted(_VERSIONS.items())
        ],
        "skeleton": {"version": "3"},
        "facebookPixelId": house.pixel_id,
        "analyticsId": house.analytics_id,
        "ticketing": {"host": "https://billett.example.no", "venue": house.domain.split(".")[0]},
        "theme": _theme(house, images),
        "pages": book.pages,
    }
    return site, book.block_data


def staging_copy(site: Json) -> Json:
    """Fjordby's unpublished staging site: served first, so "the first published site" matters."""
    return {
        **site,
        "id": STAGING_SITE_ID,
        "title": "Fjordby kulturhus (test)",
        "host": "https://test.fjordbykulturhus.no",
        "stage": "staging",
        "published": False,
        "pages": [],
        "aliases": [],
    }

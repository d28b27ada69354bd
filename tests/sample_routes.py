"""The routes the sample CMS's content gives, worked out by hand: the expected side of end-to-end tests."""

# The literal routes the sample CMS's pages give, plus the 404 page.
STATIC_ROUTES = [
    "/",
    "/404.html",
    "/article/personvernerklaering",
    "/cookies-info",
    "/den-store-kinodagen",
    "/filmer",
    "/fjordby-jazz",
    "/fjordby-seniorsenter",
    "/kino",
    "/kinobursdag",
    "/kinovestibylen-og-kinoteatret",
    "/kommende",
    "/kulturprogram",
    "/mat-og-servering",
    "/moterom-og-selskap",
    "/nyheter",
    "/nyhetsbrev",
    "/om-oss",
    "/paviljongen",
    "/praktisk-informasjon",
    "/priser-fjordby-kinoteater",
    "/priser-kinovestibylen",
    "/priser-moterom-og-selskapsrom",
    "/priser-privat-kinofremvisning",
    "/program",
    "/sok",
]
# The sample's films, by python-slugify's defaults and the code (two of them carry the CMS's own slug).
FILM_ROUTES = [
    "/bestefars-bat-dxm-1000934", "/dragevokterne-dxm-1001288", "/eldfjellet-dxm-1001222",
    "/hannah-s-garden-dxm-1000988", "/hjertet-i-nord-dxm-1001458", "/jul-i-snekkerbakken-dxm-1001401",
    "/kongens-kurer-dxm-1001437", "/last-train-to-galway-dxm-1001199", "/lop-tiril-lop-dxm-1001302",
    "/melodien-fra-nordheim-dxm-1001293", "/midnight-protocol-dxm-1001415", "/mor-datter-dxm-1001177",
    "/naboen-i-femte-dxm-1001210", "/nattskift-dxm-1001266", "/operasjon-nordlys-det-siste-oppdraget-dxm-1001251",
    "/orbit-dxm-1001315", "/pingvinpatruljen-dxm-1001330", "/sjosproyt-og-sommerfugler-dxm-1001234",
    "/skjaergardsmordet-dxm-1000912", "/skogens-stemmer-dxm-1000877", "/sostrene-fra-sandoy-dxm-1001446",
    "/trollskogen-dxm-1001422", "/tusen-mil-til-tromso-dxm-1001274", "/vinterlys-dxm-1001240",
    "/wedding-season-dxm-1001463",
]  # fmt: skip
# Culture slugs: the title's slug plus six characters from SHA-256 of "site id:production id" (two are the CMS's).
CULTURE_ROUTES = [
    "/allsang-pa-seniorsenteret-p8r4i7", "/bolger-w4tmgi", "/et-dukkehjem-dr32s5",
    "/fjordby-jazz-jazzbrunsj-med-hammond-horn-bczknn", "/fjordby-jazz-kvartett-nordavind-knqwfv",
    "/fjordby-jazz-sofie-lind-trio-5nvikx", "/fjordbyrevyen-2026-rett-i-fjorden-r7m2pd",
    "/fra-sildeby-til-kulturby-fjordby-gjennom-hundre-ar-gjipz9", "/sanger-fra-fjorden-visekveld-med-mari-lunde-u1ha9q",
    "/seniordans-i-paviljongen-lvvoy8", "/strykekvartetten-aurora-spiller-grieg-og-schubert-bnqy6g",
    "/trollet-som-ikke-ville-sove-edw0h3", "/vinterkonsert-med-fjordby-storband-k3x9qa",
]  # fmt: skip

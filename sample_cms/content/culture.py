"""Sample culture programme for Fjordby kulturhus: concerts, jazz, theatre, revue, dance and more."""

from sample_cms.content.seeds import CultureSeed

CULTURE: tuple[CultureSeed, ...] = (
    CultureSeed(
        title="Vinterkonsert med Fjordby Storband",
        category="Konsert",
        summary=(
            "Fjordby Storband inviterer til tradisjonsrik vinterkonsert med swingklassikere, vinterstemning "
            "og gjestesolist."
        ),
        body=(
            "<p>Hvert år fyller Fjordby Storband kinoteatret med svingende storbandlyd, og i år er intet "
            "unntak. Under ledelse av dirigent Trond Vik spiller de tjue musikerne alt fra Count Basie og "
            "Duke Ellington til nyskrevne arrangementer av kjente norske vintersanger.</p>"
            "<p>Kveldens gjestesolist er sangerinnen <strong>Hanne Myklebust</strong>, som mange husker fra "
            "fjorårets utsolgte konsert. Det blir pause med servering i Kinovestibylen.</p>"
            "<p>Konserten varer i ca. to timer inkludert pause.</p>"
        ),
        duration=120,
        venue_room="Kinoteatret",
        features=("Pause", "Servering", "Teleslynge"),
        featured=True,
        page_reference="vinterkonsert-med-fjordby-storband-k3x9qa",
        shows=2,
        evening_time="19:30",
    ),
    CultureSeed(
        title="Fjordby Jazz: Kvartett Nordavind",
        category="Jazz",
        summary=(
            "Festivalens åpningskonsert med Kvartett Nordavind, som blander nordisk folketone og hardingfele "
            "med moderne jazz."
        ),
        body=(
            "<p>Kvartett Nordavind har på kort tid blitt et av de mest omtalte bandene på den norske "
            "jazzscenen. Med saksofon, kontrabass, trommer og hardingfele skaper de et lydbilde som er "
            "stemningsfullt, lekent og uventet på samme tid.</p>"
            "<p>Konserten åpner årets utgave av <strong>Fjordby Jazz</strong>, og Kinovestibylen blir rigget "
            "som en intim klubbscene med bord og bar. Det er fri plassering, så kom gjerne tidlig for å "
            "sikre deg en god plass.</p>"
            "<p>Konserten inngår i festivalpasset.</p>"
        ),
        duration=90,
        venue_room="Kinovestibylen",
        features=("Fjordby Jazz", "Fri plassering", "Bar"),
        featured=True,
        shows=1,
        evening_time="20:00",
    ),
    CultureSeed(
        title="Fjordby Jazz: Sofie Lind Trio",
        category="Jazz",
        summary="Pianisten Sofie Lind og trioen hennes spiller låter fra det kritikerroste albumet «Lysår».",
        body=(
            "<p>Sofie Lind er en av landets mest spennende unge jazzpianister, og med trioen sin har hun "
            "turnert både i Norden og ellers i Europa. Musikken er lyrisk og melodiøs, men har et driv som "
            "gjør det vanskelig å sitte stille.</p>"
            "<p>I Paviljongen får du en nær og uformell konsertopplevelse med utsikt over fjorden. Konserten "
            "er en del av <strong>Fjordby Jazz</strong> og inngår i festivalpasset.</p>"
        ),
        duration=75,
        venue_room="Paviljongen",
        features=("Fjordby Jazz", "Fri plassering"),
        shows=1,
        evening_time="21:30",
    ),
    CultureSeed(
        title="Fjordby Jazz: Jazzbrunsj med Hammond & Horn",
        category="Jazz",
        summary="Avslutt festivalhelgen med brunsj og groovy hammondjazz i Kinovestibylen.",
        body=(
            "<p>Søndagens jazzbrunsj har blitt en kjær tradisjon under Fjordby Jazz. I år er det bandet "
            "<strong>Hammond &amp; Horn</strong> som står for musikken, med soul- og gospelinspirert jazz "
            "fra hammondorgel, trompet og tenorsaksofon.</p>"
            "<p>Billetten inkluderer brunsjbuffet fra vår samarbeidspartner Fjordby Mat &amp; Vinhus. Barn "
            "under tolv år betaler halv pris, og barn under tre år spiser gratis.</p>"
            "<p>Gi beskjed om matallergier til post@fjordbykulturhus.no senest tre dager før "
            "arrangementet.</p>"
        ),
        duration=120,
        venue_room="Kinovestibylen",
        features=("Fjordby Jazz", "Servering", "Barnevennlig"),
        shows=1,
        evening_time="12:00",
    ),
    CultureSeed(
        title="Et dukkehjem",
        category="Teater",
        summary=(
            "Teater Fjord setter opp Ibsens klassiker i en ny og nedstrippet versjon, der Nora og Helmer "
            "møtes i et moderne hjem."
        ),
        body=(
            "<p>Hvorfor forlater Nora mann og barn? Nesten 150 år etter uroppføringen vekker <em>Et "
            "dukkehjem</em> fortsatt debatt. Teater Fjord flytter handlingen til vår egen tid, men beholder "
            "Ibsens skarpe replikker og nådeløse blikk på et ekteskap som slår sprekker.</p>"
            "<p>Regissør Kjersti Lie har skapt en intens forestilling med bare fire skuespillere og en enkel "
            "scenografi. Forestillingen varer i ca. 1 time og 50 minutter uten pause og anbefales fra 13 "
            "år.</p>"
            "<p>Etter den første forestillingen blir det publikumssamtale med regissør og skuespillere.</p>"
        ),
        duration=110,
        venue_room="Kinoteatret",
        features=("Uten pause", "Teleslynge"),
        featured=True,
        shows=3,
        evening_time="19:00",
    ),
    CultureSeed(
        title="Fjordbyrevyen 2026: Rett i fjorden",
        category="Revy",
        summary=(
            "Årets lokalrevy tar for seg alt fra bompengedebatten til den nye rundkjøringen, med sang, "
            "sketsjer og mye galskap."
        ),
        body=(
            "<p>Fjordbyrevyen er tilbake med nytt ensemble, nye tekster og like mye humor som før. I <em>"
            "Rett i fjorden</em> får både kommunestyret, hytteeierne og den evige parkeringsdebatten i "
            "sentrum gjennomgå.</p>"
            "<p>Revyen er skrevet og framført av lokale krefter, med <strong>Fjordby Revyorkester</strong> "
            "på scenen. Det blir pause med servering i Kinovestibylen, og baren åpner en time før "
            "forestillingen.</p>"
            "<p>Revyen passer for publikum fra 12 år. Erfaringsmessig blir det fort utsolgt, så vær tidlig "
            "ute.</p>"
        ),
        duration=150,
        venue_room="Kinoteatret",
        features=("Pause", "Servering", "Bar"),
        featured=True,
        page_reference="fjordbyrevyen-2026-rett-i-fjorden-r7m2pd",
        shows=5,
        evening_time="19:30",
    ),
    CultureSeed(
        title="Bølger",
        category="Dans",
        summary=(
            "Seks dansere fra Kompani Tidevann utforsker havet, bevegelse og pust i en visuelt vakker "
            "forestilling for hele familien."
        ),
        body=(
            "<p>I <em>Bølger</em> smelter samtidsdans, levende musikk og videoprojeksjoner sammen til en "
            "sanselig opplevelse. De seks danserne i Kompani Tidevann beveger seg mellom stille dønninger og "
            "voldsomme stormkast, akkompagnert av cellist Ane Brekke.</p>"
            "<p>Forestillingen har ingen tekst og passer for publikum i alle aldre fra åtte år. Den varer i "
            "en time uten pause.</p>"
            "<p>Etter forestillingen inviterer kompaniet barn og unge til et kort danseverksted på "
            "scenen.</p>"
        ),
        duration=60,
        venue_room="Kinoteatret",
        features=("Uten pause", "Barnevennlig"),
        shows=2,
        evening_time="18:00",
    ),
    CultureSeed(
        title="Fra sildeby til kulturby: Fjordby gjennom hundre år",
        category="Foredrag",
        summary=(
            "Lokalhistoriker Gunnar Bratt tar deg med på en billedrik reise gjennom hundre år av Fjordbys "
            "historie, fra sildeeventyret til i dag."
        ),
        body=(
            "<p>Hvordan gikk Fjordby fra å være et lite fiskevær til å bli et regionsenter med eget "
            "kulturhus? I dette foredraget deler lokalhistoriker <strong>Gunnar Bratt</strong> gamle "
            "fotografier, avisutklipp og anekdoter fra byens utvikling – fra sildeeventyret og krigsårene "
            "til byggingen av kinoteatret i 1962.</p>"
            "<p>Foredraget arrangeres i samarbeid med Fjordby bibliotek og Fjordby historielag. Det blir "
            "servert kaffe og kaker i pausen.</p>"
            "<p>Foredraget varer i ca. halvannen time inkludert pause.</p>"
        ),
        duration=90,
        venue_room="Kinovestibylen",
        features=("Pause", "Teleslynge"),
        shows=1,
        evening_time="18:00",
    ),
    CultureSeed(
        title="Trollet som ikke ville sove",
        category="Barn",
        summary=(
            "En musikalsk og interaktiv barneforestilling for de minste, om et lite troll som heller vil "
            "leke enn å legge seg."
        ),
        body=(
            "<p>Det er sengetid i skogen, men det lille trollet Tuss har ingen planer om å sove. Sammen med "
            "publikum finner han på det ene påfunnet etter det andre, mens mamma troll blir stadig mer "
            "oppgitt.</p>"
            "<p>Forestillingen er laget for barn fra to til seks år og varer i ca. 45 minutter. Barna sitter "
            "på puter foran scenen, og de voksne på stoler bak. Alle over ett år trenger billett.</p>"
            "<p>Barnevogner kan parkeres i gangen ved inngangen til Paviljongen.</p>"
        ),
        duration=45,
        venue_room="Paviljongen",
        features=("Barnevennlig", "Fri plassering"),
        featured=True,
        shows=3,
        evening_time="11:00",
    ),
    CultureSeed(
        title="Allsang på seniorsenteret",
        category="Seniorsenter",
        summary=(
            "Syng med på kjente viser, slagere og salmer sammen med pianist Bjørg Holm og gode venner på "
            "Fjordby seniorsenter."
        ),
        body=(
            "<p>Allsangen har blitt en av de mest populære aktivitetene på seniorsenteret. Pianist <strong>"
            "Bjørg Holm</strong> spiller kjente og kjære sanger av blant andre Alf Prøysen, Evert Taube og "
            "Jens Book-Jenssen, og sangtekstene vises på storskjerm.</p>"
            "<p>Det blir kaffe og vafler i pausen. Arrangementet er gratis for medlemmer av seniorsenteret, "
            "og andre betaler 50 kr i døra.</p>"
            "<p>Lokalet har teleslynge og trinnfri adkomst fra parkeringsplassen.</p>"
        ),
        duration=90,
        venue_room="Seniorsenteret",
        features=("Teleslynge", "Servering"),
        shows=4,
        evening_time="12:00",
        has_pictures=False,  # the one record without pictures: the site shows its placeholder
    ),
    CultureSeed(
        title="Seniordans i Paviljongen",
        category="Seniorsenter",
        summary=(
            "Gammeldans, swing og vals til levende musikk hver uke. Ta med en dansepartner, eller kom alene "
            "og bli med i ringen."
        ),
        body=(
            "<p>Hver uke fylles Paviljongen av dansende seniorer når <strong>Trio Fjordklang</strong> "
            "spiller opp til gammeldans, reinlender, vals og swing. Du trenger ikke å kunne trinnene på "
            "forhånd: Danseinstruktør Randi Solvang viser de enkleste turene i starten av hver samling.</p>"
            "<p>Kafeen selger kaffe, smørbrød og kaker. Inngang koster 80 kr og betales i døra med kort "
            "eller Vipps.</p>"
        ),
        duration=120,
        venue_room="Paviljongen",
        features=("Servering", "Trinnfri adkomst"),
        shows=5,
        evening_time="13:00",
    ),
    CultureSeed(
        title="Strykekvartetten Aurora spiller Grieg og Schubert",
        category="Konsert",
        summary=(
            "Strykekvartetten Aurora spiller Griegs strykekvartett i g-moll og Schuberts «Døden og piken» i "
            "en intim kammerkonsert."
        ),
        body=(
            "<p>Strykekvartetten Aurora består av fire unge musikere som har vunnet flere priser for sine "
            "tolkninger av det romantiske repertoaret. I Kinovestibylen kommer publikum tett på musikerne, "
            "og akustikken egner seg utmerket for kammermusikk.</p>"
            "<p>Programmet består av Edvard Griegs strykekvartett i g-moll og Franz Schuberts strykekvartett "
            "nr. 14, bedre kjent som <em>Døden og piken</em>. Konsertverten gir en kort innføring før hvert "
            "verk.</p>"
        ),
        duration=80,
        venue_room="Kinovestibylen",
        features=("Pause",),
        shows=1,
        evening_time="18:00",
    ),
    CultureSeed(
        title="Sanger fra fjorden: visekveld med Mari Lunde",
        category="Konsert",
        summary=(
            "Visesanger Mari Lunde presenterer egne sanger og gamle kystviser i en stemningsfull og intim "
            "kveld i Paviljongen."
        ),
        body=(
            "<p>Mari Lunde vokste opp i Fjordby og har gjennom tjue år som visesanger hentet mye av "
            "inspirasjonen sin fra livet langs kysten. Denne kvelden veksler hun mellom egne sanger fra det "
            "nye albumet og tradisjonelle kystviser hun har samlet inn fra eldre sangere i regionen.</p>"
            "<p>Hun akkompagneres av gitarist Per Arne Dahl. Kafeen serverer lettere retter og drikke før "
            "konserten og i pausen.</p>"
        ),
        duration=90,
        venue_room="Paviljongen",
        features=("Pause", "Servering"),
        shows=2,
        evening_time="19:30",
    ),
)

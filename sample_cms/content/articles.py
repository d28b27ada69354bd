"""Sample news and information articles for Fjordby kulturhus, including privacy and cookie texts."""

from sample_cms.content.seeds import ArticleSeed

ARTICLES: tuple[ArticleSeed, ...] = (
    ArticleSeed(
        title="Åpningstider i jula",
        slug="apningstider-i-jula",
        author="Kari Nordvik",
        content=(
            "<p>Julen nærmer seg, og vi gleder oss til å ønske både store og små velkommen til julekino, "
            "konserter og hyggelige stunder i kulturhuset. I høytiden har vi endrede åpningstider for "
            "kinoen, kafeen, seniorsenteret og administrasjonen.</p>"
            "<h2>Kino og kafé</h2>"
            "<ul>"
            "<li><strong>Lille julaften:</strong> ordinære visninger</li>"
            "<li><strong>Julaften:</strong> familievisninger kl. 10.00 og 12.00, deretter stengt</li>"
            "<li><strong>1. juledag:</strong> stengt</li>"
            "<li><strong>2. juledag:</strong> åpent fra kl. 14.00</li>"
            "<li><strong>Romjula:</strong> ekstra familievisninger hver dag fra kl. 12.00</li>"
            "<li><strong>Nyttårsaften:</strong> visninger fram til kl. 16.00</li>"
            "<li><strong>1. nyttårsdag:</strong> åpent fra kl. 16.00</li>"
            "</ul>"
            "<p>Kafeen følger kinoens åpningstider og åpner en time før første visning.</p>"
            "<h2>Seniorsenter og administrasjon</h2>"
            "<p>Fjordby seniorsenter holder stengt fra julaften til og med 1. nyttårsdag, men julelunsjen "
            "for medlemmer arrangeres som vanlig i uka før jul. Administrasjonen er stengt i romjula, men vi "
            'følger opp e-post til <a href="mailto:post@fjordbykulturhus.no">post@fjordbykulturhus.no</a> '
            "fortløpende.</p>"
            "<p>Spørsmål om billetter må alltid sendes på e-post til "
            '<a href="mailto:billetthjelp@fjordbykulturhus.no">billetthjelp@fjordbykulturhus.no</a>. I '
            "høytiden kan svartiden være noe lengre enn vanlig.</p>"
            "<p>God jul fra alle oss i Fjordby kulturhus!</p>"
        ),
        days_ago=3,
        order=0,
    ),
    ArticleSeed(
        title="Ny app: Kinobilletten rett i lomma",
        slug="ny-app-kinobilletten-rett-i-lomma",
        author="Kari Nordvik",
        content=(
            "<p>Nå kan du kjøpe kinobilletter, velge sete og se hele programmet til Fjordby kulturhus "
            "direkte på mobilen. Den nye appen er gratis og kan lastes ned fra App Store og Google Play.</p>"
            "<p>I appen finner du alle filmer og kulturarrangementer, med trailere, omtaler og "
            "aldersgrenser. Du kan betale med kort eller Vipps, og billetten lagres automatisk i appen, slik "
            "at du bare viser den fram i døra. Har du allerede en brukerkonto hos billettleverandøren vår, "
            "logger du inn med samme e-postadresse og passord.</p>"
            "<h2>Dette kan du gjøre i appen</h2>"
            "<ul>"
            "<li>Se kinoprogrammet og kulturprogrammet for de neste ukene</li>"
            "<li>Kjøpe billetter og velge sete i kinoteatret</li>"
            "<li>Få varsel når billettsalget åpner for nye filmer og konserter</li>"
            "<li>Se kjøpshistorikken din for de siste 12 månedene</li>"
            "</ul>"
            '<p><a href="https://apps.apple.com/no/app/fjordby-kulturhus/id6450012345">Last ned appen i App '
            'Store</a><br><a href="https://play.google.com/store/apps/details?id=no.fjordbykulturhus.app">'
            "Last ned appen på Google Play</a></p>"
            "<p>Opplever du problemer med appen eller et billettkjøp? Send en e-post til "
            '<a href="mailto:billetthjelp@fjordbykulturhus.no">billetthjelp@fjordbykulturhus.no</a>, så '
            "hjelper vi deg så raskt vi kan. Vi tar også gjerne imot tilbakemeldinger og forslag til "
            "forbedringer.</p>"
        ),
        days_ago=10,
        order=1,
    ),
    ArticleSeed(
        title="Vil du bli frivillig i kulturhuset?",
        slug="vil-du-bli-frivillig",
        author="Ingrid Bakke",
        content=(
            "<p>Fjordby kulturhus er avhengig av frivillige for å få til festivaler, konserter og store "
            "arrangementer. Nå søker vi flere som har lyst til å bli med på laget foran neste års Den Store "
            "Kinodagen og Fjordby Jazz.</p>"
            "<h2>Hva gjør en frivillig?</h2>"
            "<p>Som frivillig kan du for eksempel ta imot publikum i døra, hjelpe til i kafeen og baren, "
            "rigge scene og utstyr, ta bilder eller være vert for artister. Du velger selv hvor mye du vil "
            "bidra, enten det er én kveld eller en hel festivalhelg.</p>"
            "<h2>Hva får du igjen?</h2>"
            "<ul>"
            "<li>Gratis inngang på arrangementet du jobber på</li>"
            "<li>Mat og drikke under vaktene</li>"
            "<li>Frivilligbevis med fribilletter til utvalgte kinovisninger</li>"
            "<li>Et sosialt fellesskap og frivilligfest en gang i året</li>"
            "</ul>"
            "<p>Du må ha fylt 16 år for å være frivillig, og 18 år for å jobbe i baren. Du trenger ingen "
            "erfaring – vi gir deg opplæring før første vakt.</p>"
            "<p>Er du interessert? Send en e-post til kulturkoordinator Ingrid Bakke på "
            '<a href="mailto:ingrid.bakke@fjordbykulturhus.no">ingrid.bakke@fjordbykulturhus.no</a> og '
            "fortell kort om deg selv og hva du har lyst til å bidra med.</p>"
        ),
        days_ago=24,
        order=2,
    ),
    ArticleSeed(
        title="Nytt på seniorsenteret denne vinteren",
        slug="nytt-pa-seniorsenteret",
        author="Jon Aune",
        content=(
            "<p>Fjordby seniorsenter har et rikt program også denne vinteren, og vi har lagt til flere nye "
            "aktiviteter etter ønsker fra medlemmene.</p>"
            "<h2>Nye aktiviteter</h2>"
            "<ul>"
            "<li><strong>Digital hjelp:</strong> Hver tirsdag kl. 11.00–13.00 får du hjelp med mobil, "
            "nettbrett, BankID og Vipps av frivillige fra Fjordby bibliotek.</li>"
            "<li><strong>Seniorkino:</strong> Første onsdag i måneden viser vi en film i kinoteatret, med "
            "kaffe og kake inkludert i billettprisen.</li>"
            "<li><strong>Strikkekafé:</strong> Torsdager kl. 12.00 møtes strikkeglade i kafeen på "
            "seniorsenteret. Garn og pinner kan lånes.</li>"
            "<li><strong>Turgruppe:</strong> Hver fredag kl. 10.00 går vi en rolig tur langs fjorden. "
            "Oppmøte utenfor hovedinngangen.</li>"
            "</ul>"
            "<h2>Faste tilbud</h2>"
            "<p>Allsang, seniordans i Paviljongen, trim til musikk og middagsservering fortsetter som før. "
            "Middag serveres mandag til torsdag kl. 12.30 og koster 95 kr for medlemmer.</p>"
            "<p>Medlemskap koster 250 kr i året og gir rabatt på aktiviteter og arrangementer. Ta kontakt "
            'med koordinator Jon Aune på <a href="mailto:jon.aune@fjordbykulturhus.no">'
            "jon.aune@fjordbykulturhus.no</a>, eller stikk innom senteret for en prat. Mer informasjon "
            'finner du på siden om <a href="/fjordby-seniorsenter">Fjordby seniorsenter</a>.</p>'
        ),
        days_ago=35,
        order=3,
    ),
    ArticleSeed(
        title="Nytt lerret og Dolby Atmos i kinoteatret",
        slug="nytt-lerret-og-dolby-atmos",
        author="Espen Holm",
        content=(
            "<p>Etter tre uker med ombygging er kinoteatret klart med nytt lerret, ny laserprojektor og "
            "lydanlegg med Dolby Atmos. Dermed har Fjordby fått en av de mest moderne kinosalene i "
            "regionen.</p>"
            "<p>Det nye lerretet er 16 meter bredt og gir skarpere og lysere bilder, enten du sitter på "
            "første eller siste rad. Laserprojektoren gir bedre kontrast og mer naturlige farger, og den "
            "bruker dessuten betydelig mindre strøm enn den gamle.</p>"
            "<p>Den største forskjellen merker du likevel på lyden. Med 48 høyttalere rundt i salen og i "
            "taket kan lyden plasseres nøyaktig i rommet, slik at regnet faller ovenfra og helikoptrene flyr "
            "over hodet på deg. Filmer som er mikset for Dolby Atmos, er merket i programmet.</p>"
            "<p>– Vi har lenge ønsket oss et løft for bilde og lyd, og nå kan publikum i Fjordby få den "
            "samme opplevelsen som i storbyene, sier kinosjef Espen Holm.</p>"
            "<p>Oppgraderingen er finansiert av Fjordby kommune med tilskudd fra Film &amp; Kino.</p>"
        ),
        days_ago=58,
        order=4,
    ),
    ArticleSeed(
        title="Nye seter: Kinoteatret har nå 462 plasser",
        slug="nye-seter-i-kinoteatret",
        author="Marte Solberg",
        content=(
            "<p>Kinoteatret har fått helt nye seter, og samtidig har kapasiteten økt fra 395 til 462 "
            "plasser. Etter flere måneder med arbeid åpnet salen igjen forrige uke.</p>"
            "<p>De gamle stolene ble satt inn ved renoveringen i 1994 og hadde gjort god tjeneste i over 30 "
            "år. De nye setene er bredere, har bedre polstring og gir mer beinplass. Ved å bygge om amfiet "
            "og utnytte plassen bakerst i salen bedre har vi likevel fått plass til 67 flere "
            "publikummere.</p>"
            "<h2>Bedre plass for alle</h2>"
            "<p>Salen har nå åtte rullestolplasser med ledsagerplass ved siden av, fordelt på to rader. Vi "
            "har også fått flere seter med ekstra beinplass på første rad og ved midtgangen. Alle trinn har "
            "belysning, og teleslyngen er fornyet.</p>"
            "<p>– Både kinopublikummet og arrangørene av konserter og revy har etterlyst flere plasser. Nå "
            "kan vi ta imot flere, og alle får det mer komfortabelt, sier kulturhussjef Marte Solberg.</p>"
            "<p>Du kan velge sete når du kjøper billett på nett eller i appen. Velkommen til en ny og bedre "
            "kinosal!</p>"
        ),
        days_ago=70,
        order=5,
    ),
    ArticleSeed(
        title="Book julebordet i Kinovestibylen",
        slug="book-julebordet-i-kinovestibylen",
        author="Leila Haddad",
        content=(
            "<p>Planlegger du julebord for jobben, laget eller vennegjengen? Kinovestibylen og Paviljongen "
            "kan leies til selskaper i hele desember, og vi samarbeider med Fjordby Mat &amp; Vinhus om mat "
            "og drikke.</p>"
            "<p>Kinovestibylen har plass til 90 sittende gjester ved langbord eller rundbord, og Paviljongen "
            "tar inntil 120 gjester. Begge lokalene har lyd- og lysanlegg, og det er mulig å kombinere "
            "julebordet med en privat kinovisning i kinoteatret.</p>"
            "<h2>Julebordsmeny fra Fjordby Mat &amp; Vinhus</h2>"
            "<ul>"
            "<li>Tradisjonell julebuffet med ribbe, pinnekjøtt og lutefisk – 695 kr per person</li>"
            "<li>Treretters julemeny med lokale råvarer – 625 kr per person</li>"
            "<li>Vegetarisk julemeny – 545 kr per person</li>"
            "</ul>"
            '<p>Leie av lokale kommer i tillegg. Se <a href="/priser-kinovestibylen">priser for '
            'Kinovestibylen</a> og <a href="/priser-moterom-og-selskapsrom">priser for møterom og '
            "selskapsrom</a>.</p>"
            "<p>Datoene i desember blir fort booket, så ta kontakt så snart som mulig på "
            '<a href="mailto:post@fjordbykulturhus.no">post@fjordbykulturhus.no</a>.</p>'
        ),
        days_ago=80,
        order=6,
    ),
    ArticleSeed(
        title="Fjordby Jazz 2026: Hele programmet",
        slug="fjordby-jazz-2026",
        author="Ingrid Bakke",
        content=(
            "<p>Fjordby Jazz er tilbake for 18. gang, og i år byr festivalen på fire dager med konserter i "
            "Kinovestibylen, Paviljongen og kinoteatret. Her er hele programmet.</p>"
            "<h2>Torsdag: Åpningskveld</h2>"
            "<p><strong>Kvartett Nordavind</strong> åpner festivalen i Kinovestibylen kl. 20.00 med sin "
            "særegne blanding av nordisk folketone og moderne jazz. Ordføreren ønsker velkommen før "
            "konserten.</p>"
            "<h2>Fredag: Klubbkveld</h2>"
            "<ul>"
            "<li>Kl. 19.00: Elevkonsert med musikklinja ved Fjordby videregående skole, Paviljongen "
            "(gratis)</li>"
            "<li>Kl. 21.30: <strong>Sofie Lind Trio</strong>, Paviljongen</li>"
            "<li>Kl. 23.00: Jamsession i Kinovestibylen, åpen for alle musikere</li>"
            "</ul>"
            "<h2>Lørdag: Storbandkveld</h2>"
            "<ul>"
            "<li>Kl. 14.00: Jazz for barn med Fjordby kulturskole, Kinovestibylen (gratis)</li>"
            "<li>Kl. 19.30: <strong>Fjordby Storband</strong> med gjester, kinoteatret</li>"
            "<li>Kl. 22.30: Nattkonsert med <strong>Duo Havblikk</strong>, Paviljongen</li>"
            "</ul>"
            "<h2>Søndag: Jazzbrunsj</h2>"
            "<p>Festivalen avsluttes med jazzbrunsj i Kinovestibylen kl. 12.00, der <strong>Hammond &amp; "
            "Horn</strong> spiller soul- og gospelinspirert jazz. Brunsjbuffet fra Fjordby Mat &amp; Vinhus "
            "er inkludert i billetten.</p>"
            "<h2>Billetter og festivalpass</h2>"
            "<p>Festivalpass koster 1 150 kr og gir inngang til alle konserter unntatt jazzbrunsjen. "
            "Enkeltbilletter koster fra 250 kr, og studenter og honnørberettigede får 20 prosent rabatt. Les "
            'mer på <a href="/fjordby-jazz">festivalsiden</a>.</p>'
        ),
        days_ago=84,
        order=7,
    ),
    ArticleSeed(
        title="Skolekinoen er tilbake",
        slug="skolekinoen-er-tilbake",
        author="Espen Holm",
        content=(
            "<p>Med nytt skoleår starter også skolekinoen i Fjordby. I samarbeid med Den kulturelle "
            "skolesekken og skolene i kommunen viser vi nøye utvalgte filmer for barn og unge fra barnehage "
            "til videregående skole.</p>"
            "<p>Visningene foregår på dagtid i kinoteatret, og hver film har et undervisningsopplegg som "
            "lærerne kan bruke før og etter kinobesøket. Oppleggene er utarbeidet sammen med filmpedagoger "
            "og knyttet til kompetansemålene i læreplanen.</p>"
            "<h2>Høstens tema</h2>"
            "<p>I høst har vi valgt ut filmer om vennskap, natur og klima, demokrati og psykisk helse. "
            "Programmet med filmtitler, aldersgrenser og datoer er sendt til alle skolene i kommunen.</p>"
            "<p>Skolekinoen er gratis for skoler og barnehager i Fjordby kommune. Kinoteatret har plass til "
            "flere klasser samtidig, så det går fint å samle hele trinn på samme visning.</p>"
            "<p>Lærere kan bestille plass ved å sende e-post til kinosjef Espen Holm på "
            '<a href="mailto:espen.holm@fjordbykulturhus.no">espen.holm@fjordbykulturhus.no</a>. Oppgi '
            "skole, trinn, antall elever og ønsket visning.</p>"
        ),
        days_ago=92,
        order=8,
    ),
    ArticleSeed(
        title="Den Store Kinodagen: Kino for hele familien",
        slug="den-store-kinodagen-2026",
        author="Espen Holm",
        content=(
            "<p>Lørdag 29. august inviterer vi til Den Store Kinodagen, den største kinofesten i Fjordby i "
            "løpet av året. Fra morgen til kveld fyller vi kinoteatret og Kinovestibylen med film, "
            "aktiviteter og overraskelser for hele familien.</p>"
            "<h2>Program for dagen</h2>"
            "<ul>"
            "<li><strong>Kl. 10.00:</strong> Familiefrokost i Kinovestibylen</li>"
            "<li><strong>Kl. 11.00:</strong> Førpremiere på en ny norsk familiefilm</li>"
            "<li><strong>Kl. 13.00–16.00:</strong> Filmverksted der barna lager sin egen animasjonsfilm</li>"
            "<li><strong>Kl. 14.00:</strong> Omvisning i maskinrommet med kinosjefen</li>"
            "<li><strong>Kl. 18.00:</strong> Kinoquiz med premier</li>"
            "<li><strong>Kl. 20.00:</strong> Kveldens overraskelsesfilm</li>"
            "</ul>"
            "<p>Alle kinobilletter denne dagen koster 100 kr, og popkorn og brus får du til halv pris. "
            "Filmverkstedet og omvisningen er gratis, men har begrenset antall plasser, så meld deg på i "
            'kafeen eller på e-post til <a href="mailto:post@fjordbykulturhus.no">'
            "post@fjordbykulturhus.no</a>.</p>"
            "<p>– Den Store Kinodagen er en feiring av kinoen som møteplass. Vi vil at alle skal få oppleve "
            "magien i en full kinosal, sier kinosjef Espen Holm.</p>"
            "<p>Billettene legges ut for salg to uker før. Vi gleder oss til å se dere!</p>"
        ),
        days_ago=100,
        order=9,
    ),
    ArticleSeed(
        title="Høstprogrammet 2026 er klart",
        slug="hostprogrammet-2026",
        author="Ingrid Bakke",
        content=(
            "<p>Sommeren er ikke over ennå, men vi har allerede lagt siste hånd på høstprogrammet. Fra "
            "slutten av august og fram til jul fyller vi kulturhuset med konserter, teater, revy, dans, "
            "foredrag og selvfølgelig mye god film.</p>"
            "<h2>Høydepunkter</h2>"
            "<ul>"
            "<li><strong>Fjordby Jazz</strong> går av stabelen med blant andre Kvartett Nordavind, Sofie "
            "Lind Trio og Hammond &amp; Horn.</li>"
            "<li><strong>Et dukkehjem</strong> er Teater Fjords moderne tolkning av Ibsens klassiker.</li>"
            "<li><strong>Fjordbyrevyen 2026: Rett i fjorden</strong> er tilbake med fem forestillinger i "
            "kinoteatret.</li>"
            "<li><strong>Bølger</strong> er en vakker danseforestilling for hele familien med Kompani "
            "Tidevann.</li>"
            "<li><strong>Vinterkonsert med Fjordby Storband</strong> avslutter året i kinoteatret.</li>"
            "</ul>"
            "<h2>For barn og seniorer</h2>"
            "<p>De minste kan glede seg til barneforestillingen <em>Trollet som ikke ville sove</em> i "
            "Paviljongen, og babykinoen fortsetter hver tirsdag. På Fjordby seniorsenter fortsetter "
            "allsangen og seniordansen, og lokalhistoriker Gunnar Bratt holder foredrag om Fjordbys "
            "historie.</p>"
            "<h2>Kino</h2>"
            "<p>Høsten byr på flere store norske filmer, og vi feirer Den Store Kinodagen lørdag 29. august "
            "med aktiviteter for hele familien.</p>"
            "<p>Billetter til alle arrangementer kan kjøpes på nettsiden og i appen vår. Velkommen til en "
            "innholdsrik høst i Fjordby kulturhus!</p>"
        ),
        days_ago=128,
        order=10,
    ),
    ArticleSeed(
        title="Ny meny i kafeen",
        slug="ny-meny-i-kafeen",
        author="Kari Nordvik",
        content=(
            "<p>Kafeen i Fjordby kulturhus har fått ny meny. Sammen med vår samarbeidspartner Fjordby Mat "
            "&amp; Vinhus har vi satt sammen et utvalg med mer lokal mat, flere vegetarretter og enkle "
            "retter som passer før kino og konsert.</p>"
            "<h2>Nyheter på menyen</h2>"
            "<ul>"
            "<li>Fiskesuppe med brød fra Fjordby Bakeri – 165 kr</li>"
            "<li>Rekesmørbrød på grovbrød – 145 kr</li>"
            "<li>Vegetarisk linsesuppe – 125 kr</li>"
            "<li>Pinsa med spekeskinke eller grillede grønnsaker – 175 kr</li>"
            "<li>Hjemmelaget gulrotkake – 65 kr</li>"
            "<li>Vafler med brunost og syltetøy – 45 kr</li>"
            "</ul>"
            "<p>Popkorn, brus og godteri til kinoen har vi fortsatt, men nå kan du også kjøpe kaffe fra et "
            "lokalt brenneri, og øl og vin i baren ved arrangementer for voksne. Du kan forhåndsbestille mat "
            "til et bestemt klokkeslett, slik at den står klar når du kommer.</p>"
            "<p>– Vi vil at kulturhuset skal være et sted der man kan spise godt før en forestilling, ikke "
            "bare kjøpe en pølse i farten, sier kjøkkensjef Tone Hammer i Fjordby Mat &amp; Vinhus.</p>"
            "<p>Kafeen åpner en time før første visning. Allergener er merket på menyen, og personalet "
            "hjelper deg gjerne.</p>"
        ),
        days_ago=150,
        order=11,
    ),
    ArticleSeed(
        title="Sommerkino i Paviljongen",
        slug="sommerkino-i-paviljongen",
        author="Espen Holm",
        content=(
            "<p>I sommer flytter vi deler av kinoen til Paviljongen. Hver torsdag i juli og første halvdel "
            "av august viser vi klassikere, kultfilmer og familiefavoritter på storskjerm, med de store "
            "glassdørene åpne mot fjorden.</p>"
            "<p>Paviljongen har plass til rundt 120 publikummere, og vi setter opp stoler, sittesekker og "
            "tepper. Dørene åpner kl. 20.00, og filmen starter når sola begynner å gå ned, rundt kl. 21.30. "
            "Kafeen selger grillmat, is og drikke fra kl. 19.00.</p>"
            "<p>Programmet veksler mellom norske klassikere, musikaler med allsang og familiefilmer som "
            "passer for alle. Hele programmet finner du i kinoprogrammet og i appen vår.</p>"
            "<p>Billetter koster 120 kr for voksne og 90 kr for barn under 16 år. Det er fri plassering, så "
            "kom gjerne i god tid.</p>"
            "<p>Ta med godt humør og en ekstra genser – det kan bli kjølig utover kvelden!</p>"
        ),
        days_ago=168,
        order=12,
    ),
    ArticleSeed(
        title="Feir bursdagen på kino!",
        slug="feir-bursdagen-pa-kino",
        author="Espen Holm",
        content=(
            "<p>Ønsker barnet ditt en bursdagsfeiring utenom det vanlige? Hos oss kan dere feire med "
            "kinovisning, popkorn og eget selskapsrom, og vi tar oss av det meste av ryddingen.</p>"
            "<h2>Slik fungerer det</h2>"
            "<p>Dere velger blant filmene som går i programmet, og ser filmen i kinoteatret sammen med det "
            "øvrige publikummet. Før eller etter filmen disponerer dere selskapsrommet i to timer, pyntet "
            "med duker og ballonger. Bursdagsbarnet får en liten gave fra kinoen og blir gratulert på "
            "lerretet før filmen starter.</p>"
            "<h2>Pakkene</h2>"
            "<ul>"
            "<li><strong>Kinobursdag Basis:</strong> kinobillett, popkorn og saft – 189 kr per barn</li>"
            "<li><strong>Kinobursdag Pluss:</strong> kinobillett, popkorn, saft, pizza og is – 299 kr per "
            "barn</li>"
            "</ul>"
            "<p>Minimum åtte barn. Inntil to voksne følgere per selskap går gratis. Les mer og se "
            'fullstendige vilkår på siden om <a href="/kinobursdag">kinobursdag</a>.</p>'
            '<p>Bestill minst to uker før ønsket dato på <a href="mailto:post@fjordbykulturhus.no">'
            "post@fjordbykulturhus.no</a>.</p>"
        ),
        days_ago=175,
        order=13,
    ),
    ArticleSeed(
        title="Billetthjelp: Slik når du oss",
        slug="billetthjelp-slik-nar-du-oss",
        author="Kari Nordvik",
        content=(
            "<p>Billettsalget til kino og arrangementer i Fjordby kulturhus håndteres av en ekstern "
            "billettleverandør. Leverandøren har ikke telefonsupport, og vi kan dessverre heller ikke hjelpe "
            "med billettsaker over telefon. All billetthjelp skjer derfor på e-post.</p>"
            "<h2>Slik får du raskest hjelp</h2>"
            '<p>Send en e-post til <a href="mailto:billetthjelp@fjordbykulturhus.no">'
            "billetthjelp@fjordbykulturhus.no</a> og oppgi:</p>"
            "<ul>"
            "<li>ordrenummeret fra kvitteringen</li>"
            "<li>navn og e-postadressen du brukte ved kjøpet</li>"
            "<li>navn på filmen eller arrangementet, dato og klokkeslett</li>"
            "<li>en kort beskrivelse av problemet</li>"
            "</ul>"
            "<p>Vi svarer normalt innen én virkedag. Gjelder det en forestilling samme dag, skriver du "
            "«HASTER» i emnefeltet.</p>"
            "<h2>Vanlige spørsmål</h2>"
            "<p><strong>Jeg har ikke fått billetten på e-post.</strong> Sjekk søppelpostmappen først. Har du "
            "brukerkonto, finner du billetten under kjøpshistorikk.</p>"
            "<p><strong>Kan jeg bytte eller få refusjon?</strong> Kinobilletter kan byttes til en annen "
            "visning fram til to timer før start. Refusjon gis bare når et arrangement blir avlyst.</p>"
            "<p><strong>Jeg har mistet billetten.</strong> Du kan hente en ny utskrift i kafeen ved å oppgi "
            "navn og ordrenummer.</p>"
        ),
        days_ago=190,
        order=14,
    ),
    ArticleSeed(
        title="Bedre tilgjengelighet i kulturhuset",
        slug="bedre-tilgjengelighet-i-kulturhuset",
        author="Marte Solberg",
        content=(
            "<p>Alle skal kunne delta i det som skjer i Fjordby kulturhus. I vår har vi gjennomført flere "
            "tiltak for å gjøre huset mer tilgjengelig for publikum med nedsatt funksjonsevne.</p>"
            "<ul>"
            "<li>Automatisk døråpner ved hovedinngangen og ved inngangen til Paviljongen</li>"
            "<li>Fornyet teleslynge i kinoteatret, Kinovestibylen og seniorsenteret</li>"
            "<li>To nye HC-parkeringsplasser ved hovedinngangen, til sammen seks</li>"
            "<li>Kontrastmerking av trapper og trinn</li>"
            "<li>Nytt universelt utformet toalett ved Kinovestibylen</li>"
            "</ul>"
            "<p>Vi tilbyr også tekstede visninger for hørselshemmede og synstolkede visninger for blinde og "
            "svaksynte noen ganger i måneden. Disse er merket i programmet.</p>"
            "<p>Ledsagere med gyldig ledsagerbevis får gratis billett. Send en e-post med kopi av "
            'ledsagerbeviset til <a href="mailto:billetthjelp@fjordbykulturhus.no">'
            "billetthjelp@fjordbykulturhus.no</a>, så ordner vi ledsagerbilletten.</p>"
            "<p>– Universell utforming handler om at alle skal kunne komme hit på egen hånd og få den samme "
            "opplevelsen. Vi jobber videre med dette og tar gjerne imot innspill, sier kulturhussjef Marte "
            "Solberg.</p>"
        ),
        days_ago=220,
        order=15,
    ),
    ArticleSeed(
        title="Babykino hver tirsdag",
        slug="babykino-hver-tirsdag",
        author="Espen Holm",
        content=(
            "<p>Er du i foreldrepermisjon og savner kinoen? Hver tirsdag kl. 11.00 arrangerer vi babykino i "
            "Fjordby kinoteater. Her er det helt greit at babyen gråter, skal ammes eller trenger bleieskift "
            "midt i filmen.</p>"
            "<p>Under babykinoen er lyden skrudd litt ned, og lyset i salen er dempet, men ikke helt "
            "slukket. Det er god plass til barnevogner bakerst i salen og i Kinovestibylen, og vi har satt "
            "opp stellebord og mikrobølgeovn til oppvarming av mat.</p>"
            "<p>Vi viser et variert utvalg av aktuelle filmer for voksne, både norske og utenlandske, og "
            "velger filmer der lyd og bilder ikke er for voldsomme. Babyer under ett år går gratis, og "
            "voksne betaler ordinær pris.</p>"
            "<p>Etter filmen kan du bli sittende i kafeen og prate med andre foreldre. Mange har fått nye "
            "venner gjennom babykinoen, og vi håper du vil ta turen innom!</p>"
        ),
        days_ago=260,
        order=16,
    ),
    ArticleSeed(
        title="Informasjonskapsler",
        slug="informasjonskapsler",
        author="Fjordby kulturhus",
        content=(
            "<p>Her er en oversikt over informasjonskapslene som kan bli lagret når du besøker nettsiden til "
            "Fjordby kulturhus. En enklere forklaring finner du i artikkelen "
            '<a href="/article/info-om-cookies">Info om cookies</a>.</p>'
            "<table>"
            "<thead><tr><th>Navn</th><th>Type</th><th>Formål</th><th>Lagringstid</th></tr>"
            "</thead>"
            "<tbody>"
            "<tr><td>session</td><td>Nødvendig</td><td>Holder deg innlogget og husker handlekurven</td><td>"
            "Til nettleseren lukkes</td></tr>"
            "<tr><td>cookie_consent</td><td>Nødvendig</td><td>Husker valgene dine om informasjonskapsler</td>"
            "<td>12 måneder</td></tr>"
            "<tr><td>csrftoken</td><td>Nødvendig</td><td>Beskytter skjemaer mot misbruk</td><td>12 "
            "måneder</td></tr>"
            "<tr><td>_ga</td><td>Analyse</td><td>Skiller besøkende fra hverandre i besøksstatistikken</td>"
            "<td>6 måneder</td></tr>"
            "<tr><td>_ga_*</td><td>Analyse</td><td>Lagrer informasjon om det pågående besøket</td><td>6 "
            "måneder</td></tr>"
            "<tr><td>_fbp</td><td>Markedsføring</td><td>Facebook-pikselen: måler effekten av annonser på "
            "Facebook og Instagram</td><td>3 måneder</td></tr>"
            "</tbody>"
            "</table>"
            "<p>Analyse- og markedsføringskapsler settes bare hvis du har gitt samtykke. Du kan når som "
            "helst endre samtykket ditt via «Innstillinger for informasjonskapsler» nederst på nettsiden, "
            "eller slette informasjonskapsler i nettleseren din.</p>"
            "<p>Hvordan vi behandler personopplysninger, kan du lese mer om i "
            '<a href="/article/personvernerklaering">personvernerklæringen</a>. Spørsmål kan sendes til '
            '<a href="mailto:post@fjordbykulturhus.no">post@fjordbykulturhus.no</a>.</p>'
        ),
        days_ago=305,
        order=17,
    ),
    ArticleSeed(
        title="Info om cookies",
        slug="info-om-cookies",
        author="Fjordby kulturhus",
        content=(
            "<p>Fjordby kulturhus bruker informasjonskapsler, også kalt cookies, på nettsiden vår. En "
            "informasjonskapsel er en liten tekstfil som lagres i nettleseren din når du besøker en "
            "nettside. Her forklarer vi hvilke typer vi bruker, og hvordan du kan reservere deg.</p>"
            "<h2>Nødvendige informasjonskapsler</h2>"
            "<p>Disse trengs for at nettsiden og billettkjøpet skal fungere, for eksempel for å huske hva "
            "som ligger i handlekurven, holde deg innlogget og lagre valgene dine om informasjonskapsler. De "
            "kan ikke slås av.</p>"
            "<h2>Analyse</h2>"
            "<p>Vi bruker Google Analytics for å se hvor mange som besøker nettsiden, hvilke sider som er "
            "mest brukt og hvordan besøkende finner fram. Opplysningene brukes i samlet form for å forbedre "
            "nettsiden. Analysekapsler settes bare hvis du samtykker.</p>"
            "<h2>Markedsføring</h2>"
            "<p>Med ditt samtykke bruker vi Facebook-pikselen fra Meta for å måle effekten av annonsene våre "
            "på Facebook og Instagram, og for å vise relevante annonser til personer som har besøkt "
            "nettsiden. Meta kan koble informasjonen til Facebook-profilen din i henhold til sine egne "
            "vilkår.</p>"
            "<h2>Slik reserverer du deg</h2>"
            "<p>Første gang du besøker nettsiden, kan du velge hvilke informasjonskapsler du godtar. Du kan "
            "når som helst endre valget ved å klikke på «Innstillinger for informasjonskapsler» nederst på "
            "siden.</p>"
            "<p>Du kan også blokkere eller slette informasjonskapsler i innstillingene i nettleseren din. "
            "Vær oppmerksom på at billettkjøpet ikke vil fungere hvis du blokkerer de nødvendige "
            "informasjonskapslene.</p>"
            '<p>Se den fullstendige listen over <a href="/article/informasjonskapsler">'
            "informasjonskapsler</a> vi bruker, og les mer om hvordan vi behandler personopplysninger i "
            '<a href="/article/personvernerklaering">personvernerklæringen</a>.</p>'
        ),
        days_ago=305,
        order=18,
    ),
    ArticleSeed(
        title="Personvernerklæring",
        slug="personvernerklaering",
        author="Fjordby kulturhus",
        content=(
            "<p>Fjordby kulturhus tar personvernet ditt på alvor. Denne personvernerklæringen forklarer "
            "hvilke personopplysninger vi behandler når du kjøper billetter, bruker nettsiden og appen vår "
            "eller tar kontakt med oss, hvorfor vi gjør det, hvor lenge opplysningene lagres og hvilke "
            "rettigheter du har.</p>"
            "<h2>Behandlingsansvarlig</h2>"
            "<p>Fjordby kulturhus, Storgata 1, 1234 Fjordby, er behandlingsansvarlig for personopplysningene "
            "som behandles i forbindelse med billettsalg, nettsiden, appen og kundeservice. Kulturhuset eies "
            "og drives av Fjordby kommune. Spørsmål om personvern kan sendes til "
            '<a href="mailto:post@fjordbykulturhus.no">post@fjordbykulturhus.no</a>. Du kan også kontakte '
            "personvernombudet i Fjordby kommune via kommunens postmottak.</p>"
            "<p>Billettsalget håndteres av en ekstern billettleverandør. Leverandøren behandler "
            "opplysningene på våre vegne og i samsvar med en databehandleravtale.</p>"
            "<h2>Brukerkonto eller gjestekjøp</h2>"
            "<p>Som kunde kan du opprette en brukerkonto hos billettleverandøren vår. Med brukerkonto kan du "
            "kjøpe billetter, se kjøpshistorikken din og velge om du vil motta nyhetsbrev og annen "
            "markedsføring fra oss. Kjøpshistorikken er tilgjengelig i profilen din i 12 måneder.</p>"
            "<p>Du kan også kjøpe billetter som gjest, uten å opprette konto. Da registrerer vi bare de "
            "opplysningene som er nødvendige for å gjennomføre kjøpet og sende deg billetten, og du får ikke "
            "tilgang til kjøpshistorikk.</p>"
            "<h2>Hvilke personopplysninger behandler vi?</h2>"
            "<h3>Opplysninger om kontoinnehaver</h3>"
            "<p>Når du oppretter brukerkonto, registrerer vi navn, adresse, telefonnummer og e-postadresse. "
            "Du kan i tillegg velge å oppgi kjønn og fødselsdato. Disse opplysningene er frivillige og "
            "brukes til å tilpasse tilbud og til statistikk.</p>"
            "<h3>Kjøpsinformasjon</h3>"
            "<p>Når du handler hos oss, registrerer vi hva du har kjøpt, tidspunkt, pris, betalingsmåte og "
            "kortnummer. Kortnummeret lagres maskert og brukes bare til å gjennomføre betalingen og "
            "eventuelle refusjoner.</p>"
            "<h3>Kommunikasjon med kundeservice</h3>"
            "<p>Når du sender oss en e-post, for eksempel til billetthjelpen, lagrer vi henvendelsen og "
            "svaret vårt, slik at vi kan følge opp saken og dokumentere hva som er avtalt.</p>"
            "<h3>Bruk av nettsiden og appen</h3>"
            "<p>Når du besøker nettsiden eller bruker appen, registreres opplysninger om enheten og "
            "nettleseren din, IP-adresse og hvilke sider du besøker. Les mer om dette i oversikten over "
            '<a href="/article/informasjonskapsler">informasjonskapsler</a>.</p>'
            "<h3>Opplysninger fra samarbeidspartnere</h3>"
            "<p>Billettleverandøren deler med oss opplysninger om hvilke forestillinger og visninger du har "
            "deltatt på, også når billettene er solgt gjennom en samarbeidspartner. Slik kan vi gi deg "
            "relevant informasjon om lignende arrangementer.</p>"
            "<h3>Profilering</h3>"
            "<p>Hvis du har samtykket til markedsføring, kan vi bruke kjøpshistorikk og oppmøte til å sette "
            "sammen tilpassede tilbud og nyhetsbrev, for eksempel om nye familiefilmer hvis du ofte kjøper "
            "barnebilletter. Profileringen har ingen rettslig virkning for deg, og du kan når som helst "
            "reservere deg mot den.</p>"
            "<h2>Formål og behandlingsgrunnlag</h2>"
            "<ul>"
            "<li><strong>Gjennomføring av kjøp og levering av billetter:</strong> nødvendig for å oppfylle "
            "avtalen med deg (personvernforordningen artikkel 6 nr. 1 bokstav b).</li>"
            "<li><strong>Bokføring og regnskap:</strong> rettslig forpliktelse etter bokføringsloven "
            "(artikkel 6 nr. 1 bokstav c).</li>"
            "<li><strong>Kundeservice og varsel om endringer eller avlysninger:</strong> berettiget "
            "interesse (artikkel 6 nr. 1 bokstav f).</li>"
            "<li><strong>Markedsføring, nyhetsbrev og profilering:</strong> samtykke (artikkel 6 nr. 1 "
            "bokstav a), som du når som helst kan trekke tilbake.</li>"
            "<li><strong>Statistikk og forbedring av nettsiden:</strong> samtykke gjennom valgene dine om "
            "informasjonskapsler.</li>"
            "</ul>"
            "<h2>Hvem deler vi opplysningene med?</h2>"
            "<p>Vi selger aldri personopplysninger. Opplysningene deles bare med leverandører som behandler "
            "dem på våre vegne, som billettleverandøren, betalingsformidleren og leverandøren av nyhetsbrev. "
            "Alle har databehandleravtale med oss, og opplysningene lagres innenfor EU/EØS.</p>"
            "<h2>Hvor lenge lagrer vi opplysningene?</h2>"
            "<table>"
            "<thead><tr><th>Opplysninger</th><th>Lagringstid</th></tr>"
            "</thead>"
            "<tbody>"
            "<tr><td>Kontoopplysninger</td><td>Slettes når kontoen avsluttes, eller etter mer enn 12 måneder "
            "uten aktivitet.</td></tr>"
            "<tr><td>Opplysninger ved gjestekjøp</td><td>Slettes 3 måneder etter forestillingen, med mindre "
            "kunden ber om at de skal beholdes.</td></tr>"
            "<tr><td>Kjøpshistorikk</td><td>12 måneder i profilen.</td></tr>"
            "<tr><td>Kortnummer</td><td>Slettes 3 måneder etter forestillingen.</td></tr>"
            "<tr><td>Transaksjoner og betalingsinformasjon</td><td>5 år, i henhold til bokføringsloven.</td>"
            "</tr>"
            "<tr><td>Data om bruk av nettsiden</td><td>Inntil 6 måneder.</td></tr>"
            "<tr><td>Opplysninger fra samarbeidspartnere</td><td>Så lenge kontoen er aktiv eller samtykket "
            "gjelder. Slettes når kontoen avsluttes, eller etter 12 måneder uten aktivitet.</td></tr>"
            "<tr><td>Kommunikasjon med kundeservice</td><td>3 år.</td></tr>"
            "</tbody>"
            "</table>"
            "<h2>Dine rettigheter</h2>"
            "<ul>"
            "<li><strong>Innsyn:</strong> Du har rett til å få vite hvilke opplysninger vi har om deg, og "
            "til å få en kopi av dem.</li>"
            "<li><strong>Retting:</strong> Du kan be oss rette opplysninger som er feil eller "
            "ufullstendige.</li>"
            "<li><strong>Sletting:</strong> Du kan be oss slette opplysninger om deg, med mindre vi er "
            "pålagt å lagre dem, for eksempel etter bokføringsloven.</li>"
            "<li><strong>Begrensning og protest:</strong> Du kan be oss begrense behandlingen, og du kan "
            "protestere mot behandling som bygger på berettiget interesse.</li>"
            "<li><strong>Dataportabilitet:</strong> Du kan be om å få utlevert opplysninger du selv har gitt "
            "oss, i et maskinlesbart format.</li>"
            "<li><strong>Tilbaketrekking av samtykke:</strong> Du kan når som helst trekke tilbake samtykket "
            "til markedsføring og profilering, i profilen din eller via lenken nederst i nyhetsbrevet.</li>"
            "</ul>"
            '<p>Henvendelser om rettighetene dine sendes til <a href="mailto:post@fjordbykulturhus.no">'
            "post@fjordbykulturhus.no</a>. Vi svarer så raskt som mulig og senest innen 30 dager. Vi kan be "
            "deg bekrefte identiteten din før vi utleverer opplysninger.</p>"
            "<h2>Klage</h2>"
            "<p>Mener du at vi behandler personopplysninger i strid med regelverket, ønsker vi at du tar "
            "kontakt med oss først, slik at vi kan rette opp feilen. Du har også rett til å klage til "
            '<a href="https://www.datatilsynet.no">Datatilsynet</a>.</p>'
            "<h2>Endringer</h2>"
            "<p>Vi kan oppdatere personvernerklæringen ved endringer i tjenestene våre eller i regelverket. "
            "Den gjeldende versjonen ligger alltid på denne siden.</p>"
        ),
        days_ago=310,
        order=19,
    ),
    ArticleSeed(
        title="Marte Solberg er ny kulturhussjef",
        slug="marte-solberg-ny-kulturhussjef",
        author="Kari Nordvik",
        content=(
            "<p>Marte Solberg (46) er ansatt som ny kulturhussjef i Fjordby kulturhus. Hun tiltrer 1. "
            "desember og etterfølger Arne Lie, som går av med pensjon etter 22 år i jobben.</p>"
            "<p>Solberg kommer fra en stilling som produsent ved et regionalt kulturhus på Vestlandet, og "
            "har jobbet med festivaler og konsertarrangementer i mer enn 15 år. Hun har også bakgrunn fra "
            "kulturadministrasjonen i kommunen.</p>"
            "<p>– Fjordby kulturhus er et hus med sjel og lange tradisjoner. Jeg gleder meg til å "
            "videreutvikle huset som en møteplass for alle generasjoner, med kino, konserter, seniorsenter "
            "og et levende kafémiljø, sier Solberg.</p>"
            "<p>Blant de første oppgavene blir å fullføre planene for nye seter i kinoteatret og å "
            "videreutvikle Fjordby Jazz.</p>"
            "<p>Vi takker Arne Lie for innsatsen gjennom mange år. Under hans ledelse ble kinoen "
            "digitalisert, seniorsenteret flyttet inn i huset, og Fjordby Jazz vokste til en av regionens "
            "viktigste festivaler. Han får en skikkelig avskjed under vinterkonserten i desember.</p>"
        ),
        days_ago=365,
        order=20,
    ),
)

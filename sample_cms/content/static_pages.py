"""Sample static information pages for the venue "fjordby": rooms, prices, practical info and policies."""

from sample_cms.content.seeds import Link, StaticPageSeed

STATIC_PAGES: tuple[StaticPageSeed, ...] = (
    StaticPageSeed(
        path="/kinovestibylen-og-kinoteatret",
        title="Kinovestibylen og kinoteatret",
        description=(
            "Lei Fjordby kinoteater og Kinovestibylen til konferanser, konserter, lanseringer og andre "
            "private arrangementer."
        ),
        keywords="kinovestibylen, kinoteater, utleie, konferanse, konsert, lansering, Fjordby kulturhus",
        content=(
            "<p>Kinoteatret og Kinovestibylen er hjertet i Fjordby kulturhus. Utenom kinovisningene leier vi "
            "ut begge lokalene til konferanser, konserter, foredrag, lanseringer og private "
            "arrangementer.</p>"
            "<h2>Fjordby kinoteater</h2>"
            "<p>Kinoteatret har 462 seter i stigende amfi. Salen har scene foran lerretet, laserprojektor, "
            "Dolby Atmos og teleslynge, og egner seg like godt til film som til foredrag, konserter og "
            "revy.</p>"
            "<ul>"
            "<li>462 seter, inkludert 8 rullestolplasser med ledsagerplass</li>"
            "<li>Scene på 12 x 6 meter</li>"
            "<li>16 meter bredt lerret og laserprojektor</li>"
            "<li>Dolby Atmos og eget PA-anlegg for konserter</li>"
            "<li>Trådløse mikrofoner og tilkobling for PC</li>"
            "<li>Teleslynge i hele salen</li>"
            "</ul>"
            "<h2>Kinovestibylen</h2>"
            "<p>Kinovestibylen er et lyst og luftig foajélokale med bar og store vinduer mot Storgata. "
            "Lokalet brukes til mingling før forestillinger, men fungerer også utmerket til selskaper, "
            "julebord, jazzkonserter og mottakelser.</p>"
            "<ul>"
            "<li>Inntil 150 personer stående eller 90 sittende ved bord</li>"
            "<li>Bar med skjenkebevilling gjennom Fjordby Mat &amp; Vinhus</li>"
            "<li>Liten scene og lydanlegg</li>"
            "<li>Storskjerm for presentasjoner</li>"
            "</ul>"
            "<h2>Kombiner lokalene</h2>"
            "<p>Mange velger å kombinere et arrangement i kinoteatret med mingling eller servering i "
            "Kinovestibylen. Vi hjelper deg gjerne med å sette sammen en pakke med teknikk, mat og "
            "drikke.</p>"
            '<p>Se <a href="/priser-fjordby-kinoteater">priser for Fjordby kinoteater</a> og '
            '<a href="/priser-kinovestibylen">priser for Kinovestibylen</a>, eller send en forespørsel til '
            '<a href="mailto:post@fjordbykulturhus.no">post@fjordbykulturhus.no</a>.</p>'
        ),
        links=(
            Link("Priser Fjordby kinoteater", "/priser-fjordby-kinoteater"),
            Link("Priser kinovestibylen", "/priser-kinovestibylen"),
            Link("Priser privat kinofremvisning", "/priser-privat-kinofremvisning"),
            Link("Send forespørsel", "mailto:post@fjordbykulturhus.no"),
        ),
    ),
    StaticPageSeed(
        path="/fjordby-seniorsenter",
        title="Fjordby seniorsenter",
        description=(
            "Fjordby seniorsenter er en åpen og inkluderende møteplass for seniorer med kafé, middag, kurs, "
            "dans, allsang og turer."
        ),
        keywords="seniorsenter, seniorer, aktiviteter, allsang, seniordans, middag, medlemskap, Fjordby",
        content=(
            "<p>Fjordby seniorsenter holder til i første etasje i kulturhuset og er et åpent møtested for "
            "alle over 60 år. Her kan du ta en kopp kaffe, spise middag, delta på kurs og aktiviteter eller "
            "bare slå av en prat.</p>"
            "<h2>Åpningstider</h2>"
            "<ul>"
            "<li>Mandag–torsdag: kl. 09.00–15.00</li>"
            "<li>Fredag: kl. 09.00–14.00</li>"
            "<li>Lørdag, søndag og helligdager: stengt</li>"
            "</ul>"
            "<h2>Faste aktiviteter</h2>"
            "<table>"
            "<thead><tr><th>Dag</th><th>Aktivitet</th><th>Tid</th></tr>"
            "</thead>"
            "<tbody>"
            "<tr><td>Mandag</td><td>Trim til musikk</td><td>kl. 10.00</td></tr>"
            "<tr><td>Tirsdag</td><td>Digital hjelp med mobil og nettbrett</td><td>kl. 11.00–13.00</td></tr>"
            "<tr><td>Onsdag</td><td>Allsang med pianist Bjørg Holm</td><td>kl. 12.00</td></tr>"
            "<tr><td>Første onsdag i måneden</td><td>Seniorkino i kinoteatret</td><td>kl. 11.00</td></tr>"
            "<tr><td>Torsdag</td><td>Strikkekafé</td><td>kl. 12.00</td></tr>"
            "<tr><td>Torsdag</td><td>Seniordans i Paviljongen</td><td>kl. 13.00</td></tr>"
            "<tr><td>Fredag</td><td>Turgruppe langs fjorden</td><td>kl. 10.00</td></tr>"
            "</tbody>"
            "</table>"
            "<h2>Middag</h2>"
            "<p>Vi serverer middag mandag til torsdag kl. 12.30. Middagen koster 95 kr for medlemmer og 120 "
            "kr for andre. Ukens meny henger ved inngangen og kan sendes deg på e-post.</p>"
            "<h2>Medlemskap</h2>"
            "<p>Medlemskap koster 250 kr i året og gir rabatt på middag, kurs og arrangementer. Du melder "
            "deg inn i resepsjonen på seniorsenteret.</p>"
            "<h2>Tilgjengelighet</h2>"
            "<p>Seniorsenteret har egen inngang med trinnfri adkomst, to HC-plasser rett utenfor døra, "
            "HC-toalett og teleslynge i alle rom.</p>"
            '<p>Ta kontakt med koordinator Jon Aune på <a href="mailto:jon.aune@fjordbykulturhus.no">'
            "jon.aune@fjordbykulturhus.no</a> eller telefon 12 34 56 05.</p>"
        ),
        links=(
            Link("Send e-post til seniorsenteret", "mailto:jon.aune@fjordbykulturhus.no"),
            Link("Praktisk informasjon", "/praktisk-informasjon"),
            Link("Mat og servering", "/mat-og-servering"),
        ),
    ),
    StaticPageSeed(
        path="/paviljongen",
        title="Paviljongen",
        description=(
            "Paviljongen er et lyst og trivelig selskapslokale med utsikt over fjorden og plass til inntil "
            "120 gjester ved bord."
        ),
        keywords="paviljongen, selskapslokale, bryllup, konfirmasjon, minnesamvær, jubileum, utleie, Fjordby",
        content=(
            "<p>Paviljongen er et lyst og åpent lokale med store glassflater og utsikt rett ut over fjorden. "
            "Lokalet ligger i enden av kulturhuset, med egen inngang og terrasse, og passer til bryllup, "
            "konfirmasjoner, minnesamvær, jubileer, kurs og konserter.</p>"
            "<h2>Fakta om Paviljongen</h2>"
            "<ul>"
            "<li>Inntil 120 gjester ved langbord eller rundbord, eller 150 på stolrader</li>"
            "<li>Terrasse mot fjorden</li>"
            "<li>Egen garderobe og HC-toalett</li>"
            "<li>Lyd- og lysanlegg, projektor og lerret</li>"
            "<li>Flygel som kan leies i tillegg</li>"
            "<li>Trinnfri adkomst, automatisk døråpner og teleslynge</li>"
            "</ul>"
            "<h2>Mat og drikke</h2>"
            "<p>Vår samarbeidspartner Fjordby Mat &amp; Vinhus leverer alt fra kaffe og kaker til festmiddag "
            "med tre retter. Paviljongen har anretningskjøkken, men ikke fullt kjøkken, så all mat og drikke "
            'bestilles gjennom cateringpartneren vår. Les mer under <a href="/mat-og-servering">mat og '
            "servering</a>.</p>"
            "<h2>Priser og booking</h2>"
            '<p>Se <a href="/priser-moterom-og-selskapsrom">priser for møterom og selskapsrom</a>. Send '
            "gjerne en forespørsel med ønsket dato, antall gjester og type arrangement til "
            '<a href="mailto:post@fjordbykulturhus.no">post@fjordbykulturhus.no</a>, så tar vi kontakt.</p>'
            "<p>Paviljongen brukes også til kulturhusets egne arrangementer, som seniordans, "
            "barneforestillinger og konserter under Fjordby Jazz. Disse datoene er ikke tilgjengelige for "
            "utleie.</p>"
        ),
        links=(
            Link("Priser møterom og selskapsrom", "/priser-moterom-og-selskapsrom"),
            Link("Mat og servering", "/mat-og-servering"),
            Link("Møterom og selskap", "/moterom-og-selskap"),
            Link("Send forespørsel", "mailto:post@fjordbykulturhus.no"),
        ),
    ),
    StaticPageSeed(
        path="/praktisk-informasjon",
        title="Praktisk informasjon",
        description=(
            "Alt du trenger å vite før besøket: åpningstider, billetter, parkering, aldersgrenser, garderobe "
            "og tilgjengelighet."
        ),
        keywords=(
            "praktisk informasjon, åpningstider, billetter, billettpriser, parkering, aldersgrenser, "
            "universell utforming, teleslynge"
        ),
        content=(
            "<h2>Åpningstider</h2>"
            "<p>Kinoen og kafeen åpner en time før første visning eller forestilling og holder åpent til "
            "siste forestilling har startet. Administrasjonen er åpen mandag til fredag kl. 08.00–15.30. "
            '<a href="/fjordby-seniorsenter">Fjordby seniorsenter</a> har egne åpningstider.</p>'
            "<h2>Billetter</h2>"
            "<p>Billetter kjøpes på nettsiden, i appen eller i kafeen før forestillingen. Vi anbefaler å "
            "kjøpe på forhånd, særlig til premierer og populære arrangementer.</p>"
            "<table>"
            "<thead><tr><th>Kinobillett</th><th>Pris</th></tr>"
            "</thead>"
            "<tbody>"
            "<tr><td>Voksen</td><td>150 kr</td></tr>"
            "<tr><td>Barn under 16 år</td><td>120 kr</td></tr>"
            "<tr><td>Honnør og student</td><td>120 kr</td></tr>"
            "<tr><td>Babykino (baby under ett år gratis)</td><td>150 kr</td></tr>"
            "<tr><td>Tillegg for filmer over 150 minutter</td><td>20 kr</td></tr>"
            "</tbody>"
            "</table>"
            "<p>Priser for konserter, teater og andre arrangementer står ved hvert arrangement.</p>"
            "<h2>Henting av billetter</h2>"
            "<p>Billetten sendes på e-post og ligger i appen hvis du har brukerkonto. Vis den fram på "
            "mobilen i døra, eller skriv den ut. Har du ikke fått billetten, kan du hente den i kafeen ved å "
            "oppgi navn og ordrenummer. Kom gjerne 15 minutter før start.</p>"
            "<h2>Billetthjelp – kun på e-post</h2>"
            "<p>Billettsalget håndteres av en ekstern billettleverandør som ikke har telefonsupport. Alle "
            "spørsmål om billetter, bytte og refusjon må derfor sendes på e-post til "
            '<a href="mailto:billetthjelp@fjordbykulturhus.no">billetthjelp@fjordbykulturhus.no</a>. Oppgi '
            "ordrenummer, så hjelper vi deg raskere. Vi svarer normalt innen én virkedag.</p>"
            "<h2>Aldersgrenser</h2>"
            "<p>Aldersgrensene på film settes av Medietilsynet. Filmer merket A er tillatt for alle. Barn "
            "kan se filmer med aldersgrense inntil tre år over egen alder i følge med en voksen over 18 år, "
            "for eksempel kan en niåring se en film med 12-årsgrense sammen med en voksen. For filmer med "
            "18-årsgrense gjelder grensen uten unntak. Personalet kan be om legitimasjon.</p>"
            "<h2>Parkering</h2>"
            "<p>Kulturhuset har egen parkeringsplass med 80 plasser bak bygget, med innkjøring fra Kaiveien. "
            "Parkeringen er gratis etter kl. 17.00 og i helgene; ellers betaler du med parkeringsapp eller i "
            "automaten. Det er også offentlig parkering i parkeringshuset ved Fjordby torg, fem minutters "
            "gange unna. Vi har fire ladeplasser for elbil.</p>"
            "<h2>Universell utforming</h2>"
            "<ul>"
            "<li>Seks HC-plasser ved hovedinngangen og to ved inngangen til seniorsenteret</li>"
            "<li>Trinnfri adkomst og automatisk døråpner ved hovedinngangen og Paviljongen</li>"
            "<li>Heis til alle etasjer</li>"
            "<li>Åtte rullestolplasser med ledsagerplass i kinoteatret</li>"
            "<li>Teleslynge i kinoteatret, Kinovestibylen, Paviljongen og seniorsenteret</li>"
            "<li>HC-toalett i alle etasjer</li>"
            "</ul>"
            "<p>Ledsagere med gyldig ledsagerbevis går gratis. Førerhunder og andre servicehunder er "
            "velkomne.</p>"
            "<h2>Garderobe</h2>"
            "<p>Det er ubetjent garderobe i Kinovestibylen. Ved konserter og revy er garderoben betjent og "
            "koster 30 kr per plagg.</p>"
            "<h2>Kafé</h2>"
            "<p>Kafeen drives av vår samarbeidspartner Fjordby Mat &amp; Vinhus og selger alt fra popkorn og "
            "kaffe til varmretter. Det er ikke tillatt å ta med egen mat og drikke inn i kinoteatret, med "
            "unntak av mat til babyer og småbarn.</p>"
        ),
        links=(
            Link("Billetthjelp på e-post", "mailto:billetthjelp@fjordbykulturhus.no"),
            Link("Mat og servering", "/mat-og-servering"),
            Link("Fjordby seniorsenter", "/fjordby-seniorsenter"),
            Link("Om oss", "/om-oss"),
        ),
        cover_image="praktisk-informasjon",
    ),
    StaticPageSeed(
        path="/priser-privat-kinofremvisning",
        title="Priser privat kinofremvisning",
        description=(
            "Lei hele Fjordby kinoteater til en privat kinovisning for bedriften, klassen, vennegjengen "
            "eller hele familien."
        ),
        keywords="privat kinovisning, leie kinosal, firmakino, kinoleie, priser, Fjordby kinoteater",
        content=(
            "<p>Lei Fjordby kinoteater til en privat kinovisning for bedriften, klassen, vennegjengen eller "
            "familien. Dere velger film, og vi sørger for en fullverdig kinoopplevelse med 462 seter, stort "
            "lerret og Dolby Atmos.</p>"
            "<h2>Leie av kinoteatret</h2>"
            "<table>"
            "<thead><tr><th>Tidspunkt</th><th>Inntil 2,5 timer</th><th>Per ekstra time</th></tr>"
            "</thead>"
            "<tbody>"
            "<tr><td>Hverdager før kl. 16.00</td><td>3 950 kr</td><td>950 kr</td></tr>"
            "<tr><td>Hverdager etter kl. 16.00</td><td>5 450 kr</td><td>1 250 kr</td></tr>"
            "<tr><td>Lørdag og søndag</td><td>6 250 kr</td><td>1 450 kr</td></tr>"
            "</tbody>"
            "</table>"
            "<h2>Filmleie</h2>"
            "<p>I tillegg til leie av salen kommer filmleie, som fastsettes av filmdistributøren. Filmleien "
            "beregnes vanligvis per seer, med en minstepris per visning.</p>"
            "<table>"
            "<thead><tr><th>Film</th><th>Pris</th></tr>"
            "</thead>"
            "<tbody>"
            "<tr><td>Film som går på kino nå, per seer</td><td>75 kr</td></tr>"
            "<tr><td>Minstepris for filmleie per visning</td><td>1 950 kr</td></tr>"
            "<tr><td>Eldre filmer og klassikere</td><td>Etter avtale med distributøren</td></tr>"
            "</tbody>"
            "</table>"
            "<h2>Tillegg</h2>"
            "<table>"
            "<thead><tr><th>Tjeneste</th><th>Pris</th></tr>"
            "</thead>"
            "<tbody>"
            "<tr><td>Velkomsthilsen på lerretet (bilde eller video)</td><td>450 kr</td></tr>"
            "<tr><td>Popkorn og brus, per person</td><td>75 kr</td></tr>"
            "<tr><td>Kinovestibylen før eller etter visningen, per time</td><td>950 kr</td></tr>"
            "<tr><td>Mikrofon og presentasjon fra scenen</td><td>Inkludert</td></tr>"
            "</tbody>"
            "</table>"
            "<p>Kinotekniker er inkludert i leieprisen. Alle priser er oppgitt inkludert merverdiavgift der "
            "det er aktuelt. Visningen må bestilles minst tre uker i forveien, og endelig pris avhenger av "
            "filmvalg og antall gjester.</p>"
            "<p>Send en forespørsel med ønsket dato, film og antall gjester til "
            '<a href="mailto:post@fjordbykulturhus.no">post@fjordbykulturhus.no</a>.</p>'
        ),
        links=(
            Link("Send forespørsel", "mailto:post@fjordbykulturhus.no"),
            Link("Kinobursdag", "/kinobursdag"),
            Link("Kinovestibylen og kinoteatret", "/kinovestibylen-og-kinoteatret"),
        ),
    ),
    StaticPageSeed(
        path="/fjordby-jazz",
        title="Fjordby Jazz",
        description=(
            "Fjordby Jazz er kulturhusets årlige jazzfestival, med konserter i Kinovestibylen, Paviljongen "
            "og kinoteatret."
        ),
        keywords="Fjordby Jazz, jazzfestival, jazz, festivalpass, konserter, Fjordby kulturhus",
        content=(
            "<p>Fjordby Jazz er en av regionens mest populære jazzfestivaler og arrangeres hvert år i "
            "Fjordby kulturhus. Gjennom fire dager fyller vi Kinovestibylen, Paviljongen og kinoteatret med "
            "alt fra intime klubbkonserter til storband og jazzbrunsj.</p>"
            "<p>Festivalen startet i 2009 som en enkelt klubbkveld i Kinovestibylen og har vokst til et "
            "program med mer enn tjue konserter. Vi kombinerer etablerte navn fra den norske og nordiske "
            "jazzscenen med unge, lovende musikere og lokale krefter.</p>"
            "<h2>Billetter</h2>"
            "<table>"
            "<thead><tr><th>Billett</th><th>Ordinær</th><th>Student og honnør</th></tr>"
            "</thead>"
            "<tbody>"
            "<tr><td>Festivalpass (alle konserter unntatt jazzbrunsj)</td><td>1 150 kr</td><td>920 kr</td>"
            "</tr>"
            "<tr><td>Dagspass fredag eller lørdag</td><td>550 kr</td><td>440 kr</td></tr>"
            "<tr><td>Enkeltkonsert</td><td>fra 250 kr</td><td>fra 200 kr</td></tr>"
            "<tr><td>Jazzbrunsj med brunsjbuffet</td><td>450 kr</td><td>450 kr</td></tr>"
            "</tbody>"
            "</table>"
            "<p>Barn under tolv år betaler halv pris på jazzbrunsjen, og barn under tre år spiser gratis. "
            "Konsertene for barn og elevkonserten er gratis.</p>"
            "<h2>Programmet</h2>"
            "<p>Hele programmet for årets festival finner du i artikkelen "
            '<a href="/article/fjordby-jazz-2026">Fjordby Jazz 2026: Hele programmet</a>, og alle konsertene '
            "ligger i kulturprogrammet på nettsiden.</p>"
            "<h2>Samarbeidspartnere</h2>"
            "<p>Festivalen arrangeres i samarbeid med Fjordby kulturskole, Fjordby videregående skole og "
            "Fjordby Mat &amp; Vinhus, som står for mat og drikke under hele festivalen.</p>"
            "<h2>Bli frivillig</h2>"
            "<p>Fjordby Jazz drives med hjelp fra mer enn 60 frivillige. Har du lyst til å være med, send en "
            'e-post til kulturkoordinator Ingrid Bakke på <a href="mailto:ingrid.bakke@fjordbykulturhus.no">'
            "ingrid.bakke@fjordbykulturhus.no</a>.</p>"
        ),
        links=(
            Link("Fjordby Jazz 2026: Hele programmet", "/article/fjordby-jazz-2026"),
            Link("Bli frivillig", "mailto:ingrid.bakke@fjordbykulturhus.no"),
            Link("Praktisk informasjon", "/praktisk-informasjon"),
        ),
    ),
    StaticPageSeed(
        path="/priser-moterom-og-selskapsrom",
        title="Priser møterom og selskapsrom",
        description="Priser for leie av møterom, selskapsrommet og Paviljongen i Fjordby kulturhus.",
        keywords="priser, møterom, selskapsrom, selskapslokale, Paviljongen, utleie, Fjordby kulturhus",
        content=(
            "<p>Fjordby kulturhus har møterom og selskapslokaler for alt fra små styremøter til store "
            "bryllup. Alle priser er per leieperiode og inkluderer bord, stoler, trådløst nett og renhold "
            "etter normal bruk.</p>"
            "<h2>Leiepriser</h2>"
            "<table>"
            "<thead><tr><th>Rom</th><th>Kapasitet</th><th>Halv dag (inntil 4 timer)</th><th>Hel dag (kl. "
            "08.00–16.00)</th><th>Kveld og helg</th></tr>"
            "</thead>"
            "<tbody>"
            "<tr><td>Møterom Fjordglimt</td><td>12 personer</td><td>950 kr</td><td>1 650 kr</td><td>1 950 "
            "kr</td></tr>"
            "<tr><td>Møterom Kaia</td><td>24 personer</td><td>1 450 kr</td><td>2 450 kr</td><td>2 950 kr</td>"
            "</tr>"
            "<tr><td>Selskapsrommet</td><td>50 personer</td><td>2 250 kr</td><td>3 650 kr</td><td>4 950 "
            "kr</td></tr>"
            "<tr><td>Paviljongen</td><td>120 personer</td><td>4 500 kr</td><td>7 500 kr</td><td>9 500 kr</td>"
            "</tr>"
            "</tbody>"
            "</table>"
            "<p>Lag og foreninger med tilhørighet i Fjordby kommune får 30 prosent rabatt på leie av møterom "
            "på hverdager.</p>"
            "<h2>Tillegg</h2>"
            "<table>"
            "<thead><tr><th>Tjeneste</th><th>Pris</th></tr>"
            "</thead>"
            "<tbody>"
            "<tr><td>Ekstra time kveld og helg</td><td>650 kr</td></tr>"
            "<tr><td>Tekniker eller vaktmester, per time</td><td>650 kr</td></tr>"
            "<tr><td>Sluttrengjøring etter selskap, Selskapsrommet</td><td>1 250 kr</td></tr>"
            "<tr><td>Sluttrengjøring etter selskap, Paviljongen</td><td>1 950 kr</td></tr>"
            "<tr><td>Leie av flygel i Paviljongen</td><td>1 500 kr</td></tr>"
            "<tr><td>Pynting dagen før arrangementet</td><td>950 kr</td></tr>"
            "</tbody>"
            "</table>"
            "<h2>Dette er inkludert</h2>"
            "<ul>"
            "<li>Projektor eller skjerm med HDMI-tilkobling</li>"
            "<li>Trådløst nett</li>"
            "<li>Flipover og tusjer</li>"
            "<li>Teleslynge i Paviljongen og Selskapsrommet</li>"
            "</ul>"
            "<h2>Vilkår</h2>"
            "<ul>"
            "<li>Avbestilling er gratis inntil 30 dager før arrangementet.</li>"
            "<li>Ved avbestilling 14–30 dager før faktureres 50 prosent av leien.</li>"
            "<li>Ved avbestilling senere enn 14 dager før faktureres full leie.</li>"
            "<li>Selskaper må avsluttes senest kl. 01.00.</li>"
            "<li>Mat og drikke bestilles gjennom vår samarbeidspartner Fjordby Mat &amp; Vinhus.</li>"
            "</ul>"
            '<p>Send en forespørsel til <a href="mailto:post@fjordbykulturhus.no">'
            "post@fjordbykulturhus.no</a>, så sender vi deg et tilbud.</p>"
        ),
        links=(
            Link("Møterom og selskap", "/moterom-og-selskap"),
            Link("Paviljongen", "/paviljongen"),
            Link("Mat og servering", "/mat-og-servering"),
            Link("Send forespørsel", "mailto:post@fjordbykulturhus.no"),
        ),
    ),
    StaticPageSeed(
        path="/mat-og-servering",
        title="Mat og servering",
        description=(
            "Kafeen, baren og all servering i Fjordby kulturhus drives av vår faste samarbeidspartner "
            "Fjordby Mat & Vinhus."
        ),
        keywords="mat, servering, kafé, catering, møtemat, selskapsmeny, Fjordby Mat & Vinhus",
        content=(
            "<p>Kafeen og all servering i Fjordby kulturhus drives av vår samarbeidspartner <strong>Fjordby "
            "Mat &amp; Vinhus</strong>. De lager mat fra bunnen av, med lokale råvarer så langt det er "
            "mulig, og leverer til alt fra kinokvelder og møter til bryllup og minnesamvær.</p>"
            "<h2>Kafeen</h2>"
            "<p>Kafeen ligger i Kinovestibylen og åpner en time før første visning eller forestilling. Her "
            "får du kaffe, kaker, smørbrød, supper og lette varmretter, i tillegg til popkorn, brus og "
            "godteri til kinoen. Ved arrangementer for voksne serveres øl og vin i baren.</p>"
            "<h2>Møtemat</h2>"
            "<table>"
            "<thead><tr><th>Servering</th><th>Pris per person</th></tr>"
            "</thead>"
            "<tbody>"
            "<tr><td>Kaffe og te, hele dagen</td><td>45 kr</td></tr>"
            "<tr><td>Frukt</td><td>35 kr</td></tr>"
            "<tr><td>Rundstykke med pålegg</td><td>85 kr</td></tr>"
            "<tr><td>Kake eller bakst</td><td>55 kr</td></tr>"
            "<tr><td>Lunsjbuffet med suppe, salater og brød</td><td>245 kr</td></tr>"
            "</tbody>"
            "</table>"
            "<h2>Selskap</h2>"
            "<table>"
            "<thead><tr><th>Meny</th><th>Pris per person</th></tr>"
            "</thead>"
            "<tbody>"
            "<tr><td>Minnesamvær med smørbrød, kake og kaffe</td><td>fra 225 kr</td></tr>"
            "<tr><td>Koldtbord</td><td>fra 395 kr</td></tr>"
            "<tr><td>Treretters middag</td><td>fra 595 kr</td></tr>"
            "<tr><td>Barnemeny</td><td>fra 165 kr</td></tr>"
            "</tbody>"
            "</table>"
            "<p>Vegetariske, veganske og allergitilpassede alternativer lages etter avtale.</p>"
            "<h2>Bestilling</h2>"
            "<p>Mat til møter og selskaper bestilles direkte hos Fjordby Mat &amp; Vinhus på "
            '<a href="mailto:bestilling@fjordbymatogvinhus.no">bestilling@fjordbymatogvinhus.no</a>, senest '
            "fem virkedager i forveien. Oppgi dato, rom, antall gjester og eventuelle allergier.</p>"
            "<p>Fjordby Mat &amp; Vinhus har skjenkebevilling for hele kulturhuset. Det er ikke tillatt å ta "
            "med egen alkohol.</p>"
        ),
        links=(
            Link("Bestill mat", "mailto:bestilling@fjordbymatogvinhus.no"),
            Link("Møterom og selskap", "/moterom-og-selskap"),
            Link("Priser møterom og selskapsrom", "/priser-moterom-og-selskapsrom"),
        ),
    ),
    StaticPageSeed(
        path="/article/personvernerklaering",
        title="Personvernerklæring",
        description=(
            "Slik behandler Fjordby kulturhus personopplysninger ved billettkjøp, på nettsiden, i appen og i "
            "kundeservice."
        ),
        keywords="personvern, personvernerklæring, personopplysninger, GDPR, lagringstid, innsyn, sletting",
        content=(
            "<p>Fjordby kulturhus, Storgata 1, 1234 Fjordby, er behandlingsansvarlig for personopplysningene "
            "vi behandler når du kjøper billetter, bruker nettsiden og appen vår eller kontakter oss. Her er "
            "en kort oppsummering:</p>"
            "<ul>"
            "<li>Vi behandler opplysninger om deg når du oppretter brukerkonto, kjøper billetter, kontakter "
            "kundeservice eller bruker nettsiden.</li>"
            "<li>Billettsalget håndteres av en ekstern billettleverandør som behandler opplysningene på våre "
            "vegne.</li>"
            "<li>Med brukerkonto ser du kjøpshistorikken din i 12 måneder. Opplysninger ved gjestekjøp "
            "slettes 3 måneder etter forestillingen.</li>"
            "<li>Transaksjoner og betalingsinformasjon lagres i 5 år etter bokføringsloven.</li>"
            "<li>Markedsføring og profilering skjer bare med ditt samtykke.</li>"
            "<li>Du har rett til innsyn, retting og sletting, og du kan klage til Datatilsynet.</li>"
            "</ul>"
            "<p>Spørsmål om personvern eller ønske om innsyn sendes til "
            '<a href="mailto:post@fjordbykulturhus.no">post@fjordbykulturhus.no</a>. Vi svarer senest innen '
            "30 dager.</p>"
        ),
        links=(
            Link("Informasjonskapsler", "/article/informasjonskapsler"),
            Link("Datatilsynet", "https://www.datatilsynet.no"),
            Link("Kontakt oss om personvern", "mailto:post@fjordbykulturhus.no"),
        ),
    ),
    StaticPageSeed(
        path="/kinobursdag",
        title="Kinobursdag",
        description="Feir bursdagen på kino med film, popkorn og eget selskapsrom i Fjordby kulturhus.",
        keywords="kinobursdag, bursdag, barnebursdag, kino, selskapsrom, Fjordby kinoteater",
        content=(
            "<p>Gi bursdagsbarnet en feiring å huske! Med kinobursdag i Fjordby kulturhus får dere film i "
            "kinoteatret, popkorn og eget selskapsrom, og vi tar oss av det meste av ryddingen.</p>"
            "<h2>Pakker og priser</h2>"
            "<table>"
            "<thead><tr><th>Pakke</th><th>Innhold</th><th>Pris per barn</th></tr>"
            "</thead>"
            "<tbody>"
            "<tr><td>Kinobursdag Basis</td><td>Kinobillett, popkorn og saft</td><td>189 kr</td></tr>"
            "<tr><td>Kinobursdag Pluss</td><td>Kinobillett, popkorn, saft, pizza og is</td><td>299 kr</td>"
            "</tr>"
            "</tbody>"
            "</table>"
            "<h2>Tillegg</h2>"
            "<table>"
            "<thead><tr><th>Tillegg</th><th>Pris</th></tr>"
            "</thead>"
            "<tbody>"
            "<tr><td>Bursdagskake fra Fjordby Mat &amp; Vinhus (12 stykker)</td><td>350 kr</td></tr>"
            "<tr><td>Godtepose, per barn</td><td>35 kr</td></tr>"
            "<tr><td>Ekstra time i selskapsrommet</td><td>450 kr</td></tr>"
            "</tbody>"
            "</table>"
            "<h2>Slik foregår det</h2>"
            "<ul>"
            "<li>Dere velger blant filmene som går i programmet, og ser filmen sammen med det øvrige "
            "publikummet.</li>"
            "<li>Selskapsrommet disponeres i to timer før eller etter filmen, pyntet med duker og "
            "ballonger.</li>"
            "<li>Bursdagsbarnet får en liten gave og blir gratulert på lerretet før filmen.</li>"
            "<li>Minimum åtte barn. Inntil to voksne følgere går gratis.</li>"
            "<li>Filmen må ha en aldersgrense som passer for alle barna i selskapet.</li>"
            "</ul>"
            "<p>Kinobursdag tilbys lørdager, søndager og onsdag ettermiddag. Bestill minst to uker før "
            "ønsket dato, og gi beskjed om allergier ved bestilling.</p>"
            '<p>Ønsker dere en helt egen visning, se <a href="/priser-privat-kinofremvisning">priser for '
            "privat kinofremvisning</a>.</p>"
        ),
        links=(
            Link("Bestill kinobursdag", "mailto:post@fjordbykulturhus.no"),
            Link("Priser privat kinofremvisning", "/priser-privat-kinofremvisning"),
            Link("Praktisk informasjon", "/praktisk-informasjon"),
        ),
    ),
    StaticPageSeed(
        path="/cookies-info",
        title="Info om cookies",
        description=(
            "Her forklarer vi hvilke informasjonskapsler (cookies) nettsiden til Fjordby kulturhus bruker, "
            "og hvordan du kan reservere deg."
        ),
        keywords="cookies, informasjonskapsler, samtykke, analyse, Facebook-piksel, personvern",
        content=(
            "<p>Nettsiden til Fjordby kulturhus bruker informasjonskapsler, også kalt cookies. Det er små "
            "tekstfiler som lagres i nettleseren din når du besøker nettsiden.</p>"
            "<ul>"
            "<li><strong>Nødvendige informasjonskapsler</strong> sørger for at nettsiden og billettkjøpet "
            "fungerer. De kan ikke slås av.</li>"
            "<li><strong>Analysekapsler</strong> gir oss anonym statistikk over hvordan nettsiden "
            "brukes.</li>"
            "<li><strong>Markedsføringskapsler</strong>, som Facebook-pikselen, måler effekten av annonsene "
            "våre.</li>"
            "</ul>"
            "<p>Analyse- og markedsføringskapsler settes bare hvis du samtykker. Du kan når som helst endre "
            "valget via «Innstillinger for informasjonskapsler» nederst på siden, eller slette "
            "informasjonskapsler i nettleseren din.</p>"
            '<p>Les mer i artikkelen <a href="/article/info-om-cookies">Info om cookies</a>.</p>'
        ),
        links=(
            Link("Les mer om cookies", "/article/info-om-cookies"),
            Link("Personvernerklæring", "/article/personvernerklaering"),
        ),
    ),
    StaticPageSeed(
        path="/priser-kinovestibylen",
        title="Priser kinovestibylen",
        description="Priser for leie av Kinovestibylen til selskaper, mottakelser, konserter og møter.",
        keywords="priser, kinovestibylen, utleie, selskap, mottakelse, julebord, Fjordby kulturhus",
        content=(
            "<p>Kinovestibylen er et lyst foajélokale med bar og store vinduer mot Storgata, med plass til "
            "150 personer stående eller 90 sittende ved bord. Lokalet kan leies når det ikke er visninger i "
            "kinoteatret, eller i kombinasjon med leie av kinoteatret.</p>"
            "<h2>Leiepriser</h2>"
            "<table>"
            "<thead><tr><th>Tidspunkt</th><th>Pris</th></tr>"
            "</thead>"
            "<tbody>"
            "<tr><td>Hverdager dagtid (kl. 08.00–16.00)</td><td>3 450 kr</td></tr>"
            "<tr><td>Hverdager kveld (kl. 16.00–24.00)</td><td>4 950 kr</td></tr>"
            "<tr><td>Fredag og lørdag kveld (kl. 16.00–01.00)</td><td>6 950 kr</td></tr>"
            "<tr><td>Søndag (kl. 10.00–22.00)</td><td>4 450 kr</td></tr>"
            "<tr><td>Per time utover avtalt tid</td><td>950 kr</td></tr>"
            "</tbody>"
            "</table>"
            "<p>Ideelle organisasjoner og lag i Fjordby kommune får 25 prosent rabatt på hverdager.</p>"
            "<h2>Tillegg</h2>"
            "<table>"
            "<thead><tr><th>Tjeneste</th><th>Pris</th></tr>"
            "</thead>"
            "<tbody>"
            "<tr><td>Tekniker, per time</td><td>650 kr</td></tr>"
            "<tr><td>Scene og scenelys</td><td>1 500 kr</td></tr>"
            "<tr><td>Betjent garderobe, per time</td><td>450 kr</td></tr>"
            "<tr><td>Vakt, per time</td><td>595 kr</td></tr>"
            "</tbody>"
            "</table>"
            "<h2>Dette er inkludert</h2>"
            "<ul>"
            "<li>Bord og stoler</li>"
            "<li>Lydanlegg med to trådløse mikrofoner</li>"
            "<li>Storskjerm med HDMI-tilkobling</li>"
            "<li>Ubetjent garderobe</li>"
            "<li>Renhold etter normal bruk</li>"
            "</ul>"
            '<p>Bar og servering leveres av Fjordby Mat &amp; Vinhus. Se <a href="/mat-og-servering">mat og '
            "servering</a> for menyer og priser.</p>"
            '<p>Send en forespørsel til <a href="mailto:post@fjordbykulturhus.no">'
            "post@fjordbykulturhus.no</a>.</p>"
        ),
        links=(
            Link("Kinovestibylen og kinoteatret", "/kinovestibylen-og-kinoteatret"),
            Link("Mat og servering", "/mat-og-servering"),
            Link("Send forespørsel", "mailto:post@fjordbykulturhus.no"),
        ),
    ),
    StaticPageSeed(
        path="/priser-fjordby-kinoteater",
        title="Priser Fjordby kinoteater",
        description=(
            "Priser for leie av Fjordby kinoteater med 462 seter til konserter, forestillinger, konferanser "
            "og foredrag."
        ),
        keywords="priser, Fjordby kinoteater, leie, konsertsal, konferanse, forestilling, scene",
        content=(
            "<p>Fjordby kinoteater har 462 seter, scene på 12 x 6 meter, laserprojektor og Dolby Atmos. "
            "Salen leies ut til konserter, teater, revy, konferanser og foredrag. Lag og ideelle "
            "organisasjoner med tilhørighet i Fjordby kommune får redusert pris.</p>"
            "<h2>Leiepriser</h2>"
            "<table>"
            "<thead><tr><th>Leieperiode</th><th>Lokale lag og ideelle organisasjoner</th><th>Kommersielle "
            "arrangører</th></tr>"
            "</thead>"
            "<tbody>"
            "<tr><td>Dagleie hverdager (kl. 08.00–16.00)</td><td>7 500 kr</td><td>12 500 kr</td></tr>"
            "<tr><td>Kveldsleie (kl. 16.00–23.00)</td><td>9 500 kr</td><td>16 500 kr</td></tr>"
            "<tr><td>Hel dag (kl. 08.00–23.00)</td><td>14 500 kr</td><td>24 500 kr</td></tr>"
            "<tr><td>Rigg- og prøvedag</td><td>4 500 kr</td><td>7 500 kr</td></tr>"
            "</tbody>"
            "</table>"
            "<h2>Tillegg</h2>"
            "<table>"
            "<thead><tr><th>Tjeneste</th><th>Pris</th></tr>"
            "</thead>"
            "<tbody>"
            "<tr><td>Lyd- eller lystekniker, per time</td><td>650 kr</td></tr>"
            "<tr><td>Vakt, per time</td><td>595 kr</td></tr>"
            "<tr><td>Flygel, inkludert stemming</td><td>2 500 kr</td></tr>"
            "<tr><td>Billettsalg gjennom vår billettleverandør, per solgte billett</td><td>15 kr</td></tr>"
            "<tr><td>Betjent garderobe, per time</td><td>450 kr</td></tr>"
            "</tbody>"
            "</table>"
            "<h2>Dette er inkludert</h2>"
            "<ul>"
            "<li>Kinoteatret med 462 seter og scene</li>"
            "<li>Standard lys- og lydrigg med fire trådløse mikrofoner</li>"
            "<li>Projektor og lerret for presentasjoner</li>"
            "<li>To garderober bak scenen</li>"
            "<li>Kinovestibylen til pausesalg ved kveldsleie</li>"
            "<li>Én vakttekniker under arrangementet</li>"
            "</ul>"
            '<p>Ønsker du å vise en film for egne gjester, se <a href="/priser-privat-kinofremvisning">'
            "priser for privat kinofremvisning</a>. Send en forespørsel til "
            '<a href="mailto:post@fjordbykulturhus.no">post@fjordbykulturhus.no</a>.</p>'
        ),
        links=(
            Link("Kinovestibylen og kinoteatret", "/kinovestibylen-og-kinoteatret"),
            Link("Priser privat kinofremvisning", "/priser-privat-kinofremvisning"),
            Link("Send forespørsel", "mailto:post@fjordbykulturhus.no"),
        ),
    ),
    StaticPageSeed(
        path="/om-oss",
        title="Om oss",
        description=(
            "Fjordby kulturhus er kommunens kulturhus med kino, scene, seniorsenter, kafé og lokaler for "
            "møter og selskap."
        ),
        keywords="om oss, Fjordby kulturhus, kontakt, ansatte, historie, kinoteater, Storgata 1",
        content=(
            "<p>Fjordby kulturhus er kommunens samlingssted for kultur og fellesskap. Under samme tak finner "
            "du Fjordby kinoteater, Kinovestibylen, Paviljongen, møterom og selskapsrom, kafé og Fjordby "
            "seniorsenter. Hvert år arrangerer vi blant annet jazzfestivalen Fjordby Jazz og Den Store "
            "Kinodagen. Kulturhuset eies og drives av Fjordby kommune.</p>"
            "<h2>Kontakt oss</h2>"
            "<table>"
            "<thead><tr><th>Rolle</th><th>Ansvarsområde</th><th>Navn</th><th>Telefon</th><th>E-post</th></tr>"
            "</thead>"
            "<tbody>"
            "<tr><td>Generelle henvendelser</td><td>Spørsmål om huset, utleie og arrangementer</td><td>"
            'Resepsjonen</td><td>12 34 56 00</td><td><a href="mailto:post@fjordbykulturhus.no">'
            "post@fjordbykulturhus.no</a></td></tr>"
            "<tr><td>Kulturhussjef</td><td>Daglig ledelse, økonomi og programprofil</td><td>Marte "
            'Solberg</td><td>12 34 56 01</td><td><a href="mailto:marte.solberg@fjordbykulturhus.no">'
            "marte.solberg@fjordbykulturhus.no</a></td></tr>"
            "<tr><td>Kinosjef</td><td>Kinoprogram, skolekino og private visninger</td><td>Espen Holm</td><td>"
            '12 34 56 02</td><td><a href="mailto:espen.holm@fjordbykulturhus.no">'
            "espen.holm@fjordbykulturhus.no</a></td></tr>"
            "<tr><td>Kulturkoordinator</td><td>Konserter, scene, frivillige og Fjordby Jazz</td><td>Ingrid "
            'Bakke</td><td>12 34 56 03</td><td><a href="mailto:ingrid.bakke@fjordbykulturhus.no">'
            "ingrid.bakke@fjordbykulturhus.no</a></td></tr>"
            "<tr><td>Utleiekoordinator</td><td>Møterom, selskap, Kinovestibylen og Paviljongen</td><td>Leila "
            'Haddad</td><td>12 34 56 04</td><td><a href="mailto:leila.haddad@fjordbykulturhus.no">'
            "leila.haddad@fjordbykulturhus.no</a></td></tr>"
            "<tr><td>Koordinator seniorsenter</td><td>Aktiviteter og drift av Fjordby seniorsenter</td><td>"
            'Jon Aune</td><td>12 34 56 05</td><td><a href="mailto:jon.aune@fjordbykulturhus.no">'
            "jon.aune@fjordbykulturhus.no</a></td></tr>"
            "</tbody>"
            "</table>"
            "<h2>Adresse</h2>"
            "<p>Fjordby kulturhus<br>Storgata 1<br>1234 Fjordby</p>"
            "<h2>Billetthjelp</h2>"
            "<p>Billettsalget håndteres av en ekstern billettleverandør som ikke har telefonsupport. "
            "Telefonnumrene ovenfor kan derfor ikke brukes til billettsaker. Send spørsmål om billetter, "
            'bytte og refusjon på e-post til <a href="mailto:billetthjelp@fjordbykulturhus.no">'
            "billetthjelp@fjordbykulturhus.no</a>.</p>"
            "<h2>Mat og servering</h2>"
            "<p>Kafeen og all servering i huset drives av vår samarbeidspartner Fjordby Mat &amp; Vinhus. "
            "Bestilling av mat til møter og selskaper gjøres direkte hos dem. Les mer under "
            '<a href="/mat-og-servering">mat og servering</a>.</p>'
            "<h2>Naboer og samarbeidspartnere</h2>"
            "<p>Fjordby bibliotek er vår nærmeste nabo i Storgata. Vi samarbeider om foredrag, digital hjelp "
            "for seniorer og arrangementer for barn, men biblioteket har egne åpningstider og egen "
            "kontaktinformasjon.</p>"
            "<h2>Historie</h2>"
            "<p>Fjordby kinoteater åpnet i 1962, etter mange års innsamling og dugnad blant byens lag og "
            "foreninger. Kinoen ble raskt byens viktigste samlingssted for både film, konserter og revy.</p>"
            "<p>I 1994 ble bygget renovert og utvidet med Kinovestibylen, og salen fikk nye og mer "
            "komfortable seter, som ga 395 plasser. Kinoen ble digitalisert i 2011, seniorsenteret flyttet "
            "inn i huset i 2015, og Paviljongen ble bygget mot fjorden i 2018.</p>"
            "<p>I 2026 fikk kinoteatret nye seter, og ved å bygge om amfiet økte kapasiteten fra 395 til 462 "
            "plasser. Samtidig fikk salen nytt lerret, laserprojektor og Dolby Atmos.</p>"
        ),
        links=(
            Link("Send e-post", "mailto:post@fjordbykulturhus.no"),
            Link("Billetthjelp på e-post", "mailto:billetthjelp@fjordbykulturhus.no"),
            Link("Praktisk informasjon", "/praktisk-informasjon"),
            Link("Møterom og selskap", "/moterom-og-selskap"),
        ),
    ),
    StaticPageSeed(
        path="/moterom-og-selskap",
        title="Møterom og selskap",
        description=(
            "Fjordby kulturhus har møterom og selskapslokaler for alt fra små møter til bryllup, "
            "konfirmasjoner og minnesamvær."
        ),
        keywords=(
            "møterom, selskap, selskapslokale, konfirmasjon, bryllup, julebord, minnesamvær, kurs, utleie, "
            "møtelokale, Fjordby"
        ),
        content=(
            "<p>Skal du arrangere møte, kurs, konfirmasjon, bursdag, bryllup eller minnesamvær? Fjordby "
            "kulturhus har lokaler i ulike størrelser, sentralt i Storgata og med god parkering rett ved.</p>"
            "<h2>Lokalene våre</h2>"
            "<h3>Møterom Fjordglimt</h3>"
            "<p>Et lite og lyst møterom for inntil 12 personer, med skjerm, videomøteutstyr og utsikt mot "
            "fjorden. Passer til styremøter, intervjuer og mindre arbeidsmøter.</p>"
            "<h3>Møterom Kaia</h3>"
            "<p>Et fleksibelt rom for inntil 24 personer som kan møbleres som klasserom, hestesko eller i "
            "grupper. Godt egnet til kurs og workshops.</p>"
            "<h3>Selskapsrommet</h3>"
            "<p>Et hyggelig lokale for inntil 50 gjester, med anretningskjøkken og egen inngang fra "
            "Kinovestibylen. Populært til bursdager, konfirmasjoner og minnesamvær.</p>"
            "<h3>Paviljongen</h3>"
            "<p>Vårt største selskapslokale, med plass til 120 gjester ved bord og terrasse mot fjorden. Les "
            'mer om <a href="/paviljongen">Paviljongen</a>.</p>'
            "<h3>Kinovestibylen og kinoteatret</h3>"
            "<p>Til større arrangementer, konferanser og konserter kan du leie "
            '<a href="/kinovestibylen-og-kinoteatret">Kinovestibylen og kinoteatret</a>.</p>'
            "<h2>Mat og drikke</h2>"
            "<p>All servering leveres av vår samarbeidspartner Fjordby Mat &amp; Vinhus, som lager alt fra "
            'møtemat til festmiddager. Se <a href="/mat-og-servering">mat og servering</a>.</p>'
            "<h2>Slik bestiller du</h2>"
            "<ol>"
            '<li>Se <a href="/priser-moterom-og-selskapsrom">priser for møterom og selskapsrom</a>.</li>'
            "<li>Send en forespørsel med dato, tidspunkt, antall gjester og type arrangement til "
            '<a href="mailto:post@fjordbykulturhus.no">post@fjordbykulturhus.no</a>.</li>'
            "<li>Du får et tilbud og en bekreftelse på e-post fra utleiekoordinatoren vår.</li>"
            "<li>Bestill mat og drikke direkte hos Fjordby Mat &amp; Vinhus senest fem virkedager før.</li>"
            "</ol>"
            "<p>Alle lokalene har trinnfri adkomst og HC-toalett i nærheten, og det er god parkering bak "
            "kulturhuset.</p>"
        ),
        links=(
            Link("Priser møterom og selskapsrom", "/priser-moterom-og-selskapsrom"),
            Link("Paviljongen", "/paviljongen"),
            Link("Mat og servering", "/mat-og-servering"),
            Link("Send forespørsel", "mailto:post@fjordbykulturhus.no"),
        ),
    ),
)

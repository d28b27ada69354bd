"""Sample films for Fjordby kinoteater: what is showing now and what is coming soon."""

from sample_cms.content.seeds import FilmSeed

FILMS_NOW: tuple[FilmSeed, ...] = (
    FilmSeed(
        title="Sjøsprøyt og sommerfugler",
        edi="DXM1001234",
        genres=("Familie", "Komedie"),
        duration=92,
        age_rating="A",
        director="Ingrid Haugland",
        features=("Norsk tale", "Barnevennlig"),
        summary=(
            "Tiårige Maja skal tilbringe sommeren hos morfaren på en liten øy i skjærgården, og oppdager at "
            "fyrlykta skjuler en gammel hemmelighet."
        ),
        body=(
            "<p>Maja gruer seg til en hel sommer uten venner og mobildekning hos morfar på Lyngøy. Men da "
            "hun finner et falmet kart inne i fyrlykta, blir ferien et eventyr med krabbefiske, "
            "sommerfuglfangst og nattlige ekspedisjoner sammen med naboguttene Sindre og Ali.</p>"
            "<p><em>Sjøsprøyt og sommerfugler</em> er en varm og morsom familiefilm om vennskap, mot og om å "
            "bli kjent med sin egen familiehistorie. Regissør Ingrid Haugland har filmet i ekte sommerlys "
            "langs Sørlandskysten, og barneskuespillerne bærer filmen med stor naturlighet.</p>"
            "<p>Filmen vises med <strong>norsk tale</strong> og passer for hele familien.</p>"
        ),
        premiere_offset=-12,
        featured=True,
    ),
    FilmSeed(
        title="Operasjon Nordlys: Det siste oppdraget",
        edi="DXM1001251",
        genres=("Action", "Thriller"),
        duration=118,
        age_rating="15",
        director="Henrik Aasland",
        features=("Norsk tale", "Dolby Atmos"),
        summary=(
            "Etterretningsoffiser Kristine Vold får ett døgn på seg til å stanse et angrep i Finnmark, og "
            "den eneste hun kan stole på, er mannen som en gang forrådte henne."
        ),
        body=(
            "<p>I den tredje og siste filmen om Kristine Vold er innsatsen høyere enn noen gang. Et "
            "dataangrep har slått ut strømmen i hele Øst-Finnmark, og midt i polarnatten må Vold samarbeide "
            "med sin gamle partner Terje Moe, som hun trodde hun aldri skulle se igjen.</p>"
            "<p>Henrik Aasland avslutter trilogien med spektakulære snøscooterjakter, klaustrofobiske scener "
            "i gamle gruvesjakter og et nervepirrende oppgjør under nordlyset. Lydbildet er mikset for "
            "<strong>Dolby Atmos</strong>, og det nye lydanlegget i kinoteatret gjør virkelig en forskjell "
            "her.</p>"
            "<p>Du trenger ikke ha sett de to første filmene for å henge med, men du får noen ekstra "
            "aha-opplevelser hvis du har det.</p>"
        ),
        premiere_offset=-5,
        featured=True,
        parent_slug="operasjon-nordlys-det-siste-oppdraget-dxm-1001251",
    ),
    FilmSeed(
        title="Hannah's Garden",
        edi="DXM1000988",
        genres=("Drama",),
        duration=104,
        age_rating="9",
        director="Claire Whitmore",
        features=("Engelsk tale", "Norsk tekst", "2D"),
        summary=(
            "En pensjonert botaniker i Cornwall får uventet besøk av barnebarnet hun aldri har møtt, og en "
            "forsømt hage blir starten på en forsiktig forsoning."
        ),
        body=(
            "<p>Hannah (72) har levd alene i det gamle steinhuset sitt siden mannen døde. Da femten år gamle "
            "Leo blir sendt til henne for sommeren, har de lite å snakke om – helt til de begynner å sette i "
            "stand den gjengrodde hagen sammen.</p>"
            "<p>Claire Whitmore har laget et lavmælt og vakkert drama om sorg, generasjoner og tålmodighet. "
            "Skuespillerprestasjonene er sterke, og de frodige bildene fra den engelske sørkysten gjør <em>"
            "Hannah's Garden</em> til en film som fortjener det store lerretet.</p>"
            "<p>Vises med engelsk tale og norsk tekst.</p>"
        ),
        premiere_offset=-33,
    ),
    FilmSeed(
        title="Løp, Tiril, løp!",
        edi="DXM1001302",
        genres=("Familie", "Komedie"),
        duration=85,
        age_rating="6",
        director="Siri Nordbø",
        features=("Norsk tale", "Barnevennlig"),
        summary=(
            "Tiril er den tregeste løperen i klassen, men når skolen skal delta i det store stafettløpet, "
            "bestemmer hun seg for å trene i all hemmelighet."
        ),
        body=(
            "<p>Ti år gamle Tiril har alltid kommet sist i gymtimene. Da klassen melder seg på stafetten "
            "rundt Fjordbyvannet og ingen vil ha henne på laget, får hun hjelp fra et svært uventet hold: "
            "naboen Gudrun, en pensjonert langrennsløper med mange medaljer i skuffen.</p>"
            "<p>Siri Nordbø har laget en energisk og humoristisk familiefilm om å tro på seg selv og om å "
            "være en god lagkamerat. Her er det mange latterkuler for de minste, og et par øyeblikk som får "
            "de voksne til å svelge en klump i halsen.</p>"
            "<p>Filmen vises med <strong>norsk tale</strong> og anbefales fra seks år.</p>"
        ),
        premiere_offset=-19,
        featured=True,
    ),
    FilmSeed(
        title="Mor & datter",
        edi="DXM1001177",
        genres=("Drama",),
        duration=101,
        age_rating="12",
        director="Mette Kjærgaard",
        features=("Dansk tale", "Norsk tekst", "2D", "Babykino"),
        summary=(
            "Et dansk familiedrama om en mor og en voksen datter som må tilbringe en uke sammen i "
            "sommerhuset de egentlig skulle selge."
        ),
        body=(
            "<p>Etter farens død skal Lene og moren Birthe rydde og selge sommerhuset på Nordsjælland. Det "
            "som skulle være en praktisk uke, blir en oppvask i gamle konflikter, ubesvarte spørsmål og "
            "minner som ingen av dem har snakket høyt om.</p>"
            "<p>Mette Kjærgaard instruerer med presis sans for det usagte, og de to hovedrolleinnehaverne "
            "leverer noe av det sterkeste vi har sett i nordisk film i år. <em>Mor &amp; datter</em> er både "
            "sår og overraskende morsom.</p>"
            "<p>Vises med dansk tale og norsk tekst.</p>"
        ),
        premiere_offset=-26,
    ),
    FilmSeed(
        title="Vinterlys",
        edi="DXM1001240",
        genres=("Drama",),
        duration=112,
        age_rating="12",
        director="Anders Lunde",
        features=("Norsk tale", "2D", "Teleslynge", "Rullestolplasser"),
        summary=(
            "Legen Sigrid vender hjem til bygda i Nord-Troms for å overta legekontoret etter faren, og må ta "
            "et oppgjør med hvorfor hun en gang reiste."
        ),
        body=(
            "<p>Når mørketida senker seg over bygda, står Sigrid alene med ansvaret for pasienter som har "
            "kjent henne siden hun var liten. Samtidig må hun forholde seg til en far som ikke lenger husker "
            "hvem hun er, og en barndomsvenn hun forlot uten å si farvel.</p>"
            "<p>Anders Lunde har skapt et stillferdig og vakkert filmet drama der landskapet spiller en av "
            "hovedrollene. <em>Vinterlys</em> har fått strålende kritikker, og mange trekker fram "
            "hovedrolletolkningen som en av årets beste i norsk film.</p>"
            "<p>Filmen vises med norsk tale.</p>"
        ),
        premiere_offset=-8,
        featured=True,
        parent_slug="vinterlys-dxm-1001240",
    ),
    FilmSeed(
        title="Skogens stemmer",
        edi="1000877",
        genres=("Dokumentar",),
        duration=78,
        age_rating="A",
        director="Kari Vestre",
        features=("Norsk tale", "2D", "Pris 120 kr"),
        summary=(
            "En poetisk og vakker dokumentar om livet i en gammel granskog i Trøndelag, fulgt tett gjennom "
            "fire årstider."
        ),
        body=(
            "<p>Filmskaper Kari Vestre har tilbrakt mer enn tre år i en av de siste urørte granskogene i "
            "Trøndelag. Med tålmodighet og følsomme kameraer kommer hun tett på alt fra hønsehauk og "
            "hakkespett til elg, ekorn og de nesten usynlige soppnettverkene under bakken.</p>"
            "<p><em>Skogens stemmer</em> har nesten ingen fortellerstemme – det er skogens egne lyder som "
            "bærer filmen. Resultatet er en stille og meditativ kinoopplevelse som passer like godt for "
            "naturelskere som for deg som bare trenger halvannen time med ro.</p>"
            "<p>Filmen er tillatt for alle.</p>"
        ),
        premiere_offset=-45,
    ),
    FilmSeed(
        title="Dragevokterne",
        edi="DXM1001288",
        genres=("Animasjon", "Familie", "Eventyr"),
        duration=89,
        age_rating="6",
        director="Lars Hermansen",
        features=("Norsk tale", "Barnevennlig", "3D", "Teleslynge"),
        summary=(
            "Når det siste drageegget i Nordlandet blir stjålet, må den klønete lærlingen Even og den kloke "
            "katten Mirra finne det igjen før vinterens første fullmåne."
        ),
        body=(
            "<p>Even drømmer om å bli en ekte dragevokter, men det eneste han har passet på så langt, er "
            "geitene til bestemor. Da et mystisk selskap stjeler det siste drageegget i landet, legger han "
            "likevel ut på en reise over fjell, fjorder og iskalde vidder.</p>"
            "<p><em>Dragevokterne</em> er en fargerik og spennende animasjonsfilm med flotte norske stemmer "
            "og mye humor. Noen scener kan oppleves som litt skumle for de aller minste, og filmen anbefales "
            "derfor fra seks år.</p>"
            "<p>Vises med norsk tale.</p>"
        ),
        premiere_offset=-15,
        featured=True,
    ),
    FilmSeed(
        title="Last Train to Galway",
        edi="DXM1001199",
        genres=("Komedie", "Drama"),
        duration=97,
        age_rating="9",
        director="Sean Brennan",
        features=("Engelsk tale", "Norsk tekst", "2D"),
        summary=(
            "Da en jernbanestreik stanser toget midt i Irland, må en gretten enkemann og en rastløs student "
            "finne veien til Galway sammen."
        ),
        body=(
            "<p>Pensjonerte Michael skal rekke barnebarnets dåp i Galway, og Aisling skal på det viktigste "
            "jobbintervjuet i sitt liv. Da toget blir stående på en øde stasjon, blir de tvunget til å "
            "haike, leie en rusten bil og overnatte på en pub der ingen av dem egentlig vil være.</p>"
            "<p>Sean Brennan har laget en sjarmerende roadmovie med lun humor, vakre irske landskap og et "
            "lydspor fullt av folkemusikk. En perfekt film for en kinokveld med venner.</p>"
            "<p>Vises med engelsk tale og norsk tekst.</p>"
        ),
        premiere_offset=-22,
    ),
    FilmSeed(
        title="Skjærgårdsmordet",
        edi="1000912",
        genres=("Krim", "Thriller"),
        duration=106,
        age_rating="15",
        director="Tor Egil Moen",
        features=("Norsk tale", "2D"),
        summary=(
            "En ung etterforsker blir sendt til en liten øykommune utenfor Kristiansund for å se nærmere på "
            "et dødsfall som alle vil kalle en ulykke."
        ),
        body=(
            "<p>Da en kjent forretningsmann blir funnet død i fjæra, er lensmannen raskt ute med å "
            "konkludere med drukning. Men etterforsker Nora Aas fra Kripos får en følelse av at de "
            "fastboende på øya vet langt mer enn de vil si.</p>"
            "<p><em>Skjærgårdsmordet</em> er en tett og atmosfærisk krimfilm i beste nordiske tradisjon, med "
            "værhardt landskap, hemmeligheter i hvert naust og en slutt du neppe ser komme.</p>"
            "<p>Filmen har 15-årsgrense på grunn av enkelte voldsscener.</p>"
        ),
        premiere_offset=-52,
    ),
    FilmSeed(
        title="Orbit",
        edi="DXM1001315",
        genres=("Science fiction", "Thriller"),
        duration=131,
        age_rating="12",
        director="Maya Okonkwo",
        features=("Engelsk tale", "Norsk tekst", "3D", "Dolby Atmos"),
        summary=(
            "Når en kollisjon slår ut kommunikasjonen på en romstasjon, har de fire astronautene om bord "
            "bare timer på seg før oksygenet tar slutt."
        ),
        body=(
            "<p>Romstasjonen Helios har vært i bane i tre år da et stykke romskrot river opp et hull i "
            "skroget. Kommandør Ada Reyes må ta umulige valg: Hvem skal reddes, og hva er hun villig til å "
            "ofre for å komme hjem til datteren på jorda?</p>"
            "<p>Maya Okonkwo har laget en visuelt overveldende og pustløs thriller som er skapt for det "
            "store lerretet. Vi anbefaler å se <em>Orbit</em> i Fjordby kinoteater med <strong>Dolby "
            "Atmos</strong>, der lyden kommer fra alle kanter – også ovenfra.</p>"
            "<p>Vises med engelsk tale og norsk tekst.</p>"
        ),
        premiere_offset=-3,
        featured=True,
    ),
    FilmSeed(
        title="Bestefars båt",
        edi="1000934",
        genres=("Familie", "Drama"),
        duration=94,
        age_rating="A",
        director="Morten Sæther",
        features=("Norsk tale", "Barnevennlig"),
        summary=(
            "Søsknene Ida og Jonas får i oppdrag å pusse opp bestefarens gamle snekke, og oppdager at båten "
            "har vært med på mer enn de ante."
        ),
        body=(
            "<p>Sommerferien skulle handle om fotball og bading, men så står Ida og Jonas plutselig med "
            "slipepapir og malingskost i hver sin hånd. Bestefar vil ha snekka på sjøen igjen før han fyller "
            "80, og mens arbeidet skrider fram, forteller han om krigsår, storfangst og kjærlighet.</p>"
            "<p>En lun og hjertevarm familiefilm som har gått for fulle saler over hele landet. Passer "
            "perfekt for besteforeldre og barnebarn som vil gå på kino sammen.</p>"
            "<p>Vises med norsk tale.</p>"
        ),
        premiere_offset=-58,
    ),
    FilmSeed(
        title="Naboen i femte",
        edi="DXM1001210",
        genres=("Komedie",),
        duration=95,
        age_rating="9",
        director="Julien Marchand",
        features=("Fransk tale", "Norsk tekst", "2D"),
        summary=(
            "En pertentlig parisisk bibliotekar får en høylytt og livsglad ny nabo, og krigen om "
            "trappeoppgangen er i gang."
        ),
        body=(
            "<p>Bibliotekar Étienne setter pris på stillhet, orden og faste rutiner. Da den pensjonerte "
            "operasangeren Josette flytter inn i leiligheten over ham, med piano, papegøye og en stadig "
            "voksende vennekrets, er det slutt på nattesøvnen.</p>"
            "<p>Det som starter som en hissig nabofeide, utvikler seg til en rørende fortelling om ensomhet "
            "og uventet vennskap. Fransk komedie på sitt beste: vittig, varm og litt absurd.</p>"
            "<p>Vises med fransk tale og norsk tekst.</p>"
        ),
        premiere_offset=-40,
    ),
    FilmSeed(
        title="Pingvinpatruljen",
        edi="DXM1001330",
        genres=("Animasjon", "Familie"),
        duration=82,
        age_rating="A",
        director="Mikkel Frost",
        features=("Norsk tale", "Barnevennlig"),
        summary=(
            "Fire små, men modige pingviner bestemmer seg for å bli isflakets første redningstjeneste, med "
            "svært varierende hell."
        ),
        body=(
            "<p>Pip, Tuva, Olli og lille Snøball er lei av å være for små til å være med på noe som helst. "
            "Da en storm river løs isflaket med hele kolonien på, får de endelig sjansen til å vise hva de "
            "er gode for.</p>"
            "<p><em>Pingvinpatruljen</em> er en fartsfylt og fargerik animasjonsfilm med korte, morsomme "
            "scener som passer godt for de minste kinogjengerne. Filmen er tillatt for alle og er perfekt "
            "som første kinotur.</p>"
            "<p>Vises med norsk tale.</p>"
        ),
        premiere_offset=-1,
    ),
    FilmSeed(
        title="Nattskift",
        edi="DXM1001266",
        genres=("Thriller", "Drama"),
        duration=99,
        age_rating="15",
        director="Eirik Strand",
        features=("Norsk tale", "2D"),
        summary=(
            "En ung sykepleier på nattevakt ved et lite sykehjem på landet begynner å mistenke at en av "
            "kollegene skjuler noe farlig."
        ),
        body=(
            "<p>Marte har nettopp begynt i ny jobb på Solbakken sykehjem og får nattevaktene ingen andre vil "
            "ha. Da beboerne begynner å fortelle om en fremmed som går i gangene om natta, avfeier ledelsen "
            "det som forvirring. Men Marte ser snart mønstre hun ikke kan overse.</p>"
            "<p>Regissør Eirik Strand bygger opp spenningen sakte og sikkert i en film som er mer "
            "psykologisk enn blodig, men som likevel sitter i kroppen lenge etterpå.</p>"
            "<p>Filmen vises med norsk tale og har 15-årsgrense.</p>"
        ),
        premiere_offset=-30,
    ),
    FilmSeed(
        title="Tusen mil til Tromsø",
        edi="DXM1001274",
        genres=("Komedie", "Drama"),
        duration=103,
        age_rating="9",
        director="Line Bjørnstad",
        features=("Norsk tale", "2D"),
        summary=(
            "Tre søsken som ikke har snakket sammen på ti år, må kjøre morens gamle bobil fra Kristiansand "
            "til Tromsø for å rekke hennes 70-årsdag."
        ),
        body=(
            "<p>Storesøster Hege planlegger alt, mellombarnet Trond planlegger ingenting, og lillebror "
            "Kasper har akkurat mistet både jobben og lappen. Nå skal de sitte i samme bobil gjennom hele "
            "landet, og turen føles som tusen mil.</p>"
            "<p>En feelgood-komedie med herlige dialoger, flotte landskapsbilder og en god porsjon "
            "familiekaos. Du kommer garantert til å kjenne igjen både søskenkrangelen og forsoningen.</p>"
            "<p>Vises med norsk tale.</p>"
        ),
        premiere_offset=-11,
    ),
    FilmSeed(
        title="Eldfjellet",
        edi="DXM1001222",
        genres=("Drama",),
        duration=109,
        age_rating="12",
        director="Baldur Einarsson",
        features=("Islandsk tale", "Norsk tekst", "2D"),
        summary=(
            "Da et vulkanutbrudd tvinger fram evakuering av et lite fiskevær på Island, nekter den gamle "
            "bonden Gunnar å forlate gården sin."
        ),
        body=(
            "<p>Mens lavaen sakte siger mot bygda, prøver datteren Katrín å overtale faren til å bli med til "
            "Reykjavík. Men Gunnar har bodd på gården hele livet, og han har sine grunner til å bli "
            "værende.</p>"
            "<p>Baldur Einarsson har laget et kraftfullt og vakkert drama om tilhørighet, stolthet og hva vi "
            "er villige til å gi slipp på. Naturbildene er spektakulære, og lydbildet gir filmen en nesten "
            "fysisk tyngde.</p>"
            "<p>Vises med islandsk tale og norsk tekst.</p>"
        ),
        premiere_offset=-29,
    ),
    FilmSeed(
        title="Melodien fra Nordheim",
        edi="DXM1001293",
        genres=("Dokumentar", "Musikk"),
        duration=88,
        age_rating="A",
        director="Solveig Rønning",
        features=("Norsk tale", "2D"),
        summary=(
            "Dokumentarfilm om hardingfelespilleren Olav Nordheim, som i en alder av 88 år fortsatt spiller "
            "til dans hver lørdag."
        ),
        body=(
            "<p>Olav Nordheim har spilt hardingfele i over 75 år – i bryllup, i begravelser og på utallige "
            "lørdagsdanser i bygdehuset. Filmen følger ham gjennom et år der han skal lære bort slåttene "
            "sine til en ny generasjon før det er for sent.</p>"
            "<p>Dette er en varm og rørende film om tradisjon, musikk og mennesker som holder en kultur i "
            "live. Særlig scenene med barnebarnet Eline, som går fra motvillig elev til dedikert spelemann, "
            "er en fryd å se.</p>"
            "<p>Filmen er tillatt for alle.</p>"
        ),
        premiere_offset=-17,
    ),
)

FILMS_COMING: tuple[FilmSeed, ...] = (
    FilmSeed(
        title="Midnight Protocol",
        edi="DXM1001415",
        genres=("Action", "Thriller"),
        duration=124,
        age_rating="15",
        director="Daniel Kross",
        features=("Engelsk tale", "Norsk tekst", "Dolby Atmos"),
        summary=(
            "En tidligere hacker blir tvunget til å bryte seg inn i verdens sikreste datasenter for å redde "
            "sin egen bror."
        ),
        body=(
            "<p>Sam Okafor har holdt seg unna trøbbel i fem år. Men når broren blir tatt som gissel av et "
            "internasjonalt kriminelt nettverk, finnes det bare én vei ut: et innbrudd i et datasenter dypt "
            "inne i et fjell i Sveits.</p>"
            "<p><em>Midnight Protocol</em> er en stilsikker actionthriller med høyt tempo, fengende musikk "
            "og effektfulle scener som er laget for å oppleves i <strong>Dolby Atmos</strong>.</p>"
            "<p>Vises med engelsk tale og norsk tekst. Billettsalget åpner snart.</p>"
        ),
        premiere_offset=7,
        featured=True,
    ),
    FilmSeed(
        title="Trollskogen",
        edi="DXM1001422",
        genres=("Animasjon", "Familie"),
        duration=86,
        age_rating="6",
        director="Kjetil Holmen",
        features=("Norsk tale", "Barnevennlig"),
        summary=(
            "Den lille trollungen Trym er redd for mørket, men når skogen trues av en enorm anleggsmaskin, "
            "må han våge seg ut i natten."
        ),
        body=(
            "<p>Trym er ikke som de andre trollungene. Han liker blomster, sover med lyset på og synes "
            "menneskebarn virker ganske hyggelige. Da en anleggsmaskin dukker opp for å rydde skogen til et "
            "nytt kjøpesenter, er det Trym og menneskejenta Nora som må finne en løsning.</p>"
            "<p>En morsom og varm animasjonsfilm om mot, vennskap og det å ta vare på naturen, med sanger "
            "som barna garantert kommer til å nynne på hele veien hjem.</p>"
            "<p>Vises med norsk tale.</p>"
        ),
        premiere_offset=14,
    ),
    FilmSeed(
        title="Jul i Snekkerbakken",
        edi="DXM1001401",
        genres=("Familie", "Komedie"),
        duration=95,
        age_rating="A",
        director="Ingrid Haugland",
        features=("Norsk tale", "Barnevennlig"),
        summary=(
            "Når julenissen i Snekkerbakken brekker foten lille julaften, må tvillingene Emma og Elias ta "
            "over gaveutdelingen i hele bygda."
        ),
        body=(
            "<p>Julen i Snekkerbakken har gått etter samme oppskrift i over hundre år. Men i år glipper alt: "
            "Nissen ligger med gipsfot på sofaen, reinsdyrene er sporløst forsvunnet, og bygdas juletre har "
            "blåst over ende. Heldigvis har tvillingene Emma og Elias en plan.</p>"
            "<p>En hjertevarm julefilm med snø, fjøsnisser og mye latter, innspilt på en gammel gård i "
            "Valdres. Billettene legges ut for salg i god tid før premieren, så følg med her.</p>"
            "<p>Vises med norsk tale.</p>"
        ),
        premiere_offset=21,
        featured=True,
    ),
    FilmSeed(
        title="Kongens kurér",
        edi="DXM1001437",
        genres=("Drama", "Historisk"),
        duration=128,
        age_rating="12",
        director="Petter Hovde",
        features=("Norsk tale", "2D"),
        summary=(
            "Våren 1940 får en ung skiløper ansvaret for å bringe en hemmelig og livsviktig beskjed gjennom "
            "fiendtlig område."
        ),
        body=(
            "<p>April 1940. Tyske styrker rykker fram gjennom Gudbrandsdalen, og kongen og regjeringen er på "
            "flukt nordover. Den tjue år gamle skiløperen Anders Bakken får i oppdrag å bringe en livsviktig "
            "beskjed over fjellet til Romsdalen – alene og uten å bli oppdaget.</p>"
            "<p>Et storslått og spennende drama inspirert av fortellingene om de mange ukjente kurérene "
            "under felttoget i 1940. Filmen er spilt inn i Gudbrandsdalen og på Dovrefjell.</p>"
            "<p>Vises med norsk tale.</p>"
        ),
        premiere_offset=28,
    ),
    FilmSeed(
        title="Søstrene fra Sandøy",
        edi="DXM1001446",
        genres=("Drama",),
        duration=107,
        age_rating="12",
        director="Hilde Sæverud",
        features=("Norsk tale", "2D"),
        summary=(
            "Tre søstre møtes på barndomsøya for å gjøre opp arven etter moren, og gamle hemmeligheter "
            "kommer til overflaten."
        ),
        body=(
            "<p>Marianne, Solveig og Anne har ikke vært samlet på Sandøy siden de var tenåringer. Nå skal "
            "morens hus tømmes og selges, og i løpet av en stormfull helg kommer både sjalusi, sorg og en "
            "hemmelighet som snur opp ned på alt de trodde de visste om familien.</p>"
            "<p>Et sterkt ensembledrama med tre av landets fremste skuespillere i hovedrollene, basert på "
            "den bestselgende romanen med samme navn.</p>"
            "<p>Vises med norsk tale.</p>"
        ),
        premiere_offset=35,
    ),
    FilmSeed(
        title="Wedding Season",
        edi="DXM1001463",
        genres=("Komedie", "Romantikk"),
        duration=102,
        age_rating="9",
        director="Rachel Ambrose",
        features=("Engelsk tale", "Norsk tekst", "2D"),
        summary=(
            "En bryllupsplanlegger som har sluttet å tro på kjærligheten, får ansvaret for sin egen "
            "eksforlovedes bryllup."
        ),
        body=(
            "<p>Olivia er Londons mest ettertraktede bryllupsplanlegger – effektiv, kreativ og helt uten "
            "romantiske illusjoner. Da hennes største kunde viser seg å være eksforloveden Tom, bestemmer "
            "hun seg for å levere sommerens perfekte bryllup. Med mindre alt går galt, da.</p>"
            "<p>En vittig og varm romantisk komedie med skarpe replikker og flotte bilder fra den engelske "
            "landsbygda. Perfekt for en kinokveld med bestevenninna eller kjæresten.</p>"
            "<p>Vises med engelsk tale og norsk tekst.</p>"
        ),
        premiere_offset=42,
    ),
    FilmSeed(
        title="Hjertet i nord",
        edi="DXM1001458",
        genres=("Dokumentar",),
        duration=84,
        age_rating="A",
        director="Ristin Márjá Labba",
        features=("Nordsamisk tale", "Norsk tekst", "2D"),
        summary=(
            "Dokumentar om en reindriftsfamilie som følger flokken fra vinterbeitet på vidda til "
            "sommerbeitet ved kysten."
        ),
        body=(
            "<p>Hvert år legger familien Sara ut på den lange vandringen med flere tusen rein fra Kautokeino "
            "mot kysten. Filmen følger tre generasjoner gjennom en vår der klimaendringer, "
            "vindkraftutbygging og de unges egne drømmer setter tradisjonene på prøve.</p>"
            "<p>Et vakkert, ærlig og tankevekkende portrett av et liv tett på naturen. Filmen har nordsamisk "
            "og norsk tale, med norsk tekst der det trengs.</p>"
        ),
        premiere_offset=55,
    ),
)

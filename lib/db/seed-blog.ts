import { readTimeMinutes } from '@/lib/blog/read-time';
import { slugify } from '@/lib/blog/slug';
import type { BlogCategory } from '@/lib/blog/categories';

import type { blogPosts } from './schema';

/**
 * The five sample posts of spec platform §3, one per category it names, written as Markdown (the
 * stored format, see docs/blog.md). Publish dates are relative to the seeding moment so a fresh
 * demo always looks current; read time and slug are derived the way the editor derives them.
 */

interface DemoPost {
  title: string;
  excerpt: string;
  category: BlogCategory;
  tags: string[];
  featured: boolean;
  daysAgo: number;
  image: string;
  imageAlt: string;
  imageCaption: string;
  metaDescription: string;
  content: string;
}

const DAY = 24 * 60 * 60 * 1000;

const DEMO_POSTS: DemoPost[] = [
  {
    title: 'Kako da proveriš poslovnu ideju pre nego što potrošiš prvi dinar',
    excerpt:
      'Većina ideja ne propadne zato što je proizvod loš, nego zato što niko nije proverio da li problem zaista postoji. Evo kako da za dve nedelje i skoro bez novca saznaš da li vredi nastaviti.',
    category: 'Preduzetništvo & Startup',
    tags: ['startup', 'preduzetništvo', 'srbija'],
    featured: true,
    daysAgo: 3,
    image: '/images/blog/validacija-ideje.svg',
    imageAlt: 'Sijalica iznad table sa lepljivim papirićima i strelicom koja vodi do kvačice',
    imageCaption: 'Dobra ideja je hipoteza dok je kupci ne potvrde.',
    metaDescription:
      'Praktičan vodič za proveru poslovne ideje: razgovori sa kupcima, jednostavna stranica, predprodaja i jasni kriterijumi za odluku.',
    content: `Skoro svaki osnivač koga smo upoznali na Wild Mixer-ima ima istu priču: šest meseci razvoja, lep proizvod i – tišina posle lansiranja. Problem retko leži u tehnologiji. Mnogo češće niko nije na vreme proverio da li ljudi zaista imaju problem koji rešavamo i da li su spremni da za rešenje plate.

Dobra vest je da se to može proveriti brzo i jeftino. Za ovaj postupak ti treba oko dve nedelje, telefon i malo hrabrosti.

## 1. Zapiši pretpostavke

Pre nego što išta napraviš, napiši na papir tri rečenice: **ko** ima problem, **koliko ga** taj problem košta (vremena, novca ili živaca) i **kako ga danas rešava**. Ako ne možeš da odgovoriš konkretno, to je prvi signal da ideju treba suziti. „Mala preduzeća" nije kupac; „knjigovođe koje same vode 20 do 50 firmi" jeste.

## 2. Razgovaraj sa najmanje deset ljudi

Razgovori su najjeftiniji eksperiment. Pravilo je jednostavno: pitaj o njihovoj prošlosti, a ne o svojoj ideji.

> Ne pitaj „Da li bi koristio ovakvu aplikaciju?". Pitaj „Kada si poslednji put imao ovaj problem i šta si tada uradio?".

Ljudi su ljubazni i reći će ti da im se ideja sviđa. Ono što su zaista uradili – potrošili novac, napravili tabelu u Excel-u, zaposlili nekoga – govori mnogo više od komplimenta. Posle svakog razgovora zapiši tri stvari: šta te je iznenadilo, koje reči je sagovornik koristio i da li bi pristao na sledeći korak.

## 3. Napravi jednostavnu stranicu

Jedna stranica sa jasnim naslovom, tri koristi i dugmetom za prijavu dovoljna je da proveriš interesovanje. Pošalji je ljudima sa kojima si razgovarao i u zajednice gde se tvoji kupci okupljaju. Ne meri lajkove, nego koliko ljudi ostavi e-mail ili zakaže poziv.

## 4. Pokušaj da prodaš pre nego što napraviš

Najjači dokaz je novac. Ponudi predprodaju, pilot uz popust ili pismo o namerama. Ako niko od deset zainteresovanih ne želi da plati ni simbolično, to nije poraz – upravo si uštedeo mesece rada.

## Kriterijumi za odluku

Pre eksperimenta dogovori se sa sobom (ili timom) šta znači uspeh. Na primer:

- najmanje 6 od 10 sagovornika prepoznaje problem bez tvog navođenja,
- najmanje 30% posetilaca stranice ostavi kontakt,
- najmanje dvoje pristane da plati pilot.

Ako su brojke ispod praga, promeni kupca ili problem i ponovi krug. Ako su iznad, tek tada pravi prvu verziju proizvoda – i to najmanju koja rešava jedan problem dobro.

Na sledećem okupljanju zajednice potraži mentore za validaciju: rado će ti dati povratnu informaciju pre nego što uložiš ušteđevinu. Ideja koja preživi deset iskrenih razgovora mnogo je jača od one koja je preživela samo tvoje uverenje.`,
  },
  {
    title: 'Gde naći novac za startup u Srbiji: grantovi, krediti i investitori',
    excerpt:
      'Bespovratna sredstva, povoljni krediti, akceleratori i anđeoski investitori – pregled izvora finansiranja za rane faze i saveti kako da prijava ne završi u fioci.',
    category: 'Finansiranje & Grantovi',
    tags: ['finansiranje', 'grantovi', 'startup', 'srbija'],
    featured: true,
    daysAgo: 9,
    image: '/images/blog/finansiranje.svg',
    imageAlt: 'Novčići složeni u stubiće koji rastu uz grafikon sa strelicom nagore',
    imageCaption: 'Pravi izvor novca zavisi od faze u kojoj je posao.',
    metaDescription:
      'Pregled izvora finansiranja za startape u Srbiji: grantovi, subvencije, krediti, akceleratori i investitori, uz savete za dobru prijavu.',
    content: `Pitanje „odakle novac?" čujemo na svakoj radionici. Odgovor zavisi od toga u kojoj je fazi tvoj posao i koliko kontrole si spreman da podeliš. Ovo je pregled izvora koje članovi zajednice najčešće koriste, od najranije faze do rasta.

## Sopstveni novac i prvi kupci

Najjeftiniji novac je onaj koji ti daju kupci. Predprodaja, avansno plaćanje za pilot projekat ili usluge koje finansiraju razvoj proizvoda (takozvani _bootstrapping_) zadržavaju punu kontrolu u tvojim rukama. Mnoge uspešne domaće firme počele su upravo tako.

## Bespovratna sredstva i subvencije

U Srbiji postoji nekoliko stalnih izvora bespovratnog novca:

- **Fond za inovacionu delatnost** redovno raspisuje programe za inovativne timove u ranoj fazi i za saradnju sa naučnim institucijama.
- **Razvojna agencija Srbije** ima programe podrške za preduzetnike, mala i srednja preduzeća i izvoznike.
- **Nacionalna služba za zapošljavanje** nudi subvenciju za samozapošljavanje nezaposlenima koji pokreću posao.
- Lokalne samouprave i pokrajinski sekretarijati često imaju sopstvene javne pozive koji su manje poznati, pa je i konkurencija manja.

Uslovi, iznosi i rokovi menjaju se svake godine, zato uvek čitaj aktuelni javni poziv, a ne prošlogodišnji.

## Povoljni krediti

**Fond za razvoj Republike Srbije** nudi kredite za početnike sa nižom kamatom i grejs periodom. Kredit ima smisla kada znaš kako ćeš ga vraćati – na primer kada kupuješ opremu koja odmah donosi prihod. Za razvoj proizvoda bez kupaca kredit je rizičan izbor.

## Akceleratori i investitori

Akceleratori i naučno-tehnološki parkovi daju manji iznos, prostor, mentore i, najvažnije, kontakte. Anđeoski investitori i fondovi rizičnog kapitala ulažu u zamenu za udeo i očekuju brz rast. Pre razgovora sa investitorom pripremi jasne brojke: koliko kupaca imaš, koliko te košta jedan kupac i koliko novca ti treba do sledećeg cilja.

## Kako da prijava prođe

> Komisija ne finansira ideju, nego tim koji je ubedio da će ideju sprovesti.

Iz iskustva mentora iz zajednice, najčešće greške su:

1. prijava pisana na brzinu poslednjeg dana roka,
2. budžet bez objašnjenja za svaku stavku,
3. ciljevi koji se ne mogu izmeriti („povećati vidljivost"),
4. nedostaju dokazi o interesovanju kupaca.

Napravi sebi jednostavnu tabelu sa svim otvorenim pozivima, rokovima i potrebnom dokumentacijom i ažuriraj je jednom mesečno. Na radionicama o finansiranju prolazimo kroz stvarne prijave – dođi sa svojom i dobićeš konkretne komentare pre nego što je pošalješ.`,
  },
  {
    title: 'Osnivanje DOO u Srbiji: koraci, troškovi i česte greške',
    excerpt:
      'Od izbora poslovnog imena do prvog računa: šta je potrebno za osnivanje društva sa ograničenom odgovornošću, koliko to košta i na šta da obratiš pažnju posle registracije.',
    category: 'Pravni okvir & Regulativa',
    tags: ['srbija', 'preduzetništvo', 'startup'],
    featured: false,
    daysAgo: 16,
    image: '/images/blog/osnivanje-doo.svg',
    imageAlt: 'Dokument sa pečatom, hemijska olovka i vaga kao simbol pravnih pravila',
    imageCaption: 'Registracija je brza; važnije su odluke koje doneseš pre nje.',
    metaDescription:
      'Vodič za osnivanje DOO u Srbiji: osnovni kapital od 100 dinara, rezervacija naziva, registracija u APR-u, troškovi i obaveze posle osnivanja.',
    content: `Društvo sa ograničenom odgovornošću (DOO) je najčešći oblik za posao koji planira da raste, zapošljava ili uzima investiciju. Osnivači ne odgovaraju ličnom imovinom za obaveze društva, a sam postupak je jednostavniji nego što većina ljudi misli.

## Pre registracije: odluke koje je teško menjati

- **Osnivači i udeli.** Ako vas je više, dogovorite udele i pravila odlučivanja pre registracije. Ugovor o osnivanju je mesto za pravila šta se dešava kada neko od osnivača odluči da ode.
- **Poslovno ime.** Proveri u registru Agencije za privredne registre (APR) da li je ime slobodno. Ime možeš i da rezervišeš dok pripremaš dokumentaciju.
- **Pretežna delatnost.** Biraš šifru delatnosti koja najbolje opisuje posao; ostale delatnosti po pravilu možeš da obavljaš bez posebnog upisa.
- **Direktor.** Društvo mora imati zakonskog zastupnika. Razmisli ko će to biti i da li će biti zaposlen u firmi, jer od toga zavise mesečne obaveze.

## Koraci osnivanja

1. Pripremi osnivački akt: odluku o osnivanju ako si jedini osnivač, odnosno ugovor o osnivanju ako vas je više. Potpisi se overavaju.
2. Uplati osnovni kapital i naknadu za registraciju.
3. Podnesi registracionu prijavu APR-u, na šalteru ili elektronski uz kvalifikovani elektronski sertifikat.
4. Posle upisa društvo dobija matični broj i PIB, a zatim otvaraš poslovni račun u banci.

## Primer troškova

Zakonski minimum osnovnog kapitala za DOO je svega **100 dinara**. Primer osnovnih naknada pri osnivanju:

- minimalni osnovni kapital: **100 RSD**,
- rezervacija naziva (nije obavezna): **760 RSD**,
- registracija osnivanja: **7.600 RSD**.

Tome dodaj trošak overe potpisa i, ako ih koristiš, usluge knjigovođe ili advokata. Naknade se povremeno menjaju, zato pre uplate proveri aktuelni cenovnik na sajtu APR-a.

> Osnovni kapital od 100 dinara je zakonski dovoljan, ali ne i poslovno. Banke i partneri gledaju kapital i bilans kada procenjuju koliko si pouzdan.

## Česte greške posle registracije

- **Nema knjigovođe od prvog dana.** DOO vodi dvojno knjigovodstvo i predaje finansijske izveštaje; kašnjenje se kažnjava.
- **Mešanje ličnog i poslovnog novca.** Novac sa računa firme nije tvoj lični novac; isplate idu kroz platu, dividendu ili drugi zakonit osnov.
- **Zaboravljene elektronske fakture.** Fakture između firmi razmenjuju se preko Sistema elektronskih faktura (SEF), pa se prijavi na vreme.
- **Ugovor među osnivačima samo na reč.** Nesuglasice nastaju baš kada posao krene, a tada je najteže dogovoriti se.

Ako nisi siguran da li ti treba DOO ili preduzetnička radnja, pitaj na sledećem okupljanju: u zajednici ima ljudi koji su prošli oba puta i rado će podeliti iskustvo.`,
  },
  {
    title: 'Prvih sto kupaca: praktičan plan prodaje za male timove',
    excerpt:
      'Ne treba ti veliki budžet za oglase da dođeš do prvih kupaca. Treba ti jasan profil kupca, lista od sto imena i disciplina u praćenju. Ovo je plan koji možeš da počneš već sutra.',
    category: 'Marketing & Prodaja',
    tags: ['marketing', 'prodaja', 'startup'],
    featured: false,
    daysAgo: 24,
    image: '/images/blog/prvi-kupci.svg',
    imageAlt: 'Megafon iz kog izlaze krugovi prema grupi ljudi i levku prodaje',
    imageCaption: 'Prvi kupci dolaze iz razgovora, ne iz oglasa.',
    metaDescription:
      'Plan za prvih sto kupaca: profil idealnog kupca, direktno javljanje, preporuke, sadržaj i jednostavno praćenje prodaje u malom timu.',
    content: `Prvih sto kupaca gotovo nikad ne dođe iz plaćenih oglasa. Dolaze iz razgovora, preporuka i upornog praćenja. Dobra vest: to ne zahteva veliki budžet, nego sistem.

## Opiši kome prodaješ

Profil idealnog kupca nije demografija, nego situacija. Umesto „žene od 25 do 40 godina" napiši „vlasnica salona sa dvoje zaposlenih koja zakazuje termine preko telefona i gubi klijente koji ne dođu". Što je opis precizniji, lakše ćeš znati gde da ih nađeš i šta da im kažeš.

## Napravi listu od sto imena

Otvori tabelu i upiši sto konkretnih ljudi ili firmi koji odgovaraju profilu. Izvori su svuda oko tebe:

- lični kontakti i kontakti tvojih kontakata,
- članovi zajednice i učesnici događaja,
- LinkedIn, lokalni imenici i grupe u kojima se tvoji kupci okupljaju,
- dosadašnji korisnici besplatne verzije ili probnog perioda.

Za svako ime zapiši izvor, datum prvog kontakta i sledeći korak. To je tvoj prvi CRM i potpuno je dovoljan za početak.

## Javi se lično

Kratka, lična poruka pobeđuje svaki šablon. Dobra poruka ima tri dela: zašto se javljaš baš toj osobi, koji problem primećuješ i mali, konkretan predlog.

> Primetio sam da zakazujete termine telefonom. Pravimo alat koji smanjuje propuštene termine; da li biste odvojili 15 minuta sledeće nedelje da vam pokažem kako radi?

Ne očekuj odgovor iz prve. Većina prodaje dešava se posle drugog ili trećeg javljanja, zato u tabelu upiši datum sledećeg podsetnika.

## Pretvori kupce u preporuke

Kada neko kupi, pitaj ga dve stvari: šta ga je ubedilo i koga još poznaje sa istim problemom. Zadovoljan kupac koji te preporuči vredi više od deset hladnih poruka. Zapiši njegove reči – to je najbolji tekst za tvoj sajt.

## Meri nekoliko brojeva

Za mali tim dovoljna su četiri broja nedeljno: koliko si ljudi kontaktirao, koliko ih je odgovorilo, koliko je prešlo na razgovor ili demo i koliko je kupilo. Ako odgovora nema, menjaj poruku. Ako razgovori ne prelaze u kupovinu, menjaj ponudu ili cenu.

## Sadržaj koji radi za tebe

Uz direktnu prodaju, objavljuj jednom nedeljno nešto korisno: odgovor na pitanje koje ti kupci stalno postavljaju, kratku studiju slučaja ili grešku iz koje si nešto naučio. Sadržaj ne donosi kupce preko noći, ali čini da te ljudi prepoznaju kada im se javiš.

Sto kupaca su sto razgovora koji su se dobro završili. Počni danas sa prvih deset imena, a na sledećem Wild Mixer-u isprobaj svoju prodajnu poruku na ljudima koji će ti iskreno reći šta misle.`,
  },
  {
    title: 'Digitalizacija malog biznisa: alati koji štede sate svake nedelje',
    excerpt:
      'E-fakture, knjigovodstvo u oblaku, zajednički kalendar i nekoliko jednostavnih automatizacija mogu malom timu da vrate ceo radni dan nedeljno. Evo odakle da kreneš.',
    category: 'Tehnologija & Digitalizacija',
    tags: ['tehnologija', 'digitalizacija', 'srbija'],
    featured: false,
    daysAgo: 33,
    image: '/images/blog/digitalizacija.svg',
    imageAlt: 'Laptop i telefon povezani linijama sa ikonama dokumenta, kalendara i oblaka',
    imageCaption: 'Digitalizacija počinje od posla koji se najčešće ponavlja.',
    metaDescription:
      'Koje digitalne alate mali biznis u Srbiji treba da uvede prvi: elektronske fakture, knjigovodstvo u oblaku, deljeni dokumenti, CRM, automatizacija i bezbednost.',
    content: `Digitalizacija ne znači kupiti skup softver. Znači prestati da radiš ručno ono što računar može da uradi umesto tebe. Za mali tim najveća ušteda obično dolazi iz nekoliko jednostavnih koraka, a ne iz velikog sistema.

## Počni od posla koji se ponavlja

Jednu nedelju zapisuj sve što radiš više od tri puta: kopiranje podataka iz mejla u tabelu, slanje istih ponuda, traženje fajlova, dogovaranje termina. Pored svake stavke upiši koliko vremena odnosi. Ta lista je tvoj plan digitalizacije, poređan po uštedi.

## Fakture i knjigovodstvo

Od 2023. godine firme međusobno razmenjuju fakture preko **Sistema elektronskih faktura (SEF)**. Umesto da fakture prekucavaš, izaberi program za fakturisanje ili knjigovodstvo koji se povezuje sa SEF-om i sa tvojim knjigovođom. Tako svaka faktura nastaje jednom, a knjigovođa je vidi istog dana.

## Jedno mesto za dokumente i komunikaciju

Deljeni disk sa jasnom strukturom foldera rešava večito pitanje „koja je poslednja verzija?". Dogovorite pravilo imenovanja, na primer:

\`2024-03-15_ponuda_ime-klijenta_v2.pdf\`

Zajednički kalendar i jedan kanal za internu komunikaciju smanjuju broj poruka tipa „da li si video mejl?".

## Kupci na jednom mestu

Čak i jednostavan CRM – ili dobro podešena tabela – pamti svaki razgovor sa kupcem, datum sledećeg javljanja i status ponude. Kada neko iz tima nije tu, ostali i dalje znaju šta je dogovoreno.

## Male automatizacije

Ne treba ti programer da povežeš alate. Uobičajene automatizacije koje štede vreme:

- prijava sa sajta automatski ulazi u tabelu i šalje potvrdu na e-mail,
- zakazivanje sastanaka preko linka umesto dopisivanja,
- podsetnik kupcu dan pre isteka ponude,
- mesečni izveštaj o prodaji koji se sam generiše.

> Automatizuj tek proces koji već radi ručno. Automatizovan haos je i dalje haos, samo brži.

## Bezbednost nije opcija

Uz više alata raste i rizik. Tri pravila pokrivaju većinu opasnosti: **menadžer lozinki** za ceo tim, **dvostepena prijava** na svim nalozima i **redovna rezervna kopija** važnih podataka van glavnog sistema. Kada neko napusti tim, ugasi mu pristupe istog dana.

## Kako da izabereš alat

Pre kupovine proveri da li alat podržava srpski jezik i naše propise, da li može da izveze tvoje podatke ako odlučiš da pređeš na drugi i koliko košta kada tim poraste. Isprobaj ga na jednom procesu mesec dana, pa tek onda uvedi u ceo posao.

U zajednici imamo članove koji su ove alate uveli u desetine malih firmi. Pitaj u grupi šta koriste – iskustvo nekoga ko je već prošao isti put vredi više od bilo kog oglasa.`,
  },
];

/** Rows for the demo posts, published `daysAgo` days before `now` at 9:00 UTC. */
export function demoBlogPosts(now: Date): (typeof blogPosts.$inferInsert)[] {
  return DEMO_POSTS.map((post) => {
    const publishDate = new Date(now.getTime() - post.daysAgo * DAY);
    publishDate.setUTCHours(9, 0, 0, 0);
    return {
      title: post.title,
      slug: slugify(post.title),
      excerpt: post.excerpt,
      category: post.category,
      featured: post.featured,
      published: true,
      headerImage: post.image,
      headerImageAlt: post.imageAlt,
      headerImageCaption: post.imageCaption,
      // Social networks do not show SVG: the share image is a JPEG rendition of the header.
      featuredImage: post.image.replace(/\.svg$/, '.jpg'),
      tags: post.tags,
      content: post.content,
      readTime: readTimeMinutes(post.content),
      publishDate,
      metaDescription: post.metaDescription,
      createdAt: publishDate,
      updatedAt: publishDate,
    };
  });
}

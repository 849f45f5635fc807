// Word lists for the large-firm seed. The SQL picks from them by index, so the firm is the
// same on every run. No generated first name starts with "Ab": the directory markers below
// must sort first (Danish collation puts "Aa" last, as "Å").

export const FIRST_NAMES = [
  'Anders', 'Anne', 'Bente', 'Birgitte', 'Bo', 'Camilla', 'Christian', 'Dorte', 'Emil', 'Emma',
  'Erik', 'Frederik', 'Gitte', 'Hanne', 'Henrik', 'Ida', 'Jakob', 'Jens', 'Julie', 'Jørgen',
  'Karen', 'Kasper', 'Kirsten', 'Lars', 'Laura', 'Lene', 'Line', 'Louise', 'Mads', 'Maja',
  'Malene', 'Marianne', 'Martin', 'Mette', 'Michael', 'Mikkel', 'Morten', 'Niels', 'Nina', 'Ole',
  'Peter', 'Pia', 'Rasmus', 'Rikke', 'Sara', 'Signe', 'Simon', 'Sofie', 'Søren', 'Thomas',
  'Tina', 'Tobias', 'Trine', 'Troels', 'Ulla', 'Victor', 'Vibeke', 'William', 'Østen', 'Åse',
]

export const LAST_NAMES = [
  'Andersen', 'Bach', 'Berg', 'Christensen', 'Dahl', 'Eriksen', 'Frandsen', 'Gregersen', 'Hansen', 'Holm',
  'Iversen', 'Jakobsen', 'Jensen', 'Jeppesen', 'Johansen', 'Kjær', 'Knudsen', 'Kristensen', 'Larsen', 'Lund',
  'Madsen', 'Mikkelsen', 'Mortensen', 'Møller', 'Nielsen', 'Nørgaard', 'Olesen', 'Olsen', 'Pedersen', 'Petersen',
  'Poulsen', 'Rasmussen', 'Schmidt', 'Sørensen', 'Thomsen', 'Vestergaard', 'Villadsen', 'Winther', 'Østergaard', 'Aagaard',
]

export const TITLES = [
  'Revisor', 'Senior revisor', 'Bogholder', 'Skatterådgiver', 'Projektleder', 'Kundeansvarlig', 'HR-partner',
  'IT-supporter', 'Udvikler', 'Lønkonsulent', 'Controller', 'Teamleder', 'Receptionist', 'Jurist', 'Salgschef',
  'Marketingkoordinator', 'Økonomiassistent', 'Partner', 'Praktikant', 'Afdelingsleder',
]

export const CITIES = [
  ['København K', '1050'], ['Aarhus C', '8000'], ['Odense C', '5000'], ['Aalborg', '9000'], ['Esbjerg', '6700'],
  ['Vejle', '7100'], ['Roskilde', '4000'], ['Horsens', '8700'], ['Randers C', '8900'], ['Kolding', '6000'],
  ['Herning', '7400'], ['Silkeborg', '8600'], ['Næstved', '4700'], ['Frederiksberg', '2000'], ['Viborg', '8800'],
]

export const STREETS = ['Østergade', 'Vestergade', 'Nørregade', 'Søndergade', 'Strandvejen', 'Algade', 'Skolevej', 'Kirkevej', 'Møllevej', 'Parkvej']

export const DEPARTMENTS = ['Revision', 'Skat', 'Rådgivning', 'Løn og HR', 'IT', 'Salg og marketing', 'Økonomi', 'Jura']

export const CONTACT_CATEGORIES = ['Leverandører', 'Advokater', 'Banker', 'Kunder', 'Håndværkere', 'Konsulenter']

export const COMPANIES = [
  'Nordlys ApS', 'Hansen & Co', 'Dansk Byg A/S', 'Fjordens Revision', 'Kystlinjen ApS', 'Grøn Energi A/S',
  'Bageriet Korn', 'Vestjysk Transport', 'Lindholm Advokater', 'Sydbank Erhverv', 'TechNord ApS', 'Møllers Maskiner',
]

export const SENTENCES = [
  'Vi har haft en travl periode med mange nye kunder, og det mærkes i alle afdelinger.',
  'Tak til alle, der hjalp med at få årsafslutningen på plads i tide.',
  'Husk at registrere jeres timer senest fredag, så lønkørslen kan gå som planlagt.',
  'Den nye version af vores rapporteringsværktøj er nu rullet ud til alle teams.',
  'Kantinen holder lukket mandag på grund af service af ventilationsanlægget.',
  'Vi byder velkommen til nye kolleger i revisionsafdelingen i Aarhus.',
  'Der er kommet nye regler for indberetning af moms, som vi gennemgår på fredagsmødet.',
  'Kunden var meget tilfreds med rådgivningen og har allerede bestilt næste opgave.',
  'Parkeringspladsen bag huset bliver asfalteret i uge 34, så brug gerne cyklen.',
  'Vi søger frivillige til at planlægge sommerfesten – skriv til HR, hvis du vil være med.',
  'Efteruddannelsesbudgettet for næste år er godkendt, og kurserne kan nu bookes.',
  'Mødet med banken gik godt, og finansieringen af projektet er nu på plads.',
  'Husk, at alle bilag skal scannes ind i systemet, før de sendes videre til bogholderiet.',
  'IT opdaterer alle bærbare computere i weekenden; lad dem stå tændt og tilsluttet strøm.',
  'Vores team vandt prisen for årets bedste kundeoplevelse i branchen.',
  'Der er frugt og kage i frokoststuen i anledning af afdelingens jubilæum.',
  'Vi har indgået et nyt samarbejde med en leverandør af grøn strøm til alle kontorer.',
  'Den årlige trivselsundersøgelse er sendt ud; svar gerne inden udgangen af måneden.',
]

export const HEADLINE_OPENINGS = [
  'Nyt fra', 'Status fra', 'Godt gået i', 'Erfaringer fra', 'Opdatering fra', 'Hilsen fra', 'Spørgsmål til', 'Tak til',
]

export const COMMENTS = [
  'Flot arbejde!', 'Tak for info 👍', 'Godt at høre, det glæder jeg mig til.', 'Super, det var lige det vi manglede.',
  'Hvornår starter det?', 'Tillykke til hele holdet!', 'Kan vi tage det op på næste møde?', 'Enig, godt initiativ.',
  'Jeg kommer gerne og hjælper.', 'Fantastisk, tak fordi I tog jer af det.',
]

export const EVENT_TITLES = ['Fredagsbar', 'Julefrokost', 'Sommerfest', 'Faglig eftermiddag', 'Morgenmad med ledelsen', 'Firmaløb', 'Temadag om skat', 'Kursus i Excel']

export const PROJECT_WORDS = ['Digitalisering af', 'Ny proces for', 'Optimering af', 'Udrulning af', 'Analyse af', 'Migrering af']
export const PROJECT_OBJECTS = ['lønsystemet', 'kundeportalen', 'bilagsflowet', 'årsrapporter', 'intranettet', 'tidsregistrering', 'arkivet', 'mødelokaler']

export const CASE_NAMES = ['Årsregnskab', 'Momsindberetning', 'Skatteansættelse', 'Due diligence', 'Budgetopfølgning', 'Lønrevision', 'Kontraktgennemgang', 'Rekruttering']
export const TASKS = ['Send referat til deltagerne', 'Opdater procesbeskrivelsen', 'Book mødelokale', 'Følg op med kunden', 'Forbered præsentation', 'Gennemgå tilbud']

/** Unique texts the browser waits for; each appears on exactly one of the measured pages. */
export const MARKERS = {
  employee: { id: 'lf-u-0001', name: 'Karin Bendtsen', email: 'karin.bendtsen@storfirma.dk' },
  /** First colleague alphabetically: the Medarbejdere page shows her first. */
  firstColleague: { id: 'lf-u-0002', name: 'Abelone Abildgaard' },
  /** Has the soonest vacation: the vacation page lists him first. */
  vacationer: { id: 'lf-u-0003', name: 'Vagn Ferielund' },
  /** First contact alphabetically (not filed under Medarbejdere): /employees shows it first. */
  firstContact: 'Abbe Abrahamsen',
  newestNews: 'Kantinen åbner igen efter ombygningen – se den nye menu',
  newestPost: 'Vi har flyttet ind i de nye lokaler på Havnegade i Odense',
  newestMeeting: 'Ledermøde: Strategi og bemanding for næste kvartal',
  newestMeetingCase: 'Gennemgang af kundeportefølje i Nordjylland',
  myAssignment: 'Klargøring af revisionsmateriale til Nordlys ApS',
  newestProject: 'Ombygning af hovedkontoret i Aarhus',
} as const

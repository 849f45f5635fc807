// The demo company's day-to-day work: news, posts, projects, vacations, last Friday's meeting,
// buildings with access codes and handbook categories. Seeded after the people, contacts and
// events (seed.ts); every date is relative to the seeding moment `now`.
// People are named by e-mail local part and resolved against the seeded user ids.
import type { Database } from '../db/connect'
import { danishDate, danishTime } from './dates'

type Who = string // e-mail local part, e.g. 'mette.jensen'; 'admin' is the first id

export const DEMO_NEWS: { daysAgo: number; by: Who; headline: string; content: string }[] = [
  {
    daysAgo: 1,
    by: 'admin',
    headline: 'Vi har vundet Skovlunde Skole',
    content:
      'Ballerup Kommune har valgt os som hovedentreprenør på den nye faglokalefløj på Skovlunde Skole. Byggeriet starter efter vinterferien og løber i 14 måneder. Tak til alle, der har arbejdet med tilbuddet – især kalkulationen og Mette Jensen som projektleder.',
  },
  {
    daysAgo: 6,
    by: 'hanne.kristensen',
    headline: 'Ny ordning for firmabiler og kørebog',
    content:
      'Fra næste måned registreres kørsel i firmabiler digitalt. Hanne Kristensen gennemgår den nye kørebog på personalemødet, og papirkørebøgerne afleveres på kontoret senest ved månedens udgang.',
  },
  {
    daysAgo: 15,
    by: 'ida.kjaer',
    headline: '100 dage uden arbejdsulykker',
    content:
      'Vi har rundet 100 dage uden arbejdsulykker med fravær. Det skyldes jeres opmærksomhed på stilladser, afspærringer og værnemidler. Husk fortsat den daglige sikkerhedsrunde på pladserne.',
  },
]

export const DEMO_POSTS: { daysAgo: number; by: Who; headline: string; content: string; approved: boolean }[] = [
  {
    daysAgo: 2,
    by: 'soeren.nielsen',
    approved: true,
    headline: 'Tag på etape 2 er lukket',
    content: '<p>Så er taget lukket på alle 24 rækkehuse på Egebjerg Bakke. Stor tak til tømrerholdet for en hurtig indsats inden regnvejret.</p>',
  },
  {
    daysAgo: 4,
    by: 'camilla.larsen',
    approved: true,
    headline: 'Erfaringer med lavemissionsbeton',
    content: '<p>Vi har testet den nye betontype på fundamenterne i Måløv Park.</p><p>Udtørringen tog et par dage længere, men styrken lever fuldt op til kravene. Spørg endelig, hvis I vil høre mere.</p>',
  },
  {
    daysAgo: 9,
    by: 'mikkel.petersen',
    approved: true,
    headline: 'Første år som lærling',
    content: '<p>Nu har jeg været her et år. Tak til Anders og Rasmus for at lære mig faget – og for tålmodigheden med mine første skure.</p>',
  },
  {
    daysAgo: 0,
    by: 'thomas.poulsen',
    approved: false,
    headline: 'Nyt stilladsmateriel på lageret',
    content: '<p>Vi har fået leveret nye aluminiumsrammer og gelændere. De står på lageret i Ballerup og kan bookes hos Louise.</p>',
  },
]

interface DemoProject {
  name: string
  description: string
  status: 'pending' | 'in_progress' | 'completed'
  progress: number
  startInDays: number
  endInDays: number
  leader: Who
  updates: { daysAgo: number; title: string; description: string; progress: number; by: Who }[]
}

export const DEMO_PROJECTS: DemoProject[] = [
  {
    name: 'Daginstitution Måløv Park',
    description: 'Ny integreret daginstitution i ét plan på 1.400 m² med grønt tag for Ballerup Kommune. Hovedentreprise inkl. udearealer.',
    status: 'in_progress',
    progress: 35,
    startInDays: -90,
    endInDays: 240,
    leader: 'mette.jensen',
    updates: [
      { daysAgo: 40, title: 'Fundamenter støbt', description: 'Alle punkt- og stribefundamenter er støbt og godkendt af statiker.', progress: 20, by: 'mette.jensen' },
      { daysAgo: 5, title: 'Råhus i gang', description: 'Vægelementer er monteret på nordfløjen; tagkonstruktionen starter i næste uge.', progress: 35, by: 'soeren.nielsen' },
    ],
  },
  {
    name: 'Egebjerg Bakke, etape 2',
    description: '24 rækkehuse i to plan for almen boligforening i Ballerup, opført i træ med teglfacader.',
    status: 'in_progress',
    progress: 70,
    startInDays: -220,
    endInDays: 100,
    leader: 'morten.soerensen',
    updates: [
      { daysAgo: 9, title: 'Rejsegilde holdt', description: 'Taget er lukket på alle huse, og rejsegildet blev holdt med bygherren.', progress: 65, by: 'morten.soerensen' },
      { daysAgo: 2, title: 'Indvendig aptering startet', description: 'Gipsvægge og installationer er i gang i blok A og B.', progress: 70, by: 'sofie.thomsen' },
    ],
  },
  {
    name: 'Skovlunde Skole, ny faglokalefløj',
    description: 'Tilbygning på 2.100 m² med naturfags- og værkstedslokaler samt renovering af eksisterende gangareal.',
    status: 'pending',
    progress: 0,
    startInDays: 75,
    endInDays: 500,
    leader: 'mette.jensen',
    updates: [
      { daysAgo: 1, title: 'Kontrakt underskrevet', description: 'Entreprisekontrakten er underskrevet, og projekteringen med rådgiverne er gået i gang.', progress: 0, by: 'admin' },
    ],
  },
  {
    name: 'Renovering af Herlev Bymidte, p-kælder',
    description: 'Betonrenovering og ny membran i parkeringskælderen under Herlev Bymidte, udført i etaper under drift.',
    status: 'completed',
    progress: 100,
    startInDays: -400,
    endInDays: -30,
    leader: 'sofie.thomsen',
    updates: [
      { daysAgo: 120, title: 'Etape 1 og 2 afleveret', description: 'De to første etaper er afleveret uden mangler og taget i brug igen.', progress: 60, by: 'sofie.thomsen' },
      { daysAgo: 30, title: 'Projektet afleveret', description: 'Sidste etape er afleveret, og 1-års gennemgangen er aftalt med bygherren.', progress: 100, by: 'sofie.thomsen' },
    ],
  },
]

export const DEMO_VACATIONS: { who: Who; startInDays: number; days: number; status: 'pending' | 'approved' }[] = [
  { who: 'anders.hansen', startInDays: 3, days: 5, status: 'approved' },
  { who: 'line.joergensen', startInDays: 10, days: 12, status: 'approved' },
  { who: 'mette.jensen', startInDays: 24, days: 5, status: 'approved' },
  { who: 'jonas.knudsen', startInDays: 38, days: 9, status: 'pending' },
]

export const DEMO_BUILDINGS: { name: string; address: string; description: string; codes: { type: string; description: string; value: string }[]; access: Who[] }[] = [
  {
    name: 'Hovedkontoret, Banegårdspladsen',
    address: 'Banegårdspladsen 4, 2750 Ballerup',
    description: 'Kontor, kantine og mødelokaler.',
    codes: [
      { type: 'Alarm', description: 'Tilkobling ved sidste mand ud', value: '4172' },
      { type: 'Hoveddør', description: 'Kodelås uden for åbningstid', value: '2750#' },
    ],
    access: ['mette.jensen', 'hanne.kristensen', 'soeren.nielsen', 'line.joergensen'],
  },
  {
    name: 'Lager og værksted, Måløv',
    address: 'Håndværkerbyen 3, 2760 Måløv',
    description: 'Materiellager, stilladser og maskinværksted.',
    codes: [{ type: 'Port', description: 'Porten til gården', value: '8391' }],
    access: ['mette.jensen', 'peter.andersen', 'kasper.madsen', 'thomas.poulsen'],
  },
]

export const DEMO_HANDBOOK_CATEGORIES = [
  { name: 'Arbejdsmiljø', description: 'Sikkerhedsinstrukser, APV og arbejdsmiljøplaner' },
  { name: 'Personalehåndbog', description: 'Ferie, sygdom, kørsel og andre personaleforhold' },
]

/** Days from today (negative) to the most recent Friday before today, in Danish time. */
function lastFriday(now: Date): number {
  const dow = new Date(`${danishDate(now)}T12:00:00Z`).getUTCDay()
  return -(((dow - 5 + 7) % 7) || 7)
}

/** Seeds the work content. `ids` is seed.ts's user-id list, admin first. */
export async function seedWork(db: Database, ids: string[], now: Date): Promise<void> {
  const adminId = ids[0]
  const users = await db.kysely.selectFrom('user').select(['id', 'email']).where('id', 'in', ids).execute()
  const byLocal = new Map(users.map((u) => [u.email.split('@')[0], u.id]))
  const id = (who: Who): string => {
    if (who === 'admin') return adminId
    const found = byLocal.get(who)
    if (!found) throw new Error(`[seed] unknown demo person ${who}`)
    return found
  }
  const ago = (days: number, time = '09:00') => danishTime(now, -days, time)

  await db.kysely.transaction().execute(async (trx) => {
    await trx
      .insertInto('company_news')
      .values(DEMO_NEWS.map((n) => ({ user_id: id(n.by), headline: n.headline, content: n.content, project_id: null, created_at: ago(n.daysAgo, '08:15'), updated_at: ago(n.daysAgo, '08:15') })))
      .execute()

    await trx
      .insertInto('posts')
      .values(
        DEMO_POSTS.map((p) => ({
          user_id: id(p.by),
          headline: p.headline,
          content: p.content,
          images: '[]',
          approved: p.approved,
          approved_by: p.approved ? adminId : null,
          approved_at: p.approved ? ago(p.daysAgo, '12:00') : null,
          created_at: ago(p.daysAgo, '10:30'),
          updated_at: ago(p.daysAgo, '10:30'),
        })),
      )
      .execute()

    for (const p of DEMO_PROJECTS) {
      const { id: projectId } = await trx
        .insertInto('projects')
        .values({
          name: p.name,
          description: p.description,
          status: p.status,
          progress: p.progress,
          start_date: danishDate(now, p.startInDays),
          end_date: danishDate(now, p.endInDays),
          deadline: danishDate(now, p.endInDays),
          project_leader: id(p.leader),
          created_by: adminId,
          created_at: ago(Math.max(1, -p.startInDays + 14)),
        })
        .returning('id')
        .executeTakeFirstOrThrow()
      await trx
        .insertInto('project_updates')
        .values(
          p.updates.map((u) => ({
            project_id: projectId,
            title: u.title,
            description: u.description,
            progress: u.progress,
            status: u.progress === 100 ? 'completed' : u.progress === 0 ? 'pending' : 'in_progress',
            created_by: id(u.by),
            created_at: ago(u.daysAgo, '14:00'),
            updated_at: ago(u.daysAgo, '14:00'),
          })),
        )
        .execute()
    }

    await trx
      .insertInto('vacations')
      .values(
        DEMO_VACATIONS.map((v) => ({
          user_id: id(v.who),
          start_date: danishDate(now, v.startInDays),
          end_date: danishDate(now, v.startInDays + v.days - 1),
          status: v.status,
          created_by: id(v.who),
        })),
      )
      .execute()

    // Last Friday's meeting.
    const friday = lastFriday(now)
    const { id: meetingId } = await trx
      .insertInto('meetings')
      .values({
        title: 'Fredagsmøde',
        meeting_date: danishTime(now, friday, '07:30'),
        location: 'Mødelokale 1, Banegårdspladsen 4',
        facilitator_id: adminId,
        topic: 'Status på pladserne og vinterforberedelse',
        recorder_id: id('hanne.kristensen'),
        news_from_management: 'Skovlunde Skole er vundet. Opstart efter vinterferien med Mette Jensen som projektleder.',
        optimization_round: 'Bestilling af materialer samles fremover hos Louise Møller for at opnå bedre priser.',
        miscellaneous: 'Husk tilmelding til firmafesten.',
        next_meeting_date: danishDate(now, friday + 7),
        created_by: adminId,
        updated_by: adminId,
        created_at: danishTime(now, friday, '09:00'),
        updated_at: danishTime(now, friday, '09:00'),
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    const present = ['admin', 'hanne.kristensen', 'mette.jensen', 'soeren.nielsen', 'morten.soerensen', 'sofie.thomsen', 'ida.kjaer']
    await trx
      .insertInto('meeting_attendees')
      .values([
        ...present.map((w) => ({ meeting_id: meetingId, user_id: id(w), status: 'present' })),
        { meeting_id: meetingId, user_id: id('christian.lund'), status: 'approved_absence' },
      ])
      .execute()
    const cases = [
      { name: 'Daginstitution Måløv Park', client: 'Ballerup Kommune', note: 'Råhus følger tidsplanen. Vinterafdækning bestilles.', assignees: [['mette.jensen', 'open'], ['soeren.nielsen', 'completed']] },
      { name: 'Egebjerg Bakke, etape 2', client: 'Boligselskabet Egebjerg', note: 'Aptering i blok A og B. Mangelliste fra bygherre gennemgås.', assignees: [['morten.soerensen', 'open'], ['mette.jensen', 'open']] },
    ] as const
    for (const [i, c] of cases.entries()) {
      const { id: caseId } = await trx
        .insertInto('meeting_cases')
        .values({ meeting_id: meetingId, case_name: c.name, client: c.client, status_note: c.note, sort_order: i })
        .returning('id')
        .executeTakeFirstOrThrow()
      await trx
        .insertInto('meeting_case_assignees')
        .values(c.assignees.map(([w, status]) => ({ case_id: caseId, user_id: id(w), status })))
        .execute()
    }
    await trx
      .insertInto('meeting_news_opportunities')
      .values({ meeting_id: meetingId, task: 'Opslag på LinkedIn om rejsegildet på Egebjerg Bakke', task_date: danishDate(now, friday + 3), status: 'I gang', responsible_id: id('hanne.kristensen'), sort_order: 0 })
      .execute()
    await trx
      .insertInto('meeting_other_tasks')
      .values([
        { meeting_id: meetingId, task: 'Opdatere arbejdsmiljøplan for vinterarbejde', responsible_id: id('ida.kjaer'), deadline: danishDate(now, friday + 10), status: 'Åben', sort_order: 0 },
        { meeting_id: meetingId, task: 'Indhente tilbud på vinterafdækning', responsible_id: id('louise.moeller'), deadline: danishDate(now, friday + 5), status: 'Åben', sort_order: 1 },
      ])
      .execute()

    for (const b of DEMO_BUILDINGS) {
      const { id: buildingId } = await trx
        .insertInto('buildings')
        .values({ name: b.name, address: b.address, description: b.description, created_by: adminId })
        .returning('id')
        .executeTakeFirstOrThrow()
      for (const code of b.codes) {
        const { id: codeId } = await trx
          .insertInto('building_codes')
          .values({ building_id: buildingId, code_type: code.type, description: code.description, valid_until: null })
          .returning('id')
          .executeTakeFirstOrThrow()
        await trx.insertInto('building_code_values').values({ code_id: codeId, code_value: code.value }).execute()
      }
      await trx
        .insertInto('building_access')
        .values(b.access.map((w) => ({ building_id: buildingId, user_id: id(w), granted_by: adminId })))
        .execute()
    }

    await trx
      .insertInto('handbook_categories')
      .values(DEMO_HANDBOOK_CATEGORIES.map((c) => ({ ...c, created_by: adminId })))
      .execute()
  })
}

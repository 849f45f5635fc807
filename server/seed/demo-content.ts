// Events and partner contacts for the demo company. Event days are relative to the seeding
// date: a few behind us, most ahead, so /events and the home page look lived-in.

export interface DemoEvent {
  title: string
  description: string
  location: string
  inDays: number
  time: string
}

export const DEMO_EVENTS: DemoEvent[] = [
  { inDays: -24, time: '07:00', title: 'Sikkerhedsdag på pladserne', location: 'Alle byggepladser', description: 'Fælles gennemgang af stilladser, afspærringer og værnemidler på alle aktive pladser. Formændene samler op på eftermiddagens byggemøde.' },
  { inDays: -9, time: '14:00', title: 'Rejsegilde – Egebjerg Bakke, etape 2', location: 'Egebjerg Bakke, Ballerup', description: 'Kransen hejses over de 24 rækkehuse. Bygherren byder på pølser, øl og sodavand. Alle håndværkere og familie er velkomne.' },
  { inDays: -2, time: '08:00', title: 'Opstartsmøde: Skovlunde Skole, ny faglokalefløj', location: 'Mødelokale 1, Banegårdspladsen 4', description: 'Gennemgang af tidsplan, pladsindretning og arbejdsmiljøplan med rådgiver og underentreprenører.' },
  { inDays: 2, time: '15:00', title: 'Fredagsbar i kantinen', location: 'Kantinen, Ballerup', description: 'Vi siger tak for en travl måned. Der er kolde drikke, chips og musik fra kl. 15.' },
  { inDays: 5, time: '09:00', title: 'Byggemøde: Daginstitution Måløv Park', location: 'Skurvognen, Måløv Park', description: 'Status på råhus og tag, tilbagemelding fra statiker samt plan for vinterforanstaltninger.' },
  { inDays: 11, time: '08:00', title: 'Førstehjælpskursus (genopfriskning)', location: 'Undervisningslokalet, Ballerup', description: 'Obligatorisk genopfriskning for formænd og kranførere. Tilmelding hos Ida Kjær senest fredag.' },
  { inDays: 19, time: '12:00', title: 'Besøg fra leverandør: ny lavemissionsbeton', location: 'Pladskontoret, Skovlunde Skole', description: 'Demonstration af ny betontype med lavere CO₂-aftryk. Frokost serveres.' },
  { inDays: 33, time: '18:00', title: 'Firmafest', location: 'Ballerup Super Arena, selskabslokalet', description: 'Årets fest for alle medarbejdere med ledsager. Middag, taler og dans til kl. 01. Husk tilmelding.' },
  { inDays: 47, time: '07:30', title: 'Personalemøde: ordrebeholdning og nye projekter', location: 'Kantinen, Ballerup', description: 'Direktionen gennemgår ordrebogen for det kommende halvår og årets sikkerhedsstatistik.' },
]

export const DEMO_CONTACT_CATEGORIES = [
  { name: 'Underentreprenører', description: 'Faste underentreprenører på vores byggepladser' },
  { name: 'Rådgivere', description: 'Arkitekter, ingeniører og andre rådgivere' },
]

export const DEMO_CONTACTS = [
  { full_name: 'Karsten Bjerre', role: 'Indehaver', company: 'Vestegnens Stillads ApS', email: 'kb@vestegnens-stillads.dk', phone: '+45 43 64 21 10', address: 'Industrivej 12', postal_code: '2740', city: 'Skovlunde', category: 'Underentreprenører', color: '#0f766e', notes: 'Kan levere stillads med to dages varsel. Aftale om fast pris på rørstillads.' },
  { full_name: 'Pia Lindholm', role: 'Partner, arkitekt MAA', company: 'Lindholm Arkitekter A/S', email: 'pl@lindholm-ark.dk', phone: '+45 33 12 48 90', address: 'Store Kongensgade 40', postal_code: '1264', city: 'København K', category: 'Rådgivere', color: '#7c3aed', notes: 'Arkitekt på Skovlunde Skole og Måløv Park.' },
  { full_name: 'Ole Friis', role: 'Autoriseret elinstallatør', company: 'Friis El-service', email: 'ole@friis-el.dk', phone: '+45 44 97 30 12', address: 'Måløv Byvej 230', postal_code: '2760', city: 'Måløv', category: 'Underentreprenører', color: '#b45309', notes: null },
  { full_name: 'Birgitte Svendsen', role: 'Statiker', company: 'Nordvest Ingeniørrådgivning A/S', email: 'bsv@nordvest-ing.dk', phone: '+45 70 20 31 45', address: 'Lautrupbjerg 7', postal_code: '2750', city: 'Ballerup', category: 'Rådgivere', color: '#1d4ed8', notes: 'Kontakt ved ændringer i bærende konstruktioner.' },
  { full_name: 'Torben Winther', role: 'Projektchef', company: 'Winther Beton & Kloak ApS', email: 'tw@winther-beton.dk', phone: '+45 46 75 88 02', address: 'Håndværkerbyen 18', postal_code: '2670', city: 'Greve', category: 'Underentreprenører', color: '#be123c', notes: 'Fundering og kloak. Har eget pumpeudstyr.' },
]

// The demo company's staff: a believable Danish contracting and civil-engineering firm.
// `birthdayIn` is days from the seeding date (0 = today, 1 = tomorrow); the rest are fixed.
import type { Role } from '../../sync/rules'

export interface DemoPerson {
  name: string
  title: string
  role: Role
  born: number
  birthday: string | { in: number }
  phone: string
  address: string
  postalCode: string
  city: string
  emergency?: [name: string, phone: string]
  certifications?: { name: string; issueDate: string; expiryDate?: string }[]
}

const FIRST_AID = (issued: string) => ({ name: 'Førstehjælp (12 timer)', issueDate: issued, expiryDate: `${Number(issued.slice(0, 4)) + 2}${issued.slice(4)}` })

export const DEMO_ADMIN: DemoPerson = {
  name: 'Lars Pedersen', title: 'Administrerende direktør', role: 'admin', born: 1968, birthday: '03-14',
  phone: '+45 40 12 34 56', address: 'Banegårdspladsen 4', postalCode: '2750', city: 'Ballerup',
  emergency: ['Birthe Pedersen', '+45 40 12 34 57'],
}

export const DEMO_STAFF: DemoPerson[] = [
  { name: 'Hanne Kristensen', title: 'HR- og kontorchef', role: 'administrator', born: 1975, birthday: '09-02', phone: '+45 21 45 67 89', address: 'Magleparken 112', postalCode: '2750', city: 'Ballerup', emergency: ['Jørgen Kristensen', '+45 21 45 67 80'] },
  { name: 'Mette Jensen', title: 'Projektleder', role: 'user', born: 1986, birthday: { in: 0 }, phone: '+45 22 31 48 90', address: 'Hold-An Vej 7', postalCode: '2750', city: 'Ballerup', emergency: ['Thomas Jensen', '+45 22 31 48 91'], certifications: [FIRST_AID('2024-02-08')] },
  { name: 'Søren Nielsen', title: 'Formand', role: 'user', born: 1971, birthday: { in: 1 }, phone: '+45 26 74 12 03', address: 'Skovlunde Byvej 41', postalCode: '2740', city: 'Skovlunde', emergency: ['Lone Nielsen', '+45 26 74 12 04'], certifications: [{ name: 'Arbejdsmiljøuddannelse', issueDate: '2021-10-04' }] },
  { name: 'Anders Hansen', title: 'Tømrer', role: 'user', born: 1990, birthday: { in: 6 }, phone: '+45 29 83 55 17', address: 'Ellekær 15', postalCode: '2730', city: 'Herlev' },
  { name: 'Jens Christensen', title: 'Murer', role: 'user', born: 1979, birthday: '01-23', phone: '+45 30 14 92 66', address: 'Måløv Hovedgade 88', postalCode: '2760', city: 'Måløv' },
  { name: 'Peter Andersen', title: 'Kranfører', role: 'user', born: 1982, birthday: '02-11', phone: '+45 31 56 20 48', address: 'Søndergårdsvej 3', postalCode: '3500', city: 'Værløse', certifications: [{ name: 'Kranførercertifikat (B)', issueDate: '2019-05-14', expiryDate: '2029-05-14' }, FIRST_AID('2023-11-20')] },
  { name: 'Camilla Larsen', title: 'Ingeniør', role: 'user', born: 1992, birthday: '04-27', phone: '+45 40 88 13 72', address: 'Lautrupvang 21', postalCode: '2750', city: 'Ballerup' },
  { name: 'Morten Sørensen', title: 'Entrepriseleder', role: 'user', born: 1974, birthday: '05-09', phone: '+45 42 19 73 35', address: 'Roskildevej 210', postalCode: '2610', city: 'Rødovre', emergency: ['Pia Sørensen', '+45 42 19 73 36'] },
  { name: 'Rasmus Rasmussen', title: 'Tømrer', role: 'user', born: 1995, birthday: '06-18', phone: '+45 50 27 64 81', address: 'Herlev Ringvej 55', postalCode: '2730', city: 'Herlev' },
  { name: 'Line Jørgensen', title: 'Bogholder', role: 'user', born: 1983, birthday: '07-30', phone: '+45 51 36 94 27', address: 'Hovedvejen 142', postalCode: '2600', city: 'Glostrup' },
  { name: 'Mikkel Petersen', title: 'Lærling (tømrer)', role: 'user', born: 2005, birthday: '08-12', phone: '+45 52 48 17 93', address: 'Grantoften 9', postalCode: '2750', city: 'Ballerup', emergency: ['Susanne Petersen', '+45 52 48 17 94'] },
  { name: 'Kasper Madsen', title: 'Maskinfører', role: 'user', born: 1988, birthday: '10-05', phone: '+45 53 62 38 14', address: 'Lindevangen 30', postalCode: '2760', city: 'Måløv', certifications: [{ name: 'Gravemaskinecertifikat', issueDate: '2015-03-02' }] },
  { name: 'Henrik Olsen', title: 'Murer', role: 'user', born: 1969, birthday: '11-21', phone: '+45 60 71 25 49', address: 'Baltorpvej 118', postalCode: '2750', city: 'Ballerup' },
  { name: 'Sofie Thomsen', title: 'Byggeleder', role: 'user', born: 1989, birthday: '12-03', phone: '+45 61 84 46 02', address: 'Frederikssundsvej 301', postalCode: '2700', city: 'Brønshøj' },
  { name: 'Thomas Poulsen', title: 'Stilladsmontør', role: 'user', born: 1993, birthday: '01-08', phone: '+45 23 95 71 38', address: 'Toftevangen 12', postalCode: '2740', city: 'Skovlunde', certifications: [{ name: 'Stilladsuddannelse (rørstillads)', issueDate: '2018-09-17' }] },
  { name: 'Louise Møller', title: 'Indkøber', role: 'user', born: 1987, birthday: '02-26', phone: '+45 24 17 58 60', address: 'Klausdalsbrovej 77', postalCode: '2860', city: 'Søborg' },
  { name: 'Nikolaj Johansen', title: 'Anlægsgartner', role: 'user', born: 1991, birthday: '03-31', phone: '+45 25 29 83 16', address: 'Vestergade 6', postalCode: '2750', city: 'Ballerup' },
  { name: 'Jonas Knudsen', title: 'Elektriker', role: 'user', born: 1985, birthday: '04-15', phone: '+45 27 31 64 95', address: 'Lyngbyvej 48', postalCode: '2800', city: 'Kongens Lyngby' },
  { name: 'Mads Mortensen', title: 'VVS-montør', role: 'user', born: 1980, birthday: '05-22', phone: '+45 28 46 19 72', address: 'Ejbydalsvej 14', postalCode: '2600', city: 'Glostrup' },
  { name: 'Emil Østergaard', title: 'Lærling (murer)', role: 'user', born: 2006, birthday: '06-29', phone: '+45 31 58 42 07', address: 'Pederstrupvej 63', postalCode: '2750', city: 'Ballerup' },
  { name: 'Frederik Holm', title: 'Kloakmester', role: 'user', born: 1976, birthday: '07-07', phone: '+45 32 69 05 84', address: 'Hvidovrevej 190', postalCode: '2650', city: 'Hvidovre', certifications: [{ name: 'Kloakmesterautorisation', issueDate: '2009-06-01' }] },
  { name: 'Ida Kjær', title: 'Arbejdsmiljøkoordinator', role: 'user', born: 1984, birthday: '08-25', phone: '+45 34 72 36 51', address: 'Ballerup Byvej 95', postalCode: '2750', city: 'Ballerup', certifications: [{ name: 'Arbejdsmiljøkoordinator (P og B)', issueDate: '2020-01-13' }, FIRST_AID('2024-08-26')] },
  { name: 'Christian Lund', title: 'Formand', role: 'user', born: 1972, birthday: '09-19', phone: '+45 35 83 67 28', address: 'Tranemosevej 5', postalCode: '2740', city: 'Skovlunde' },
  { name: 'Jesper Bach', title: 'Betonarbejder', role: 'user', born: 1994, birthday: '10-28', phone: '+45 36 94 18 45', address: 'Smedebakken 22', postalCode: '2760', city: 'Måløv' },
  { name: 'Anne Dahl', title: 'Bygningskonstruktør', role: 'user', born: 1990, birthday: '11-06', phone: '+45 38 15 49 76', address: 'Hyldegårdsvej 31', postalCode: '2730', city: 'Herlev' },
  { name: 'Bo Vestergaard', title: 'Asfaltarbejder', role: 'user', born: 1978, birthday: '12-17', phone: '+45 39 26 70 93', address: 'Egebjergvej 101', postalCode: '2750', city: 'Ballerup' },
  { name: 'Julie Frederiksen', title: 'Kalkulatør', role: 'user', born: 1996, birthday: { in: 17 }, phone: '+45 41 37 92 10', address: 'Rugvænget 8', postalCode: '3500', city: 'Værløse' },
]

/** Distinct avatar colours, one per person in list order (admin first). */
export const DEMO_COLOURS = [
  '#1d4ed8', '#be123c', '#047857', '#b45309', '#7c3aed', '#0e7490', '#c2410c', '#4d7c0f',
  '#a21caf', '#0369a1', '#b91c1c', '#15803d', '#6d28d9', '#a16207', '#0f766e', '#9d174d',
  '#1e40af', '#c026d3', '#65a30d', '#ea580c', '#2563eb', '#db2777', '#059669', '#d97706',
  '#4f46e5', '#0891b2', '#dc2626', '#16a34a', '#9333ea', '#ca8a04',
]

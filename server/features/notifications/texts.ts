// The Danish wording of every notice, in one place so the kinds read alike.
import { formatDanishDate } from './dates'

export const NOTICE = {
  postApproved: (headline: string) => ({ title: 'Dit opslag er godkendt', body: headline }),
  vacationApproved: (start: string, end: string) => ({ title: 'Din ferie er godkendt', body: range(start, end) }),
  vacationPending: (start: string, end: string) => ({ title: 'Din ferie afventer godkendelse igen', body: range(start, end) }),
  caseAssigned: (meeting: string, caseName: string) => ({ title: `Du er sat på en sag i »${meeting}«`, body: caseName }),
  taskAssigned: (meeting: string, task: string) => ({ title: `Du er ansvarlig for en opgave i »${meeting}«`, body: task }),
  newsComment: (who: string, comment: string) => ({ title: `${who} har kommenteret din nyhed`, body: comment }),
  mustRead: (text: string) => ({ title: 'Ny nyhed, du skal læse og bekræfte', body: text }),
  mustReadReminder: (text: string) => ({ title: 'Påmindelse: læs og bekræft nyheden', body: text }),
  accessGranted: (building: string) => ({ title: `Du har fået adgang til ${building}`, body: 'Koderne kan ses under Bygningsadgang.' }),
  accessRevoked: (building: string) => ({ title: `Din adgang til ${building} er fjernet`, body: null }),
}

function range(start: string, end: string): string {
  return start === end ? formatDanishDate(start) : `${formatDanishDate(start)} – ${formatDanishDate(end)}`
}

export const LINK = {
  post: (id: string) => `/posts#opslag-${id}`,
  vacation: (id: string) => `/vacation#ferie-${id}`,
  meeting: (id: string) => `/meetings/${id}`,
  news: (id: string) => `/#nyhed-${id}`,
  buildings: () => '/building-access',
}

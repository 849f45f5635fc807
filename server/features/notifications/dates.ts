// 'YYYY-MM-DD' (or a Date from the driver) as '1. juli 2030', without time-zone surprises.
const MONTHS = ['januar', 'februar', 'marts', 'april', 'maj', 'juni', 'juli', 'august', 'september', 'oktober', 'november', 'december']

export function isoDate(value: string | Date): string {
  if (value instanceof Date) {
    const pad = (n: number) => String(n).padStart(2, '0')
    return `${value.getFullYear()}-${pad(value.getMonth() + 1)}-${pad(value.getDate())}`
  }
  return String(value).slice(0, 10)
}

export function formatDanishDate(value: string | Date): string {
  const [y, m, d] = isoDate(value).split('-').map(Number)
  return `${d}. ${MONTHS[m - 1]} ${y}`
}

// The two fixed category cards keep editable labels in this browser only (
// localStorage key fixedCategoryLabels, defaults 'Medarbejdere' and 'Samarbejdspartnere').
// Their URLs never change; only what the cards and headings say.
import { useSyncExternalStore } from 'react'
import { FIXED_CATEGORIES } from '../../../../sync/inputs/directory'

export const FIXED_LABELS_KEY = 'fixedCategoryLabels'

export type FixedKey = keyof typeof FIXED_CATEGORIES

export interface FixedLabel {
  name: string
  description: string
}

export type FixedLabels = Record<FixedKey, FixedLabel>

export const DEFAULT_FIXED_LABELS: FixedLabels = {
  employees: { name: FIXED_CATEGORIES.employees, description: 'Kolleger i virksomheden' },
  partners: { name: FIXED_CATEGORIES.partners, description: 'Underentreprenører, rådgivere og andre samarbejdspartnere' },
}

/** Anything unreadable in storage falls back to the defaults, field by field. */
export function parseFixedLabels(raw: string | null): FixedLabels {
  let stored: Partial<Record<FixedKey, Partial<FixedLabel>>> = {}
  try {
    const value = raw ? JSON.parse(raw) : null
    if (value && typeof value === 'object') stored = value
  } catch {
    // keep the defaults
  }
  const pick = (key: FixedKey): FixedLabel => {
    const s = stored[key] ?? {}
    const name = typeof s.name === 'string' && s.name.trim() ? s.name.trim() : DEFAULT_FIXED_LABELS[key].name
    const description = typeof s.description === 'string' ? s.description : DEFAULT_FIXED_LABELS[key].description
    return { name, description }
  }
  return { employees: pick('employees'), partners: pick('partners') }
}

const listeners = new Set<() => void>()
let cache: { raw: string | null; value: FixedLabels } | null = null

function read(): FixedLabels {
  const raw = (() => {
    try {
      return localStorage.getItem(FIXED_LABELS_KEY)
    } catch {
      return null
    }
  })()
  if (!cache || cache.raw !== raw) cache = { raw, value: parseFixedLabels(raw) }
  return cache.value
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  const onStorage = (e: StorageEvent) => e.key === FIXED_LABELS_KEY && listener()
  window.addEventListener('storage', onStorage)
  return () => {
    listeners.delete(listener)
    window.removeEventListener('storage', onStorage)
  }
}

export function saveFixedLabel(key: FixedKey, label: FixedLabel) {
  const next = { ...read(), [key]: { name: label.name.trim() || DEFAULT_FIXED_LABELS[key].name, description: label.description.trim() } }
  localStorage.setItem(FIXED_LABELS_KEY, JSON.stringify(next))
  listeners.forEach((l) => l())
}

export function useFixedLabels(): FixedLabels {
  return useSyncExternalStore(subscribe, read, () => DEFAULT_FIXED_LABELS)
}

/** Which fixed category a URL segment names, if any. */
export function fixedKeyOf(category: string): FixedKey | null {
  if (category === FIXED_CATEGORIES.employees) return 'employees'
  if (category === FIXED_CATEGORIES.partners) return 'partners'
  return null
}

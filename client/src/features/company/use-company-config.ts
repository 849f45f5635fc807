// Company name and slogan from GET /api/config. Kept in localStorage so the layout shows
// the real name at once on the next visit, and offline.
import { useEffect, useState } from 'react'
import type { CompanyConfig } from '../../../../sync/inputs/config'

export type { CompanyConfig }

const KEY = 'intranet.company-config'
const FALLBACK: CompanyConfig = { companyName: 'Intranet', companySlogan: '' }

function stored(): CompanyConfig | null {
  try {
    const raw = localStorage.getItem(KEY)
    return raw ? (JSON.parse(raw) as CompanyConfig) : null
  } catch {
    return null
  }
}

let request: Promise<CompanyConfig | null> | null = null

function load(): Promise<CompanyConfig | null> {
  request ??= fetch('/api/config', { credentials: 'same-origin' })
    .then((res) => (res.ok ? (res.json() as Promise<CompanyConfig>) : null))
    .then((config) => {
      if (config) localStorage.setItem(KEY, JSON.stringify(config))
      return config
    })
    .catch(() => null)
  return request
}

export function useCompanyConfig(): CompanyConfig & { loaded: boolean } {
  const [config, setConfig] = useState<CompanyConfig | null>(stored)
  useEffect(() => {
    let active = true
    void load().then((c) => active && c && setConfig(c))
    return () => {
      active = false
    }
  }, [])
  return { ...(config ?? FALLBACK), loaded: config !== null }
}

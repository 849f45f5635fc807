// One code: dots until revealed. Revealing asks the server (which checks access and logs the
// view); the value lives only in this component's state and is forgotten when it unmounts.
import { useEffect, useState } from 'react'
import { CheckIcon, CopyIcon, EyeIcon, EyeOffIcon, PencilIcon, Trash2Icon } from 'lucide-react'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { revealCode } from './buildings-api'
import { COPIED_FEEDBACK_MS, formatDay, HIDDEN_CODE, isExpired } from './building-display'
import type { CodeRow } from './use-buildings'

export function CodeItem({
  code,
  canReveal,
  canManage,
  onEdit,
  onDelete,
}: {
  code: CodeRow
  canReveal: boolean
  canManage: boolean
  onEdit: () => void
  onDelete: () => void
}) {
  const [value, setValue] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [copied, setCopied] = useState(false)

  // Access revoked while shown: hide it at once.
  useEffect(() => {
    if (!canReveal) setValue(null)
  }, [canReveal])

  useEffect(() => {
    if (!copied) return
    const timer = setTimeout(() => setCopied(false), COPIED_FEEDBACK_MS)
    return () => clearTimeout(timer)
  }, [copied])

  async function reveal() {
    setBusy(true)
    setError(null)
    try {
      setValue((await revealCode(code.building_id, code.id)).code_value)
    } catch (e) {
      setError(`Kunne ikke vise koden. ${e instanceof Error ? e.message : ''}`.trim())
    } finally {
      setBusy(false)
    }
  }

  async function copy() {
    if (value === null) return
    try {
      await navigator.clipboard.writeText(value)
      setCopied(true)
    } catch {
      setError('Kunne ikke kopiere koden. Markér den og kopiér manuelt.')
    }
  }

  const expired = isExpired(code.valid_until)
  return (
    <li className="bg-card grid gap-2 rounded-lg border p-3 sm:grid-cols-[1fr_auto] sm:items-center">
      <div className="grid min-w-0 gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <span className="font-medium break-words">{code.code_type}</span>
          {!code.is_active && <Badge variant="secondary">Inaktiv</Badge>}
          {expired && <Badge variant="destructive">Udløbet</Badge>}
        </div>
        {code.description && <span className="text-muted-foreground text-sm break-words">{code.description}</span>}
        {code.valid_until && <span className="text-muted-foreground text-xs">Gyldig til {formatDay(code.valid_until)}</span>}
        <span aria-live="polite" className="font-mono text-lg tracking-widest break-all">
          {value === null ? <span aria-label={`${code.code_type}: skjult kode`}>{HIDDEN_CODE}</span> : value}
        </span>
        {error && <span className="text-destructive text-sm">{error}</span>}
      </div>
      <div className="flex flex-wrap items-center gap-1">
        {canReveal &&
          (value === null ? (
            <Button size="sm" variant="outline" disabled={busy} onClick={reveal} aria-label={`Vis kode: ${code.code_type}`}>
              <EyeIcon aria-hidden />
              {busy ? 'Henter...' : 'Vis kode'}
            </Button>
          ) : (
            <>
              <Button size="sm" variant="outline" onClick={copy} aria-label={`Kopiér kode: ${code.code_type}`}>
                {copied ? <CheckIcon aria-hidden /> : <CopyIcon aria-hidden />}
                {copied ? 'Kopieret!' : 'Kopiér'}
              </Button>
              <Button size="sm" variant="ghost" onClick={() => setValue(null)} aria-label={`Skjul kode: ${code.code_type}`}>
                <EyeOffIcon aria-hidden />
                Skjul
              </Button>
            </>
          ))}
        {canManage && (
          <>
            <Button variant="ghost" size="icon" onClick={onEdit} aria-label={`Rediger kode: ${code.code_type}`}>
              <PencilIcon />
            </Button>
            <Button variant="ghost" size="icon" onClick={onDelete} aria-label={`Slet kode: ${code.code_type}`}>
              <Trash2Icon />
            </Button>
          </>
        )}
      </div>
    </li>
  )
}

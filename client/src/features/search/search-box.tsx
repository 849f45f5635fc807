// The sidebar search: instant results from everything synced to this browser, grouped by
// kind. Arrow keys move, Enter opens, Escape clears; works offline since it never asks the
// server.
import { useId, useState, type KeyboardEvent } from 'react'
import { useNavigate } from 'react-router-dom'
import { Command } from 'cmdk'
import { SearchIcon } from 'lucide-react'
import { cn } from '@/lib/utils'
import { KIND_LABELS } from './search-kinds'
import { KIND_ORDER, type SearchHit } from './search-sql'
import { useLocalSearch } from './use-local-search'

export function SearchBox({ id, onNavigate }: { id: string; onNavigate?: () => void }) {
  const [query, setQuery] = useState('')
  const [open, setOpen] = useState(false)
  const { hits, answered, error } = useLocalSearch(query)
  const navigate = useNavigate()
  const listId = useId()
  const showList = open && query.trim() !== ''

  const go = (hit: SearchHit) => {
    setOpen(false)
    setQuery('')
    navigate(hit.href)
    onNavigate?.()
  }
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape') {
      e.preventDefault()
      if (query) setQuery('')
      else (e.target as HTMLElement).blur?.()
      setOpen(false)
    } else if (e.key !== 'Tab') setOpen(true)
  }

  return (
    <Command shouldFilter={false} loop label="Søg" className="relative" onKeyDown={onKeyDown}>
      <label htmlFor={id} className="sr-only">
        Søg
      </label>
      <SearchIcon className="text-muted-foreground pointer-events-none absolute top-2.5 left-2.5 size-4" aria-hidden />
      <Command.Input
        id={id}
        value={query}
        onValueChange={(v) => {
          setQuery(v)
          setOpen(true)
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        placeholder="Søg…"
        autoComplete="off"
        aria-controls={listId}
        className={cn(
          'border-input bg-background placeholder:text-muted-foreground flex h-9 w-full rounded-md border py-1 pr-3 pl-8 text-base shadow-xs outline-none md:text-sm',
          'focus-visible:border-ring focus-visible:ring-ring focus-visible:ring-[3px]',
        )}
      />
      <Command.List
        id={listId}
        hidden={!showList}
        // Keep focus in the input while a result is clicked, so the click lands.
        onMouseDown={(e) => e.preventDefault()}
        className="bg-popover text-popover-foreground absolute top-full left-0 z-50 mt-1 max-h-[min(70vh,28rem)] w-[min(26rem,calc(100vw-2rem))] overflow-y-auto rounded-md border p-1 shadow-md"
      >
        {error ? (
          <p className="text-destructive p-2 text-sm">Søgningen mislykkedes: {error}</p>
        ) : answered === query.trim() && hits.length === 0 ? (
          <Command.Empty className="text-muted-foreground p-2 text-sm">Ingen resultater</Command.Empty>
        ) : null}
        {KIND_ORDER.map((kind) => {
          const group = hits.filter((h) => h.kind === kind)
          if (!group.length) return null
          const { label, icon: Icon } = KIND_LABELS[kind]
          return (
            <Command.Group key={kind} heading={label} className="[&_[cmdk-group-heading]]:text-muted-foreground [&_[cmdk-group-heading]]:px-2 [&_[cmdk-group-heading]]:py-1 [&_[cmdk-group-heading]]:text-xs [&_[cmdk-group-heading]]:font-medium">
              {group.map((hit) => (
                <Command.Item
                  key={`${hit.kind}:${hit.id}`}
                  value={`${hit.kind}:${hit.id}`}
                  onSelect={() => go(hit)}
                  className="data-[selected=true]:bg-accent data-[selected=true]:text-accent-foreground flex cursor-pointer items-start gap-2 rounded-sm px-2 py-1.5 text-sm"
                >
                  <Icon className="text-muted-foreground mt-0.5 size-4 shrink-0" aria-hidden />
                  <span className="grid min-w-0">
                    <span className="truncate">{hit.title}</span>
                    {hit.subtitle && <span className="text-muted-foreground truncate text-xs">{hit.subtitle}</span>}
                  </span>
                </Command.Item>
              ))}
            </Command.Group>
          )
        })}
      </Command.List>
    </Command>
  )
}

import { useId } from 'react'
import { NavLink as RouterNavLink } from 'react-router-dom'
import { cn } from '@/lib/utils'
import { adminLinks, mainLinks, type NavLink } from './nav-links'

function NavItem({ link, onNavigate }: { link: NavLink; onNavigate?: () => void }) {
  const Icon = link.icon
  return (
    <li className="min-w-0">
      <RouterNavLink
        to={link.to}
        end={link.to === '/'}
        onClick={onNavigate}
        className={({ isActive }) =>
          cn(
            'flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium outline-none transition-colors',
            'hover:bg-sidebar-accent hover:text-sidebar-accent-foreground',
            'focus-visible:ring-ring focus-visible:ring-[3px]',
            isActive && 'bg-sidebar-accent text-sidebar-accent-foreground font-semibold',
          )
        }
      >
        <Icon className="size-4 shrink-0" aria-hidden />
        <span className="truncate">{link.label}</span>
      </RouterNavLink>
    </li>
  )
}

export function SidebarNav({ isAdmin, onNavigate }: { isAdmin: boolean; onNavigate?: () => void }) {
  const adminHeadingId = useId()
  return (
    <nav aria-label="Hovedmenu" className="grid gap-4">
      <ul className="grid gap-0.5">
        {mainLinks.map((link) => (
          <NavItem key={link.to} link={link} onNavigate={onNavigate} />
        ))}
      </ul>
      {isAdmin && (
        <section aria-labelledby={adminHeadingId} className="grid gap-1">
          <h2
            id={adminHeadingId}
            className="text-muted-foreground px-3 text-xs font-semibold tracking-wide uppercase"
          >
            Administrator
          </h2>
          <ul className="grid gap-0.5">
            {adminLinks.map((link) => (
              <NavItem key={link.to} link={link} onNavigate={onNavigate} />
            ))}
          </ul>
        </section>
      )}
    </nav>
  )
}

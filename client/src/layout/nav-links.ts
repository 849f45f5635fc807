// The sidebar's links, in their order.
import {
  BookOpenIcon,
  CalendarIcon,
  ChartColumnIcon,
  FileTextIcon,
  FolderKanbanIcon,
  HandshakeIcon,
  HouseIcon,
  KeyRoundIcon,
  ListChecksIcon,
  NewspaperIcon,
  ScrollTextIcon,
  TreePalmIcon,
  UserCogIcon,
  UsersIcon,
  type LucideIcon,
} from 'lucide-react'

export interface NavLink {
  to: string
  label: string
  icon: LucideIcon
}

export const mainLinks: NavLink[] = [
  { to: '/', label: 'Forside', icon: HouseIcon },
  { to: '/handbooks', label: 'Håndbøger', icon: BookOpenIcon },
  { to: '/building-access', label: 'Bygningsadgang', icon: KeyRoundIcon },
  { to: '/employees/categories/Medarbejdere', label: 'Medarbejdere', icon: UsersIcon },
  { to: '/employees/categories/Samarbejdspartnere', label: 'Samarbejdspartnere', icon: HandshakeIcon },
  { to: '/meetings', label: 'Mødereferater', icon: FileTextIcon },
  { to: '/my-assignments', label: 'Mine opgaver', icon: ListChecksIcon },
  { to: '/vacation', label: 'Ferie', icon: TreePalmIcon },
  { to: '/events', label: 'Arrangementer', icon: CalendarIcon },
  { to: '/projects', label: 'Projekter', icon: FolderKanbanIcon },
]

/** Shown only to admins (both admin roles). */
export const adminLinks: NavLink[] = [
  { to: '/analytics', label: 'Statistik', icon: ChartColumnIcon },
  { to: '/posts', label: 'LinkedIn-opslag', icon: NewspaperIcon },
  { to: '/users', label: 'Brugeradministration', icon: UserCogIcon },
  { to: '/audit-log', label: 'Revisionslog', icon: ScrollTextIcon },
  { to: '/sso', label: 'Single sign-on', icon: KeyRoundIcon },
]

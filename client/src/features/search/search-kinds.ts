// How each kind of hit is headed and drawn in the results list.
import {
  BookOpenIcon,
  CalendarIcon,
  ClipboardListIcon,
  FileTextIcon,
  FolderKanbanIcon,
  ListChecksIcon,
  NewspaperIcon,
  NotebookPenIcon,
  ContactIcon,
  UserIcon,
  MessageSquareTextIcon,
  type LucideIcon,
} from 'lucide-react'
import type { SearchKind } from './search-sql'

export const KIND_LABELS: Record<SearchKind, { label: string; icon: LucideIcon }> = {
  people: { label: 'Medarbejdere', icon: UserIcon },
  contacts: { label: 'Kontakter', icon: ContactIcon },
  events: { label: 'Arrangementer', icon: CalendarIcon },
  news: { label: 'Nyheder', icon: NewspaperIcon },
  posts: { label: 'Opslag', icon: MessageSquareTextIcon },
  meetings: { label: 'Mødereferater', icon: NotebookPenIcon },
  cases: { label: 'Sager', icon: ClipboardListIcon },
  tasks: { label: 'Opgaver', icon: ListChecksIcon },
  projects: { label: 'Projekter', icon: FolderKanbanIcon },
  handbooks: { label: 'Håndbøger', icon: BookOpenIcon },
  handbook_pages: { label: 'Tekst i håndbøger', icon: FileTextIcon },
}

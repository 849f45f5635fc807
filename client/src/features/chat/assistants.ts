// The two assistants (id, name, description, icon, welcome message); the texts
// live in sync/inputs/ai.ts so the server and the widget agree on them.
import { BotIcon, ScaleIcon, type LucideIcon } from 'lucide-react'
import { ASSISTANT_IDS, ASSISTANTS, type AssistantId, type AssistantInfo } from '../../../../sync/inputs/ai'

export interface Assistant extends AssistantInfo {
  icon: LucideIcon
}

const ICONS: Record<AssistantId, LucideIcon> = { general: BotIcon, legal: ScaleIcon }

export const assistants: Assistant[] = ASSISTANT_IDS.map((id) => ({ ...ASSISTANTS[id], icon: ICONS[id] }))

export const assistantById = (id: AssistantId): Assistant => assistants.find((a) => a.id === id) ?? assistants[0]

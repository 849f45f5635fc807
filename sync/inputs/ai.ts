// The AI assistant and post enhancement: inputs shared by the chat widget, the post editor
// and the API, plus the two assistants (a general helper and a legal helper).
import { z } from 'zod'
import { requiredText } from './fields'

export const ASSISTANT_IDS = ['general', 'legal'] as const
export type AssistantId = (typeof ASSISTANT_IDS)[number]

export interface AssistantInfo {
  id: AssistantId
  name: string
  description: string
  welcomeMessage: string
}

export const LEGAL_DISCLAIMER =
  'Bemærk: Dette er ikke juridisk rådgivning. Kontakt en advokat eller firmaets juridiske rådgiver, før du handler ud fra svaret.'

export const ASSISTANTS: Record<AssistantId, AssistantInfo> = {
  general: {
    id: 'general',
    name: 'Generel assistent',
    description: 'Hjælp til hverdagens spørgsmål og firmaets håndbøger',
    welcomeMessage:
      'Hej! Jeg er din generelle assistent. Spørg mig om firmaets håndbøger og dokumenter, så finder jeg svaret og viser, hvor det står.',
  },
  legal: {
    id: 'legal',
    name: 'Juridisk assistent',
    description: 'Overblik over regler, kontrakter og ansvar',
    welcomeMessage:
      'Hej! Jeg er den juridiske assistent. Jeg giver et overblik over regler, kontrakter og ansvar ud fra firmaets dokumenter. Mine svar er ikke juridisk rådgivning.',
  },
}

export const isAssistantId = (value: unknown): value is AssistantId =>
  typeof value === 'string' && (ASSISTANT_IDS as readonly string[]).includes(value)

/** What the chat says when no assistant was chosen. */
/** GET /api/ai/status: whether this server has a language model and speech-to-text set up. */
export interface AiStatus {
  languageModel: boolean
  transcription: boolean
}

export const ASSISTANT_ID_MISSING = 'API-nøgle mangler. Kontakt venligst administratoren.'
export const CHAT_MESSAGE_MAX = 4000
export const CHAT_HISTORY_MAX = 20

export const chatInput = z.object({
  message: requiredText('Skriv en besked', CHAT_MESSAGE_MAX, `Beskeden må højst være ${CHAT_MESSAGE_MAX} tegn`),
  assistantId: z
    .string({ error: ASSISTANT_ID_MISSING })
    .min(1, ASSISTANT_ID_MISSING)
    .refine(isAssistantId, 'Ukendt assistent'),
  /** Earlier turns of this conversation, so follow-up questions make sense to the model. */
  history: z
    .array(
      z.object({
        role: z.enum(['user', 'assistant'], { error: 'Ugyldig samtale' }),
        content: z.string({ error: 'Ugyldig samtale' }).max(8000, 'Samtalen er for lang'),
      }),
      { error: 'Ugyldig samtale' },
    )
    .max(CHAT_HISTORY_MAX * 2, 'Samtalen er for lang')
    .optional()
    .transform((h) => (h ?? []).slice(-CHAT_HISTORY_MAX)),
})
export type ChatInput = z.input<typeof chatInput>

export const searchDocumentsInput = z.object({
  query: requiredText('Skriv et søgeord', 500, 'Søgningen er for lang'),
})

export const ENHANCE_CONTENT_MAX = 20_000
export const enhancePostInput = z.object({
  content: requiredText('Skriv noget tekst, før du forbedrer opslaget', ENHANCE_CONTENT_MAX, 'Opslaget er for langt til at blive forbedret'),
})

/** A document passage a reply refers to (a vector reference). */
export interface VectorReference {
  fileName: string
  pageNumber: number
  /** 0–1; the widget shows it as a rounded percent 'match'. */
  relevanceScore: number
  /** Where the file opens at that page: /api/files/<key>#page=N. */
  url: string
  title?: string
}

export interface ChatReply {
  text: string
  references: VectorReference[]
}

/** The post editor's message once all attempts have failed. */
export const ENHANCE_FAILED =
  'Kunne ikke forbedre opslaget. Serveren er måske optaget. Prøv igen senere eller fortsæt med din nuværende tekst.'

// The SCIM Group: a name and members. A group whose name is in the directory's role map gives
// its members that role (roles.ts); other groups are kept so the directory sees what it sent.
import { z } from 'zod'

export const GROUP_SCHEMA = 'urn:ietf:params:scim:schemas:core:2.0:Group'

export const GROUP_TEXTS = {
  displayName: 'Angiv displayName',
  tooLong: 'En værdi er for lang',
  members: 'members skal være en liste af { "value": "<bruger-id>" }',
  tooMany: 'En gruppe kan højst have 10.000 medlemmer pr. forespørgsel',
} as const

export const scimGroupInput = z
  .object({
    displayName: z.string({ error: GROUP_TEXTS.displayName }).trim().min(1, GROUP_TEXTS.displayName).max(200, GROUP_TEXTS.tooLong),
    externalId: z.string({ error: GROUP_TEXTS.tooLong }).trim().max(300, GROUP_TEXTS.tooLong).nullish(),
    members: z
      .array(z.object({ value: z.string({ error: GROUP_TEXTS.members }).min(1, GROUP_TEXTS.members).max(100, GROUP_TEXTS.members) }).passthrough(), { error: GROUP_TEXTS.members })
      .max(10_000, GROUP_TEXTS.tooMany)
      .nullish(),
  })
  .passthrough()

export interface GroupAttributes {
  displayName: string
  externalId: string | null
  memberIds: string[]
}

export function groupAttributes(body: unknown, fail: (message: string) => never): GroupAttributes {
  const parsed = scimGroupInput.safeParse(body)
  if (!parsed.success) fail(parsed.error.issues[0]?.message ?? GROUP_TEXTS.displayName)
  const g = parsed.data!
  return { displayName: g.displayName, externalId: g.externalId || null, memberIds: [...new Set((g.members ?? []).map((m) => m.value))] }
}

export interface StoredGroup {
  id: string
  displayName: string
  externalId: string | null
  members: { id: string; display: string }[] | null
  created: string
  lastModified: string
}

export function groupResource(g: StoredGroup, baseUrl: string) {
  return {
    schemas: [GROUP_SCHEMA],
    id: g.id,
    displayName: g.displayName,
    ...(g.externalId ? { externalId: g.externalId } : {}),
    ...(g.members ? { members: g.members.map((m) => ({ value: m.id, display: m.display, type: 'User', $ref: `${baseUrl}/Users/${m.id}` })) } : {}),
    meta: {
      resourceType: 'Group',
      created: new Date(g.created).toISOString(),
      lastModified: new Date(g.lastModified).toISOString(),
      location: `${baseUrl}/Groups/${g.id}`,
    },
  }
}

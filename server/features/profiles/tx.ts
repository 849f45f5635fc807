// Shared by the people features.

/** better-auth user ids are random URL-safe strings; anything else cannot name a user. */
export const isUserId = (id: unknown): id is string => typeof id === 'string' && /^[A-Za-z0-9_-]{1,64}$/.test(id)

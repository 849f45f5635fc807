// The notification write paths, shared by the API calls and the outbox overlay query.
export const READ_ALL_PATH = '/api/notifications/read-all'
export const readPath = (id: string) => `/api/notifications/${encodeURIComponent(id)}/read`

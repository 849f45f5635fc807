// Liveness for load balancers and the test harness: answers as soon as the app serves.
import { Hono } from 'hono'

export function createHealthRoutes(): Hono {
  return new Hono().get('/', (c) => c.json({ status: 'ok' }))
}

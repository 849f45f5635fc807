// Public, before sign-in: the sign-in screen and the home page show the company's name.
import { Hono } from 'hono'
import type { CompanyConfig } from '../../../sync/inputs/config'
import type { Env } from '../../env'

export function createConfigRoutes(env: Pick<Env, 'COMPANY_NAME' | 'COMPANY_SLOGAN'>): Hono {
  const config: CompanyConfig = { companyName: env.COMPANY_NAME, companySlogan: env.COMPANY_SLOGAN }
  return new Hono().get('/', (c) => c.json(config))
}

import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { loadEnv } from './env'

describe('loadEnv', () => {
  it('runs the embedded mode with no variables at all', () => {
    const env = loadEnv({})
    expect(env).toMatchObject({
      PORT: 3000,
      DATA_DIR: path.resolve('data'),
      STORAGE_DIR: path.resolve('data/storage'),
      APP_URL: 'http://localhost:3000',
      ADMIN_EMAIL: 'admin@demo.dk',
      ADMIN_PASSWORD: 'demo1234',
      SEED_DEMO: true,
      COMPANY_NAME: 'Ballerup Byg & Anlæg A/S',
      TRUST_PROXY: false,
    })
    expect(env.DATABASE_URL).toBeUndefined()
    expect(env.BETTER_AUTH_SECRET).toBeUndefined()
  })

  it('takes overrides, treats empty strings as unset, and SEED_DEMO=false as off', () => {
    const env = loadEnv({ PORT: '8080', DATA_DIR: '/tmp/x', DATABASE_URL: '', APP_URL: 'https://intra.example.dk/', SEED_DEMO: 'false', ADMIN_EMAIL: 'Chef@Firma.dk' })
    expect(env).toMatchObject({ PORT: 8080, STORAGE_DIR: '/tmp/x/storage', APP_URL: 'https://intra.example.dk', SEED_DEMO: false, ADMIN_EMAIL: 'chef@firma.dk' })
    expect(env.DATABASE_URL).toBeUndefined()
  })

  it('refuses nonsense with a readable message', () => {
    expect(() => loadEnv({ PORT: 'abc' })).toThrow(/PORT/)
    expect(() => loadEnv({ ADMIN_PASSWORD: '123' })).toThrow(/ADMIN_PASSWORD/)
  })
})

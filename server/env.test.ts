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
      PRODUCTION: false,
      COMPANY_NAME: 'Ballerup Byg & Anlæg A/S',
      TRUST_PROXY: false,
    })
    expect(env.DATABASE_URL).toBeUndefined()
    expect(env.BETTER_AUTH_SECRET).toBeUndefined()
    expect(env.DEMO_PASSWORD).toBeUndefined()
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

describe('production (NODE_ENV=production)', () => {
  const secret = 'a'.repeat(24) + '0123456789abcdef0123456789abcdef'
  const good = { NODE_ENV: 'production', BETTER_AUTH_SECRET: secret, ADMIN_PASSWORD: 'Rigtig-Stærk-Kode-2026' }

  it('starts with real secrets, and the demo company is off unless asked for', () => {
    const env = loadEnv(good)
    expect(env).toMatchObject({ PRODUCTION: true, SEED_DEMO: false, BETTER_AUTH_SECRET: secret })
    expect(loadEnv({ ...good, SEED_DEMO: 'true' }).SEED_DEMO).toBe(true)
    expect(loadEnv({ ...good, ELECTRIC_URL: 'http://electric:3000', ELECTRIC_SECRET: secret.split('').reverse().join('') }).PRODUCTION).toBe(true)
  })

  it('refuses a missing BETTER_AUTH_SECRET with a message that says what to do', () => {
    expect(() => loadEnv({ ...good, BETTER_AUTH_SECRET: undefined })).toThrow(/NODE_ENV=production[\s\S]*BETTER_AUTH_SECRET is not set[\s\S]*openssl rand -hex 32/)
    expect(() => loadEnv({ ...good, BETTER_AUTH_SECRET: '   ' })).toThrow(/BETTER_AUTH_SECRET is not set/)
  })

  it('refuses the published defaults and short secrets', () => {
    for (const published of ['change-me-better-auth-secret-32-chars', 'better-auth-secret-12345678901234567890', 'e2e-secret-e2e-secret-e2e-secret-0123456789', 'CHANGE_ME_please_0123456789abcdef0123456789']) {
      expect(() => loadEnv({ ...good, BETTER_AUTH_SECRET: published }), published).toThrow(/BETTER_AUTH_SECRET is a published default/)
    }
    expect(() => loadEnv({ ...good, BETTER_AUTH_SECRET: 'kort-men-hemmelig' })).toThrow(/BETTER_AUTH_SECRET is too short/)
  })

  it('requires a real ELECTRIC_SECRET only when the Electric service is used', () => {
    const electric = { ...good, ELECTRIC_URL: 'http://electric:3000' }
    expect(() => loadEnv(electric)).toThrow(/ELECTRIC_SECRET is not set/)
    expect(() => loadEnv({ ...electric, ELECTRIC_SECRET: 'change-me-electric-secret' })).toThrow(/ELECTRIC_SECRET is a published default/)
    expect(loadEnv(good).ELECTRIC_SECRET).toBeUndefined()
  })

  it('refuses the demo administrator password, and lists every problem at once', () => {
    expect(() => loadEnv({ ...good, ADMIN_PASSWORD: undefined })).toThrow(/ADMIN_PASSWORD is not set or is the demo password/)
    expect(() => loadEnv({ ...good, ADMIN_PASSWORD: 'demo1234' })).toThrow(/ADMIN_PASSWORD/)
    expect(() => loadEnv({ ...good, DEMO_PASSWORD: 'demo1234' })).toThrow(/DEMO_PASSWORD/)
    let message = ''
    try {
      loadEnv({ NODE_ENV: 'production', ELECTRIC_URL: 'http://electric:3000' })
    } catch (err) {
      message = (err as Error).message
    }
    expect(message).toMatch(/BETTER_AUTH_SECRET[\s\S]*ELECTRIC_SECRET[\s\S]*ADMIN_PASSWORD/)
  })

  it('leaves the embedded demo alone: no NODE_ENV, or any other NODE_ENV, needs no secrets', () => {
    expect(loadEnv({})).toMatchObject({ PRODUCTION: false, SEED_DEMO: true, ADMIN_PASSWORD: 'demo1234' })
    expect(loadEnv({ NODE_ENV: 'development', DATABASE_URL: 'postgresql://x@db/intranet', ELECTRIC_URL: 'http://e:3000' }).PRODUCTION).toBe(false)
    expect(loadEnv({ NODE_ENV: 'test' }).SEED_DEMO).toBe(true)
  })
})

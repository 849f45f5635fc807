import { describe, expect, it } from 'vitest'
import { parseAuthHash, readAuthLink } from './auth-link'

describe('parseAuthHash', () => {
  it('reads recovery and invite links', () => {
    expect(parseAuthHash('#type=recovery&token=abc123')).toEqual({ type: 'recovery', token: 'abc123' })
    expect(parseAuthHash('#token=xyz&type=invite')).toEqual({ type: 'invite', token: 'xyz' })
  })

  it('keeps the link without a token so the screen can say it is invalid', () => {
    expect(parseAuthHash('#type=recovery')).toEqual({ type: 'recovery', token: null })
    expect(parseAuthHash('#type=recovery&token=')).toEqual({ type: 'recovery', token: null })
  })

  it('ignores other hashes', () => {
    expect(parseAuthHash('')).toBeNull()
    expect(parseAuthHash('#section-2')).toBeNull()
    expect(parseAuthHash('#type=signup&token=abc')).toBeNull()
  })
})

describe('readAuthLink', () => {
  const storage = (value: string | null) => ({ getItem: () => value })

  it('returns the stored link', () => {
    expect(readAuthLink(storage('{"type":"invite","token":"t"}'))).toEqual({ type: 'invite', token: 't' })
  })

  it('treats missing or corrupt values as no link', () => {
    expect(readAuthLink(storage(null))).toBeNull()
    expect(readAuthLink(storage('not json'))).toBeNull()
    expect(readAuthLink(storage('{"type":"other"}'))).toBeNull()
  })
})

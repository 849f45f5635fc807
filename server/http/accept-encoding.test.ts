import { describe, expect, it } from 'vitest'
import { pickEncoding, varyOnAcceptEncoding } from './accept-encoding'

describe('pickEncoding', () => {
  it('prefers brotli, then gzip, honouring q-values and *', () => {
    expect(pickEncoding('gzip, deflate, br, zstd')).toBe('br')
    expect(pickEncoding('gzip, deflate')).toBe('gzip')
    expect(pickEncoding('br;q=0.5, gzip;q=0.8')).toBe('gzip')
    expect(pickEncoding('br;q=0, *')).toBe('gzip')
    expect(pickEncoding('*;q=0')).toBeNull()
    expect(pickEncoding('identity')).toBeNull()
    expect(pickEncoding(undefined)).toBeNull()
    expect(pickEncoding('gzip, br', ['gzip'])).toBe('gzip')
  })
})

describe('varyOnAcceptEncoding', () => {
  it('keeps what Vary already says', () => {
    const h = new Headers({ vary: 'Cookie' })
    varyOnAcceptEncoding(h)
    varyOnAcceptEncoding(h)
    expect(h.get('vary')).toBe('Cookie, Accept-Encoding')
  })
})

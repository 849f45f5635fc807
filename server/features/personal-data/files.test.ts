import { describe, expect, it } from 'vitest'
import { storageKeysIn } from './files'

const KEY = 'posts/2026-11/0b7c7c1e-3f1a-4a52-9c55-2d1f0f9b8e01.jpg'
const RESIZED = 'profile-images/2026-11/6a0f4f0e-8d7e-4b1c-a1f2-3c4d5e6f7a8b.png.512.webp'

describe('storage keys in a row', () => {
  it('finds keys in URLs, JSON lists and HTML, and nothing else', () => {
    expect(storageKeysIn(`/api/files/${RESIZED}`)).toEqual([RESIZED])
    expect(storageKeysIn([`/api/files/${KEY}`, `/api/files/${RESIZED}`])).toEqual([KEY, RESIZED])
    expect(storageKeysIn(`<p>Se <img src="/api/files/${KEY}"> og <a href="https://example.dk/x">her</a></p>`)).toEqual([KEY])
    expect(storageKeysIn(null)).toEqual([])
    expect(storageKeysIn('https://example.dk/posts/2026-11/ikke-en-noegle.jpg')).toEqual([])
  })
})

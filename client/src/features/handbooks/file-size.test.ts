import { describe, expect, it } from 'vitest'
import { containsPattern, formatFileSize } from './file-size'

describe('formatFileSize', () => {
  it('uses B, KB and MB with a Danish decimal comma', () => {
    expect(formatFileSize(512)).toBe('512 B')
    expect(formatFileSize(1536)).toBe('1,5 KB')
    expect(formatFileSize(100 * 1024 * 1024)).toBe('100 MB')
    expect(formatFileSize(2.25 * 1024 * 1024)).toBe('2,3 MB')
  })

  it('escapes LIKE wildcards in a search', () => {
    expect(containsPattern(' 100%_ ')).toBe('%100\\%\\_%')
  })
})

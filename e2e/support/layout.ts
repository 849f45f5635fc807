// The phone the layout tests use, and what "fits on it" means.
import type { Locator } from 'playwright-core'
import { expect } from 'vitest'

export const PHONE = { width: 360, height: 740 }

/** Every matched element lies fully inside the 360 px wide screen. */
export async function allOnScreen(items: Locator): Promise<void> {
  const n = await items.count()
  expect(n).toBeGreaterThan(0)
  for (let i = 0; i < n; i++) {
    const box = await items.nth(i).boundingBox()
    expect(box, `element ${i}`).not.toBeNull()
    expect(box!.x, `element ${i} starts on screen`).toBeGreaterThanOrEqual(0)
    expect(box!.x + box!.width, `element ${i} ends on screen`).toBeLessThanOrEqual(PHONE.width)
  }
}

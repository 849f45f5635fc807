/**
 * Deletes an IndexedDB database. Resolves even when another tab still holds it open (the
 * browser finishes the delete once that tab closes), so sign-out never hangs.
 */
export function deleteIndexedDb(name: string, timeoutMs = 5_000): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, timeoutMs)
    const done = () => {
      clearTimeout(timer)
      resolve()
    }
    try {
      const request = indexedDB.deleteDatabase(name)
      request.onsuccess = done
      request.onerror = done
    } catch {
      done()
    }
  })
}

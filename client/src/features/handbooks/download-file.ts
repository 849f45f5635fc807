// Downloads through fetch, so a failure can be told to the user (a Danish download alert)
// instead of a browser error page; the private file route's cache headers let the browser's
// HTTP cache serve a file opened before, also offline.
export async function downloadFile(url: string, fileName: string): Promise<void> {
  let res: Response
  try {
    res = await fetch(url, { credentials: 'same-origin' })
  } catch {
    throw new Error('Kunne ikke kontakte serveren. Tjek din forbindelse og prøv igen.')
  }
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as { error?: string } | null
    throw new Error(body?.error || 'Filen kunne ikke hentes.')
  }
  const blobUrl = URL.createObjectURL(await res.blob())
  try {
    const a = document.createElement('a')
    a.href = blobUrl
    a.download = fileName
    document.body.append(a)
    a.click()
    a.remove()
  } finally {
    // Give the browser a moment to start saving before the blob goes.
    setTimeout(() => URL.revokeObjectURL(blobUrl), 10_000)
  }
}

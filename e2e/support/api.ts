// Talking to the API without a browser (benchmarks, checks beside the browser tests).

/** Signs in with better-auth's email endpoint and returns the Cookie header to send. */
export async function signInApi(baseUrl: string, email: string, password: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify({ email, password }),
  })
  if (!res.ok) throw new Error(`sign-in as ${email} failed: HTTP ${res.status} ${await res.text()}`)
  const cookies = res.headers.getSetCookie().map((c) => c.split(';')[0])
  if (cookies.length === 0) throw new Error(`sign-in as ${email} set no cookie`)
  return cookies.join('; ')
}

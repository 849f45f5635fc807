// A multipart upload that never finishes, as a dropped connection delivers it: either the body
// ends without the closing boundary, or it breaks off with an error while the file is sent.
import type { Hono } from 'hono'
import { TEST_ORIGIN } from './app'

export type CutOff = 'ended' | 'broken'

export function truncatedUpload(app: Hono, path: string, cookie: string, file: { name: string; bytes: Buffer; type: string }, how: CutOff) {
  const boundary = '----afbrudt-upload'
  const head = Buffer.from(
    `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="${file.name}"\r\ncontent-type: ${file.type}\r\n\r\n`,
  )
  const CHUNK = 64 * 1024
  let sent = 0
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent === 0) controller.enqueue(new Uint8Array(head))
      else if ((sent - 1) * CHUNK < file.bytes.length) controller.enqueue(new Uint8Array(file.bytes.subarray((sent - 1) * CHUNK, sent * CHUNK)))
      else if (how === 'ended') controller.close()
      else controller.error(new Error('connection reset'))
      sent++
    },
  })
  return Promise.resolve(
    app.request(path, {
      method: 'POST',
      headers: { cookie, origin: TEST_ORIGIN, 'content-type': `multipart/form-data; boundary=${boundary}` },
      body,
      duplex: 'half',
    } as RequestInit),
  )
}

// Listens on the server's WebSocket for "shape X changed" so shapes that are not long-polled
// (not on screen) still update within moments instead of at their next periodic check.
// Without the socket (old server, proxy without WebSocket) the periodic checks still work.

export interface ChangeNotifier {
  stop(): void
}

const MAX_RETRY_MS = 30_000

export function listenForChanges(shapes: string[], onChanged: (shape: string) => void): ChangeNotifier {
  let socket: WebSocket | null = null
  let stopped = false
  let retryMs = 1_000
  let timer: ReturnType<typeof setTimeout> | null = null

  const connect = () => {
    const url = new URL('/api/shapes/live', self.location.href)
    url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:'
    const ws = new WebSocket(url)
    socket = ws
    ws.onopen = () => {
      retryMs = 1_000
      ws.send(JSON.stringify({ type: 'watch', shapes }))
      // Whatever changed while we were not listening: check everything once.
      for (const shape of shapes) onChanged(shape)
    }
    ws.onmessage = (event) => {
      try {
        const msg = JSON.parse(String(event.data)) as { type?: string; shape?: string }
        if (msg.type === 'changed' && typeof msg.shape === 'string') onChanged(msg.shape)
      } catch {
        // not ours
      }
    }
    ws.onclose = () => {
      socket = null
      if (stopped) return
      timer = setTimeout(connect, retryMs)
      retryMs = Math.min(retryMs * 2, MAX_RETRY_MS)
    }
  }
  connect()

  return {
    stop() {
      stopped = true
      if (timer) clearTimeout(timer)
      socket?.close()
    },
  }
}

import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app'
import './styles.css'
import { registerServiceWorker } from './offline/register-service-worker'
import { cachedUser } from './auth/cached-user'
import { loadQueryBuilder } from './db/local-query'

// The pages wait for the query builder, a chunk of its own (db/local-query.ts) that index.html
// modulepreloads beside the start code. Someone who has signed in here before will need it at
// once: it is evaluated while their session is checked, not after. A failed download is asked
// for again when the pages need it.
if (cachedUser()) loadQueryBuilder().catch(() => {})

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
)

registerServiceWorker()

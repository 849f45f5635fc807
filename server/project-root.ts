import path from 'node:path'
import { PROJECT_ROOT } from '../sync/engine/project-root'

export { PROJECT_ROOT }

/** The client's production build, which the server serves. */
export const CLIENT_DIR = path.join(PROJECT_ROOT, 'dist', 'client')

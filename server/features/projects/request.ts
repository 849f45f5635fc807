// The project routes' JSON bodies are small; uploads have their own limits while streaming.
import { limitBody } from '../../http/feature-app'

export const jsonLimit = limitBody(64 * 1024)

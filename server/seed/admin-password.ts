// How the log names the administrator's password: the demo default is public (README) and is
// shown as it is; a password given in ADMIN_PASSWORD is a secret and never goes to the log,
// which says where it came from instead.
import { DEMO_ADMIN_PASSWORD } from '../env'

/** For the Danish welcome block. */
export const adminPasswordForWelcome = (password: string): string =>
  password === DEMO_ADMIN_PASSWORD ? password : 'den, der er sat i ADMIN_PASSWORD (vises ikke)'

/** For the seed's log lines. */
export const adminPasswordForLog = (password: string): string =>
  password === DEMO_ADMIN_PASSWORD ? password : '(the one set in ADMIN_PASSWORD, not shown)'

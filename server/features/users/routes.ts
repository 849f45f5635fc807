// /api/users — user administration (/users and /user-management), admins only
// (403 for everyone else). The user table itself is read from the synced profiles.
import { Hono } from 'hono'
import { roleInput, setPasswordInput, type DeactivationSet, type InviteSent, type QrCodeRenewed, type RoleSet } from '../../../sync/inputs/people'
import type { Written } from '../../../sync/inputs/written'
import { setPassword } from './set-password'
import type { Auth } from '../../auth/auth'
import type { Mailer } from '../../auth/mailer'
import { requireAdmin, requireViewer, type GetViewer } from '../../auth/viewer'
import type { Database } from '../../db/connect'
import type { AppEnv } from '../../http/context'
import { limitBody } from '../../http/feature-app'
import { ApiError, badRequest, notFound, readJsonObject } from '../../http/errors'
import { isSyntheticEmail } from '../../auth/synthetic-email'
import { parseInput } from '../../http/validate'
import type { Storage } from '../../storage'
import { removeProfileImage } from '../profiles/images'
import { isUserId } from '../profiles/tx'
import { originOf } from '../audit/record'
import { createUser } from './create-user'
import { deactivateUser, reactivateUser } from './deactivate'
import { sendInvite } from './invite'
import { deleteUser, renewQrCode, setRole, USER_NOT_FOUND } from './store'
import { eraseUser } from '../personal-data/erase'
import { refuseErased } from '../personal-data/erased'

export interface UserRoutesDeps {
  db: Database
  auth: Auth
  getViewer: GetViewer
  storage: Storage
  mailer: Mailer
  appUrl: string
  companyName: string
}

function userId(id: string): string {
  if (!isUserId(id)) throw notFound(USER_NOT_FOUND)
  return id
}

export function createUserRoutes(deps: UserRoutesDeps): Hono<AppEnv> {
  const { db, auth, storage } = deps
  const invite = { auth, mailer: deps.mailer, appUrl: deps.appUrl, companyName: deps.companyName }
  const app = new Hono<AppEnv>()
  app.use('*', requireViewer(deps.getViewer), requireAdmin)
  app.use('*', limitBody(16 * 1024))

  app.post('/', async (c) => {
    const body = await readJsonObject(c)
    return c.json(await createUser(db, invite, body as never, c.req.raw.headers, { actorId: c.get('viewer').id, origin: originOf(c) }), 201)
  })

  app.patch('/:id/role', async (c) => {
    const id = userId(c.req.param('id'))
    await refuseErased(db.kysely, id)
    const { role } = parseInput(roleInput, await readJsonObject(c))
    return c.json((await setRole(db.kysely, c.get('viewer'), id, role, originOf(c))) satisfies RoleSet)
  })

  app.delete('/:id', async (c) => {
    const { image, txid } = await deleteUser(db.kysely, c.get('viewer'), userId(c.req.param('id')), originOf(c))
    await removeProfileImage(storage, image)
    return c.json({ txid } satisfies Written)
  })

  /** A new invitation link (the old one stays valid until it expires or is used). */
  app.post('/:id/invite', async (c) => {
    const id = userId(c.req.param('id'))
    await refuseErased(db.kysely, id)
    const user = await db.kysely
      .selectFrom('user')
      .innerJoin('profiles', 'profiles.user_id', 'user.id')
      .select(['user.id', 'user.email', 'user.name', 'profiles.full_name'])
      .where('user.id', '=', id)
      .executeTakeFirst()
    if (!user) throw notFound(USER_NOT_FOUND)
    if (isSyntheticEmail(user.email)) throw badRequest('Brugeren har ingen e-mailadresse. Sæt en ny adgangskode i stedet.')
    try {
      await sendInvite(invite, { id: user.id, email: user.email, name: user.full_name || user.name })
    } catch (err) {
      console.error(`[users] invitation to ${user.email} could not be sent: ${(err as Error).message}`)
      throw new ApiError(502, 'Invitationen kunne ikke sendes. Prøv igen senere.')
    }
    return c.json({ invited: true } satisfies InviteSent)
  })

  /** A new password set by the administrator (site crews cannot receive a reset link). */
  app.post('/:id/password', async (c) => {
    const id = userId(c.req.param('id'))
    await refuseErased(db.kysely, id)
    const { password } = parseInput(setPasswordInput, await readJsonObject(c))
    return c.json((await setPassword(db.kysely, auth, c.get('viewer'), id, password, originOf(c))) satisfies Written)
  })

  app.post('/:id/deactivate', async (c) =>
    c.json((await deactivateUser(db.kysely, c.get('viewer'), userId(c.req.param('id')), originOf(c))) satisfies DeactivationSet),
  )
  app.post('/:id/reactivate', async (c) => {
    const id = userId(c.req.param('id'))
    await refuseErased(db.kysely, id)
    return c.json((await reactivateUser(db.kysely, c.get('viewer'), id, originOf(c))) satisfies DeactivationSet)
  })

  /** Erasure (GDPR article 17): personal data goes, shared records stay under "Slettet bruger". */
  app.post('/:id/erase', async (c) =>
    c.json(await eraseUser(db.kysely, storage, c.get('viewer'), userId(c.req.param('id')), originOf(c))),
  )

  app.post('/:id/qr-code', async (c) => {
    const id = userId(c.req.param('id'))
    await refuseErased(db.kysely, id)
    return c.json((await renewQrCode(db.kysely, c.get('viewer'), id)) satisfies QrCodeRenewed)
  })

  return app
}

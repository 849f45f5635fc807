// /api/profile — the signed-in person's own profile. Reads come through the `my_profile`
// shape; this is the write side. The access role is not editable here: only admins change
// roles, through /api/users.
import { Hono } from 'hono'
import { PROFILE_FIELDS, profilePatch, type ProfileImageRemoved, type ProfileImageUploaded, type ProfilePatch } from '../../../sync/inputs/people'
import { requireViewer } from '../../auth/viewer'
import type { AppEnv } from '../../http/context'
import { limitBody, type FeatureDeps } from '../../http/feature-app'
import { badRequest, forbidden, readJsonObject } from '../../http/errors'
import { parseInput, sentChanges } from '../../http/validate'
import type { Storage } from '../../storage'
import { receiveProfileImage, removeProfileImage } from './images'
import { setOwnImage, updateOwnProfile } from './store'

export const ROLE_CHANGE_FORBIDDEN = 'Din rolle kan kun ændres af en administrator'

export interface ProfileRoutesDeps extends FeatureDeps {
  storage: Storage
}

export function createProfileRoutes({ db, getViewer, storage }: ProfileRoutesDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>()
  app.use('*', requireViewer(getViewer))

  app.patch(
    '/',
    limitBody(64 * 1024),
    async (c) => {
      const body = await readJsonObject(c)
      if ('role' in body) throw forbidden(ROLE_CHANGE_FORBIDDEN)
      const unknown = Object.keys(body).find((k) => !(PROFILE_FIELDS as string[]).includes(k))
      if (unknown) throw badRequest(`Feltet ${unknown.slice(0, 40)} kan ikke ændres her`)
      const changes: ProfilePatch = sentChanges(body, parseInput(profilePatch, body), PROFILE_FIELDS)
      return c.json(await updateOwnProfile(db.kysely, c.get('viewer'), changes))
    },
  )

  app.post('/image', async (c) => {
    const key = await receiveProfileImage(c, storage)
    const url = storage.urlOf(key)
    let written
    try {
      written = await setOwnImage(db.kysely, c.get('viewer'), url)
    } catch (err) {
      await storage.remove(key).catch(() => {})
      throw err
    }
    await removeProfileImage(storage, written.previous)
    return c.json({ image: url, txid: written.txid } satisfies ProfileImageUploaded)
  })

  app.delete('/image', async (c) => {
    const written = await setOwnImage(db.kysely, c.get('viewer'), null)
    await removeProfileImage(storage, written.previous)
    return c.json({ image: null, txid: written.txid } satisfies ProfileImageRemoved)
  })

  return app
}

// SCIM provisioning on both databases, one server and two directories per run.
import { describe } from 'vitest'
import type { ServerFactory } from '../../test/suite-server'
import { useScimServer } from './scim-harness'
import { departmentsFromDirectories } from './scim-departments.suite'
import { directoryAdministration } from './scim-directories.suite'
import { provisioningSequences } from './scim-provisioning.suite'

export type { ServerFactory }

export function scimSuite(label: string, makeServer: ServerFactory) {
  describe(`SCIM provisioning (${label})`, () => {
    const harness = useScimServer(makeServer)
    directoryAdministration(harness)
    provisioningSequences(harness)
    departmentsFromDirectories(harness)
  })
}

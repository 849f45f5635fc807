// The discovery endpoints (RFC 7644 §4) Entra ID and Okta read before provisioning: what this
// server supports (PATCH yes; bulk, sort, ETags and password changes no) and the attributes it
// keeps of a User and a Group.
import { GROUP_SCHEMA } from './group-schema'
import { ENTERPRISE_USER } from './patch'
import { MAX_PAGE } from './filter'
import { USER_SCHEMA } from './user-schema'

const SCHEMA_SCHEMA = 'urn:ietf:params:scim:schemas:core:2.0:Schema'
const RESOURCE_TYPE_SCHEMA = 'urn:ietf:params:scim:schemas:core:2.0:ResourceType'

export function serviceProviderConfig(baseUrl: string) {
  return {
    schemas: ['urn:ietf:params:scim:schemas:core:2.0:ServiceProviderConfig'],
    documentationUri: `${baseUrl.replace(/\/api\/scim\/v2$/, '')}/sso`,
    patch: { supported: true },
    bulk: { supported: false, maxOperations: 0, maxPayloadSize: 0 },
    filter: { supported: true, maxResults: MAX_PAGE },
    changePassword: { supported: false },
    sort: { supported: false },
    etag: { supported: false },
    authenticationSchemes: [
      {
        type: 'oauthbearertoken',
        name: 'Bearer token',
        description: 'Tokenet fra siden Single sign-on → SCIM-provisionering, sendt som Authorization: Bearer <token>.',
        primary: true,
      },
    ],
    meta: { resourceType: 'ServiceProviderConfig', location: `${baseUrl}/ServiceProviderConfig` },
  }
}

type Attr = { name: string; type: string; multiValued?: boolean; required?: boolean; mutability?: string; uniqueness?: string; subAttributes?: Attr[] }

const attr = (a: Attr): Record<string, unknown> => ({
  name: a.name,
  type: a.type,
  multiValued: a.multiValued ?? false,
  required: a.required ?? false,
  caseExact: false,
  mutability: a.mutability ?? 'readWrite',
  returned: 'default',
  uniqueness: a.uniqueness ?? 'none',
  ...(a.subAttributes ? { subAttributes: a.subAttributes.map(attr) } : {}),
})

const multi = (name: string): Attr => ({
  name,
  type: 'complex',
  multiValued: true,
  subAttributes: [{ name: 'value', type: 'string' }, { name: 'type', type: 'string' }, { name: 'primary', type: 'boolean' }],
})

const SCHEMAS = [
  {
    id: USER_SCHEMA,
    name: 'User',
    description: 'Medarbejder',
    attributes: [
      { name: 'userName', type: 'string', required: true, uniqueness: 'server' },
      { name: 'externalId', type: 'string' },
      { name: 'name', type: 'complex', subAttributes: [{ name: 'givenName', type: 'string' }, { name: 'familyName', type: 'string' }, { name: 'formatted', type: 'string' }] },
      { name: 'displayName', type: 'string' },
      { name: 'title', type: 'string' },
      { name: 'active', type: 'boolean' },
      multi('emails'),
      multi('phoneNumbers'),
    ].map(attr),
  },
  { id: ENTERPRISE_USER, name: 'EnterpriseUser', description: 'Enterprise-udvidelse', attributes: [attr({ name: 'department', type: 'string' })] },
  {
    id: GROUP_SCHEMA,
    name: 'Group',
    description: 'Gruppe (giver en rolle, når den står i forbindelsens rolletildeling)',
    attributes: [
      { name: 'displayName', type: 'string', required: true, uniqueness: 'server' },
      { name: 'externalId', type: 'string' },
      { name: 'members', type: 'complex', multiValued: true, subAttributes: [{ name: 'value', type: 'string', mutability: 'immutable' }, { name: 'display', type: 'string', mutability: 'readOnly' }] },
    ].map(attr),
  },
]

export function schemas(baseUrl: string) {
  return SCHEMAS.map((s) => ({ schemas: [SCHEMA_SCHEMA], ...s, meta: { resourceType: 'Schema', location: `${baseUrl}/Schemas/${s.id}` } }))
}

export function resourceTypes(baseUrl: string) {
  return [
    {
      schemas: [RESOURCE_TYPE_SCHEMA],
      id: 'User',
      name: 'User',
      endpoint: '/Users',
      schema: USER_SCHEMA,
      schemaExtensions: [{ schema: ENTERPRISE_USER, required: false }],
      meta: { resourceType: 'ResourceType', location: `${baseUrl}/ResourceTypes/User` },
    },
    {
      schemas: [RESOURCE_TYPE_SCHEMA],
      id: 'Group',
      name: 'Group',
      endpoint: '/Groups',
      schema: GROUP_SCHEMA,
      meta: { resourceType: 'ResourceType', location: `${baseUrl}/ResourceTypes/Group` },
    },
  ]
}

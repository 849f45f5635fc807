// SCIM PATCH (RFC 7644 §3.5.2) applied to a resource as JSON: the route renders the current
// resource, applies the operations here, and validates the result like a PUT. One code path
// reads both dialects: Entra ID's `{"op":"Replace","path":"active","value":"False"}` (capitalised
// ops, string booleans, `emails[type eq "work"].value`) and Okta's path-less
// `{"op":"replace","value":{"active":false}}`.
import { z } from 'zod'
import { scimBadRequest } from './errors'

export const PATCH_OP_SCHEMA = 'urn:ietf:params:scim:api:messages:2.0:PatchOp'
export const ENTERPRISE_USER = 'urn:ietf:params:scim:schemas:extension:enterprise:2.0:User'
const CORE_URNS = ['urn:ietf:params:scim:schemas:core:2.0:User', 'urn:ietf:params:scim:schemas:core:2.0:Group']

export const PATCH_TEXTS = {
  body: 'PATCH skal have en liste "Operations" med mindst én operation',
  op: 'Ukendt PATCH-operation (brug add, replace eller remove)',
  noPath: 'En remove-operation skal have en sti (path)',
  valueObject: 'En operation uden sti skal have et objekt som værdi',
  path: (path: string) => `Ugyldig sti: ${path}`,
} as const

const operation = z.object({
  op: z.string({ error: PATCH_TEXTS.op }).transform((v) => v.toLowerCase()).pipe(z.enum(['add', 'replace', 'remove'], { error: PATCH_TEXTS.op })),
  path: z.string().max(500).optional(),
  value: z.unknown().optional(),
})
export const patchRequest = z.object({
  Operations: z.array(operation, { error: PATCH_TEXTS.body }).min(1, PATCH_TEXTS.body).max(1000, PATCH_TEXTS.body),
})
export type PatchOperation = z.output<typeof operation>

type Doc = Record<string, unknown>
type Filter = { attr: string; value: unknown }
interface Path {
  /** The top-level attribute, or the extension's URN with `inExtension`. */
  attr: string
  extension?: string
  filter?: Filter
  sub?: string
}

const isObject = (v: unknown): v is Doc => typeof v === 'object' && v !== null && !Array.isArray(v)

/** Attribute names are case-insensitive (RFC 7643 §2.1): find the key the document uses. */
const keyOf = (doc: Doc, name: string) => Object.keys(doc).find((k) => k.toLowerCase() === name.toLowerCase()) ?? name

const PATH = /^([A-Za-z][\w$-]*)(?:\[\s*([A-Za-z][\w$-]*)\s+eq\s+("(?:[^"\\]|\\.)*"|true|false|null|-?\d+(?:\.\d+)?)\s*\])?(?:\.([A-Za-z][\w$-]*))?$/

export function parsePath(raw: string): Path {
  let rest = raw.trim()
  let extension: string | undefined
  const urn = [ENTERPRISE_USER, ...CORE_URNS].find((u) => rest.toLowerCase().startsWith(`${u.toLowerCase()}:`))
  if (urn) {
    rest = rest.slice(urn.length + 1)
    if (urn === ENTERPRISE_USER) extension = ENTERPRISE_USER
  } else if (rest.toLowerCase() === ENTERPRISE_USER.toLowerCase()) {
    return { attr: ENTERPRISE_USER }
  }
  const m = PATH.exec(rest)
  if (!m) throw scimBadRequest(PATCH_TEXTS.path(raw), 'invalidPath')
  const filter = m[2] ? { attr: m[2], value: JSON.parse(m[3]) as unknown } : undefined
  return { attr: m[1], extension, filter, sub: m[4] }
}

const sameValue = (a: unknown, b: unknown) =>
  typeof a === 'string' && typeof b === 'string' ? a.toLowerCase() === b.toLowerCase() : String(a) === String(b)
const matches = (el: unknown, f: Filter) => isObject(el) && sameValue(el[keyOf(el, f.attr)], f.value)

/** Multi-valued elements are the same when their `value` is (members, emails). */
function mergeArrays(current: unknown, added: unknown[]): unknown[] {
  const list = Array.isArray(current) ? [...current] : []
  for (const item of added) {
    const v = isObject(item) ? item.value : item
    if (!list.some((el) => (isObject(el) ? el.value : el) === v && v !== undefined)) list.push(item)
  }
  return list
}

function setAttr(doc: Doc, name: string, value: unknown, op: 'add' | 'replace') {
  const key = keyOf(doc, name)
  const current = doc[key]
  if (op === 'add' && Array.isArray(value)) doc[key] = mergeArrays(current, value)
  else if (isObject(value) && isObject(current)) doc[key] = { ...current, ...value }
  else doc[key] = value
}

/** The object a path's attribute lives in: the document, or its extension's part. */
function containerOf(doc: Doc, path: Path, create: boolean): Doc | undefined {
  if (!path.extension) return doc
  const key = keyOf(doc, path.extension)
  if (!isObject(doc[key])) {
    if (!create) return undefined
    doc[key] = {}
  }
  return doc[key] as Doc
}

function applyWithPath(doc: Doc, op: PatchOperation, path: Path) {
  const container = containerOf(doc, path, op.op !== 'remove')
  if (!container) return
  const key = keyOf(container, path.attr)
  if (path.filter) {
    const list = Array.isArray(container[key]) ? [...(container[key] as unknown[])] : []
    const hits = list.filter((el) => matches(el, path.filter!))
    if (op.op === 'remove') {
      container[key] = path.sub ? list.map((el) => (hits.includes(el) ? omit(el as Doc, path.sub!) : el)) : list.filter((el) => !hits.includes(el))
      return
    }
    if (hits.length === 0) {
      // Entra adds `emails[type eq "work"].value` to a user who has no work address yet.
      const created: Doc = { [path.filter.attr]: path.filter.value }
      if (path.sub) created[path.sub] = op.value
      else if (isObject(op.value)) Object.assign(created, op.value)
      container[key] = [...list, created]
      return
    }
    container[key] = list.map((el) => {
      if (!hits.includes(el)) return el
      if (path.sub) return { ...(el as Doc), [keyOf(el as Doc, path.sub)]: op.value }
      return isObject(op.value) ? { ...(el as Doc), ...op.value } : el
    })
    return
  }
  if (path.sub) {
    const parent = isObject(container[key]) ? { ...(container[key] as Doc) } : {}
    if (op.op === 'remove') delete parent[keyOf(parent, path.sub)]
    else parent[keyOf(parent, path.sub)] = op.value
    container[key] = parent
    return
  }
  if (op.op === 'remove') {
    // Entra removes group members as `path: "members", value: [{ value: id }]`.
    if (Array.isArray(op.value) && Array.isArray(container[key])) {
      const gone = new Set(op.value.map((v) => (isObject(v) ? v.value : v)))
      container[key] = (container[key] as unknown[]).filter((el) => !gone.has(isObject(el) ? el.value : el))
    } else delete container[key]
    return
  }
  setAttr(container, path.attr, op.value, op.op)
}

function omit(doc: Doc, name: string): Doc {
  const copy = { ...doc }
  delete copy[keyOf(copy, name)]
  return copy
}

/** A new document with the operations applied in order; the input is not changed. */
export function applyPatch(resource: Doc, operations: PatchOperation[]): Doc {
  const doc = structuredClone(resource)
  for (const op of operations) {
    if (op.path !== undefined && op.path.trim() !== '') {
      applyWithPath(doc, op, parsePath(op.path))
      continue
    }
    if (op.op === 'remove') throw scimBadRequest(PATCH_TEXTS.noPath, 'noTarget')
    if (!isObject(op.value)) throw scimBadRequest(PATCH_TEXTS.valueObject, 'invalidSyntax')
    // Okta: `{"op":"replace","value":{"active":false}}`; keys may be paths themselves
    // ("name.givenName", or an extension URN with its attribute).
    for (const [name, value] of Object.entries(op.value)) {
      if (name.toLowerCase() === ENTERPRISE_USER.toLowerCase() && isObject(value)) {
        const container = containerOf(doc, { attr: '', extension: ENTERPRISE_USER }, true)!
        for (const [sub, v] of Object.entries(value)) setAttr(container, sub, v, op.op)
      } else if (name.includes('.') || name.includes(':') || name.includes('[')) {
        applyWithPath(doc, { op: op.op, path: name, value }, parsePath(name))
      } else {
        setAttr(doc, name, value, op.op)
      }
    }
  }
  return doc
}

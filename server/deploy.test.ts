// A cheap guard on the deployment files (Dockerfile, .dockerignore, docker-compose.yml): the
// properties the security review asked for, read from the text. It does not build the image
// (no Docker on the machines that run the tests); `docker compose build` is the real check.
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const read = (file: string) => readFileSync(fileURLToPath(new URL(`../${file}`, import.meta.url)), 'utf8')

interface Stage {
  name: string
  base: string
  instructions: { op: string; args: string }[]
}

/** Dockerfile → stages of instructions (comments dropped, `\` continuations joined). */
export function parseDockerfile(text: string): Stage[] {
  const lines = text
    .replace(/\\\r?\n/g, ' ')
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'))
  const stages: Stage[] = []
  for (const line of lines) {
    const [, op, args] = /^(\S+)\s*(.*)$/.exec(line)!
    if (op.toUpperCase() === 'FROM') {
      const [, base, name] = /^(\S+)(?:\s+AS\s+(\S+))?/i.exec(args)!
      stages.push({ name: name ?? String(stages.length), base, instructions: [] })
    } else if (stages.length) {
      stages[stages.length - 1].instructions.push({ op: op.toUpperCase(), args })
    }
  }
  return stages
}

/** The lines of one top-level block of a compose file, e.g. services → app (by indentation). */
export function composeBlock(text: string, path: string[]): string[] {
  let lines = text.split(/\r?\n/)
  for (const key of path) {
    const start = lines.findIndex((l) => new RegExp(`^\\s*${key}:`).test(l))
    if (start < 0) return []
    const indent = /^\s*/.exec(lines[start])![0].length
    const end = lines.findIndex((l, i) => i > start && l.trim() && !l.trim().startsWith('#') && /^\s*/.exec(l)![0].length <= indent)
    lines = lines.slice(start + 1, end < 0 ? undefined : end)
  }
  return lines.filter((l) => l.trim() && !l.trim().startsWith('#'))
}

describe('Dockerfile', () => {
  const stages = parseDockerfile(read('Dockerfile'))
  const runtime = stages[stages.length - 1]
  const ops = (stage: Stage, op: string) => stage.instructions.filter((i) => i.op === op).map((i) => i.args)

  it('is multi-stage: the client is built in a build stage, not in the runtime stage', () => {
    expect(stages.length).toBeGreaterThanOrEqual(3)
    const builds = stages.filter((s) => ops(s, 'RUN').some((r) => /npm run build|vite build/.test(r)))
    expect(builds.map((s) => s.name)).not.toContain(runtime.name)
    expect(builds.length).toBe(1)
    for (const built of ['dist/client', 'dist/server']) {
      expect(ops(runtime, 'COPY').some((c) => new RegExp(`--from=${builds[0].name}\\b.*${built}`).test(c))).toBe(true)
    }
  })

  it('installs nothing in the runtime stage and takes node_modules from a stage without dev dependencies', () => {
    expect(ops(runtime, 'RUN').join('\n')).not.toMatch(/npm (ci|install|i)\b|yarn|pnpm/)
    const from = ops(runtime, 'COPY').map((c) => /--from=(\S+)\s+\S*node_modules/.exec(c)?.[1]).find(Boolean)
    expect(from).toBeDefined()
    const source = stages.find((s) => s.name === from)!
    expect(ops(source, 'RUN').join('\n')).toMatch(/npm (prune|ci|install)\b.*--omit=dev/)
    // The runtime stage starts from the plain Node image, not from a stage holding dev dependencies.
    expect(stages.map((s) => s.name)).not.toContain(runtime.base)
  })

  it('runs as a non-root user, in production mode, without building at start', () => {
    const user = ops(runtime, 'USER')
    expect(user.length).toBeGreaterThan(0)
    expect(user[user.length - 1]).not.toMatch(/^(root|0)(:|$)/)
    const lastUser = runtime.instructions.map((i) => i.op).lastIndexOf('USER')
    expect(runtime.instructions.findIndex((i) => i.op === 'CMD' || i.op === 'ENTRYPOINT')).toBeGreaterThan(lastUser)
    expect(ops(runtime, 'ENV').join(' ')).toMatch(/NODE_ENV=production/)
    const cmd = [...ops(runtime, 'CMD'), ...ops(runtime, 'ENTRYPOINT')].join(' ')
    expect(cmd).toMatch(/dist\/server\/main\.mjs/)
    expect(cmd).not.toMatch(/build|npm start|"start"/)
  })

  it('checks /api/health', () => {
    expect(ops(runtime, 'HEALTHCHECK').join(' ')).toMatch(/\/api\/health/)
  })

  it('keeps node_modules, builds and secrets (.env) out of the build context', () => {
    const ignored = read('.dockerignore').split(/\r?\n/).map((l) => l.trim())
    for (const entry of ['node_modules', 'dist', 'data', '.env', '.git']) expect(ignored).toContain(entry)
  })
})

describe('docker-compose.yml', () => {
  const compose = read('docker-compose.yml')
  const app = composeBlock(compose, ['services', 'app'])

  it('builds the app from the Dockerfile instead of mounting the repository into a Node image', () => {
    expect(app.some((l) => /^\s*build:\s*\.\s*$/.test(l))).toBe(true)
    expect(app.join('\n')).not.toMatch(/^\s*image:/m)
    expect(app.join('\n')).not.toMatch(/-\s*\.\/?:\/|node_modules|npm (ci|install|start)|command:/)
  })

  it('has no published default for any secret, and the demo company off by default', () => {
    for (const name of ['BETTER_AUTH_SECRET', 'ELECTRIC_SECRET', 'POSTGRES_PASSWORD', 'ADMIN_PASSWORD']) {
      const uses = [...compose.matchAll(new RegExp(`\\$\\{${name}([^}]*)\\}`, 'g'))].map((m) => m[1])
      expect(uses.length, name).toBeGreaterThan(0)
      for (const use of uses) expect(use, name).toMatch(/^:\?/)
    }
    expect(compose).not.toMatch(/change-me|demo1234/)
    expect(app.join('\n')).toMatch(/SEED_DEMO:\s*\$\{SEED_DEMO:-false\}/)
  })

  it('publishes only the app: Electric and PostgreSQL stay on the compose network', () => {
    expect(composeBlock(compose, ['services', 'app', 'ports'])).toHaveLength(1)
    expect(composeBlock(compose, ['services', 'electric', 'ports'])).toEqual([])
    expect(composeBlock(compose, ['services', 'postgres', 'ports'])).toEqual([])
    expect(composeBlock(compose, ['services', 'electric', 'environment']).length).toBeGreaterThan(0)
  })
})

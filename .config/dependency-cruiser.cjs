// Import boundaries between the layers, checked on resolved paths (relative imports, the `@/`
// alias, type-only imports and re-exports alike):   npm run lint:boundaries
//   sync/    shared by the browser and the server: imports neither server/ nor client/
//   client/  the browser app: never imports server/
//   server/  never imports client/ (except the contract tests below)
//   client/src/features/<x>: another feature only through its index.ts

/**
 * Server tests that check the server against the client's own code, so both sides of one
 * contract are tested together: the browser's live-sync on the live path, and the build's
 * precompressed files served as built.
 */
const SERVER_CONTRACT_TESTS = ['^server/shapes/live-path\\.test\\.ts$', '^server/static\\.test\\.ts$']

/**
 * Cross-feature imports that went straight to another feature's file when the rule came in.
 * Each entry is a debt: move the piece behind the other feature's index.ts (or into
 * client/src/components or lib/ when it is not that feature's own) and delete the entry.
 * New entries are not to be added.
 */
const FEATURE_IMPORTS_BEFORE_THE_RULE = {
  'assignments': ['meetings/meeting-format.ts', 'meetings/status-checkbox.tsx', 'meetings/use-status-toggle.ts'],
  'audit': ['admin/admin-only.tsx'],
  'birthdays': ['profile/avatar.tsx', 'profile/profile-display.ts'],
  'departments': ['posts/use-posts.ts'],
  'directory': ['profile/avatar.tsx', 'profile/profile-display.ts'],
  'handbooks': ['building-access/form-field.tsx'],
  'home': ['company/use-company-config.ts', 'events/date-badge.tsx', 'events/event-dates.ts', 'events/use-events.ts', 'news/news-dates.ts', 'news/news-feed.tsx', 'news/use-news.ts', 'posts/post-card.tsx', 'posts/use-posts.ts', 'profile/profile-display.ts'],
  'meetings': ['events/date-badge.tsx', 'events/event-dates.ts', 'events/use-events.ts', 'profile/profile-display.ts'],
  'must-read': ['news/news-dates.ts', 'notifications/notifications-api.ts', 'profile/profile-display.ts'],
  'news': ['must-read/must-read-panel.tsx', 'must-read/use-must-read.ts', 'notifications/use-scroll-to-hash.ts', 'posts/image-urls.ts', 'posts/use-posts.ts', 'profile/avatar.tsx', 'profile/former-employee.tsx', 'profile/profile-display.ts'],
  'notifications': ['news/news-dates.ts'],
  'posts': ['chat/use-ai-status.ts', 'news/comment-thread.tsx', 'news/news-dates.ts', 'news/stored-image.tsx', 'news/upload-file.ts', 'news/upload-progress.tsx', 'profile/avatar.tsx', 'profile/former-employee.tsx', 'profile/profile-display.ts'],
  'profile': ['assignments/my-assignments.tsx', 'qr-profile/qr-badge-dialog.tsx'],
  'projects': ['events/date-badge.tsx', 'vacation/vacation-display.ts'],
  'qr-profile': ['company/use-company-config.ts', 'profile/profile-format.ts', 'profile/profile-image.tsx'],
  'settings': ['notifications/notifications-api.ts', 'notifications/use-scroll-to-hash.ts'],
  'sso': ['admin/admin-only.tsx'],
  'transcriptions': ['chat/use-ai-status.ts', 'news/upload-file.ts'],
  'users': ['admin/admin-only.tsx', 'departments/departments-card.tsx', 'profile/avatar.tsx', 'profile/former-employee.tsx', 'profile/profile-display.ts'],
  'vacation': ['birthdays/use-today.ts', 'profile/avatar.tsx', 'profile/profile-display.ts'],
}

const FEATURES = '^client/src/features/'
const escape = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

const featureRules = [
  {
    name: 'feature-through-index',
    comment: 'A feature imports another feature only through its index.ts.',
    severity: 'error',
    from: { path: `${FEATURES}([^/]+)/`, pathNot: Object.keys(FEATURE_IMPORTS_BEFORE_THE_RULE).map((f) => `${FEATURES}${escape(f)}/`) },
    to: { path: FEATURES, pathNot: [`${FEATURES}$1/`, `${FEATURES}[^/]+/index\\.tsx?$`] },
  },
  ...Object.entries(FEATURE_IMPORTS_BEFORE_THE_RULE).map(([feature, allowed]) => ({
    name: 'feature-through-index',
    comment: `A feature imports another feature only through its index.ts (${feature}'s older imports are listed).`,
    severity: 'error',
    from: { path: `${FEATURES}${escape(feature)}/` },
    to: {
      path: FEATURES,
      pathNot: [`${FEATURES}${escape(feature)}/`, `${FEATURES}[^/]+/index\\.tsx?$`, ...allowed.map((file) => `${FEATURES}${escape(file)}$`)],
    },
  })),
]

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'sync-not-server',
      comment: 'sync/ is shared with the browser: it may not import the server.',
      severity: 'error',
      from: { path: '^sync/' },
      to: { path: '^server/' },
    },
    {
      name: 'sync-not-client',
      comment: 'sync/ is shared with the server: it may not import the client.',
      severity: 'error',
      from: { path: '^sync/' },
      to: { path: '^client/' },
    },
    {
      name: 'client-not-server',
      comment: 'The browser app may not import the server (its code would ship to every browser).',
      severity: 'error',
      from: { path: '^client/' },
      to: { path: '^server/' },
    },
    {
      name: 'server-not-client',
      comment: 'The server may not import the client; what both need lives in sync/.',
      severity: 'error',
      from: { path: '^server/', pathNot: SERVER_CONTRACT_TESTS },
      to: { path: '^client/' },
    },
    {
      name: 'resolvable',
      comment: 'An import that cannot be resolved cannot be checked against the boundaries either.',
      severity: 'error',
      from: {},
      // @pglite-dist is Vite's alias for PGlite's own files (client/vite.config.ts).
      to: { couldNotResolve: true, pathNot: '^@pglite-dist/' },
    },
    ...featureRules,
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(node_modules|dist|data|\\.test-data)/' },
    // Type-only imports cross boundaries as much as value imports do.
    tsPreCompilationDeps: true,
    // For the `@/` alias of client/src.
    tsConfig: { fileName: require('node:path').join(__dirname, 'tsconfig.json') },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default', 'types'] },
  },
}

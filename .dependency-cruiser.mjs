/**
 * The layers of lib/ (docs/architecture.md, "Layers"), checked by `npm run lint`
 * (`depcruise lib --config .dependency-cruiser.mjs`). A module imports its own layer or a lower
 * one, never a higher one, and no import cycle exists anywhere in lib/.
 *
 * Each layer lists folders and single files. A file listed by name belongs to that file's layer
 * even inside a folder another layer lists (the more specific entry wins): that is how the few
 * services of a feature folder (lib/members/live-messages.ts) sit above the folder's pure rules.
 * Every file of lib/ must belong to a layer.
 */

/** Lowest first. */
export const LAYERS = [
  {
    name: 'base',
    comment: 'configuration, logging and the site-wide vocabulary: enums, texts, formats, paging, SEO',
    paths: [
      'lib/env.ts',
      'lib/log.ts',
      'lib/domain/',
      'lib/messages.ts',
      'lib/utils.ts',
      'lib/csv.ts',
      'lib/format/',
      'lib/i18n/',
      'lib/site/',
      'lib/seo/',
      'lib/privacy/',
      'lib/cache/process-registry.mjs',
    ],
  },
  {
    name: 'rules',
    comment: "each feature's pure rules and schemas: no database, no request, no mail",
    paths: [
      'lib/validation/',
      'lib/content/',
      'lib/blog/',
      'lib/events/',
      'lib/members/',
      'lib/admin/',
      'lib/security/',
      'lib/storage/uploads.ts',
    ],
  },
  {
    name: 'infrastructure',
    comment: 'the database, the outbox and mail, file storage, the rate-limit counters',
    paths: ['lib/db/', 'lib/mail/', 'lib/storage/', 'lib/security/rate-limit.ts'],
  },
  {
    name: 'cache',
    comment: 'the caches and their invalidation: the route cache handler, tag state, cached reads, the access memo',
    paths: ['lib/cache/'],
  },
  {
    name: 'data',
    comment: 'every read and write of the tables, one file per entity, and the caches over them',
    paths: ['lib/data/'],
  },
  {
    name: 'auth',
    comment: "who is asking: sessions, the request's context, admin and member guards",
    paths: ['lib/auth/'],
  },
  {
    name: 'services',
    comment: 'jobs and the route handlers’ work that combines data, auth and infrastructure',
    paths: [
      'lib/jobs/',
      'lib/newsletter/',
      'lib/members/live-messages.ts',
      'lib/admin/registrations-csv.ts',
      'lib/storage/upload-guard.ts',
      'lib/storage/upload-request.ts',
      'lib/events/calendar-feed.ts',
      'lib/events/registration-mail.ts',
      'lib/blog/sitemap-files.ts',
    ],
  },
  {
    name: 'actions',
    comment: 'the defineAction mutations the pages call',
    paths: ['lib/actions/'],
  },
];

/**
 * Upward imports not yet moved, each as `{ from, to, why }`; none today. Remove an entry once its
 * import is gone (tests/unit/layers.test.ts fails while an entry no longer matches an import).
 */
export const KNOWN_UPWARD_IMPORTS = [];

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The regular expression of one entry, leaving out the more specific entries it contains. */
function entryPattern(entry, allEntries) {
  const exact = !entry.endsWith('/');
  if (exact) return `^${escape(entry)}$`;
  const inner = allEntries.filter((other) => other !== entry && other.startsWith(entry));
  const except = inner.map((other) => escape(other.slice(entry.length)) + (other.endsWith('/') ? '' : '$'));
  return except.length === 0 ? `^${escape(entry)}` : `^${escape(entry)}(?!(?:${except.join('|')}))`;
}

const ALL_ENTRIES = LAYERS.flatMap((layer) => layer.paths);

/** The regular expression of a layer's files. */
export function layerPattern(layer) {
  return layer.paths.map((entry) => entryPattern(entry, ALL_ENTRIES)).join('|');
}

/** The layer a file of lib/ belongs to (its name), or undefined. */
export function layerOf(file) {
  const layer = LAYERS.find((candidate) => new RegExp(layerPattern(candidate)).test(file));
  return layer?.name;
}

const knownUpward = KNOWN_UPWARD_IMPORTS.map(({ from, to }) => ({ from, to }));

const layerRules = LAYERS.slice(0, -1).map((layer, index) => ({
  name: `layer-${layer.name}`,
  severity: 'error',
  comment: `${layer.name} imports only ${LAYERS.slice(0, index + 1)
    .map((lower) => lower.name)
    .join(', ')} (docs/architecture.md, "Layers")`,
  from: { path: layerPattern(layer) },
  to: {
    path: LAYERS.slice(index + 1)
      .map(layerPattern)
      .join('|'),
  },
}));

/** @type {import('dependency-cruiser').IConfiguration} */
const config = {
  forbidden: [
    ...layerRules.map((rule) => ({
      ...rule,
      from: {
        ...rule.from,
        pathNot: knownUpward.length ? knownUpward.map(({ from }) => `^${escape(from)}$`).join('|') : undefined,
      },
    })),
    // The known upward imports' files are checked like any other, except for the one import each.
    ...[...new Set(knownUpward.map(({ from }) => from))].flatMap((from) => {
      const layer = LAYERS.find((candidate) => new RegExp(layerPattern(candidate)).test(from));
      const index = LAYERS.indexOf(layer);
      const allowed = knownUpward.filter((known) => known.from === from).map(({ to }) => `^${escape(to)}$`);
      return [
        {
          name: `layer-${layer.name}`,
          severity: 'error',
          comment: `${layer.name} imports only lower layers (docs/architecture.md, "Layers")`,
          from: { path: `^${escape(from)}$` },
          to: {
            path: LAYERS.slice(index + 1)
              .map(layerPattern)
              .join('|'),
            pathNot: allowed.join('|'),
          },
        },
      ];
    }),
    {
      name: 'no-cycle',
      severity: 'error',
      comment: 'an import cycle in lib/: move what both need below them (docs/architecture.md, "Layers")',
      from: { path: '^lib/' },
      to: { circular: true },
    },
    {
      name: 'outside-layers',
      severity: 'error',
      comment: 'every file of lib/ belongs to a layer: add it to LAYERS in .dependency-cruiser.mjs',
      from: { path: '^lib/', pathNot: LAYERS.map(layerPattern).join('|') },
      to: {},
    },
  ],
  options: {
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '\\.d\\.m?ts$' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.mjs', '.js'] },
  },
};

export default config;

#!/usr/bin/env node
/**
 * The docs check of `npm run lint` (docs/architecture.md, "Layers"): every path of the tree that
 * README.md or a page under docs/ cites must exist, and an identifier cited as "`name` in `path`"
 * (or "`name` (`path`)") must occur in that file. docs/performance.md is held to 200 lines. A
 * stale claim fails the lint with its file and line.
 *
 * What counts as a path: a code span that starts with one of the tree's top folders (`lib/`,
 * `app/`, `components/`, `tests/`, `scripts/`, `supabase/`, `docs/`, `public/`); a bare file name
 * (`fold.ts` in a row about `lib/format/`) is read in its context and not checked.
 * `app/[script]/(public)/events/[id]/page.tsx` is read literally, a `*` matches within one name and `{a,b}`
 * lists alternatives; a module may be cited without its extension (`lib/cache/cached`); `:12` after
 * a path (a line) is ignored; a git-ignored path (made by a command) counts as existing. Site
 * routes (`/admin/…`) start with a slash and are not paths.
 *
 * Usage: node scripts/check-docs.mjs [root]  (exit 1 and one line per stale claim)
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const TOP_FOLDERS = ['lib', 'app', 'components', 'tests', 'scripts', 'supabase', 'docs', 'public'];
/** Pages with a length budget (issue 49: performance.md holds the latest state; history is in git). */
const LINE_BUDGETS = { 'docs/performance.md': 200 };
const MODULE_EXTENSIONS = ['.ts', '.tsx', '.mts', '.mjs', '.js', '/index.ts', '/index.tsx'];

/** The Markdown files the check reads: README.md and docs/ (with its subfolders). */
export function documentFiles(root) {
  const files = existsSync(path.join(root, 'README.md')) ? ['README.md'] : [];
  const walk = (folder) => {
    for (const entry of readdirSync(path.join(root, folder), { withFileTypes: true })) {
      const relative = `${folder}/${entry.name}`;
      if (entry.isDirectory()) walk(relative);
      else if (entry.name.endsWith('.md')) files.push(relative);
    }
  };
  if (existsSync(path.join(root, 'docs'))) walk('docs');
  return files;
}

/** `{a,b}` alternatives, expanded (one level of braces is all the docs use). */
function expandBraces(pattern) {
  const match = /\{([^{}]*)\}/.exec(pattern);
  if (!match) return [pattern];
  return match[1]
    .split(',')
    .flatMap((choice) =>
      expandBraces(pattern.slice(0, match.index) + choice + pattern.slice(match.index + match[0].length)),
    );
}

/** Whether a (brace-free) path exists: literally, as a module without extension, or by `*`. */
function pathExists(root, cited) {
  const clean = cited.replace(/\/$/, '');
  if (!clean.includes('*')) {
    const full = path.join(root, clean);
    if (existsSync(full)) return true;
    if (MODULE_EXTENSIONS.some((extension) => existsSync(full + extension))) return true;
    // A git-ignored path is made by a command (`scripts/bare-next/markup/`): cited, never committed.
    return [clean, `${clean}/`].some(
      (candidate) => spawnSync('git', ['check-ignore', '--quiet', candidate], { cwd: root }).status === 0,
    );
  }
  const parts = clean.split('/');
  const search = (folder, index) => {
    if (index === parts.length) return true;
    const part = parts[index];
    if (!part.includes('*'))
      return existsSync(path.join(root, folder, part)) && search(path.join(folder, part), index + 1);
    const pattern = new RegExp(`^${part.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*')}$`);
    const full = path.join(root, folder);
    if (!existsSync(full) || !statSync(full).isDirectory()) return false;
    return readdirSync(full).some((name) => pattern.test(name) && search(path.join(folder, name), index + 1));
  };
  return search('', 0);
}

/** The inline code spans of a Markdown line. */
function codeSpans(line) {
  return [...line.matchAll(/`([^`]+)`/g)].map((match) => ({ text: match[1], index: match.index }));
}

/** A code span that is a path of the tree, normalised (line number and trailing dot dropped). */
function citedPath(span) {
  let text = span.trim().replace(/:\d+(?:-\d+)?$/, '');
  if (/\s/.test(text) || text.startsWith('/') || text.includes('://')) return null;
  if (!TOP_FOLDERS.includes(text.split('/')[0]) || !text.includes('/')) return null;
  if (text.includes('…') || text.includes('...') || /[<>]/.test(text)) return null;
  text = text.replace(/[.,;]$/, '');
  return text;
}

/**
 * The stale claims of the docs under `root`: each as `file:line: message`.
 */
export function staleClaims(root) {
  const problems = [];
  for (const file of documentFiles(root)) {
    const lines = readFileSync(path.join(root, file), 'utf8').split('\n');
    const budget = LINE_BUDGETS[file];
    const length = lines.at(-1) === '' ? lines.length - 1 : lines.length;
    if (budget !== undefined && length > budget)
      problems.push(`${file}:${budget + 1}: ${length} lines, over its budget of ${budget} (history belongs in git)`);
    let fenced = false;
    lines.forEach((line, index) => {
      if (/^\s*```/.test(line)) fenced = !fenced;
      if (fenced) return;
      const where = `${file}:${index + 1}`;
      const spans = codeSpans(line);
      spans.forEach((span, position) => {
        const cited = citedPath(span.text);
        if (cited === null) return;
        const missing = expandBraces(cited).filter((alternative) => !pathExists(root, alternative));
        if (missing.length > 0) {
          problems.push(`${where}: \`${span.text}\` does not exist`);
          return;
        }
        // "`name` in `path`" or "`name` (`path`)": the name must occur in that file.
        const previous = spans[position - 1];
        if (!previous || cited.includes('*') || cited.endsWith('/')) return;
        const between = line.slice(previous.index + previous.text.length + 2, span.index);
        if (!/^\s*(?:in|\(|from)\s*$/.test(between)) return;
        const names = previous.text.match(/^[A-Za-z_$][\w$]*(?=\(|$|<)/);
        // A snake_case name is a table or column (`account_signups`), spelled in camelCase in code.
        if (!names || /^[a-z0-9]+_[a-z0-9_]+$/.test(names[0])) return;
        const target = expandBraces(cited)
          .map((alternative) =>
            [alternative, ...MODULE_EXTENSIONS.map((extension) => alternative + extension)].find((candidate) => {
              const full = path.join(root, candidate);
              return existsSync(full) && statSync(full).isFile();
            }),
          )
          .filter(Boolean);
        if (target.length === 0) return;
        const found = target.some((candidate) => readFileSync(path.join(root, candidate), 'utf8').includes(names[0]));
        if (!found) problems.push(`${where}: \`${names[0]}\` is not in \`${cited}\``);
      });
    });
  }
  return problems;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = path.resolve(process.argv[2] ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '..'));
  const problems = staleClaims(root);
  for (const problem of problems) console.error(problem);
  if (problems.length > 0) {
    console.error(`\n${problems.length} stale claim(s) in the docs (scripts/check-docs.mjs).`);
    process.exit(1);
  }
  console.log('docs: every cited path and identifier exists');
}

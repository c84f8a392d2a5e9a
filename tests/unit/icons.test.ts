import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

import { ICON_SPRITE_URL } from '@/components/ui/icon-sprite';
import * as icons from '@/components/ui/icons';

describe('icon sprite', () => {
  it('public/icons.svg and its versioned URL match the icons components/ui/icons.tsx declares', () => {
    const check = spawnSync(process.execPath, ['scripts/build-icons.mjs', '--check'], { encoding: 'utf8' });
    expect(check.stderr).toBe('');
    expect(check.status).toBe(0);
  });

  it('has a symbol for every exported icon, so no icon renders empty', () => {
    const sprite = readFileSync('public/icons.svg', 'utf8');
    const source = readFileSync('components/ui/icons.tsx', 'utf8');
    const ids = [...source.matchAll(/= icon\('([a-z0-9-]+)'\)/g)].map((match) => match[1]);
    expect(ids.length).toBe(Object.keys(icons).length);
    for (const id of ids)
      expect(sprite).toMatch(
        new RegExp(`<symbol id="${id}" viewBox="0 0 24 24"><g [^>]+><(path|circle|rect|line|polyline|polygon|ellipse)`),
      );
  });

  it('an icon is a reference into the sprite, hidden from assistive technology unless it is labelled', () => {
    const decorative = renderToStaticMarkup(createElement(icons.MailIcon, { className: 'size-4' }));
    expect(decorative).toBe(
      `<svg class="icon size-4" aria-hidden="true"><use href="${ICON_SPRITE_URL}#mail"></use></svg>`,
    );

    const labelled = renderToStaticMarkup(createElement(icons.MapPinIcon, { 'aria-label': 'Lokacija' }));
    expect(labelled).toContain('role="img"');
    expect(labelled).toContain('aria-label="Lokacija"');
    expect(labelled).not.toContain('aria-hidden');
  });
});

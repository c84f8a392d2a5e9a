import { describe, expect, it } from 'vitest';

import { isActivePath } from '@/lib/site/navigation';

describe('isActivePath', () => {
  it('marks home active only on the home page itself', () => {
    expect(isActivePath('/', '/')).toBe(true);
    expect(isActivePath('/about', '/')).toBe(false);
    expect(isActivePath('/blog/neki-clanak', '/')).toBe(false);
  });

  it('marks an item active on its own path and on the paths below it', () => {
    expect(isActivePath('/blog', '/blog')).toBe(true);
    expect(isActivePath('/blog/prvi-clanak', '/blog')).toBe(true);
    expect(isActivePath('/events/wild-mixer', '/events')).toBe(true);
  });

  it('does not mark an item active on a path that merely starts with the same letters', () => {
    expect(isActivePath('/teamwork', '/team')).toBe(false);
    expect(isActivePath('/blogger', '/blog')).toBe(false);
  });

  it('does not mark an item active on another page', () => {
    expect(isActivePath('/contact', '/about')).toBe(false);
    expect(isActivePath('/', '/about')).toBe(false);
  });

  it('compares site paths in either script: the Cyrillic home is not active on every Cyrillic page', () => {
    expect(isActivePath('/cir', '/cir')).toBe(true);
    expect(isActivePath('/cir/events', '/cir')).toBe(false);
    expect(isActivePath('/cir/events/wild-mixer', '/cir/events')).toBe(true);
    expect(isActivePath('/cir/about', '/cir/events')).toBe(false);
  });
});

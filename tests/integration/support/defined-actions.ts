import type { DefinedAction } from '@/lib/actions/define';

/**
 * Every action defined in lib/actions, found by scanning the modules, so a new action is covered
 * by the access sweeps (action-access, staff-roles) the day it is written.
 */
const modules = import.meta.glob<Record<string, unknown>>('../../../lib/actions/*.ts', { eager: true });

export const definedActions = Object.entries(modules).flatMap(([file, exports]) =>
  Object.entries(exports)
    .filter(
      (entry): entry is [string, DefinedAction<unknown>] =>
        typeof entry[1] === 'function' && 'run' in entry[1] && 'access' in entry[1],
    )
    .map(([name, action]) => ({ label: `${file.replace('../../../lib/actions/', '')} ${name}`, action })),
);

/**
 * Values that pass the common fields of most schemas, so a sweep's refusal is about access, not
 * validation; each sweep adds the fields its actions need.
 */
export const PLAUSIBLE_VALUES = {
  id: '00000000-0000-4000-8000-000000000000',
  title: 'Naslov',
  content: 'Sadržaj',
  description: 'Opis',
  email: 'neko@primer.rs',
};

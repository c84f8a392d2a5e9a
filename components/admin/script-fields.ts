import { SCRIPT_FIELD } from '@/lib/actions/result';
import type { Script } from '@/lib/i18n/script';

/**
 * `ScriptField` for a form that takes its hidden fields as a record (`ActionButton`,
 * `ListActionForm`): posted without JavaScript, the action answers in the page's script.
 */
export function scriptFields(script: Script): Record<string, string> {
  return script === 'lat' ? {} : { [SCRIPT_FIELD]: script };
}

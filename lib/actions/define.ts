import 'server-only';

import { redirect, unstable_rethrow } from 'next/navigation';

import { hasCapability, isStaff, STAFF_ROLES, type Capability, type StaffAccess } from '@/lib/admin/roles';
import { currentUserOf, keepSessionAlive, memberStandingOf, staffAccessOf, type AuthUser } from '@/lib/auth';
import { getAccessMemo } from '@/lib/cache/access-memo';
import type { CacheTag } from '@/lib/cache/cache-tags';
import type { MemberAccessProfile } from '@/lib/data/member-access';
import { recordStaffChange, type StaffChange } from '@/lib/data/staff-log';
import { isScript, scriptPath, splitScriptPath, type Script } from '@/lib/i18n/script';
import { textIn } from '@/lib/i18n/texts';
import { describeError, log } from '@/lib/log';
import { enqueueMail } from '@/lib/mail/outbox';
import type { MailMessage } from '@/lib/mail/types';
import { ACCESS_MESSAGES } from '@/lib/messages';
import {
  consumeRateLimit,
  rateLimitMessage,
  refundRateLimit,
  type RateLimitCategory,
  type RateLimitHit,
} from '@/lib/security/rate-limit';
import { sanitizeText, stripControlCharacters } from '@/lib/security/sanitize';
import { HONEYPOT_FIELD } from '@/lib/validation/messages';

import { requestContext, type ActionContext, type GetContext } from '@/lib/auth/context';
import {
  actionFailure,
  actionSuccess,
  CLIENT_SUBMIT_FIELD,
  SCRIPT_FIELD,
  validationFailure,
  type ActionFailure,
  type ActionResult,
  type ActionState,
  type RedirectData,
} from './result';

/**
 * Who may call an action: anybody, any signed-in account, an approved member, or the panel's team:
 * a capability (a role, or 'admin' for admins only; docs/admin.md "Uloge"), or 'staff' for an
 * action whose capability depends on what it is asked (`capability`).
 */
export type Access = 'public' | 'user' | 'member' | StaffLevel;
export type StaffLevel = Capability | 'staff';

type CallerOf<A extends Access> = A extends 'public'
  ? { user: AuthUser | null; member: null; staff: null }
  : A extends 'member'
    ? { user: AuthUser; member: MemberAccessProfile; staff: null }
    : A extends StaffLevel
      ? { user: AuthUser; member: null; staff: StaffAccess }
      : { user: AuthUser; member: null; staff: null };

const STAFF_LEVELS = new Set<Access>(['admin', 'staff', ...STAFF_ROLES]);

export function isStaffLevel(access: Access): access is StaffLevel {
  return STAFF_LEVELS.has(access);
}

/** Anything with zod's `safeParse` (classic or mini). */
interface Schema<Out> {
  safeParse(
    input: unknown,
  ):
    | { success: true; data: Out }
    | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };
}

type SuccessText = { title: string; message: string };

/** The data is required when the action hands some back, and optional only when it may be undefined. */
type SucceedArgs<T> = undefined extends T ? [data?: T, message?: string] : [data: T, message?: string];

/** What a handler can ask of the definition while it works. */
export interface ActionTools<A extends Access, T> {
  ctx: ActionContext;
  caller: CallerOf<A>;
  /** True when JavaScript sent the form (see CLIENT_SUBMIT_FIELD): redirect only when false. */
  enhanced: boolean;
  /** The script of the page the call came from (its `SCRIPT_FIELD`). */
  script: Script;
  /** Next's `redirect` to a site path in the page's script: the answer to a page posted without JavaScript. */
  goTo(path: string): never;
  /**
   * The action's success result, optionally with data for the caller; `message` replaces the
   * definition's when the spec's text names what was done (e.g. 'Fajl je uspešno učitan u {bucket}').
   */
  succeed(...args: SucceedArgs<T>): ActionResult<T>;
  /**
   * The success of an action that leads to another page, in the script of the page the call came
   * from unless the path names its own: a page posted without JavaScript is redirected there at once, and with JavaScript the
   * page goes there after the toast.
   */
  leadTo: RedirectData extends T ? (redirectTo: string) => ActionResult<T> : never;
  /** An expected failure (a full event, a duplicate): a message, nothing changed. */
  fail(message: string, options?: { fieldErrors?: Record<string, string[]> }): ActionFailure;
  /** Gives the attempt back to the rate limiter; for outcomes that stored nothing. */
  refund(): Promise<void>;
  /**
   * Writes e-mails to the outbox after the change was stored. A failure here is logged and
   * swallowed on purpose: the change is safe, and the caller must not see a mail problem.
   */
  queueMail(build: () => MailMessage[] | Promise<MailMessage[]>): Promise<void>;
}

/**
 * What the panel's actions write to the staff log ('Dnevnik izmena') after a change: its target,
 * a short Serbian summary and the reason given; null when the call changed nothing worth a line.
 */
type Audit<Values, T> = (values: Values, data: T | undefined) => StaffChange | null;

/** Every action of the panel's team says what it records in the staff log; no other action may. */
export type ActionDefinition<A extends Access, Values, T> = BaseDefinition<A, Values, T> &
  (A extends StaffLevel ? { audit: Audit<Values, T> } : { audit?: never }) &
  // A bot's honeypot answer is given before anything is validated, so a public form's success is fixed.
  (A extends 'public' ? { success: SuccessText } : unknown);

interface BaseDefinition<A extends Access, Values, T> {
  /** Name for logs. */
  name: string;
  access: A;
  schema: Schema<Values>;
  /** Text fields read from the submission ('' when absent). */
  fields?: readonly string[];
  /** Repeated fields (e.g. tags), read as a list of texts. */
  listFields?: readonly string[];
  /** File inputs, read as a File (null when nothing was chosen). */
  fileFields?: readonly string[];
  /**
   * Fields cleaned with the spec's sanitiser (public-site §5) before validation; 'all' for every
   * text field. Control characters are stripped from every text field regardless. Leave out
   * Markdown or anything whose angle brackets matter.
   */
  sanitize?: 'all' | readonly string[];
  /**
   * Bots fill a public form's off-screen honeypot; they get the success answer and nothing is
   * stored. That answer has no data, so only actions whose data may be undefined can have one.
   */
  honeypot?: A extends 'public' ? (undefined extends T ? boolean : never) : never;
  /**
   * Counted after validation, so the key is the validated, normalised value (never raw input):
   * `subject` returns the validated address a rule with `perEmail` counts (its canonical mailbox).
   * A rule with `perAccount` counts the caller's member id (else user id), which the caller cannot
   * change; the client's address is always counted too. Admin actions without a limit of their own
   * are limited by `ADMIN_RATE_LIMIT` (per admin account).
   */
  rateLimit?: {
    category: RateLimitCategory;
    subject?: (values: Values, caller: CallerOf<A>) => string | null | undefined;
  };
  /**
   * For `access: 'staff'`: the capability this call needs, decided from the validated values
   * (e.g. the kind of submission an inbox item is); checked before anything changes.
   */
  capability?: A extends 'staff' ? (values: Values) => Capability : never;
  /** Cache tags of the public pages that show what this action changes, expired on success. */
  revalidate?: readonly CacheTag[] | ((values: Values, data: T | undefined) => readonly CacheTag[]);
  /** The toast of a success; chosen from the values where it names what was decided (a member approved, a report dismissed). */
  success: SuccessText | ((values: Values) => SuccessText);
  /** The spec's message when the action fails unexpectedly. */
  failureMessage: string;
  /** The toast title of every failure this definition answers itself (rate limit, unexpected); 'Greška' when absent. */
  failureTitle?: string;
  handle(values: Values, tools: ActionTools<A, T>): Promise<ActionResult<T>>;
}

type Input = FormData | Record<string, unknown> | null | undefined;

/** The server action (for `useActionState` or a direct call) plus `run` for tests and other callers. */
export type DefinedAction<T> = ((stateOrInput?: ActionState<T> | Input, input?: Input) => Promise<ActionResult<T>>) & {
  run(input: Input, getContext?: GetContext): Promise<ActionResult<T>>;
  readonly actionName: string;
  readonly access: Access;
};

/** Every admin mutation counts against one limit per admin account, unless it declares its own. */
const ADMIN_RATE_LIMIT: { category: RateLimitCategory; subject?: undefined } = { category: 'adminMutation' };

/** Names that are never echoed back to the page, whatever the action declares. */
const SECRET_FIELD = /password|token|secret/i;
/** The longest rate-limit subject stored; a validated e-mail is far shorter. */
const RATE_LIMIT_SUBJECT_MAX = 320;

function isFormData(input: Input): input is FormData {
  return typeof FormData !== 'undefined' && input instanceof FormData;
}

function readText(input: Input, name: string): string {
  const value = isFormData(input) ? input.get(name) : input?.[name];
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return '';
}

function readList(input: Input, name: string): string[] {
  const values = isFormData(input) ? input.getAll(name) : input?.[name];
  return (Array.isArray(values) ? values : []).filter((value): value is string => typeof value === 'string');
}

function readFile(input: Input, name: string): File | null {
  const value = isFormData(input) ? input.get(name) : input?.[name];
  return typeof File !== 'undefined' && value instanceof File && (value.size > 0 || value.name !== '') ? value : null;
}

/** A site path in `script`; one already under /cir, or not a site path, stays as it is. */
function inScript(script: Script, path: string): string {
  return splitScriptPath(path).script === 'lat' ? scriptPath(script, path) : path;
}

function isRedirectData(data: unknown): data is RedirectData {
  return typeof data === 'object' && data !== null && typeof (data as RedirectData).redirectTo === 'string';
}

/**
 * Next's `redirect` to a site path in the script of the page a plain form (not a defined action's)
 * was posted from: the buttons of the pages behind the links in mails.
 */
export function redirectInFormScript(formData: FormData | null, path: string): never {
  redirect(inScript(scriptOf(formData), path));
}

/** The script the submitting page is in: its hidden field's, Latin unless it says 'cir'. */
function scriptOf(input: Input): Script {
  const value = readText(input, SCRIPT_FIELD);
  return isScript(value) ? value : 'lat';
}

/**
 * An answer's texts (toast title, message, every field's message) in the submitting page's
 * script; what the visitor typed (`values`) and the data stay as they are. Latin answers are
 * returned untouched: the texts are typed in Latin.
 */
function resultIn<T>(script: Script, result: ActionResult<T>): ActionResult<T> {
  if (script === 'lat') return result;
  const text = textIn(script);
  if (result.ok) {
    const { data } = result;
    // The page a success leads to, in the script of the page it leads from.
    const led = isRedirectData(data) ? { data: { ...data, redirectTo: inScript(script, data.redirectTo) } } : {};
    return { ...result, title: text(result.title), message: text(result.message), ...led };
  }
  return {
    ...result,
    title: text(result.title),
    formError: text(result.formError),
    fieldErrors: Object.fromEntries(
      Object.entries(result.fieldErrors).map(([field, messages]) => [field, messages.map(text)]),
    ),
  };
}

async function checkAccess<A extends Access>(access: A, ctx: ActionContext): Promise<CallerOf<A> | ActionFailure> {
  // Public forms never read the session: a visitor's cookie changes nothing about them.
  if (access === 'public') return { user: null, member: null, staff: null } as CallerOf<A>;
  const user = await currentUserOf(ctx);
  if (!user) return actionFailure(ACCESS_MESSAGES.signedOut);
  await keepSessionAlive(ctx);
  if (isStaffLevel(access)) {
    const staff = await staffAccessOf(ctx, user);
    const allowed = access === 'staff' ? isStaff(staff) : hasCapability(staff, access);
    if (!allowed) return actionFailure(ACCESS_MESSAGES.notAdmin);
    return { user, member: null, staff } as CallerOf<A>;
  }
  if (access === 'member') {
    const standing = await memberStandingOf(ctx, user);
    if (standing.kind !== 'approved') return actionFailure(ACCESS_MESSAGES.notMember);
    return { user, member: standing.profile, staff: null } as CallerOf<A>;
  }
  return { user, member: null, staff: null } as CallerOf<A>;
}

/**
 * One definition for every mutation: public forms, admin tabs and the members platform. The order
 * never changes (STYLE.md): access → read → honeypot → sanitise → validate → rate limit → handler
 * → access change heard → revalidate → typed result, its texts in the page's script. Expected failures are results; `redirect()`
 * and `notFound()` from a handler pass through; anything else is logged without its message and
 * answered with the spec's generic error.
 */
export function defineAction<A extends Access, Values, T = undefined>(
  definition: ActionDefinition<A, Values, T>,
): DefinedAction<T> {
  const textFields = definition.fields ?? [];
  const sanitized = new Set(definition.sanitize === 'all' ? textFields : (definition.sanitize ?? []));

  async function run(input: Input, getContext: GetContext = requestContext): Promise<ActionResult<T>> {
    return resultIn(scriptOf(input), await answer(input, getContext));
  }

  async function answer(input: Input, getContext: GetContext): Promise<ActionResult<T>> {
    let hits: RateLimitHit[] = [];
    let echo: Record<string, string> = {};
    try {
      const ctx = await getContext();

      // 1. Who is calling: checked on the server for every call, whatever the page showed.
      const caller = await checkAccess(definition.access, ctx);
      if ('ok' in caller) {
        log.warn('action.refused', { action: definition.name, access: definition.access });
        return caller;
      }

      // 2. Read only the declared fields; what was typed goes back to a page rendered without JavaScript.
      const raw: Record<string, unknown> = {};
      for (const name of textFields) raw[name] = stripControlCharacters(readText(input, name));
      for (const name of definition.listFields ?? []) raw[name] = readList(input, name).map(stripControlCharacters);
      for (const name of definition.fileFields ?? []) raw[name] = readFile(input, name);
      echo = Object.fromEntries(
        textFields.filter((name) => !SECRET_FIELD.test(name)).map((name) => [name, raw[name] as string]),
      );

      // 3. A bot: answered like a person, nothing stored, not even a rate-limit counter.
      if (definition.honeypot && readText(input, HONEYPOT_FIELD).trim() !== '') {
        log.info('action.honeypot', { action: definition.name });
        // `honeypot` is only allowed on public forms whose T admits undefined, and their success is fixed.
        const { title, message } = definition.success as SuccessText;
        return actionSuccess(title, message) as ActionResult<T>;
      }

      // 4. Sanitise first, then validate what will be stored (spec §5: the length rules apply to the cleaned text).
      for (const name of sanitized) raw[name] = sanitizeText(raw[name] as string);
      const parsed = definition.schema.safeParse(raw);
      if (!parsed.success) return validationFailure(parsed.error, echo);
      const values = parsed.data;

      // 4b. A capability that depends on what is asked (an inbox item's kind), before anything is counted.
      if (definition.capability && caller.staff && !hasCapability(caller.staff, definition.capability(values))) {
        log.warn('action.refused', { action: definition.name, access: definition.access });
        return actionFailure(ACCESS_MESSAGES.notAdmin);
      }

      // 5. Rate limit on the validated value, so `<v@x` and `V@X` count as the address they are stored as.
      const refund = async () => {
        await refundRateLimit(ctx.db, hits);
        hits = [];
      };
      const rateLimit = definition.rateLimit ?? (isStaffLevel(definition.access) ? ADMIN_RATE_LIMIT : undefined);
      if (rateLimit) {
        const subject =
          rateLimit.subject?.(values, caller)?.trim().toLowerCase().slice(0, RATE_LIMIT_SUBJECT_MAX) || null;
        const decision = await consumeRateLimit(
          ctx.db,
          {
            category: rateLimit.category,
            email: subject,
            account: caller.member?.id ?? caller.user?.id ?? null,
            clientIp: ctx.clientIp,
            host: ctx.host,
          },
          ctx.now,
        );
        hits = decision.hits;
        if (!decision.allowed) {
          log.warn('action.rate_limited', { action: definition.name, retryAfterMinutes: decision.retryAfterMinutes });
          return actionFailure(rateLimitMessage(decision.retryAfterMinutes), {
            title: definition.failureTitle,
            values: echo,
          });
        }
      }

      // 6. The change itself.
      const success = typeof definition.success === 'function' ? definition.success(values) : definition.success;
      // SucceedArgs<T> lets a handler leave the data out only when T admits undefined.
      const succeed = ((data: T, message?: string) =>
        actionSuccess(success.title, message ?? success.message, data)) as (...args: SucceedArgs<T>) => ActionResult<T>;
      const enhanced = readText(input, CLIENT_SUBMIT_FIELD) === '1';
      const script = scriptOf(input);
      const goTo = (path: string): never => redirect(inScript(script, path));
      const tools: ActionTools<A, T> = {
        ctx,
        caller,
        enhanced,
        script,
        goTo,
        succeed,
        // The type offers `leadTo` only where T is RedirectData.
        // The answer's address is put into the page's script with its texts (`resultIn`).
        leadTo: ((redirectTo: string) => {
          if (!enhanced) goTo(redirectTo);
          return actionSuccess(success.title, success.message, { redirectTo });
        }) as ActionTools<A, T>['leadTo'],
        fail: (message, options) => actionFailure(message, { fieldErrors: options?.fieldErrors, values: echo }),
        refund,
        async queueMail(build) {
          try {
            await enqueueMail(ctx.db, await build());
            ctx.onMailQueued();
          } catch (error) {
            log.error('mail.enqueue_failed', { action: definition.name, error: describeError(error) });
          }
        },
      };
      const result = await definition.handle(values, tools);

      // 6b. The panel's changes go to the staff log: who, when, what and why (docs/admin.md "Dnevnik izmena").
      // Written after the change, not with it: a failed write is logged, and the change (already
      // stored) is still answered as done.
      if (result.ok && definition.audit && caller.staff) {
        const change = definition.audit(values, result.data);
        if (change) {
          await recordStaffChange(ctx.db, {
            ...change,
            action: definition.name,
            actor: caller.user,
            now: ctx.now,
          }).catch((error: unknown) =>
            log.error('staff_log.record_failed', { action: definition.name, error: describeError(error) }),
          );
        }
      }

      // The pages' access memo forgets what this changed on every instance before the answer goes out.
      if (result.ok) await getAccessMemo().heard();

      // 7. The public pages that show this change are regenerated on their next request.
      if (result.ok && definition.revalidate) {
        const tags =
          typeof definition.revalidate === 'function'
            ? definition.revalidate(values, result.data)
            : definition.revalidate;
        if (tags.length > 0) await ctx.revalidate(tags);
      }
      return result;
    } catch (error) {
      unstable_rethrow(error);
      log.error('action.failed', { action: definition.name, error: describeError(error) });
      return actionFailure(definition.failureMessage, { title: definition.failureTitle, values: echo });
    }
  }

  // Called as `action(previousState, formData)` by useActionState, or `action(formData)` directly.
  const action = (first?: ActionState<T> | Input, second?: Input) =>
    run(second ?? (isFormData(first as Input) ? (first as FormData) : null));
  return Object.assign(action, { run, actionName: definition.name, access: definition.access as Access });
}

import type { AccessMemo } from '@/lib/cache/access-memo';
import type { ActionContext } from './context';
import type { MemberCompleteSignUpValues } from '@/lib/validation/members';

/** A signed-in person as the app sees them, whichever adapter signed them in. */
export interface AuthUser {
  id: string;
  email: string;
  fullName: string | null;
  /** True while the account still has the embedded demo password (local mode only). */
  passwordIsDemo: boolean;
}

export type SignInOutcome =
  | { ok: true; user: AuthUser }
  /** Wrong password or unknown address: one answer for both. */
  | { ok: false; reason: 'invalid' }
  /** The right password for an address nobody has confirmed yet. */
  | { ok: false; reason: 'unconfirmed' }
  | { ok: false; reason: 'error'; message: string };

export type SignUpOutcome =
  /** The account exists (Supabase); signed in when the service allowed it. */
  | { ok: true; user: AuthUser; signedIn: boolean; confirmToken?: undefined }
  /**
   * A local sign-up waiting for its link (docs/accounts.md): no account yet, so no user; the raw
   * token goes into the confirmation mail.
   */
  | { ok: true; user: null; signedIn: false; confirmToken: string }
  | { ok: false; reason: 'exists' }
  | { ok: false; reason: 'error'; message: string };

export type PasswordChangeOutcome =
  { ok: true } | { ok: false; reason: 'invalid' } | { ok: false; reason: 'error'; message: string };

export interface SignUpInput {
  email: string;
  password: string;
  fullName: string;
  /** Where the confirmation link leads (Supabase's emailRedirectTo). */
  redirectTo: string;
  /**
   * Sign the new account in at once when the auth service allows it (Supabase with confirmation
   * off). Local accounts always wait for the confirmation link.
   */
  signIn: boolean;
  /**
   * The members' sign-up form's profile fields (null for the admin sign-up at /auth). A local
   * sign-up keeps them with itself and creates the pending profile when its link is confirmed.
   */
  memberProfile?: MemberCompleteSignUpValues | null;
}

/**
 * One interface for both ways of signing in (DESIGN.md): local accounts in our Postgres, or
 * Supabase Auth. Pages and actions only ever talk to this; `lib/auth/index.ts` picks the adapter.
 */
export interface AuthAdapter {
  readonly kind: 'local' | 'supabase';
  /**
   * The signed-in account. With `memo` (pages only, lib/cache/access-memo.ts) an adapter may answer
   * from what this process remembers of the session; actions always pass none.
   */
  currentUser(ctx: ActionContext, memo?: AccessMemo): Promise<AuthUser | null>;
  /**
   * Called by every signed-in action (never by a page: a GET never writes): keeps an active
   * session from expiring. Supabase's sessions renew through their refresh token instead.
   */
  keepSessionAlive(ctx: ActionContext): Promise<void>;
  signIn(ctx: ActionContext, email: string, password: string): Promise<SignInOutcome>;
  signUp(ctx: ActionContext, input: SignUpInput): Promise<SignUpOutcome>;
  signOut(ctx: ActionContext): Promise<void>;
  changePassword(
    ctx: ActionContext,
    user: AuthUser,
    currentPassword: string,
    newPassword: string,
  ): Promise<PasswordChangeOutcome>;
}

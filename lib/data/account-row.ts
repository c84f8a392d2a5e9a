import { appUsers } from '@/lib/db/schema';

/** An account as sign-in, sign-up and confirmation read it (`app_users`). */
export interface AccountRow {
  id: string;
  email: string;
  fullName: string | null;
  passwordHash: string | null;
  passwordIsDemo: boolean;
  emailConfirmedAt: Date | null;
}

/** The columns of an `AccountRow`, for selects and `returning`. */
export const accountColumns = {
  id: appUsers.id,
  email: appUsers.email,
  fullName: appUsers.fullName,
  passwordHash: appUsers.passwordHash,
  passwordIsDemo: appUsers.passwordIsDemo,
  emailConfirmedAt: appUsers.emailConfirmedAt,
};

import bcrypt from 'bcryptjs';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod/mini';

import {
  AUTH_MESSAGES,
  PASSWORD_LIMITS,
  passwordBytes,
  passwordChangeSchema,
  signInSchema,
  signUpSchema,
} from '@/lib/validation/auth';
import { memberSignInSchema, memberSignUpSchema } from '@/lib/validation/members';

function passwordErrors(schema: z.ZodMiniType, input: unknown, field = 'password'): string[] {
  const result = schema.safeParse(input);
  if (result.success) return [];
  return result.error.issues.filter((issue) => issue.path[0] === field).map((issue) => issue.message);
}

/** 37 characters, 73 bytes: two passwords bcrypt cannot tell apart (only the last byte differs). */
const LONG_A = `${'š'.repeat(36)}a`;
const LONG_B = `${'š'.repeat(36)}b`;

const memberSignUp = (password: string) => ({
  email: 'ana@primer.rs',
  password,
  fullName: 'Ana Petrović',
  memberType: 'individual',
});
const adminSignUp = (password: string) => ({ fullName: 'Ana', email: 'ana@primer.rs', password });
const change = (password: string) => ({
  currentPassword: 'stara-lozinka',
  newPassword: password,
  confirmPassword: password,
});

describe('a new password is at most 72 bytes, as bcrypt reads it', () => {
  it('is why: bcrypt ignores everything after byte 72, so these two would be one password', async () => {
    expect(LONG_A.length).toBeLessThanOrEqual(PASSWORD_LIMITS.max);
    expect(passwordBytes(LONG_A)).toBe(73);
    expect(await bcrypt.compare(LONG_B, await bcrypt.hash(LONG_A, 4))).toBe(true);
  });

  it('refuses, with a Serbian message, a new password longer than 72 bytes in every form that sets one', () => {
    for (const password of [LONG_A, LONG_B, 'ж'.repeat(37), 'a'.repeat(73)]) {
      expect(passwordErrors(signUpSchema, adminSignUp(password)), password).toEqual([AUTH_MESSAGES.passwordTooLong]);
      expect(passwordErrors(memberSignUpSchema, memberSignUp(password)), password).toEqual([
        AUTH_MESSAGES.passwordTooLong,
      ]);
      expect(passwordErrors(passwordChangeSchema, change(password), 'newPassword'), password).toEqual([
        AUTH_MESSAGES.passwordTooLong,
      ]);
    }
    expect(AUTH_MESSAGES.passwordTooLong).toContain('72 bajta');
  });

  it('accepts exactly 72 bytes, whatever the letters', () => {
    for (const password of ['š'.repeat(36), 'ж'.repeat(36), 'a'.repeat(72), `${'đ'.repeat(35)}ab`]) {
      expect(passwordBytes(password), password).toBe(72);
      expect(signUpSchema.safeParse(adminSignUp(password)).success, password).toBe(true);
      expect(memberSignUpSchema.safeParse(memberSignUp(password)).success, password).toBe(true);
      expect(passwordChangeSchema.safeParse(change(password)).success, password).toBe(true);
    }
  });

  it('still lets a password set before the byte rule (up to 72 characters) sign in', () => {
    const older = 'ш'.repeat(72);
    expect(signInSchema.safeParse({ email: 'ana@primer.rs', password: older }).success).toBe(true);
    expect(memberSignInSchema.safeParse({ email: 'ana@primer.rs', password: older }).success).toBe(true);
    expect(passwordErrors(signInSchema, { email: 'ana@primer.rs', password: 'a'.repeat(73) })).toEqual([
      AUTH_MESSAGES.signInPasswordTooLong,
    ]);
  });
});

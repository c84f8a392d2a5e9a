import bcrypt from 'bcryptjs';

/**
 * One bcrypt cost for every hash: accounts, the seeded admin and demo members, and the dummy hash
 * compared against for an unknown address. A cheaper hash anywhere would let the time of a
 * refusal tell which kind of account an address has.
 */
export const PASSWORD_HASH_ROUNDS = 12;

export function hashPassword(password: string): Promise<string> {
  return bcrypt.hash(password, PASSWORD_HASH_ROUNDS);
}

export function passwordMatches(password: string, hash: string): Promise<boolean> {
  return bcrypt.compare(password, hash);
}

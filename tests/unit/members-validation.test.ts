import { describe, expect, it } from 'vitest';

import { latinToCyrillic } from '@/lib/i18n/transliterate';
import {
  DELETE_CONFIRMATION_WORD,
  DELETE_CONFIRMATION_WORD_CYRILLIC,
  deleteAccountSchema,
  MEMBER_MESSAGES,
  memberCompleteSignUpSchema,
  memberProfileSchema,
  memberSignInSchema,
  memberSignUpSchema,
  profileSaveEnabled,
} from '@/lib/validation/members';

import { errorsOf } from '../support/schema-errors';

const validSignUp = {
  email: 'Ana@Primer.RS',
  password: 'tajna12',
  fullName: ' Ana Petrović ',
  memberType: 'startup',
  startupStage: 'mvp',
  industry: 'Tehnologija',
};

describe('members sign-in (spec §5)', () => {
  it("requires both fields with the spec's messages", () => {
    expect(errorsOf(memberSignInSchema, { email: '', password: '' })).toEqual({
      email: ['Email je obavezan'],
      password: ['Lozinka je obavezna'],
    });
  });

  it("rejects a malformed address with 'Neispravna email adresa'", () => {
    for (const email of ['ana', 'ana@primer', 'ana @primer.rs']) {
      expect(errorsOf(memberSignInSchema, { email, password: 'x' }).email, email).toEqual(['Neispravna email adresa']);
    }
  });

  it("asks for at least 6 characters of password, as sign-up does: 'Lozinka mora imati najmanje 6 karaktera'", () => {
    expect(errorsOf(memberSignInSchema, { email: 'ana@primer.rs', password: '12345' })).toEqual({
      password: ['Lozinka mora imati najmanje 6 karaktera'],
    });
    expect(errorsOf(memberSignInSchema, { email: 'ana@primer.rs', password: '123456' })).toEqual({});
  });

  it('lower-cases the address and keeps the password as typed', () => {
    expect(memberSignInSchema.parse({ email: ' Ana@Primer.rs ', password: ' s razmakom ' })).toEqual({
      email: 'ana@primer.rs',
      password: ' s razmakom ',
    });
  });
});

describe('members sign-up (spec §5)', () => {
  it('reports every required field with its own message', () => {
    expect(errorsOf(memberSignUpSchema, {})).toEqual({
      fullName: ['Ime je obavezno'],
      memberType: ['Tip člana je obavezan'],
      email: ['Email je obavezan'],
      password: ['Lozinka je obavezna'],
    });
  });

  it('needs a password of at least 6 characters', () => {
    expect(errorsOf(memberSignUpSchema, { ...validSignUp, password: '12345' }).password).toEqual([
      'Lozinka mora imati najmanje 6 karaktera',
    ]);
    expect(errorsOf(memberSignUpSchema, { ...validSignUp, password: '123456' }).password).toBeUndefined();
  });

  it('refuses a member type, stage or industry outside the lists', () => {
    const errors = errorsOf(memberSignUpSchema, {
      ...validSignUp,
      memberType: 'investor',
      startupStage: 'unicorn',
      industry: 'Svemir',
    });
    expect(Object.keys(errors).sort()).toEqual(['industry', 'memberType', 'startupStage']);
  });

  it('keeps stage and industry for a startup', () => {
    expect(memberSignUpSchema.parse(validSignUp)).toMatchObject({
      memberType: 'startup',
      startupStage: 'mvp',
      industry: 'Tehnologija',
      fullName: 'Ana Petrović',
      email: 'ana@primer.rs',
    });
  });

  it('drops the stage for a company but keeps its industry', () => {
    expect(memberSignUpSchema.parse({ ...validSignUp, memberType: 'company' })).toMatchObject({
      startupStage: null,
      industry: 'Tehnologija',
    });
  });

  it('drops both for an individual', () => {
    expect(memberSignUpSchema.parse({ ...validSignUp, memberType: 'individual' })).toMatchObject({
      startupStage: null,
      industry: null,
    });
  });

  it('stores empty optional fields as null', () => {
    expect(
      memberSignUpSchema.parse({ ...validSignUp, bio: '  ', whatTheyDo: '', linkedinUrl: '', phone: '' }),
    ).toMatchObject({
      bio: null,
      whatTheyDo: null,
      linkedinUrl: null,
      phone: null,
    });
  });

  it('accepts only http(s) links for LinkedIn', () => {
    expect(
      errorsOf(memberSignUpSchema, { ...validSignUp, linkedinUrl: 'javascript:alert(1)' }).linkedinUrl,
    ).toHaveLength(1);
    expect(
      errorsOf(memberSignUpSchema, { ...validSignUp, linkedinUrl: 'https://www.linkedin.com/in/ana' }).linkedinUrl,
    ).toBeUndefined();
  });

  it('a link typed without https:// is taken as a web address; other schemes are still refused', () => {
    expect(memberSignUpSchema.parse({ ...validSignUp, linkedinUrl: ' linkedin.com/in/ana ' }).linkedinUrl).toBe(
      'https://linkedin.com/in/ana',
    );
    expect(memberSignUpSchema.parse({ ...validSignUp, linkedinUrl: 'www.linkedin.com:443/in/ana' }).linkedinUrl).toBe(
      'https://www.linkedin.com:443/in/ana',
    );
    expect(memberSignUpSchema.parse({ ...validSignUp, linkedinUrl: 'http://primer.rs' }).linkedinUrl).toBe(
      'http://primer.rs',
    );
    for (const linkedinUrl of ['javascript:alert(1)', 'ftp://primer.rs', 'nesto bez tacke']) {
      expect(errorsOf(memberSignUpSchema, { ...validSignUp, linkedinUrl }).linkedinUrl, linkedinUrl).toEqual([
        MEMBER_MESSAGES.urlInvalid,
      ]);
    }
  });

  it('completing a registration asks the same profile fields without e-mail and password', () => {
    expect(errorsOf(memberCompleteSignUpSchema, {})).toEqual({
      fullName: ['Ime je obavezno'],
      memberType: ['Tip člana je obavezan'],
    });
  });
});

describe('member profile (spec §2, §5)', () => {
  const validProfile = { fullName: 'Marko', email: 'marko@primer.rs', memberType: 'individual' };

  it('requires name, e-mail and type', () => {
    expect(errorsOf(memberProfileSchema, {})).toEqual({
      fullName: ['Ime je obavezno'],
      email: ['Email je obavezan'],
      memberType: ['Tip člana je obavezan'],
    });
  });

  it('reads ticked checkboxes as true and absent ones as false', () => {
    expect(memberProfileSchema.parse({ ...validProfile, isMentor: 'on', hideFromDirectory: '' })).toMatchObject({
      isMentor: true,
      seekingMentor: false,
      hideFromDirectory: false,
    });
  });

  it('keeps a capacity only for mentors, as a number from 0 to 50', () => {
    expect(memberProfileSchema.parse({ ...validProfile, isMentor: 'on', mentorCapacity: '3' }).mentorCapacity).toBe(3);
    expect(memberProfileSchema.parse({ ...validProfile, mentorCapacity: '3' }).mentorCapacity).toBeNull();
    expect(
      memberProfileSchema.parse({ ...validProfile, isMentor: 'on', mentorCapacity: '' }).mentorCapacity,
    ).toBeNull();
    for (const value of ['-1', '51', '2.5', 'puno']) {
      expect(
        errorsOf(memberProfileSchema, { ...validProfile, isMentor: 'on', mentorCapacity: value }).mentorCapacity,
        value,
      ).toEqual(['Broj mentija mora biti ceo broj od 0 do 50']);
    }
  });

  it('save is enabled only when name, e-mail and type are filled', () => {
    expect(profileSaveEnabled({ fullName: 'A', email: 'a@b.rs', memberType: 'startup' })).toBe(true);
    expect(profileSaveEnabled({ fullName: ' ', email: 'a@b.rs', memberType: 'startup' })).toBe(false);
    expect(profileSaveEnabled({ fullName: 'A', email: '', memberType: 'startup' })).toBe(false);
    expect(profileSaveEnabled({ fullName: 'A', email: 'a@b.rs', memberType: '' })).toBe(false);
  });
});

describe('account deletion', () => {
  it('needs the word OBRIŠI, or ОБРИШИ as a Cyrillic page asks for it', () => {
    expect(deleteAccountSchema.safeParse({ confirmation: 'obriši' }).success).toBe(false);
    expect(deleteAccountSchema.safeParse({ confirmation: 'обриши' }).success).toBe(false);
    expect(deleteAccountSchema.safeParse({ confirmation: ' OBRIŠI ' }).success).toBe(true);
    expect(deleteAccountSchema.safeParse({ confirmation: 'ОБРИШИ' }).success).toBe(true);
    expect(DELETE_CONFIRMATION_WORD_CYRILLIC).toBe(latinToCyrillic(DELETE_CONFIRMATION_WORD));
  });
});

import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';

import { MEMBER_SIGN_UP_TEXTS } from '@/components/auth/auth-texts';
import { LATIN_FORM_PAGE } from '@/components/forms/public-form-texts';
import { memberTypeFieldsTextsIn } from '@/components/members/member-type-fields-texts';
import { labelsIn } from '@/lib/i18n/text-template';
import { PROFILE_FORM_TEXTS } from '@/components/members/profile-form-texts';
import { textIn, textTableIn } from '@/lib/i18n/texts';
import { MEMBER_TYPE_OPTIONS } from '@/lib/members/options';
import { MEMBER_PROFILE_FIELDS } from '@/lib/validation/members';

vi.mock('next/navigation', () => ({
  usePathname: () => '/members/profile',
  useRouter: () => ({ replace: () => undefined, refresh: () => undefined }),
}));
vi.mock('@/lib/actions/members', () => ({
  saveMemberProfile: async () => null,
  memberSignIn: async () => null,
  memberSignUp: async () => null,
  completeMemberSignUp: async () => null,
}));

const { ProfileForm } = await import('@/components/members/profile-form');
const { MemberSignUpFields } = await import('@/components/members/member-auth-form-fields');

const initial = {
  fullName: 'Jelena Nikolić',
  email: 'jelena@example.com',
  bio: '',
  memberType: 'startup',
  startupStage: 'idea',
  industry: '',
  whatTheyDo: '',
  whatTheyOffer: 'Radionice',
  whatTheySeek: '',
  linkedinUrl: '',
  websiteUrl: '',
  phone: '',
  profileImage: '',
  mentorCapacity: '3',
  isMentor: true,
  seekingMentor: false,
  hideFromDirectory: false,
};

/** What the Latin profile page hands the form. */
const latinPage = {
  script: 'lat',
  texts: textTableIn('lat', PROFILE_FORM_TEXTS),
  memberTypes: labelsIn(textIn('lat'), MEMBER_TYPE_OPTIONS),
  typeFields: memberTypeFieldsTextsIn(textIn('lat')),
} as const;

/** The first render (what the server sends, and what a visitor without JavaScript uses). */
function render(mode: 'create' | 'edit' = 'edit', pendingEmail: string | null = null) {
  return renderToStaticMarkup(createElement(ProfileForm, { mode, initial, pendingEmail, ...latinPage }));
}

/** The text of the label tied to the control named `name`. */
function labelOf(html: string, name: string): string | undefined {
  const control = new RegExp(`<(?:input|select|textarea)[^>]*name="${name}"[^>]*>`).exec(html)?.[0];
  const id = control && /\sid="([^"]+)"/.exec(control)?.[1];
  if (!id) return undefined;
  return new RegExp(`<label[^>]*for="${id.replace(/[^\w-]/g, (c) => `\\${c}`)}"[^>]*>([^<]*)</label>`).exec(html)?.[1];
}

describe('ProfileForm on the shared form parts', () => {
  it('posts every field the profile action reads, under the same names', () => {
    const html = render();
    for (const name of MEMBER_PROFILE_FIELDS) expect(html, name).toContain(`name="${name}"`);
  });

  it("labels each field with the spec's words", () => {
    const html = render();
    const labels: Record<string, string> = {
      fullName: 'Ime i prezime',
      email: 'Email',
      bio: 'Biografija',
      memberType: 'Tip člana',
      startupStage: 'Faza startapa',
      industry: 'Industrija',
      whatTheyDo: 'Čime se bavite',
      whatTheyOffer: 'Šta nudite zajednici',
      whatTheySeek: 'Šta tražite',
      linkedinUrl: 'LinkedIn',
      websiteUrl: 'Veb sajt',
      phone: 'Telefon',
      mentorCapacity: 'Koliko mentija možete da primite',
      isMentor: 'Ja sam mentor',
      seekingMentor: 'Tražim mentora',
      hideFromDirectory: 'Sakrij me iz direktorijuma',
    };
    for (const [name, label] of Object.entries(labels)) expect(labelOf(html, name), name).toBe(label);
    expect(html).toContain('Profilna slika');
    expect(html).toContain('400x400 px');
  });

  it('marks name, e-mail and type required, and keeps the capacity within 0 to 50', () => {
    const html = render();
    for (const name of ['fullName', 'email', 'memberType'])
      expect(new RegExp(`<(?:input|select)[^>]*name="${name}"[^>]*>`).exec(html)?.[0], name).toContain('required');
    const capacity = /<input[^>]*name="mentorCapacity"[^>]*>/.exec(html)?.[0] ?? '';
    expect(capacity).toContain('type="number"');
    expect(capacity).toContain('min="0"');
    expect(capacity).toContain('max="50"');
    expect(capacity).toContain('value="3"');
  });

  it('opens with the stored values, the checkboxes as stored', () => {
    const html = render();
    expect(html).toContain('value="Jelena Nikolić"');
    expect(html).toContain('>Radionice</textarea>');
    expect(/<input[^>]*name="isMentor"[^>]*>/.exec(html)?.[0]).toContain('checked');
    expect(/<input[^>]*name="seekingMentor"[^>]*>/.exec(html)?.[0]).not.toContain('checked');
  });

  it('names its mode on the form and the button, and shows a waiting address under the e-mail', () => {
    expect(render('create')).toContain('Kreiraj profil');
    const html = render('edit', 'novi@example.com');
    expect(html).toContain('Sačuvaj profil');
    expect(html).toContain('novi@example.com');
  });

  it("opens 'Faza startapa' as stored; without JavaScript both type fields show, without the sign-up's notes", () => {
    const html = render();
    expect(html).toMatch(/<option value="idea" selected="">/);
    expect(html).toContain('name="industry"');
    expect(html).not.toContain('Samo za startape');
    expect(html).not.toContain('Za startape i preduzeća');
  });
});

describe('the sign-up form (MemberSignUpFields) asks the same type fields as the profile', () => {
  it('without JavaScript shows stage and industry, each saying whom it is for', () => {
    const html = renderToStaticMarkup(
      createElement(MemberSignUpFields, {
        texts: textTableIn('lat', MEMBER_SIGN_UP_TEXTS),
        page: LATIN_FORM_PAGE,
        memberTypes: MEMBER_TYPE_OPTIONS,
        typeFields: memberTypeFieldsTextsIn(textIn('lat')),
      }),
    );
    expect(labelOf(html, 'startupStage')).toBe('Faza startapa');
    expect(labelOf(html, 'industry')).toBe('Industrija');
    expect(html).toContain('Samo za startape');
    expect(html).toContain('Za startape i preduzeća');
  });
});

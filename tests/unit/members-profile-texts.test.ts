import { describe, expect, it } from 'vitest';

import { fillText } from '@/lib/i18n/text-template';
import { MEMBER_TYPE_FIELDS_TEXTS, memberTypeFieldsTextsIn } from '@/components/members/member-type-fields-texts';
import { PROFILE_FORM_TEXTS } from '@/components/members/profile-form-texts';
import { textIn, textTableIn } from '@/lib/i18n/texts';
import { PROFILE_EMAIL_MESSAGES } from '@/lib/members/profile-email';
import { MEMBER_NAV_ITEMS, MEMBER_NAV_TEXTS } from '@/lib/members/navigation';

describe("the profile's texts in the page's script", () => {
  it("converts the type fields' words and their choices' labels, never the values the form sends", () => {
    const latin = memberTypeFieldsTextsIn(textIn('lat'));
    const cyrillic = memberTypeFieldsTextsIn(textIn('cir'));
    expect(latin).toEqual(MEMBER_TYPE_FIELDS_TEXTS);
    expect(cyrillic.startupStage.label).toBe('Фаза стартапа');
    expect(cyrillic.industry.forWhom).toBe('За стартапе и предузећа');
    for (const field of ['startupStage', 'industry'] as const) {
      const values = (texts: typeof latin) => texts[field].options.map((option) => option.value);
      expect(values(cyrillic)).toEqual(values(latin));
    }
    expect(cyrillic.industry.options.find((option) => option.value === 'Tehnologija')?.label).toBe('Технологија');
  });

  it('puts the waiting address into the notice as typed, in either script', () => {
    const address = 'nova.adresa@example.com';
    expect(fillText(PROFILE_FORM_TEXTS.pendingEmail, address)).toBe(PROFILE_EMAIL_MESSAGES.pendingNotice(address));
    expect(fillText(textTableIn('cir', PROFILE_FORM_TEXTS).pendingEmail, address)).toBe(
      textIn('cir')(PROFILE_EMAIL_MESSAGES.pendingNotice(address)),
    );
  });

  it('keeps LinkedIn as written in both scripts', () => {
    expect(textTableIn('lat', PROFILE_FORM_TEXTS).linkedinUrl).toBe('LinkedIn');
    expect(textTableIn('cir', PROFILE_FORM_TEXTS).linkedinUrl).toBe('LinkedIn');
  });
});

describe("the members navigation's words", () => {
  it('label each link as the navigation lists it', () => {
    for (const item of MEMBER_NAV_ITEMS) expect(MEMBER_NAV_TEXTS.labels[item.id]).toBe(item.label);
    expect(textTableIn('cir', MEMBER_NAV_TEXTS).labels.requests).toBe('Огласи & Захтеви');
  });
});

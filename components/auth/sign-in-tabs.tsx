import type { ReactNode } from 'react';

import { SwitchedLinkTabs } from '@/components/ui/link-tabs';
import { pageScript } from '@/lib/i18n/page-script';

import { PasswordChangedNotice } from './password-reset-notes';

export type SignInTab = 'prijava' | 'registracija';

interface SignInTabsProps {
  /** Prefix of the tabs' and panels' ids (`auth`, `member-auth`). */
  idPrefix: string;
  active: SignInTab;
  /** The page's address with a tab chosen (the link without JavaScript), in the page's script. */
  hrefFor: (tab: SignInTab) => string;
  /** Opened after a password reset: the notice that the password changed comes first. */
  passwordChanged: boolean;
  panels: Readonly<Record<SignInTab, ReactNode>>;
  panelClassName?: string;
}

/** 'Prijava' and 'Registracija' as two tabs, the admin's (/auth) and the members' (/members/auth). */
export async function SignInTabs({
  idPrefix,
  active,
  hrefFor,
  passwordChanged,
  panels,
  panelClassName,
}: SignInTabsProps) {
  const { t } = await pageScript();
  return (
    <>
      {passwordChanged ? <PasswordChangedNotice /> : null}
      <SwitchedLinkTabs
        label={t('Prijava ili registracija')}
        idPrefix={idPrefix}
        active={active}
        tabs={[
          { id: 'prijava', label: t('Prijava'), href: hrefFor('prijava') },
          { id: 'registracija', label: t('Registracija'), href: hrefFor('registracija') },
        ]}
        className="grid grid-cols-2"
        panelClassName={panelClassName}
        panels={panels}
      />
    </>
  );
}

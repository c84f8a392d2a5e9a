'use client';

import type { MouseEvent } from 'react';
import { FacebookIcon, LinkIcon, LinkedinIcon, XTwitterIcon } from '@/components/ui/icons';
import { toast } from '@/components/ui/toaster';

import type { ShareButtonsTexts } from './client-texts';

interface ShareButtonsProps {
  /** Absolute canonical URL of the post. */
  url: string;
  title: string;
  /** SHARE_BUTTONS_TEXTS in the page's script. */
  texts: ShareButtonsTexts;
}

/** Share popups are 600×400 (spec platform §9), centred over the current window. */
export const SHARE_POPUP = { width: 600, height: 400 } as const;

function shareTargets(url: string, title: string, names: ShareButtonsTexts['networks']) {
  const u = encodeURIComponent(url);
  return [
    { name: names.facebook, href: `https://www.facebook.com/sharer/sharer.php?u=${u}`, Icon: FacebookIcon },
    {
      name: names.twitter,
      href: `https://twitter.com/intent/tweet?url=${u}&text=${encodeURIComponent(title)}`,
      Icon: XTwitterIcon,
    },
    { name: names.linkedin, href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}`, Icon: LinkedinIcon },
  ];
}

function openPopup(event: MouseEvent<HTMLAnchorElement>) {
  // Modified clicks (new tab, new window) keep the browser's own behaviour.
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
  event.preventDefault();
  const { width, height } = SHARE_POPUP;
  const left = Math.max(0, Math.round(window.screenX + (window.outerWidth - width) / 2));
  const top = Math.max(0, Math.round(window.screenY + (window.outerHeight - height) / 2));
  const popup = window.open(
    event.currentTarget.href,
    'share',
    `popup=yes,width=${width},height=${height},left=${left},top=${top}`,
  );
  if (popup) popup.opener = null;
  // A blocked popup: open the share page in a tab instead.
  else window.open(event.currentTarget.href, '_blank', 'noopener,noreferrer');
}

/**
 * Copies through the Clipboard API, falling back to a hidden field where it is unavailable (plain
 * http) or refused (a browser that has not granted clipboard access, such as a headless one).
 */
async function copyText(text: string): Promise<void> {
  if (navigator.clipboard && window.isSecureContext) {
    try {
      await navigator.clipboard.writeText(text);
      return;
    } catch {
      // Fall through to the copy command.
    }
  }
  const field = document.createElement('textarea');
  field.value = text;
  field.setAttribute('readonly', '');
  field.style.position = 'fixed';
  field.style.opacity = '0';
  document.body.append(field);
  field.select();
  const copied = document.execCommand('copy');
  field.remove();
  if (!copied) throw new Error('copy command refused');
}

/**
 * Facebook, Twitter and LinkedIn as real links (they work without JavaScript, in a new tab) that
 * open a 600×400 popup when scripts run, plus copy-link with the toast 'Link kopiran'.
 */
export function ShareButtons({ url, title, texts }: ShareButtonsProps) {
  async function copyLink() {
    try {
      await copyText(url);
      toast.success(texts.linkCopied);
    } catch {
      // The visitor can still copy by hand: show the address instead of a bare error.
      toast.error(texts.copyFailed, { description: url });
    }
  }

  const itemClass =
    'inline-flex size-10 items-center justify-center rounded-full border bg-background text-foreground transition-colors hover:border-primary hover:text-primary [&_svg]:size-4';

  return (
    <div className="flex flex-wrap items-center gap-2">
      <span className="mr-1 text-sm font-medium text-muted-foreground">{texts.share}</span>
      {shareTargets(url, title, texts.networks).map(({ name, href, Icon }) => (
        <a
          key={name}
          href={href}
          target="_blank"
          rel="noopener noreferrer"
          onClick={openPopup}
          className={itemClass}
          aria-label={`${texts.shareOn} ${name}`}
        >
          <Icon />
        </a>
      ))}
      <button type="button" onClick={copyLink} className={itemClass} aria-label={texts.copyLink}>
        <LinkIcon aria-hidden />
      </button>
    </div>
  );
}

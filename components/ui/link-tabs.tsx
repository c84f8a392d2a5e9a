'use client';

import { clsx } from 'clsx';
import Link from 'next/link';
import { useRef, useState, type MouseEvent, type ReactNode } from 'react';

import { LinkPendingIndicator } from './link-pending-indicator';
import { moveTabFocus } from './tab-keys';
import { useRevealInRow } from './use-reveal-in-row';

export interface LinkTab {
  id: string;
  label: ReactNode;
  href: string;
  /**
   * A count shown beside the label (e.g. pending items). It is the tab's description, not part of
   * its name, so the tab is called what it is ('Članovi') whatever the count.
   */
  count?: number;
}

interface LinkTabsProps {
  /** The tablist's accessible name. */
  label: string;
  tabs: readonly LinkTab[];
  active: string;
  /** id prefix shared with the panel: the panel is `${idPrefix}-panel`, each tab `${idPrefix}-tab-${id}`. */
  idPrefix: string;
  className?: string;
  /** Switches tabs on the client instead of following the link (SwitchedLinkTabs); links still work without JavaScript. */
  onSelect?: (tab: LinkTab) => void;
}

/**
 * Tabs whose state lives in the URL (`?tab=…`): reload, back and shared links keep the open tab,
 * and they work without JavaScript (each tab is a link). With JavaScript the arrow keys, Home and
 * End move between tabs as the ARIA tabs pattern describes, and only the chosen tab's panel is
 * rendered by the server, so each tab's code loads when it is opened.
 */
export function LinkTabs({ label, tabs, active, idPrefix, className, onSelect }: LinkTabsProps) {
  const listRef = useRef<HTMLDivElement>(null);
  // On a phone the row scrolls to the open tab and, beside it if they fit, the tabs with a count.
  useRevealInRow(listRef, `${active} ${tabs.map((tab) => tab.count ?? '').join(',')}`);

  const onClick = (event: MouseEvent<HTMLAnchorElement>, tab: LinkTab) => {
    // A modified click (new tab or window) stays an ordinary link.
    if (!onSelect || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onSelect(tab);
  };

  return (
    <div
      ref={listRef}
      role="tablist"
      aria-label={label}
      onKeyDown={moveTabFocus}
      className={clsx('flex gap-1 overflow-x-auto rounded-2xl border bg-muted/40 p-1', className)}
    >
      {tabs.map((tab) => {
        const selected = tab.id === active;
        const countId = `${idPrefix}-count-${tab.id}`;
        return (
          <Link
            key={tab.id}
            id={`${idPrefix}-tab-${tab.id}`}
            href={tab.href}
            role="tab"
            aria-selected={selected}
            aria-controls={selected ? `${idPrefix}-panel` : undefined}
            aria-describedby={tab.count !== undefined ? countId : undefined}
            data-attention={tab.count ? '' : undefined}
            tabIndex={selected ? 0 : -1}
            scroll={false}
            onClick={(event) => onClick(event, tab)}
            className={clsx(
              'inline-flex min-h-10 shrink-0 items-center gap-2 rounded-xl px-4 text-sm font-semibold whitespace-nowrap transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary',
              selected
                ? 'bg-background text-foreground shadow-sm'
                : 'text-muted-foreground hover:bg-background/60 hover:text-foreground',
            )}
          >
            {tab.label}
            <LinkPendingIndicator />
            {tab.count !== undefined ? (
              <span
                id={countId}
                aria-hidden="true"
                className={clsx(
                  'rounded-full px-2 py-0.5 text-xs',
                  selected ? 'bg-primary text-primary-foreground' : 'bg-muted text-foreground',
                )}
              >
                {tab.count}
              </span>
            ) : null}
          </Link>
        );
      })}
    </div>
  );
}

/** The panel of the open tab, labelled by its tab. */
export function LinkTabPanel({
  idPrefix,
  active,
  children,
  className,
}: {
  idPrefix: string;
  active: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div
      role="tabpanel"
      id={`${idPrefix}-panel`}
      aria-labelledby={`${idPrefix}-tab-${active}`}
      // Focusable (Tab from the tab list lands here), so it shows the site's focus ring like any stop.
      tabIndex={0}
      className={clsx('rounded-xl', className)}
    >
      {children}
    </div>
  );
}

interface SwitchedLinkTabsProps extends Omit<LinkTabsProps, 'onSelect'> {
  /** Each tab's panel, rendered by the server; only the open one is mounted. */
  panels: Readonly<Record<string, ReactNode>>;
  panelClassName?: string;
}

/**
 * LinkTabs for small panels the server can send all at once (the sign-in and sign-up forms): a
 * click opens the panel at once and puts its URL in the address bar, with no round trip during
 * which the old form would still take typing that the new one then drops. Without JavaScript the
 * tabs are links, as in LinkTabs.
 */
export function SwitchedLinkTabs({ panels, panelClassName, active, ...tabsProps }: SwitchedLinkTabsProps) {
  const [selected, setSelected] = useState({ id: active, panels });
  // Every server render sends new panels: a navigation (a redirect to another tab, a refresh) wins over the last click.
  const open = selected.panels === panels ? selected.id : active;
  const select = (tab: LinkTab) => {
    setSelected({ id: tab.id, panels });
    // Next keeps its router in step with a native replaceState called with null state.
    window.history.replaceState(null, '', tab.href);
  };
  return (
    <>
      <LinkTabs {...tabsProps} active={open} onSelect={select} />
      <LinkTabPanel idPrefix={tabsProps.idPrefix} active={open} className={panelClassName}>
        {panels[open]}
      </LinkTabPanel>
    </>
  );
}

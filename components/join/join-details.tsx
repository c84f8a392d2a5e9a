'use client';

import { useId, useState, type ReactNode } from 'react';

import { ChevronDownIcon } from '@/components/ui/icons';
import { Button } from '@/components/ui/button';
import { clsx } from 'clsx';

interface JoinDetailsProps {
  /** The server-rendered cards; they stay in the HTML while collapsed, so crawlers still read them. */
  children: ReactNode;
  /** The button's texts in the page's script: to open the block, and to close it. */
  texts: { more: string; less: string };
}

/** The join page's details block, collapsed until the visitor asks for it (spec public-site §4). */
export function JoinDetails({ children, texts }: JoinDetailsProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <div>
      <div className="flex justify-center">
        <Button
          type="button"
          variant="outline"
          size="lg"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((value) => !value)}
        >
          {open ? texts.less : texts.more}
          <ChevronDownIcon className={clsx('motion-safe:transition-transform', open && 'rotate-180')} aria-hidden />
        </Button>
      </div>
      <div id={panelId} hidden={!open} className="mt-10">
        {children}
      </div>
    </div>
  );
}

'use client';

import { lazy, Suspense, useRef, useState, type ReactNode, type Ref } from 'react';

const FormDialogModal = lazy(() => import('./form-dialog-modal'));
const preloadModal = () => void import('./form-dialog-modal');

/** What wires a trigger button to its dialog. */
export interface DialogTriggerProps {
  ref: Ref<HTMLButtonElement>;
  type: 'button';
  'aria-haspopup': 'dialog';
  'aria-expanded': boolean;
  onPointerEnter: () => void;
  onFocus: () => void;
  onClick: () => void;
}

export interface LazyDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  /** Mounted from the start: a dialog the page's URL opens (`?new=1`). */
  mounted?: boolean;
  /** The button that opens the dialog, given the props that wire it. */
  trigger: (props: DialogTriggerProps) => ReactNode;
  children: ReactNode;
}

/**
 * A dialog of which the page renders only its trigger: the Radix dialog (about 13 kB compressed)
 * and its content mount when it is first opened, and its code loads when the pointer or focus
 * reaches the trigger. So a list of many dialogs (an ad's or a message's report) carries one
 * button per item, and no page ships the dialog's code up front. Focus returns to the trigger on
 * close.
 */
export function LazyDialog({
  open,
  onOpenChange,
  title,
  description,
  mounted = false,
  trigger,
  children,
}: LazyDialogProps) {
  const [used, setUsed] = useState(mounted);
  const triggerRef = useRef<HTMLButtonElement>(null);
  return (
    <>
      {trigger({
        ref: triggerRef,
        type: 'button',
        'aria-haspopup': 'dialog',
        'aria-expanded': open,
        onPointerEnter: preloadModal,
        onFocus: preloadModal,
        onClick: () => {
          setUsed(true);
          onOpenChange(true);
        },
      })}
      {used ? (
        <Suspense fallback={null}>
          <FormDialogModal
            open={open}
            onOpenChange={onOpenChange}
            title={title}
            description={description}
            trigger={triggerRef}
          >
            {children}
          </FormDialogModal>
        </Suspense>
      ) : null}
    </>
  );
}

import { Trash2Icon } from '@/components/ui/icons';

import { ActionButton, type ActionButtonProps } from './action-button';

type DeleteActionButtonProps<T> = Omit<ActionButtonProps<T>, 'children' | 'confirm' | 'variant'> & {
  /** The dialog's question and what is lost for good; its button says `label`. */
  confirm: { title: string; description: string };
  /** 'Obriši' in the page's script. */
  label?: string;
};

/** A permanent delete of one row: a quiet 'Obriši' with a trash icon that asks in a dialog first. */
export function DeleteActionButton<T>({ confirm, label = 'Obriši', ...props }: DeleteActionButtonProps<T>) {
  return (
    <ActionButton {...props} confirm={{ ...confirm, confirmLabel: label }} variant="ghost">
      <Trash2Icon aria-hidden />
      {label}
    </ActionButton>
  );
}

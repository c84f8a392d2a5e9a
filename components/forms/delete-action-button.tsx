import { Trash2Icon } from '@/components/ui/icons';

import { ActionButton, type ActionButtonProps } from './action-button';

type DeleteActionButtonProps<T> = Omit<ActionButtonProps<T>, 'children' | 'confirm' | 'variant'> & {
  /** The dialog's question and what is lost for good; its button is 'Obriši'. */
  confirm: { title: string; description: string };
};

/** A permanent delete of one row: a quiet 'Obriši' with a trash icon that asks in a dialog first. */
export function DeleteActionButton<T>({ confirm, ...props }: DeleteActionButtonProps<T>) {
  return (
    <ActionButton {...props} confirm={{ ...confirm, confirmLabel: 'Obriši' }} variant="ghost">
      <Trash2Icon aria-hidden />
      Obriši
    </ActionButton>
  );
}

import { MessageBox } from '@storefront/shared/forms/message-box';
import { ORDER_NOTE_LIMITS } from '@storefront/shared/limits';
import { useSalesTranslation } from '../../../i18n';
import { useAddNote } from '../hooks/use-add-note';

/** A staff note on the order: 1 to 2000 characters, with a counter; never shown to the customer. */
export function NoteForm({ orderId }: { orderId: number }) {
  const { t } = useSalesTranslation();
  const max = ORDER_NOTE_LIMITS.textMax;
  return (
    <MessageBox
      box={useAddNote(orderId)}
      limits={ORDER_NOTE_LIMITS}
      texts={{
        title: t('orderPage.note.title'),
        label: t('orderPage.note.label'),
        submit: t('orderPage.note.add'),
        helper: (problem, count) =>
          problem
            ? t(`orderPage.note.errors.${problem}`, { max, count })
            : t('orderPage.note.counter', { count, max }),
        hint: t('orderPage.note.staffOnly'),
      }}
    />
  );
}

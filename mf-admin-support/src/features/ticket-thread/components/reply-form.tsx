import { MessageBox } from '@storefront/shared/forms/message-box';
import { TICKET_LIMITS } from '@storefront/shared/limits';
import { useSupportTranslation } from '../../../i18n';
import { useReply } from '../hooks/use-reply';

/** The shop's answer to the customer: 1 to 4000 characters, with a counter. */
export function ReplyForm({ ticketId }: { ticketId: number }) {
  const { t } = useSupportTranslation();
  const max = TICKET_LIMITS.textMax;
  return (
    <MessageBox
      box={useReply(ticketId)}
      limits={TICKET_LIMITS}
      texts={{
        title: t('thread.reply.title'),
        label: t('thread.reply.label'),
        submit: t('thread.reply.send'),
        sending: t('thread.reply.sending'),
        helper: (problem, count) =>
          problem
            ? t(`thread.reply.errors.${problem}`, { max, count })
            : t('thread.reply.counter', { count, max }),
      }}
    />
  );
}

import { TICKET_LIMITS } from '@storefront/shared/limits';
import { Alert, Box, Button, Stack, Typography } from '@storefront/shared/mui/core';
import { useLeaveGuard } from '@storefront/shared/ui/admin/leave-guard';
import { TextArea } from '@storefront/shared/ui/text-area';
import { useId } from 'react';
import { useSupportTranslation } from '../../../i18n';
import { useReply } from '../hooks/use-reply';
import { replyLength } from '../utils/validate-reply';

/** The shop's answer to the customer: 1 to 4000 characters, with a counter. */
export function ReplyForm({ ticketId }: { ticketId: number }) {
  const { t } = useSupportTranslation();
  const headingId = useId();
  const reply = useReply(ticketId);
  const max = TICKET_LIMITS.textMax;
  const length = replyLength(reply.text);
  const over = length > max;
  // A reply being written asks before any way out (issue 23).
  const leaveDialog = useLeaveGuard(reply.text.trim() !== '' && !reply.sending);
  const helper =
    reply.error || over
      ? t(reply.error ?? 'thread.reply.errors.tooLong', { max, count: length })
      : t('thread.reply.counter', { count: length, max });
  return (
    <Box component="form" noValidate aria-labelledby={headingId} onSubmit={reply.submit}>
      <Stack spacing={1.5}>
        <Typography id={headingId} variant="h6" component="h2">
          {t('thread.reply.title')}
        </Typography>
        {reply.refusal && (
          <Alert severity="error" role="alert">
            {reply.refusal}
          </Alert>
        )}
        <TextArea
          name="text"
          label={t('thread.reply.label')}
          value={reply.text}
          onChange={(event) => reply.change(event.target.value)}
          helperText={helper}
          error={Boolean(reply.error) || over}
          disabled={reply.sending}
          minRows={3}
          maxRows={12}
        />
        <div>
          <Button type="submit" variant="contained" disabled={reply.sending}>
            {reply.sending ? t('thread.reply.sending') : t('thread.reply.send')}
          </Button>
        </div>
      </Stack>
      {leaveDialog}
    </Box>
  );
}

import { refusalDetail } from '@storefront/shared/api-client';
import { Alert, Button, Stack } from '@storefront/shared/mui/core';
import { useLeaveGuard } from '@storefront/shared/ui/admin/leave-guard';
import { TextArea } from '@storefront/shared/ui/text-area';
import { useCustomerTranslation } from '../../../i18n';
import { useReply } from '../hooks/use-reply';
import { TICKET_FIGURES } from '../utils/validate-ticket';

/** The reply box under the thread; a reply to a closed ticket reopens it (the server does). */
export function ReplyForm({ ticketId }: { ticketId: number }) {
  const { t } = useCustomerTranslation();
  const { form, fieldProps, submitting, failure, submit } = useReply(ticketId);
  const error = form.errors.text;
  // A reply being written asks before any way out (issue 23).
  const leaveDialog = useLeaveGuard(form.values.text.trim() !== '' && !submitting);
  return (
    <Stack
      component="form"
      ref={form.formRef}
      noValidate
      onSubmit={submit}
      spacing={1.5}
      aria-label={t('tickets.reply.title')}
    >
      {failure && (
        <Alert severity="error" role="alert">
          {refusalDetail(failure.error) ?? t('tickets.reply.failed')}
        </Alert>
      )}
      <TextArea
        {...fieldProps('text')}
        label={t('tickets.reply.label')}
        helperText={error && t(error, TICKET_FIGURES)}
        minRows={3}
      />
      <Button
        type="submit"
        variant="contained"
        loading={submitting}
        sx={{ alignSelf: { xs: 'stretch', sm: 'flex-start' } }}
      >
        {t('tickets.reply.submit')}
      </Button>
      {leaveDialog}
    </Stack>
  );
}

import { ORDER_NOTE_LIMITS } from '@storefront/shared/limits';
import { Alert, Box, Button, Stack, Typography } from '@storefront/shared/mui/core';
import { useLeaveGuard } from '@storefront/shared/ui/admin/leave-guard';
import { TextArea } from '@storefront/shared/ui/text-area';
import { useId } from 'react';
import { useSalesTranslation } from '../../../i18n';
import { useAddNote } from '../hooks/use-add-note';
import { noteLength } from '../utils/validate-note';

const line = { display: 'block' } as const;

/** A staff note on the order: 1 to 2000 characters, with a counter; never shown to the customer. */
export function NoteForm({ orderId }: { orderId: number }) {
  const { t } = useSalesTranslation();
  const headingId = useId();
  const note = useAddNote(orderId);
  const max = ORDER_NOTE_LIMITS.textMax;
  const count = noteLength(note.text);
  // Too long is said while typing; empty only once 'Добавить заметку' is pressed.
  const problem = note.error ?? (count > max ? 'orderPage.note.errors.tooLong' : null);
  // A note being written asks before any way out (issue 23).
  const leaveDialog = useLeaveGuard(note.text.trim() !== '' && !note.sending);
  return (
    <Box component="form" noValidate aria-labelledby={headingId} onSubmit={note.submit}>
      <Stack spacing={1.5}>
        <Typography id={headingId} variant="h6" component="h2">
          {t('orderPage.note.title')}
        </Typography>
        {note.refusal && (
          <Alert severity="error" role="alert">
            {note.refusal}
          </Alert>
        )}
        <TextArea
          name="text"
          label={t('orderPage.note.label')}
          value={note.text}
          onChange={(event) => note.change(event.target.value)}
          helperText={
            <>
              <Box component="span" sx={line}>
                {problem ? t(problem, { max, count }) : t('orderPage.note.counter', { count, max })}
              </Box>
              <Box component="span" sx={line}>
                {t('orderPage.note.staffOnly')}
              </Box>
            </>
          }
          error={problem !== null}
          disabled={note.sending}
          minRows={3}
          maxRows={12}
        />
        <div>
          <Button type="submit" variant="contained" disabled={note.sending}>
            {t('orderPage.note.add')}
          </Button>
        </div>
      </Stack>
      {leaveDialog}
    </Box>
  );
}

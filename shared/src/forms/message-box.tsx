import { refusalDetail } from '@storefront/shared/api-client';
import { Alert, Box, Button, Stack, Typography } from '@storefront/shared/mui/core';
import { useLeaveGuard } from '@storefront/shared/ui/admin/leave-guard';
import { TextArea } from '@storefront/shared/ui/text-area';
import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';

/** Characters as the server counts them: after trimming, code points (an emoji is one). */
export function messageLength(text: string): number {
  return Array.from(text.trim()).length;
}

export interface MessageLimits {
  textMin: number;
  textMax: number;
}

export type MessageProblem = 'required' | 'tooLong';

/** What is wrong with a message by the server's own rule, or null. */
export function messageProblem(text: string, limits: MessageLimits): MessageProblem | null {
  const length = messageLength(text);
  if (length < limits.textMin) return 'required';
  if (length > limits.textMax) return 'tooLong';
  return null;
}

/** The field the form focuses: back to it after a check or a refusal, and after a success. */
function focusText(form: HTMLFormElement) {
  const field = form.elements.namedItem('text');
  if (field instanceof HTMLElement) field.focus();
}

export interface MessageBoxOptions {
  limits: MessageLimits;
  /**
   * Sends the trimmed text; a rejection is a refusal shown beside the kept text. What it answers
   * runs once the box is empty (showing the message sent), so the two are never seen at once.
   */
  send: (text: string) => Promise<(() => void) | undefined>;
  /** Shown when a refusal carries no words of the server's. */
  failed: string;
}

/**
 * A box a message is written in and sent from (a ticket's reply, an order's staff note): checked
 * as the server checks it before anything is sent, sent once however often the button is pressed
 * (the ref is set before React re-renders the button disabled). A success empties the box; a
 * refusal keeps the text with the server's words beside it. The focus goes back to the field.
 */
export function useMessageBox({ limits, send, failed }: MessageBoxOptions) {
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<MessageProblem | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const inFlight = useRef(false);
  // The field is disabled while sending, which takes the keyboard's focus away: once it is
  // enabled again, the focus goes back to it (for the next message, or to mend the refused one).
  const refocus = useRef<HTMLFormElement | null>(null);
  useEffect(() => {
    if (sending || !refocus.current) return;
    focusText(refocus.current);
    refocus.current = null;
  }, [sending]);

  const change = (next: string) => {
    setText(next);
    setProblem(null);
    setRefusal(null);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    if (inFlight.current) return;
    const invalid = messageProblem(text, limits);
    setProblem(invalid);
    if (invalid) {
      // Back in the field, a screen reader reads what is wrong (its description) at once.
      focusText(form);
      return;
    }
    inFlight.current = true;
    refocus.current = form;
    setSending(true);
    setRefusal(null);
    try {
      const show = await send(text.trim());
      setText('');
      show?.();
    } catch (failure) {
      setRefusal(refusalDetail(failure) ?? failed);
    } finally {
      inFlight.current = false;
      setSending(false);
    }
  };

  return { text, problem, refusal, sending, change, submit };
}

export type MessageBoxState = ReturnType<typeof useMessageBox>;

export interface MessageBoxTexts {
  title: string;
  label: string;
  submit: string;
  /** The submit button while sending; `submit` unless given. */
  sending?: string;
  /** The helper under the field: the counter, or what is wrong. */
  helper: (problem: MessageProblem | null, count: number) => string;
  /** A second helper line (who reads it). */
  hint?: string;
}

const line = { display: 'block' } as const;

/** The box's form: its heading, a refusal, the field with its counter, and the button. */
export function MessageBox({
  box,
  limits,
  texts,
}: {
  box: MessageBoxState;
  limits: MessageLimits;
  texts: MessageBoxTexts;
}) {
  const headingId = useId();
  const count = messageLength(box.text);
  // Too long is said while typing; empty only once the button is pressed.
  const problem = box.problem ?? (count > limits.textMax ? 'tooLong' : null);
  // A message being written asks before any way out (issue 23).
  const leaveDialog = useLeaveGuard(box.text.trim() !== '' && !box.sending);
  let helper: ReactNode = texts.helper(problem, count);
  if (texts.hint) {
    helper = (
      <>
        <Box component="span" sx={line}>
          {helper}
        </Box>
        <Box component="span" sx={line}>
          {texts.hint}
        </Box>
      </>
    );
  }
  return (
    <Box component="form" noValidate aria-labelledby={headingId} onSubmit={box.submit}>
      <Stack spacing={1.5}>
        <Typography id={headingId} variant="h6" component="h2">
          {texts.title}
        </Typography>
        {box.refusal && (
          <Alert severity="error" role="alert">
            {box.refusal}
          </Alert>
        )}
        <TextArea
          name="text"
          label={texts.label}
          value={box.text}
          onChange={(event) => box.change(event.target.value)}
          helperText={helper}
          error={problem !== null}
          disabled={box.sending}
          minRows={3}
          maxRows={12}
        />
        <div>
          <Button type="submit" variant="contained" disabled={box.sending}>
            {box.sending ? (texts.sending ?? texts.submit) : texts.submit}
          </Button>
        </div>
      </Stack>
      {leaveDialog}
    </Box>
  );
}

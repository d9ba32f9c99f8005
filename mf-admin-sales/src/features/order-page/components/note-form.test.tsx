import type { AdminOrderPage, OrderEvent } from '@storefront/shared/contract/orders';
import { jsonResponse } from '@storefront/shared/testing';
import { renderAdminList } from '@storefront/shared/testing/admin-app';
import { type ApiCall, deferred, stubApi } from '@storefront/shared/testing/stub-api';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeOrderPage } from '../../../testing/fixtures';
import { timelineItems } from '../../../testing/order-page';

/** The page as the server keeps it: an accepted note is in the next GET's timeline. */
function stub(noteAnswer?: (call: ApiCall, note: OrderEvent) => Response | Promise<Response>) {
  let current: AdminOrderPage = makeOrderPage();
  return stubApi({
    'GET /admin/orders/1': () => jsonResponse(200, current),
    'POST /admin/orders/1/notes': async (call) => {
      const note: OrderEvent = {
        kind: 'note',
        at: '2026-05-03T09:00:00Z',
        author: 'boss',
        note_id: 9,
        text: (call.body as { text: string }).text.trim(),
      };
      const answer = await (noteAnswer?.(call, note) ?? jsonResponse(201, note));
      if (answer.ok) current = { ...current, timeline: [...current.timeline, note] };
      return answer;
    },
  });
}

const field = () => screen.getByRole('textbox', { name: 'Заметка' });
const add = () => screen.getByRole('button', { name: 'Добавить заметку' });

/** The page with its note box, and a user to type into it. */
async function openPage() {
  const user = userEvent.setup();
  await renderAdminList('/admin/orders/1', 'История заказа');
  return user;
}

describe("an order's note", () => {
  it('says who sees notes, counts the characters, and refuses an empty one without sending', async () => {
    const api = stub();
    const user = await openPage();
    expect(screen.getByRole('form', { name: 'Новая заметка' })).toBeInTheDocument();
    expect(field()).toHaveAccessibleDescription(
      'Символов: 0 из 2000 Заметки видят только сотрудники',
    );
    await user.type(field(), '   ');
    await user.click(add());
    expect(screen.getByText('Введите текст заметки')).toBeInTheDocument();
    expect(field()).toHaveAttribute('aria-invalid', 'true');
    expect(field()).toHaveFocus();
    expect(field()).toHaveAccessibleDescription(/^Введите текст заметки/);
    expect(api.to('POST', '/admin/orders/1/notes')).toHaveLength(0);
  });

  it('refuses a note over 2000 characters before sending, and accepts 2000', async () => {
    const api = stub();
    const user = await openPage();
    await user.click(field());
    await user.paste(`  ${'я'.repeat(2001)}  `);
    expect(
      screen.getByText('Заметка длиннее 2000 символов (2001): сократите её'),
    ).toBeInTheDocument();
    await user.click(add());
    expect(api.to('POST', '/admin/orders/1/notes')).toHaveLength(0);
    await user.type(field(), '{Backspace}{Backspace}{Backspace}');
    expect(screen.getByText('Символов: 2000 из 2000')).toBeInTheDocument();
    await user.click(add());
    await waitFor(() => expect(api.to('POST', '/admin/orders/1/notes')).toHaveLength(1));
  });

  it('sends once on a double click, then empties the box and shows the note in the history', async () => {
    const later = deferred();
    const api = stub(() => later.respond());
    const user = await openPage();
    await user.type(field(), '  Покупатель просит{Enter}перезвонить  ');
    const loads = api.to('GET', '/admin/orders/1').length;
    await user.dblClick(add());
    expect(add()).toBeDisabled();
    // A submit that gets past the disabled button (two presses within one frame) sends nothing.
    fireEvent.submit(screen.getByRole('form', { name: 'Новая заметка' }));
    const posts = api.to('POST', '/admin/orders/1/notes');
    expect(posts).toHaveLength(1);
    expect(posts[0]?.body).toEqual({ text: 'Покупатель просит\nперезвонить' });
    later.answer(
      jsonResponse(201, {
        kind: 'note',
        at: '2026-05-03T09:00:00Z',
        author: 'boss',
        note_id: 9,
        text: 'Покупатель просит\nперезвонить',
      }),
    );
    expect(await screen.findByText('Заметка добавлена')).toBeInTheDocument();
    await waitFor(() => expect(timelineItems()).toHaveLength(7));
    const note = timelineItems()[6] as HTMLElement;
    expect(within(note).getByText('Заметка')).toBeInTheDocument();
    expect(within(note).getByText(/Покупатель просит/).textContent).toBe(
      'Покупатель просит\nперезвонить',
    );
    expect(field()).toHaveValue('');
    expect(add()).toBeEnabled();
    await waitFor(() => expect(field()).toHaveFocus());
    expect(api.to('POST', '/admin/orders/1/notes')).toHaveLength(1);
    // The page is read again after the note.
    await waitFor(() => expect(api.to('GET', '/admin/orders/1').length).toBeGreaterThan(loads));
  });

  it("shows the server's detail when it refuses the note, and keeps the text", async () => {
    stub(() => jsonResponse(400, { detail: 'Заметка не должна содержать управляющих символов' }));
    const user = await openPage();
    await user.type(field(), 'Текст');
    await user.click(add());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Заметка не должна содержать управляющих символов',
    );
    expect(field()).toHaveValue('Текст');
    expect(timelineItems()).toHaveLength(6);
  });
});

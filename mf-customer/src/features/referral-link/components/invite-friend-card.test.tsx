import { jsonResponse } from '@storefront/shared/testing';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeReferralCode } from '../../../testing/fixtures';
import { renderCustomerApp } from '../../../testing/render-customer-app';
import { FIRST_LOAD, findPageText, stubFinanceApi } from '../../../testing/shop-api';
import { COPIED_MS } from '../hooks/use-copy';

const LINK = 'http://localhost/register?ref=ANNA2026';

async function openInvite() {
  renderCustomerApp('/user/finance');
  await screen.findByRole('heading', { name: 'Пригласить друга' }, FIRST_LOAD);
  return screen.findByRole('textbox', { name: 'Ссылка для приглашения' });
}

/** userEvent.setup() installs its own clipboard stub; ours replaces it after. */
function setClipboard(writeText: ((text: string) => Promise<void>) | undefined) {
  Object.defineProperty(navigator, 'clipboard', {
    value: writeText ? { writeText } : undefined,
    configurable: true,
  });
}

describe("'Пригласить друга'", () => {
  it('shows the own code and the registration link, from the one idempotent call', async () => {
    const api = stubFinanceApi();
    await openInvite();
    expect(screen.getByTestId('referral-code')).toHaveTextContent('ANNA2026');
    expect(screen.getByRole('textbox', { name: 'Ссылка для приглашения' })).toHaveValue(LINK);
    expect(api.to('POST', '/referrals/my-code')).toHaveLength(1);
    expect(screen.queryByText(/Код отключён/)).not.toBeInTheDocument();
  });

  it('copies the link and confirms it, then the confirmation goes', async () => {
    stubFinanceApi();
    const writeText = jest.fn(() => Promise.resolve());
    setClipboard(writeText);
    await openInvite();
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    try {
      await act(async () => screen.getByRole('button', { name: 'Копировать' }).click());
      expect(writeText).toHaveBeenCalledWith(LINK);
      expect(screen.getByText('Ссылка скопирована')).toHaveAttribute('role', 'status');
      act(() => jest.advanceTimersByTime(COPIED_MS));
      expect(screen.queryByText('Ссылка скопирована')).not.toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it.each([
    ['refuses', () => Promise.reject(new DOMException('denied', 'NotAllowedError'))],
    ['is missing', undefined],
  ])('selects the link for a manual copy when the clipboard %s', async (_, writeText) => {
    stubFinanceApi();
    const user = userEvent.setup();
    setClipboard(writeText);
    const field = (await openInvite()) as HTMLInputElement;
    await user.click(screen.getByRole('button', { name: 'Копировать' }));
    expect(await screen.findByText(/ссылка выделена, скопируйте её вручную/)).toBeInTheDocument();
    expect(field).toHaveFocus();
    expect([field.selectionStart, field.selectionEnd]).toEqual([0, LINK.length]);
  });

  it('warns when an administrator has turned the code off', async () => {
    stubFinanceApi({
      'POST /referrals/my-code': jsonResponse(200, makeReferralCode({ is_active: false })),
    });
    await openInvite();
    expect(screen.getByText(/Код отключён администратором/)).toBeInTheDocument();
  });

  it('says when the code could not be had, and asks again on retry', async () => {
    let fail = true;
    const api = stubFinanceApi({
      'POST /referrals/my-code': () =>
        fail ? jsonResponse(503, {}) : jsonResponse(201, makeReferralCode({ code: 'NEW1' })),
    });
    const user = userEvent.setup();
    renderCustomerApp('/user/finance');
    expect(await findPageText('Не удалось получить ваш реферальный код.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Повторить' }));
    await waitFor(() => expect(screen.getByTestId('referral-code')).toHaveTextContent('NEW1'));
    expect(api.to('POST', '/referrals/my-code')).toHaveLength(2);
  });

  it("says what the running program's invitation earns", async () => {
    stubFinanceApi({
      'POST /referrals/my-code': jsonResponse(200, makeReferralCode({ reward_amount: 500 })),
    });
    await openInvite();
    const card = screen.getByRole('region', { name: 'Пригласить друга' });
    expect(card).toHaveTextContent(
      /^Пригласить другаОтправьте другу ссылку: он зарегистрируется по ней, а вы получите 500\s₽, когда будет выполнен его первый платный заказ\./,
    );
  });

  it.each([
    ['no program runs', null],
    ['the program pays nothing', 0],
  ])('promises no reward when %s, and still gives the link', async (_, reward) => {
    stubFinanceApi({
      'POST /referrals/my-code': jsonResponse(200, makeReferralCode({ reward_amount: reward })),
    });
    const field = await openInvite();
    expect(field).toHaveValue(LINK);
    const card = screen.getByRole('region', { name: 'Пригласить друга' });
    expect(card).toHaveTextContent(
      'Сейчас приглашения не вознаграждаются: друг может зарегистрироваться по ссылке, но вознаграждения за него не будет.',
    );
    expect(card).not.toHaveTextContent(/вы получите/);
  });
});

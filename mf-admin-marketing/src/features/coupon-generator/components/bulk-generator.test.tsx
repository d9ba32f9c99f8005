import { jsonResponse } from '@storefront/shared/testing';
import { renderAdminApp } from '@storefront/shared/testing/admin-app';
import { type ApiCall, type Routes, stubApi } from '@storefront/shared/testing/stub-api';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { couponStats, makeCoupon } from '../../../testing/fixtures';

type User = ReturnType<typeof userEvent.setup>;

function stub(create: Routes[string]) {
  return stubApi({
    'GET /coupons/stats': jsonResponse(200, couponStats),
    'POST /coupons/coupons': create,
  });
}

async function open() {
  const user = userEvent.setup();
  renderAdminApp('/admin/coupons?tab=generate');
  await screen.findByRole('form', { name: 'Генерация купонов' });
  return user;
}

async function generate(user: User, count: string, prefix: string) {
  await user.clear(screen.getByLabelText('Количество'));
  if (count) await user.type(screen.getByLabelText('Количество'), count);
  await user.clear(screen.getByLabelText('Префикс'));
  if (prefix) await user.type(screen.getByLabelText('Префикс'), prefix);
  await user.click(screen.getByRole('button', { name: 'Сгенерировать' }));
}

const form = () => screen.getByRole('form', { name: 'Генерация купонов' });

describe('bulk generator', () => {
  it('starts at 10 percentage coupons of 10%', async () => {
    stub(jsonResponse(201, makeCoupon()));
    await open();
    expect(screen.getByLabelText('Количество')).toHaveValue(10);
    expect(screen.getByRole('radio', { name: 'Процент' })).toBeChecked();
    expect(screen.getByLabelText('Размер скидки, %')).toHaveValue('10');
  });

  it.each([
    ['', 'SALE', 'Пожалуйста, заполните количество и префикс'],
    ['5', '', 'Пожалуйста, заполните количество и префикс'],
    ['0', 'SALE', 'Количество должно быть от 1 до 100'],
    ['101', 'SALE', 'Количество должно быть от 1 до 100'],
    ['2', 'SA-LE', 'Префикс должен содержать только латинские буквы и цифры'],
  ])('count "%s", prefix "%s": "%s", nothing sent', async (count, prefix, message) => {
    const api = stub(jsonResponse(201, makeCoupon()));
    const user = await open();
    await generate(user, count, prefix);
    expect(within(form()).getByRole('alert')).toHaveTextContent(message);
    expect(api.to('POST', '/coupons/coupons')).toHaveLength(0);
  });

  it('uppercases the prefix and sends PREFIX001.. one after another, with a progress bar', async () => {
    let inFlight = 0;
    let most = 0;
    const api = stub(async (call: ApiCall) => {
      inFlight += 1;
      most = Math.max(most, inFlight);
      await new Promise((resolve) => setTimeout(resolve, 20));
      inFlight -= 1;
      return jsonResponse(201, makeCoupon({ code: (call.body as { code: string }).code }));
    });
    const user = await open();
    await user.type(screen.getByLabelText('Описание'), ' ');
    await generate(user, '3', 'sale');
    expect(screen.getByLabelText('Префикс')).toHaveValue('SALE');
    const progress = await screen.findByRole('progressbar', { name: 'Ход генерации' });
    expect(progress).toBeInTheDocument();
    expect(await screen.findByText('Успешно создано 3 из 3 купонов!')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar', { name: 'Ход генерации' })).not.toBeInTheDocument();
    expect(most).toBe(1);
    const bodies = api.to('POST', '/coupons/coupons').map((c) => c.body as Record<string, unknown>);
    expect(bodies.map((b) => b.code)).toEqual(['SALE001', 'SALE002', 'SALE003']);
    expect(bodies[0]).toEqual({
      code: 'SALE001',
      name: 'SALE 1',
      description: 'Купон SALE001',
      coupon_type: 'percentage',
      discount_value: 10,
      minimum_purchase_amount: 0,
      maximum_discount_amount: null,
      usage_limit: 1,
      usage_limit_per_user: 1,
      valid_from: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      valid_until: null,
      is_public: true,
      requires_approval: false,
      auto_apply: false,
      stackable: false,
    });
  });

  it('shows how far the run is while it runs', async () => {
    const answers: ((r: Response) => void)[] = [];
    stub(() => new Promise<Response>((resolve) => answers.push(resolve)));
    const user = await open();
    await generate(user, '2', 'X');
    expect(await screen.findByText('Генерация купонов... Обработано 0 из 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Сгенерировать' })).toBeDisabled();
    answers.shift()?.(jsonResponse(201, makeCoupon()));
    expect(await screen.findByText('Генерация купонов... Обработано 1 из 2')).toBeInTheDocument();
    await waitFor(() => expect(answers).toHaveLength(1));
    answers.shift()?.(jsonResponse(201, makeCoupon()));
    expect(await screen.findByText('Успешно создано 2 из 2 купонов!')).toBeInTheDocument();
  });

  it('counts the refused ones out and still says how many were made', async () => {
    const api = stub(({ body }: ApiCall) =>
      (body as { code: string }).code === 'VIP002'
        ? jsonResponse(400, { detail: 'Купон с кодом VIP002 уже существует' })
        : jsonResponse(201, makeCoupon()),
    );
    const user = await open();
    await user.type(screen.getByLabelText('Описание'), 'Для своих');
    await user.click(screen.getByRole('radio', { name: 'Фиксированная сумма' }));
    await user.clear(screen.getByLabelText('Размер скидки, ₽'));
    await user.type(screen.getByLabelText('Размер скидки, ₽'), '250');
    await generate(user, '3', 'vip');
    expect(await screen.findByText('Успешно создано 2 из 3 купонов!')).toBeInTheDocument();
    const bodies = api.to('POST', '/coupons/coupons').map((c) => c.body as Record<string, unknown>);
    expect(bodies).toHaveLength(3);
    expect(bodies[2]).toMatchObject({
      code: 'VIP003',
      description: 'Для своих',
      coupon_type: 'fixed',
      discount_value: 250,
    });
  });
});

import { jsonResponse } from '@storefront/shared/testing';
import { location, renderAdminApp } from '@storefront/shared/testing/admin-app';
import { page } from '@storefront/shared/testing/fixtures';
import { never, type Routes, stubApi } from '@storefront/shared/testing/stub-api';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeProgram, makeReferral, referralStats } from '../../testing/fixtures';

function stub(overrides: Routes = {}) {
  return stubApi({
    'GET /referrals/stats': jsonResponse(200, referralStats),
    'GET /referrals/programs': jsonResponse(200, page('programs', [makeProgram()])),
    'GET /referrals/referrals': jsonResponse(200, page('referrals', [makeReferral()])),
    'GET /referrals/codes': never,
    ...overrides,
  });
}

const card = (name: string) => screen.getByRole('group', { name });

describe('/admin/referrals', () => {
  it('shows the four cards: conversion in percent, rewards in roubles, the top referrer', async () => {
    stub();
    renderAdminApp('/admin/referrals');
    const top = await screen.findByRole('group', { name: 'Лучший реферер' });
    expect(await within(top).findByText('anna')).toBeInTheDocument();
    expect(card('Программы')).toHaveTextContent('Программы3Активных: 2');
    expect(card('Рефералы')).toHaveTextContent(/^Рефералы40Конверсия: 12,5\s%$/);
    expect(card('Выплачено вознаграждений')).toHaveTextContent(/1\s500\s₽$/);
  });

  it("says 'Нет' when there is no top referrer", async () => {
    stub({ 'GET /referrals/stats': jsonResponse(200, { ...referralStats, top_referrer: null }) });
    renderAdminApp('/admin/referrals');
    const top = await screen.findByRole('group', { name: 'Лучший реферер' });
    expect(await within(top).findByText('Нет')).toBeInTheDocument();
  });

  it('overview: the latest programs and referrals, five of each', async () => {
    const api = stub();
    renderAdminApp('/admin/referrals');
    const programs = await screen.findByRole('list', { name: 'Последние программы' });
    expect(programs).toHaveTextContent('Приведи друга');
    expect(programs).toHaveTextContent('Активна');
    expect(programs).toHaveTextContent('Вознаграждение: 100 ₽');
    const referrals = await screen.findByRole('list', { name: 'Последние рефералы' });
    expect(referrals).toHaveTextContent('anna → boris');
    expect(api.to('GET', '/referrals/programs')[0]?.query.get('size')).toBe('5');
    expect(api.to('GET', '/referrals/referrals')[0]?.query.get('size')).toBe('5');
  });

  it("a failed load says 'Ошибка загрузки данных'", async () => {
    stub({
      'GET /referrals/stats': jsonResponse(500, {}),
      'GET /referrals/programs': jsonResponse(503, {}),
    });
    renderAdminApp('/admin/referrals');
    expect(await screen.findAllByText('Ошибка загрузки данных')).toHaveLength(2);
    expect(card('Программы')).toHaveTextContent('Программы—');
  });

  it('has four tabs kept in the URL; the create button belongs to the programs tab', async () => {
    stub({ 'GET /referrals/stats': never });
    const user = userEvent.setup();
    renderAdminApp('/admin/referrals');
    await screen.findByRole('tab', { name: 'Обзор' });
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'Обзор',
      'Программы',
      'Коды',
      'Рефералы',
    ]);
    expect(screen.queryByRole('button', { name: 'Создать программу' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Программы' }));
    expect(location()).toBe('/admin/referrals?tab=programs');
    expect(screen.getByRole('button', { name: 'Создать программу' })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Коды' }));
    expect(location()).toBe('/admin/referrals?tab=codes');
    await user.click(screen.getByRole('tab', { name: 'Обзор' }));
    expect(location()).toBe('/admin/referrals');
  });

  it('opens the tab of the URL (reload)', async () => {
    stub({ 'GET /referrals/stats': never, 'GET /referrals/referrals': never });
    renderAdminApp('/admin/referrals?tab=referrals&search=bo');
    expect(await screen.findByRole('tab', { name: 'Рефералы' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('searchbox', { name: 'Поиск рефералов' })).toHaveValue('bo');
  });
});

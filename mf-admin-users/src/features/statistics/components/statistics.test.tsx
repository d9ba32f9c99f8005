import { jsonResponse } from '@storefront/shared/testing';
import { renderAdminApp } from '@storefront/shared/testing/admin-app';
import { never, stubApi } from '@storefront/shared/testing/stub-api';
import { screen, within } from '@testing-library/react';
import { activityStats, userStats } from '../../../testing/activity-fixtures';

const counter = (label: string) => screen.getByRole('group', { name: label });

describe('/admin/statistics', () => {
  it('shows a dash in every counter while loading', async () => {
    stubApi({
      'GET /admin/users/stats': never,
      'GET /admin/activities/stats': never,
      'GET /tasks/stats': never,
    });
    renderAdminApp('/admin/statistics');
    await screen.findByRole('heading', { name: 'Статистика' });
    for (const label of [
      'Всего задач',
      'Выполнено',
      'Просрочено',
      'Всего пользователей',
      'Всего событий',
    ]) {
      expect(counter(label)).toHaveTextContent(`${label}—`);
    }
  });

  it('fills each block as its figures arrive, a failed one keeps its dashes', async () => {
    stubApi({
      'GET /admin/users/stats': jsonResponse(200, userStats),
      'GET /admin/activities/stats': jsonResponse(200, activityStats()),
      'GET /tasks/stats': jsonResponse(503, {}),
    });
    renderAdminApp('/admin/statistics');
    expect(await screen.findByText('100 500')).toBeInTheDocument();
    expect(counter('Активные')).toHaveTextContent('90 000');
    expect(counter('Администраторы')).toHaveTextContent('3');
    expect(counter('Входов сегодня')).toHaveTextContent('17');
    expect(counter('За месяц')).toHaveTextContent('300');
    const common = screen.getByRole('list', { name: 'Частые действия' });
    expect(within(common).getByText('Вход')).toBeInTheDocument();
    expect(within(common).getByText('something_new')).toBeInTheDocument();
    const tasks = screen.getByRole('region', { name: 'Задачи' });
    expect(await within(tasks).findByText('Не удалось загрузить данные.')).toBeInTheDocument();
    expect(counter('Просрочено')).toHaveTextContent('Просрочено—');
  });

  it('shows the task figures', async () => {
    stubApi({
      'GET /admin/users/stats': never,
      'GET /admin/activities/stats': never,
      'GET /tasks/stats': jsonResponse(200, {
        total_tasks: 12,
        completed_tasks: 7,
        overdue_tasks: 2,
      }),
    });
    renderAdminApp('/admin/statistics');
    expect(await screen.findByText('12')).toBeInTheDocument();
    expect(counter('Выполнено')).toHaveTextContent('7');
    expect(counter('Просрочено')).toHaveTextContent('2');
  });
});

import { jsonResponse } from '@storefront/shared/testing';
import { renderAdminApp } from '@storefront/shared/testing/admin-app';
import { inEnglish } from '@storefront/shared/testing/english';
import { never, stubApi } from '@storefront/shared/testing/stub-api';
import { screen, within } from '@testing-library/react';
import { activityStats, userStats } from '../../../testing/activity-fixtures';

const counter = (label: string) => screen.getByRole('group', { name: label });

inEnglish();

describe('/admin/statistics in English', () => {
  it('names every block and counter, numbers written the English way', async () => {
    stubApi({
      'GET /admin/users/stats': jsonResponse(200, userStats),
      'GET /admin/activities/stats': jsonResponse(
        200,
        activityStats({ most_common_actions: [{ action: 'login', count: 9000 }] }),
      ),
      'GET /tasks/stats': never,
    });
    renderAdminApp('/admin/statistics');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Statistics');
    expect(await screen.findByText('100,500')).toBeInTheDocument();
    expect(counter('Total users')).toHaveTextContent('100,500');
    expect(counter('Active')).toHaveTextContent('90,000');
    expect(counter('Administrators')).toHaveTextContent('3');
    expect(counter('Sign-ins today')).toHaveTextContent('17');
    expect(counter('Total events')).toHaveTextContent('1,234');
    expect(counter('This month')).toHaveTextContent('300');
    expect(counter('Total tasks')).toHaveTextContent('Total tasks—');
    expect(screen.getByRole('region', { name: 'Tasks' })).toBeInTheDocument();
    const common = screen.getByRole('list', { name: 'Most common actions' });
    expect(within(common).getByText('Signed in')).toBeInTheDocument();
    expect(common).toHaveTextContent('9,000');
  });

  it('says a block could not load', async () => {
    stubApi({
      'GET /admin/users/stats': never,
      'GET /admin/activities/stats': never,
      'GET /tasks/stats': jsonResponse(503, {}),
    });
    renderAdminApp('/admin/statistics');
    const tasks = await screen.findByRole('region', { name: 'Tasks' });
    expect(await within(tasks).findByText("Couldn't load the data.")).toBeInTheDocument();
  });
});

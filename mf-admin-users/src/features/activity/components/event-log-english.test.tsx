import type { Activity } from '@storefront/shared/contract/activities';
import { jsonResponse } from '@storefront/shared/testing';
import { renderAdminApp } from '@storefront/shared/testing/admin-app';
import { inEnglish } from '@storefront/shared/testing/english';
import { stubApi } from '@storefront/shared/testing/stub-api';
import { screen, within } from '@testing-library/react';
import { activity } from '../../../testing/activity-fixtures';

const CYRILLIC = /[\u0400-\u04FF]/;

function stub(activities: Activity[], total = activities.length) {
  return stubApi({
    'GET /admin/activities': jsonResponse(200, { activities, total, page: 1, size: 20, pages: 1 }),
  });
}

inEnglish();

describe('the event log in English', () => {
  it('writes each row from translated names, never the stored Russian description', async () => {
    stub(
      [
        activity(),
        activity({
          id: 2,
          action: 'role_change',
          description: 'Изменение роли пользователя',
          resource_type: 'user',
          resource_id: '52',
          metadata_json: { username: 'olga', role: { from: 'executor', to: 'staff' } },
        }),
        activity({
          id: 3,
          action: 'city_update',
          description: 'Изменение города',
          resource_type: 'city',
          resource_id: '21',
          metadata_json: { resource_name: 'Tver' },
        }),
        activity({ id: 4, action: 'file_upload', resource_type: 'file', resource_id: 'a1b2.png' }),
        activity({
          id: 5,
          action: 'order_cancel',
          description: 'Отмена заказа',
          resource_type: 'order',
          resource_id: '21',
          metadata_json: { resource_name: '№ 1011' },
        }),
      ],
      1234,
    );
    renderAdminApp('/admin/logs');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Event log');
    const items = await screen.findAllByRole('listitem');
    expect(screen.getByRole('list', { name: 'Events' })).toBeInTheDocument();
    expect(items[0]).toHaveTextContent(/06\/05\/2026, \d\d:08:09/);
    expect(within(items[0] as HTMLElement).getAllByText('Signed in')).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Resource: System · IP: 10.0.0.1');
    expect(items[1]).toHaveTextContent('Role changed: User #52 “olga”');
    expect(within(items[1] as HTMLElement).getByText('Data')).toBeInTheDocument();
    expect(items[2]).toHaveTextContent('City updated: City #21 “Tver”');
    expect(items[3]).toHaveTextContent('File uploaded: File a1b2.png');
    // An order is named by its number, written as the language writes it: not '“№ 1011”'.
    expect(items[4]).toHaveTextContent('Order canceled: Order No. 1011');
    expect(items[4]).toHaveTextContent('Resource: Order No. 1011 · IP');
    for (const item of items) {
      const { textContent } = item.cloneNode(true) as HTMLElement;
      // The metadata is the API's record as it is; everything else is translated.
      expect(textContent?.replace(/\{[\s\S]*\}/, '')).not.toMatch(CYRILLIC);
    }
    expect(screen.getByText('1,234 events')).toBeInTheDocument();
  });

  it("names the service's actions and resources (issue 15)", async () => {
    stub([
      activity({ action: 'discount_delete', resource_type: 'discount', resource_id: '4' }),
      activity({ id: 2, action: 'ticket_reply', resource_type: 'ticket', resource_id: '9' }),
      activity({ id: 3, action: 'review_reject', resource_type: 'review', resource_id: '12' }),
      activity({ id: 4, action: 'settings_update', resource_type: 'settings', resource_id: '1' }),
    ]);
    renderAdminApp('/admin/logs');
    const items = await screen.findAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Discount deleted: Discount #4');
    expect(items[1]).toHaveTextContent('Reply in a ticket: Ticket #9');
    expect(items[2]).toHaveTextContent('Review rejected: Review #12');
    expect(items[3]).toHaveTextContent('Shop settings changed: Shop settings #1');
    for (const item of items) expect(item.textContent).not.toMatch(CYRILLIC);
  });

  it('says "1 event" for one', async () => {
    stub([activity()], 1);
    renderAdminApp('/admin/logs');
    expect(await screen.findByText('1 event')).toBeInTheDocument();
  });

  it('labels the filters and says when nothing matches', async () => {
    stub([]);
    renderAdminApp('/admin/logs?action=login');
    expect(await screen.findByText('No events found')).toBeInTheDocument();
    const action = screen.getByLabelText('Action');
    expect(action).toHaveValue('login');
    expect(within(action).getByRole('option', { name: 'All actions' })).toBeInTheDocument();
    expect(within(action).getByRole('option', { name: 'Coupon applied' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'User' })).toHaveAttribute(
      'placeholder',
      'Username',
    );
    expect(screen.getByLabelText('From')).toBeInTheDocument();
    expect(screen.getByLabelText('To')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reset' })).toBeInTheDocument();
  });
});

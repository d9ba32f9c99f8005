import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { activities } from '../../../../../../src/db/schema/index.ts';
import { utcPeriodStarts } from '../../../../../../src/lib/instants.ts';
import { type Account, createAccount, newAdmin } from '../../../../../helpers/accounts.ts';
import { useApp } from '../../../../../helpers/app.ts';
import { rows } from '../../../../../helpers/database-state.ts';
import { backends } from '../../../../../helpers/databases.ts';

const LOG = '/api/v1/admin/activities';

interface ActivityJson {
  id: number;
  user_id: number | null;
  username: string | null;
  action: string;
  created_at: string;
  metadata_json: Record<string, unknown> | null;
}

for (const backend of backends()) {
  describe(`the event log and statistics [${backend}]`, () => {
    const ctx = useApp(backend);
    let root: Account;
    let actor: Account;
    const get = (url: string) => ctx.app.inject({ url, headers: root.headers });
    const list = async (query: string): Promise<ActivityJson[]> => {
      const res = await get(`${LOG}?size=100&${query}`);
      assert.equal(res.statusCode, 200, res.body);
      return res.json().activities;
    };
    /** Log entries with a made-up action name and chosen times, to test filters exactly. */
    async function seed(action: string, userId: number | null, times: string[]) {
      for (const at of times) {
        await ctx.app.db.insert(activities).values({
          userId,
          action,
          description: 'тест',
          createdAt: new Date(at),
          metadataJson: { at },
        });
      }
    }

    before(async () => {
      root = await newAdmin(ctx.app);
      actor = await createAccount(ctx.app, {
        role: 'admin',
        username: `Админ-${randomBytes(2).toString('hex')}`,
      });
    });

    it('lists the actions just done, newest first, with who did them and the metadata', async () => {
      const created = await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/admin/users',
        headers: actor.headers,
        payload: {
          username: `new-${randomBytes(3).toString('hex')}`,
          password: 'secret',
          role: 'staff',
        },
      });
      const id = created.json().id;
      await ctx.app.inject({
        method: 'POST',
        url: `/api/v1/admin/users/${id}/deactivate`,
        headers: actor.headers,
      });
      const res = await get(`${LOG}?size=2`);
      const body = res.json();
      assert.deepEqual(Object.keys(body).sort(), ['activities', 'page', 'pages', 'size', 'total']);
      const [last, first] = body.activities as ActivityJson[];
      assert.equal(last?.action, 'user_deactivate');
      assert.equal(first?.action, 'user_create');
      assert.equal(last?.username, actor.username);
      assert.equal(last?.user_id, actor.id);
      assert.deepEqual(last?.metadata_json?.after, { role: 'customer', is_active: false });
      assert.ok(Date.parse(last?.created_at ?? '') >= Date.parse(first?.created_at ?? ''));
      const [count] = await rows<{ n: number }>(
        ctx.app,
        sql`SELECT count(*)::int AS n FROM activities`,
      );
      assert.equal(body.total, count?.n);
    });

    it('filters by action, user id and part of the login (any case)', async () => {
      const action = `test_${randomBytes(3).toString('hex')}`;
      const other = await createAccount(ctx.app);
      await seed(action, actor.id, ['2024-03-01T10:00:00Z', '2024-03-02T10:00:00Z']);
      await seed(action, other.id, ['2024-03-03T10:00:00Z']);
      assert.deepEqual(
        (await list(`action=${action}`)).map((a) => a.created_at),
        ['2024-03-03T10:00:00.000Z', '2024-03-02T10:00:00.000Z', '2024-03-01T10:00:00.000Z'],
      );
      assert.equal((await list(`action=${action}&user_id=${other.id}`)).length, 1);
      const part = encodeURIComponent(actor.username.slice(0, 7).toUpperCase());
      const byName = await list(`action=${action}&username=${part}`);
      assert.deepEqual(
        byName.map((a) => a.username),
        [actor.username, actor.username],
      );
      const paged = (await get(`${LOG}?action=${action}&size=2&page=2`)).json();
      assert.deepEqual([paged.total, paged.pages, paged.activities.length], [3, 2, 1]);
    });

    it('filters by dates: a date alone is the whole day (UTC), date-times are exact', async () => {
      const action = `test_${randomBytes(3).toString('hex')}`;
      await seed(action, null, [
        '2024-05-09T23:59:59Z',
        '2024-05-10T00:00:00Z',
        '2024-05-10T23:59:59Z',
        '2024-05-11T00:00:00Z',
      ]);
      const times = async (query: string) =>
        (await list(`action=${action}&${query}`)).map((a) => a.created_at.slice(0, 19)).reverse();
      assert.deepEqual(await times('date_from=2024-05-10&date_to=2024-05-10'), [
        '2024-05-10T00:00:00',
        '2024-05-10T23:59:59',
      ]);
      assert.deepEqual(await times('date_from=2024-05-10T12:00'), [
        '2024-05-10T23:59:59',
        '2024-05-11T00:00:00',
      ]);
      assert.deepEqual(await times(`date_to=${encodeURIComponent('2024-05-10T03:00+03:00')}`), [
        '2024-05-09T23:59:59',
      ]);
      const anonymous = await list(`action=${action}`);
      assert.equal(anonymous[0]?.username, null);
    });

    const bad: [string, string, string][] = [
      ['a date that does not exist', 'date_from=2024-02-30', 'value_error'],
      ['words for a date', 'date_to=yesterday', 'string_pattern_mismatch'],
      ['a negative page', 'page=-1', 'greater_than_equal'],
      ['size over 100', 'size=101', 'less_than_equal'],
      ['a user id that is not a number', 'user_id=me', 'integer_type'],
      ['an unknown parameter', 'sort=asc', 'extra_forbidden'],
    ];
    for (const [name, query, type] of bad) {
      it(`answers 422 for ${name}`, async () => {
        const res = await get(`${LOG}?${query}`);
        assert.equal(res.statusCode, 422);
        assert.equal(res.json().detail[0].type, type);
        assert.equal(res.json().detail[0].loc[0], 'query');
      });
    }

    it('GET /admin/users/{id}/activities lists that user’s actions only; unknown user 404', async () => {
      const action = `test_${randomBytes(3).toString('hex')}`;
      const someone = await createAccount(ctx.app);
      await seed(action, someone.id, ['2024-01-01T00:00:00Z', '2024-01-02T00:00:00Z']);
      const res = await get(`/api/v1/admin/users/${someone.id}/activities?size=1`);
      assert.equal(res.statusCode, 200);
      const body = res.json();
      assert.deepEqual([body.total, body.pages, body.size], [2, 2, 1]);
      assert.equal(body.activities[0].created_at, '2024-01-02T00:00:00.000Z');
      assert.equal(body.activities[0].user_id, someone.id);
      const missing = await get('/api/v1/admin/users/2000000000/activities');
      assert.equal(missing.statusCode, 404);
      assert.deepEqual(missing.json(), { detail: 'Пользователь не найден' });
    });

    it('GET /admin/activities/stats counts by UTC period and names the common actions', async () => {
      const old = new Date(Date.now() - 70 * 86_400_000).toISOString();
      await seed('test_old', null, [old]);
      const res = await get(`${LOG}/stats`);
      assert.equal(res.statusCode, 200);
      const stats = res.json();
      const periods = utcPeriodStarts();
      const [expected] = await rows<Record<string, number>>(
        ctx.app,
        sql`SELECT count(*)::int AS total,
          (count(*) FILTER (WHERE created_at >= ${periods.today.toISOString()}))::int AS today,
          (count(*) FILTER (WHERE created_at >= ${periods.week.toISOString()}))::int AS week,
          (count(*) FILTER (WHERE created_at >= ${periods.month.toISOString()}))::int AS month
          FROM activities`,
      );
      assert.deepEqual(
        [
          stats.total_activities,
          stats.activities_today,
          stats.activities_this_week,
          stats.activities_this_month,
        ],
        [expected?.total, expected?.today, expected?.week, expected?.month],
      );
      assert.ok(stats.activities_this_month < stats.total_activities);
      const top = await rows<{ action: string; count: number }>(
        ctx.app,
        sql`SELECT action, count(*)::int AS count FROM activities GROUP BY action ORDER BY 2 DESC, 1 LIMIT 5`,
      );
      assert.deepEqual(stats.most_common_actions, top);
      assert.equal(stats.recent_activities.length, 10);
      const newest = (await get(`${LOG}?size=10`)).json().activities;
      assert.deepEqual(stats.recent_activities, newest);
    });

    it('GET /admin/stats answers the users, activities and tasks statistics in one', async () => {
      const res = await get('/api/v1/admin/stats');
      assert.equal(res.statusCode, 200);
      const body = res.json();
      assert.deepEqual(Object.keys(body).sort(), ['activities', 'tasks', 'users']);
      assert.deepEqual(body.users, (await get('/api/v1/admin/users/stats')).json());
      assert.deepEqual(body.tasks, { total_tasks: 0, completed_tasks: 0, overdue_tasks: 0 });
      assert.equal(
        body.activities.total_activities,
        (await get(`${LOG}/stats`)).json().total_activities,
      );
    });
  });
}

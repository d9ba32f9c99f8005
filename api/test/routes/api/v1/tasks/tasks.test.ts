import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { and, eq } from 'drizzle-orm';
import { activities, tasks } from '../../../../../src/db/schema/index.ts';
import { type Account, createAccount, newAdmin } from '../../../../helpers/accounts.ts';
import { useApp } from '../../../../helpers/app.ts';
import { databaseState } from '../../../../helpers/database-state.ts';
import { backends } from '../../../../helpers/databases.ts';

const URL = '/api/v1/tasks';
const DAY = 86_400_000;
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();

for (const backend of backends()) {
  describe(`/api/v1/tasks [${backend}]`, () => {
    const ctx = useApp(backend);
    let admin: Account;
    let staff: Account;
    let executor: Account;
    let colleague: Account;
    const { call } = ctx;
    const create = async (payload: object, who: Account = staff) => {
      const res = await call(who, 'POST', URL, payload);
      assert.equal(res.statusCode, 201, res.body);
      return res.json();
    };

    before(async () => {
      admin = await newAdmin(ctx.app);
      staff = await createAccount(ctx.app, { role: 'staff' });
      executor = await createAccount(ctx.app, { role: 'executor' });
      colleague = await createAccount(ctx.app, { role: 'executor' });
    });

    it('POST creates a task (both /tasks and /tasks/), logged with its fields', async () => {
      const res = await call(staff, 'POST', `${URL}/`, {
        title: '  Проверить заказ  ',
        description: 'Позвонить клиенту',
        assigned_to: executor.id,
        due_at: '2030-01-15T12:00',
      });
      assert.equal(res.statusCode, 201);
      const task = res.json();
      assert.deepEqual(Object.keys(task).sort(), [
        'assigned_to',
        'assigned_username',
        'completed_at',
        'created_at',
        'description',
        'due_at',
        'id',
        'status',
        'title',
      ]);
      assert.equal(task.title, 'Проверить заказ');
      assert.equal(task.status, 'new');
      assert.equal(task.assigned_username, executor.username);
      assert.equal(task.due_at, '2030-01-15T12:00:00.000Z');
      assert.equal(task.completed_at, null);
      const log = await ctx.app.db
        .select()
        .from(activities)
        .where(
          and(eq(activities.action, 'task_create'), eq(activities.resourceId, String(task.id))),
        );
      assert.equal(log[0]?.userId, staff.id);
      const after = log[0]?.metadataJson.after as { title?: string } | undefined;
      assert.equal(after?.title, 'Проверить заказ');
      const plain = await call(staff, 'POST', URL, { title: 'Без слэша' });
      assert.equal(plain.statusCode, 201);
      assert.equal(plain.json().description, '');
      for (const path of [URL, `${URL}/`]) {
        assert.equal((await call(staff, 'GET', path)).statusCode, 200, path);
      }
    });

    const invalid: [string, object, string, string][] = [
      ['no title', { description: 'x' }, 'title', 'missing'],
      ['a title of spaces', { title: '   ' }, 'title', 'string_too_short'],
      ['a title of 201', { title: 'т'.repeat(201) }, 'title', 'string_too_long'],
      [
        'a description of 2001',
        { title: 't', description: 'd'.repeat(2001) },
        'description',
        'string_too_long',
      ],
      ['an unknown status', { title: 't', status: 'closed' }, 'status', 'enum'],
      [
        'a date that does not exist',
        { title: 't', due_at: '2030-02-30T10:00' },
        'due_at',
        'value_error',
      ],
      [
        'a customer as assignee',
        { title: 't', assigned_to: 'customer' },
        'assigned_to',
        'value_error',
      ],
      [
        'an unknown assignee',
        { title: 't', assigned_to: 2_000_000_000 },
        'assigned_to',
        'value_error',
      ],
      ['an extra field', { title: 't', completed_at: null }, 'completed_at', 'extra_forbidden'],
    ];
    for (const [name, payload, field, type] of invalid) {
      it(`POST answers 422 for ${name} and creates nothing`, async () => {
        const body: Record<string, unknown> = { ...payload };
        if (body.assigned_to === 'customer') body.assigned_to = (await createAccount(ctx.app)).id;
        const state = await databaseState(ctx.app);
        const res = await call(staff, 'POST', URL, body);
        assert.equal(res.statusCode, 422, res.body);
        assert.deepEqual(res.json().detail[0].loc, ['body', field]);
        assert.equal(res.json().detail[0].type, type);
        assert.equal(await databaseState(ctx.app), state);
      });
    }

    it('done sets completed_at, leaving done clears it; changes are logged before/after', async () => {
      const task = await create({ title: 'Статус', assigned_to: executor.id });
      const done = (await call(executor, 'PUT', `${URL}/${task.id}`, { status: 'done' })).json();
      assert.equal(done.status, 'done');
      assert.ok(Date.parse(done.completed_at) >= Date.parse(task.created_at));
      const again = (await call(executor, 'PUT', `${URL}/${task.id}`, { status: 'done' })).json();
      assert.equal(again.completed_at, done.completed_at);
      const reopened = (
        await call(executor, 'PUT', `${URL}/${task.id}`, { status: 'in_progress' })
      ).json();
      assert.deepEqual([reopened.status, reopened.completed_at], ['in_progress', null]);
      const log = await ctx.app.db
        .select()
        .from(activities)
        .where(
          and(eq(activities.action, 'task_update'), eq(activities.resourceId, String(task.id))),
        );
      assert.deepEqual(log[0]?.metadataJson.before, { status: 'new', completed_at: null });
      const after = log[0]?.metadataJson.after as { status?: string } | undefined;
      assert.equal(after?.status, 'done');
      const created = await create({ title: 'Сразу готово', status: 'done' });
      assert.notEqual(created.completed_at, null);
    });

    it('executors see and update only their own tasks, and only status and description', async () => {
      const mine = await create({ title: 'Моя', assigned_to: executor.id });
      const theirs = await create({ title: 'Чужая', assigned_to: colleague.id });
      const listed = (await call(executor, 'GET', `${URL}?size=100`)).json();
      assert.ok(listed.tasks.every((t: { assigned_to: number }) => t.assigned_to === executor.id));
      assert.equal(listed.total, listed.tasks.length);
      const other = await call(executor, 'GET', `${URL}?assigned_to=${colleague.id}`);
      assert.equal(other.statusCode, 403);
      assert.deepEqual(other.json(), { detail: 'Исполнитель видит только свои задачи' });
      const hidden = await call(executor, 'GET', `${URL}/${theirs.id}`);
      assert.deepEqual([hidden.statusCode, hidden.json().detail], [404, 'Задача не найдена']);
      const state = await databaseState(ctx.app);
      const renamed = await call(executor, 'PUT', `${URL}/${mine.id}`, { title: 'Другая' });
      assert.equal(renamed.statusCode, 403);
      assert.deepEqual(renamed.json(), {
        detail: 'Исполнитель может менять только статус и описание своих задач',
      });
      assert.equal(
        (await call(executor, 'PUT', `${URL}/${theirs.id}`, { status: 'done' })).statusCode,
        404,
      );
      assert.equal((await call(executor, 'DELETE', `${URL}/${mine.id}`)).statusCode, 403);
      assert.equal(await databaseState(ctx.app), state);
      const edited = await call(executor, 'PUT', `${URL}/${mine.id}`, {
        description: 'Сделано наполовину',
      });
      assert.equal(edited.json().description, 'Сделано наполовину');
    });

    it('staff reassign, change and delete any task; DELETE answers 204 and is logged', async () => {
      const task = await create({ title: 'Переназначить', assigned_to: executor.id });
      const moved = await call(admin, 'PUT', `${URL}/${task.id}`, {
        assigned_to: colleague.id,
        title: 'Переназначено',
        due_at: null,
      });
      assert.deepEqual(
        [moved.json().assigned_to, moved.json().assigned_username, moved.json().title],
        [colleague.id, colleague.username, 'Переназначено'],
      );
      const removed = await call(staff, 'DELETE', `${URL}/${task.id}`);
      assert.equal(removed.statusCode, 204);
      assert.equal(removed.body, '');
      assert.equal((await call(staff, 'GET', `${URL}/${task.id}`)).statusCode, 404);
      assert.equal((await call(staff, 'DELETE', `${URL}/${task.id}`)).statusCode, 404);
      const log = await ctx.app.db
        .select()
        .from(activities)
        .where(eq(activities.action, 'task_delete'));
      assert.equal(log.at(-1)?.resourceId, String(task.id));
    });

    it('lists newest first, filters by status and assignee, pages with totals', async () => {
      const assignee = await createAccount(ctx.app, { role: 'executor' });
      const made = [];
      for (const status of ['new', 'in_progress', 'done', 'new']) {
        made.push(await create({ title: `Список ${status}`, status, assigned_to: assignee.id }));
      }
      const page = (await call(staff, 'GET', `${URL}?assigned_to=${assignee.id}&size=3`)).json();
      assert.deepEqual([page.total, page.pages, page.size], [4, 2, 3]);
      assert.deepEqual(
        page.tasks.map((t: { id: number }) => t.id),
        made
          .slice(1)
          .reverse()
          .map((t) => t.id),
      );
      const fresh = (
        await call(staff, 'GET', `${URL}?assigned_to=${assignee.id}&status=new`)
      ).json();
      assert.equal(fresh.total, 2);
      for (const query of ['page=0', 'size=101', 'status=closed', 'assigned_to=x', 'owner=1']) {
        assert.equal((await call(staff, 'GET', `${URL}?${query}`)).statusCode, 422, query);
      }
    });

    it('stats, overdue and upcoming: overdue is not done and past due', async () => {
      const assignee = await createAccount(ctx.app, { role: 'executor' });
      const make = (title: string, due: string | null, status = 'new') =>
        create({ title, due_at: due, status, assigned_to: assignee.id });
      const late = await make('Просрочена', inDays(-2));
      await make('Просрочена, но сделана', inDays(-2), 'done');
      const soon = await make('Скоро', inDays(3));
      const later = await make('Позже', inDays(20));
      await make('Без срока', null);
      const q = `assigned_to=${assignee.id}`;
      const stats = (await call(staff, 'GET', `${URL}/stats?${q}`)).json();
      assert.deepEqual(stats, { total_tasks: 5, completed_tasks: 1, overdue_tasks: 1 });
      const ids = async (path: string, who: Account = staff) =>
        (await call(who, 'GET', path)).json().map((t: { id: number }) => t.id);
      assert.deepEqual(await ids(`${URL}/overdue?${q}`), [late.id]);
      assert.deepEqual(await ids(`${URL}/upcoming?${q}`), [soon.id]);
      assert.deepEqual(await ids(`${URL}/upcoming?${q}&days=30`), [soon.id, later.id]);
      for (const days of ['0', '366', 'week']) {
        assert.equal(
          (await call(staff, 'GET', `${URL}/upcoming?days=${days}`)).statusCode,
          422,
          days,
        );
      }
      const all = (await call(admin, 'GET', `${URL}/stats`)).json();
      assert.equal(all.total_tasks, await ctx.app.db.$count(tasks));
      const own = (await call(executor, 'GET', `${URL}/stats`)).json();
      const mine = (await call(executor, 'GET', `${URL}?size=100`)).json();
      assert.equal(own.total_tasks, mine.total);
      assert.equal((await call(executor, 'GET', `${URL}/overdue?${q}`)).statusCode, 403);
    });

    it('customers are refused every task call with 403', async () => {
      const customer = await createAccount(ctx.app);
      for (const [method, path] of [
        ['GET', URL],
        ['GET', `${URL}/stats`],
        ['POST', URL],
      ]) {
        const res = await call(
          customer,
          method as string,
          path as string,
          method === 'POST' ? { title: 't' } : undefined,
        );
        assert.equal(res.statusCode, 403, path);
      }
    });
  });
}

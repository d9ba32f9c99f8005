/** POST and GET /referrals/programs (admins). */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { useAdmin } from '../../../../helpers/accounts.ts';
import { useApp } from '../../../../helpers/app.ts';
import { databaseState } from '../../../../helpers/database-state.ts';
import { backends } from '../../../../helpers/databases.ts';

const R = '/api/v1/referrals';

for (const backend of backends()) {
  describe(`/api/v1/referrals/programs [${backend}]`, () => {
    const ctx = useApp(backend);
    const { asAdmin } = useAdmin(ctx);
    const get = async (url: string) => (await asAdmin('GET', `${R}/${url}`)).json();

    it('creates programs (active, reward 100 by default), lists and searches them', async () => {
      const res = await asAdmin('POST', `${R}/programs`, {
        name: '  Друзья весной ',
        description: 'Приведи друга',
        reward_amount: 250.5,
        is_public: false,
      });
      assert.equal(res.statusCode, 201, res.body);
      const program = res.json();
      assert.deepEqual(
        { ...program, id: 0, created_at: '' },
        {
          id: 0,
          name: 'Друзья весной',
          description: 'Приведи друга',
          reward_amount: 250.5,
          is_public: false,
          status: 'active',
          total_referrals: 0,
          total_rewards_paid: 0,
          created_at: '',
        },
      );
      const plain = (await asAdmin('POST', `${R}/programs`, { name: 'Осень' })).json();
      assert.deepEqual([plain.reward_amount, plain.is_public, plain.description], [100, true, '']);
      const found = await get('programs?search=ДРУЗЬЯ');
      assert.deepEqual([found.programs, found.total, found.pages], [[program], 1, 1]);
      assert.equal((await get('programs')).programs[0].id, plain.id, 'newest first');
    });

    it('refuses a program without a name or with a negative reward (422, nothing written)', async () => {
      const state = await databaseState(ctx.app);
      const cases: [object, string, RegExp][] = [
        [{ name: '   ' }, 'name', /^Название программы обязательно$/],
        [{ name: 'Лето', reward_amount: -1 }, 'reward_amount', /не может быть отрицательным/],
        [{ name: 'Лето', reward_amount: 1.001 }, 'reward_amount', /копейки/],
        [{ name: 'Лето', status: 'inactive' }, 'status', /Лишнее поле/],
      ];
      for (const [body, field, message] of cases) {
        const res = await asAdmin('POST', `${R}/programs`, body);
        assert.equal(res.statusCode, 422, res.body);
        assert.deepEqual(res.json().detail[0].loc, ['body', field]);
        assert.match(res.json().detail[0].msg, message);
      }
      assert.equal(await databaseState(ctx.app), state);
    });
  });
}

import { changedFields, shownValue } from './changed-fields';

it('lists the fields a change moved, from what to what, and nothing for what stayed', () => {
  expect(
    changedFields({
      before: { name: 'Лето', discount_value: '10.00', is_public: true },
      after: { name: 'Лето 2026', discount_value: '10.00', is_public: false },
    }),
  ).toEqual([
    { field: 'name', before: 'Лето', after: 'Лето 2026' },
    { field: 'is_public', before: true, after: false },
  ]);
  expect(changedFields({ before: 'pending', after: 'published' })).toEqual([
    { field: null, before: 'pending', after: 'published' },
  ]);
  expect(changedFields({ before: { a: 1 }, after: { a: 1 } })).toEqual([]);
});

it('answers nothing for an event without both ends (a creation, a deletion, a sign-in)', () => {
  expect(changedFields(null)).toBeNull();
  expect(changedFields({ after: { name: 'x' } })).toBeNull();
  expect(changedFields({ before: { name: 'x' } })).toBeNull();
});

it('writes a value as text, nothing as a dash, the rest as JSON', () => {
  expect(shownValue('Чай')).toBe('Чай');
  expect(shownValue(null)).toBe('—');
  expect(shownValue('')).toBe('—');
  expect(shownValue(12)).toBe('12');
  expect(shownValue({ status: 'paid' })).toBe('{"status":"paid"}');
});

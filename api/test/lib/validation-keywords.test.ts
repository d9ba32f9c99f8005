/**
 * Issue 20, defect 9: a duplicate in `product_ids` of POST /discounts/ (`uniqueItems`) answered
 * ajv's English inside a Russian answer. Every validation keyword any route's schema uses must
 * have words of ours in both languages: this walks the OpenAPI document (the routes' own
 * schemas) and fails for a keyword that would fall back to ajv's text.
 */
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { describe as describeKeyword, WORDED_KEYWORDS } from '../../src/lib/validation-issues.ts';
import type { Account } from '../helpers/accounts.ts';
import { newAdmin } from '../helpers/accounts.ts';
import { useApp } from '../helpers/app.ts';
import { backends } from '../helpers/databases.ts';
import { shelf } from '../helpers/shop.ts';

/** Schema words that describe or structure rather than validate. */
const ANNOTATIONS = new Set([
  'description',
  'title',
  'default',
  'examples',
  'example',
  'deprecated',
  'readOnly',
  'writeOnly',
  'nullable',
  'properties',
  'items',
  'patternProperties',
  '$ref',
  '$id',
  'contentMediaType',
  'contentEncoding',
]);

/** Every key used as a schema keyword anywhere in the document's parameters and bodies. */
function schemaKeywords(doc: { paths: Record<string, Record<string, unknown>> }): Set<string> {
  const found = new Set<string>();
  const walk = (schema: unknown) => {
    if (Array.isArray(schema)) return schema.forEach(walk);
    if (!schema || typeof schema !== 'object') return;
    for (const [key, value] of Object.entries(schema)) {
      if (key.startsWith('x-')) continue;
      found.add(key);
      if (key === 'properties' || key === 'patternProperties') {
        Object.values(value as object).forEach(walk);
      } else if (
        ['items', 'anyOf', 'oneOf', 'allOf', 'not', 'additionalProperties'].includes(key)
      ) {
        walk(value);
      }
    }
  };
  for (const operations of Object.values(doc.paths)) {
    for (const op of Object.values(operations) as {
      parameters?: { schema?: unknown }[];
      requestBody?: { content?: Record<string, { schema?: unknown }> };
    }[]) {
      for (const parameter of op.parameters ?? []) walk(parameter.schema);
      for (const content of Object.values(op.requestBody?.content ?? {})) walk(content.schema);
    }
  }
  return found;
}

const CYRILLIC = /\p{Script=Cyrillic}/u;
const SAMPLE = {
  limit: 3,
  allowedValues: ['ru', 'en'],
  allowedValue: 'ru',
  multipleOf: 2,
  type: 'string',
  format: 'date-time',
  missingProperty: 'name',
  additionalProperty: 'extra',
};

for (const backend of backends()) {
  describe(`every schema keyword answers in Russian and English [${backend}]`, () => {
    const ctx = useApp(backend);
    let admin: Account;

    before(async () => {
      admin = await newAdmin(ctx.app);
    });

    it('has words for each validation keyword the routes use', async () => {
      const doc = (await ctx.app.inject({ url: '/api/docs/json' })).json();
      const used = [...schemaKeywords(doc)].filter((k) => !ANNOTATIONS.has(k));
      assert.ok(used.includes('uniqueItems') && used.includes('maxLength'), used.join());
      const unworded = used.filter((k) => !WORDED_KEYWORDS.has(k));
      assert.deepEqual(unworded, [], 'keywords that would answer ajv’s English');
    });

    it('words each of them in both languages, never in ajv’s', () => {
      for (const keyword of WORDED_KEYWORDS) {
        const [msg] = describeKeyword(keyword, SAMPLE, 'must be ajv english');
        assert.match(msg.ru, CYRILLIC, keyword);
        assert.doesNotMatch(msg.en, CYRILLIC, keyword);
        assert.notEqual(msg.en, 'must be ajv english', keyword);
      }
    });

    it('a duplicate product in a discount: 422 in the language asked for', async () => {
      const s = await shelf(ctx.app, admin, '100.00', 1);
      const body = {
        name: 'Скидка',
        discount_type: 'percentage',
        value: '10',
        product_ids: [s.productId, s.productId],
      };
      const post = (language: string) =>
        ctx.call(admin, 'POST', '/api/v1/discounts/', body, language);
      const ru = await post('ru');
      assert.equal(ru.statusCode, 422);
      assert.deepEqual(ru.json().detail, [
        {
          loc: ['body', 'product_ids'],
          msg: 'Значения в списке не должны повторяться',
          type: 'unique_items',
        },
      ]);
      assert.equal((await post('en')).json().detail[0].msg, 'List items must not repeat');
    });
  });
}

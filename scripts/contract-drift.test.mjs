// The contract is one source (shared/src/contract): the API validates with its TypeBox schemas
// and the clients' types are their Static<>. These tests hold that in place:
// - a field added to one schema, and to neither the API's code nor a client's, fails the
//   typecheck of both (before issue 22 a field added to the API's schema compiled with the
//   clients' hand-written interface unchanged);
// - browser code imports the contract as types only (its values pull TypeBox into a bundle),
//   except its plain values (values.ts), which are free of TypeBox.
// Run by the typecheck stage (scripts/test.mjs), after tsc has passed on the tree as it is.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { promisify } from 'node:util';

const root = path.resolve(import.meta.dirname, '..');
const tsc = path.join(root, 'node_modules/.bin/tsc');

/**
 * Typechecks `project` (a package folder) with the contract replaced by `contract` (a folder):
 * a tsconfig beside the copy extends the package's own and maps the contract's import path to
 * the copy, for the package's imports and shared's own alike.
 */
async function typecheck(project, contract) {
  const base = path.join(root, project, 'tsconfig.json');
  const { include = [] } = JSON.parse(fs.readFileSync(base, 'utf8'));
  // In the package's folder: type packages are looked up from there.
  const config = path.join(root, project, 'tsconfig.contract-drift.json');
  fs.writeFileSync(
    config,
    JSON.stringify({
      extends: base,
      compilerOptions: {
        paths: { '@storefront/shared/contract/*': [`${contract}/*.ts`] },
      },
      include: include.map((pattern) => path.join(root, project, pattern)),
    }),
  );
  try {
    await promisify(execFile)(tsc, ['-p', config], { cwd: root, maxBuffer: 1 << 24 });
    return '';
  } catch (error) {
    return String(error.stdout);
  } finally {
    fs.rmSync(config, { force: true });
  }
}

/**
 * A copy of shared's sources with `edit` applied to one file of the contract. It sits in
 * shared's folder, so its imports (relative ones, and typebox) resolve as the original's do.
 */
function contractWith(file, edit) {
  const dir = fs.mkdtempSync(path.join(root, 'shared', '.contract-drift-'));
  fs.cpSync(path.join(root, 'shared/src'), path.join(dir, 'src'), {
    recursive: true,
    filter: (source) => !/\.test\.tsx?$/.test(source),
  });
  const copy = path.join(dir, 'src/contract');
  const target = path.join(copy, file);
  const text = fs.readFileSync(target, 'utf8');
  const edited = edit(text);
  assert.notEqual(edited, text, `the edit applies to ${file}`);
  fs.writeFileSync(target, edited);
  return { copy, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

describe('one contract', () => {
  it('a field added to a schema alone fails the API and the client that use it', async () => {
    // A required field of the shop's settings: the API's defaults lack it, and so do the
    // settings the users remote's form and its tests build.
    const { copy, remove } = contractWith('shop-settings.ts', (text) =>
      text.replace(
        'export const ShopSettings = Type.Object({\n',
        'export const ShopSettings = Type.Object({\n  slogan: Type.String(),\n',
      ),
    );
    try {
      const [api, users] = await Promise.all([
        typecheck('api', copy),
        typecheck('mf-admin-users', copy),
      ]);
      assert.match(api, /error TS\d+: .*'slogan'/, `the API fails:\n${api}`);
      assert.match(users, /error TS\d+: .*'slogan'/, `the users remote fails:\n${users}`);
    } finally {
      remove();
    }
  });

  it('browser code imports the contract as types only, bar its plain values', () => {
    const offenders = [];
    const sources = [
      'shell/src',
      'shared/src',
      ...fs
        .readdirSync(root)
        .filter((d) => d.startsWith('mf-'))
        .map((d) => `${d}/src`),
    ];
    for (const dir of sources) {
      for (const file of fs.readdirSync(path.join(root, dir), {
        recursive: true,
        encoding: 'utf8',
      })) {
        if (!/\.tsx?$/.test(file) || file.startsWith('contract/')) continue;
        const text = fs.readFileSync(path.join(root, dir, file), 'utf8');
        for (const match of text.matchAll(
          /import (type )?\{([^}]*)\} from '([^']*contract\/([a-z-]+))'/g,
        )) {
          const [statement, allTypes, names, , module] = match;
          if (allTypes || module === 'values') continue;
          const values = names
            .split(',')
            .map((n) => n.trim())
            .filter((n) => n && !n.startsWith('type '));
          if (values.length > 0)
            offenders.push(`${dir}/${file}: ${statement.replace(/\s+/g, ' ')}`);
        }
      }
    }
    assert.deepEqual(offenders, []);
  });
});

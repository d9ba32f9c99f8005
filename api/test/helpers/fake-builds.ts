/** A throwaway static root shaped like the repository after a build. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export function fakeStaticRoot(options: { shell?: boolean } = {}): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-builds-'));
  process.once('exit', () => fs.rmSync(root, { recursive: true, force: true }));
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  };
  if (options.shell !== false) {
    write('shell/dist/index.html', '<!doctype html><title>Витрина</title><div id="root"></div>');
    write('shell/dist/main.js', 'console.log("shell")');
    write('shell/dist/123.4f9a2c1b.js', 'console.log("chunk")');
    // A file of a server build (issue 21): read by the API's renderer, never served. Not its
    // entry (render.js), so the fake shell is served without a renderer.
    write('shell/dist/server/1.4f9a2c1b.js', 'throw new Error("not a real server build")');
  }
  write('mf-auth/dist/mf-manifest.json', '{"name":"mf_auth"}');
  write('mf-auth/dist/remoteEntry.js', 'var mf_auth;');
  write('mf-auth/dist/456.abcdef12.js', 'console.log("auth chunk")');
  write('mf-auth/dist/server/remoteEntry.js', 'module.exports = {};');
  write('mf-customer/dist/mf-manifest.json', '{"name":"mf_customer"}');
  // A remote that is not built yet: not served, not listed.
  fs.mkdirSync(path.join(root, 'mf-admin-users', 'src'), { recursive: true });
  // Not a remote at all.
  write('bench/dist/x.js', '');
  return root;
}

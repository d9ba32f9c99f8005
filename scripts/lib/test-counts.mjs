// Reads the pass/fail counts that jest and node's test runner print, so the test command can
// close with one line for the whole run.

/** @returns {{passed: number, failed: number}} */
export function countTests(output) {
  let passed = 0;
  let failed = 0;
  // jest: "Tests:       1 failed, 37 passed, 38 total"
  for (const [line] of output.matchAll(/^Tests:.*total$/gm)) {
    passed += Number(/(\d+) passed/.exec(line)?.[1] ?? 0);
    failed += Number(/(\d+) failed/.exec(line)?.[1] ?? 0);
  }
  // node:test, spec reporter "ℹ pass 12" or TAP "# pass 12"
  for (const match of output.matchAll(/^(?:ℹ|#) (pass|fail) (\d+)$/gm)) {
    if (match[1] === 'pass') passed += Number(match[2]);
    else failed += Number(match[2]);
  }
  return { passed, failed };
}

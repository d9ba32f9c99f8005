import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { canonicalTimeZone } from '../../src/lib/time-zones.ts';

describe('canonicalTimeZone', () => {
  it('accepts IANA zones and fixes their case', () => {
    assert.equal(canonicalTimeZone('UTC'), 'UTC');
    assert.equal(canonicalTimeZone('europe/moscow'), 'Europe/Moscow');
    assert.equal(canonicalTimeZone('Asia/Vladivostok'), 'Asia/Vladivostok');
    assert.equal(canonicalTimeZone('Europe/Kyiv'), 'Europe/Kyiv');
  });

  it('refuses unknown zones, offsets and junk', () => {
    for (const value of [
      'Mars/Olympus',
      '+03:00',
      'UTC+3',
      '',
      '../etc/passwd',
      'Europe/Moscow ',
    ]) {
      assert.equal(canonicalTimeZone(value), null, value);
    }
  });
});

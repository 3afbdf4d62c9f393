// The TypeScript declarations shipped in web/dist type-check the documented usage (tests/types).
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));

describe('TypeScript declarations', () => {
  it('accept the documented usage and reject the obvious mistakes (tsc --strict)', () => {
    let output = '';
    try {
      output = execFileSync(process.execPath, ['node_modules/typescript/bin/tsc', '-p', 'tests/types/tsconfig.json'],
        { cwd: root, encoding: 'utf8' });
    } catch (error) {
      assert.fail(`tsc reported:\n${error.stdout}${error.stderr}`);
    }
    assert.equal(output.trim(), '');
  });
});

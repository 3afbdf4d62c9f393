// Instance ids cross between C and JavaScript as exact 53-bit integers: a stale, forged or coerced
// id is refused, never taken for some other live instance. Sizes and ages cross as doubles and are
// refused, with their names, when float32 cannot hold them (they used to become inf or 0 = default).
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { openTestPage } from './harness.mjs';

let session;
before(async () => { session = await openTestPage(); });
after(async () => { await session?.close(); });

async function runIds() {
  const { art, scenarios } = window;
  const { plume } = await scenarios.setup('webgl1');
  plume.defineParticle('quad', { mesh: art.quadObj(0, 0, 4), spin: false });
  const refused = (call) => {
    try {
      call();
      return 'no exception';
    } catch (error) {
      return `${error.name}: ${error.message}`;
    }
  };
  const first = plume.spawn('quad', [0, 0, 0], 100000);
  const id = plume.spawn('quad', [0, 0, 0], 100000);
  const out = {
    idIsSafeInteger: Number.isSafeInteger(id) && id > 0,
    killPlus2to32: refused(() => plume.kill(id + 2 ** 32)),
    killString: refused(() => plume.kill(String(id))),
    killBigInt: refused(() => plume.kill(BigInt(id))),
    isAliveFraction: refused(() => plume.isAlive(id + 0.5)),
    isAliveUnsafe: refused(() => plume.isAlive(2 ** 53)),
    setTransformNegative: refused(() => plume.setTransform(-id, [0, 0, 0])),
    killZero: refused(() => plume.kill(0)),
    tinyMaxAge: refused(() => plume.spawn('quad', [0, 0, 0], 1e-50)),
    hugeScale: refused(() => plume.spawn('quad', [0, 0, 0], 1000, 1e39)),
    hugeKindAge: refused(() => plume.defineParticle('big', { mesh: art.quadObj(), maxAge: 1e39 })),
    tinyKindSize: refused(() => plume.defineParticle('small', { mesh: art.quadObj(), startSize: 1e-46 })),
  };
  out.stillAlive = plume.isAlive(id) && plume.isAlive(first);
  // the same slot reused 1,000 times (past the old 8-bit generation): the old id stays dead
  plume.kill(id);
  let revived = 0;
  for (let i = 0; i < 1000; i++) {
    const again = plume.spawn('quad', [0, 0, 0], 100000);
    if (plume.isAlive(id) || again === id) revived++;
    plume.kill(again);
  }
  out.revived = revived;
  out.active = plume.stats.particlesActive;
  plume.destroy();
  return out;
}

describe('instance ids', () => {
  it('are exact integers; stale, forged and coerced ids are refused with a PlumeError', async () => {
    const out = await session.page.evaluate(runIds);
    assert.ok(out.idIsSafeInteger);
    assert.match(out.killPlus2to32, /^PlumeError: kill: instance \d+ is not alive$/); // not `id` itself
    for (const key of ['killString', 'killBigInt', 'isAliveFraction', 'isAliveUnsafe',
      'setTransformNegative', 'killZero']) {
      assert.match(out[key], /^PlumeError: \w+: id must be an instance id returned by spawn \(a positive integer\), got /,
        key);
    }
    // plume.js names these before C sees them (C names them too, for ccall callers: src/web/js_numbers.h)
    assert.match(out.tinyMaxAge, /^PlumeError: spawn\('quad'\): maxAge is 1e-50, too small for a 32-bit float/);
    assert.match(out.hugeScale, /^PlumeError: spawn\('quad'\): scale1 is 1e\+39, .*32-bit float/);
    assert.match(out.hugeKindAge, /^PlumeError: defineParticle\('big'\): maxAge is 1e\+39, .*32-bit float/);
    assert.match(out.tinyKindSize, /^PlumeError: defineParticle\('small'\): startSize is 1e-46, too small for a 32-bit float/);
    assert.equal(out.stillAlive, true, 'no refused call touched a live instance');
    assert.equal(out.revived, 0);
    assert.equal(out.active, 1);
    assert.equal(session.problems.length, 0, `page errors: ${session.problems.join('; ')}`);
  });
});

// plume-particles/three in a page (web/three_scene.html): PlumeObject in three's scene and PlumePass in
// its EffectComposer — the fire hidden by the crate in front of it, fogged by the scene's fog, bloomed.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { openPage } from './page_session.mjs';

let session;
before(async () => {
  session = await openPage('web/three_scene.html', () => window.pageReady === true, { viewport: { width: 400, height: 300 } });
});
after(async () => { await session?.close(); });

describe('plume-particles/three', () => {
  it('PlumeObject draws after the opaque objects with their depth and the scene fog; PlumePass joins the bloom', async () => {
    const { page } = session;
    await page.evaluate(() => window.threeScene.stop());
    const frame = (options) => page.evaluate((o) => window.threeScene.frame(o), options);
    const plain = await frame({ composer: false, fog: false });
    const fogged = await frame({ composer: false, fog: true });
    const bloomed = await frame({ composer: true, fog: false });
    const hardProbe = await frame({ composer: true, fog: false, probe: 'hard' }); // a grey particle standing on the ground
    const softProbe = await frame({ composer: true, fog: false, probe: 'soft' }); // the same with soft: 1
    const noProbe = await frame({ probe: null }); // the ground alone there
    const over = await frame({ composer: false, fog: false, overlay: true }); // the control: depthTest: false
    const bloomedOver = await frame({ composer: true, fog: false, overlay: true });
    await frame({ overlay: false });
    const crate = [0x30, 0x50, 0xa0];
    for (let i = 0; i < 3; i++) {
      assert.ok(Math.abs(plain.crate[i] - crate[i]) <= 3, `the crate hides the fire behind it: ${plain.crate}`);
    }
    assert.ok(plain.fire[0] > 150, `the fire beside the crate is drawn: ${plain.fire}`);
    assert.ok(over.crate[0] > plain.crate[0] + 60, `with depthTest: false the same pixel shows the fire over the crate: ${over.crate}`);
    assert.ok(plain.stats.drawCalls >= 1);
    assert.ok(fogged.fire[0] < plain.fire[0] * 0.6, `the scene's fog fades the fire: ${fogged.fire} (clear: ${plain.fire})`);
    assert.ok(bloomed.fire[0] > 150, `drawn through the composer: ${bloomed.fire}`);
    // bloom glows over the crate's edge, so the composer's occlusion shows in what is lit: the part behind the crate
    // lights up only with depthTest: false
    assert.ok(bloomedOver.bright > bloomed.bright * 1.2,
      `still hidden by the crate in the composer: ${bloomed.bright} bright pixels (${bloomedOver.bright} drawn over it)`);
    assert.ok(bloomed.bright > plain.bright * 1.2, `bloom spreads the fire's light: ${bloomed.bright} bright pixels (without: ${plain.bright})`);
    // soft particles: PlumePass hands three's depth texture over; the fire fades into the ground instead of a line
    const soft = softProbe.probe - noProbe.probe;
    const hard = hardProbe.probe - noProbe.probe;
    assert.ok(hard > 1000, `the probe shows above the ground line: ${hard}`);
    assert.ok(soft < hard * 0.75, `soft: the particle fades where it meets the ground: ${soft} of its light there (hard: ${hard})`);
    assert.equal(await page.evaluate(() => window.pageStats().instances), 1);
    assert.deepEqual(session.problems, []);
  });
});

// Trails as art (issue 31 item 2): plume:trail's soft cross-section read across a drawn ribbon, the texture flowing
// along a still ribbon with trail.scroll, and the width following its keys over the trail and over life; WebGL 1
// (instanced and batched) and WebGL 2.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { openTestPage, scenarioRunner } from './harness.mjs';

let session;
before(async () => { session = await openTestPage(); });
after(async () => { await session?.close(); });

const run = scenarioRunner(() => session, '/tests/browser/trail_art_scenarios.js');
const MODES = ['webgl1', 'noInstancing', 'webgl2'];

describe('trail art', () => {
  it('plume:trail is brightest at the ribbon\'s centre and fades to nothing at its edges', async () => {
    for (const mode of MODES) {
      const r = await run('trailProfile', mode);
      assert.equal(r.glError, 0);
      const { across, centre, halfWidth } = r;
      const peak = Math.max(...across);
      const at = across.indexOf(peak);
      assert.ok(peak > 60, `${mode}: drawn (${peak})`);
      assert.ok(Math.abs(at - centre) <= 3, `${mode}: brightest at row ${at}, the centre is ${centre}`);
      for (const edge of [Math.round(centre - halfWidth) - 1, Math.round(centre + halfWidth)]) {
        assert.ok(across[edge] < 0.08 * peak, `${mode}: near nothing at the edge, row ${edge}: ${across[edge]} of ${peak}`);
      }
      // soft: halfway to the edge it is well below the peak and well above nothing
      const half = across[Math.round(centre + halfWidth / 2)];
      assert.ok(half > 0.15 * peak && half < 0.75 * peak, `${mode}: halfway out ${half} of ${peak}`);
      // falling from the centre outward on both sides (a level of rounding allowed)
      for (let k = 1; k < halfWidth - 1; k++) {
        assert.ok(across[centre + k + 1] <= across[centre + k] + 1.5 && across[centre - k - 1] <= across[centre - k] + 1.5,
          `${mode}: rising again ${k} rows out (${across.slice(centre - halfWidth, centre + halfWidth + 1).map(Math.round)})`);
      }
    }
  });

  it('trail.scroll moves the texture along a ribbon whose geometry stands still', async () => {
    for (const mode of ['webgl1', 'webgl2']) {
      const diff = (r) => {
        let sum = 0;
        for (let x = r.tail + 4; x < r.head - 4; x++) sum += Math.abs(r.before[x] - r.after[x]);
        return sum / (r.head - r.tail - 8);
      };
      const still = await run('trailScroll', mode);
      const flowing = await run('trailScroll', mode, 50); // half a texture length in the 10 ms
      assert.equal(flowing.glError, 0);
      assert.ok(flowing.before.slice(flowing.tail + 4, flowing.head - 4).every((v) => v > 0), `${mode}: the trail is there`);
      assert.ok(diff(still) < 1, `${mode}: without scroll the two pictures match (${diff(still)} a pixel)`);
      assert.ok(diff(flowing) > 6, `${mode}: with scroll they differ along the trail (${diff(flowing)} a pixel)`);
    }
  });

  it('the width follows trail.width over the trail and the size keys over life', async () => {
    for (const mode of ['webgl1', 'webgl2']) {
      // trail.width: narrow at the head, wide at the tail (0.2 -> 1 unit), the same at both moments
      const along = await run('trailWidth', mode, { size: 0.3, trail: { width: [[0, 0.2], [1, 1]] } });
      assert.equal(along.glError, 0);
      for (const shot of along.shots) {
        assert.ok(shot.tail > 2.4 * shot.head, `${mode}: wider at the tail (${shot.tail} rows) than at the head (${shot.head})`);
      }
      assert.ok(Math.abs(along.shots[0].head - along.shots[1].head) <= 2, `${mode}: trail.width does not change with life`);
      // no trail.width: the particle's size (keys over its life: 0.2 -> 1 unit) narrowing to the tail
      const life = await run('trailWidth', mode, { size: [[0, 0.2], [1, 1]] });
      const [early, late] = life.shots; // size 0.44 at 1.2 s, 0.68 at 2.4 s
      assert.ok(late.head > 1.3 * early.head && late.head < 1.8 * early.head,
        `${mode}: wider later in life (${early.head} -> ${late.head} rows at the head)`);
      assert.ok(early.tail < 0.5 * early.head, `${mode}: narrowing to the tail (${early.tail} vs ${early.head})`);
    }
  });

  it('a wrong trail.scroll is named', async () => {
    const r = await run('trailScrollMistakes');
    assert.match(r.fast, /^PlumeError: addSystem: trail\.scroll must be a finite number \(texture lengths a second\) from -1000 to 1000, got 1001/);
    assert.match(r.text, /layers\[0\]: trail\.scroll must be a finite number .* got '2'/);
    assert.match(r.billboard, /trail sets a ribbon's length and width; it needs render: 'trail'/);
    assert.match(r.gpu, /layers\[0\]\.trail: a 'gpu' layer draws no trails/);
    assert.equal(r.ok, 'ok');
  });
});

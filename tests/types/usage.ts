// Type-checked (never run) by tests/browser/types.test.mjs: the declarations in web/dist/plume.d.ts
// must accept the documented usage and reject the obvious mistakes.
import { createPlume, PlumeError, type Plume, type PlumeStats, type PlumeTexture } from '../../web/dist/plume.js';

export async function documentedUsage(canvas: HTMLCanvasElement, gl: WebGL2RenderingContext): Promise<void> {
  const plume: Plume = await createPlume({ canvas, seed: 42 });
  const guest = await createPlume({ gl, instancing: false });
  const texture: PlumeTexture = await plume.loadTexture('glow.png');
  await plume.loadTexture(new Uint8Array(4));
  await plume.loadTexture(new ArrayBuffer(4));
  plume.defineParticle('explosion', { mesh: 'v 0 0 0', mesh2: 'v 1 1 1', texture, blend: 'additive', startSize: 1,
    endSize: 50, maxAge: 1000, capacity: 100, spin: false, pointDown: true, depthTest: true });
  const id: number = plume.spawn('explosion', [0, 1, 2]);
  plume.spawn('explosion', new Float32Array(16), 2000, 1, 50);
  plume.setTransform(id, [3, 4, 5]);
  plume.step(16);
  plume.render(new Float32Array(16), new Float32Array(16));
  const stats: PlumeStats = plume.stats;
  const total: number = stats.particlesCreated + stats.particlesActive + stats.totalPolycount + stats.drawCalls;
  const alive: boolean = plume.isAlive(id) && plume.instancing && !plume.destroyed && total >= 0;
  if (alive) plume.kill(id);
  plume.restoreContext();
  try {
    plume.destroy();
    guest.destroy();
  } catch (error) {
    if (error instanceof PlumeError) console.log(error.status, error.message);
  }
}

export async function mistakes(plume: Plume): Promise<void> {
  // @ts-expect-error blend modes are a closed set
  plume.defineParticle('x', { mesh: '', blend: 'screen' });
  // @ts-expect-error mesh is required
  plume.defineParticle('x', { texture: null });
  // @ts-expect-error render needs two matrices
  plume.render(new Float32Array(16));
  // @ts-expect-error stats are read-only
  plume.stats = { particlesCreated: 0, particlesActive: 0, totalPolycount: 0, drawCalls: 0 };
  // @ts-expect-error createPlume needs options
  await createPlume();
}

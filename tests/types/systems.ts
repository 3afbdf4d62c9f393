// Type-checked (never run) by tests/browser/types.test.mjs: CPU particle systems as documented, and the
// mistakes the runtime rejects.
import { createPlume, PlumeSystem, type SystemDesc, type SystemParticles } from '../../web/dist/plume.js';

export async function systems(canvas: HTMLCanvasElement, matrix: Float32Array): Promise<number> {
  const plume = await createPlume({ canvas });
  const texture = await plume.loadTexture('smoke.png');
  const smoke: SystemDesc = { texture, blend: 'alpha', capacity: 500, rate: 40, life: [800, 1200], position: [0, 0, 0],
    positionRandom: [0.1, 0, 0.1], velocity: [0, 1.5, 0], velocityRandom: [0.3, 0.2, 0.3], gravity: [0, -0.5, 0],
    wind: [0, 0, 0], drag: 0.4, size: [0.3, 1.2], sizeRandom: 0.2, color: ['#ffffffff', '#80808000'], colorRandom: 0.1,
    rotation: [0, 360], spin: [-45, 45], atlas: { cols: 4, rows: 4, fps: 12, randomStart: true }, render: 'billboard',
    space: 'local', sort: true, depthTest: true, seed: 7 };
  const system: PlumeSystem = plume.addSystem(smoke);
  plume.addSystem({ texture });
  plume.addSystem({ render: 'spark', oneShot: true, burst: 50, rate: 0, duration: 0, period: 20, stretch: 0.2 });
  system.setTransform([1, 2, 3]);
  system.setTransform(matrix);
  system.setWind([2, 0, 0]);
  system.set({ rate: 80 });
  system.burst(10);
  system.seek(1500);
  const manual = plume.addSystem({ manual: true, capacity: 64 });
  const p: SystemParticles = manual.particles;
  p.positions.set([0, 1, 0]);
  p.count = 1;
  const box = system.bounds;
  if (plume.systemExists(system)) plume.removeSystem(system);
  manual.remove();
  // @ts-expect-error render styles are a closed set
  plume.addSystem({ render: 'ribbon' });
  // @ts-expect-error unknown system field
  plume.addSystem({ lifetime: 5 });
  // @ts-expect-error space is 'world' or 'local'
  plume.addSystem({ space: 'screen' });
  // @ts-expect-error wind is [x, y, z]
  system.setWind(2);
  // @ts-expect-error the views are read-only; count is not
  p.positions = new Float32Array(3);
  // @ts-expect-error a system comes from addSystem
  new PlumeSystem();
  return box.min[0] + system.time + plume.stats.systems + plume.stats.systemParticles + plume.stats.uploadedBytes +
    (manual.exists ? 1 : 0);
}

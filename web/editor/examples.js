// examples.js — the editor's built-in effects, made in code from Plume's generated art (web/art.js):
// meshes as OBJ text, textures as PNG data: URLs, so an exported file is complete on its own.
import { explosionObj, glowTexturePng, quadObj, shockwaveObj } from '../art.js';

/** PNG bytes as a data: URL (the effect file embeds its textures). */
export function pngDataUrl(bytes) {
  let text = '';
  for (let i = 0; i < bytes.length; i += 0x8000) text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return `data:image/png;base64,${btoa(text)}`;
}

async function glow(colors) {
  return pngDataUrl(await glowTexturePng({ size: 64, ...colors }));
}

/** A soft white dot on transparent (for alpha-blended smoke: the glow textures are opaque black around). */
async function softDot(size = 64) {
  const canvas = new OffscreenCanvas(size, size);
  const g = canvas.getContext('2d');
  const gradient = g.createRadialGradient(size / 2, size / 2, 0, size / 2, size / 2, size / 2);
  gradient.addColorStop(0, 'rgba(255,255,255,0.9)');
  gradient.addColorStop(0.5, 'rgba(255,255,255,0.35)');
  gradient.addColorStop(1, 'rgba(255,255,255,0)');
  g.fillStyle = gradient;
  g.fillRect(0, 0, size, size);
  return pngDataUrl(new Uint8Array(await (await canvas.convertToBlob({ type: 'image/png' })).arrayBuffer()));
}

/** A list of { name, effect } (effect files as plain objects, version 1). */
export async function exampleEffects() {
  const orange = await glow({});
  const blue = await glow({ inner: '#e8f4ff', middle: '#2e7bff' });
  const violet = await glow({ inner: '#ffe8ff', middle: '#9a2eff' });
  const explosion = explosionObj({ stars: 40, seed: 7 });
  const ring = shockwaveObj({ segments: 32 });
  return [
    {
      name: 'explosion',
      effect: {
        plume: 'effect', version: 1, name: 'explosion', duration: 2200, seed: 1,
        textures: { glow: orange, ring: blue },
        kinds: {
          fireball: { ...explosion, texture: 'glow', blend: 'additive-ignore-alpha', fade: 'linear', startSize: 1, endSize: 2.4,
            maxAge: 1600, startColor: '#ffffff', endColor: '#ff6020' },
          shockwave: { ...ring, texture: 'ring', fade: 'linear', startSize: 1, endSize: 2.5, maxAge: 800, spin: false },
        },
        spawns: [
          { kind: 'fireball', at: 0 },
          { kind: 'shockwave', at: 60 },
          { kind: 'fireball', at: 250, count: 3, every: 180, spread: 1.4, startSize: 0.5, endSize: 1.4, maxAge: 1200 },
        ],
        emitters: [
          { name: 'sparks', texture: 'glow', loop: false, duration: 120, rate: 400, life: 900, burst: 40,
            shape: { type: 'sphere', radius: 0.2 }, speed: [3, 7], gravity: [0, -5, 0], drag: 0.8,
            size: [0.25, 0.05], color: ['#fff3c0', '#ff8020c0', '#ff200000'], billboard: 'velocity', stretch: 0.04, seed: 3 },
        ],
      },
    },
    {
      name: 'campfire',
      effect: {
        plume: 'effect', version: 1, name: 'campfire', duration: 4000, seed: 2,
        textures: { glow: orange, smoke: await softDot() },
        kinds: {
          flicker: { mesh: quadObj(0, 0, 1), texture: 'glow', blend: 'additive', fade: 'book', startSize: 2.5, endSize: 3.2,
            maxAge: 1000, spin: false, startColor: '#ffb060', endColor: '#ff5010' },
        },
        spawns: [{ kind: 'flicker', at: 0, count: 8, every: 500, position: [0, 0.6, 0] }],
        emitters: [
          { name: 'flames', texture: 'glow', rate: 90, life: 800, shape: { type: 'cone', radius: 0.4, angle: 12 },
            speed: [1.2, 2.2], size: [0.9, 0.3], color: ['#ffd070ff', '#ff6010c0', '#60100000'], rotation: [0, 360],
            spin: [-120, 120], seed: 5 },
          { name: 'smoke', texture: 'smoke', blend: 'alpha', rate: 25, life: 2600, position: [0, 1.2, 0],
            shape: { type: 'cone', radius: 0.3, angle: 18 }, speed: [0.8, 1.3], drag: 0.2, size: [0.6, 2.2],
            color: ['#60606000', '#50505090', '#40404000'], rotation: [0, 360], spin: [-30, 30], seed: 9 },
          { name: 'embers', texture: 'glow', rate: 12, life: 1800, shape: { type: 'sphere', radius: 0.3 },
            speed: [1, 2.5], gravity: [0, 0.6, 0], size: [0.12, 0.04], color: ['#ffe0a0', '#ff402000'],
            noise: { strength: 1.5, scale: 1 }, seed: 11 },
        ],
      },
    },
    {
      name: 'portal',
      effect: {
        plume: 'effect', version: 1, name: 'portal', duration: 3000, seed: 3,
        textures: { glow: violet },
        kinds: {
          pulse: { ...ring, texture: 'glow', blend: 'additive', startSize: 2, endSize: 1.2, maxAge: 900, spin: false,
            startColor: '#c080ff', endColor: '#4020ff' },
        },
        spawns: [{ kind: 'pulse', at: 0, count: 6, every: 450 }],
        emitters: [
          { name: 'swirl', texture: 'glow', rate: 220, life: 1400, shape: { type: 'ring', radius: 1.6, surface: true },
            direction: [0, 1, 0], speed: [0.2, 0.6], size: [0.18, 0.3, 0.02], color: ['#ffffff', '#c070ff', '#3010a000'],
            billboard: 'camera', noise: { strength: 0.6, scale: 1.5 }, seed: 13 },
        ],
      },
    },
  ];
}

/** An effect with a CPU particle system (for Plumes that have addSystem): sparks that fall and bounce off nothing. */
export async function systemExample() {
  const orange = await glow({});
  return {
    name: 'forge',
    effect: {
      plume: 'effect', version: 1, name: 'forge', duration: 3000, seed: 4,
      textures: { glow: orange },
      systems: [
        { name: 'sparks', texture: 'glow', capacity: 2000, rate: 120, life: [700, 1300], velocity: [0, 4, 0],
          velocityRandom: [2.5, 1.5, 2.5], gravity: [0, -9, 0], size: [0.12, 0.04], color: ['#fff0c0', '#ff602000'],
          render: 'spark', seed: 7 },
      ],
      emitters: [
        { name: 'glow', texture: 'glow', rate: 30, life: 600, shape: { type: 'sphere', radius: 0.2 }, speed: [0, 0.3],
          size: [1.2, 1.6], color: ['#ff903080', '#ff400000'], seed: 2 },
      ],
    },
  };
}

/** A version-2 file: one effect of layers, each choosing its sim — a flash and a shockwave as mesh
 *  particles, sparks on the GPU, smoke simulated on the CPU (for Plumes that have addSystem). */
export async function layeredExample({ cpu = true } = {}) {
  const orange = await glow({});
  const blue = await glow({ inner: '#e8f4ff', middle: '#2e7bff' });
  const layers = [
    { name: 'flash', sim: 'mesh', mesh: quadObj(0, 0, 1), texture: 'glow', rate: 0, burst: 1, life: 350, size: [2.5, 4],
      color: ['#fff4d0ff', '#ff902000'] },
    { name: 'shockwave', sim: 'mesh', ...shockwaveObj({ segments: 32 }), texture: 'ring', rate: 0, burst: 1, life: 800, size: [1, 2.2],
      color: ['#c0e0ffff', '#2060ff00'] },
    { name: 'sparks', sim: 'gpu', texture: 'glow', rate: 0, burst: 80, life: 900, shape: { type: 'sphere', radius: 0.2 },
      speed: [3, 7], gravity: [0, -5, 0], drag: 0.8, size: [0.25, 0.05], color: ['#fff3c0', '#ff8020c0', '#ff200000'],
      render: 'velocity', stretch: 0.04 },
  ];
  if (cpu) {
    layers.push({ name: 'smoke', sim: 'cpu', texture: 'smoke', blend: 'alpha', rate: 40, duration: 500, life: [1200, 1800],
      shape: { type: 'sphere', radius: 0.4 }, speed: [0.3, 0.9], drag: 0.5, size: [0.8, 2.2],
      color: ['#60606000', '#505050a0', '#40404000'], sort: true });
  }
  return {
    name: 'layers',
    effect: { plume: 'effect', version: 2, name: 'layers', seed: 5, duration: 2000,
      textures: { glow: orange, ring: blue, smoke: await softDot() }, layers },
  };
}

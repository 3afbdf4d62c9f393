// plume-particles/webgpu — Plume's API with createPlume drawing with WebGPU: { device, format } (a game's GPUDevice)
// or { canvas } (Plume's own WebGPU canvas). The WebGPU backend itself loads on demand (plume_webgpu_backend.js).
import { createPlume as createWith } from './plume.js';

export * from './plume.js';

/** createPlume of plume.js, WebGPU unless `backend` (or `gl`) says otherwise. */
export function createPlume(options) {
  if (options === null || typeof options !== 'object' || 'device' in options || 'backend' in options || 'gl' in options) {
    return createWith(options);
  }
  return createWith({ ...options, backend: 'webgpu' });
}

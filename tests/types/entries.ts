// Type-checked (never run): the inline entry and the Emscripten glue's declarations.
import { createPlume as createInline, PlumeError as InlineError, type Plume } from '../../web/dist/inline.js';
import createPlumeModule from '../../web/dist/plume_module.js';

export async function inline(canvas: HTMLCanvasElement): Promise<Plume> {
  const plume = await createInline({ canvas });
  // @ts-expect-error the same strict options as the main entry
  await createInline({ canvas, gl: canvas.getContext('webgl')! });
  if (!(plume instanceof Object)) throw new InlineError('unreachable');
  return plume;
}

export async function ccall(gl: WebGLRenderingContext): Promise<number> {
  const Module = await createPlumeModule({ locateFile: () => './dist/plume.wasm' });
  const context: number = Module.GL.registerContext(gl, { majorVersion: 1, minorVersion: 0 });
  const web: number = Module.ccall('plume_web_create', 'number', ['number', 'number', 'number', 'number'], [0, context, 1, 1]);
  const define = Module.cwrap('plume_web_define_particle', 'number', ['number', 'string', 'string', 'string', 'number',
    'number', 'number', 'number', 'number', 'number', 'number']);
  if (!define(web, 'quad', 'v 0 0 0', null, 0, 0, 1, 1, 1000, 0, 0)) console.error(Module.UTF8ToString(Module._plume_last_error()));
  Module._plume_web_step(web, 16);
  // @ts-expect-error locateFile maps a file name to a URL string
  await createPlumeModule({ locateFile: 42 });
  return web;
}

// Writes web/dist/demo/vendor/: the npm packages the demo pages load in the browser, from node_modules
// (installed by `npm ci`), never copied into git. three.js is bundled and minified into one file (its
// module build imports three.core.js); lil-gui and PixiJS ship ES modules of their own; Babylon.js is bundled
// from @babylonjs/core with only what web/babylon.html uses (the whole library is several megabytes).
// Usage: node cmake/vendor_demo.mjs <node_modules> <web/dist/demo/vendor>
import { build } from 'esbuild';
import { copyFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';

const [modules, out] = process.argv.slice(2);
mkdirSync(out, { recursive: true });
// every bundle: one minified ES module, licence headers kept (three's, Babylon's: MIT / Apache)
const BUNDLE = { bundle: true, format: 'esm', target: 'es2020', minify: true, legalComments: 'inline', logLevel: 'warning' };
await build({
  entryPoints: [join(modules, 'three/build/three.module.js')],
  outfile: join(out, 'three.module.min.js'),
  ...BUNDLE,
});
// three's post-processing add-ons the three.js scene page uses, importing 'three' (the page's import map
// points it at three.module.min.js, so they share one three)
await build({
  stdin: {
    contents: ['EffectComposer', 'RenderPass', 'UnrealBloomPass', 'OutputPass', 'Pass']
      .map((name) => `export * from 'three/examples/jsm/postprocessing/${name}.js';`).join('\n'),
    resolveDir: modules,
  },
  nodePaths: [modules],
  outfile: join(out, 'three-postprocessing.min.js'),
  ...BUNDLE,
  // only the bare 'three' stays an import (esbuild's `external` would keep three/examples/... out too)
  plugins: [{ name: 'three-external', setup(b) { b.onResolve({ filter: /^three$/ }, () => ({ path: 'three', external: true })); } }],
});
// three's WebGPURenderer (three/webgpu: the core classes, the renderer, TSL) with the TSL bloom and the Pass add-on
// plume_three.js imports, one file: the WebGPU page's import map points 'three' and the add-on at it
await build({
  stdin: {
    contents: ["export * from 'three/webgpu';", "export { bloom } from 'three/examples/jsm/tsl/display/BloomNode.js';",
      "export { Pass } from 'three/examples/jsm/postprocessing/Pass.js';"].join('\n'),
    resolveDir: modules,
  },
  nodePaths: [modules],
  outfile: join(out, 'three.webgpu.min.js'),
  ...BUNDLE,
});
await build({
  stdin: {
    contents: [
      "export { Engine } from '@babylonjs/core/Engines/engine.js';",
      "export { Scene } from '@babylonjs/core/scene.js';",
      "export { FreeCamera } from '@babylonjs/core/Cameras/freeCamera.js';",
      "export { HemisphericLight } from '@babylonjs/core/Lights/hemisphericLight.js';",
      "export { Vector3, Matrix } from '@babylonjs/core/Maths/math.vector.js';",
      "export { Color3, Color4 } from '@babylonjs/core/Maths/math.color.js';",
      "export { CreateBox } from '@babylonjs/core/Meshes/Builders/boxBuilder.js';",
      "export { CreateGround } from '@babylonjs/core/Meshes/Builders/groundBuilder.js';",
      "export { StandardMaterial } from '@babylonjs/core/Materials/standardMaterial.js';",
    ].join('\n'),
    resolveDir: modules,
  },
  nodePaths: [modules],
  outfile: join(out, 'babylon.min.js'),
  ...BUNDLE,
});
copyFileSync(join(modules, '@babylonjs/core/license.md'), join(out, 'babylon.LICENSE'));
// .js, not .mjs: every static host serves .js as JavaScript (module scripts need it)
copyFileSync(join(modules, 'pixi.js/dist/pixi.min.mjs'), join(out, 'pixi.min.js'));
copyFileSync(join(modules, 'pixi.js/LICENSE'), join(out, 'pixi.LICENSE'));
copyFileSync(join(modules, 'lil-gui/dist/lil-gui.esm.min.js'), join(out, 'lil-gui.esm.min.js'));
copyFileSync(join(modules, 'lil-gui/LICENSE.md'), join(out, 'lil-gui.LICENSE'));
copyFileSync(join(modules, 'three/LICENSE'), join(out, 'three.LICENSE'));

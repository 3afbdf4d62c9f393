// How the three.js scenarios start: a WebGLRenderer on a canvas of its own, Plume a guest in its context, a scene;
// and three's post-processing passes, imported together.
import { createPlume } from '/web/dist/plume.js';
import { makeCanvas } from '/tests/browser/page_helpers.js';

/** A size × size renderer (pixel ratio 1, read back exactly), a Plume in its WebGL context and a scene with
 *  `background` (a colour; null: none). */
export async function threeStage(size, background = 0x000000) {
  const THREE = await import('three');
  const canvas = makeCanvas(size, size);
  const renderer = new THREE.WebGLRenderer({ canvas, antialias: false, preserveDrawingBuffer: true });
  renderer.setPixelRatio(1);
  renderer.setSize(size, size, false);
  const plume = await createPlume({ gl: renderer.getContext() });
  const scene = new THREE.Scene();
  if (background !== null) scene.background = new THREE.Color(background);
  return { THREE, canvas, renderer, plume, scene };
}

/** three's EffectComposer, RenderPass and OutputPass (and the plume_three.js the page was built with). */
export async function composerParts() {
  const [{ EffectComposer }, { RenderPass }, { OutputPass }, three] = await Promise.all([
    import('three/addons/postprocessing/EffectComposer.js'), import('three/addons/postprocessing/RenderPass.js'),
    import('three/addons/postprocessing/OutputPass.js'), import('/web/dist/plume_three.js')]);
  return { EffectComposer, RenderPass, OutputPass, PlumeObject: three.PlumeObject, PlumePass: three.PlumePass };
}

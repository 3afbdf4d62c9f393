// SwiftShader grants far more than OpenGL ES 2 guarantees, so a shader that breaks a phone's
// limits would still pass every browser test here. Check Plume's shaders against the ES 2
// minimums directly: 8 attributes, 8 varying vectors, 128 vertex and 16 fragment uniform
// vectors, no vertex texture fetch, GLSL ES 1.00 only.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';

const read = (path) => readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8');
const backendHeader = read('include/plume/gl_backend.h');
const BATCH_SIZE = Number(/#define PLUME_BATCH_SIZE (\d+)/.exec(backendHeader)[1]);
// the emitter's uniform block: the PLUME_EU_* slots before the keys, then blocks of a row per key (size and colour
// times, colours, speed and rotation keys: every entry from PLUME_EU_KEYS up to PLUME_EU_HISTORY), then the history
const euEnum = /enum \{([\s\S]*?)PLUME_EU_VEC4S/.exec(read('src/core/sim_gpu/emitter_internal.h'))[1];
const emitterSlots = /([\s\S]*?)PLUME_EU_KEYS,/.exec(euEnum)[1].match(/PLUME_EU_\w+/g).length;
const keyBlocks = /(PLUME_EU_KEYS,[\s\S]*?)PLUME_EU_HISTORY =/.exec(euEnum)[1].match(/^\s*PLUME_EU_\w+/gm).length;
const emitterHeader = read('include/plume/emitter.h');
const HISTORY = Number(/#define PLUME_EMITTER_HISTORY (\d+)u/.exec(emitterHeader)[1]);
const KEYS = Number(/#define PLUME_EMITTER_MAX_KEYS (\d+)u/.exec(emitterHeader)[1]);
const EMITTER_VEC4S = emitterSlots + keyBlocks * KEYS + HISTORY;
const GROUP_VEC4S = emitterSlots + keyBlocks * KEYS; // an emitter group's settings: the block without the path
const GROUP_COPIES = Number(/#define PLUME_GROUP_COPIES (\d+)/.exec(read('src/gl/gl_pipeline_emitter.c'))[1]);
// a mesh kind with keys over life or an atlas: its own program, its block as uItem, a smaller batch
const KEYED_BATCH_SIZE = Number(/#define PLUME_KEYED_BATCH_SIZE (\d+)/.exec(read('src/gl/gl_pipeline_mesh.c'))[1]);
const SPARE = Number(/#define PLUME_SPARE_VEC4S (\d+)/.exec(read('src/gl/gl_pipeline_mesh.c'))[1]);
const systemInternal = read('src/core/system_internal.h');
const kindKey = (name) => (name === 'COLORS' ? kindKey('ROWS') + KEYS
  : Number(new RegExp(`#define PLUME_KIND_KEY_${name} (\\d+)`).exec(systemInternal)[1]));

// The source a variant compiles: #ifdef NAME / #else / #endif kept or dropped as the pipeline defines NAME.
function variant(source, defined) {
  const out = [], keep = [true];
  for (const line of source.split('\n')) {
    const directive = /^\s*#(ifdef|ifndef|else|endif)\b\s*(\w*)/.exec(line);
    if (!directive) { if (keep.every(Boolean)) out.push(line); continue; }
    const [, word, name] = directive;
    if (word === 'ifdef') keep.push(defined.includes(name));
    else if (word === 'ifndef') keep.push(!defined.includes(name));
    else if (word === 'else') keep.push(!keep.pop());
    else keep.pop();
  }
  return out.join('\n');
}

const SIZE = { float: 1, vec2: 1, vec3: 1, vec4: 1, mat2: 2, mat3: 3, mat4: 4, sampler2D: 0, int: 1 };

function stripComments(source) {
  return source.replace(/\/\/.*$/gm, '').replace(/\/\*[\s\S]*?\*\//g, '');
}

function declarations(source, qualifier, vec4s = EMITTER_VEC4S, batch = BATCH_SIZE) {
  const out = [];
  const pattern = new RegExp(`\\b${qualifier}\\s+(?:(?:highp|mediump|lowp)\\s+)?(\\w+)\\s+(\\w+)(?:\\[([^\\]]+)\\])?\\s*;`, 'g');
  for (const [, type, name, count] of stripComments(source).matchAll(pattern)) {
    // array sizes are written in terms of PLUME_BATCH_SIZE, defined by the backend at compile time
    const length = count ? Function(`return (${count.replace('PLUME_BATCH_SIZE', batch)
      .replace('PLUME_EMITTER_VEC4S', vec4s).replace('PLUME_GROUP_COPIES', GROUP_COPIES)})`)() : 1;
    out.push({ type, name, vectors: SIZE[type] * length });
  }
  return out;
}

// the backend puts the fog's helpers in front of every program's sources (plume_gl_link_program)
const fog = read('shaders/fog.glsl');
const keys = read('shaders/keys.glsl');
const common = fog + variant(read('shaders/particle_common.glsl'), []);
const keyedCommon = fog + keys + variant(read('shaders/particle_common.glsl'), ['PLUME_MESH_KEYS']);
const fragment = read('shaders/fog_fragment.glsl') + read('shaders/particle.frag');
// with PLUME_MESH_KEYS defined: the #ifndef block (the plain kind's uItem) dropped
const keyedFragment = fragment.replace(/#ifndef PLUME_MESH_KEYS[^\n]*\n[\s\S]*?#endif\n/, '');
const emitterSource = fog + read('shaders/billboard.glsl') + keys + read('shaders/emitter.vert');
const vertexShaders = {
  instanced: common + read('shaders/particle_instanced.vert'),
  batched: common + read('shaders/particle_batched.vert'),
  'instanced with keys': keyedCommon + read('shaders/particle_instanced.vert'),
  'batched with keys': keyedCommon + read('shaders/particle_batched.vert'),
  emitter: variant(emitterSource, []),
  sprite: fog + `#define PLUME_TRAIL_SEGMENTS ${Number(/#define PLUME_TRAIL_SEGMENTS (\d+)u/.exec(read('include/plume/particle_system.h'))[1])}.0\n` +
    read('shaders/billboard.glsl') + read('shaders/sprite.vert'), // gl_pipeline_sprite.c's define
};
const groupShaders = { // gl_pipeline_emitter.c's defines; uEmitter holds GROUP_VEC4S there
  'emitter group (instanced)': variant(emitterSource, ['PLUME_GROUP']),
  'emitter group (batched)': variant(emitterSource, ['PLUME_GROUP', 'PLUME_GROUP_BATCHED']),
};

describe('shaders stay within OpenGL ES 2 minimums', () => {
  for (const [name, source] of Object.entries(vertexShaders)) {
    it(`${name} vertex shader`, () => {
      const attributes = declarations(source, 'attribute');
      assert.ok(attributes.length <= 8, `${attributes.length} attributes`);
      const batch = name.includes('with keys') ? KEYED_BATCH_SIZE : BATCH_SIZE;
      const uniforms = declarations(source, 'uniform', EMITTER_VEC4S, batch).reduce((sum, u) => sum + u.vectors, 0);
      assert.ok(uniforms <= 128, `${uniforms} vertex uniform vectors`);
      const varyings = declarations(source, 'varying').length;
      assert.ok(varyings <= 8, `${varyings} varyings`);
      assert.doesNotMatch(stripComments(source), /texture2D|gl_VertexID|gl_InstanceID|#version/);
    });
  }
  for (const [name, source] of Object.entries(groupShaders)) {
    it(`${name} vertex shader`, () => {
      const attributes = declarations(source, 'attribute');
      assert.ok(attributes.length <= 8, `${attributes.length} attributes`);
      const uniforms = declarations(source, 'uniform', GROUP_VEC4S).reduce((sum, u) => sum + u.vectors, 0);
      const batched = name.includes('batched');
      assert.equal(uniforms, 4 + GROUP_VEC4S + 1 + 2 + (batched ? GROUP_COPIES * 4 : 0),
        'view-projection + settings + time + fog (+ the batch\'s records)');
      assert.ok(uniforms <= 128, `${uniforms} vertex uniform vectors`);
      assert.ok(declarations(source, 'varying').length <= 8);
      assert.doesNotMatch(stripComments(source), /texture2D|gl_VertexID|gl_InstanceID|#version/);
    });
  }
  it('the batched shader uses the uniform budget it was sized for', () => {
    const uniforms = declarations(vertexShaders.batched, 'uniform').reduce((sum, u) => sum + u.vectors, 0);
    assert.equal(uniforms, BATCH_SIZE * 4 + 4 + 1 + 6 + 2, 'instances + view-projection + time + camera axes, colours and look + fog');
    assert.ok(128 - uniforms >= SPARE, `${uniforms}: ${SPARE} of the 128 left spare`);
  });
  it('the batched shader with keys uses the budget it was sized for; its block is the core\'s', () => {
    const uniforms = declarations(vertexShaders['batched with keys'], 'uniform', EMITTER_VEC4S, KEYED_BATCH_SIZE)
      .reduce((sum, u) => sum + u.vectors, 0);
    const block = kindKey('COLORS') + 8;
    assert.equal(uniforms, KEYED_BATCH_SIZE * 4 + 4 + 1 + 6 + 2 + block, 'instances + view-projection + time + camera + fog + the kind\'s block');
    assert.ok(SPARE >= 3, `gl_pipeline_mesh.c keeps ${SPARE} spare`);
    // as full as the plain batch, no fuller: at least SPARE vectors left (a driver may take one or two of its own)
    assert.ok(128 - uniforms >= SPARE && 128 - uniforms < SPARE + 4, `${uniforms}: the batch fills the budget less ${SPARE} spare`);
    // particle_common.glsl writes the block's rows as numbers: system_internal.h's
    const glsl = read('shaders/particle_common.glsl');
    assert.match(glsl, new RegExp(`uniform vec4 uItem\\[${block}\\];`));
    assert.match(glsl, new RegExp(`uItem\\[${kindKey('ROWS')} \\+ k\\]`));
    assert.match(glsl, new RegExp(`uItem\\[${kindKey('COLORS')} \\+ k\\]`));
    assert.match(glsl, new RegExp(`uItem\\[${kindKey('COUNTS')}\\]`));
    assert.match(glsl, new RegExp(`uItem\\[${kindKey('ATLAS')}\\]`));
    const keyedUniforms = declarations(keyedFragment, 'uniform').reduce((sum, u) => sum + u.vectors, 0);
    assert.ok(keyedUniforms <= 16 && !declarations(keyedFragment, 'uniform').some((u) => u.name === 'uItem'), 'the keyed fragment shader declares no uItem (the vertex shader\'s)');
  });
  it('fragment shader', () => {
    const uniforms = declarations(fragment, 'uniform').reduce((sum, u) => sum + u.vectors, 0);
    assert.ok(uniforms <= 16, `${uniforms} fragment uniform vectors`);
    assert.match(stripComments(fragment), /precision mediump float;/, 'ES 2 fragment shaders need a default precision');
    // highp is optional in ES 2 fragment shaders: only where GL_FRAGMENT_PRECISION_HIGH says it exists
    const unguarded = stripComments(fragment).replace(/#ifdef GL_FRAGMENT_PRECISION_HIGH(?:[^#]|#define)*#else/g, '#else');
    assert.doesNotMatch(unguarded, /#version|highp/);
    assert.match(stripComments(fragment), /#ifdef GL_FRAGMENT_PRECISION_HIGH\s+varying highp vec4 vUv;\s+#else\s+varying vec4 vUv;/,
      'texture coordinates in highp where the fragment shader has it (a 4096 texture needs more than fp16)');
  });
  it('the emitter shaders: the whole uniform block, history included, fits; the fragment shader too', () => {
    const uniforms = declarations(vertexShaders.emitter, 'uniform').reduce((sum, u) => sum + u.vectors, 0);
    assert.equal(uniforms, 4 + EMITTER_VEC4S + 2, 'view-projection + the emitter block + fog');
    assert.ok(EMITTER_VEC4S >= 60 && uniforms <= 128, `${uniforms} vertex uniform vectors`);
    // a moving emitter's block goes up in chunks Emscripten copies without garbage (GL_POOL_TEMP_BUFFERS: 288 floats)
    const chunk = Number(/#define PLUME_GL_UNIFORM_CHUNK (\d+)/.exec(read('src/gl/gl_internal.h'))[1]);
    assert.ok(chunk * 4 <= 288 && EMITTER_VEC4S <= 2 * chunk, 'a moving emitter uploads without garbage');
    const emitterFragment = read('shaders/emitter.frag');
    const fragmentUniforms = declarations(emitterFragment, 'uniform').reduce((sum, u) => sum + u.vectors, 0);
    assert.ok(fragmentUniforms <= 16);
    assert.match(stripComments(emitterFragment), /precision mediump float;/);
    assert.doesNotMatch(stripComments(emitterFragment), /#version|highp/);
    // GLSL ES 1.00 reserves these words: a desktop driver may accept them, a phone's will not
    assert.doesNotMatch(stripComments(vertexShaders.emitter), /\b(half|fixed|input|output|sampler3D|cast|namespace)\b/);
  });
});

// The two-keyframe mesh particle, the WGSL twin of shaders/particle_common.glsl + particle_instanced.vert +
// particle.frag (keys.glsl's keys over life for the keyed variant): the book's particle, evaluated per instance. Age
// comes from the frame's clock, so a frame without spawns uploads no vertex data. The same maths as the GLSL, line for
// line (pictures are compared pixel by pixel with WebGL's). After slots.wgsl and common.wgsl.
//
// GLSL's uniforms here (gl_pipeline_mesh.c's set_camera builds uCamera from the kind's look, item->uniforms):
//   uViewProjection = frame.viewProjection, uTime = frame.time.x (ms on the GPU clock);
//   uCamera[0] = (frame.camera[0].xyz: the camera's right, draw.item[2].w: the kind's facing, look[11]: 0 the mesh as
//                 modelled, 1 facing the camera, 2 upright along the instance's y axis, turning about it);
//   uCamera[1] = (frame.camera[1].xyz: the camera's up, 0);
//   uCamera[2], uCamera[3] = draw.item[0], draw.item[1] (look[0..7]: the start and end colours);
//   uCamera[4] = draw.item[3] (look[12..15]: the light, direction and strength);
//   uCamera[5] = draw.item[4] (look[16..19]: hue shift rad/s, erosion);
//   the plain kind's fragment uItem[3] = draw.item[0..2] (start colour, end colour, fade: book, linear, blend ignores
//   alpha, facing); the keyed kind's uItem[23] = draw.item[0..22] (system_internal.h's PLUME_KIND_KEY_*).

// A kind with keys over life or an atlas (GLSL's PLUME_MESH_KEYS, its own pipeline): the kind's block (system_internal.h's
// PLUME_KIND_KEY_*): 0..4 the colours and look (2: the fade, particle.frag's, applied in the vertex shader here; 4.z:
// the atlas's random start), 5 the counts and eases of the size and colour keys, 6 the atlas, 7.. the key rows (size
// time, size, colour time), 15.. the colour keys.
override PLUME_MESH_KEYS: bool = false;

// Keys over life with times: common.wgsl's sizeAt/colorAt (keys.glsl), on the kind's rows.
fn plumeKeyRow(k: i32) -> vec4f {
    return draw.item[7 + k];
}

fn plumeKeyColor(k: i32) -> vec4f {
    return draw.item[15 + k];
}

// The book's wobble010(ms) = wobble(ms - 250, 0.5, 1) + 0.5: 0 -> 1 -> 0 once a second.
fn wobble010(ms: f32) -> f32 {
    return 0.5 * sin((ms - 250.0) / 1000.0 * TWO_PI) + 0.5;
}

// row0..row2: the instance's affine model matrix by rows; life: birth, maxAge, startSize, endSize.
fn placeParticleVertex(start: vec3f, end: vec3f, uv: vec2f, row0: vec4f, row1: vec4f, row2: vec4f, life: vec4f) -> vec4f {
    let camera0 = vec4f(frame.camera[0].xyz, draw.item[2].w); // uCamera[0]
    let camera1 = vec4f(frame.camera[1].xyz, 0.0);            // uCamera[1]
    let age = frame.time.x - life.x;
    vUv = vec4f(uv, uv);
    if (age < 0.0 || age >= life.y) {
        // not born yet, dead or killed: every vertex goes to one point outside the clip volume
        vLife = vec2f(1.0, 0.0);
        vTint = vec4f(0.0);
        vPlumeErode = vec4f(0.0);
        vPlumeLight = vec4f(0.0);
        return vec4f(2.0, 2.0, 2.0, 1.0);
    }
    let t = clamp(age / life.y, 0.0, 1.0);
    let counts = draw.item[5]; // keyed: size keys, colour keys, their eases
    var size: f32;
    if (PLUME_MESH_KEYS && counts.x > 0.5) {
        size = sizeAt(counts.x, t, counts.z);
    } else {
        size = life.z + (life.w - life.z) * t;
    }
    let local = vec4f((start * (1.0 - t) + end * t) * size, 1.0);
    var world: vec3f;
    var pictureX = normalize(vec3f(row0.x, row1.x, row2.x));
    var pictureY = normalize(vec3f(row0.y, row1.y, row2.y));
    if (camera0.w < 0.5) {
        world = vec3f(dot(row0, local), dot(row1, local), dot(row2, local));
    } else {
        // flat meshes that face the viewer: x and y along the camera's right and up (z toward it), at the
        // instance's position and scale; its own turn is ignored
        var right = camera0.xyz;
        var up = camera1.xyz;
        var back = cross(right, up);
        if (camera0.w > 1.5) {
            let axis = normalize(vec3f(row0.y, row1.y, row2.y));
            let across = cross(axis, back);
            if (dot(across, across) > 1e-6) { // seen along the axis: as the camera mode
                right = normalize(across);
                up = axis;
                back = cross(right, up);
            }
        }
        let scale = length(vec3f(row0.x, row1.x, row2.x));
        pictureX = right;
        pictureY = up;
        world = vec3f(row0.w, row1.w, row2.w) + (right * local.x + up * local.y + back * local.z) * scale;
    }
    vLife = vec2f(t, wobble010(age));
    plumeFog(world);
    plumeLightPicture(pictureX, pictureY, draw.item[3]);
    let origin = vec3f(row0.w, row1.w, row2.w);
    var tint: vec4f;
    if (PLUME_MESH_KEYS) {
        tint = colorAt(counts.y, t, counts.w);
    } else {
        tint = mix(draw.item[0], draw.item[1], t);
    }
    tint = vec4f(plumeTurnHue(tint.rgb, draw.item[4].x * age * 0.001), tint.a);
    tint = vec4f(tint.rgb * plumeLight(world - origin, origin, origin, draw.item[3]), tint.a);
    if (PLUME_MESH_KEYS) {
        // particle.frag's fade, once per vertex (t is the instance's): book, linear, blends that ignore alpha
        let fade = draw.item[2];
        let remaining = 1.0 - t;
        let book = vec4f(remaining, remaining, remaining, vLife.y);
        let linearFade = vec4f(vec3f(mix(1.0, remaining, fade.z)), remaining);
        tint = vec4f(tint.rgb * mix(1.0, tint.a, fade.z), tint.a);
        tint *= mix(vec4f(1.0), book, fade.x) * mix(vec4f(1.0), linearFade, fade.y);
        // the atlas: the frame played at fps or once over the life (emitter.vert's), blended with the next; the mesh's
        // UVs in its cell (frame 0 at the image's top left, frames along rows)
        let atlas = draw.item[6]; // cols, rows, fps, frames
        if (atlas.x * atlas.y > 1.5) { // a grid of frames, even when only one of them plays
            let seed = fract(life.x * 0.6180339) * 61.0 + dot(vec3f(row0.w, row1.w, row2.w), vec3f(1.7, 2.3, 3.1)) +
                       5.3 * row0.x + 7.9 * row0.z;
            let first = select(0.0, floor(fract(sin(seed) * 43758.5453) * atlas.w), draw.item[4].z > 0.5);
            let position = select(clamp(t * atlas.w - 0.5, 0.0, atlas.w - 1.0), age * 0.001 * atlas.z, atlas.z > 0.0);
            let shown = plumeFrames(position, first, atlas.w, atlas.z <= 0.0);
            let row = floor((shown + 0.5) / atlas.x); // + 0.5: a division rounded down must not drop a row
            vUv = vec4f((vec2f(shown.x - row.x * atlas.x, row.x) + uv) / atlas.xy,
                        (vec2f(shown.y - row.y * atlas.x, row.y) + uv) / atlas.xy);
        }
    }
    vTint = tint;
    plumeErode(draw.item[4].y * t, fract(life.x * 0.618), uv);
    return frame.viewProjection * vec4f(world, 1.0);
}

// One draw call per kind: the mesh per vertex (locations 0..2), the instance's 16-float record per instance (3..6).
@vertex
fn vsMesh(@location(0) start: vec3f, @location(1) end: vec3f, @location(2) uv: vec2f, @location(3) row0: vec4f,
          @location(4) row1: vec4f, @location(5) row2: vec4f, @location(6) life: vec4f) -> Varyings {
    let position = placeParticleVertex(start, end, uv, row0, row1, row2, life);
    return varyings(position);
}

// particle.frag: texture × colour over life, faded. The book's fade is its rgbaScale, [1-t, 1-t, 1-t, wobble010(age)];
// the linear fade takes alpha from 1 to 0 (and the colour too where the blend mode ignores alpha). A kind with keys:
// its vertex shader applied the fade. The texture is sampled unconditionally (uniform control flow).
@fragment
fn fsMesh(v: Varyings) -> @location(0) vec4f {
    takeVaryings(v);
    let texel = plumeTexture(vUv);
    var color = texel * vTint;
    if (!PLUME_MESH_KEYS) {
        let item2 = draw.item[2]; // uItem[2]: fade (book, linear, blend ignores alpha, -)
        let t = vLife.x;
        let remaining = 1.0 - t;
        let book = vec4f(remaining, remaining, remaining, vLife.y);
        let linearFade = vec4f(vec3f(mix(1.0, remaining, item2.z)), remaining);
        let fade = mix(vec4f(1.0), book, item2.x) * mix(vec4f(1.0), linearFade, item2.y);
        var tint = vTint;
        tint = vec4f(tint.rgb * mix(1.0, tint.a, item2.z), tint.a); // blends that ignore alpha take the tint's alpha in the colour
        color = texel * tint * fade;
    }
    return fogged(plumeShade(vUv, color), v.position);
}

// CPU particle systems (sprite.vert's twin): one record per particle, instance-stepped, each drawn as a quad of the
// 4 corners of a triangle strip. The records' layout is particle_system.h's PLUME_SPRITE_RECORD_* (40 bytes) or
// PLUME_SPRITE_BILLBOARD_* (28: no axis; the axis attribute reads the position, as WebGL's does). draw.item: PLUME_SU_*
// (particle_system_internal.h). The fragment program is the emitters' (emitter.wgsl's fsEmitter reads the same).

fn alongCorner(center: vec3f, along: vec3f, len: f32, width: f32, c: vec2f, across: ptr<function, vec3f>) -> vec3f {
    var a = cross(along, draw.item[2].xyz - center);
    if (length(a) < 1e-6) { a = cross(along, cross(draw.item[0].xyz, draw.item[1].xyz)); }
    let n = length(a);
    a = select(draw.item[0].xyz, a / n, n > 1e-6);
    *across = a;
    return center + along * (c.y * len) + a * (c.x * width);
}

@vertex
fn vsSprite(@builtin(vertex_index) vertex: u32, @location(1) aPosition: vec3f, @location(2) aAxis: vec3f,
            @location(3) aSizeRotation: vec2f, @location(4) aColor: vec4f, @location(5) frameCorner: vec2u) -> Varyings {
    // the strip's corner (WebGL's static buffer: 0 0, 1 0, 0 1, 1 1); frameCorner: the frame (u16), then the
    // corner byte (its bits above bit 0: the weight of the next frame × 127) and the record's spare byte
    let aCorner = vec2f(f32(vertex & 1u), f32(vertex >> 1u));
    let aFrame = f32(frameCorner.x);
    let aBlend = f32(frameCorner.y & 255u);
    let c = vec2f(gmod(aCorner.x, 2.0), gmod(aCorner.y, 2.0)) - 0.5;
    let size = aSizeRotation.x;
    let style = draw.item[0].w;
    var world: vec3f;
    var center = aPosition;
    var right = draw.item[0].xyz;
    var up = draw.item[1].xyz;
    var pictureX: vec3f;
    var pictureY: vec3f;
    if (style < 0.5 || style > 3.5) {
        if (style > 3.5) {
            right = decalRight(aAxis);
            up = cross(aAxis, right);
        }
        world = quadCorner(aPosition, right, up, c, vec2f(size), aSizeRotation.y);
        let cs = cos(aSizeRotation.y);
        let sn = sin(aSizeRotation.y);
        pictureX = right * cs + up * sn;
        pictureY = up * cs - right * sn;
    } else {
        let between = style < 1.5 || style > 2.5; // spark: tail -> now; trail: a segment, tail -> head
        let delta = select(aAxis, aPosition - aAxis, between);
        let len = length(delta);
        let along = select(draw.item[1].xyz, delta / len, len > 1e-6);
        center = select(aPosition, aPosition - 0.5 * delta, between);
        let width = select(size, mix(aSizeRotation.y, size, c.y + 0.5), style > 2.5);
        world = alongCorner(center, along, len + select(1.0, 0.0, style > 2.5) * size, width, c, &pictureX);
        if (style > 2.5) { // a trail's mitred ends (sprite.vert)
            let eroding = draw.item[5].y > 0.5;
            let steps = select(31.0, 7.0, eroding);
            let levels = 2.0 * steps + 2.0;
            let above = floor(gmod(aFrame, select(65536.0, 4096.0, eroding)) / 16.0);
            let shear = select(floor(above / levels), gmod(above, levels), c.y > 0.0) - steps - 1.0;
            world += along * (c.x * width * shear / steps);
        }
        pictureY = along;
    }
    let eroded = select(0.0, floor(aFrame / 4096.0), draw.item[5].y > 0.5);
    var frameIndex = aFrame - eroded * 4096.0;
    if (style > 2.5 && style < 3.5) { frameIndex = gmod(frameIndex, 16.0); }
    let corner = c + 0.5;
    vUv = vec4f(atlasUv(frameIndex, draw.item[3].xy, corner),
                atlasUv(gmod(frameIndex + 1.0, max(draw.item[3].z, 1.0)), draw.item[3].xy, corner));
    var color = vec4f(aColor.rgb * draw.item[5].x, aColor.a);
    if (style > 2.5 && style < 3.5) {
        color.a *= 1.0 - (frameIndex + 0.5 - c.y) / PLUME_TRAIL_SEGMENTS;
        vUv.y -= draw.item[2].w;
    }
    color = vec4f(color.rgb * plumeLight(right * c.x + up * c.y, center, draw.item[2].xyz, draw.item[4]), color.a);
    vTint = select(color, vec4f(color.rgb * color.a, color.a), draw.item[1].w > 0.5);
    plumeFog(world);
    vPlumeLight.w = floor(aBlend / 2.0) / 127.0;
    plumeLightPicture(pictureX, pictureY, draw.item[4]);
    plumeErode(eroded / 15.0, aSizeRotation.y, corner);
    vPlumeRadius = 0.5 * size;
    if (style > 3.5) { world = mix(world, draw.item[2].xyz, PLUME_DECAL_PULL); }
    return varyings(frame.viewProjection * vec4f(world, 1.0));
}

fn plumeKeyRow(k: i32) -> vec4f { return vec4f(0.0); } // no keys here (common.wgsl's key functions need one)
fn plumeKeyColor(k: i32) -> vec4f { return vec4f(0.0); }

@fragment
fn fsSprite(v: Varyings) -> @location(0) vec4f {
    takeVaryings(v);
    return fogged(plumeShade(vUv, plumeTexture(vUv) * vTint), v.position);
}

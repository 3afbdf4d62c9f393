// CPU particle systems (src/core/sim_cpu/particle_system.c): one 40-byte record per particle, simulated and
// written by the CPU; here each record becomes a quad. The same program draws with instancing (a
// static buffer of 4 corners, the records one per instance) and without (each record written 4
// times with its corner, indexed): the same picture either way. uItem slots: PLUME_SU_* in
// src/core/sim_cpu/particle_system_internal.h.
precision highp float;

attribute vec2 aCorner;       // 0 or 1 each
attribute vec3 aPosition;
attribute vec3 aAxis;         // spark: its tail, position - velocity × stretch; velocity style: velocity × stretch;
                              // decal: the surface's unit normal
attribute vec2 aSizeRotation; // world units across, radians
attribute vec4 aColor;        // RGBA8, normalized
attribute float aFrame;       // atlas frame; eroding systems: the erosion threshold × 15 in its top 4 bits
attribute float aBlend;       // the record's corner byte: bit 0 its corner (without instancing), bits 1..7 the
                              // weight of the next atlas frame × 127

uniform mat4 uViewProjection;
uniform vec4 uItem[6]; // camera right + style, camera up + premultiply, camera position + a trail's texture offset,
                       // atlas cols/rows/frames, light direction + strength, colour intensity + eroding

varying vec4 vUv; // the frame's texture coordinates, the next frame's (emitter.frag blends them)
varying vec4 vTint;

// A quad along `along` (unit) length `len`, `width` across, facing the camera as far as it can.
vec3 alongCorner(vec3 center, vec3 along, float len, float width, vec2 c, out vec3 across)
{
    across = cross(along, uItem[2].xyz - center);
    if (length(across) < 1e-6) across = cross(along, cross(uItem[0].xyz, uItem[1].xyz)); // the camera's own axis
    float n = length(across);
    across = n > 1e-6 ? across / n : uItem[0].xyz; // along points at the camera
    return center + along * (c.y * len) + across * (c.x * width);
}

void main()
{
    vec2 c = mod(aCorner, 2.0) - 0.5; // bit 0: the corner (the record's corner byte carries the blend above it)
    float size = aSizeRotation.x;
    float style = uItem[0].w;
    vec3 world;
    vec3 center = aPosition;
    vec3 right = uItem[0].xyz, up = uItem[1].xyz;
    vec3 pictureX, pictureY; // the picture's axes in the world, for a normal map's light
    if (style < 0.5 || style > 3.5) { // billboard: expanded from the centre along the view's right and up
        // (SEEDS.md §003); decal: flat on the surface whose unit normal the axis holds, turned by the rotation
        if (style > 3.5) decalAxes(aAxis, right, up);
        world = quadCorner(aPosition, right, up, c, vec2(size), aSizeRotation.y);
        float cs = cos(aSizeRotation.y), sn = sin(aSizeRotation.y);
        pictureX = right * cs + up * sn;
        pictureY = up * cs - right * sn;
    } else {
        bool between = style < 1.5 || style > 2.5; // spark: tail -> now; trail: a segment, tail -> head
        vec3 delta = between ? aPosition - aAxis : aAxis;
        float len = length(delta);
        vec3 along = len > 1e-6 ? delta / len : uItem[1].xyz;
        center = between ? aPosition - 0.5 * delta : aPosition;
        // a trail's segments meet end to end, mitred (an overlap would be drawn twice: a bright band at every joint):
        // each end edge turned onto the bisector it shares with the next segment's, by shifting its corners along
        // the segment by the shear above the segment in the frame (head end, then tail end: 6 bits each, 31sts of
        // a half width + 32; 4 bits, sevenths + 8, when eroding: particle_system.c's fill_trails); its width goes from
        // the head end's (size) to the tail end's (the record's rotation). Sparks are capped by half their width.
        float width = style > 2.5 ? mix(aSizeRotation.y, size, c.y + 0.5) : size;
        world = alongCorner(center, along, len + (style > 2.5 ? 0.0 : 1.0) * size, width, c, pictureX);
        if (style > 2.5) {
            float steps = uItem[5].y > 0.5 ? 7.0 : 31.0, levels = 2.0 * steps + 2.0;
            float above = floor(mod(aFrame, uItem[5].y > 0.5 ? 4096.0 : 65536.0) / 16.0);
            float shear = (c.y > 0.0 ? mod(above, levels) : floor(above / levels)) - steps - 1.0;
            world += along * (c.x * width * shear / steps);
        }
        pictureY = along;
    }
    float eroded = uItem[5].y > 0.5 ? floor(aFrame / 4096.0) : 0.0;
    float frame = aFrame - eroded * 4096.0;
    if (style > 2.5 && style < 3.5) frame = mod(frame, 16.0); // a trail's segment (its shears above it)
    vec2 corner = c + 0.5;
    vUv = vec4(atlasUv(frame, uItem[3].xy, corner), atlasUv(mod(frame + 1.0, max(uItem[3].z, 1.0)), uItem[3].xy, corner));
    vec4 color = vec4(aColor.rgb * uItem[5].x, aColor.a);
    // a trail fades from its head to its tail: frame is the segment (0 at the head), c.y = 0.5 its head end; its
    // texture, laid once along it, flows by the item's offset (trail.scroll)
    if (style > 2.5 && style < 3.5) {
        color.a *= 1.0 - (frame + 0.5 - c.y) / PLUME_TRAIL_SEGMENTS;
        vUv.y -= uItem[2].w;
    }
    color.rgb *= plumeLight(right * c.x + up * c.y, center, uItem[2].xyz, uItem[4]);
    vTint = uItem[1].w > 0.5 ? vec4(color.rgb * color.a, color.a) : color;
    plumeFog(world);
    vPlumeLight.w = floor(aBlend / 2.0) / 127.0;
    plumeLightPicture(pictureX, pictureY, uItem[4]);
    plumeErode(eroded / 15.0, aSizeRotation.y, corner);
    vPlumeRadius = 0.5 * size;
    // a decal: drawn PLUME_DECAL_PULL of its distance nearer the camera, along the line of sight (the same pixels),
    // so it wins the depth test against the surface it lies on
    if (style > 3.5) world = mix(world, uItem[2].xyz, PLUME_DECAL_PULL);
    gl_Position = uViewProjection * vec4(world, 1.0);
}

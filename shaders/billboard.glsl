// Shared by the GPU emitter (emitter.vert) and the CPU particle systems (sprite.vert): the quad
// corner of a billboard and the texture coordinates of an atlas frame.

// Corner c (each -0.5..0.5) of a quad `extent` across, turned by `angle` (radians) in the plane of
// right and up (the camera's, for a camera-facing billboard: SEEDS.md §003).
vec3 quadCorner(vec3 center, vec3 right, vec3 up, vec2 c, vec2 extent, float angle)
{
    vec2 turned = vec2(c.x * cos(angle) - c.y * sin(angle), c.x * sin(angle) + c.y * cos(angle)) * extent;
    return center + right * turned.x + up * turned.y;
}

// Texture coordinates of uv (0..1, y up) in frame `frame` of an atlas of grid.x columns and grid.y
// rows, frame 0 at the image's top left, frames running along rows (image rows go down).
vec2 atlasUv(float frame, vec2 grid, vec2 uv)
{
    float row = floor((frame + 0.5) / grid.x); // + 0.5: a division rounded down must not drop a row
    float col = frame - row * grid.x;
    return vec2((col + uv.x) / grid.x, (row + 1.0 - uv.y) / grid.y);
}

// A decal's axes on the surface of unit normal n: right x up = n (src/core/decal.c's plume_decal_axes, the same).
void decalAxes(vec3 n, out vec3 right, out vec3 up)
{
    vec3 ref = abs(n.y) > 0.999 ? vec3(0.0, 0.0, -1.0) : vec3(0.0, 1.0, 0.0);
    right = normalize(cross(ref, n));
    up = cross(n, right);
}

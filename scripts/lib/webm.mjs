// webm.mjs — a WebM file of one video track from encoded frames (VP8 or VP9, as WebCodecs' VideoEncoder gives
// them): the EBML header, the segment's info (with the duration, so a <video> knows its length at once), the
// track, a cluster from each key frame, and cues to them (seeking back for a loop). Enough for the site's loops;
// no audio, no lacing.

/** An element's size as an EBML variable-length integer (8 bytes above 2^28). */
function vint(n) {
  if (n < 0x7f) return [0x80 | n];
  if (n < 0x3fff) return [0x40 | (n >> 8), n & 0xff];
  if (n < 0x1fffff) return [0x20 | (n >> 16), (n >> 8) & 0xff, n & 0xff];
  if (n < 0x0fffffff) return [0x10 | (n >>> 24), (n >> 16) & 0xff, (n >> 8) & 0xff, n & 0xff];
  const bytes = [0x01];
  for (let i = 6; i >= 0; i--) bytes.push(Math.floor(n / 2 ** (8 * i)) & 0xff);
  return bytes;
}

const idBytes = (id) => { const b = []; for (let v = id; v > 0; v = Math.floor(v / 256)) b.unshift(v & 0xff); return b; };
const concat = (parts) => Buffer.concat(parts.map((p) => (Buffer.isBuffer(p) ? p : Buffer.from(p))));

/** An element: its ID, size and content (bytes, or a list of elements). */
function element(id, content) {
  const body = Array.isArray(content) ? concat(content) : Buffer.from(content);
  return concat([idBytes(id), vint(body.length), body]);
}
const uint = (id, value) => {
  const b = [];
  for (let v = value; v > 0 || b.length === 0; v = Math.floor(v / 256)) b.unshift(v & 0xff);
  return element(id, Buffer.from(b));
};
const float = (id, value) => { const b = Buffer.alloc(8); b.writeDoubleBE(value); return element(id, b); };
const text = (id, value) => element(id, Buffer.from(value, 'utf8'));

/**
 * A WebM file (a Buffer) of `frames`: [{ data (bytes), timestamp (µs), key (boolean) }] in order, the first a key
 * frame; `codec` 'vp8' or 'vp9'; `duration` in ms (the loop's length).
 */
export function webm({ width, height, codec, fps, duration, frames }) {
  if (!frames.length || !frames[0].key) throw new Error('webm: the first frame must be a key frame');
  const header = element(0x1a45dfa3, [uint(0x4286, 1), uint(0x42f7, 1), uint(0x42f2, 4), uint(0x42f3, 8),
    text(0x4282, 'webm'), uint(0x4287, 4), uint(0x4285, 2)]);
  const info = element(0x1549a966, [uint(0x2ad7b1, 1e6), float(0x4489, duration), text(0x4d80, 'plume webm.mjs'),
    text(0x5741, 'plume scripts/videos.mjs')]);
  const tracks = element(0x1654ae6b, [element(0xae, [uint(0xd7, 1), uint(0x73c5, 1), uint(0x83, 1), uint(0x9c, 0),
    text(0x86, codec === 'vp8' ? 'V_VP8' : 'V_VP9'), uint(0x23e383, Math.round(1e9 / fps)),
    element(0xe0, [uint(0xb0, width), uint(0xba, height)])])]);
  // a cluster from each key frame; block times are ms from the cluster's (16 bits: key frames at most 32 s apart)
  const clusters = [];
  for (const frame of frames) {
    const ms = Math.round(frame.timestamp / 1000);
    if (frame.key) clusters.push({ time: ms, blocks: [] });
    const cluster = clusters.at(-1);
    const block = Buffer.alloc(4);
    block[0] = 0x81; // track 1
    block.writeInt16BE(ms - cluster.time, 1);
    block[3] = frame.key ? 0x80 : 0;
    cluster.blocks.push(element(0xa3, concat([block, Buffer.from(frame.data)])));
  }
  const written = clusters.map((c) => element(0x1f43b675, [uint(0xe7, c.time), ...c.blocks]));
  let position = info.length + tracks.length; // from the segment's content
  const cues = element(0x1c53bb6b, clusters.map((c, i) => {
    const point = element(0xbb, [uint(0xb3, c.time), element(0xb7, [uint(0xf7, 1), uint(0xf1, position)])]);
    position += written[i].length;
    return point;
  }));
  return concat([header, element(0x18538067, [info, tracks, ...written, cues])]);
}

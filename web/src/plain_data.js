// plain_data.js — a caller's data copied as plain JSON values (what JSON.parse(JSON.stringify(value)) gives), with
// a bound on the values it walks: a few kilobytes of nested arrays can hold billions of elements, and a copy that
// walks them all hangs the tab. A hole in an array ([1, , 1]) is refused where it is (JSON would make it null). NaN
// and the infinities stay as they are (JSON would make them null, which readers take as "not given"): the reader of
// each field refuses them by name.

/** A mistake in the data; `path` names where (e.g. 'layers[0].size[1]'). */
export class PlainDataError extends Error {
  constructor(path, message) {
    super(message);
    this.path = path;
  }
}

const child = (path, key) => (typeof key === 'number' ? `${path}[${key}]` : path ? `${path}.${key}` : key);

/** Copies `value` (named `path` in messages) as JSON would, walking at most `limit` values. */
export function copyPlain(value, path, limit) {
  let values = 0;
  const inside = new Set(); // the objects being copied: one met again inside itself is a cycle
  const copy = (v, at) => {
    if (++values > limit) {
      throw new PlainDataError(path, `holds more than ${limit} values; effects are plain data of at most that many`);
    }
    if (v === null || typeof v === 'string' || typeof v === 'boolean') return v;
    if (typeof v === 'number') return v;
    if (typeof v === 'bigint') throw new PlainDataError(at(), 'is a BigInt: not plain JSON data');
    if (typeof v !== 'object') return undefined; // functions, symbols, undefined: left out (null in an array)
    if (inside.has(v)) throw new PlainDataError(at(), 'contains itself (a cycle): not plain JSON data');
    inside.add(v);
    let out;
    if (Array.isArray(v) || (ArrayBuffer.isView(v) && !(v instanceof DataView))) {
      out = new Array(v.length);
      for (let i = 0; i < v.length; i++) {
        if (!(i in v)) throw new PlainDataError(child(at(), i), 'is missing (a hole in the array); give every element a value');
        const element = copy(v[i], () => child(at(), i));
        out[i] = element === undefined ? null : element;
      }
    } else {
      out = {};
      for (const key of Object.keys(v)) {
        const field = copy(v[key], () => child(at(), key));
        if (field !== undefined) out[key] = field;
      }
    }
    inside.delete(v);
    return out;
  };
  return copy(value, () => path);
}

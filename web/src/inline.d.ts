// plume-particles/inline: the same API as the main entry, with the wasm embedded in the JavaScript.
export * from './plume.js';

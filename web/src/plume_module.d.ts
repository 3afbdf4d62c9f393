// Declarations for plume_module.js, the Emscripten glue (import 'plume-particles/module'), for pages
// that call the C exports directly with ccall/cwrap (docs/integrations.md: "From JavaScript with ccall/cwrap").
// Pointers and handles are numbers; strings given to ccall/cwrap as 'string' are copied to the stack.

export type CType = 'number' | 'string' | 'boolean' | 'array' | null;

export interface PlumeModuleOptions {
  /** Maps the file the glue wants ('plume.wasm') to its URL; default: beside plume_module.js. */
  locateFile?: (path: string, scriptDirectory: string) => string;
  /** The wasm bytes, instead of fetching them. */
  wasmBinary?: ArrayBuffer | Uint8Array;
  /** Instantiate the wasm yourself: call receive(instance, module) and return {}. */
  instantiateWasm?: (imports: WebAssembly.Imports,
    receive: (instance: WebAssembly.Instance, module?: WebAssembly.Module) => void) => object | false;
}

export interface PlumeModule {
  ccall(name: string, returnType: CType, argTypes: CType[], args: unknown[]): any;
  cwrap(name: string, returnType: CType, argTypes: CType[]): (...args: any[]) => any;
  UTF8ToString(pointer: number, maxBytesToRead?: number): string;
  stringToUTF8(text: string, pointer: number, maxBytesToWrite: number): number;
  lengthBytesUTF8(text: string): number;
  /** Emscripten's WebGL layer: registerContext(gl, { majorVersion, minorVersion }) gives the handle plume_web_create takes. */
  GL: {
    registerContext(gl: WebGLRenderingContext | WebGL2RenderingContext,
      attributes: { majorVersion: 1 | 2; minorVersion: 0; enableExtensionsByDefault?: boolean }): number;
    deleteContext(handle: number): void;
  };
  HEAPU8: Uint8Array;
  HEAPU32: Uint32Array;
  HEAPF32: Float32Array;
  _malloc(size: number): number;
  _free(pointer: number): void;
  _plume_last_error(): number;
  _plume_last_status(): number;
  [exported: `_plume_web_${string}`]: (...args: number[]) => number;
}

export default function createPlumeModule(options?: PlumeModuleOptions): Promise<PlumeModule>;

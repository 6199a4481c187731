// The package ships no types; this declares the part of its Emscripten API the worker uses.
declare module '@echogarden/espeak-ng-emscripten' {
  interface ESpeakNGWorker {
    /** Returns 0 on success. Accepts a voice name with a variant, e.g. 'en-us+f3'. */
    set_voice(name: string): number;
    get_samplerate(): number;
    /** Calls back with 16-bit mono PCM chunks; returning 0 (falsy) continues the synthesis. */
    synthesize(text: string, onChunk: (samples: Int16Array | undefined, events: unknown[]) => unknown): void;
    list_voices(): { name: string; identifier: string; languages: { priority: number; name: string }[] }[];
  }
  interface ESpeakNGModule {
    eSpeakNGWorker: new () => ESpeakNGWorker;
  }
  const createModule: (options?: Record<string, unknown>) => Promise<ESpeakNGModule>;
  export default createModule;
}

/** The process's singletons (process-registry.mjs): the one place that touches `globalThis`. */

export declare const PROCESS_SINGLETONS: Readonly<{
  appDatabase: string;
  routeCacheTagVersions: string;
  accessMemo: string;
  publicProcessMemos: string;
  liveMessages: string;
}>;

export type ProcessSingletonName = keyof typeof PROCESS_SINGLETONS;

/** A singleton's key, typed by the module that owns it. */
export interface ProcessKey<T> {
  readonly name: ProcessSingletonName;
  /** Never set: carries the singleton's type. */
  readonly __type?: T;
}

export declare function processKey<T>(name: ProcessSingletonName): ProcessKey<T>;
export declare function processSingleton<T>(key: ProcessKey<T>, create: () => T): T;
export declare function installedSingleton<T>(key: ProcessKey<T>): T | undefined;
export declare function installSingleton<T>(key: ProcessKey<T>, value: T | undefined): void;

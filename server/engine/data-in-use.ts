/** The embedded engine's data directory is held by another server, which alone may read and write it. */
export class EngineDataInUseError extends Error {
  readonly dataDir: string;

  constructor(dataDir: string, options: { cause: unknown }) {
    super(`The search engine's data in ${dataDir} is in use by another server`, options);
    this.name = 'EngineDataInUseError';
    this.dataDir = dataDir;
  }
}

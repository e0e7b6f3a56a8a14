/** A collection of a declared resource's records, wherever they are kept (./store.ts). */
export interface StoredRecord {
  seq: number;
  attributes: Record<string, unknown>;
  /** Counts the record's changes: its ETag is derived from it. */
  version?: number;
}

export interface Collection {
  get(id: string): StoredRecord | undefined;
  set(id: string, record: StoredRecord): void;
  delete(id: string): void;
  entries(): [string, StoredRecord][];
}

import { vi } from 'vitest';

/**
 * A file a page puts in a multipart form goes to the test's API server as `file:<its name>`: the
 * test environment's fetch cannot carry jsdom's files, and the name is what a test checks.
 */
export function filesByName() {
  const append = FormData.prototype.append as (this: FormData, name: string, value: string) => void;
  vi.spyOn(FormData.prototype, 'append').mockImplementation(function (
    this: FormData,
    name: string,
    value: string | Blob,
    fileName?: string,
  ) {
    append.call(this, name, value instanceof Blob ? `file:${fileName ?? (value as File).name}` : value);
  });
}

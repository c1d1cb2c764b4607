import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { GENERATED_FILES, generatedFiles } from './client-files';

// The document, the client's types and the server's routes cannot drift apart: the committed
// files must be exactly what the routes generate now.
describe('the generated client files', () => {
  it('match what the server routes generate (else: npm run generate -w @talkreel/client)', async () => {
    const files = await generatedFiles();
    for (const name of GENERATED_FILES) {
      const committed = await readFile(new URL(`../${name}`, import.meta.url), 'utf8');
      expect(committed, `${name} is stale: run npm run generate -w @talkreel/client`).toBe(
        files[name],
      );
    }
  });
});

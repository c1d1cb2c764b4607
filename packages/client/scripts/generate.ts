// `npm run generate -w @talkreel/client`: writes openapi.json and src/schema.d.ts from the server's
// routes. Both are committed; generated-files.test.ts fails when they fall behind the server.
import { writeFile } from 'node:fs/promises';
import { GENERATED_FILES, generatedFiles } from './client-files';

const root = new URL('..', import.meta.url);
const files = await generatedFiles();
for (const name of GENERATED_FILES) {
  await writeFile(new URL(name, root), files[name]);
  console.log(`wrote packages/client/${name}`);
}

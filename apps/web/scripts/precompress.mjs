// Writes a brotli (.br) and a gzip (.gz) copy next to each compressible built file, once at
// build time, so the server sends them by Accept-Encoding (@fastify/static `preCompressed`)
// without compressing on every request. Fonts and media are compressed already: skipped.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const COMPRESSIBLE = /\.(js|css|svg|json|txt|map|webmanifest)$/;
// Below this a compressed copy saves less than its own headers cost.
const MIN_BYTES = 1024;

function* filesUnder(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    // .vite holds the build manifest, which is read at build time and never served.
    if (entry.isDirectory() && !entry.name.startsWith('.')) yield* filesUnder(full);
    else if (entry.isFile()) yield full;
  }
}

export function precompress(dist) {
  let raw = 0;
  let br = 0;
  for (const file of filesUnder(dist)) {
    if (!COMPRESSIBLE.test(file)) continue;
    const body = fs.readFileSync(file);
    if (body.length < MIN_BYTES) continue;
    const brotli = zlib.brotliCompressSync(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    });
    fs.writeFileSync(`${file}.br`, brotli);
    fs.writeFileSync(`${file}.gz`, zlib.gzipSync(body, { level: 9 }));
    raw += body.length;
    br += brotli.length;
  }
  return { raw, br };
}

if (process.argv[1] === import.meta.filename) {
  const { raw, br } = precompress(path.resolve(import.meta.dirname, '../dist'));
  console.log(
    `precompressed ${(raw / 1024).toFixed(0)} kB of files to ${(br / 1024).toFixed(0)} kB brotli`,
  );
}

// Build step (serve.py runs it): brotli copies, with Node's own zlib (no package needed).
//
//   node web/buildtime/brotli.mjs IN OUT [IN OUT ...]
//
// Quality 11 with a 16 MB window: slow to pack (about a minute for the 9.6 MB wasm on a
// small machine; serve.py caches the result by content), quick to unpack, and about a fifth
// smaller than gzip -9 (the wasm: 3.5 MB gzip, 2.8 MB brotli).
import { readFileSync, writeFileSync } from "node:fs";
import { brotliCompressSync, constants } from "node:zlib";

const pairs = process.argv.slice(2);
if (!pairs.length || pairs.length % 2) {
  console.error("usage: node web/buildtime/brotli.mjs IN OUT [IN OUT ...]");
  process.exit(2);
}
for (let i = 0; i < pairs.length; i += 2) {
  const data = readFileSync(pairs[i]);
  const packed = brotliCompressSync(data, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 11,
      [constants.BROTLI_PARAM_LGWIN]: 24,
      [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
    },
  });
  writeFileSync(pairs[i + 1], packed);
}

import zlib from 'node:zlib';
import CompressionPlugin from 'compression-webpack-plugin';

/** Text files a static host should serve compressed. */
const compressible = /\.(html|js|css|svg|json|txt|xml)$/;

/** Writes a .gz and a .br copy beside each text file, for hosts and servers that send them. */
export function precompressedCopies() {
  return [
    new CompressionPlugin({
      test: compressible,
      minRatio: 0.9,
      filename: '[path][base].gz',
      algorithm: 'gzip',
      compressionOptions: { level: 9 },
    }),
    new CompressionPlugin<zlib.BrotliOptions>({
      test: compressible,
      minRatio: 0.9,
      filename: '[path][base].br',
      algorithm: 'brotliCompress',
      compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
    }),
  ];
}

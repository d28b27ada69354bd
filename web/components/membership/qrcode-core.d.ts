/**
 * `qrcode`'s encoder alone: the package's own types describe only its entry, whose Node build also brings a PNG
 * encoder, zlib and file streams into the server's bundle of every member page.
 */
declare module 'qrcode/lib/core/qrcode' {
  export { create } from 'qrcode';
}

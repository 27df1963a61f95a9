declare module 'heic-decode' {
  interface DecodedImage {
    width: number;
    height: number;
    data: Uint8ClampedArray;
  }
  interface HeicImage {
    width: number;
    height: number;
    decode(): Promise<DecodedImage>;
  }
  interface HeicImages extends Array<HeicImage> {
    dispose(): void;
  }
  interface HeicDecode {
    (input: { buffer: Uint8Array }): Promise<DecodedImage>;
    all(input: { buffer: Uint8Array }): Promise<HeicImages>;
  }
  const decode: HeicDecode;
  export default decode;
}

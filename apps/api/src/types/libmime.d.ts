/** The part of libmime (MIME encoded-word and header decoding) the API uses; the package ships no types. */
declare module 'libmime' {
  const libmime: {
    decodeWords(text: string): string;
  };
  export default libmime;
}

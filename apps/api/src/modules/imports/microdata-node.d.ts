// The package ships no types: the one function used here, as its README documents it.
declare module 'microdata-node' {
  const microdata: { toJson(html: string, options?: { base?: string }): { items: unknown[] } };
  export default microdata;
}

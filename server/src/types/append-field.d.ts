// append-field ships no types: it stores a form field under its name, so `carDetails[model]`
// becomes a nested object and a repeated name becomes an array (as multer used to do).
declare module 'append-field' {
  function appendField(store: object, key: string, value: unknown): void;
  export = appendField;
}

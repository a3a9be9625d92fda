/** A type with its fields spelled out (an intersection flattened), to compare it field by field. */
type Fields<T> = { [Key in keyof T]: T[Key] };

/**
 * `true` when A and B are the same type, field for field: the same names, each as optional and of
 * the same type, none more on either side. (Assignability alone lets a narrower or a larger type
 * pass.) The server declares each request and answer class against its type in api/ with it.
 */
export type Exact<A, B> =
  (<T>() => T extends Fields<A> ? 1 : 2) extends <T>() => T extends Fields<B> ? 1 : 2
    ? true
    : false;

import type { Exact } from '@shop/shared';

/** What the compiler shows when a class's fields are not exactly those of its shared type. */
interface FieldsDifferFrom<Shape> {
  readonly fieldsDifferFrom: Shape;
}

/**
 * Declares which type of @shop/shared (src/api/) a request or answer class is:
 * `@ShapeOf<LoginRequest>() class LoginDto { … }` compiles only when the class has exactly that
 * type's fields (the same names, optionality and types, none more, none fewer), so that the
 * server's DTOs and the web's types cannot drift apart. It does nothing at run time.
 */
export const ShapeOf =
  <Shape>() =>
  <Class extends abstract new (...args: never[]) => unknown>(
    target: Class &
      (Exact<InstanceType<Class>, Shape> extends true ? unknown : FieldsDifferFrom<Shape>),
  ): void =>
    void target;

import type { ReactNode } from 'react';

/** A translated text with an element in place of its `token`, such as 'Order {id}'. */
export function fillTemplate(template: string, token: string, node: ReactNode): ReactNode {
  const [before, after = ''] = template.split(token);
  return (
    <>
      {before}
      {node}
      {after}
    </>
  );
}

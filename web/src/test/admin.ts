/** A back-office list's answer holding just `rows` under the list's `field`: one page, all there is. */
export const onePage = <Row>(field: string, rows: Row[]) => ({
  message: 'Fetched successfully.',
  [field]: rows,
  total: rows.length,
});

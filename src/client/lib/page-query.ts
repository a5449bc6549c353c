/** A back-office list's page and page size, as the query-string text the API reads. */
export const pageQuery = (page: number, pageSize: number) => ({
  page: String(page),
  pageSize: String(pageSize),
});

/** Pages of the wallet lists: `pageNo` from 1, `pageSize` 1–100 (default 10), newest first. */
export interface PageRequest {
  pageNo: number;
  pageSize: number;
}

export interface Page<T> {
  content: T[];
  pageNum: number;
  pageSize: number;
  totalPages: number;
  totalCount: number;
}

export const MAX_PAGE_SIZE = 100;

/**
 * The page a query asks for (`PageQuery` in the contract, which refuses a malformed number naming
 * its field): from 1, `defaultSize` when absent, never more than `maxSize`.
 */
export function pageRequest(
  query: { pageNo?: number | undefined; pageSize?: number | undefined },
  defaultSize = 10,
  maxSize = MAX_PAGE_SIZE,
): PageRequest {
  return { pageNo: query.pageNo ?? 1, pageSize: Math.min(query.pageSize ?? defaultSize, maxSize) };
}

/** LIMIT / OFFSET of a page. */
export function limitOffset(request: PageRequest): [number, number] {
  return [request.pageSize, (request.pageNo - 1) * request.pageSize];
}

export function page<T>(content: T[], request: PageRequest, totalCount: number): Page<T> {
  return {
    content,
    pageNum: request.pageNo,
    pageSize: request.pageSize,
    totalPages: Math.ceil(totalCount / request.pageSize),
    totalCount,
  };
}
